import crypto from 'node:crypto';
import { implement, notFound } from '../../../../server/cms/contract/implement';
import { open311SchluesselAusgeben, open311SchluesselListe, open311SchluesselPruefen, open311SchluesselWiderrufen } from '../contract';

/**
 * The keys of the Open311 API (ADR 54). A key is 32 random bytes (base64url) with a prefix that says
 * what it is; only its SHA-256 is stored, so a copy of the database files nothing. Revoked keys stay
 * listed with who revoked them and when.
 */
const PREFIX = 'o311_';

const hash = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('hex');

export const open311Operations = [
  implement(open311SchluesselListe, async (_input, ctx) => ({
    data: await ctx.db.selectFrom('open311_schluessel').selectAll().orderBy('erstellt', 'desc').orderBy('id', 'desc').execute(),
  })),

  implement(open311SchluesselAusgeben, async ({ body }, ctx) => {
    const key = body.schluessel;
    const row = await ctx.db
      .insertInto('open311_schluessel')
      .values({ hash: hash(key), anfang: key.slice(0, PREFIX.length + 6), name: body.name, erstellt: ctx.now().toISOString(), erstellt_von: body.von.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { data: { id: Number(row.id) } };
  }),

  implement(open311SchluesselWiderrufen, async ({ params, body }, ctx) => {
    const res = await ctx.db
      .updateTable('open311_schluessel')
      .set({ widerrufen: ctx.now().toISOString(), widerrufen_von: body.von.name })
      .where('id', '=', params.id)
      .where('widerrufen', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return notFound();
    return { data: true as const };
  }),

  implement(open311SchluesselPruefen, async ({ body }, ctx) => {
    if (!body.schluessel.startsWith(PREFIX)) return { data: null };
    const row = await ctx.db
      .selectFrom('open311_schluessel')
      .select(['id', 'name'])
      .where('hash', '=', hash(body.schluessel))
      .where('widerrufen', 'is', null)
      .executeTakeFirst();
    if (!row) return { data: null };
    await ctx.db.updateTable('open311_schluessel').set({ zuletzt: ctx.now().toISOString() }).where('id', '=', row.id).execute();
    return { data: { id: Number(row.id), name: row.name } };
  }),
];
