import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { berlinToday } from '../../../format/date';
import type { ArchivArt } from '../desk';
import type { Archiv } from '../contract';
import { compareBy } from '../../../../server/cms/query';
import type { DeskKind, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { likePattern } from '../../../../server/cms/desk/search';
import { toDeskDokument } from '../../../../server/cms/desk/dokumente';
import { DOKUMENT_COLUMNS, toDokument } from '../../../../server/cms/files/dokument';
import { themen } from './api';
import { seiteOf } from '../../seiten/store/api';

const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);
const dmy = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

/**
 * Notices, statutes and tenders on the editorial desk (ADR 16): entries of their archive topic, valid
 * from gueltig_von (planned before that day) up to gueltig_bis (expired after it), with their PDFs.
 */
function archivKind(art: ArchivArt['name'], themaId: number, pfad: string, titel: string): DeskKind<ArchivArt> {
  async function load(ctx: { db: Kysely<Database> }, id: number): Promise<StoredItem | null> {
    const r = await ctx.db.selectFrom('archiv').selectAll().where('id', '=', id).where('thema_id', '=', themaId).executeTakeFirst();
    if (!r) return null;
    return {
      ref: String(r.id),
      titel: r.titel,
      revision: r.revision,
      gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
      felder: { titel: r.titel, beschreibung: r.beschreibung ?? '', gueltig_von: r.gueltig_von, gueltig_bis: r.gueltig_bis ?? '' },
      adresse: `${pfad}#archiv-${r.id}`,
    };
  }
  return {
    art,
    dokumente: 'archiv_id',
    async list(ctx, suche) {
      let q = ctx.db.selectFrom('archiv').select(['id', 'titel', 'status', 'gueltig_von', 'gueltig_bis']).where('thema_id', '=', themaId);
      if (suche)
        q = q.where((eb) => eb.or([eb('titel', ctx.dialect.likeAnyCase, likePattern(suche)), eb('beschreibung', ctx.dialect.likeAnyCase, likePattern(suche))]));
      const rows = await q.orderBy('gueltig_von', 'desc').orderBy('id', 'desc').execute();
      return rows.map((r) => ({
        ref: String(r.id),
        titel: r.titel,
        zusatz: `gültig ab ${dmy(r.gueltig_von)}${r.gueltig_bis ? ` bis ${dmy(r.gueltig_bis)}` : ''}`,
        gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
        von: r.gueltig_von,
        bis: r.gueltig_bis,
      }));
    },
    load: (ctx, ref) => (idOf(ref) ? load(ctx, idOf(ref)) : Promise.resolve(null)),
    async template(ctx) {
      return { gueltig_von: berlinToday(ctx.now()) };
    },
    async write(ctx, ref, felder, gespeichert, from, to) {
      const columns = {
        titel: value(felder.titel),
        beschreibung: value(felder.beschreibung) || null,
        gueltig_von: value(felder.gueltig_von),
        gueltig_bis: value(felder.gueltig_bis) || null,
        status: gespeichert,
        revision: to,
      };
      if (ref === null) {
        const r = await ctx.db
          .insertInto('archiv')
          .values({ ...columns, thema_id: themaId })
          .returning('id')
          .executeTakeFirstOrThrow();
        return String(r.id);
      }
      const res = await ctx.db
        .updateTable('archiv')
        .set(columns)
        .where('id', '=', idOf(ref))
        .where('thema_id', '=', themaId)
        .where('revision', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1 ? ref : null;
    },
    async remove(ctx, ref) {
      await ctx.db.deleteFrom('dokument').where('archiv_id', '=', idOf(ref)).execute();
      await ctx.db.deleteFrom('archiv').where('id', '=', idOf(ref)).execute();
    },
    async preview(ctx, item) {
      // The page as it will be: today's valid entries of the topic with this one among them.
      const current = await themen(
        ctx,
        { themen_id: [themaId], archiv_id: [], gueltig_von: true, gueltig_bis: true, order: [{ field: 'archiv.titel', dir: 'ASC' }] },
        false,
      );
      const docs = await ctx.db
        .selectFrom('dokument')
        .select(DOKUMENT_COLUMNS)
        .where('archiv_id', '=', idOf(item.ref))
        .orderBy('sortierung')
        .orderBy('id')
        .execute();
      const own: Archiv = {
        id: idOf(item.ref),
        titel: value(item.felder.titel),
        beschreibung: value(item.felder.beschreibung) || null,
        gueltig_von: value(item.felder.gueltig_von),
        gueltig_bis: value(item.felder.gueltig_bis) || null,
        dokumente: docs.map(toDokument),
      };
      const entries = [...(current[0]?.archiv ?? []).filter((a) => a.id !== own.id), own].sort(compareBy([{ field: 'titel', dir: 'ASC' }], (a) => a.titel));
      const intro = await seiteOf(ctx, pfad, true);
      return {
        seite: 'archiv',
        pfad,
        titel: item.titel,
        daten: { titel: intro?.titel ?? titel, intro, entries, archiv: false, heute: berlinToday(ctx.now()) },
      };
    },
    async listDokumente(ctx, ref) {
      const rows = await ctx.db
        .selectFrom('dokument')
        .select(DOKUMENT_COLUMNS)
        .where('archiv_id', '=', idOf(ref))
        .orderBy('sortierung')
        .orderBy('id')
        .execute();
      return rows.map(toDeskDokument);
    },
  };
}

export const archivKinds: DeskKind[] = [
  archivKind('bekanntmachungen', 30, '/rathaus/bekanntmachungen/', 'Öffentliche Bekanntmachungen'),
  archivKind('satzungen', 31, '/rathaus/satzungen/', 'Satzungen und Verordnungen'),
  archivKind('ausschreibungen', 32, '/rathaus/ausschreibungen/', 'Ausschreibungen'),
];
