import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import { queueMail } from '../../../../server/cms/mail/outbox';
import { NEWS_TITLES } from '../../../site/news-paths';
import { TOWN } from '../../../site/town';
import type { AboOptionen, AboWunsch, AboZeile } from '../contract';
import { HAEUFIGKEITEN, THEMEN, THEMA_TITEL, type Haeufigkeit, type Thema } from '../values';
import { bestaetigenToken, openAbmelden, openBestaetigen, openVerwalten, verwaltenToken } from './links';
import { bestaetigungMail } from './mails';

/**
 * Subscriptions without an account (ADR 50): an address subscribes, confirms with the link of the
 * confirmation mail (double opt-in, 7 days), manages and ends its subscriptions with sealed links.
 */

/** The districts: the town file's and the core town ('Kernstadt'), as the construction sites name them. */
export function ortsteile(): string[] {
  return ['Kernstadt', ...TOWN.districts.map((d) => d.name)];
}

export async function optionen(db: Kysely<Database>): Promise<AboOptionen> {
  const [strassen, arten, rubriken, gremien, vrubriken] = await Promise.all([
    db.selectFrom('abfall_strasse').select(['uuid', 'name', 'ortsteil']).where('status', '=', 'veroeffentlicht').orderBy('name').orderBy('ortsteil').execute(),
    db.selectFrom('abfallart').select(['key', 'titel']).where('status', '=', 'veroeffentlicht').orderBy('sortierung').orderBy('titel').execute(),
    db.selectFrom('rubrik').select(['url', 'titel']).orderBy('id').execute(),
    db
      .selectFrom('gremium')
      .select(['id', 'name'])
      .where(({ exists, selectFrom }) => exists(selectFrom('ratstermin').select('ratstermin.id').whereRef('ratstermin.gremium_id', '=', 'gremium.id')))
      .orderBy('name')
      .execute(),
    db.selectFrom('veranstaltung_rubrik').select(['id', 'titel']).orderBy('titel').execute(),
  ]);
  return {
    strassen: strassen.map((s) => ({ wert: s.uuid, titel: s.name, zusatz: s.ortsteil })),
    abfallarten: arten.map((a) => ({ wert: a.key, titel: a.titel })),
    rubriken: rubriken.map((r) => ({ wert: r.url, titel: NEWS_TITLES[r.url] ?? r.titel })),
    gremien: gremien.map((g) => ({ wert: String(g.id), titel: g.name })),
    ortsteile: ortsteile().map((o) => ({ wert: o, titel: o })),
    veranstaltungsrubriken: vrubriken.map((r) => ({ wert: String(r.id), titel: r.titel })),
  };
}

/** Whether a wished subscription names something that exists. */
export function gueltig(o: AboOptionen, w: AboWunsch): boolean {
  const has = (list: { wert: string }[], v: string) => list.some((x) => x.wert === v);
  switch (w.thema) {
    case 'abfall':
      return has(o.strassen, w.bezug) && w.arten.every((a) => has(o.abfallarten, a)) && w.uhrzeit !== null;
    case 'nachrichten':
      return has(o.rubriken, w.bezug);
    case 'gremium':
      return has(o.gremien, w.bezug);
    case 'baustellen':
      return has(o.ortsteile, w.bezug);
    case 'veranstaltungen':
      return has(o.veranstaltungsrubriken, w.bezug);
    case 'amtsblatt':
      return w.bezug === '';
  }
}

/** Subscriptions in words ('Abfuhrtermine: Hauptstraße (Kernstadt), Restmüll und Biomüll, 18:00 Uhr am Vorabend'). */
export async function titel(
  db: Kysely<Database>,
  abos: ReadonlyArray<{ thema: string; bezug: string; arten: string; uhrzeit: string | null }>,
): Promise<string[]> {
  const o = await optionen(db);
  const name = (list: { wert: string; titel: string; zusatz?: string }[], v: string) => {
    const x = list.find((e) => e.wert === v);
    return x ? `${x.titel}${x.zusatz ? ` (${x.zusatz})` : ''}` : v;
  };
  return abos.map((a) => {
    switch (a.thema as Thema) {
      case 'abfall': {
        const arten = a.arten ? a.arten.split(',').map((k) => name(o.abfallarten, k)) : ['alle Abfallarten'];
        return `Abfuhrtermine ${name(o.strassen, a.bezug)}: ${arten.join(', ')}, am Vorabend um ${a.uhrzeit ?? ''} Uhr`;
      }
      case 'nachrichten':
        return `Nachrichten: ${name(o.rubriken, a.bezug)}`;
      case 'gremium':
        return `Tagesordnungen und Niederschriften: ${name(o.gremien, a.bezug)}`;
      case 'baustellen':
        return `Baustellen und Sperrungen: ${a.bezug}`;
      case 'veranstaltungen':
        return `Veranstaltungen: ${name(o.veranstaltungsrubriken, a.bezug)}`;
      case 'amtsblatt':
        return 'Neue Ausgabe des Amtsblatts';
      default:
        return THEMA_TITEL[a.thema as Thema] ?? a.thema;
    }
  });
}

const isThema = (v: string): v is Thema => (THEMEN as readonly string[]).includes(v);
const isHaeufigkeit = (v: string): v is Haeufigkeit => (HAEUFIGKEITEN as readonly string[]).includes(v);

async function zeilen(db: Kysely<Database>, rows: { id: number; thema: string; bezug: string; arten: string; uhrzeit: string | null; haeufigkeit: string }[]) {
  const t = await titel(db, rows);
  return rows.map(
    (r, i): AboZeile => ({
      id: Number(r.id),
      thema: isThema(r.thema) ? r.thema : 'amtsblatt',
      titel: t[i]!,
      haeufigkeit: isHaeufigkeit(r.haeufigkeit) ? r.haeufigkeit : 'sofort',
      uhrzeit: r.uhrzeit,
    }),
  );
}

/**
 * Stores the wished subscriptions as waiting and queues the confirmation mail, in one transaction. A
 * known address gets a new confirmation too: nobody subscribes another person's address.
 */
export async function bestellen(ctx: CmsContext, email: string, abos: AboWunsch[], haeufigkeit: Haeufigkeit, origin: string): Promise<number> {
  const now = ctx.now();
  const iso = now.toISOString();
  const address = email.trim().toLowerCase();
  const woerter = await titel(
    ctx.db,
    abos.map((a) => ({ ...a, arten: a.arten.join(',') })),
  );
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('abo_person')
      .values({ uuid: crypto.randomUUID(), email: address, erstellt: iso, pausiert: null, abweisungen_ab: null })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const person = await trx.selectFrom('abo_person').select(['id', 'uuid']).where('email', '=', address).executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const a of abos) {
      const row = await trx
        .insertInto('abo')
        .values({
          person_id: person.id,
          thema: a.thema,
          bezug: a.bezug,
          arten: a.arten.join(','),
          uhrzeit: a.thema === 'abfall' ? a.uhrzeit : null,
          haeufigkeit: a.thema === 'abfall' ? 'sofort' : haeufigkeit,
          status: 'offen',
          erstellt: iso,
          bestaetigt: null,
          beendet: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    const token = bestaetigenToken(ctx, person.uuid, ids, now);
    await queueMail(trx, bestaetigungMail(origin, address, token, woerter, `bestaetigung:${person.uuid}:${ids[0]}`), now);
    return ids.length;
  });
}

async function personByUuid(db: Kysely<Database>, uuid: string) {
  return db.selectFrom('abo_person').select(['id', 'uuid', 'email', 'pausiert']).where('uuid', '=', uuid).executeTakeFirst();
}

/** What a confirmation link would confirm, and whether it still can. */
export async function bestaetigungLesen(ctx: CmsContext, token: string) {
  const t = openBestaetigen(ctx, token);
  const person = t ? await personByUuid(ctx.db, t.uuid) : undefined;
  if (!t || !person) return { status: 'ungueltig' as const, abos: [] };
  const rows = await ctx.db
    .selectFrom('abo')
    .select(['id', 'thema', 'bezug', 'arten', 'uhrzeit', 'haeufigkeit', 'status'])
    .where('person_id', '=', person.id)
    .where('id', 'in', t.abos.length ? t.abos : [0])
    .execute();
  if (rows.length === 0) return { status: t.exp <= ctx.now().getTime() ? ('abgelaufen' as const) : ('ungueltig' as const), abos: [] };
  const abos = await zeilen(ctx.db, rows);
  if (rows.every((r) => r.status !== 'offen')) return { status: 'bestaetigt' as const, abos };
  if (t.exp <= ctx.now().getTime()) return { status: 'abgelaufen' as const, abos };
  return { status: 'offen' as const, abos };
}

/**
 * Confirms the waiting subscriptions of a confirmation link that has not expired. A subscription of
 * the same topic the person already had is replaced by the new one (its new time or frequency), and a
 * pause after refused deliveries ends: the person has shown that the address works.
 */
export async function bestaetigen(ctx: CmsContext, token: string) {
  const t = openBestaetigen(ctx, token);
  if (!t) return { status: 'ungueltig' as const, verwalten: null };
  if (t.exp <= ctx.now().getTime()) return { status: 'abgelaufen' as const, verwalten: null };
  const iso = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const person = await trx.selectFrom('abo_person').select(['id', 'uuid']).where('uuid', '=', t.uuid).executeTakeFirst();
    if (!person) return { status: 'ungueltig' as const, verwalten: null };
    const waiting = await trx
      .selectFrom('abo')
      .select(['id', 'thema', 'bezug'])
      .where('person_id', '=', person.id)
      .where('id', 'in', t.abos.length ? t.abos : [0])
      .where('status', '=', 'offen')
      .execute();
    for (const w of waiting) {
      await trx
        .updateTable('abo')
        .set({ status: 'beendet', beendet: iso })
        .where('person_id', '=', person.id)
        .where('thema', '=', w.thema)
        .where('bezug', '=', w.bezug)
        .where('status', '=', 'aktiv')
        .execute();
    }
    if (waiting.length) {
      await trx
        .updateTable('abo')
        .set({ status: 'aktiv', bestaetigt: iso })
        .where(
          'id',
          'in',
          waiting.map((w) => w.id),
        )
        .execute();
      await trx.updateTable('abo_person').set({ pausiert: null, abweisungen_ab: iso }).where('id', '=', person.id).execute();
    }
    return { status: 'bestaetigt' as const, verwalten: verwaltenToken(ctx, person.uuid) };
  });
}

const shortened = (email: string) => {
  const [local, domain] = email.split('@');
  return local && local.length > 2 ? `${local[0]}…${local.at(-1)}@${domain}` : `…@${domain}`;
};

export async function verwaltung(ctx: CmsContext, token: string) {
  const uuid = openVerwalten(ctx, token);
  const person = uuid ? await personByUuid(ctx.db, uuid) : undefined;
  if (!person) return null;
  const rows = await ctx.db
    .selectFrom('abo')
    .select(['id', 'thema', 'bezug', 'arten', 'uhrzeit', 'haeufigkeit'])
    .where('person_id', '=', person.id)
    .where('status', '=', 'aktiv')
    .orderBy('id')
    .execute();
  return { email: shortened(person.email), abos: await zeilen(ctx.db, rows), pausiert: person.pausiert !== null };
}

export async function abmeldungLesen(ctx: CmsContext, token: string) {
  const t = openAbmelden(ctx, token);
  const person = t ? await personByUuid(ctx.db, t.uuid) : undefined;
  if (!t || !person) return null;
  const rows = await ctx.db
    .selectFrom('abo')
    .select(['id', 'thema', 'bezug', 'arten', 'uhrzeit', 'haeufigkeit'])
    .where('person_id', '=', person.id)
    .where('id', 'in', t.abos)
    .where('status', '=', 'aktiv')
    .execute();
  return { abos: await zeilen(ctx.db, rows), verwalten: verwaltenToken(ctx, person.uuid) };
}

/** Ends subscriptions: those of a mail's unsubscribe link, or those named (or all) with the manage link. */
export async function abmelden(ctx: CmsContext, token: string, art: 'link' | 'verwalten', welche: number[] | 'alle' | undefined) {
  let uuid: string | null;
  let ids: number[] | 'alle';
  if (art === 'link') {
    const t = openAbmelden(ctx, token);
    uuid = t?.uuid ?? null;
    ids = t?.abos ?? [];
  } else {
    uuid = openVerwalten(ctx, token);
    ids = welche ?? [];
  }
  const person = uuid ? await personByUuid(ctx.db, uuid) : undefined;
  if (!person) return null;
  let q = ctx.db
    .selectFrom('abo')
    .select(['id', 'thema', 'bezug', 'arten', 'uhrzeit', 'haeufigkeit'])
    .where('person_id', '=', person.id)
    .where('status', '=', 'aktiv');
  if (ids !== 'alle') q = q.where('id', 'in', ids.length ? ids : [0]);
  const rows = await q.execute();
  if (rows.length) {
    await ctx.db
      .updateTable('abo')
      .set({ status: 'beendet', beendet: ctx.now().toISOString() })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
  return { beendet: await titel(ctx.db, rows), verwalten: verwaltenToken(ctx, person.uuid) };
}

/** Subscribers per topic for the intranet: counts only, never an address. */
export async function zahlen(ctx: CmsContext) {
  const rows = await ctx.db
    .selectFrom('abo')
    .innerJoin('abo_person', 'abo_person.id', 'abo.person_id')
    .select(['abo.thema', 'abo.bezug', 'abo.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('abo.status', 'in', ['aktiv', 'offen'])
    .groupBy(['abo.thema', 'abo.bezug', 'abo.status'])
    .execute();
  const keys = [...new Set(rows.map((r) => `${r.thema}\u0000${r.bezug}`))].sort();
  const names = await titel(
    ctx.db,
    keys.map((k) => {
      const [thema, bezug] = k.split('\u0000') as [string, string];
      return { thema, bezug, arten: '', uhrzeit: null };
    }),
  );
  const themen = keys.map((k, i) => {
    const [thema, bezug] = k.split('\u0000') as [Thema, string];
    const count = (status: string) => Number(rows.find((r) => r.thema === thema && r.bezug === bezug && r.status === status)?.n ?? 0);
    // The waste topic in words without the bin types and time of one subscription.
    const t = thema === 'abfall' ? names[i]!.replace(/: alle Abfallarten.*$/, '') : names[i]!;
    return { thema, bezug, titel: t, aktiv: count('aktiv'), offen: count('offen') };
  });
  const personen = await ctx.db
    .selectFrom('abo_person')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('abo').select('abo.id').whereRef('abo.person_id', '=', 'abo_person.id').where('abo.status', '=', 'aktiv')),
    )
    .executeTakeFirstOrThrow();
  const pausiert = await ctx.db
    .selectFrom('abo_person')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pausiert', 'is not', null)
    .executeTakeFirstOrThrow();
  const bezirke = await Promise.all(ortsteile().map(async (ortsteil) => ({ ortsteil, personen: (await empfaengerImOrtsteil(ctx.db, ortsteil)).length })));
  return { themen, personen: Number(personen.n), pausiert: Number(pausiert.n), ortsteile: bezirke };
}

/**
 * Who a warning for a district reaches: every address with an active subscription that belongs to
 * the district (a street's waste reminder, its construction sites); 'alle' reaches every subscriber.
 * Paused addresses are left out.
 */
export async function empfaengerImOrtsteil(db: Kysely<Database>, ortsteil: string) {
  let q = db
    .selectFrom('abo')
    .innerJoin('abo_person', 'abo_person.id', 'abo.person_id')
    .leftJoin('abfall_strasse', (j) => j.onRef('abfall_strasse.uuid', '=', 'abo.bezug').on('abo.thema', '=', 'abfall'))
    .select(['abo_person.id', 'abo_person.uuid', 'abo_person.email'])
    .distinct()
    .where('abo.status', '=', 'aktiv')
    .where('abo_person.pausiert', 'is', null);
  if (ortsteil !== 'alle')
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('abo.thema', '=', 'baustellen'), eb('abo.bezug', '=', ortsteil)]),
        eb.and([eb('abo.thema', '=', 'abfall'), eb('abfall_strasse.ortsteil', '=', ortsteil)]),
      ]),
    );
  return q.execute();
}

/** Everything stored about an address (GDPR Art. 15), or null. */
export async function auskunft(ctx: CmsContext, email: string): Promise<string | null> {
  const person = await ctx.db.selectFrom('abo_person').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!person) return null;
  const abos = await ctx.db.selectFrom('abo').selectAll().where('person_id', '=', person.id).orderBy('id').execute();
  const woerter = await titel(ctx.db, abos);
  return JSON.stringify(
    {
      auskunft: `Gespeicherte Daten zu E-Mail-Benachrichtigungen der ${TOWN.officialName}`,
      erstellt: ctx.now().toISOString(),
      email: person.email,
      angelegt: person.erstellt,
      pausiert: person.pausiert,
      abonnements: abos.map((a, i) => ({
        thema: woerter[i],
        haeufigkeit: a.haeufigkeit,
        uhrzeit: a.uhrzeit,
        status: a.status,
        bestellt: a.erstellt,
        bestaetigt: a.bestaetigt,
        beendet: a.beendet,
      })),
    },
    null,
    2,
  );
}
