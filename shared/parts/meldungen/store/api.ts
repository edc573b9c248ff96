import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../../../server/cms/schema';
import type { Submission, SubmissionHook } from '../../../../server/cms/part';
import { implement, notFound, problem, type CmsContext } from '../../../../server/cms/contract/implement';
import { listMeta } from '../../../../server/cms/query';
import { MEDIA_DIR } from '../../../../server/cms/seed/dirs';
import { syncFile } from '../../../../server/util/files';
import { berlinToday } from '../../../format/date';
import { addWorkingDaysBW } from '../../../time/holidays';
import {
  meldungAbonnieren,
  meldungAendern,
  meldungenIntern,
  meldungenOeffentlich,
  meldungIntern,
  meldungLink,
  meldungOeffentlich,
  meldungUmfrage,
  meldungUmfrageAntworten,
  type Auswertung,
  type MeldungAktion,
  type MeldungKurz,
  type MeldungOeffentlich,
  type MeldungVerlauf,
} from '../contract';
import { ANTWORT_ARBEITSTAGE, BESTAETIGUNG_TAGE, MELDUNG_STATUS, MELDUNGEN_PRO_SEITE, isMeldungStatus, type MeldungStatus } from '../values';
import { kategorieNamen, type Namen } from './kategorien';
import { oneClickUnsubscribe } from '../../../../server/cms/mail';
import { queue } from './post';
import { bestaetigenMail, statusMail } from './texte';
import { abmeldenLink, bestaetigenSiegel, oeffneAbmelden, oeffneBestaetigen, oeffneUmfrage } from './siegel';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Database['meldung'] & { id: number };

/** The damage form's kind: its submissions are the reports. */
export const ART = 'schadensmeldung';
const WEBSITE = 'Website';
const DAY = 86_400_000;

/** "lat,lon" of the form's map, or nulls. */
function position(text: string | undefined): { lat: number | null; lon: number | null } {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!m) return { lat: null, lon: null };
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : { lat: null, lon: null };
}

/** The district of an address: the waste calendar's street it starts with, else a district it names. */
async function ortsteilOf(db: Db, adresse: string | null): Promise<string | null> {
  if (!adresse) return null;
  const text = adresse.toLocaleLowerCase('de');
  const streets = await db.selectFrom('abfall_strasse').select(['name', 'ortsteil']).execute();
  const street = streets.filter((s) => text.startsWith(s.name.toLocaleLowerCase('de'))).sort((a, b) => b.name.length - a.name.length)[0];
  if (street) return street.ortsteil;
  const named = [...new Set(streets.map((s) => s.ortsteil))].find((o) => new RegExp(`\\b${o.toLocaleLowerCase('de')}\\b`, 'u').test(text));
  return named ?? null;
}

/**
 * A damage report's public report (shapes: one `meldung` per submission, in its transaction): not
 * public until staff approve it; the reporter's e-mail, if given, hears of every status change.
 */
export const onSubmission: SubmissionHook = async (trx, s: Submission) => {
  if (s.art !== ART) return;
  const adresse = (s.felder.ort ?? '').trim().slice(0, 200) || null;
  const row = await trx
    .insertInto('meldung')
    .values({
      eingang_id: s.id,
      kategorie: s.felder.kategorie || 'sonstiges',
      ...position(s.felder.position),
      adresse,
      ortsteil: await ortsteilOf(trx, adresse),
      status: 'eingegangen',
      text_oeffentlich: null,
      antwort: null,
      freigegeben: null,
      zusammengefuehrt_in: null,
      amt_id: null,
      beantwortet: null,
      erledigt_am: null,
      umfrage: null,
      erstellt: s.erstellt,
      geaendert: s.erstellt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (s.fotos.length)
    await trx
      .insertInto('meldung_foto')
      .values(s.fotos.map((f) => ({ meldung_id: row.id, eingang_foto_id: f, entscheidung: 'offen', verpixelt: 0, medium_key: null })))
      .execute();
  await trx
    .insertInto('meldung_verlauf')
    .values({ meldung_id: row.id, zeit: s.erstellt, art: 'eingegangen', status: 'eingegangen', text: null, intern: 0, von_name: WEBSITE })
    .execute();
  const email = (s.felder.email ?? '').trim().toLowerCase();
  if (email)
    await trx
      .insertInto('meldung_abo')
      .values({ meldung_id: row.id, email, art: 'meldend', bestaetigt: s.erstellt, abgemeldet: null, erstellt: s.erstellt })
      .execute();
};

const kurz = (r: Row, namen: Namen): MeldungKurz => ({
  id: r.id,
  kategorie: r.kategorie,
  kategorie_name: namen(r.kategorie),
  status: isMeldungStatus(r.status) ? r.status : 'eingegangen',
  adresse: r.adresse,
  ortsteil: r.ortsteil,
  lat: r.lat,
  lon: r.lon,
  text: r.text_oeffentlich,
  antwort: r.antwort,
  erstellt: r.erstellt,
  geaendert: r.geaendert,
});

/** Only what staff approved, and never a report merged into another. */
const publicOnly = (db: Db) => db.selectFrom('meldung').where('freigegeben', 'is not', null).where('zusammengefuehrt_in', 'is', null);

export interface MeldungFilter {
  kategorie?: string | undefined;
  status?: MeldungStatus | undefined;
  ortsteil?: string | undefined;
  seite?: number;
  pro_seite?: number;
}

/** Approved reports, the latest change first: for the public page, the feed, Open311 and "Mein Ort". */
export async function publicReports(ctx: Pick<CmsContext, 'db'>, filter: MeldungFilter = {}) {
  const seite = filter.seite ?? 1;
  const proSeite = filter.pro_seite ?? MELDUNGEN_PRO_SEITE;
  let q = publicOnly(ctx.db);
  if (filter.kategorie) q = q.where('kategorie', '=', filter.kategorie);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.ortsteil) q = q.where('ortsteil', '=', filter.ortsteil);
  const [count, rows, namen] = await Promise.all([
    q.select(sql<number>`COUNT(*)`.as('n')).executeTakeFirst(),
    q
      .selectAll()
      .orderBy('geaendert', 'desc')
      .orderBy('id', 'desc')
      .limit(proSeite)
      .offset((seite - 1) * proSeite)
      .execute(),
    kategorieNamen(ctx.db),
  ]);
  return { data: rows.map((r) => kurz(r as Row, namen)), meta: listMeta(seite, proSeite, Number(count?.n ?? 0)) };
}

/** One approved report with its public history and approved photos; null when there is none to show. */
export async function publicReport(ctx: Pick<CmsContext, 'db' | 'bild'>, id: number): Promise<MeldungOeffentlich | null> {
  const r = await publicOnly(ctx.db).selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  const [verlauf, fotos, namen] = await Promise.all([
    ctx.db.selectFrom('meldung_verlauf').selectAll().where('meldung_id', '=', id).where('intern', '=', 0).orderBy('zeit').orderBy('id').execute(),
    ctx.db.selectFrom('meldung_foto').select('medium_key').where('meldung_id', '=', id).where('entscheidung', '=', 'freigegeben').orderBy('id').execute(),
    kategorieNamen(ctx.db),
  ]);
  const bilder = await Promise.all(fotos.map((f, i) => ctx.bild(f.medium_key, `Foto ${i + 1} zu Meldung Nr. ${id}`)));
  return {
    ...kurz(r as Row, namen),
    fotos: bilder.filter((b) => b !== null),
    verlauf: verlauf.map((v) => ({ zeit: v.zeit, art: v.art, status: isMeldungStatus(v.status) ? v.status : null, text: v.text })),
  };
}

/** The confirmed subscribers who still want mail. */
const abonnenten = (db: Db, meldung: number) =>
  db
    .selectFrom('meldung_abo')
    .select(['id', 'email'])
    .where('meldung_id', '=', meldung)
    .where('bestaetigt', 'is not', null)
    .where('abgemeldet', 'is', null)
    .execute();

/** Mails every confirmed subscriber of the report about a status change or an answer, in the caller's transaction. */
async function benachrichtigen(
  ctx: CmsContext,
  trx: Transaction<Database>,
  r: Row,
  herkunft: string,
  aenderung: { status?: MeldungStatus; antwort?: string },
  namen: Namen,
  now: Date,
) {
  if (r.eingang_id === null) return;
  const bezug = { id: r.id, kategorie: namen(r.kategorie), adresse: r.freigegeben ? r.adresse : null, oeffentlich: r.freigegeben !== null };
  for (const a of await abonnenten(trx, r.id)) {
    const abmelden = `${herkunft}${abmeldenLink(ctx, a.id)}`;
    const m = statusMail(herkunft, bezug, aenderung, abmelden);
    await queue(
      trx,
      {
        eingangId: r.eingang_id,
        to: a.email,
        subject: m.subject,
        text: m.text,
        headers: oneClickUnsubscribe(abmelden),
        key: `meldung:${r.id}:${now.toISOString()}:${a.id}`,
      },
      now,
    );
  }
}

/** The submission's own status follows the report's, so the inbox and its retention sweep see it. */
async function eingangFolgt(trx: Transaction<Database>, r: Row, status: MeldungStatus, von: { uuid: string; name: string }, zeit: string) {
  if (r.eingang_id === null) return;
  const eingang = status === 'eingegangen' ? 'neu' : status === 'in_bearbeitung' ? 'in_bearbeitung' : 'erledigt';
  const e = await trx.selectFrom('eingang').select('status').where('id', '=', r.eingang_id).executeTakeFirst();
  if (!e || e.status === eingang) return;
  await trx
    .updateTable('eingang')
    .set({ status: eingang, geaendert: zeit, erledigt_am: eingang === 'erledigt' ? zeit : null })
    .where('id', '=', r.eingang_id)
    .execute();
  await trx
    .insertInto('eingang_verlauf')
    .values({ eingang_id: r.eingang_id, zeit, von_uuid: von.uuid || null, von_name: von.name, status: eingang, notiz: null, aktion: null })
    .execute();
}

/** A public photo: the original re-encoded (upright, at most 1600 px, no metadata), blurred on request, into the media list. */
async function veroeffentlicheFoto(
  ctx: CmsContext,
  meldung: number,
  foto: { id: number; eingang_foto_id: number },
  verpixelt: boolean,
): Promise<string | null> {
  const quelle = await ctx.db
    .selectFrom('eingang_foto')
    .innerJoin('eingang', 'eingang.id', 'eingang_foto.eingang_id')
    .select(['eingang.uuid', 'eingang_foto.datei'])
    .where('eingang_foto.id', '=', foto.eingang_foto_id)
    .executeTakeFirst();
  if (!quelle) return null;
  // The submissions' photo folder (ADR 13): FILES_DIR/eingaenge/<uuid>/.
  const from = path.join(ctx.filesDir, 'eingaenge', quelle.uuid, quelle.datei);
  const key = `meldung-${meldung}-${foto.id}-${Date.now().toString(36)}`;
  const datei = `${key}.jpg`;
  const dir = path.join(ctx.filesDir, MEDIA_DIR);
  await fs.promises.mkdir(dir, { recursive: true });
  const target = path.join(dir, datei);
  let image = sharp(from, { failOn: 'error' }).rotate().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });
  if (verpixelt) image = image.blur(24);
  const info = await image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
  await syncFile(target);
  await ctx.db
    .insertInto('medium')
    .values({ key, datei, alt: `Foto zu Meldung Nr. ${meldung}`, breite: info.width, hoehe: info.height })
    .execute();
  return key;
}

async function entferneMedium(ctx: CmsContext, key: string | null) {
  if (!key) return;
  const m = await ctx.db.selectFrom('medium').select('datei').where('key', '=', key).executeTakeFirst();
  await ctx.db.deleteFrom('medium').where('key', '=', key).execute();
  if (m) await fs.promises.rm(path.join(ctx.filesDir, MEDIA_DIR, m.datei), { force: true });
}

/**
 * Whether a report was answered within ANTWORT_ARBEITSTAGE working days of Baden-Württemberg (the day
 * it came in does not count; weekends and public holidays neither): in time, late, still open within
 * its days, or overdue without an answer. Days are Berlin days.
 */
export function workingDaysAnswered(erstellt: string, beantwortet: string | null, heute: string): 'rechtzeitig' | 'verspaetet' | 'offen' | 'ueberfaellig' {
  const frist = addWorkingDaysBW(berlinToday(new Date(erstellt)), ANTWORT_ARBEITSTAGE);
  if (beantwortet) return berlinToday(new Date(beantwortet)) <= frist ? 'rechtzeitig' : 'verspaetet';
  return heute > frist ? 'ueberfaellig' : 'offen';
}

/** The dashboard: reports per category and status, and the share answered within 3 working days (Baden-Württemberg). */
async function auswertung(ctx: CmsContext, namen: Namen): Promise<Auswertung> {
  const rows = await ctx.db.selectFrom('meldung').select(['kategorie', 'status', 'erstellt', 'beantwortet']).where('zusammengefuehrt_in', 'is', null).execute();
  const heute = berlinToday(ctx.now());
  const kategorien = new Map<string, Record<MeldungStatus, number>>();
  let faellig = 0;
  let rechtzeitig = 0;
  let offen = 0;
  for (const r of rows) {
    const k = kategorien.get(r.kategorie) ?? (Object.fromEntries(MELDUNG_STATUS.map((s) => [s, 0])) as Record<MeldungStatus, number>);
    if (isMeldungStatus(r.status)) k[r.status] += 1;
    kategorien.set(r.kategorie, k);
    const stand = workingDaysAnswered(r.erstellt, r.beantwortet, heute);
    if (stand !== 'offen') faellig += 1;
    if (stand === 'rechtzeitig') rechtzeitig += 1;
    if (stand === 'ueberfaellig') offen += 1;
  }
  return {
    kategorien: [...kategorien]
      .map(([schluessel, anzahl]) => ({ schluessel, name: namen(schluessel), anzahl }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    faellig,
    rechtzeitig,
    offen_ueberfaellig: offen,
  };
}

const EDIT_CONFLICT = (text: string) => problem(409, text);

export const operations = [
  implement(meldungenOeffentlich, async ({ query }, ctx) => {
    const liste = await publicReports(ctx, { ...query, seite: query.seite, pro_seite: query.pro_seite });
    const [kategorien, ortsteile, namen] = await Promise.all([
      publicOnly(ctx.db).select('kategorie').distinct().execute(),
      publicOnly(ctx.db).select('ortsteil').distinct().where('ortsteil', 'is not', null).execute(),
      kategorieNamen(ctx.db),
    ]);
    return {
      ...liste,
      kategorien: kategorien.map((k) => ({ schluessel: k.kategorie, name: namen(k.kategorie) })).sort((a, b) => a.name.localeCompare(b.name, 'de')),
      ortsteile: ortsteile.map((o) => o.ortsteil!).sort((a, b) => a.localeCompare(b, 'de')),
    };
  }),

  implement(meldungOeffentlich, async ({ params }, ctx) => {
    const data = await publicReport(ctx, params.id);
    if (data) return { data, zusammengefuehrt_in: null };
    // A public report merged into another: its address leads there.
    const merged = await ctx.db
      .selectFrom('meldung')
      .select('zusammengefuehrt_in')
      .where('id', '=', params.id)
      .where('freigegeben', 'is not', null)
      .executeTakeFirst();
    return merged?.zusammengefuehrt_in ? { data: null, zusammengefuehrt_in: merged.zusammengefuehrt_in } : notFound('Unbekannte Meldung');
  }),

  implement(meldungAbonnieren, async ({ params, body }, ctx) => {
    const now = ctx.now();
    const zeit = now.toISOString();
    const email = body.email.trim().toLowerCase();
    const result = await ctx.db.transaction().execute(async (trx) => {
      const r = (await publicOnly(trx).selectAll().where('id', '=', params.id).executeTakeFirst()) as Row | undefined;
      if (!r) return null;
      // Its submission is deleted (ADR 53: the subscribers go with it), so it takes none any more.
      if (r.eingang_id === null) return 'geschlossen' as const;
      const before = await trx.selectFrom('meldung_abo').selectAll().where('meldung_id', '=', r.id).where('email', '=', email).executeTakeFirst();
      if (before?.bestaetigt && !before.abgemeldet) return { bereits: true };
      // A new request (or one again after an unsubscribe or an expired link) starts the 7 days anew.
      let id: number;
      if (before) {
        await trx.updateTable('meldung_abo').set({ bestaetigt: null, abgemeldet: null, erstellt: zeit }).where('id', '=', before.id).execute();
        id = before.id;
      } else {
        id = (
          await trx
            .insertInto('meldung_abo')
            .values({ meldung_id: r.id, email, art: 'betroffen', bestaetigt: null, abgemeldet: null, erstellt: zeit })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      const namen = await kategorieNamen(trx);
      const link = `${body.herkunft}/rathaus/meldungen/bestaetigen/${bestaetigenSiegel(ctx, id, zeit)}`;
      const m = bestaetigenMail(body.herkunft, { id: r.id, kategorie: namen(r.kategorie), adresse: r.adresse, oeffentlich: true }, link, BESTAETIGUNG_TAGE);
      await queue(trx, { eingangId: r.eingang_id, to: email, subject: m.subject, text: m.text, key: `meldung-abo:${id}:${zeit}` }, now);
      return { bereits: false };
    });
    if (result === 'geschlossen') return problem(409, 'Zu dieser Meldung sind keine Benachrichtigungen mehr möglich.');
    return result ? { data: result } : notFound('Unbekannte Meldung');
  }),

  implement(meldungLink, async ({ body }, ctx) => {
    const now = ctx.now();
    if (body.aktion === 'bestaetigen') {
      const opened = oeffneBestaetigen(ctx, body.siegel);
      if (!opened) return notFound('Unbekannter Link');
      const a = await ctx.db.selectFrom('meldung_abo').selectAll().where('id', '=', opened.id).executeTakeFirst();
      // A link of an earlier request (the address asked again since) is no longer this request's.
      if (!a || a.erstellt !== opened.erstellt) return notFound('Unbekannter Link');
      if (a.bestaetigt && !a.abgemeldet) return { data: { meldung: a.meldung_id, ergebnis: 'bereits' as const } };
      if (now.getTime() - new Date(a.erstellt).getTime() > BESTAETIGUNG_TAGE * DAY) return { data: { meldung: a.meldung_id, ergebnis: 'abgelaufen' as const } };
      await ctx.db.updateTable('meldung_abo').set({ bestaetigt: now.toISOString(), abgemeldet: null }).where('id', '=', a.id).execute();
      return { data: { meldung: a.meldung_id, ergebnis: 'ok' as const } };
    }
    const id = oeffneAbmelden(ctx, body.siegel);
    if (id === null) return notFound('Unbekannter Link');
    const a = await ctx.db.selectFrom('meldung_abo').selectAll().where('id', '=', id).executeTakeFirst();
    // A genuine link whose address is deleted already (unsubscribed before, or its report's time is over).
    if (!a) return { data: { meldung: 0, ergebnis: 'bereits' as const } };
    if (a.abgemeldet) return { data: { meldung: a.meldung_id, ergebnis: 'bereits' as const } };
    await ctx.db.updateTable('meldung_abo').set({ abgemeldet: now.toISOString() }).where('id', '=', a.id).execute();
    return { data: { meldung: a.meldung_id, ergebnis: 'ok' as const } };
  }),

  implement(meldungUmfrage, async ({ params }, ctx) => {
    const opened = oeffneUmfrage(ctx, params.siegel);
    const r = opened ? ((await ctx.db.selectFrom('meldung').selectAll().where('id', '=', opened.meldung).executeTakeFirst()) as Row | undefined) : undefined;
    if (!r) return notFound('Unbekannter Link');
    const namen = await kategorieNamen(ctx.db);
    return {
      data: { meldung: Number(r.id), kategorie_name: namen(r.kategorie), adresse: r.adresse, status: isMeldungStatus(r.status) ? r.status : 'eingegangen' },
    };
  }),

  implement(meldungUmfrageAntworten, async ({ params, body }, ctx) => {
    const opened = oeffneUmfrage(ctx, params.siegel);
    if (!opened) return notFound('Unbekannter Link');
    const zeit = ctx.now().toISOString();
    const result = await ctx.db.transaction().execute(async (trx) => {
      const r = (await trx.selectFrom('meldung').selectAll().where('id', '=', opened.meldung).executeTakeFirst()) as Row | undefined;
      if (!r) return null;
      const kommentar = body.kommentar ? `\n${body.kommentar}` : '';
      const von = 'Meldende Person (Umfrage)';
      // Only a report still marked done reopens; answering twice changes nothing more.
      if (!body.behoben && r.status === 'erledigt') {
        await trx.updateTable('meldung').set({ status: 'in_bearbeitung', erledigt_am: null, geaendert: zeit }).where('id', '=', r.id).execute();
        await trx
          .insertInto('meldung_verlauf')
          .values({
            meldung_id: r.id,
            zeit,
            art: 'wiedereroeffnet',
            status: 'in_bearbeitung',
            text: 'Laut der meldenden Person ist es nicht behoben. Wir sehen es uns noch einmal an.',
            intern: 0,
            von_name: von,
          })
          .execute();
        await trx
          .insertInto('meldung_verlauf')
          .values({
            meldung_id: r.id,
            zeit,
            art: 'notiz',
            status: null,
            text: `Umfrage: nicht behoben. Bitte erneut prüfen.${kommentar}`,
            intern: 1,
            von_name: von,
          })
          .execute();
        await eingangFolgt(trx, r, 'in_bearbeitung', { uuid: '', name: von }, zeit);
        return { meldung: Number(r.id), wiedereroeffnet: true };
      }
      if (body.behoben) {
        const schon = await trx.selectFrom('meldung_verlauf').select('id').where('meldung_id', '=', r.id).where('art', '=', 'behoben').executeTakeFirst();
        if (!schon) {
          await trx
            .insertInto('meldung_verlauf')
            .values({ meldung_id: r.id, zeit, art: 'behoben', status: null, text: 'Die meldende Person bestätigt: behoben.', intern: 0, von_name: von })
            .execute();
          if (kommentar)
            await trx
              .insertInto('meldung_verlauf')
              .values({ meldung_id: r.id, zeit, art: 'notiz', status: null, text: `Umfrage: behoben.${kommentar}`, intern: 1, von_name: von })
              .execute();
        }
      }
      return { meldung: Number(r.id), wiedereroeffnet: false };
    });
    return result ? { data: result } : notFound('Unbekannter Link');
  }),

  implement(meldungenIntern, async ({ query }, ctx) => {
    let q = ctx.db.selectFrom('meldung').leftJoin('eingang', 'eingang.id', 'meldung.eingang_id');
    if (query.kategorie) q = q.where('meldung.kategorie', '=', query.kategorie);
    if (query.status) q = q.where('meldung.status', '=', query.status);
    if (query.offen) q = q.where('meldung.freigegeben', 'is', null).where('meldung.zusammengefuehrt_in', 'is', null);
    const proSeite = 25;
    const [count, rows, namen] = await Promise.all([
      q.select(sql<number>`COUNT(*)`.as('n')).executeTakeFirst(),
      q
        .selectAll('meldung')
        .select('eingang.referenz')
        .orderBy('meldung.erstellt', 'desc')
        .orderBy('meldung.id', 'desc')
        .limit(proSeite)
        .offset((query.seite - 1) * proSeite)
        .execute(),
      kategorieNamen(ctx.db),
    ]);
    return {
      data: rows.map((r) => ({
        ...kurz(r as unknown as Row, namen),
        referenz: r.referenz ?? null,
        freigegeben: r.freigegeben,
        zusammengefuehrt_in: r.zusammengefuehrt_in,
      })),
      meta: listMeta(query.seite, proSeite, Number(count?.n ?? 0)),
      auswertung: await auswertung(ctx, namen),
    };
  }),

  implement(meldungIntern, async ({ params }, ctx) => {
    const r = await ctx.db
      .selectFrom('meldung')
      .leftJoin('eingang', 'eingang.id', 'meldung.eingang_id')
      .selectAll('meldung')
      .select(['eingang.referenz', 'eingang.felder'])
      .where('meldung.id', '=', params.id)
      .executeTakeFirst();
    if (!r) return notFound('Unbekannte Meldung');
    const [fotos, verlauf, abos, namen] = await Promise.all([
      ctx.db.selectFrom('meldung_foto').selectAll().where('meldung_id', '=', r.id).orderBy('id').execute(),
      ctx.db.selectFrom('meldung_verlauf').selectAll().where('meldung_id', '=', r.id).orderBy('zeit').orderBy('id').execute(),
      ctx.db
        .selectFrom('meldung_abo')
        .select(['art', sql<number>`COUNT(*)`.as('n')])
        .where('meldung_id', '=', r.id)
        .where('bestaetigt', 'is not', null)
        .where('abgemeldet', 'is', null)
        .groupBy('art')
        .execute(),
      kategorieNamen(ctx.db),
    ]);
    const felder = r.felder ? (JSON.parse(r.felder) as Record<string, string>) : {};
    const abo = (art: string) => Number(abos.find((a) => a.art === art)?.n ?? 0);
    return {
      data: {
        ...kurz(r as unknown as Row, namen),
        referenz: r.referenz ?? null,
        beschreibung: felder.beschreibung ?? '',
        freigegeben: r.freigegeben,
        zusammengefuehrt_in: r.zusammengefuehrt_in,
        amt_id: r.amt_id,
        beantwortet: r.beantwortet,
        abos: { meldend: abo('meldend'), betroffen: abo('betroffen') },
        fotos: await Promise.all(
          fotos.map(async (f, i) => ({
            id: f.id,
            entscheidung: f.entscheidung as 'offen' | 'freigegeben' | 'verworfen',
            verpixelt: f.verpixelt === 1,
            intern: r.referenz ? `/intranet/eingaenge/${r.referenz}/fotos/${f.eingang_foto_id}` : null,
            bild: f.medium_key ? await ctx.bild(f.medium_key, `Foto ${i + 1} zu Meldung Nr. ${r.id}`) : null,
          })),
        ),
        verlauf: verlauf.map((v): MeldungVerlauf & { intern: boolean; von: string } => ({
          zeit: v.zeit,
          art: v.art,
          status: isMeldungStatus(v.status) ? v.status : null,
          text: v.text,
          intern: v.intern === 1,
          von: v.von_name,
        })),
      },
    };
  }),

  implement(meldungAendern, async ({ params, body }, ctx) => {
    const now = ctx.now();
    const zeit = now.toISOString();
    const s: MeldungAktion = body.schritt;
    const von = body.von;
    // A photo is written to the media list before the transaction that records it.
    let neuesBild: string | null = null;
    let altesBild: string | null = null;
    if (s.aktion === 'foto') {
      const f = await ctx.db.selectFrom('meldung_foto').selectAll().where('id', '=', s.foto).where('meldung_id', '=', params.id).executeTakeFirst();
      if (!f) return EDIT_CONFLICT('Dieses Foto gehört nicht zu der Meldung.');
      altesBild = f.medium_key;
      if (s.entscheidung !== 'verwerfen') {
        neuesBild = await veroeffentlicheFoto(ctx, params.id, f, s.entscheidung === 'verpixeln');
        if (!neuesBild) return EDIT_CONFLICT('Das Original des Fotos ist nicht mehr gespeichert.');
      }
    }
    const result = await ctx.db.transaction().execute(async (trx) => {
      const r = (await trx.selectFrom('meldung').selectAll().where('id', '=', params.id).executeTakeFirst()) as Row | undefined;
      if (!r) return notFound('Unbekannte Meldung');
      if (r.zusammengefuehrt_in !== null) return EDIT_CONFLICT(`Diese Meldung wurde mit Meldung Nr. ${r.zusammengefuehrt_in} zusammengeführt.`);
      const namen = await kategorieNamen(trx);
      const eintrag = (art: string, text: string | null, status: string | null = null, intern = 0) =>
        trx.insertInto('meldung_verlauf').values({ meldung_id: r.id, zeit, art, status, text, intern, von_name: von.name }).execute();
      const beantwortet = r.beantwortet ?? zeit;
      switch (s.aktion) {
        case 'status': {
          if (s.status === r.status && !s.notiz) return true;
          if (s.status !== r.status) {
            await trx
              .updateTable('meldung')
              .set({
                status: s.status,
                geaendert: zeit,
                beantwortet,
                erledigt_am: s.status === 'erledigt' ? zeit : null,
                umfrage: s.status === 'erledigt' ? null : r.umfrage,
              })
              .where('id', '=', r.id)
              .execute();
            await eintrag('status', null, s.status);
            await eingangFolgt(trx, r, s.status, von, zeit);
            await benachrichtigen(ctx, trx, { ...r, status: s.status }, body.herkunft, { status: s.status }, namen, now);
          }
          if (s.notiz) await eintrag('notiz', s.notiz, null, 1);
          return true;
        }
        case 'antwort': {
          await trx.updateTable('meldung').set({ antwort: s.antwort, geaendert: zeit, beantwortet }).where('id', '=', r.id).execute();
          await eintrag('antwort', s.antwort);
          await benachrichtigen(ctx, trx, r, body.herkunft, { antwort: s.antwort }, namen, now);
          return true;
        }
        case 'freigeben': {
          await trx
            .updateTable('meldung')
            .set({ text_oeffentlich: s.text, freigegeben: r.freigegeben ?? zeit, geaendert: zeit })
            .where('id', '=', r.id)
            .execute();
          await eintrag(r.freigegeben ? 'text' : 'freigegeben', null, null, r.freigegeben ? 1 : 0);
          return true;
        }
        case 'zurueckziehen': {
          await trx.updateTable('meldung').set({ freigegeben: null, geaendert: zeit }).where('id', '=', r.id).execute();
          await eintrag('zurueckgezogen', 'Nicht mehr öffentlich.', null, 1);
          return true;
        }
        case 'foto': {
          const entscheidung = s.entscheidung === 'verwerfen' ? 'verworfen' : 'freigegeben';
          await trx
            .updateTable('meldung_foto')
            .set({ entscheidung, verpixelt: s.entscheidung === 'verpixeln' ? 1 : 0, medium_key: neuesBild })
            .where('id', '=', s.foto)
            .execute();
          await trx.updateTable('meldung').set({ geaendert: zeit }).where('id', '=', r.id).execute();
          const was = { freigeben: 'freigegeben', verpixeln: 'verpixelt freigegeben', verwerfen: 'verworfen' }[s.entscheidung];
          await eintrag('foto', `Foto ${was}.`, null, 1);
          return true;
        }
        case 'zusammenfuehren': {
          if (s.ziel === r.id) return EDIT_CONFLICT('Eine Meldung kann nicht mit sich selbst zusammengeführt werden.');
          const ziel = (await trx.selectFrom('meldung').selectAll().where('id', '=', s.ziel).executeTakeFirst()) as Row | undefined;
          if (!ziel) return EDIT_CONFLICT(`Es gibt keine Meldung Nr. ${s.ziel}.`);
          if (ziel.zusammengefuehrt_in !== null)
            return EDIT_CONFLICT(`Meldung Nr. ${s.ziel} wurde selbst mit Meldung Nr. ${ziel.zusammengefuehrt_in} zusammengeführt.`);
          await trx.updateTable('meldung').set({ zusammengefuehrt_in: ziel.id, geaendert: zeit }).where('id', '=', r.id).execute();
          await trx.updateTable('meldung').set({ geaendert: zeit }).where('id', '=', ziel.id).execute();
          // Its subscribers follow: each address once, confirmed stays confirmed.
          const abos = await trx.selectFrom('meldung_abo').selectAll().where('meldung_id', '=', r.id).execute();
          const schon = new Set((await trx.selectFrom('meldung_abo').select('email').where('meldung_id', '=', ziel.id).execute()).map((a) => a.email));
          for (const a of abos) {
            if (schon.has(a.email)) await trx.deleteFrom('meldung_abo').where('id', '=', a.id).execute();
            else await trx.updateTable('meldung_abo').set({ meldung_id: ziel.id }).where('id', '=', a.id).execute();
          }
          await eintrag('zusammengefuehrt', `Zusammengeführt mit Meldung Nr. ${ziel.id}.`);
          await trx
            .insertInto('meldung_verlauf')
            .values({
              meldung_id: ziel.id,
              zeit,
              art: 'notiz',
              status: null,
              text: `Meldung Nr. ${r.id} wurde hierher zusammengeführt.`,
              intern: 1,
              von_name: von.name,
            })
            .execute();
          if (r.eingang_id !== null)
            await trx
              .insertInto('eingang_verlauf')
              .values({
                eingang_id: r.eingang_id,
                zeit,
                von_uuid: von.uuid || null,
                von_name: von.name,
                status: null,
                notiz: `Zusammengeführt mit Meldung Nr. ${ziel.id}`,
                aktion: null,
              })
              .execute();
          return true;
        }
        case 'amt': {
          await trx.updateTable('meldung').set({ amt_id: s.amt, geaendert: zeit }).where('id', '=', r.id).execute();
          await eintrag('amt', s.amt === null ? 'Keinem Amt zugewiesen.' : `Amt ${s.amt} zugewiesen.`, null, 1);
          return true;
        }
      }
    });
    if (result !== true) {
      // Not recorded: the new public copy goes again.
      if (neuesBild) await entferneMedium(ctx, neuesBild);
      return result;
    }
    if (s.aktion === 'foto' && altesBild) await entferneMedium(ctx, altesBild);
    return { data: true as const };
  }),
];

export type { Submission };
