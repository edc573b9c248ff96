import { z } from 'zod';
import type { Address } from '../../contract/address';
import { operation, file, json, q } from '../../contract/operation';
import { ListMeta, pathParam } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';
import { WEB_ADDRESS } from '../../site/validation';

/** Business directory (Gewerbeverzeichnis): categories, A–Z letters, entries. */

const RUBRIK_URL = /^[a-z0-9-]{1,80}$/;
const PHONE = /^\+?[0-9][0-9 ()/-]*$/;
/** File name of a stored logo: a hash of the entry's key and the picture, and its type. */
export const GEWERBE_LOGO_DATEI = /^[0-9a-f]{16}\.(?:png|jpg|webp)$/;

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
    zip: z
      .string()
      .regex(/^(\d{5})?$/)
      .describe('German postcode (PLZ).'),
    city: z.string().describe("Town, e.g. 'Freiburg im Breisgau' or 'Freiburg-Opfingen'."),
  })
  .meta({ id: 'GewerbeAdresse', description: 'Postal address of a business (spec §3 Address).' }) satisfies z.ZodType<Address>;
export type GewerbeAdresse = z.infer<typeof GewerbeAdresse>;

const itemShape = {
  id: z.number().int().min(1),
  name: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]*_\d{1,9}$/)
    .describe('`<slugified name>_<id>`.'),
  url: z
    .string()
    .regex(/^\/wirtschaft\/gewerbeverzeichnis\/[a-z0-9-]{1,80}\/[a-z0-9-]*_\d{1,9}$/)
    .describe('Site address of the entry (`/wirtschaft/gewerbeverzeichnis/<rubrik>/<slug>`).'),
  spezialisierung: z.string().describe("Short specialisation shown in lists, e.g. 'Treppen, Einbaumöbel und Innenausbau'."),
  rubrik: GewerbeRubrikRef,
  adresse: GewerbeAdresse,
  telefon: z
    .string()
    .regex(PHONE)
    .meta({
      description:
        "Phone number as stored, international form (spec §5), e.g. '+49 7641 931240'; the site dials `telformat` of it and shows `removeintprefix` of it (spec §9).",
      examples: ['+49 7641 931240'],
    }),
  rubriken: z
    .array(GewerbeRubrikRef)
    .optional()
    .describe('Every category the entry is listed under, the one of its address (`rubrik`) first. Absent: only `rubrik`.'),
};

export const GewerbeItem = z.object(itemShape).meta({ id: 'GewerbeItem', description: 'A business directory entry in a list.' });
export type GewerbeItem = z.infer<typeof GewerbeItem>;

export const GewerbeDetail = z
  .object({
    ...itemShape,
    text: z.string().describe('Two to four sentences, plain text (no HTML).'),
    email: z.email().nullable().describe('E-mail address, or null.'),
    web: z
      .string()
      .regex(/^https?:\/\//)
      .nullable()
      .describe('Website (absolute http(s) URL), or null. The site links it as an external link.'),
    oeffnungszeiten: z.array(z.string().min(1)).describe("Opening hours (Öffnungszeiten), one short line each, e.g. 'Mo–Fr 7:30–17 Uhr'; may be empty."),
    fax: z.string().regex(PHONE).nullable().optional().describe('Fax number in international form, or null.'),
    logo: z
      .object({
        url: z
          .string()
          .regex(/^\/api\/cms\/gewerbe\/\d{1,9}\/logo\/[^/\s]+$/)
          .describe('Address of the picture (its name changes with the picture).'),
        breite: z.number().int().min(1),
        hoehe: z.number().int().min(1),
      })
      .nullable()
      .optional()
      .describe("The business's logo (at most 600 pixels wide and high), or null."),
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
  q.str(
    /^[a-z0-9]$/,
    'Parameter buchstabe muss ein Kleinbuchstabe a–z sein (0 für Ziffern und Zeichen).',
    {},
    {
      description:
        'Only entries under this letter of the A–Z list: one lower-case letter `a`–`z` (umlauts count under their base letter, DIN 5007: `a` includes `Ä…`), `0` for entries that do not start with a letter (any other single digit is accepted and matches nothing). `ä`, upper case, two characters or anything else: 400. Empty or absent: all entries.',
      example: 'a',
    },
  );

export const gewerbeList = operation({
  id: 'listGewerbe',
  method: 'GET',
  path: '/cms/gewerbe',
  tag: 'Gewerbe',
  summary: 'Business directory entries, filtered and paged',
  description:
    'A page of the entries of the business directory (Gewerbeverzeichnis) in German alphabetical order (DIN 5007: umlauts with their base letter, `Ä` with `A`; case-insensitive; numbers by value) of `name`, then `id`, with `meta`; the pages of any size concatenate to the whole list in that order. Filters combine: `rubrik` (one category: the entries of its address and those also listed under it), `q` (text) and `buchstabe` (A–Z letter of the name).',
  query: z.object({
    rubrik: q.str(
      /^[a-z0-9-]{1,80}$/,
      'Parameter rubrik muss ein URL-Schlüssel sein (a–z, 0–9, -).',
      {},
      {
        description:
          'Only the entries of this category (`GewerbeRubrik.url`). Empty or absent: all categories. Outside the pattern: 400; a category that does not exist: 404.',
        example: 'handwerk',
      },
    ),
    q: q.text('q', 100, {
      description:
        'Text filter („Betrieb oder Branche“): every word must occur in the name, the specialisation or the category title. Case-insensitive, umlauts folded like the site search (`baecker` finds `Bäckerei`, `strasse` finds `Straße`). Empty or absent: no filter. More than 100 characters: 400.',
      example: 'Photovoltaik',
    }),
    buchstabe: buchstabeParam(),
    seite: seiteQuery(),
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
    'All categories (Rubriken/Branchen) in German alphabetical order of `titel`, each with its number of entries (also 0). An entry listed under several categories counts in each; while every entry has one category, the counts add up to `meta.gesamt` of `GET /api/cms/gewerbe`. No parameters, no paging, no `meta`.',
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

// ---------------------------------------------------------------------------------------------
// Writes: the self-entries staff approve (ADR 15), and the logos.

const LOGO_TYPEN = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const GewerbeEintragung = z
  .object({
    schluessel: z
      .uuid()
      .describe("The site's key of the self-entry: the same key always writes the same directory entry, so a repeated approval changes nothing twice."),
    name: z.string().trim().min(1).max(120),
    spezialisierung: z.string().trim().min(1).max(120),
    text: z.string().trim().min(1).max(600).describe('Plain text, no HTML.'),
    rubriken: z.array(z.string().regex(RUBRIK_URL)).min(1).max(3).describe("URL keys of the categories; the first one is the entry's address."),
    adresse: GewerbeAdresse,
    telefon: z.string().regex(PHONE).max(40),
    fax: z.string().regex(PHONE).max(40).nullable(),
    email: z.email().max(254).nullable(),
    web: z
      .string()
      .regex(
        WEB_ADDRESS,
        'Die Internetseite ist keine gültige Adresse: Sie beginnt mit https:// und enthält keine Leerzeichen, Anführungszeichen oder spitzen Klammern.',
      )
      .max(300, 'Die Internetseite darf höchstens 300 Zeichen lang sein.')
      .nullable(),
    oeffnungszeiten: z.array(z.string().min(1).max(160)).max(16),
    logo: z
      .union([
        z.object({
          typ: z.enum(LOGO_TYPEN),
          daten: z.string().max(2_000_000).describe('The picture, base64 (at most about 1.5 MB: a 600 × 600 picture of any kind).'),
        }),
        z.literal('behalten'),
        z.null(),
      ])
      .describe('A new logo; `behalten` keeps the current one; null removes it.'),
  })
  .meta({ id: 'GewerbeEintragung', description: 'A business directory entry as staff approve it from a self-entry.' });
export type GewerbeEintragung = z.infer<typeof GewerbeEintragung>;

export const gewerbeEintragSpeichern = operation({
  id: 'saveGewerbeEintrag',
  method: 'POST',
  path: '/cms/gewerbe/eintraege',
  tag: 'Gewerbe',
  summary: 'Publish an approved self-entry in the business directory',
  description:
    'Creates the directory entry of a self-entry, or changes the one written before under the same `schluessel`, in one committed write: the directory, its categories and the site search show it at once. Needs a staff member with the role `eingaenge` (or `admin`). A logo is checked by its bytes and re-encoded.',
  body: GewerbeEintragung,
  bodyLimit: 3 * 1024 * 1024,
  answer: json(z.object({ data: GewerbeDetail }).meta({ id: 'GewerbeEintragResponse' })),
  answerDescription: 'The entry as the directory now shows it.',
  auth: 'intranet',
  errors: {
    400: 'A category that does not exist, or a logo that is no readable JPEG, PNG or WebP picture.',
    403: 'The staff member lacks the role `eingaenge` (`Kein Zugriff`).',
  },
});

export const gewerbeEintragEntfernen = operation({
  id: 'removeGewerbeEintrag',
  method: 'POST',
  path: '/cms/gewerbe/eintraege/{schluessel}/entfernen',
  tag: 'Gewerbe',
  summary: 'Remove a self-entry from the business directory',
  description: 'Deletes the directory entry written under this `schluessel`, with its logo. Needs the role `eingaenge` (or `admin`).',
  params: z.object({ schluessel: pathParam.key(/^[0-9a-f-]{36}$/, { description: "The self-entry's key.", example: '00000000-0000-4000-8000-000000000000' }) }),
  answer: json(z.object({ data: z.literal(true) }).meta({ id: 'GewerbeEntfernenResponse' })),
  answerDescription: 'Removed.',
  auth: 'intranet',
  errors: { 403: 'The staff member lacks the role `eingaenge` (`Kein Zugriff`).', 404: 'No entry under this key (removed already).' },
});

export const gewerbeLogo = operation({
  id: 'getGewerbeLogo',
  method: 'GET',
  path: '/cms/gewerbe/{id}/logo/{datei}',
  tag: 'Gewerbe',
  summary: "A business's logo",
  description: 'The picture behind `GewerbeDetail.logo.url`. Its name changes with the picture, so it may be kept long.',
  params: z.object({
    id: pathParam.id({ description: 'Entry id.', example: 7001 }),
    datei: pathParam.key(GEWERBE_LOGO_DATEI, { description: 'File name of the logo.', example: '0123456789abcdef.png' }),
  }),
  answer: file([...LOGO_TYPEN], 'public'),
  answerDescription: 'The logo.',
  errors: { 404: 'No such entry, or it has no logo under this name.' },
});
