import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import {
  eingaengeExport,
  eingaengeListe,
  eingangAendern,
  eingangAnlegen,
  eingangDetail,
  eingangFoto,
  eingangFotosAblegen,
  type EntwurfFoto,
} from '../../../../shared/contract/eingaenge';
import { EINGANG_STATUS, FOTO_TOKEN, type EingangStatus, type PostStatus } from '../../../../shared/contract/eingaenge-values';
import { formularFor, FOTO_ANZAHL_MESSAGE } from '../../../../shared/pages/formulare/definitions';
import { berlinToday } from '../../../../shared/format/date';
import { implement, notFound, problem, type CmsContext } from '../../contract/implement';
import { listMeta } from '../../query';
import type { EingaengeTables } from './schema';
import { eingaengeDir, entwurfDir, makeDir, remove, syncDir, syncFile } from './files';
import { displayName, fotoDatei, isUpload, reencode } from './fotos';
import { mail } from './texte';
import { exportCsv } from './csv';
import { outboxSignal } from './signal';

const db = (ctx: CmsContext) => ctx.db as Kysely<EingaengeTables>;
const random = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

/** Who the first entry of a submission's history names. */
export const WEBSITE = 'Website (Formular)';


/**
 * The idempotency key (ADR 13): the form's per-render key and the values. The same form sent twice
 * (double click, refresh of the POST) is one submission; a form sent again with changed values after
 * the browser's back button is a new one and is not swallowed by the first.
 */
function idempotencyKey(schluessel: string, art: string, felder: Record<string, string>): string {
  const canonical = JSON.stringify([art, Object.entries(felder).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  return `${schluessel}:${crypto.createHash('sha256').update(canonical).digest('base64url').slice(0, 22)}`;
}

async function entwurfFotos(ctx: CmsContext, token: string) {
  return db(ctx).selectFrom('eingang_entwurf_foto').selectAll().where('token', '=', token).orderBy('erstellt').orderBy('id').execute();
}

const shown = (rows: { id: string; name: string; groesse: number }[]): EntwurfFoto[] => rows.map((r) => ({ id: r.id, name: r.name, groesse: r.groesse }));

export const operations = [
  implement(eingangFotosAblegen, async ({ body }, ctx) => {
    for (const d of body.dateien) if (!isUpload(ctx.dataDir, d.pfad)) return problem(400, 'Ungültige Datei');
    // A token of another form (or none) starts a fresh set: one form never sees another's photos.
    let token = body.token ?? random(32);
    let rows = await entwurfFotos(ctx, token);
    if (rows.some((r) => r.schluessel !== body.schluessel)) {
      token = random(32);
      rows = [];
    }
    const dir = path.join(entwurfDir(ctx.filesDir), token);
    const weg = rows.filter((r) => body.entfernen.includes(r.id));
    if (weg.length) {
      await db(ctx).deleteFrom('eingang_entwurf_foto').where('token', '=', token).where('id', 'in', weg.map((r) => r.id)).execute();
      await Promise.all(weg.map((r) => remove(path.join(dir, r.datei))));
      rows = rows.filter((r) => !weg.includes(r));
    }
    const fehler: string[] = [];
    let count = rows.length;
    for (const d of body.dateien) {
      const name = displayName(d.name);
      if (count >= body.hoechstens) {
        if (!fehler.includes(FOTO_ANZAHL_MESSAGE(body.hoechstens))) fehler.push(FOTO_ANZAHL_MESSAGE(body.hoechstens));
        continue;
      }
      await makeDir(dir);
      const id = random(12);
      const base = path.join(dir, id);
      const result = await reencode(d.pfad, name, `${base}.tmp`);
      if ('fehler' in result) {
        fehler.push(result.fehler);
        continue;
      }
      const datei = fotoDatei(id, result.mime);
      await fs.promises.rename(`${base}.tmp`, path.join(dir, datei));
      await db(ctx)
        .insertInto('eingang_entwurf_foto')
        .values({ id, token, schluessel: body.schluessel, datei, name, mime: result.mime, groesse: result.size, erstellt: ctx.now().toISOString() })
        .execute();
      count += 1;
    }
    return { data: { token, fotos: shown(await entwurfFotos(ctx, token)), fehler } };
  }),

  implement(eingangAnlegen, async ({ body }, ctx) => {
    const def = formularFor(body.art);
    if (!def) return problem(400, 'Unbekannte Art des Eingangs');
    const key = idempotencyKey(body.schluessel, body.art, body.felder);
    // One submission per form key and values at a time on every instance (ADR 20): a double click
    // sends the same form twice at once, maybe to two instances, and the second must find the first
    // one's row, not race it to the unique index.
    return ctx.exclusive(`eingang:${key}`, async () => {
      const existing = await db(ctx).selectFrom('eingang').select('referenz').where('schluessel', '=', key).executeTakeFirst();
      if (existing) return { data: { referenz: existing.referenz, neu: false } };

      const staged = body.token && FOTO_TOKEN.test(body.token) ? await entwurfFotos(ctx, body.token) : [];
      if (staged.some((r) => r.schluessel !== body.schluessel)) return problem(400, 'Die Fotos gehören zu einem anderen Formular');
      if (staged.length > def.fotos) return problem(400, FOTO_ANZAHL_MESSAGE(def.fotos));

      // Photos first, on the disk for good (files and the new directory synced), then the one
      // transaction that makes the submission exist. A crash in between leaves a folder without a
      // row, which the sweep removes; never a row without its photos.
      const uuid = crypto.randomUUID();
      const dir = path.join(eingaengeDir(ctx.filesDir), uuid);
      const moved: { from: string; to: string; datei: string; name: string; mime: string; groesse: number }[] = [];
      if (staged.length) {
        await makeDir(dir);
        const from = path.join(entwurfDir(ctx.filesDir), body.token!);
        for (const [i, r] of staged.entries()) {
          const datei = fotoDatei(String(i + 1), r.mime);
          const m = { from: path.join(from, r.datei), to: path.join(dir, datei), datei, name: r.name, mime: r.mime, groesse: r.groesse };
          await fs.promises.rename(m.from, m.to);
          moved.push(m);
          await syncFile(m.to);
        }
        await syncDir(dir);
      }

      const now = ctx.now();
      const erstellt = now.toISOString();
      const jahr = Number(berlinToday(now).slice(0, 4));
      let referenz: string;
      try {
        referenz = await db(ctx)
          .transaction()
          .execute(async (trx) => {
            const nummer = await sql<{ letzte: number }>`
              INSERT INTO eingang_nummer (art, jahr, letzte) VALUES (${def.art}, ${jahr}, 1)
              ON CONFLICT (art, jahr) DO UPDATE SET letzte = eingang_nummer.letzte + 1
              RETURNING letzte`.execute(trx);
            const ref = `${def.prefix}-${jahr}-${String(nummer.rows[0]!.letzte).padStart(6, '0')}`;
            const row = await trx
              .insertInto('eingang')
              .values({ uuid, art: def.art, referenz: ref, schluessel: key, status: 'neu', felder: JSON.stringify(body.felder), erstellt, geaendert: erstellt, erledigt_am: null })
              .returning('id')
              .executeTakeFirstOrThrow();
            if (moved.length) {
              await trx
                .insertInto('eingang_foto')
                .values(moved.map((m) => ({ eingang_id: row.id, datei: m.datei, name: m.name, mime: m.mime, groesse: m.groesse })))
                .execute();
              await trx.deleteFrom('eingang_entwurf_foto').where('token', '=', body.token!).execute();
            }
            await trx.insertInto('eingang_verlauf').values({ eingang_id: row.id, zeit: erstellt, von_uuid: null, von_name: WEBSITE, status: 'neu', notiz: null }).execute();
            const m = mail(def.art, ref, body.felder, { erstellt, fotos: moved.length, herkunft: body.herkunft });
            await trx
              .insertInto('eingang_post')
              .values({
                eingang_id: row.id,
                an: body.empfaenger.email,
                betreff: m.betreff,
                text: m.text,
                antwort_an: body.felder.email || null,
                naechster_versuch: erstellt,
                letzter_fehler: null,
                gesendet: null,
                erstellt,
              })
              .execute();
            return ref;
          });
      } catch (error) {
        // Nothing was stored: the photos go back where they were kept, so the form can be sent again.
        for (const m of moved) await fs.promises.rename(m.to, m.from).catch(() => {});
        await remove(dir);
        throw error;
      }
      if (body.token) await remove(path.join(entwurfDir(ctx.filesDir), body.token));
      outboxSignal(ctx.db).emit('neu');
      return { data: { referenz, neu: true } };
    });
  }),

  implement(eingaengeListe, async ({ query }, ctx) => {
    let base = db(ctx).selectFrom('eingang');
    if (query.art) base = base.where('art', '=', query.art);
    const counts = await base.select(['status', sql<number>`COUNT(*)`.as('n')]).groupBy('status').execute();
    const anzahl = Object.fromEntries(EINGANG_STATUS.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)])) as Record<EingangStatus, number>;
    const filtered = query.status ? base.where('status', '=', query.status) : base;
    const gesamt = query.status ? anzahl[query.status] : Object.values(anzahl).reduce((a, b) => a + b, 0);
    const rows = await filtered
      .select(['id', 'referenz', 'art', 'status', 'erstellt', 'felder'])
      .select((eb) => eb.selectFrom('eingang_foto').whereRef('eingang_foto.eingang_id', '=', 'eingang.id').select(sql<number>`COUNT(*)`.as('n')).as('fotos'))
      .orderBy('erstellt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pro_seite)
      .offset((query.seite - 1) * query.pro_seite)
      .execute();
    return {
      data: rows.map((r) => {
        const felder = JSON.parse(r.felder) as Record<string, string>;
        return {
          referenz: r.referenz,
          art: r.art,
          status: r.status as EingangStatus,
          erstellt: r.erstellt,
          kurz: formularFor(r.art)?.kurz(felder) ?? '',
          fotos: Number(r.fotos ?? 0),
        };
      }),
      meta: listMeta(query.seite, query.pro_seite, gesamt),
      anzahl,
    };
  }),

  implement(eingangDetail, async ({ params }, ctx) => {
    const e = await db(ctx).selectFrom('eingang').selectAll().where('referenz', '=', params.referenz).executeTakeFirst();
    if (!e) return notFound('Unbekannter Eingang');
    const [fotos, verlauf, post] = await Promise.all([
      db(ctx).selectFrom('eingang_foto').select(['id', 'name', 'mime', 'groesse']).where('eingang_id', '=', e.id).orderBy('id').execute(),
      db(ctx).selectFrom('eingang_verlauf').selectAll().where('eingang_id', '=', e.id).orderBy('id').execute(),
      db(ctx).selectFrom('eingang_post').selectAll().where('eingang_id', '=', e.id).orderBy('id').execute(),
    ]);
    return {
      data: {
        referenz: e.referenz,
        art: e.art,
        status: e.status as EingangStatus,
        erstellt: e.erstellt,
        geaendert: e.geaendert,
        erledigt_am: e.erledigt_am,
        felder: JSON.parse(e.felder) as Record<string, string>,
        fotos,
        verlauf: verlauf.map((v) => ({ zeit: v.zeit, von: v.von_name, status: (v.status as EingangStatus | null) ?? null, notiz: v.notiz })),
        post: post.map((p) => ({
          an: p.an,
          betreff: p.betreff,
          status: p.status as PostStatus,
          versuche: p.versuche,
          naechster_versuch: p.status === 'wartend' ? p.naechster_versuch : null,
          letzter_fehler: p.letzter_fehler,
          gesendet: p.gesendet,
          erstellt: p.erstellt,
        })),
      },
    };
  }),

  implement(eingangAendern, async ({ params, body }, ctx) => {
    const zeit = ctx.now().toISOString();
    const found = await db(ctx)
      .transaction()
      .execute(async (trx) => {
        const e = await trx.selectFrom('eingang').select(['id', 'status']).where('referenz', '=', params.referenz).executeTakeFirst();
        if (!e) return false;
        const von = { eingang_id: e.id, zeit, von_uuid: body.von.uuid || null, von_name: body.von.name };
        if (body.status && body.status !== e.status) {
          await trx
            .updateTable('eingang')
            .set({ status: body.status, geaendert: zeit, erledigt_am: body.status === 'erledigt' ? zeit : null })
            .where('id', '=', e.id)
            .execute();
          await trx.insertInto('eingang_verlauf').values({ ...von, status: body.status, notiz: null }).execute();
        }
        if (body.notiz) {
          await trx.updateTable('eingang').set({ geaendert: zeit }).where('id', '=', e.id).execute();
          await trx.insertInto('eingang_verlauf').values({ ...von, status: null, notiz: body.notiz }).execute();
        }
        return true;
      });
    return found ? { data: true as const } : notFound('Unbekannter Eingang');
  }),

  implement(eingangFoto, async ({ params }, ctx) => {
    const f = await db(ctx)
      .selectFrom('eingang_foto')
      .innerJoin('eingang', 'eingang.id', 'eingang_foto.eingang_id')
      .select(['eingang.uuid', 'eingang_foto.datei', 'eingang_foto.name', 'eingang_foto.mime', 'eingang_foto.groesse'])
      .where('eingang.referenz', '=', params.referenz)
      .where('eingang_foto.id', '=', params.id)
      .executeTakeFirst();
    if (!f) return notFound('Unbekanntes Foto');
    return { file: { path: path.join(eingaengeDir(ctx.filesDir), f.uuid, f.datei), mime: f.mime, name: f.name, size: f.groesse } };
  }),

  implement(eingaengeExport, async ({ query }, ctx) => {
    let q = db(ctx)
      .selectFrom('eingang')
      .select(['id', 'referenz', 'art', 'status', 'erstellt', 'erledigt_am', 'felder'])
      .select((eb) => eb.selectFrom('eingang_foto').whereRef('eingang_foto.eingang_id', '=', 'eingang.id').select(sql<number>`COUNT(*)`.as('n')).as('fotos'));
    if (query.art) q = q.where('art', '=', query.art);
    if (query.status) q = q.where('status', '=', query.status);
    const rows = await q.orderBy('erstellt', 'desc').orderBy('id', 'desc').execute();
    const text = exportCsv(
      rows.map((r) => ({ ...r, felder: JSON.parse(r.felder) as Record<string, string>, fotos: Number(r.fotos ?? 0) })),
      query.art,
    );
    return { text, filename: `eingaenge-${berlinToday(ctx.now())}.csv` };
  }),
];
