import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { Bild } from '../../../contract/common';
import type { GremiumInfo, GremiumRef, Mitgliedschaft, PersonRef } from '../contract';
import { GREMIUM_ARTEN, WOHNBEZIRKE, type GremiumArt, type Wohnbezirk } from '../values';
import { gremiumSlug, personSlug } from '../gemeinderat/paths';
import { gremiumKey } from '../../ratstermine/paths';
import { berlinToday, germanCollator } from '../../../../server/cms/query';
import { berlinNow } from '../../../format/date';
import type { GremienTables } from './schema';

/**
 * The council as one small in-memory model: every body, person and membership, read in three queries
 * and joined here. A town has a few dozen members and a few hundred memberships, so every answer of the
 * part (lists, details, search, the meetings' bodies) derives from this instead of from joins per case.
 */

export type GremiumRow = Selectable<GremienTables['gremium']>;
export type PersonRow = Selectable<GremienTables['person']>;
export type MitgliedschaftRow = Selectable<GremienTables['mitgliedschaft']>;

export interface Council {
  gremien: GremiumRow[];
  personen: PersonRow[];
  mitgliedschaften: MitgliedschaftRow[];
  /** The Berlin date the model counts as today ('current' memberships). */
  heute: string;
  gremium(id: number | null): GremiumRow | undefined;
  ref(g: GremiumRow): GremiumRef;
  /** Current memberships (begun, not ended) of a person or of a body. */
  aktuelle(of: { person?: number; gremium?: number }): MitgliedschaftRow[];
  /** All memberships of a person, current ones first. */
  vonPerson(person: number): MitgliedschaftRow[];
  mitgliedschaft(m: MitgliedschaftRow): Mitgliedschaft;
  personRef(p: PersonRow, bilder: Map<string, Bild>): PersonRef;
  info(g: GremiumRow): GremiumInfo;
}

const ART_ORDER = new Map<string, number>(GREMIUM_ARTEN.map((a, i) => [a, i]));
const isArt = (a: string): a is GremiumArt => ART_ORDER.has(a);
const bezirk = (v: string | null): Wohnbezirk | null => ((WOHNBEZIRKE as readonly string[]).includes(v ?? '') ? (v as Wohnbezirk) : null);

export const personName = (p: Pick<PersonRow, 'titel' | 'vorname' | 'nachname'>) => [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ');

/** Bodies by kind (Gemeinderat, committees, party groups, Ortschaftsräte), then in their set order. */
export function byKindAndOrder(a: GremiumRow, b: GremiumRow): number {
  return (ART_ORDER.get(a.art) ?? 9) - (ART_ORDER.get(b.art) ?? 9) || a.sortierung - b.sortierung || germanCollator.compare(a.name, b.name);
}

/** Unpublished rows to show anyway (the desk's preview), by table. */
export type Drafts = Partial<Record<'gremium' | 'person' | 'mitgliedschaft', number[]>>;

/**
 * The council as the public sees it: only what the desk published and whose start has come (ADR 44); a membership only with its
 * published body and person. `drafts` adds unpublished rows by id, for the desk's preview of an item;
 * `planned` adds published rows whose start is still to come (the search finds them from then on).
 */
export async function loadCouncil(db: Kysely<Database>, now: Date, options: { drafts?: Drafts; planned?: boolean } = {}): Promise<Council> {
  const d = db;
  const [alleGremien, allePersonen, alleMitgliedschaften] = await Promise.all([
    d.selectFrom('gremium').selectAll().execute() as Promise<GremiumRow[]>,
    d.selectFrom('person').selectAll().execute() as Promise<PersonRow[]>,
    d.selectFrom('mitgliedschaft').selectAll().orderBy('id').execute() as Promise<MitgliedschaftRow[]>,
  ]);
  const jetzt = berlinNow(now);
  const shown = (table: keyof Drafts) => (r: { id: number; status: string; sichtbar_ab: string | null }) =>
    (r.status === 'veroeffentlicht' && (options.planned === true || r.sichtbar_ab === null || r.sichtbar_ab <= jetzt)) ||
    (options.drafts?.[table]?.includes(r.id) ?? false);
  const gremien = alleGremien.filter(shown('gremium'));
  const personen = allePersonen.filter(shown('person'));
  const gremiumIds = new Set(gremien.map((g) => g.id));
  const personIds = new Set(personen.map((p) => p.id));
  const mitgliedschaften = alleMitgliedschaften.filter((m) => shown('mitgliedschaft')(m) && gremiumIds.has(m.gremium_id) && personIds.has(m.person_id));
  gremien.sort(byKindAndOrder);
  const heute = berlinToday(now);
  const byId = new Map(gremien.map((g) => [g.id, g]));
  const current = (m: MitgliedschaftRow) => (m.beginn === null || m.beginn <= heute) && (m.ende === null || m.ende >= heute);

  const ref = (g: GremiumRow): GremiumRef => ({
    id: g.id,
    slug: gremiumSlug(g.name, g.id),
    name: g.name,
    kurzname: g.kurzname,
    art: isArt(g.art) ? g.art : 'ausschuss',
  });

  /** Chair first, then by the body's order, then by name. */
  const personById = new Map(personen.map((p) => [p.id, p]));
  const inBody = (a: MitgliedschaftRow, b: MitgliedschaftRow) => {
    const pa = personById.get(a.person_id);
    const pb = personById.get(b.person_id);
    return (
      a.sortierung - b.sortierung ||
      germanCollator.compare(pa?.nachname ?? '', pb?.nachname ?? '') ||
      germanCollator.compare(pa?.vorname ?? '', pb?.vorname ?? '')
    );
  };

  function aktuelle(of: { person?: number; gremium?: number }): MitgliedschaftRow[] {
    return mitgliedschaften
      .filter((m) => current(m) && (of.person === undefined || m.person_id === of.person) && (of.gremium === undefined || m.gremium_id === of.gremium))
      .sort(of.gremium !== undefined ? inBody : (a, b) => byKindAndOrder(byId.get(a.gremium_id)!, byId.get(b.gremium_id)!));
  }

  function vonPerson(person: number): MitgliedschaftRow[] {
    const own = mitgliedschaften.filter((m) => m.person_id === person && byId.has(m.gremium_id));
    const past = own.filter((m) => !current(m)).sort((a, b) => (b.ende ?? '').localeCompare(a.ende ?? ''));
    return [...aktuelle({ person }).filter((m) => byId.has(m.gremium_id)), ...past];
  }

  function mitgliedschaft(m: MitgliedschaftRow): Mitgliedschaft {
    const fuer = byId.get(m.fuer_gremium_id ?? 0);
    return {
      id: m.id,
      gremium: ref(byId.get(m.gremium_id)!),
      rolle: m.rolle,
      stimmrecht: m.stimmrecht === 1,
      beginn: m.beginn,
      ende: m.ende,
      fuer: fuer ? ref(fuer) : null,
      erstellt: m.erstellt,
      geaendert: m.geaendert,
    };
  }

  /** The main office of a person, if any: the mayor's, an Ortsvorsteher's, a deputy mayor's, a group's chair. */
  function funktion(p: PersonRow): string | null {
    if (p.amt) return p.amt;
    const now = aktuelle({ person: p.id }).map((m) => ({ m, g: byId.get(m.gremium_id)! }));
    const ortsvorsteher = now.find(({ m, g }) => g.art === 'ortschaftsrat' && /^Ortsvorsteher/.test(m.rolle));
    if (ortsvorsteher) return `${ortsvorsteher.m.rolle} ${ortsvorsteher.g.wohnbezirk ?? ortsvorsteher.g.name}`;
    const stellvertretung = now.find(({ m, g }) => g.art === 'gemeinderat' && /Stellvertret/.test(m.rolle));
    if (stellvertretung) return stellvertretung.m.rolle;
    const vorsitz = now.find(({ m, g }) => g.art === 'fraktion' && /^Fraktionsvorsitzende/.test(m.rolle));
    return vorsitz ? vorsitz.m.rolle : null;
  }

  function personRef(p: PersonRow, bilder: Map<string, Bild>): PersonRef {
    const fraktion = aktuelle({ person: p.id })
      .map((m) => byId.get(m.gremium_id)!)
      .find((g) => g.art === 'fraktion');
    const bild = p.bild ? bilder.get(p.bild) : undefined;
    return {
      id: p.id,
      slug: personSlug(personName(p), p.id),
      name: personName(p),
      anrede: p.anrede === 'Frau' || p.anrede === 'Herr' ? p.anrede : null,
      titel: p.titel,
      vorname: p.vorname,
      nachname: p.nachname,
      wohnbezirk: bezirk(p.wohnbezirk),
      bild: bild ?? null,
      fraktion: fraktion ? ref(fraktion) : null,
      funktion: funktion(p),
    };
  }

  function info(g: GremiumRow): GremiumInfo {
    const parent = byId.get(g.uebergeordnet_id ?? 0);
    const r = ref(g);
    return {
      ...r,
      key: gremiumKey(g.name),
      uebergeordnet: parent ? ref(parent) : null,
      wohnbezirk: bezirk(g.wohnbezirk),
      beginn: g.beginn,
      ende: g.ende,
      mitglieder: aktuelle({ gremium: g.id }).length,
      // A party group has no meetings of its own: it works in the meetings of the Gemeinderat.
      sitzungen: r.art === 'fraktion' ? (parent ? ref(parent) : null) : r,
      erstellt: g.erstellt,
      geaendert: g.geaendert,
    };
  }

  return { gremien, personen, mitgliedschaften, heute, gremium: (id) => byId.get(id ?? 0), ref, aktuelle, vonPerson, mitgliedschaft, personRef, info };
}
