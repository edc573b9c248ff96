import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { berlinToday } from '../../../format/date';
import { paths } from '../../../site/paths';
import type { Amtsblatt } from '../contract';
import type { amtsblattArt } from '../desk';
import type { DeskKind, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { likePattern } from '../../../../server/cms/desk/search';
import { storePdf } from '../../../../server/cms/desk/uploads';
import { toDeskDokument } from '../../../../server/cms/desk/dokumente';
import { jsonList } from '../../../../server/cms/search/source';
import { DOKUMENT_COLUMNS } from '../../../../server/cms/files/dokument';
import { seiteOf } from '../../seiten/store/api';
import { isPublic } from '../../../../server/cms/visibility';
import { AMTSBLATT_VISIBILITY } from './schema';

const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);
const themenOf = (text: string) =>
  text
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);
const titelOf = (ausgabe: string | number, datum: string) => `Amtsblatt Nr. ${ausgabe}/${datum.slice(0, 4)}`;

async function load(ctx: { db: Kysely<Database> }, id: number): Promise<StoredItem | null> {
  const r = await ctx.db.selectFrom('amtsblatt').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    ref: String(r.id),
    titel: titelOf(r.ausgabe, r.datum),
    revision: r.revision,
    gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
    felder: {
      ausgabe: String(r.ausgabe),
      datum: r.datum,
      themen: jsonList(r.themen).join('\n'),
      pdf: r.dokument_id ? String(r.dokument_id) : '',
      sichtbar_ab: r.sichtbar_ab ?? '',
    },
    adresse: paths.amtsblatt(),
  };
}

/**
 * The gazette's issues on the editorial desk: a PDF with number and date, whose text the documents'
 * part extracts for the site search; shown from sichtbar_ab on (ADR 16).
 */
export const amtsblattKind: DeskKind<typeof amtsblattArt> = {
  art: 'amtsblatt',
  async list(ctx, suche) {
    let q = ctx.db.selectFrom('amtsblatt').select(['id', 'ausgabe', 'datum', 'themen', 'status', 'sichtbar_ab']);
    if (suche) q = q.where((eb) => eb.or([eb('themen', ctx.dialect.likeAnyCase, likePattern(suche)), eb(eb.cast('ausgabe', 'text'), '=', suche.trim())]));
    const rows = await q.orderBy('datum', 'desc').orderBy('id', 'desc').execute();
    return rows.map((r) => ({
      ref: String(r.id),
      titel: titelOf(r.ausgabe, r.datum),
      zusatz: `vom ${r.datum.slice(8, 10)}.${r.datum.slice(5, 7)}.${r.datum.slice(0, 4)}${jsonList(r.themen).length ? ` · ${jsonList(r.themen).slice(0, 2).join(' · ')}` : ''}`,
      gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
      von: r.sichtbar_ab,
      bis: null,
    }));
  },
  load: (ctx, ref) => (idOf(ref) ? load(ctx, idOf(ref)) : Promise.resolve(null)),
  async template(ctx) {
    // The next issue: one more than the newest of this year.
    const today = berlinToday(ctx.now());
    const newest = await ctx.db
      .selectFrom('amtsblatt')
      .select((eb) => eb.fn.max('ausgabe').as('n'))
      .where('jahr', '=', Number(today.slice(0, 4)))
      .executeTakeFirst();
    return { ausgabe: String(Number(newest?.n ?? 0) + 1), datum: today, themen: '', pdf: '', sichtbar_ab: '' };
  },
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const ausgabe = Number(value(felder.ausgabe));
    const datum = value(felder.datum);
    if (!ausgabe || !datum) return {};
    const taken = await ctx.db
      .selectFrom('amtsblatt')
      .select('id')
      .where('jahr', '=', Number(datum.slice(0, 4)))
      .where('ausgabe', '=', ausgabe)
      .where('id', '!=', ref ? idOf(ref) : 0)
      .executeTakeFirst();
    return taken ? { ausgabe: `Die Ausgabe ${ausgabe}/${datum.slice(0, 4)} gibt es schon.` } : {};
  },
  async storeFile(ctx, _field, upload, felder) {
    const datum = value(felder.datum) || berlinToday(ctx.now());
    const stored = await storePdf(ctx, upload, { downloadtext: titelOf(value(felder.ausgabe) || '?', datum), einstufung: 'Amtsblatt', stand: datum });
    return 'fehler' in stored ? stored : { wert: String(stored.id) };
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const datum = value(felder.datum);
    const columns = {
      jahr: Number(datum.slice(0, 4)),
      ausgabe: Number(value(felder.ausgabe)),
      datum,
      themen: JSON.stringify(themenOf(value(felder.themen))),
      dokument_id: value(felder.pdf) ? Number(value(felder.pdf)) : null,
      sichtbar_ab: value(felder.sichtbar_ab) || null,
      status: gespeichert,
      revision: to,
    };
    if (ref === null) {
      const r = await ctx.db.insertInto('amtsblatt').values(columns).returning('id').executeTakeFirstOrThrow();
      return String(r.id);
    }
    const res = await ctx.db.updateTable('amtsblatt').set(columns).where('id', '=', idOf(ref)).where('revision', '=', from).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? ref : null;
  },
  async remove(ctx, ref) {
    const r = await ctx.db.selectFrom('amtsblatt').select('dokument_id').where('id', '=', idOf(ref)).executeTakeFirst();
    await ctx.db.deleteFrom('amtsblatt').where('id', '=', idOf(ref)).execute();
    if (r?.dokument_id) await ctx.db.deleteFrom('dokument').where('id', '=', r.dokument_id).execute();
  },
  async preview(ctx, item) {
    // The list as it will be: this issue among the newest public ones.
    const f = item.felder;
    const doc = value(f.pdf)
      ? await ctx.db
          .selectFrom('dokument')
          .select(['id', 'datei', 'groesse'])
          .where('id', '=', Number(value(f.pdf)))
          .executeTakeFirst()
      : undefined;
    const own: Amtsblatt = {
      id: idOf(item.ref),
      jahr: Number(value(f.datum).slice(0, 4)),
      ausgabe: Number(value(f.ausgabe)),
      datum: value(f.datum),
      themen: themenOf(value(f.themen)),
      datei: doc ? { link: ctx.fileUrl(doc.id, doc.datei), datei: doc.datei, groesse: doc.groesse } : null,
    };
    const rows = await ctx.db
      .selectFrom('amtsblatt')
      .leftJoin('dokument', 'dokument.id', 'amtsblatt.dokument_id')
      .select(['amtsblatt.id', 'jahr', 'ausgabe', 'datum', 'themen', 'dokument.id as dok_id', 'dokument.datei', 'dokument.groesse'])
      .where(isPublic(AMTSBLATT_VISIBILITY, ctx.now()))
      .where('amtsblatt.id', '!=', own.id)
      .orderBy('datum', 'desc')
      .limit(9)
      .execute();
    const others: Amtsblatt[] = rows.map((r) => ({
      id: r.id,
      jahr: r.jahr,
      ausgabe: r.ausgabe,
      datum: r.datum,
      themen: jsonList(r.themen),
      datei: r.dok_id && r.datei ? { link: ctx.fileUrl(r.dok_id, r.datei), datei: r.datei, groesse: r.groesse ?? 0 } : null,
    }));
    const items = [...others, own].sort((a, b) => (a.datum < b.datum ? 1 : a.datum > b.datum ? -1 : 0)).slice(0, 10);
    const intro = await seiteOf(ctx, paths.amtsblatt(), true);
    return {
      seite: 'amtsblatt',
      pfad: paths.amtsblatt(),
      titel: item.titel,
      daten: { intro, items, seite: 1, seiten: 1, gesamt: items.length, jahr: null, jahre: [...new Set(items.map((i) => i.jahr))] },
    };
  },
  async listDokumente(ctx, ref) {
    const r = await ctx.db.selectFrom('amtsblatt').select('dokument_id').where('id', '=', idOf(ref)).executeTakeFirst();
    if (!r?.dokument_id) return [];
    const rows = await ctx.db.selectFrom('dokument').select(DOKUMENT_COLUMNS).where('id', '=', r.dokument_id).execute();
    return rows.map(toDeskDokument);
  },
};
