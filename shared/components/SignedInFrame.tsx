import type { ReactNode } from 'react';
import { PageFrame } from './PageFrame';
import { ActionForm } from './forms/ActionForm';

/** A failed list of a signed-in area (spec §8): emptied, and the page says so. */
export function LoadFailed({ what }: { what: string }) {
  return (
    <p className="st-intranet__failed" role="status">
      {what} konnte nicht geladen werden. Bitte laden Sie die Seite später erneut.
    </p>
  );
}

/** The logout button of a signed-in area: its logout action, so it works without JavaScript too. */
export function LogoutForm({ action, csrf }: { action: string; csrf: string }) {
  return (
    <ActionForm action={action} csrf={csrf} className="st-intranet__logout">
      <button type="submit" className="st-button st-button--secondary">
        Abmelden
      </button>
    </ActionForm>
  );
}

export interface SignedInFrameProps {
  /** The area's name, the heading of its sidebar ('Intranet', 'Ratsinformationssystem'). */
  area: string;
  /** Id of that heading, unique on the page. */
  headingId: string;
  user: { vorname: string; nachname: string; email: string };
  /** The area's own links, as list items. */
  links: ReactNode;
  /** What the sidebar shows below the links (the intranet's archive topics and notices). */
  more?: ReactNode;
  logout: { action: string; csrf: string };
  /** Classes of the content beside `st-intranet`. */
  className?: string;
  /** Shown above the page's content (the council area's note on confidential papers). */
  notice?: ReactNode;
  title: string;
  children: ReactNode;
}

/**
 * The frame of a signed-in area's pages (the intranet, the council information system): the page with
 * the area's sidebar, which says who is logged in and holds the area's navigation and the logout.
 */
export function SignedInFrame(p: SignedInFrameProps) {
  const sidebar = (
    <nav className="st-infobox st-intranet__nav" aria-labelledby={p.headingId}>
      <h2 className="st-infobox__title" id={p.headingId}>
        {p.area}
      </h2>
      <p className="st-intranet__user">
        Angemeldet als <strong>{`${p.user.vorname} ${p.user.nachname}`}</strong>
        <br />
        <span className="st-intranet__email">{p.user.email}</span>
      </p>
      <ul className="st-infobox__list">{p.links}</ul>
      {p.more}
      <LogoutForm action={p.logout.action} csrf={p.logout.csrf} />
    </nav>
  );
  return (
    <PageFrame title={p.title} sidebar={sidebar}>
      <div className={p.className ? `st-intranet ${p.className}` : 'st-intranet'}>
        {p.notice}
        {p.children}
      </div>
    </PageFrame>
  );
}
