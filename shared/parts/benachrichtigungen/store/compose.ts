import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { ComposeContext } from './context';
import { queueMails, type OutgoingMail } from '../../../../server/cms/mail/outbox';
import { berlinInstant, berlinNow, formatDate } from '../../../format/date';
import { DIGEST_UHRZEIT, UHRZEITEN } from '../values';
import { abmeldenToken, verwaltenToken } from './links';
import { abfallMail, sofortMail, zusammenfassungMail, type Eintrag } from './mails';
import { funde } from './quellen';
import { titel } from './abos';
import { pausieren } from './pause';

/**
 * Composing the alerts (ADR 50). One run, under one lock for every instance, does in order: record
 * what is new in the content (each item once), queue the immediate mails of new items, the waste
 * reminders of every evening slot that has come, and the daily and weekly digests once their hour has
 * come. Every mail has a key unique per subscriber and occurrence, so the outbox queues it once, also
 * when two runs or two instances compose the same (the mail service's `key`); the slots and digests
 * done are recorded so a run does not compose them again.
 */
export type { ComposeContext };

/** Mails queued in one statement at most. */
const BATCH = 500;

async function queue(db: Kysely<Database>, mails: OutgoingMail[], now: Date): Promise<number> {
  let n = 0;
  for (let i = 0; i < mails.length; i += BATCH) n += await queueMails(db, mails.slice(i, i + BATCH), now);
  return n;
}

async function done(db: Kysely<Database>, name: string): Promise<boolean> {
  return !!(await db.selectFrom('abo_lauf').select('name').where('name', '=', name).executeTakeFirst());
}

async function markDone(db: Kysely<Database>, name: string, now: Date): Promise<void> {
  await db
    .insertInto('abo_lauf')
    .values({ name, zeit: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

const WOCHENTAGE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * Records the content's new items. The first run of a site records what is there without telling
 * anybody (alerts start with what appears after them); later runs mark new items to be told.
 */
export async function erfassen(ctx: ComposeContext): Promise<number> {
  const now = ctx.now();
  const first = !(await done(ctx.db, 'erfassung-begonnen'));
  const found = await funde(ctx.db, now);
  let neu = 0;
  for (let i = 0; i < found.length; i += BATCH) {
    const chunk = found.slice(i, i + BATCH);
    const known = await ctx.db
      .selectFrom('abo_ereignis')
      .select(['schluessel', 'bezug'])
      .where(
        'schluessel',
        'in',
        chunk.map((f) => f.schluessel),
      )
      .execute();
    const have = new Set(known.map((k) => `${k.schluessel}\u0000${k.bezug}`));
    const fresh = chunk.filter((f) => !have.has(`${f.schluessel}\u0000${f.bezug}`));
    if (!fresh.length) continue;
    await ctx.db
      .insertInto('abo_ereignis')
      .values(fresh.map((f) => ({ ...f, erstellt: now.toISOString(), melden: first ? 0 : 1, versandt: first ? now.toISOString() : null })))
      .onConflict((oc) => oc.columns(['schluessel', 'bezug']).doNothing())
      .execute();
    neu += fresh.length;
  }
  if (first) await markDone(ctx.db, 'erfassung-begonnen', now);
  return first ? 0 : neu;
}

interface Person {
  uuid: string;
  email: string;
}

function empfaenger(ctx: ComposeContext, p: Person, abos: number[]) {
  return { email: p.email, verwalten: verwaltenToken(ctx, p.uuid), abmelden: abmeldenToken(ctx, p.uuid, abos) };
}

/** The immediate mails of items recorded and not yet told: one per subscriber and item. */
export async function sofort(ctx: ComposeContext, origin: string): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db.selectFrom('abo_ereignis').selectAll().where('melden', '=', 1).where('versandt', 'is', null).orderBy('id').limit(200).execute();
  let n = 0;
  for (const e of due) {
    const rows = await ctx.db
      .selectFrom('abo')
      .innerJoin('abo_person', 'abo_person.id', 'abo.person_id')
      .select(['abo.id', 'abo.thema', 'abo.bezug', 'abo.arten', 'abo.uhrzeit', 'abo_person.uuid', 'abo_person.email'])
      .where('abo.thema', '=', e.thema)
      .where('abo.bezug', '=', e.bezug)
      .where('abo.status', '=', 'aktiv')
      .where('abo.haeufigkeit', '=', 'sofort')
      .where('abo.bestaetigt', '<=', e.erstellt)
      .where('abo_person.pausiert', 'is', null)
      .execute();
    if (rows.length) {
      const [themaTitel] = await titel(ctx.db, [rows[0]!]);
      const mails = rows.map((r) => sofortMail(origin, empfaenger(ctx, r, [Number(r.id)]), e, themaTitel!, `alert:sofort:${r.uuid}:${e.schluessel}`));
      n += await queue(ctx.db, mails, now);
    }
    await ctx.db.updateTable('abo_ereignis').set({ versandt: now.toISOString() }).where('id', '=', e.id).execute();
  }
  return n;
}

/**
 * The waste reminders of tomorrow's collections: for each evening slot whose time has come today
 * (Berlin), once per slot and evening. One mail per subscription (street) with every bin type of it
 * collected tomorrow.
 */
export async function abfall(ctx: ComposeContext, origin: string): Promise<number> {
  const now = ctx.now();
  const wall = berlinNow(now);
  const today = wall.slice(0, 10);
  const time = wall.slice(11, 16);
  const tomorrow = addDays(today, 1);
  let n = 0;
  for (const slot of UHRZEITEN) {
    if (slot > time) continue;
    const name = `abfall:${tomorrow}:${slot}`;
    if (await done(ctx.db, name)) continue;
    n += await abfallSlot(ctx, origin, tomorrow, slot);
    await markDone(ctx.db, name, now);
  }
  return n;
}

/** The reminders of one slot for one collection day (the bench measures this). */
export async function abfallSlot(ctx: ComposeContext, origin: string, tag: string, slot: string): Promise<number> {
  const rows = await ctx.db
    .selectFrom('abo')
    .innerJoin('abo_person', 'abo_person.id', 'abo.person_id')
    .innerJoin('abfall_strasse', 'abfall_strasse.uuid', 'abo.bezug')
    .innerJoin('abfuhrtermin', 'abfuhrtermin.abfuhrbezirk_nr', 'abfall_strasse.abfuhrbezirk_nr')
    .innerJoin('abfallart', 'abfallart.id', 'abfuhrtermin.abfallart_id')
    .select([
      'abo.id',
      'abo.arten',
      'abo_person.uuid',
      'abo_person.email',
      'abfall_strasse.name as strasse',
      'abfall_strasse.uuid as strasse_uuid',
      'abfallart.key',
      'abfallart.titel',
      'abfuhrtermin.hinweis',
    ])
    .where('abo.thema', '=', 'abfall')
    .where('abo.status', '=', 'aktiv')
    .where('abo.uhrzeit', '=', slot)
    .where('abo_person.pausiert', 'is', null)
    .where('abfuhrtermin.datum', '=', tag)
    .orderBy('abo.id')
    .orderBy('abfallart.sortierung')
    .execute();
  const byAbo = new Map<number, typeof rows>();
  for (const r of rows) {
    const wanted = r.arten ? r.arten.split(',') : null;
    if (wanted && !wanted.includes(r.key)) continue;
    const id = Number(r.id);
    const list = byAbo.get(id) ?? [];
    list.push(r);
    byAbo.set(id, list);
  }
  const datum = formatDate(tag);
  const wochentag = WOCHENTAGE[weekday(tag)]!;
  const mails: OutgoingMail[] = [];
  for (const [id, list] of byAbo) {
    const r = list[0]!;
    mails.push(
      abfallMail(origin, empfaenger(ctx, r, [id]), {
        strasse: r.strasse,
        strasseUuid: r.strasse_uuid,
        datum,
        wochentag,
        arten: list.map((x) => ({ titel: x.titel, hinweis: x.hinweis })),
        key: `alert:abfall:${id}:${tag}`,
      }),
    );
  }
  return queue(ctx.db, mails, ctx.now());
}

/**
 * The digests: daily at 7 o'clock, weekly on Mondays at 7 (Berlin), each with the items recorded since
 * the last one under the person's subscriptions of that frequency; nothing new, no mail.
 */
export async function zusammenfassungen(ctx: ComposeContext, origin: string): Promise<number> {
  const now = ctx.now();
  const wall = berlinNow(now);
  const today = wall.slice(0, 10);
  if (wall.slice(11, 16) < DIGEST_UHRZEIT) return 0;
  let n = 0;
  for (const art of ['taeglich', 'woechentlich'] as const) {
    if (art === 'woechentlich' && weekday(today) !== 1) continue;
    const name = `${art}:${today}`;
    if (await done(ctx.db, name)) continue;
    const end = berlinInstant(`${today}T${DIGEST_UHRZEIT}`)!;
    const start = berlinInstant(`${addDays(today, art === 'taeglich' ? -1 : -7)}T${DIGEST_UHRZEIT}`)!;
    n += await zusammenfassung(ctx, origin, art, start, end, `${today}`);
    await markDone(ctx.db, name, now);
  }
  return n;
}

export async function zusammenfassung(
  ctx: ComposeContext,
  origin: string,
  art: 'taeglich' | 'woechentlich',
  start: Date,
  end: Date,
  tag: string,
): Promise<number> {
  const rows = await ctx.db
    .selectFrom('abo')
    .innerJoin('abo_person', 'abo_person.id', 'abo.person_id')
    .innerJoin('abo_ereignis', (j) => j.onRef('abo_ereignis.thema', '=', 'abo.thema').onRef('abo_ereignis.bezug', '=', 'abo.bezug'))
    .select([
      'abo.id',
      'abo.thema',
      'abo.bezug',
      'abo.arten',
      'abo.uhrzeit',
      'abo_person.uuid',
      'abo_person.email',
      'abo_ereignis.schluessel',
      'abo_ereignis.titel',
      'abo_ereignis.text',
      'abo_ereignis.link',
    ])
    .where('abo.haeufigkeit', '=', art)
    .where('abo.status', '=', 'aktiv')
    .where('abo_person.pausiert', 'is', null)
    .where('abo_ereignis.melden', '=', 1)
    .where('abo_ereignis.erstellt', '>=', start.toISOString())
    .where('abo_ereignis.erstellt', '<', end.toISOString())
    .whereRef('abo_ereignis.erstellt', '>=', 'abo.bestaetigt')
    .orderBy('abo_person.uuid')
    .orderBy('abo.id')
    .orderBy('abo_ereignis.id')
    .execute();
  const abos = new Map<number, (typeof rows)[number]>();
  for (const r of rows) abos.set(Number(r.id), r);
  const names = new Map<number, string>();
  const ids = [...abos.keys()];
  const t = await titel(
    ctx.db,
    ids.map((id) => abos.get(id)!),
  );
  ids.forEach((id, i) => names.set(id, t[i]!));
  const people = new Map<string, { person: Person; abos: Map<number, Eintrag[]>; seen: Set<string> }>();
  for (const r of rows) {
    const p = people.get(r.uuid) ?? { person: { uuid: r.uuid, email: r.email }, abos: new Map(), seen: new Set() };
    people.set(r.uuid, p);
    // An item under two of the person's subscriptions is told once.
    if (p.seen.has(r.schluessel)) continue;
    p.seen.add(r.schluessel);
    const list = p.abos.get(Number(r.id)) ?? [];
    list.push({ titel: r.titel, text: r.text, link: r.link });
    p.abos.set(Number(r.id), list);
  }
  const mails = [...people.values()].map((p) =>
    zusammenfassungMail(
      origin,
      empfaenger(ctx, p.person, [...p.abos.keys()]),
      art,
      [...p.abos].map(([id, eintraege]) => ({ titel: names.get(id)!, eintraege })),
      `alert:${art}:${p.person.uuid}:${tag}`,
    ),
  );
  return queue(ctx.db, mails, ctx.now());
}

/** One run of the composing job (every minute; tests call it with their clock). */
export async function benachrichtigen(ctx: ComposeContext, origin: string) {
  return ctx.exclusive('benachrichtigungen', async () => {
    const pausiert = await pausieren(ctx);
    const neu = await erfassen(ctx);
    const sofortN = await sofort(ctx, origin);
    const abfallN = await abfall(ctx, origin);
    const digestN = await zusammenfassungen(ctx, origin);
    return { pausiert, neu, sofort: sofortN, abfall: abfallN, zusammenfassungen: digestN };
  });
}
