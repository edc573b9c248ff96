import type { Loader, LoaderContext } from '../../../routing/types';
import {
  gremienList,
  gremiumDetail,
  personDetail,
  personenList,
  type GremiumDetail,
  type GremiumInfo,
  type GremiumRef,
  type Mitgliedschaft,
  type PersonDetail,
  type PersonInfo,
  type PersonRef,
} from '../contract';
import { GREMIUM_ART_LABELS, type GremiumArt } from '../values';
import { ratstermineList, type RatsterminItem } from '../../ratstermine/contract';
import { found, notFound, redirect } from '../../../routing/errors';
import { slugId } from '../../../format/slug-id';
import { berlinToday } from '../../../format/date';
import { feedUrl } from '../../../site/webcal';
import { ratstermineFeedPath, ratstermineListPath, webcalUrl } from '../../ratstermine/paths';
import { gremiumPath, personPath } from './paths';
import { TOWN } from '../../../site/town';

/**
 * Loaders of the council pages: the Gemeinderat by party group, the lists of committees, party groups
 * and Ortschaftsräte, one page per body with its members and meetings, the members A–Z and one page per
 * member. Unknown ids answer 404, an outdated slug of a known id moves (301) to the current address.
 */

/** A member as the cards show them: who, the function in the body shown, and the other bodies. */
export interface MemberCard {
  person: PersonRef;
  /** The function in the body the card stands in, unless plain membership. */
  rolle: string | null;
  /** Current seats in committees and Ortschaftsräte. */
  gremien: GremiumRef[];
}

export interface Sitzungen {
  /** Whose meetings these are (a party group works in the Gemeinderat's); null when the body does not meet. */
  von: GremiumRef | null;
  kommend: RatsterminItem[];
  vergangen: RatsterminItem[];
  /** The meeting list filtered to the body, and its calendar feed. */
  alle: string | null;
  feed: { webcal: string; https: string } | null;
}

const SITZUNGEN_JE_LISTE = 5;

const current = (m: Pick<Mitgliedschaft, 'beginn' | 'ende'>, heute: string) => (m.beginn === null || m.beginn <= heute) && (m.ende === null || m.ende >= heute);

/** The meetings of a body (by its `gremium` key): the next and the last few, the link to all and the feed. */
async function sitzungenOf(ctx: LoaderContext, g: Pick<GremiumInfo, 'key' | 'sitzungen'>): Promise<Sitzungen> {
  if (!g.sitzungen) return { von: null, kommend: [], vergangen: [], alle: null, feed: null };
  const [kommend, vergangen] = await Promise.all([
    ctx.cms.get(ratstermineList, { query: { gremium: g.key, pro_seite: SITZUNGEN_JE_LISTE } }),
    ctx.cms.get(ratstermineList, { query: { gremium: g.key, zeitraum: 'vergangen', pro_seite: SITZUNGEN_JE_LISTE } }),
  ]);
  const path = ratstermineFeedPath(g.key);
  return {
    von: g.sitzungen,
    kommend: kommend?.data ?? [],
    vergangen: vergangen?.data ?? [],
    alle: ratstermineListPath({ gremium: g.key }),
    feed: { webcal: webcalUrl(ctx.origin, path), https: feedUrl(ctx.origin, path) },
  };
}

function cardOf(p: PersonInfo, heute: string, rolle: string | null): MemberCard {
  const { mitgliedschaften, erstellt: _e, geaendert: _g, ...person } = p;
  return {
    person,
    rolle: rolle === 'Mitglied' ? null : rolle,
    gremien: mitgliedschaften.filter((m) => current(m, heute) && (m.gremium.art === 'ausschuss' || m.gremium.art === 'ortschaftsrat')).map((m) => m.gremium),
  };
}

export interface GemeinderatData {
  /** The Gemeinderat; null while the town has not entered it. */
  gremium: GremiumDetail | null;
  vorsitz: MemberCard | null;
  stellvertretung: MemberCard[];
  fraktionen: Array<{ fraktion: GremiumInfo; mitglieder: MemberCard[] }>;
  /** Members of no party group. */
  fraktionslos: MemberCard[];
  ausschuesse: GremiumInfo[];
  ortschaftsraete: GremiumInfo[];
  sitzungen: Sitzungen;
}

/** /musterstadt/gemeinderat/: the chair, the deputies and the members by party group, with photo, district and committees. */
export const gemeinderatLoader: Loader<GemeinderatData> = async (ctx) => {
  const [gremien, personen] = await Promise.all([ctx.cms.load(gremienList), ctx.cms.load(personenList)]);
  const info = found(gremien).data.find((g) => g.art === 'gemeinderat');
  const title = 'Gemeinderat';
  const description = `Die Mitglieder des Gemeinderats der ${TOWN.officialName} nach Fraktionen, mit Wohnbezirk und Ausschüssen, die Ausschüsse, Ortschaftsräte und Sitzungen.`;
  // A site whose council is not entered yet (ADR 31): the page says so, with the bodies there are.
  if (!info) {
    return {
      title,
      description,
      data: {
        gremium: null,
        vorsitz: null,
        stellvertretung: [],
        fraktionen: [],
        fraktionslos: [],
        ausschuesse: found(gremien).data.filter((g) => g.art === 'ausschuss'),
        ortschaftsraete: found(gremien).data.filter((g) => g.art === 'ortschaftsrat'),
        sitzungen: { von: null, kommend: [], vergangen: [], alle: null, feed: null },
      },
    };
  }
  const [detail, sitzungen] = await Promise.all([ctx.cms.load(gremiumDetail, { params: { id: info.id } }), sitzungenOf(ctx, info)]);
  const gremium = found(detail).data;
  const heute = berlinToday(new Date());
  const seats = new Map(gremium.mitgliederliste.map((m) => [m.person.id, m.mitgliedschaft.rolle]));
  const members = found(personen).data.filter((p) => seats.has(p.id));
  const cards = members.map((p) => cardOf(p, heute, seats.get(p.id) ?? null));
  const order = new Map(gremium.mitgliederliste.map((m, i) => [m.person.id, i]));
  const byOrder = (a: MemberCard, b: MemberCard) => (order.get(a.person.id) ?? 0) - (order.get(b.person.id) ?? 0);
  const chair = cards.find((c) => /^Vorsitzende/.test(c.rolle ?? '')) ?? null;
  const others = cards.filter((c) => c !== chair);
  const fraktionen = found(gremien)
    .data.filter((g) => g.art === 'fraktion')
    .map((fraktion) => {
      // In the group: its chair first, then the deputy chairs, then by name; the card names the function in the group.
      const inGroup = members
        .map((p) => ({ p, rolle: p.mitgliedschaften.find((m) => m.gremium.id === fraktion.id && current(m, heute))?.rolle }))
        .filter((x): x is { p: PersonInfo; rolle: string } => x.rolle !== undefined && x.p.id !== chair?.person.id)
        .sort(
          (a, b) =>
            gruppenRang(a.rolle) - gruppenRang(b.rolle) || a.p.nachname.localeCompare(b.p.nachname, 'de') || a.p.vorname.localeCompare(b.p.vorname, 'de'),
        );
      return { fraktion, mitglieder: inGroup.map(({ p, rolle }) => cardOf(p, heute, rolle)) };
    })
    .filter((f) => f.mitglieder.length > 0);
  return {
    title,
    description,
    data: {
      gremium,
      vorsitz: chair,
      stellvertretung: others.filter((c) => /Stellvertret/.test(c.rolle ?? '')).sort(byOrder),
      fraktionen,
      fraktionslos: others.filter((c) => !c.person.fraktion).sort(byOrder),
      ausschuesse: found(gremien).data.filter((g) => g.art === 'ausschuss'),
      ortschaftsraete: found(gremien).data.filter((g) => g.art === 'ortschaftsrat'),
      sitzungen,
    },
  };
};

/** The chair of a party group first, then its deputy chairs, then the others. */
function gruppenRang(rolle: string): number {
  return /^Fraktionsvorsitzende/.test(rolle) ? 0 : /^Stellvertretende/.test(rolle) ? 1 : 2;
}

export interface GremienListData {
  art: GremiumArt;
  gremien: Array<GremiumInfo & { vorsitz: string | null }>;
}

const LIST_TEXT: { [A in GremiumArt]?: { title: string; description: string } } = {
  ausschuss: { title: 'Ausschüsse', description: `Die Ausschüsse des Gemeinderats der ${TOWN.officialName}: Aufgaben, Mitglieder und Sitzungen.` },
  fraktion: { title: 'Fraktionen', description: `Die Fraktionen im Gemeinderat der ${TOWN.officialName} mit ihren Mitgliedern.` },
  ortschaftsrat: { title: 'Ortschaftsräte', description: 'Die Ortschaftsräte in Bombach, Hecklingen und Nordweil: Mitglieder, Ortsvorsteher und Sitzungen.' },
};

/** /musterstadt/ausschuesse/, /fraktionen/, /ortschaftsraete/: the bodies of one kind with their chair. */
export function gremienListLoader(art: GremiumArt): Loader<GremienListData> {
  const text = LIST_TEXT[art] ?? { title: GREMIUM_ART_LABELS[art].viele, description: '' };
  return async (ctx) => {
    const list = found(await ctx.cms.load(gremienList, { query: { art } })).data;
    const details = await Promise.all(list.map((g) => ctx.cms.get(gremiumDetail, { params: { id: g.id } })));
    return {
      title: text.title,
      description: text.description,
      data: {
        art,
        gremien: list.map((g, i) => {
          const chair = details[i]?.data.mitgliederliste.find((m) => /^(Vorsitzende|Fraktionsvorsitzende|Ortsvorsteher)/.test(m.mitgliedschaft.rolle));
          return { ...g, vorsitz: chair ? `${chair.person.name} (${chair.mitgliedschaft.rolle})` : null };
        }),
      },
    };
  };
}

export interface GremiumPageData {
  gremium: GremiumDetail;
  mitglieder: MemberCard[];
  sitzungen: Sitzungen;
}

/** One body of a kind (/musterstadt/{ausschuesse,fraktionen,ortschaftsraete}/{slug}): its members and meetings. */
export function gremiumLoader(art: GremiumArt): Loader<GremiumPageData> {
  return async (ctx) => {
    const id = slugId(ctx.params.slug);
    if (id === 0) notFound();
    const gremium = found(await ctx.cms.load(gremiumDetail, { params: { id } })).data;
    // Another kind's id is no page here (as a news item of another category is none).
    if (gremium.art !== art) notFound();
    // An old or shortened slug with the right id leads to the current address.
    if (ctx.params.slug !== gremium.slug) redirect(gremiumPath(gremium), 301);
    const [personen, sitzungen] = await Promise.all([ctx.cms.get(personenList), sitzungenOf(ctx, gremium)]);
    const heute = berlinToday(new Date());
    const byId = new Map((personen?.data ?? []).map((p) => [p.id, p]));
    const mitglieder = gremium.mitgliederliste.map((m) => {
      const p = byId.get(m.person.id);
      return p
        ? cardOf(p, heute, m.mitgliedschaft.rolle)
        : { person: m.person, rolle: m.mitgliedschaft.rolle === 'Mitglied' ? null : m.mitgliedschaft.rolle, gremien: [] };
    });
    return {
      title: gremium.name,
      description: `${gremium.name}: Mitglieder und Sitzungen`,
      data: { gremium, mitglieder, sitzungen },
    };
  };
}

export interface PersonenListData {
  personen: Array<{ person: PersonRef; gremien: Array<{ gremium: GremiumRef; rolle: string | null }> }>;
}

/** /musterstadt/personen/: every member A–Z with their seats. */
export const personenListLoader: Loader<PersonenListData> = async (ctx) => {
  const list = found(await ctx.cms.load(personenList)).data;
  const heute = berlinToday(new Date());
  return {
    title: 'Mitglieder A–Z',
    description: `Alle Mitglieder des Gemeinderats und der Ortschaftsräte der ${TOWN.officialName} von A bis Z.`,
    data: {
      personen: list
        .map((p) => {
          const { mitgliedschaften, erstellt: _e, geaendert: _g, ...person } = p;
          return {
            person,
            gremien: mitgliedschaften
              .filter((m) => current(m, heute) && m.gremium.art !== 'fraktion')
              .map((m) => ({ gremium: m.gremium, rolle: m.rolle === 'Mitglied' ? null : m.rolle })),
          };
        })
        .filter((p) => p.gremien.length > 0),
    },
  };
};

export interface PersonPageData {
  person: PersonDetail;
  /** Seats held now, and those that have ended. */
  aktuell: Mitgliedschaft[];
  frueher: Mitgliedschaft[];
}

/** /musterstadt/personen/{slug}: a member's functions and seats, and contact details if published. */
export const personLoader: Loader<PersonPageData> = async (ctx) => {
  const id = slugId(ctx.params.slug);
  if (id === 0) notFound();
  const person = found(await ctx.cms.load(personDetail, { params: { id } })).data;
  if (ctx.params.slug !== person.slug) redirect(personPath(person.slug), 301);
  const heute = berlinToday(new Date());
  return {
    title: person.name,
    description:
      [person.funktion, person.fraktion?.name, person.wohnbezirk ? `Wohnbezirk ${person.wohnbezirk}` : null].filter(Boolean).join(', ') || person.name,
    data: {
      person,
      aktuell: person.mitgliedschaften.filter((m) => current(m, heute)),
      frueher: person.mitgliedschaften.filter((m) => !current(m, heute)),
    },
  };
};
