import { z } from 'zod';
import { operation, json, q } from '../../contract/operation';

/** Site search (spec §3 "Search hit", §7 "Search redirect") and the as-you-type suggestions. */

export const SearchHitType = z.enum(['suche_webcontact', 'wegweiser', 'dokument']);
export type SearchHitType = z.infer<typeof SearchHitType>;

export const SnippetPart = z.object({ text: z.string().min(1), mark: z.boolean() }).meta({
  id: 'SnippetPart',
  description:
    'One part of a search snippet. Concatenated in order, the parts give the snippet text; `mark: true` parts are text that matched a search term (in its original spelling, e.g. `Müll` or `Straße`) to be shown highlighted, `mark: false` parts plain text. Plain text, not HTML: escape when rendering.',
});
export type SnippetPart = z.infer<typeof SnippetPart>;

export const SearchHit = z
  .object({
    _type: SearchHitType.describe(
      '`wegweiser`: procedures and life situations (service guide); `dokument`: forms and news downloads; `suche_webcontact`: everything else (news, pages, offices, staff, gazette issues, archive entries).',
    ),
    url: z.string().regex(/^\//).describe('Site address of the hit (may end in `#anchor`, e.g. a form on the forms page).'),
    titel: z.string().min(1),
    kategorie: z
      .string()
      .min(1)
      .meta({
        description: 'German label of the kind of content.',
        examples: ['Bürgernachrichten', 'Verfahren', 'Lebenslage', 'Fachamt', 'Mitarbeiter/in', 'Formular', 'Download', 'Seite', 'Amtsblatt', 'Satzung'],
      }),
    datum: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/)
      .nullable()
      .describe("'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (Europe/Berlin) for dated content (news, downloads, gazette, archive), else null."),
    snippet: z
      .array(SnippetPart)
      .describe(
        'About 30 words around the first match in the text (else the title); neighbouring parts never have the same `mark`; text cut off at the start begins with `… `, at the end ends with ` …`. Empty only for an item without any text.',
      ),
    _source: z
      .object({
        es_pfad: z.string().regex(/^\//).describe('Internal site path of the hit (the same as `url` in the embedded CMS).'),
        es_pfad_ext: z
          .string()
          .regex(/^(?:\/|https?:\/\/)/)
          .optional()
          .describe(
            'External path: where the content itself lives, here the public download of a form, news download, gazette issue or archive entry (`/api/cms/dateien/{id}/{datei}`). Absent when there is none; never an internal (intranet) document.',
          ),
      })
      .describe('Paths of the hit (spec §3).'),
  })
  .meta({
    id: 'SearchHit',
    description:
      'A search hit in the shape of spec §3 "Search hit" (`_type`, `url`, `_source.es_pfad`, `_source.es_pfad_ext`), plus title, category, date and snippet for the result list.',
  });
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResult = z
  .object({
    q: z.string().max(200).describe('The query as searched: trimmed and cut to 200 characters.'),
    total: z.number().int().min(0).max(500).describe('Number of hits over all pages (at most 500).'),
    seite: z.number().int().min(1).max(50),
    pro_seite: z.number().int().min(1).max(50),
    hits: z.array(SearchHit).max(50).describe('The hits of this page, best first; empty beyond the last page.'),
    suggestions: z
      .array(z.string().min(1))
      .max(5)
      .describe(
        '"Meinten Sie …": when there is no hit, up to 5 words of titles and keywords close to the query terms (original spelling, closest and most frequent first); otherwise empty.',
      ),
  })
  .meta({ id: 'SearchResult', description: 'One page of search results.' });
export type SearchResult = z.infer<typeof SearchResult>;

export const Suggestion = z
  .object({ titel: z.string().min(1), url: z.string().regex(/^\//), kategorie: z.string().min(1) })
  .meta({ id: 'Suggestion', description: 'An as-you-type suggestion: a title to jump to.' });
export type Suggestion = z.infer<typeof Suggestion>;

const SearchResponse = z.object({ data: SearchResult }).meta({ id: 'SearchResponse' });
const SuggestionListResponse = z.object({ data: z.array(Suggestion).max(8) }).meta({ id: 'SuggestionListResponse' });

/** Any text: the search reads only letters and digits of it, so nothing is refused. */
const queryText = (description: string, example: string) => q.text('q', undefined, { description, example });

export const search = operation({
  id: 'search',
  method: 'GET',
  path: '/cms/suche',
  tag: 'Suche',
  summary: 'Site search',
  description: SEARCH_DESCRIPTION(),
  query: z.object({
    q: queryText('The search text, any string (see above). Absent or empty: no hits. Longer than 200 characters: cut.', 'Müll'),
    seite: q.intOr('seite', 1, { min: 1, max: 50 }, { description: 'Page, 1-based. Not a whole number or outside 1..50: 400. Beyond the last page: no hits.' }),
    pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 50 }, { description: 'Page size. Not a whole number or outside 1..50: 400.' }),
  }),
  answer: json(SearchResponse),
  answerDescription: 'One page of hits (possibly none).',
});

export const searchSuggestions = operation({
  id: 'searchSuggestions',
  method: 'GET',
  path: '/cms/suche/vorschlaege',
  tag: 'Suche',
  summary: 'As-you-type suggestions',
  description:
    'Up to 8 titles to jump to while typing: items whose title contains every term of `q` as a word start; procedures and offices first, then news, then the rest, titles starting with the first term first; one suggestion per address. `q` is handled exactly as in `search` (quoted letter/digit terms only, never full-text syntax; never an error): no terms, no suggestions.',
  query: z.object({ q: queryText('What the visitor has typed so far.', 'Persona') }),
  answer: json(SuggestionListResponse),
  answerDescription: 'The suggestions (possibly none).',
});

function SEARCH_DESCRIPTION(): string {
  return [
    'Full-text search over the public content: active news and their public downloads, editorial pages, procedures, life situations, offices, staff (names, functions and offices — never phone numbers, rooms or e-mail addresses), forms, gazette issues and the currently valid entries of the public archive topics (notices, statutes, tenders). Never intranet content, intranet archive topics or internal documents. Edits in the CMS are searchable at once.',
    '',
    '**Query handling — `q` never reaches full-text syntax.** `q` is trimmed and cut to 200 characters (echoed as `q`), then reduced to at most 8 distinct terms made of letters and digits only, folded the way the index is (lower case, ä→ae, ö→oe, ü→ue, ß→ss, accents removed: `Strasse` finds `Straße`, `MÜLL` and `muell` find `Müll`). Each term is put in quotes before it is given to the full-text engine (SQLite FTS5; with the PostgreSQL store its German full-text search, whose stemmer also matches inflected forms of a word, `Hunde` → `Hund`); everything else the visitor types — quotes, `AND`/`OR`/`NOT`/`NEAR` (these are ordinary words), `*`, `:`, `^`, `-`, parentheses, control characters, emoji — only separates terms. So no `q` can cause a syntax error or a 500: a 2,000-character `q` or `"NEAR(` answers 200, an empty `q` or one without letters and digits answers 200 with no hits.',
    '',
    '**Matching and order.** Every term must match (AND): as a word prefix, or, for terms of 3 or more characters, anywhere inside a word (`abfuhr` finds `Müllabfuhr`). Best first: a title equal to the query, then titles that contain every term as a word start, then other word matches by relevance (bm25; title before keywords before text), then the inside-a-word matches. At most 500 hits (`total`).',
    '',
    '**Snippet.** `snippet` is a list of `SnippetPart`s `{ text, mark }`, meant to be concatenated in order: about 30 words around the first match in the text (else in the title, else the start of the text). Parts with `mark: true` are the matched text in its original spelling (e.g. `müll` in `Sperrmüll`, `Straße` for the query `Strasse`) to be highlighted, e.g. with `<mark>`; `mark: false` parts are plain text. Neighbouring parts never have the same `mark`. The parts are plain text, not HTML, and must be escaped. A snippet cut off at the start begins with `… `, one cut off at the end ends with ` …`.',
    '',
    '**"Meinten Sie …".** When there is no hit, `suggestions` holds up to 5 words of titles and keywords close to the query terms (edit distance ≤ 2, ≤ 1 for terms shorter than 5 characters) in their original spelling — e.g. `Personalausweiss` → `Personalausweis`; with hits it is empty.',
    '',
    '**Single hit (spec §7 "Search redirect").** With exactly one hit the site goes straight to it: for `_type` `suche_webcontact` and `wegweiser` to `url`, otherwise to `_source.es_pfad_ext` if present, else `_source.es_pfad`.',
  ].join('\n');
}
