import { Suspense, use } from 'react';
import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { isPageLoaded } from '../../routing/page';
import { pageEntryOf } from '../../app/page-entry';
import { deskPath } from './values';
import { StatusLabel } from './RedaktionFrame';
import type { RedaktionVorschauData } from './types';

/**
 * The preview (ADR 16): the stored version rendered by the real component of its public page, in the
 * layout, menus, breadcrumb and sidebar of the address it will have (the loader's `shownAs`). Above it
 * a bar says that this is a preview, with the way back and, for what is not public yet, "publish now".
 * The public page is the kind's (its part names it, ADR 39): it is loaded by its id like any page, so
 * the desk imports none of them and the browser loads only the one shown.
 */
export default function RedaktionVorschauPage({ data }: PageProps<RedaktionVorschauData>) {
  const { vorschau: v, art, ref, def } = data;
  return (
    <>
      <div className="st-container">
        <section className="st-desk__preview" aria-labelledby="vorschau-titel">
          <h2 id="vorschau-titel" className="st-desk__previewtitle">
            Vorschau: {def.wort} „{v.titel}“
          </h2>
          <p>
            So erscheint {def.einzahl} unter <code>{v.pfad}</code>. Status: <StatusLabel status={data.status} />
          </p>
          <ul className="st-desk__actions">
            <li>
              <Link to={deskPath(art, ref)}>Zurück zum Bearbeiten</Link>
            </li>
          </ul>
          {data.status !== 'veroeffentlicht' ? (
            <ActionForm action={deskPath(art, ref)} csrf={data.csrf} className="st-desk__inline">
              <input type="hidden" name="_revision" value={String(data.revision)} />
              <button type="submit" name="_aktion" value="jetzt" className="st-button">
                Jetzt veröffentlichen
              </button>
            </ActionForm>
          ) : null}
        </section>
      </div>
      <Suspense fallback={null}>
        <Shown pageId={data.seite} daten={v.daten} />
      </Suspense>
    </>
  );
}

/** One load per page id, the same promise on every render while it is under way (what `use` needs). */
const loading = new Map<string, Promise<void>>();

/**
 * The public page with the preview's data. The server loads its chunk before it renders (the loader),
 * so the HTML holds it; in the browser it comes after the desk's page, and until then hydration keeps
 * the server's HTML of this part (a suspended boundary), so nothing flickers or is rendered twice.
 */
function Shown({ pageId, daten }: { pageId: string; daten: unknown }) {
  const entry = pageEntryOf({ routeId: 'redaktion-vorschau', pageId });
  if (!isPageLoaded(pageId)) {
    let p = loading.get(pageId);
    if (!p) {
      p = entry.preload();
      loading.set(pageId, p);
    }
    use(p);
  }
  const Page = entry.Component;
  return <Page data={daten} />;
}
