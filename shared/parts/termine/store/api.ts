import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { hasRole, implement, notFound, problem, type CmsContext } from '../../../../server/cms/contract/implement';
import type { Database } from '../../../../server/cms/schema';
import { queueMail } from '../../../../server/cms/mail/outbox';
import { berlinNow, berlinToday } from '../../../format/date';
import { addDays, holidayNameBW } from '../../../time/holidays';
import {
  termineDienste,
  termineFrei,
  terminAbsagen,
  terminBuchen,
  terminLesen,
  terminVerschieben,
  termineTag,
  terminStatusSetzen,
  terminSperren,
  terminSperreAufheben,
  termineStatistik,
  termineExport,
  type Dienst,
  type FreieTage,
  type TerminSicht,
  type StatistikZeile,
} from '../contract';
import { termineEinstellungen, type TermineEinstellungen } from '../settings';
import { buchungsfenster, einheitKey, einheiten, freieZeiten, geschlossenWeil, gesamtdauer, minuten, periodenAm, uhrzeit, type Sperre } from '../slots';
import { STATUS_TITEL, TAG, type TerminStatus } from '../values';
import { ladeDienste } from './dienste';
import { absage, bestaetigung, dienstZeile, type GebuchterDienst, type MailTermin } from './post';

/**
 * The appointments' store (ADR 55). A booking claims its units of the time grid in the transaction
 * that stores it (`termin_einheit`, primary key day + minute + counter, inserted with ON CONFLICT DO
 * NOTHING): a unit another booking holds, committed or about to be, makes the insert come short, the
 * transaction rolls back and the booking is tried once more on a fresh read (another counter may be
 * free); when none is, the answer is 409 with the next free times. Both engines enforce the key, so
 * two tabs, two people or two instances can never hold the same capacity.
 */

type Db = Kysely<Database> | Transaction<Database>;
const ROLLE = 'buergerbuero';
const LINK_PURPOSE = 'termin-link';

/** The unit a concurrent booking took between our read and our insert (`nochmal`), or no counter is free. */
class Vergeben extends Error {
  constructor(readonly nochmal = true) {
    super('vergeben');
  }
}

export const sealTermin = (ctx: Pick<CmsContext, 'sealer'>, id: number, version: number) => ctx.sealer(LINK_PURPOSE, { stable: true }).seal(`${id}:${version}`);

export function openTermin(ctx: Pick<CmsContext, 'sealer'>, link: string): { id: number; version: number } | null {
  const text = ctx.sealer(LINK_PURPOSE, { stable: true }).open(link);
  const m = text ? /^(\d{1,12}):(\d{1,9})$/.exec(text) : null;
  return m ? { id: Number(m[1]), version: Number(m[2]) } : null;
}

type TerminRow = Database['termin'] & { id: number };

const parseDienste = (json: string): GebuchterDienst[] => {
  try {
    const list = JSON.parse(json) as GebuchterDienst[];
    return Array.isArray(list) ? list.map((d) => ({ id: d.id, name: d.name, personen: d.personen, unterlagen: d.unterlagen ?? [] })) : [];
  } catch {
    return [];
  }
};

function mailTermin(ctx: Pick<CmsContext, 'sealer'>, r: TerminRow): MailTermin {
  return {
    id: r.id,
    uuid: r.uuid,
    tag: r.tag,
    beginn: r.beginn,
    dauer: r.dauer,
    dienste: parseDienste(r.dienste),
    name: r.name ?? '',
    email: r.email ?? '',
    link: sealTermin(ctx, r.id, r.link_version),
    version: r.link_version,
  };
}

function sicht(ctx: Pick<CmsContext, 'sealer' | 'now'>, r: TerminRow): TerminSicht {
  return {
    aenderbar: offen(r, ctx.now()),
    link: sealTermin(ctx, r.id, r.link_version),
    tag: r.tag,
    zeit: uhrzeit(r.beginn),
    ende: uhrzeit(r.beginn + r.dauer),
    status: r.status as TerminStatus,
    dienste: parseDienste(r.dienste),
    name: r.name ?? '',
    email: r.email ?? '',
    telefon: r.telefon ?? '',
  };
}

/** The claimed units of a day as keys, leaving out those of one appointment (a change). */
async function belegtAm(db: Db, tag: string, ohne: number | null = null): Promise<Set<number>> {
  let q = db.selectFrom('termin_einheit').select(['minute', 'schalter']).where('tag', '=', tag);
  if (ohne !== null) q = q.where('termin_id', '!=', ohne);
  const rows = await q.execute();
  return new Set(rows.map((r) => einheitKey(r.minute, r.schalter)));
}

async function sperrenAm(db: Db, tag: string): Promise<Sperre[]> {
  return db.selectFrom('termin_sperre').select(['von', 'bis']).where('tag', '=', tag).execute();
}

/** Free times over a range of days: one read of the units and one of the blocks for the whole range. */
export async function freieTage(
  db: Db,
  e: TermineEinstellungen,
  von: string,
  bis: string,
  dauer: number,
  options: { alle?: boolean; ohne?: number | null } = {},
): Promise<FreieTage['tage']> {
  let q = db.selectFrom('termin_einheit').select(['tag', 'minute', 'schalter']).where('tag', '>=', von).where('tag', '<=', bis);
  if (options.ohne != null) q = q.where('termin_id', '!=', options.ohne);
  const [units, blocks] = await Promise.all([
    q.execute(),
    db.selectFrom('termin_sperre').select(['tag', 'von', 'bis']).where('tag', '>=', von).where('tag', '<=', bis).execute(),
  ]);
  const belegt = new Map<string, Set<number>>();
  for (const u of units) {
    let set = belegt.get(u.tag);
    if (!set) belegt.set(u.tag, (set = new Set()));
    set.add(einheitKey(u.minute, u.schalter));
  }
  const sperren = new Map<string, Sperre[]>();
  for (const b of blocks) sperren.set(b.tag, [...(sperren.get(b.tag) ?? []), b]);
  const out: FreieTage['tage'] = [];
  for (let tag = von; tag <= bis; tag = addDays(tag, 1)) {
    const zu = geschlossenWeil(tag, e);
    if (zu) {
      out.push({ tag, zeiten: [], geschlossen: zu === 'Feiertag' ? `Feiertag: ${holidayNameBW(tag)}` : zu });
      continue;
    }
    const list = freieZeiten(tag, dauer, e, belegt.get(tag) ?? new Set(), sperren.get(tag) ?? [], options.alle);
    const ganz = periodenAm(tag, e).every((p) => (sperren.get(tag) ?? []).some((s) => s.von <= p.von && s.bis >= p.bis));
    out.push({ tag, zeiten: list.map((z) => uhrzeit(z.zeit)), geschlossen: list.length === 0 && ganz ? 'gesperrt' : null });
  }
  return out;
}

/** Up to `n` next free times from `von` on, for the 409 page. */
async function naechste(db: Db, e: TermineEinstellungen, von: string, bis: string, dauer: number, n = 6, ohne: number | null = null) {
  const tage = await freieTage(db, e, von, bis, dauer, { ohne });
  return tage.flatMap((t) => t.zeiten.map((zeit) => ({ tag: t.tag, zeit }))).slice(0, n);
}

/** The chosen services as booked, or a problem for an unknown one or too many people. */
function gewaehlt(dienste: Dienst[], auswahl: ReadonlyArray<{ id: number; personen: number }>): GebuchterDienst[] | null {
  const out: GebuchterDienst[] = [];
  for (const a of auswahl) {
    const d = dienste.find((x) => x.id === a.id);
    if (!d || a.personen > d.personen_max) return null;
    out.push({ id: d.id, name: d.name, personen: a.personen, unterlagen: d.unterlagen });
  }
  return out;
}

function dauerOf(dienste: Dienst[], auswahl: ReadonlyArray<{ id: number; personen: number }>, e: TermineEinstellungen): number {
  return gesamtdauer(
    auswahl.map((a) => {
      const d = dienste.find((x) => x.id === a.id)!;
      return { dauer: d.dauer, dauer_weitere: d.dauer_weitere, personen: a.personen };
    }),
    e.raster,
  );
}

/**
 * Claims the units of [zeit, zeit + dauer) at the lowest free counter and returns it; throws Vergeben
 * when the insert came short (a concurrent booking holds one of them). Null: no counter is free.
 */
async function claim(
  trx: Transaction<Database>,
  e: TermineEinstellungen,
  tag: string,
  zeit: number,
  dauer: number,
  terminId: number,
  options: { alle: boolean; ohne: number | null },
): Promise<number | null> {
  // One after the other: a transaction has one connection.
  const belegt = await belegtAm(trx, tag, options.ohne);
  const sperren = await sperrenAm(trx, tag);
  const slot = freieZeiten(tag, dauer, e, belegt, sperren, options.alle).find((z) => z.zeit === zeit);
  if (!slot) return null;
  const rows = einheiten(zeit, dauer, e.raster).map((minute) => ({ tag, minute, schalter: slot.schalter, termin_id: terminId }));
  const res = await trx
    .insertInto('termin_einheit')
    .values(rows)
    .onConflict((oc) => oc.columns(['tag', 'minute', 'schalter']).doNothing())
    .returning('minute')
    .execute();
  // Only the rows it inserted come back: a unit held by another booking (or one about to commit,
  // which PostgreSQL waits for) is missing.
  if (res.length !== rows.length) throw new Vergeben();
  return slot.schalter;
}

const VERGEBEN = 'Dieser Termin ist leider gerade vergeben worden.';

/**
 * Whether the time is still free, read without a transaction: a booking of a time already taken is
 * answered from two short reads and holds no connection while others commit (100 at once at one
 * unit: the 99 that come late never open a transaction). The claim in the transaction decides.
 */
async function nochFrei(db: Db, e: TermineEinstellungen, tag: string, zeit: number, dauer: number, alle: boolean, ohne: number | null): Promise<boolean> {
  const belegt = await belegtAm(db, tag, ohne);
  const sperren = await sperrenAm(db, tag);
  return freieZeiten(tag, dauer, e, belegt, sperren, alle).some((z) => z.zeit === zeit);
}

/**
 * The bookings of one day in this process, one after the other (per store: two sites in one process
 * are two instances). Without it a burst at one time (100 at the last free unit) opened as many
 * transactions as the pool has connections, each blocked on the winner's unit until it committed,
 * while the rest queued for a connection and ran out of their database budget (ADR 29): 503 instead
 * of the polite "already taken". In the queue a booking waits without a connection and without
 * using its budget (the wait is not the database's), and once its turn comes the winner has
 * committed, so two short reads answer it. Across instances the units' key still decides.
 */
const schlangen = new WeakMap<object, Map<string, Promise<void>>>();

function nacheinander<T>(db: object, tag: string, fn: () => Promise<T>): Promise<T> {
  let tage = schlangen.get(db);
  if (!tage) schlangen.set(db, (tage = new Map()));
  const vorher = tage.get(tag) ?? Promise.resolve();
  const run = vorher.then(fn);
  const ende = run.then(
    () => undefined,
    () => undefined,
  );
  tage.set(tag, ende);
  void ende.then(() => {
    if (tage.get(tag) === ende) tage.delete(tag);
  });
  return run;
}

/** Tries a transaction that claims units up to three times: a lost race is read again. */
async function mitWiederholung<T>(fn: () => Promise<T>): Promise<T | 'vergeben'> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof Vergeben && !error.nochmal) return 'vergeben';
      if (!(error instanceof Vergeben) && !isKeyConflict(error)) throw error;
    }
  }
  return 'vergeben';
}

/** A unique-key conflict the engine reported itself (a race the insert's ON CONFLICT could not absorb). */
function isKeyConflict(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    !!e &&
    (e.code === '23505' || e.code === '40001' || e.code === '40P01' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE')
  );
}

async function terminByLink(db: Db, ctx: Pick<CmsContext, 'sealer'>, link: string): Promise<TerminRow | null> {
  const opened = openTermin(ctx, link);
  if (!opened) return null;
  const r = await db.selectFrom('termin').selectAll().where('id', '=', opened.id).executeTakeFirst();
  if (!r || r.link_version !== opened.version || r.geloescht) return null;
  return r as TerminRow;
}

const offen = (r: TerminRow, now: Date) => r.status === 'gebucht' && `${r.tag}T${uhrzeit(r.beginn)}` > berlinNow(now);

export const operations = [
  implement(termineDienste, async (_input, ctx) => ({ data: await ladeDienste(ctx) })),

  implement(termineFrei, async ({ body, auth }, ctx) => {
    if (body.alle && !hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    const e = termineEinstellungen();
    const dienste = await ladeDienste(ctx);
    if (!gewaehlt(dienste, body.auswahl)) return problem(400, 'Unbekanntes Anliegen');
    const heute = berlinToday(ctx.now());
    const fenster = body.alle ? { von: heute, bis: addDays(heute, 26 * 7) } : buchungsfenster(heute, e);
    const von = body.von < fenster.von ? fenster.von : body.von;
    const bis = body.bis > fenster.bis ? fenster.bis : body.bis;
    const dauer = dauerOf(dienste, body.auswahl, e);
    let ohne: number | null = null;
    if (body.link) ohne = (await terminByLink(ctx.db, ctx, body.link))?.id ?? null;
    const tage = von <= bis ? await freieTage(ctx.db, e, von, bis, dauer, { alle: body.alle === true, ohne }) : [];
    // Today's past times are no free times (staff booking for later today).
    const jetzt = berlinNow(ctx.now());
    for (const t of tage) if (t.tag === heute) t.zeiten = t.zeiten.filter((z) => `${t.tag}T${z}` > jetzt);
    return { data: { dauer, tage, fenster } };
  }),

  implement(terminBuchen, async ({ body, auth }, ctx) => {
    const telefonisch = body.telefonisch === true;
    if (telefonisch && !hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    const e = termineEinstellungen();
    const dienste = await ladeDienste(ctx);
    const booked = gewaehlt(dienste, body.auswahl);
    if (!booked) return problem(400, 'Unbekanntes Anliegen');
    const now = ctx.now();
    const heute = berlinToday(now);
    const fenster = telefonisch ? { von: heute, bis: addDays(heute, 26 * 7) } : buchungsfenster(heute, e);
    if (body.tag < fenster.von || body.tag > fenster.bis) return problem(422, 'An diesem Tag können Sie keinen Termin buchen.');
    const dauer = dauerOf(dienste, body.auswahl, e);
    const zeit = minuten(body.zeit);
    const email = body.email.trim().toLowerCase();
    if (!email && !telefonisch) return problem(422, 'Bitte geben Sie eine E-Mail-Adresse an.');
    const result = await nacheinander(ctx.db, body.tag, () =>
      mitWiederholung(async () => {
        if (!(await nochFrei(ctx.db, e, body.tag, zeit, dauer, telefonisch, null))) throw new Vergeben(false);
        return ctx.db.transaction().execute(async (trx) => {
          if (!telefonisch) {
            const open = await trx
              .selectFrom('termin')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('email', '=', email)
              .where('status', '=', 'gebucht')
              .where('tag', '>=', heute)
              .executeTakeFirstOrThrow();
            if (Number(open.n) >= e.proEmail) return 'limit' as const;
          }
          const stamp = now.toISOString();
          const row = await trx
            .insertInto('termin')
            .values({
              uuid: crypto.randomUUID(),
              tag: body.tag,
              beginn: zeit,
              dauer,
              schalter: 0,
              dienste: JSON.stringify(booked),
              name: body.name.trim(),
              email: email || null,
              telefon: body.telefon.trim() || null,
              status: 'gebucht',
              quelle: telefonisch ? 'telefon' : 'online',
              link_version: 1,
              erstellt: stamp,
              geaendert: stamp,
              erinnert: null,
              abgesagt_von: null,
              geloescht: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const schalter = await claim(trx, e, body.tag, zeit, dauer, row.id, { alle: telefonisch, ohne: null });
          if (schalter === null) throw new Vergeben(false);
          await trx.updateTable('termin').set({ schalter }).where('id', '=', row.id).execute();
          const stored = { ...row, schalter } as TerminRow;
          if (email) await queueMail(trx, bestaetigung(mailTermin(ctx, stored), body.herkunft, now), now);
          return stored;
        });
      }),
    );
    if (result === 'limit')
      return problem(429, `Mit dieser E-Mail-Adresse sind schon ${e.proEmail} Termine gebucht. Bitte sagen Sie einen ab, bevor Sie einen weiteren buchen.`);
    if (result === 'vergeben') {
      return problem(409, VERGEBEN, { naechste: await naechste(ctx.db, e, fenster.von, fenster.bis, dauer) });
    }
    return { data: sicht(ctx, result) };
  }),

  implement(terminLesen, async ({ body }, ctx) => {
    const r = await terminByLink(ctx.db, ctx, body.link);
    return r ? { data: sicht(ctx, r) } : notFound('Diesen Termin gibt es nicht (mehr).');
  }),

  implement(terminVerschieben, async ({ body }, ctx) => {
    const e = termineEinstellungen();
    const now = ctx.now();
    const fenster = buchungsfenster(berlinToday(now), e);
    const r = await terminByLink(ctx.db, ctx, body.link);
    if (!r) return notFound('Diesen Termin gibt es nicht (mehr).');
    if (!offen(r, now)) return problem(422, 'Dieser Termin ist abgesagt oder vorbei und kann nicht mehr verlegt werden.');
    if (body.tag < fenster.von || body.tag > fenster.bis) return problem(422, 'An diesem Tag können Sie keinen Termin buchen.');
    const zeit = minuten(body.zeit);
    const result = await nacheinander(ctx.db, body.tag, () =>
      mitWiederholung(async () => {
        if (!(await nochFrei(ctx.db, e, body.tag, zeit, r.dauer, false, r.id))) throw new Vergeben(false);
        return ctx.db.transaction().execute(async (trx) => {
          // The row again inside the transaction: moved or cancelled meanwhile (another tab) is refused.
          const cur = (await trx.selectFrom('termin').selectAll().where('id', '=', r.id).executeTakeFirst()) as TerminRow | undefined;
          if (!cur || cur.link_version !== r.link_version || cur.status !== 'gebucht') return 'weg' as const;
          // Its own units are free for it: they go first, the new ones are claimed (or all rolls back).
          await trx.deleteFrom('termin_einheit').where('termin_id', '=', r.id).execute();
          const schalter = await claim(trx, e, body.tag, zeit, r.dauer, r.id, { alle: false, ohne: r.id });
          if (schalter === null) throw new Vergeben(false);
          const version = cur.link_version + 1;
          const upd = await trx
            .updateTable('termin')
            .set({ tag: body.tag, beginn: zeit, schalter, link_version: version, erinnert: null, geaendert: now.toISOString() })
            .where('id', '=', r.id)
            .where('link_version', '=', cur.link_version)
            .executeTakeFirst();
          if (Number(upd.numUpdatedRows) !== 1) throw new Vergeben();
          const moved = { ...cur, tag: body.tag, beginn: zeit, schalter, link_version: version } as TerminRow;
          if (moved.email) await queueMail(trx, bestaetigung(mailTermin(ctx, moved), body.herkunft, now, true), now);
          return moved;
        });
      }),
    );
    if (result === 'weg') return notFound('Diesen Termin gibt es nicht (mehr).');
    if (result === 'vergeben') return problem(409, VERGEBEN, { naechste: await naechste(ctx.db, e, fenster.von, fenster.bis, r.dauer, 6, r.id) });
    return { data: sicht(ctx, result) };
  }),

  implement(terminAbsagen, async ({ body }, ctx) => {
    const now = ctx.now();
    const r = await terminByLink(ctx.db, ctx, body.link);
    if (!r) return notFound('Diesen Termin gibt es nicht (mehr).');
    if (r.status === 'abgesagt') return { data: sicht(ctx, r) };
    if (!offen(r, now)) return problem(422, 'Dieser Termin ist vorbei und kann nicht mehr abgesagt werden.');
    const done = await ctx.db.transaction().execute(async (trx) => {
      const upd = await trx
        .updateTable('termin')
        .set({ status: 'abgesagt', abgesagt_von: 'buerger', geaendert: now.toISOString() })
        .where('id', '=', r.id)
        .where('status', '=', 'gebucht')
        .where('link_version', '=', r.link_version)
        .executeTakeFirst();
      if (Number(upd.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('termin_einheit').where('termin_id', '=', r.id).execute();
      if (r.email) await queueMail(trx, absage(mailTermin(ctx, r), body.herkunft, 'buerger'), now);
      return true;
    });
    const after = await terminByLink(ctx.db, ctx, body.link);
    if (!done && !after) return notFound('Diesen Termin gibt es nicht (mehr).');
    return { data: sicht(ctx, (after ?? r) as TerminRow) };
  }),

  implement(termineTag, async ({ body, auth }, ctx) => {
    if (!hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    const e = termineEinstellungen();
    const [rows, sperren] = await Promise.all([
      ctx.db.selectFrom('termin').selectAll().where('tag', '=', body.tag).where('status', '!=', 'abgesagt').orderBy('beginn').orderBy('schalter').execute(),
      ctx.db.selectFrom('termin_sperre').selectAll().where('tag', '=', body.tag).orderBy('von').execute(),
    ]);
    const zu = geschlossenWeil(body.tag, e);
    return {
      data: {
        tag: body.tag,
        geschlossen: zu === 'Feiertag' ? `Feiertag: ${holidayNameBW(body.tag)}` : zu,
        schalter: Math.max(0, ...periodenAm(body.tag, e).map((p) => p.schalter)),
        termine: rows.map((r) => ({
          id: r.id,
          zeit: uhrzeit(r.beginn),
          ende: uhrzeit(r.beginn + r.dauer),
          schalter: r.schalter,
          status: r.status as TerminStatus,
          quelle: r.quelle as 'online' | 'telefon',
          dienste: parseDienste(r.dienste).map(dienstZeile).join(', '),
          name: r.name ?? '(gelöscht)',
          email: r.email ?? '',
          telefon: r.telefon ?? '',
        })),
        sperren: sperren.map((s) => ({ id: s.id, von: uhrzeit(s.von), bis: uhrzeit(s.bis), grund: s.grund, von_name: s.von_name })),
      },
    };
  }),

  implement(terminStatusSetzen, async ({ body, auth }, ctx) => {
    if (!hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    const upd = await ctx.db
      .updateTable('termin')
      .set({ status: body.status, geaendert: ctx.now().toISOString() })
      .where('id', '=', body.id)
      .where('status', '!=', 'abgesagt')
      .executeTakeFirst();
    if (Number(upd.numUpdatedRows) !== 1) return notFound('Diesen Termin gibt es nicht (mehr).');
    return { data: { id: body.id, status: body.status } };
  }),

  implement(terminSperren, async ({ body, auth }, ctx) => {
    if (!hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    const von = minuten(body.von);
    const bis = minuten(body.bis);
    if (bis <= von) return problem(422, 'Das Ende muss nach dem Beginn liegen.');
    const now = ctx.now();
    return ctx.db.transaction().execute(async (trx) => {
      const s = await trx
        .insertInto('termin_sperre')
        .values({ tag: body.tag, von, bis, grund: body.grund, erstellt: now.toISOString(), von_name: body.von_name || 'Bürgerbüro' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const betroffen = (await trx
        .selectFrom('termin')
        .selectAll()
        .where('tag', '=', body.tag)
        .where('status', '=', 'gebucht')
        .where('beginn', '<', bis)
        .execute()) as TerminRow[];
      let abgesagt = 0;
      for (const r of betroffen.filter((t) => t.beginn + t.dauer > von)) {
        await trx.updateTable('termin').set({ status: 'abgesagt', abgesagt_von: 'sperre', geaendert: now.toISOString() }).where('id', '=', r.id).execute();
        await trx.deleteFrom('termin_einheit').where('termin_id', '=', r.id).execute();
        if (r.email) await queueMail(trx, absage(mailTermin(ctx, r), body.herkunft, 'sperre', body.grund), now);
        abgesagt++;
      }
      return { data: { id: s.id, abgesagt } };
    });
  }),

  implement(terminSperreAufheben, async ({ body, auth }, ctx) => {
    if (!hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    const res = await ctx.db.deleteFrom('termin_sperre').where('id', '=', body.id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1 ? { data: { id: body.id } } : notFound('Diese Sperre gibt es nicht (mehr).');
  }),

  implement(termineExport, async ({ body, auth }, ctx) => {
    if (!hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    const rows = await ctx.db.selectFrom('termin').selectAll().where('tag', '=', body.tag).orderBy('beginn').orderBy('schalter').execute();
    const lines = [
      ['Datum', 'Beginn', 'Ende', 'Schalter', 'Anliegen', 'Name', 'E-Mail', 'Telefon', 'Status', 'Gebucht', 'Gebucht am'],
      ...rows.map((r) => [
        r.tag,
        uhrzeit(r.beginn),
        uhrzeit(r.beginn + r.dauer),
        String(r.schalter),
        parseDienste(r.dienste).map(dienstZeile).join(', '),
        r.name ?? '',
        r.email ?? '',
        r.telefon ?? '',
        STATUS_TITEL[r.status as TerminStatus] ?? r.status,
        r.quelle === 'telefon' ? 'telefonisch' : 'online',
        r.erstellt.slice(0, 10),
      ]),
    ];
    return { text: `\ufeff${lines.map((l) => l.map(csvCell).join(';')).join('\r\n')}\r\n`, filename: `termine-${body.tag}.csv` };
  }),

  implement(termineStatistik, async ({ body, auth }, ctx) => {
    if (!hasRole(auth, ROLLE)) return problem(403, 'Kein Zugriff');
    if (!TAG.test(body.von) || !TAG.test(body.bis)) return problem(400, 'Ungültiger Zeitraum');
    const rows = await ctx.db
      .selectFrom('termin')
      .select(['tag', 'dienste', 'status', 'erstellt'])
      .where('tag', '>=', body.von)
      .where('tag', '<=', body.bis)
      .execute();
    return { data: statistik(rows) };
  }),
];

/** ISO week of a date: '2026-W49'. */
export function isoWeek(tag: string): string {
  const d = new Date(`${tag}T00:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - day + 3);
  const year = d.getUTCFullYear();
  const first = new Date(Date.UTC(year, 0, 4));
  const week = 1 + Math.round(((d.getTime() - first.getTime()) / 86_400_000 - 3 + ((first.getUTCDay() + 6) % 7)) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Counts per week and service: booked (every appointment not cancelled), cancelled, no-show, mean lead time. */
export function statistik(rows: ReadonlyArray<{ tag: string; dienste: string; status: string; erstellt: string }>): StatistikZeile[] {
  const acc = new Map<string, { woche: string; dienst: string; gebucht: number; abgesagt: number; nicht: number; vorlauf: number }>();
  for (const r of rows) {
    const woche = isoWeek(r.tag);
    const vorlauf = (Date.parse(`${r.tag}T00:00:00Z`) - Date.parse(`${r.erstellt.slice(0, 10)}T00:00:00Z`)) / 86_400_000;
    for (const d of parseDienste(r.dienste)) {
      const key = `${woche}|${d.name}`;
      let a = acc.get(key);
      if (!a) acc.set(key, (a = { woche, dienst: d.name, gebucht: 0, abgesagt: 0, nicht: 0, vorlauf: 0 }));
      if (r.status === 'abgesagt') a.abgesagt++;
      else {
        a.gebucht++;
        a.vorlauf += vorlauf;
        if (r.status === 'nicht_erschienen') a.nicht++;
      }
    }
  }
  return [...acc.values()]
    .sort((x, y) => (x.woche < y.woche ? -1 : x.woche > y.woche ? 1 : x.dienst.localeCompare(y.dienst, 'de')))
    .map((a) => ({
      woche: a.woche,
      dienst: a.dienst,
      gebucht: a.gebucht,
      abgesagt: a.abgesagt,
      nicht_erschienen: a.nicht,
      vorlauf_tage: a.gebucht ? Math.round((a.vorlauf / a.gebucht) * 10) / 10 : 0,
    }));
}

/** One CSV cell: quoted, quotes doubled, a formula's first character defused (CSV injection). */
function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}
