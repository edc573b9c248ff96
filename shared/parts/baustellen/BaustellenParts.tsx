import type { ReactNode } from 'react';
import type { Bauphase, BaustelleDetail, BaustelleKontakt } from './contract';
import { InfoBox } from '../../components/sidebar/InfoBox';
import { ContactLines } from '../../components/sidebar/ContactLines';
import { Link } from '../../components/Link';
import { PostalAddress, fromAdresse } from '../../components/PostalAddress';
import { formatDate, formatEventDate, isoDate } from '../../format/date';
import { BAUSTELLEN_STATUS_TEXT, PHASEN_STATUS_TEXT, baustellePath, parkenPath, umbauPath } from './paths';

/** A phase's days as spec §9 writes them: 'Montag, 16.11.2026 bis 26.03.2027'. */
export function PhaseDates({ von, bis }: { von: string; bis: string }) {
  return (
    <>
      <time dateTime={isoDate(von)}>{formatEventDate(von)}</time>
      {bis !== von ? (
        <>
          {' bis '}
          <time dateTime={isoDate(bis)}>{formatDate(bis)}</time>
        </>
      ) : null}
    </>
  );
}

/** 'DD.MM.YYYY bis DD.MM.YYYY' for table cells. */
export function ShortDates({ von, bis }: { von: string; bis: string }) {
  return (
    <>
      <time dateTime={isoDate(von)}>{formatDate(von)}</time>
      {' bis '}
      <time dateTime={isoDate(bis)}>{formatDate(bis)}</time>
    </>
  );
}

/** The status in words (never by colour alone); the modifier only adds a coloured marker. */
export function PhaseStatus({ status }: { status: Bauphase['status'] }) {
  return <span className={`st-bstatus st-bstatus--${status}`}>{PHASEN_STATUS_TEXT[status]}</span>;
}

/** What the list says about a site's phase: running now, next, or the last one. */
export function phaseLabel(b: { status: string; aktuelle_phase: Bauphase | null }): string {
  const p = b.aktuelle_phase;
  if (!p) return 'Bauphase';
  if (p.status === 'laufend') return 'Aktuelle Bauphase';
  if (p.status === 'geplant') return b.status === 'geplant' ? 'Erste Bauphase' : 'Nächste Bauphase';
  return 'Letzte Bauphase';
}

export function SiteStatusText({ status }: { status: keyof typeof BAUSTELLEN_STATUS_TEXT }) {
  return <span className={`st-bstatus st-bstatus--${status}`}>{BAUSTELLEN_STATUS_TEXT[status]}</span>;
}

/** The phases as an ordered timeline, each with its dates and status in words. */
export function PhasenTimeline({ phasen }: { phasen: Bauphase[] }) {
  if (phasen.length === 0) return <p>Für diese Baustelle sind noch keine Bauphasen festgelegt.</p>;
  return (
    <ol className="st-timeline">
      {phasen.map((p, i) => (
        <li key={`${p.von}-${i}`} className={`st-timeline__item st-timeline__item--${p.status}`} aria-current={p.status === 'laufend' ? 'step' : undefined}>
          <h3 className="st-timeline__title">{p.titel}</h3>
          <p className="st-timeline__dates">
            <PhaseDates von={p.von} bis={p.bis} />
          </p>
          <p className="st-timeline__status">
            Status: <PhaseStatus status={p.status} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** A table that scrolls sideways on narrow screens; the region is focusable so keyboards can scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="st-btable" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The phases of one site as a table. */
export function PhasenTable({ phasen, caption }: { phasen: Bauphase[]; caption: string }) {
  return (
    <TableScroll label={caption}>
      <table className="st-btable__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Maßnahme</th>
            <th scope="col">Zeitraum</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {phasen.map((p, i) => (
            <tr key={`${p.von}-${i}`}>
              <th scope="row">{p.titel}</th>
              <td>
                <ShortDates von={p.von} bis={p.bis} />
              </td>
              <td>
                <PhaseStatus status={p.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Sidebar box: the office responsible for the site, with address and phone. */
export function KontaktBox({ kontakt }: { kontakt: BaustelleKontakt | null }) {
  if (!kontakt) return null;
  return (
    <InfoBox title="Ansprechpartner" className="st-bkontakt">
      <p className="st-infobox__name">
        <Link to={kontakt.url}>{kontakt.titel}</Link>
      </p>
      <PostalAddress address={fromAdresse(kontakt.adresse)} />
      <ContactLines phone={kontakt.kontakt.telefon} fax={kontakt.kontakt.telefax ?? undefined} email={kontakt.kontakt.email} />
    </InfoBox>
  );
}

/** Links between the three views of a site: details, parking, road works. */
export function SiteLinks({ item, current }: { item: BaustelleDetail; current: 'detail' | 'parken' | 'umbau' }) {
  const links = [
    { key: 'detail', href: baustellePath(item.slug), label: 'Alle Informationen zur Baustelle' },
    { key: 'parken', href: parkenPath(item.slug), label: 'Hinweise zum Parken' },
    { key: 'umbau', href: umbauPath(item.slug), label: 'Bauphasen und Verkehrsführung' },
  ].filter((l) => l.key !== current);
  return (
    <nav className="st-bsitelinks" aria-label={`Weitere Seiten zur Baustelle ${item.titel}`}>
      <ul>
        {links.map((l) => (
          <li key={l.key}>
            <Link className="st-more" to={l.href}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Where the site is: street and district. */
export const ortText = (b: { strasse: string; ortsteil: string }) => `${b.strasse} (${b.ortsteil})`;
