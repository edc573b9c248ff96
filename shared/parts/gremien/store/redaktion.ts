import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { DeskContext, DeskKind, Option, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import type { Gespeichert } from '../../../contract/publishing';
import type { gremienArt, mitgliedschaftenArt, personenArt } from '../desk';
import { GREMIUM_ART_LABELS, GREMIUM_ARTEN, WOHNBEZIRKE, type GremiumArt } from '../values';
import { gremiumPath, gremiumSlug, personPath, personSlug } from '../gemeinderat/paths';
import { germanCollator } from '../../../../server/cms/query';
import { gremiumDetailOf, personDetailOf } from './api';
import { byKindAndOrder, loadCouncil, personName, type Drafts } from './model';

/**
 * The council on the editorial desk (ADR 44): bodies, persons and memberships. A draft is shown nowhere
 * (loadCouncil reads only published rows); the public pages, the search and OParl read the same rows.
 */

const db = (ctx: { db: Kysely<Database> }) => ctx.db;
const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);
const gespeichertOf = (status: string): Gespeichert => (status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf');
const orNull = (v: string | string[] | undefined) => value(v).trim() || null;
const numberOr = (v: string | string[] | undefined, fallback: number) => (value(v) ? Number(value(v)) : fallback);
const isArt = (a: string): a is GremiumArt => (GREMIUM_ARTEN as readonly string[]).includes(a);
const bezirk = (v: string | null) => ((WOHNBEZIRKE as readonly string[]).includes(v ?? '') ? (v as string) : '');

/** Updates a row only while its revision is still `from` (the desk's optimistic concurrency). */
async function update(ctx: DeskContext, table: 'gremium' | 'person' | 'mitgliedschaft', ref: string, columns: object, from: number): Promise<string | null> {
  const res = await db(ctx)
    .updateTable(table)
    .set(columns as never)
    .where('id', '=', idOf(ref))
    .where('revision', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? ref : null;
}

async function insert(ctx: DeskContext, table: 'gremium' | 'person' | 'mitgliedschaft', columns: object): Promise<string> {
  const r = await db(ctx)
    .insertInto(table)
    .values({ ...columns, erstellt: ctx.now().toISOString() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

/** Bodies as choices, by kind and order. */
async function gremienOptionen(ctx: DeskContext, filter: (art: string) => boolean = () => true): Promise<Option[]> {
  const rows = await db(ctx).selectFrom('gremium').select(['id', 'name', 'art', 'sortierung', 'status']).execute();
  return rows
    .filter((g) => filter(g.art))
    .sort((a, b) => byKindAndOrder(a as never, b as never))
    .map((g) => ({ wert: String(g.id), label: `${g.name}${g.status === 'veroeffentlicht' ? '' : ' (Entwurf)'}` }));
}

// ---------------------------------------------------------------------------
// Bodies

type GremiumRow = Awaited<ReturnType<typeof gremiumRow>>;
const gremiumRow = (ctx: { db: Kysely<Database> }, id: number) => db(ctx).selectFrom('gremium').selectAll().where('id', '=', id).executeTakeFirst();

function gremiumItem(g: NonNullable<GremiumRow>): StoredItem {
  const art = isArt(g.art) ? g.art : 'ausschuss';
  return {
    ref: String(g.id),
    titel: g.name,
    revision: g.revision,
    gespeichert: gespeichertOf(g.status),
    felder: {
      name: g.name,
      kurzname: g.kurzname ?? '',
      art: g.art,
      uebergeordnet: g.uebergeordnet_id ? String(g.uebergeordnet_id) : '',
      wohnbezirk: bezirk(g.wohnbezirk),
      beschreibung: g.beschreibung,
      email: g.email ?? '',
      beginn: g.beginn ?? '',
      ende: g.ende ?? '',
      sortierung: String(g.sortierung),
      sichtbar_ab: g.sichtbar_ab ?? '',
    },
    adresse: gremiumPath({ art, slug: gremiumSlug(g.name, g.id) }),
  };
}

export const gremienKind: DeskKind<typeof gremienArt> = {
  art: 'gremien',
  async list(ctx, suche) {
    const rows = await db(ctx).selectFrom('gremium').selectAll().execute();
    const s = suche.toLocaleLowerCase('de');
    return rows
      .filter((g) => !s || `${g.name} ${g.kurzname ?? ''}`.toLocaleLowerCase('de').includes(s))
      .sort(byKindAndOrder)
      .map((g) => ({
        ref: String(g.id),
        titel: g.name,
        zusatz: isArt(g.art) ? GREMIUM_ART_LABELS[g.art].eins : g.art,
        gespeichert: gespeichertOf(g.status),
        von: g.sichtbar_ab,
        bis: null,
      }));
  },
  async load(ctx, ref) {
    const g = idOf(ref) ? await gremiumRow(ctx, idOf(ref)) : undefined;
    return g ? gremiumItem(g) : null;
  },
  async template() {
    return { art: 'ausschuss', sortierung: '0' };
  },
  async optionen(ctx) {
    return { uebergeordnet: [{ wert: '', label: 'keinem' }, ...(await gremienOptionen(ctx, (a) => a === 'gemeinderat'))] };
  },
  async check(ctx, ref, felder) {
    const fehler: Record<string, string> = {};
    const name = value(felder.name).trim();
    const taken = name
      ? await db(ctx)
          .selectFrom('gremium')
          .select('id')
          .where('name', '=', name)
          .where('id', '!=', ref ? idOf(ref) : 0)
          .executeTakeFirst()
      : undefined;
    if (taken) fehler.name = `Ein Gremium „${name}“ gibt es schon.`;
    if (ref && value(felder.uebergeordnet) === ref) fehler.uebergeordnet = 'Ein Gremium kann nicht zu sich selbst gehören.';
    if (value(felder.art) === 'ortschaftsrat' && !value(felder.wohnbezirk)) fehler.wohnbezirk = 'Bitte wählen Sie den Ortsteil des Ortschaftsrats.';
    const beginn = value(felder.beginn);
    const ende = value(felder.ende);
    if (beginn && ende && ende < beginn) fehler.ende = '„Aufgelöst am“ liegt vor „Gebildet am“.';
    return fehler;
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const columns = {
      name: value(felder.name).trim(),
      kurzname: orNull(felder.kurzname),
      art: value(felder.art),
      uebergeordnet_id: value(felder.uebergeordnet) ? Number(value(felder.uebergeordnet)) : null,
      wohnbezirk: orNull(felder.wohnbezirk),
      beschreibung: value(felder.beschreibung),
      email: orNull(felder.email),
      beginn: orNull(felder.beginn),
      ende: orNull(felder.ende),
      sortierung: numberOr(felder.sortierung, 0),
      sichtbar_ab: orNull(felder.sichtbar_ab),
      status: gespeichert,
      revision: to,
      geaendert: ctx.now().toISOString(),
    };
    return ref === null ? insert(ctx, 'gremium', columns) : update(ctx, 'gremium', ref, columns, from);
  },
  async remove(ctx, ref) {
    // Its meetings keep their history only while the body exists: a body with meetings is removed with them.
    await db(ctx).deleteFrom('gremium').where('id', '=', idOf(ref)).execute();
  },
  async preview(ctx, item) {
    const id = idOf(item.ref);
    const c = await loadCouncil(ctx.db, ctx.now(), { drafts: { gremium: [id] } });
    const g = c.gremium(id)!;
    const gremium = await gremiumDetailOf(ctx, c, g);
    const mitglieder = gremium.mitgliederliste.map((m) => ({
      person: m.person,
      rolle: m.mitgliedschaft.rolle === 'Mitglied' ? null : m.mitgliedschaft.rolle,
      gremien: c
        .aktuelle({ person: m.person.id })
        .map((x) => c.gremium(x.gremium_id)!)
        .filter((x) => x.art === 'ausschuss' || x.art === 'ortschaftsrat')
        .map((x) => c.ref(x)),
    }));
    return {
      seite: 'gremium',
      pfad: item.adresse ?? '/',
      titel: item.titel,
      daten: { gremium, mitglieder, sitzungen: { von: null, kommend: [], vergangen: [], alle: null, feed: null } },
    };
  },
};

// ---------------------------------------------------------------------------
// Persons

const personRow = (ctx: { db: Kysely<Database> }, id: number) => db(ctx).selectFrom('person').selectAll().where('id', '=', id).executeTakeFirst();

function personItem(p: NonNullable<Awaited<ReturnType<typeof personRow>>>): StoredItem {
  return {
    ref: String(p.id),
    titel: personName(p),
    revision: p.revision,
    gespeichert: gespeichertOf(p.status),
    felder: {
      anrede: p.anrede === 'Frau' || p.anrede === 'Herr' ? p.anrede : '',
      titel: p.titel ?? '',
      vorname: p.vorname,
      nachname: p.nachname,
      wohnbezirk: bezirk(p.wohnbezirk),
      beruf: p.beruf ?? '',
      amt: p.amt ?? '',
      bild: p.bild ?? '',
      bild_alt: '',
      email: p.email ?? '',
      telefon: p.telefon ?? '',
      kontakt_veroeffentlichen: p.kontakt_veroeffentlichen === 1 ? '1' : '0',
      sichtbar_ab: p.sichtbar_ab ?? '',
    },
    adresse: personPath(personSlug(personName(p), p.id)),
  };
}

/**
 * The alt text of a portrait, which the media list keeps with the image. Read through `ctx.db`: inside
 * the desk's transaction that is the transaction (the store may have a single connection).
 */
async function withAlt(ctx: { db: Kysely<Database> }, item: StoredItem): Promise<StoredItem> {
  const key = value(item.felder.bild);
  if (!key) return item;
  const m = await ctx.db.selectFrom('medium').select('alt').where('key', '=', key).executeTakeFirst();
  return { ...item, felder: { ...item.felder, bild_alt: m?.alt ?? '' } };
}

export const personenKind: DeskKind<typeof personenArt> = {
  art: 'personen',
  async list(ctx, suche) {
    const rows = await db(ctx).selectFrom('person').selectAll().execute();
    const s = suche.toLocaleLowerCase('de');
    return rows
      .filter((p) => !s || `${personName(p)} ${p.amt ?? ''} ${p.beruf ?? ''}`.toLocaleLowerCase('de').includes(s))
      .sort((a, b) => germanCollator.compare(a.nachname, b.nachname) || germanCollator.compare(a.vorname, b.vorname) || a.id - b.id)
      .map((p) => ({
        ref: String(p.id),
        titel: personName(p),
        zusatz: [p.amt, p.wohnbezirk].filter(Boolean).join(' · '),
        gespeichert: gespeichertOf(p.status),
        von: p.sichtbar_ab,
        bis: null,
      }));
  },
  async load(ctx, ref) {
    const p = idOf(ref) ? await personRow(ctx, idOf(ref)) : undefined;
    return p ? withAlt(ctx, personItem(p)) : null;
  },
  async template() {
    return { kontakt_veroeffentlichen: '0' };
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const columns = {
      anrede: orNull(felder.anrede),
      titel: orNull(felder.titel),
      vorname: value(felder.vorname).trim(),
      nachname: value(felder.nachname).trim(),
      wohnbezirk: orNull(felder.wohnbezirk),
      beruf: orNull(felder.beruf),
      amt: orNull(felder.amt),
      bild: orNull(felder.bild),
      email: orNull(felder.email),
      telefon: orNull(felder.telefon),
      kontakt_veroeffentlichen: value(felder.kontakt_veroeffentlichen) === '1' ? 1 : 0,
      sichtbar_ab: orNull(felder.sichtbar_ab),
      status: gespeichert,
      revision: to,
      geaendert: ctx.now().toISOString(),
    };
    return ref === null ? insert(ctx, 'person', columns) : update(ctx, 'person', ref, columns, from);
  },
  async remove(ctx, ref) {
    // Memberships and a council account go with the person (ON DELETE CASCADE).
    await db(ctx).deleteFrom('person').where('id', '=', idOf(ref)).execute();
  },
  async preview(ctx, item) {
    const id = idOf(item.ref);
    // The person as published, with their seats drafted so far (a new member's seats come with them).
    const drafts: Drafts = {
      person: [id],
      mitgliedschaft: (await db(ctx).selectFrom('mitgliedschaft').select('id').where('person_id', '=', id).execute()).map((m) => m.id),
    };
    const c = await loadCouncil(ctx.db, ctx.now(), { drafts });
    const p = c.personen.find((x) => x.id === id)!;
    return personPreview(ctx, c, p, item);
  },
};

async function personPreview(ctx: DeskContext, c: Awaited<ReturnType<typeof loadCouncil>>, p: Parameters<typeof personDetailOf>[2], item: StoredItem) {
  const person = await personDetailOf(ctx, c, p);
  const current = (m: { beginn: string | null; ende: string | null }) => (m.beginn === null || m.beginn <= c.heute) && (m.ende === null || m.ende >= c.heute);
  return {
    seite: 'person' as const,
    pfad: personPath(person.slug),
    titel: item.titel,
    daten: { person, aktuell: person.mitgliedschaften.filter(current), frueher: person.mitgliedschaften.filter((m) => !current(m)) },
  };
}

// ---------------------------------------------------------------------------
// Memberships

const mitgliedschaftRow = (ctx: { db: Kysely<Database> }, id: number) =>
  db(ctx)
    .selectFrom('mitgliedschaft')
    .innerJoin('person', 'person.id', 'mitgliedschaft.person_id')
    .innerJoin('gremium', 'gremium.id', 'mitgliedschaft.gremium_id')
    .selectAll('mitgliedschaft')
    .select(['person.titel as p_titel', 'person.vorname', 'person.nachname', 'gremium.name as gremium_name'])
    .where('mitgliedschaft.id', '=', id)
    .executeTakeFirst();

const mitgliedschaftTitel = (m: { p_titel: string | null; vorname: string; nachname: string; gremium_name: string; rolle: string }) =>
  `${personName({ titel: m.p_titel, vorname: m.vorname, nachname: m.nachname })}: ${m.rolle}, ${m.gremium_name}`;

export const mitgliedschaftenKind: DeskKind<typeof mitgliedschaftenArt> = {
  art: 'mitgliedschaften',
  async list(ctx, suche) {
    const rows = await db(ctx)
      .selectFrom('mitgliedschaft')
      .innerJoin('person', 'person.id', 'mitgliedschaft.person_id')
      .innerJoin('gremium', 'gremium.id', 'mitgliedschaft.gremium_id')
      .selectAll('mitgliedschaft')
      .select(['person.titel as p_titel', 'person.vorname', 'person.nachname', 'gremium.name as gremium_name'])
      .orderBy('mitgliedschaft.id', 'desc')
      .execute();
    const s = suche.toLocaleLowerCase('de');
    return rows
      .map((m) => ({ m, titel: mitgliedschaftTitel(m) }))
      .filter(({ titel }) => !s || titel.toLocaleLowerCase('de').includes(s))
      .map(({ m, titel }) => ({
        ref: String(m.id),
        titel,
        zusatz: [m.beginn ? `seit ${m.beginn.split('-').reverse().join('.')}` : '', m.ende ? `bis ${m.ende.split('-').reverse().join('.')}` : '']
          .filter(Boolean)
          .join(' '),
        gespeichert: gespeichertOf(m.status),
        von: m.sichtbar_ab,
        bis: null,
      }));
  },
  async load(ctx, ref) {
    const m = idOf(ref) ? await mitgliedschaftRow(ctx, idOf(ref)) : undefined;
    if (!m) return null;
    return {
      ref: String(m.id),
      titel: mitgliedschaftTitel(m),
      revision: m.revision,
      gespeichert: gespeichertOf(m.status),
      felder: {
        person: String(m.person_id),
        gremium: String(m.gremium_id),
        rolle: m.rolle,
        stimmrecht: m.stimmrecht === 1 ? '1' : '0',
        fuer: m.fuer_gremium_id ? String(m.fuer_gremium_id) : '',
        beginn: m.beginn ?? '',
        ende: m.ende ?? '',
        sortierung: String(m.sortierung),
        sichtbar_ab: m.sichtbar_ab ?? '',
      },
      adresse: personPath(personSlug(personName({ titel: m.p_titel, vorname: m.vorname, nachname: m.nachname }), m.person_id)),
    };
  },
  async template() {
    return { rolle: 'Mitglied', stimmrecht: '1', sortierung: '10' };
  },
  async optionen(ctx) {
    const personen = await db(ctx).selectFrom('person').select(['id', 'titel', 'vorname', 'nachname', 'status']).execute();
    personen.sort((a, b) => germanCollator.compare(a.nachname, b.nachname) || germanCollator.compare(a.vorname, b.vorname));
    return {
      person: personen.map((p) => ({
        wert: String(p.id),
        label: `${p.nachname}, ${[p.titel, p.vorname].filter(Boolean).join(' ')}${p.status === 'veroeffentlicht' ? '' : ' (Entwurf)'}`,
      })),
      gremium: await gremienOptionen(ctx),
      fuer: [{ wert: '', label: 'keine' }, ...(await gremienOptionen(ctx, (a) => a === 'fraktion'))],
    };
  },
  async check(_ctx, _ref, felder): Promise<Record<string, string>> {
    const beginn = value(felder.beginn);
    const ende = value(felder.ende);
    return beginn && ende && ende < beginn ? { ende: '„Ende“ liegt vor „Beginn“.' } : {};
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const columns = {
      person_id: Number(value(felder.person)),
      gremium_id: Number(value(felder.gremium)),
      rolle: value(felder.rolle).trim(),
      stimmrecht: value(felder.stimmrecht) === '0' ? 0 : 1,
      fuer_gremium_id: value(felder.fuer) ? Number(value(felder.fuer)) : null,
      beginn: orNull(felder.beginn),
      ende: orNull(felder.ende),
      sortierung: numberOr(felder.sortierung, 10),
      sichtbar_ab: orNull(felder.sichtbar_ab),
      status: gespeichert,
      revision: to,
      geaendert: ctx.now().toISOString(),
    };
    return ref === null ? insert(ctx, 'mitgliedschaft', columns) : update(ctx, 'mitgliedschaft', ref, columns, from);
  },
  async remove(ctx, ref) {
    await db(ctx).deleteFrom('mitgliedschaft').where('id', '=', idOf(ref)).execute();
  },
  async preview(ctx, item) {
    // The person's page with this seat among the others (the person itself as published or drafted).
    const id = idOf(item.ref);
    const personId = Number(value(item.felder.person));
    const c = await loadCouncil(ctx.db, ctx.now(), { drafts: { mitgliedschaft: [id], person: [personId], gremium: [Number(value(item.felder.gremium))] } });
    const p = c.personen.find((x) => x.id === personId)!;
    return personPreview(ctx, c, p, { ...item, titel: personName(p) });
  },
};

export const desk = [gremienKind, personenKind, mitgliedschaftenKind];
