import { z } from 'zod';
import { operation, json, q } from './operation';
import { ListMeta, pathParam } from './common';

/** Business directory (Gewerbeverzeichnis): categories, A–Z letters, entries. */

const RUBRIK_URL = /^[a-z0-9-]{1,80}$/;

export const GewerbeRubrikRef = z
  .object({
    id: z.number().int().min(1),
    url: z.string().regex(RUBRIK_URL).describe('URL key of the category, the path segment of `/wirtschaft/gewerbeverzeichnis/{rubrik}`.'),
    titel: z.string().min(1),
  })
  .meta({ id: 'GewerbeRubrikRef', description: 'The category of a business directory entry.' });
export type GewerbeRubrikRef = z.infer<typeof GewerbeRubrikRef>;

export const GewerbeRubrik = GewerbeRubrikRef.extend({
  anzahl: z.number().int().min(0).describe('Number of entries in this category (Anzahl).'),
}).meta({ id: 'GewerbeRubrik', description: 'A category (Rubrik/Branche) of the business directory with its number of entries.' });
export type GewerbeRubrik = z.infer<typeof GewerbeRubrik>;

export const GewerbeAdresse = z
  .object({
    location: z.string().describe("Name of the place or building, e.g. 'Schreinerei Künzle'."),
    street: z.string().describe('Street and number.'),
    zip: z.string().regex(/^(\d{5})?$/).describe('German postcode (PLZ).'),
    city: z.string().describe("Town, e.g. 'Musterstadt' or 'Musterstadt-Bombach'."),
  })
  .meta({ id: 'GewerbeAdresse', description: 'Postal address of a business (spec §3 Address).' });
export type GewerbeAdresse = z.infer<typeof GewerbeAdresse>;

const itemShape = {
  id: z.number().int().min(1),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]*_\d{1,9}$/).describe('`<slugified name>_<id>`.'),
  url: z
    .string()
    .regex(/^\/wirtschaft\/gewerbeverzeichnis\/[a-z0-9-]{1,80}\/[a-z0-9-]*_\d{1,9}$/)
    .describe('Site address of the entry (`/wirtschaft/gewerbeverzeichnis/<rubrik>/<slug>`).'),
  spezialisierung: z.string().describe("Short specialisation shown in lists, e.g. 'Treppen, Einbaumöbel und Innenausbau'."),
  rubrik: GewerbeRubrikRef,
  adresse: GewerbeAdresse,
  telefon: z
    .string()
    .regex(/^\+?[0-9][0-9 ()/-]*$/)
    .meta({
      description: "Phone number as stored, international form (spec §5), e.g. '+49 7641 931240'; the site dials `telformat` of it and shows `removeintprefix` of it (spec §9).",
      examples: ['+49 7641 931240'],
    }),
};

export const GewerbeItem = z.object(itemShape).meta({ id: 'GewerbeItem', description: 'A business directory entry in a list.' });
export type GewerbeItem = z.infer<typeof GewerbeItem>;

export const GewerbeDetail = z
  .object({
    ...itemShape,
    text: z.string().describe('Two to four sentences, plain text (no HTML).'),
    email: z.email().nullable().describe('E-mail address, or null.'),
    web: z.string().regex(/^https?:\/\//).nullable().describe('Website (absolute http(s) URL), or null. The site links it as an external link.'),
    oeffnungszeiten: z
      .array(z.string().min(1))
      .describe("Opening hours (Öffnungszeiten), one short line each, e.g. 'Mo–Fr 7:30–17 Uhr'; may be empty."),
  })
  .meta({ id: 'GewerbeDetail', description: 'One business directory entry with text, contact and opening hours.' });
export type GewerbeDetail = z.infer<typeof GewerbeDetail>;

export const GewerbeBuchstabe = z
  .object({
    buchstabe: z
      .string()
      .regex(/^[a-z0]$/)
      .describe("First letter of the name, umlauts under their base letter (DIN 5007: 'Öko…' under `o`), `0` for names that do not start with a letter."),
    anzahl: z.number().int().min(1).describe('Number of entries under this letter (Anzahl).'),
  })
  .meta({ id: 'GewerbeBuchstabe', description: "A letter of the business directory's A–Z list and how many entries it has." });
export type GewerbeBuchstabe = z.infer<typeof GewerbeBuchstabe>;

const GewerbeListResponse = z
  .object({ data: z.array(GewerbeItem), meta: ListMeta })
  .meta({ id: 'GewerbeListResponse', description: 'A page of business directory entries.' });
const GewerbeRubrikListResponse = z
  .object({ data: z.array(GewerbeRubrik) })
  .meta({ id: 'GewerbeRubrikListResponse', description: 'All categories of the business directory, no paging.' });
const GewerbeBuchstabenResponse = z
  .object({ data: z.array(GewerbeBuchstabe) })
  .meta({ id: 'GewerbeBuchstabenResponse', description: "The letters of the business directory's A–Z list." });
const GewerbeDetailResponse = z.object({ data: GewerbeDetail }).meta({ id: 'GewerbeDetailResponse', description: 'One business directory entry.' });

/** One lower-case letter a–z, or 0 (names that do not start with a letter); any single digit is accepted. */
export const buchstabeParam = () =>
  q.str(/^[a-z0-9]$/, 'Parameter buchstabe muss ein Kleinbuchstabe a–z sein (0 für Ziffern und Zeichen).', {}, {
    description:
      'Only entries under this letter of the A–Z list: one lower-case letter `a`–`z` (umlauts count under their base letter, DIN 5007: `a` includes `Ä…`), `0` for entries that do not start with a letter (any other single digit is accepted and matches nothing). `ä`, upper case, two characters or anything else: 400. Empty or absent: all entries.',
    example: 'a',
  });

/** Page (Seite), 1-based. */
export const seiteParam = () =>
  q.intOr('seite', 1, { min: 1, max: 100_000 }, { description: 'Page (Seite), 1-based. Not a whole number or outside 1..100000: 400.', example: 1 });

export const gewerbeList = operation({
  id: 'listGewerbe',
  method: 'GET',
  path: '/cms/gewerbe',
  tag: 'Gewerbe',
  summary: 'Business directory entries, filtered and paged',
  description:
    'A page of the entries of the business directory (Gewerbeverzeichnis) in German alphabetical order (DIN 5007: umlauts with their base letter, `Ä` with `A`; case-insensitive; numbers by value) of `name`, then `id`, with `meta`; the pages of any size concatenate to the whole list in that order. Filters combine: `rubrik` (one category), `q` (text) and `buchstabe` (A–Z letter of the name).',
  query: z.object({
    rubrik: q.str(/^[a-z0-9-]{1,80}$/, 'Parameter rubrik muss ein URL-Schlüssel sein (a–z, 0–9, -).', {}, {
      description: 'Only the entries of this category (`GewerbeRubrik.url`). Empty or absent: all categories. Outside the pattern: 400; a category that does not exist: 404.',
      example: 'handwerk',
    }),
    q: q.text('q', 100, {
      description:
        'Text filter („Betrieb oder Branche“): every word must occur in the name, the specialisation or the category title. Case-insensitive, umlauts folded like the site search (`baecker` finds `Bäckerei`, `strasse` finds `Straße`). Empty or absent: no filter. More than 100 characters: 400.',
      example: 'Photovoltaik',
    }),
    buchstabe: buchstabeParam(),
    seite: seiteParam(),
    pro_seite: q.intOr('pro_seite', 20, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
  }),
  answer: json(GewerbeListResponse),
  answerDescription: 'A page of entries (an empty `data` when nothing matches).',
  errors: { 404: 'No category with this `rubrik` key (`Unbekannte Rubrik`).' },
});

export const gewerbeRubriken = operation({
  id: 'listGewerbeRubriken',
  method: 'GET',
  path: '/cms/gewerbe/rubriken',
  tag: 'Gewerbe',
  summary: 'Categories of the business directory with their entry counts',
  description:
    'All categories (Rubriken/Branchen) in German alphabetical order of `titel`, each with its number of entries (also 0). The counts add up to `meta.gesamt` of `GET /api/cms/gewerbe`. No parameters, no paging, no `meta`.',
  answer: json(GewerbeRubrikListResponse),
  answerDescription: 'The categories.',
});

export const gewerbeBuchstaben = operation({
  id: 'listGewerbeBuchstaben',
  method: 'GET',
  path: '/cms/gewerbe/buchstaben',
  tag: 'Gewerbe',
  summary: "Letters of the business directory's A–Z list",
  description:
    'The letters that have entries, ascending (`0` before `a`), each with its number of entries (the letter bar of the directory). The counts add up to `meta.gesamt` of `GET /api/cms/gewerbe`. No parameters, no `meta`.',
  answer: json(GewerbeBuchstabenResponse),
  answerDescription: 'The letters.',
});

export const gewerbeDetail = operation({
  id: 'getGewerbe',
  method: 'GET',
  path: '/cms/gewerbe/{id}',
  tag: 'Gewerbe',
  summary: 'One business directory entry',
  description: 'One entry by id (the trailing digits of its slug, e.g. `schreinerei-kuenzle-gmbh_7001`) with its category, text, contact and opening hours.',
  params: z.object({ id: pathParam.id({ description: 'Entry id (1 to 9 digits).', example: 7001 }) }),
  answer: json(GewerbeDetailResponse),
  answerDescription: 'The entry.',
  errors: { 404: 'No entry with this id (`Betrieb nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});
