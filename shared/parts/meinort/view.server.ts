import type { CmsClient } from '../../routing/types';
import { abfallArten, abfallStrasse, abfallStrassen, abfallTermine, type Abfallart, type Abfuhrtermin, type Strasse } from '../abfall/contract';
import { baustellenList, type BaustelleItem } from '../baustellen/contract';
import { ORTSTEILE } from '../baustellen/values';
import { veranstaltungenList, type VeranstaltungItem } from '../veranstaltungen/contract';
import { ratstermineGremien, ratstermineList, type Gremium, type RatsterminItem } from '../ratstermine/contract';
import { meldungenOeffentlich, type MeldungKurz } from '../meldungen/contract';
import { addDays, relativeDay } from '../abfall/paths';
import { gremiumKey } from '../ratstermine/paths';
import { TOWN } from '../../site/town';
import { DISTRICTS, type District } from '../../site/districts';
import { UUID_RE } from './paths';

/**
 * What "Mein Ort" shows for one place, gathered from the other parts' contracts (ADR 51): the page,
 * its calendar file and its RSS feed are built from this one view, so they never disagree. Each
 * section is read on its own and may be null when its part could not answer: the page shows the
 * others and says which one is missing, rather than failing as a whole.
 */
export interface MeinOrtView {
  strasse: Strasse;
  heute: string;
  /** The waste types, and for each the next collection within a year (null: none known). */
  abfall: {
    arten: Abfallart[];
    naechste: Array<{ art: Abfallart; datum: string | null; relativ: string | null; hinweis: string | null }>;
    /** Every collection of the coming year (for the calendar file). */
    termine: Abfuhrtermin[];
  } | null;
  /** Current and planned construction sites of the street's Ortsteil. */
  baustellen: BaustelleItem[] | null;
  /** Upcoming events in the Ortsteil within three months. */
  veranstaltungen: VeranstaltungItem[] | null;
  /** The bodies whose meetings concern the place: the Gemeinderat and the Ortschaftsrat of the Ortsteil, if it has one. */
  gremien: Gremium[];
  /** Their next meetings, earliest first. */
  sitzungen: RatsterminItem[] | null;
  /** Citizens' reports of the Ortsteil that the town approved and has not closed (received or in progress), the latest change first. */
  meldungen: MeldungKurz[] | null;
  /** The Ortsteil's village administration from the town file (its page), when it has one. */
  ortsteil: District | null;
}

/** Events read per request: the events of three months of a small town fit in one page of the contract. */
const EVENTS_READ = 100;
/** Meetings shown per body. */
const MEETINGS_PER_BODY = 4;
/** Construction sites read for one Ortsteil. */
const SITES_READ = 30;
/** Reports read for one Ortsteil (the open ones among the latest changes). */
const REPORTS_READ = 50;
/** A report is open until the town closes it as done or not its matter. */
const OPEN = new Set(['eingegangen', 'in_bearbeitung']);

/** The street of a query value: a known street, or null (absent, not a uuid, or unknown). */
export async function streetOf(cms: CmsClient, uuid: string | null): Promise<Strasse | null> {
  if (!uuid || !UUID_RE.test(uuid)) return null;
  return (await cms.load(abfallStrasse, { params: { uuid } }))?.data ?? null;
}

/** Every street of the town for the chooser (empty for a town that has not entered them yet). */
export async function streetsOf(cms: CmsClient): Promise<Strasse[]> {
  return (await cms.load(abfallStrassen))?.data ?? [];
}

const words = (s: string) => s.toLocaleLowerCase('de').split(/[^\p{L}\p{N}]+/u);

/**
 * Whether an event takes place in the Ortsteil: its place (the town's part of its address, e.g.
 * 'Musterstadt-Bombach') names the Ortsteil. The core town has no name of its own in addresses
 * ('Musterstadt'): an Ortsteil that is no district of the town file (no village administration) takes
 * the events whose place names none of the districts.
 */
export function eventInOrtsteil(event: VeranstaltungItem, ortsteil: string, districts: readonly string[] = TOWN.districts.map((d) => d.name)): boolean {
  const place = words(`${event.ort.city} ${event.ort.location}`);
  const named = (name: string) => {
    const w = words(name);
    return place.some((_, i) => w.every((x, j) => place[i + j] === x));
  };
  if (named(ortsteil)) return true;
  const isDistrict = districts.some((d) => d.toLocaleLowerCase('de') === ortsteil.toLocaleLowerCase('de'));
  return !isDistrict && !districts.some(named);
}

/** The place's view (ADR 51); `today` is the Berlin day the lists start from. */
export async function meinOrtView(cms: CmsClient, strasse: Strasse, today: string): Promise<MeinOrtView> {
  const ortsteil = strasse.ortsteil;
  const known = (ORTSTEILE as readonly string[]).includes(ortsteil);
  const [arten, termine, baustellen, events, gremienList, reports] = await Promise.all([
    cms.get(abfallArten),
    cms.get(abfallTermine, { query: { strasse: strasse.uuid, von: today, bis: addDays(today, 365) } }),
    // The construction sites know the town's Ortsteile by name; a street of another has none of them.
    known
      ? cms.get(baustellenList, { query: { ortsteil: ortsteil as (typeof ORTSTEILE)[number], status: ['aktuell', 'geplant'], pro_seite: SITES_READ } })
      : Promise.resolve({ data: [] }),
    cms.get(veranstaltungenList, { query: { zeitraum: 'quartal', pro_seite: EVENTS_READ } }),
    cms.get(ratstermineGremien),
    // The public reports (ADR 53) name their Ortsteil; those placed by address only may have no position.
    cms.get(meldungenOeffentlich, { query: { ortsteil, pro_seite: REPORTS_READ } }),
  ]);
  const gremien = (gremienList?.data ?? []).filter((g) => g.key === 'gemeinderat' || g.key === gremiumKey(`Ortschaftsrat ${ortsteil}`));
  const meetings = await Promise.all(
    gremien.map((g) => cms.get(ratstermineList, { query: { gremium: g.key, zeitraum: 'kommend', pro_seite: MEETINGS_PER_BODY } })),
  );
  const sitzungen =
    gremienList && meetings.every(Boolean) ? meetings.flatMap((m) => m!.data).sort((a, b) => a.datum.localeCompare(b.datum) || a.id - b.id) : null;
  const abfall =
    arten && termine
      ? {
          arten: arten.data,
          termine: termine.data,
          naechste: arten.data.map((art) => {
            const t = termine.data.find((x) => x.art === art.key);
            return { art, datum: t?.datum ?? null, relativ: t ? relativeDay(today, t.datum) : null, hinweis: t?.hinweis ?? null };
          }),
        }
      : null;
  return {
    strasse,
    heute: today,
    abfall,
    baustellen: baustellen?.data ?? null,
    veranstaltungen: events ? events.data.filter((e) => eventInOrtsteil(e, ortsteil)) : null,
    gremien,
    sitzungen,
    meldungen: reports ? reports.data.filter((m) => OPEN.has(m.status)) : null,
    ortsteil: Object.values(DISTRICTS).find((d) => d.name === ortsteil) ?? null,
  };
}
