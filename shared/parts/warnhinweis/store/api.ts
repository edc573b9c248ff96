import { warnhinweisAktuell } from '../contract';
import { implement } from '../../../../server/cms/contract/implement';
import { isPublic } from '../../../../server/cms/visibility';
import { WARNHINWEIS_VISIBILITY } from './schema';

export const operations = [
  implement(warnhinweisAktuell, async (_input, ctx) => {
    const row = await ctx.db
      .selectFrom('warnhinweis')
      .select(['id', 'titel', 'text', 'link', 'gueltig_bis'])
      .where(isPublic(WARNHINWEIS_VISIBILITY, ctx.now()))
      .orderBy('gueltig_von', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return { data: row ?? null };
  }),
];
