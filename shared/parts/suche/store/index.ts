import type { Part } from '../../../../server/cms/part';
import { search, searchSuggestions } from '../contract';
import { implement } from '../../../../server/cms/contract/implement';

/** The site search over every part's search sources (server/cms/search/engine.ts), as the contract offers it. */
export const suchePart: Part = {
  name: 'suche',
  migrations: [],
  operations: [
    implement(search, async ({ query }, ctx) => ({ data: await ctx.search.query(query.q, query.seite, query.pro_seite) })),
    implement(searchSuggestions, async ({ query }, ctx) => ({ data: await ctx.search.suggest(query.q, 8) })),
  ],
};
