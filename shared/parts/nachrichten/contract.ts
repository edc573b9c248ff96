import { z } from 'zod';
import { operation, json, q, documented } from '../../contract/operation';
import { Bild, Dokument, ListMeta, pathParam, html } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';

/** News (Aktuelles: Bürgernachrichten, Rathausnachrichten, …) of a category, the year list, one item. */

/** A date or date-time as a CMS writes it: Europe/Berlin wall-clock time, optionally with seconds or an offset. */
const DATUM = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const RUBRIK = /^[a-z0-9-]{1,60}$/;

export const NewsItem = z
  .object({
    id: z.number().int().min(1),
    rubrik: z.string().regex(RUBRIK).describe('URL key of the category (Rubrik), e.g. buergernachrichten.'),
    titel: z.string().min(1),
    slug: z.string().min(1).describe('URL slug; the id is its trailing digits (e.g. `winterdienst_1045`).'),
    teaser: z.string(),
    datum_von: z
      .string()
      .regex(DATUM)
      .describe(
        "Publication / start date. Europe/Berlin wall-clock time: 'YYYY-MM-DDTHH:mm' (embedded CMS), also 'YYYY-MM-DD' for a whole day, a space instead of 'T', seconds, or an explicit offset/'Z'.",
      ),
    datum_bis: z.string().regex(DATUM).nullable().describe('End of validity (a date without time means the whole day), or null.'),
    bild: Bild.nullable(),
  })
  .meta({ id: 'NewsItem', description: 'A news item (Aktuelles / Meldung) in a list.' });
export type NewsItem = z.infer<typeof NewsItem>;

export const NewsYear = z
  .object({
    jahr: z.number().int().min(1000).max(9999),
    datum_von: z.string().regex(DATUM).describe('Newest datum_von in that year; the site reads the year from it (spec §3).'),
  })
  .meta({ id: 'NewsYear', description: 'One entry of the year list (`group=[Jahr]`): a year that has news, with its newest datum_von.' });
export type NewsYear = z.infer<typeof NewsYear>;

export const NewsDetail = z
  .object({
    id: z.number().int().min(1),
    rubrik: z.string().regex(RUBRIK),
    rubrik_titel: z.string().min(1).describe("Display name of the category, e.g. 'Bürgernachrichten'."),
    titel: z.string().min(1),
    slug: z.string().min(1),
    teaser: z.string(),
    text: html('Body as HTML (sanitised by the site before rendering).'),
    datum_von: z.string().regex(DATUM),
    datum_bis: z.string().regex(DATUM).nullable(),
    geaendert: z.iso.datetime({ offset: true }).describe('Last change (geändert), an instant in UTC.'),
    bild: Bild.nullable(),
    downloads: z.array(Dokument),
  })
  .meta({
    id: 'NewsDetail',
    description: 'A news item with its full text and downloads (all NewsItem fields plus rubrik_titel, text, geaendert, downloads).',
  });
export type NewsDetail = z.infer<typeof NewsDetail>;

const NewsListResponse = z
  .object({ data: z.array(NewsItem), meta: ListMeta })
  .meta({ id: 'NewsListResponse', description: 'Plain news list: a page of items plus paging information.' });
const NewsYearListResponse = z
  .object({ data: z.array(NewsYear) })
  .meta({ id: 'NewsYearListResponse', description: 'Year list (`group=[Jahr]`): years with news, newest first; no `meta`.' });
const NewsDetailResponse = z.object({ data: NewsDetail }).meta({ id: 'NewsDetailResponse' });

/** A page of news (the answer without `group`). */
export type NewsPage = z.infer<typeof NewsListResponse>;
/** The year list (the answer with `group=[Jahr]`). */
export type NewsYears = z.infer<typeof NewsYearListResponse>;
/** Which of the two answers of the news list this is: a page of news has `meta`, the year list has not. */
export const isNewsPage = (answer: NewsPage | NewsYears): answer is NewsPage => 'meta' in answer;

/** `[Jahr]` (also `Jahr`, any case, as `group[]=Jahr` too): whether the year list is wanted. */
const groupParam = () =>
  documented<boolean, readonly string[] | undefined>(
    z
      .array(z.string())
      .optional()
      .transform((v) => v !== undefined && v.length > 0 && /^\[?jahr\]?$/i.test(v[0]!)),
    { type: 'string' },
    true,
    {
      description: '`[Jahr]` (also `Jahr`, case-insensitive; the site sends `group[]=Jahr`) switches to the year list. Other values are ignored.',
      example: '[Jahr]',
    },
  );

export const newsList = operation({
  id: 'listAktuelles',
  method: 'GET',
  path: '/cms/aktuelles_rubrik/{rubrik}/aktuelles',
  tag: 'Aktuelles',
  summary: 'News of a category, or the year list',
  description:
    'Without `group`: a page of news items of the category (Rubrik), ordered by `order`, with `meta`. Used by the news pages, the home page and the menu content check (`seite=1&pro_seite=1`, spec §4).\n\nWith `group=[Jahr]`: the year list for the news sidebar (spec §7 calls it with `aktiv=false&group=[Jahr]&order=[datum_von DESC, sortierung ASC]&seite=1&pro_seite=100`): one entry per year that has news, newest year first, paged by `seite`/`pro_seite`, without `meta`; `order` is ignored then.',
  params: z.object({
    rubrik: pathParam.key(RUBRIK, {
      description:
        'Category URL key: buergernachrichten, rathausnachrichten, jugendnachrichten, seniorennachrichten, corona-meldungen, integrationaktuell, inklusionaktuell, wahlen, buergermeister (news of the mayor), klimaschutz (climate-protection news).',
      example: 'buergernachrichten',
    }),
  }),
  query: z.object({
    seite: seiteQuery(),
    pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
    aktiv: q.bool('aktiv', true, {
      description:
        'true/1 (default): leave out items whose validity has ended (datum_bis in the past, Europe/Berlin; a datum_bis without time counts for the whole day). false/0: include them (archive view). Anything else: 400.',
    }),
    datum: q.str(
      /^(\d{4})?$/,
      'Parameter datum muss eine Jahreszahl sein.',
      {},
      {
        description: 'A year (Jahreszahl): only items whose datum_von lies in it. Not four digits: 400.',
        example: '2025',
      },
    ),
    group: groupParam(),
    order: q.order(
      ['datum_von', 'sortierung', 'titel'],
      [
        { field: 'datum_von', dir: 'DESC' },
        { field: 'sortierung', dir: 'ASC' },
      ],
      {
        description:
          'Sort order `[feld ASC, feld2 DESC]` (list parameter, `ASC` is the default direction, case-insensitive). Allowed fields: `datum_von`, `sortierung`, `titel`; any other field answers 400. Default: `[datum_von DESC, sortierung ASC]`. Ties are broken by id, newest first.',
        example: ['datum_von DESC', 'sortierung ASC'],
      },
    ),
  }),
  answer: json(z.union([NewsListResponse, NewsYearListResponse])),
  answerDescription: 'The news list (with `meta`), or the year list when `group=[Jahr]` (without `meta`).',
  errors: { 404: 'Unknown category (`Unbekannte Rubrik`), or a rubrik outside its pattern (`Unbekannter Endpunkt`).' },
});

export const newsDetail = operation({
  id: 'getAktuelles',
  method: 'GET',
  path: '/cms/aktuelles/{id}',
  tag: 'Aktuelles',
  summary: 'One news item with text and downloads',
  description: 'Detail of a news item by id (the trailing digits of its slug). Answers also items whose validity has ended.',
  params: z.object({ id: pathParam.id({ description: 'News id (1 to 9 digits).', example: 1046 }) }),
  answer: json(NewsDetailResponse),
  answerDescription: 'The item.',
  errors: { 404: 'No published item with this id (`Nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});
