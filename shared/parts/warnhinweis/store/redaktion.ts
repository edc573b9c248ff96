import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { warnhinweisArt } from '../desk';
import type { DeskKind, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { likePattern } from '../../../../server/cms/desk/search';

const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);

async function row(ctx: { db: Kysely<Database> }, id: number) {
  return ctx.db.selectFrom('warnhinweis').selectAll().where('id', '=', id).executeTakeFirst();
}

const toItem = (r: NonNullable<Awaited<ReturnType<typeof row>>>): StoredItem => ({
  ref: String(r.id),
  titel: r.titel,
  revision: r.revision,
  gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
  felder: { titel: r.titel, text: r.text, link: r.link ?? '', gueltig_von: r.gueltig_von ?? '', gueltig_bis: r.gueltig_bis },
  adresse: '/',
});

/** The header's warning banner on the editorial desk. */
export const warnhinweisKind: DeskKind<typeof warnhinweisArt> = {
  art: 'warnhinweis',
  async list(ctx, suche) {
    let q = ctx.db.selectFrom('warnhinweis').select(['id', 'titel', 'status', 'gueltig_von', 'gueltig_bis']);
    if (suche) q = q.where((eb) => eb.or([eb('titel', ctx.dialect.likeAnyCase, likePattern(suche)), eb('text', ctx.dialect.likeAnyCase, likePattern(suche))]));
    const rows = await q.orderBy('gueltig_bis', 'desc').orderBy('id', 'desc').execute();
    return rows.map((r) => ({
      ref: String(r.id),
      titel: r.titel,
      zusatz: '',
      gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
      von: r.gueltig_von,
      bis: r.gueltig_bis,
    }));
  },
  async load(ctx, ref) {
    const r = idOf(ref) ? await row(ctx, idOf(ref)) : undefined;
    return r ? toItem(r) : null;
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const columns = {
      titel: value(felder.titel),
      text: value(felder.text),
      link: value(felder.link) || null,
      gueltig_von: value(felder.gueltig_von) || null,
      gueltig_bis: value(felder.gueltig_bis),
      status: gespeichert,
      revision: to,
      geaendert: ctx.now().toISOString(),
    };
    if (ref === null) {
      const r = await ctx.db.insertInto('warnhinweis').values(columns).returning('id').executeTakeFirstOrThrow();
      return String(r.id);
    }
    const res = await ctx.db.updateTable('warnhinweis').set(columns).where('id', '=', idOf(ref)).where('revision', '=', from).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? ref : null;
  },
  async remove(ctx, ref) {
    await ctx.db.deleteFrom('warnhinweis').where('id', '=', idOf(ref)).execute();
  },
  async preview(_ctx, item) {
    const f = item.felder;
    return {
      seite: 'warnhinweis',
      pfad: '/',
      titel: item.titel,
      daten: { id: Number(item.ref), titel: value(f.titel), text: value(f.text), link: value(f.link) || null, gueltig_bis: value(f.gueltig_bis) },
    };
  },
};
