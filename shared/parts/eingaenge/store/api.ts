import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import {
  eingaengeExport,
  eingaengeListe,
  eingangAendern,
  eingangAnlegen,
  eingangBekannt,
  eingangDetail,
  eingangFoto,
  eingangFotosAblegen,
  type EntwurfFoto,
} from '../contract';
import { EINGANG_STATUS, FOTO_TOKEN, type EingangStatus, type Entscheidung, type Vorgang } from '../values';
import { formularFor, FOTO_ANZAHL_MESSAGE, type FormularDef } from '../formulare/definitions';
import { berlinToday } from '../../../format/date';
import { implement, notFound, problem, type CmsContext, type Problem } from '../../../../server/cms/contract/implement';
import { listMeta } from '../../../../server/cms/query';
import { eingaengeDir, entwurfDir, makeDir, remove, syncDir, syncFile } from './files';
import { displayName, fotoDatei, isUpload, reencode } from './fotos';
import { mail } from './texte';
import { eingangBestaetigung } from './eintrag-texte';
import { approvedOf, contactOf, currentLogo, entryByLink, isEintragStatus, pendingOf, sealLink, versionsOf, type EintragRow, type Version } from './eintraege';
import { exportCsv } from './csv';
import { mailsAbout, queueMail } from '../../../../server/cms/mail';

const db = (ctx: CmsContext) => ctx.db;
const random = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

/** What the outbox's mails of a submission belong to (server/cms/mail). */
export const aboutEingang = (id: number) => `eingang:${id}`;

/** Who the first entry of a submission's history names. */
export const WEBSITE = 'Website (Formular)';

/**
 * The idempotency key (ADR 13, 28): the form's key and the kind (a removal request of an entry apart
 * from its change). A form key stores one submission: the same form sent twice (double click, a send
 * repeated after a lost answer, refresh of the POST) finds it; sent again with changed values (after
 * the browser's back button) it stores nothing and the visitor is asked whether to send a new one.
 */
const idempotencyKey = (schluessel: string, art: string) => `${schluessel}:${art}`;

/** Values as one comparable text: the same values in any order read the same. */
const canonical = (felder: Record<string, string>) => JSON.stringify(Object.entries(felder).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

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
      await db(ctx)
        .deleteFrom('eingang_entwurf_foto')
        .where('token', '=', token)
        .where(
          'id',
          'in',
          weg.map((r) => r.id),
        )
        .execute();
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
      const result = await reencode(d.pfad, name, `${base}.tmp`, body.kante);
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
    if (body.link && !def.freigabe) return problem(400, 'Diese Art von Eingang hat keine Einträge');
    return store(ctx, def, { ...body, vorgang: body.link ? 'aenderung' : 'neu' });
  }),

  implement(eingaengeListe, async ({ query }, ctx) => {
    let base = db(ctx).selectFrom('eingang');
    if (query.art) base = base.where('art', '=', query.art);
    const counts = await base
      .select(['status', sql<number>`COUNT(*)`.as('n')])
      .groupBy('status')
      .execute();
    const anzahl = Object.fromEntries(EINGANG_STATUS.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)])) as Record<EingangStatus, number>;
    const filtered = query.status ? base.where('status', '=', query.status) : base;
    const gesamt = query.status ? anzahl[query.status] : Object.values(anzahl).reduce((a, b) => a + b, 0);
    const rows = await filtered
      .select(['id', 'referenz', 'art', 'status', 'erstellt', 'felder', 'vorgang', 'entscheidung'])
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
          vorgang: (r.vorgang as Vorgang | null) ?? null,
          entscheidung: (r.entscheidung as Entscheidung | null) ?? null,
        };
      }),
      meta: listMeta(query.seite, query.pro_seite, gesamt),
      anzahl,
    };
  }),

  implement(eingangDetail, async ({ params }, ctx) => {
    const e = await db(ctx).selectFrom('eingang').selectAll().where('referenz', '=', params.referenz).executeTakeFirst();
    if (!e) return notFound('Unbekannter Eingang');
    const [fotos, verlauf, post, eintrag] = await Promise.all([
      db(ctx).selectFrom('eingang_foto').select(['id', 'name', 'mime', 'groesse']).where('eingang_id', '=', e.id).orderBy('id').execute(),
      db(ctx).selectFrom('eingang_verlauf').selectAll().where('eingang_id', '=', e.id).orderBy('id').execute(),
      mailsAbout(db(ctx), aboutEingang(e.id)),
      e.eintrag_id === null ? null : db(ctx).selectFrom('eingang_eintrag').selectAll().where('id', '=', e.eintrag_id).executeTakeFirst(),
    ]);
    const versionen = eintrag ? await versionsOf(db(ctx), eintrag.id) : [];
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
        verlauf: verlauf.map((v) => ({
          zeit: v.zeit,
          von: v.von_name,
          status: (v.status as EingangStatus | null) ?? null,
          notiz: v.notiz,
          aktion: v.aktion ?? null,
        })),
        post: post.map((p) => ({
          an: p.to,
          betreff: p.subject,
          status: p.status,
          versuche: p.attempts,
          naechster_versuch: p.nextAttempt,
          letzter_fehler: p.lastError,
          gesendet: p.sent,
          erstellt: p.queued,
        })),
        vorgang: (e.vorgang as Vorgang | null) ?? null,
        entscheidung: (e.entscheidung as Entscheidung | null) ?? null,
        eintrag: eintrag
          ? {
              id: eintrag.id,
              schluessel: eintrag.uuid,
              status: isEintragStatus(eintrag.status) ? eintrag.status : 'neu',
              link_version: eintrag.link_version,
              veroeffentlicht: approvedOf(eintrag),
              oeffentlich_id: eintrag.oeffentlich_id,
              url: eintrag.oeffentlich_url,
              ausstehend: pendingOf(versionen)?.referenz ?? null,
              versionen: versionen.map((v) => ({ referenz: v.referenz, vorgang: v.vorgang, erstellt: v.erstellt, entscheidung: v.entscheidung })),
            }
          : null,
      },
    };
  }),

  implement(eingangBekannt, async ({ params }, ctx) => {
    const e = await db(ctx).selectFrom('eingang').select('id').where('referenz', '=', params.referenz).executeTakeFirst();
    return { data: !!e };
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
          await trx
            .insertInto('eingang_verlauf')
            .values({ ...von, status: body.status, notiz: null, aktion: null })
            .execute();
        }
        if (body.notiz) {
          await trx.updateTable('eingang').set({ geaendert: zeit }).where('id', '=', e.id).execute();
          await trx
            .insertInto('eingang_verlauf')
            .values({ ...von, status: null, notiz: body.notiz, aktion: null })
            .execute();
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

export interface StoreInput {
  art: string;
  schluessel: string;
  felder: Record<string, string>;
  token: string | null;
  empfaenger: { email: string; name: string };
  herkunft: string;
  /** A kind with approval: the entry's private link (a change or a removal), absent for a new entry. */
  link?: string | undefined;
  vorgang: Vorgang;
  logo?: 'behalten' | 'entfernen' | undefined;
}

/**
 * Stores one submission (ADR 13): photos on the disk for good first, then one transaction with the
 * row, its photo rows, its first history entry and the office's e-mail. For a kind with approval
 * (ADR 15) the same transaction creates the entry (or finds it by its link), replaces a version that
 * still waits, and queues the e-mail with the private link to the entry's contact person.
 */
export async function store(ctx: CmsContext, def: FormularDef, input: StoreInput) {
  const key = idempotencyKey(input.schluessel, `${input.art}${input.vorgang === 'entfernen' ? ':entfernen' : ''}`);
  // One submission per form key at a time on every instance (ADR 20): a double click sends the same
  // form twice at once, maybe to two instances, and the second must find the first one's row, not
  // race it to the unique index.
  return ctx.exclusive(`eingang:${key}`, async () => {
    const existing = await db(ctx).selectFrom('eingang').select(['referenz', 'eintrag_id', 'felder']).where('schluessel', '=', key).executeTakeFirst();
    if (existing) {
      // What the store adds itself (the logo's state) is no value the visitor sent.
      const { logo: _logo, ...stored } = JSON.parse(existing.felder) as Record<string, string>;
      const same = canonical(def.freigabe ? stored : (JSON.parse(existing.felder) as Record<string, string>)) === canonical(input.felder);
      return { data: { referenz: existing.referenz, neu: false, link: await linkOf(ctx, existing.eintrag_id), ...(same ? {} : { anders: true as const }) } };
    }

    // A kind with approval: a change or removal names its entry by the private link.
    let entry: EintragRow | null = null;
    let versions: Version[] = [];
    if (def.freigabe && input.link) {
      const found = await entryByLink(db(ctx), ctx, input.link);
      if (!found || found === 'entfernt') return notFound('Unbekannter Link');
      entry = found;
      versions = await versionsOf(db(ctx), entry.id);
    }

    const staged = input.token && FOTO_TOKEN.test(input.token) ? await entwurfFotos(ctx, input.token) : [];
    if (staged.some((r) => r.schluessel !== input.schluessel)) return problem(400, 'Die Fotos gehören zu einem anderen Formular');
    if (staged.length > def.fotos) return problem(400, FOTO_ANZAHL_MESSAGE(def.fotos));

    // A change that keeps the logo the form showed: the waiting version's new logo goes with it (a
    // copy, so the replaced version keeps its own), the published one stays where it is.
    const felder = { ...input.felder };
    let carried: { from: string; name: string; mime: string; groesse: number } | null = null;
    if (def.freigabe && input.vorgang !== 'entfernen') {
      felder.logo = '';
      if (staged.length) felder.logo = 'neu';
      else if (entry && input.logo === 'behalten') {
        const current = currentLogo(entry, versions);
        if (current?.quelle === 'veroeffentlicht') felder.logo = 'bisher';
        else if (current?.quelle === 'ausstehend') {
          const foto = await db(ctx).selectFrom('eingang_foto').selectAll().where('eingang_id', '=', current.version.id).orderBy('id').executeTakeFirst();
          if (foto) {
            carried = {
              from: path.join(eingaengeDir(ctx.filesDir), current.version.uuid, foto.datei),
              name: foto.name,
              mime: foto.mime,
              groesse: foto.groesse,
            };
            felder.logo = 'neu';
          }
        }
      }
    }

    // Photos first, on the disk for good (files and the new directory synced), then the one
    // transaction that makes the submission exist. A crash in between leaves a folder without a
    // row, which the sweep removes; never a row without its photos.
    const uuid = crypto.randomUUID();
    const dir = path.join(eingaengeDir(ctx.filesDir), uuid);
    const moved: { from: string | null; to: string; datei: string; name: string; mime: string; groesse: number }[] = [];
    if (staged.length || carried) {
      await makeDir(dir);
      const from = input.token ? path.join(entwurfDir(ctx.filesDir), input.token) : '';
      for (const [i, r] of staged.entries()) {
        const datei = fotoDatei(String(i + 1), r.mime);
        const m = { from: path.join(from, r.datei), to: path.join(dir, datei), datei, name: r.name, mime: r.mime, groesse: r.groesse };
        await fs.promises.rename(m.from, m.to);
        moved.push(m);
        await syncFile(m.to);
      }
      if (carried) {
        const datei = fotoDatei('1', carried.mime);
        const to = path.join(dir, datei);
        await fs.promises.copyFile(carried.from, to);
        await syncFile(to);
        moved.push({ from: null, to, datei, name: carried.name, mime: carried.mime, groesse: carried.groesse });
      }
      await syncDir(dir);
    }

    const now = ctx.now();
    const erstellt = now.toISOString();
    const jahr = Number(berlinToday(now).slice(0, 4));
    let result: { referenz: string; link: string | null } | Problem;
    try {
      result = await db(ctx)
        .transaction()
        .execute(async (trx) => {
          let eintragId: number | null = null;
          let linkVersion = 1;
          if (def.freigabe) {
            if (entry) {
              // Read again inside the transaction: revoked or removed since, it is no link any more.
              const now2 = await trx.selectFrom('eingang_eintrag').select(['status', 'link_version']).where('id', '=', entry.id).executeTakeFirst();
              if (!now2 || now2.status === 'entfernt' || now2.link_version !== entry.link_version) return notFound('Unbekannter Link');
              eintragId = entry.id;
              linkVersion = now2.link_version;
            } else {
              const row = await trx
                .insertInto('eingang_eintrag')
                .values({
                  uuid: crypto.randomUUID(),
                  art: def.art,
                  status: 'neu',
                  felder: null,
                  fassung_id: null,
                  oeffentlich_id: null,
                  oeffentlich_url: null,
                  link_version: 1,
                  erstellt,
                  geaendert: erstellt,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              eintragId = row.id;
            }
          }
          const nummer = await sql<{ letzte: number }>`
            INSERT INTO eingang_nummer (art, jahr, letzte) VALUES (${def.art}, ${jahr}, 1)
            ON CONFLICT (art, jahr) DO UPDATE SET letzte = eingang_nummer.letzte + 1
            RETURNING letzte`.execute(trx);
          const ref = `${def.prefix}-${jahr}-${String(nummer.rows[0]!.letzte).padStart(6, '0')}`;
          const row = await trx
            .insertInto('eingang')
            .values({
              uuid,
              art: def.art,
              referenz: ref,
              schluessel: key,
              status: 'neu',
              felder: JSON.stringify(felder),
              erstellt,
              geaendert: erstellt,
              erledigt_am: null,
              eintrag_id: eintragId,
              vorgang: def.freigabe ? input.vorgang : null,
              entscheidung: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (moved.length) {
            await trx
              .insertInto('eingang_foto')
              .values(moved.map((m) => ({ eingang_id: row.id, datei: m.datei, name: m.name, mime: m.mime, groesse: m.groesse })))
              .execute();
            if (staged.length) await trx.deleteFrom('eingang_entwurf_foto').where('token', '=', input.token!).execute();
          }
          await trx
            .insertInto('eingang_verlauf')
            .values({ eingang_id: row.id, zeit: erstellt, von_uuid: null, von_name: WEBSITE, status: 'neu', notiz: null, aktion: null })
            .execute();
          const m = mail(def.art, ref, felder, { erstellt, fotos: moved.length, herkunft: input.herkunft, vorgang: def.freigabe ? input.vorgang : null });
          const post = (an: string, betreff: string, text: string, antwortAn: string | null) =>
            queueMail(trx, { to: an, subject: betreff, text, ...(antwortAn ? { replyTo: antwortAn } : {}), about: aboutEingang(row.id) }, now);
          const replyTo = def.freigabe ? felder[def.freigabe.linkEmail] || (entry ? contactOf(def, entry, versions).email : null) : felder.email;
          await post(input.empfaenger.email, m.betreff, m.text, replyTo || null);

          let link: string | null = null;
          if (def.freigabe && eintragId !== null) {
            // A version that still waits is replaced by this one: staff decide only the newest.
            const waiting = await trx
              .selectFrom('eingang')
              .select('id')
              .where('eintrag_id', '=', eintragId)
              .where('id', '!=', row.id)
              .where('entscheidung', 'is', null)
              .where('status', '!=', 'erledigt')
              .execute();
            for (const w of waiting) {
              await trx
                .updateTable('eingang')
                .set({ status: 'erledigt', entscheidung: 'ersetzt', erledigt_am: erstellt, geaendert: erstellt })
                .where('id', '=', w.id)
                .execute();
              await trx
                .insertInto('eingang_verlauf')
                .values({
                  eingang_id: w.id,
                  zeit: erstellt,
                  von_uuid: null,
                  von_name: WEBSITE,
                  status: 'erledigt',
                  notiz: `Ersetzt durch ${ref}`,
                  aktion: 'ersetzt',
                })
                .execute();
            }
            link = sealLink(ctx, def.art, eintragId, linkVersion);
            // The private link to the entry's person: to the address of this version, and for a change
            // of that address also to the one approved before, so a change never goes unnoticed.
            const approved = entry ? approvedOf(entry) : null;
            const contact = contactOf(def, entry ?? { felder: null }, versions);
            const to = [felder[def.freigabe.linkEmail] || contact.email, approved?.[def.freigabe.linkEmail]].filter(
              (a, i, all): a is string => !!a && all.indexOf(a) === i,
            );
            const name = felder[def.freigabe.name] || approved?.[def.freigabe.name] || contact.name || '';
            const b = eingangBestaetigung(def, {
              vorgang: input.vorgang,
              name,
              kontakt: felder[def.freigabe.linkName] || contact.name,
              referenz: ref,
              herkunft: input.herkunft,
              link,
              amtEmail: input.empfaenger.email,
            });
            for (const an of to) await post(an, b.betreff, b.text, input.empfaenger.email);
          }
          return { referenz: ref, link };
        });
    } catch (error) {
      // Nothing was stored: the photos go back where they were kept, so the form can be sent again.
      for (const m of moved) if (m.from) await fs.promises.rename(m.to, m.from).catch(() => {});
      await remove(dir);
      throw error;
    }
    if ('problem' in result) {
      for (const m of moved) if (m.from) await fs.promises.rename(m.to, m.from).catch(() => {});
      await remove(dir);
      return result;
    }
    if (input.token && staged.length) await remove(path.join(entwurfDir(ctx.filesDir), input.token));
    return { data: { referenz: result.referenz, neu: true, link: result.link } };
  });
}

/** The current private link of an entry (for the same form sent again). */
async function linkOf(ctx: CmsContext, eintragId: number | null): Promise<string | null> {
  if (eintragId === null) return null;
  const e = await db(ctx).selectFrom('eingang_eintrag').select(['art', 'link_version', 'status']).where('id', '=', eintragId).executeTakeFirst();
  return e && e.status !== 'entfernt' ? sealLink(ctx, e.art, eintragId, e.link_version) : null;
}
