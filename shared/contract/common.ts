import { z } from 'zod';
import { documented, type ParamText } from './operation';

/**
 * Schemas shared by several parts of the contract. Each named schema carries its name (`id`) so the
 * document shows it once under components/schemas.
 */

/** What every `html()` field of a checked answer passes: nothing until the server sets its sanitizer. */
let htmlFilter: (html: string) => string = (value) => value;

/**
 * Sets the filter of `html()` fields, once, on the server: the desk's allow-list (ADR 16). The browser
 * never checks answers and leaves it unset, so the sanitizer does not ship to it.
 */
export function filterHtmlWith(filter: (html: string) => string): void {
  htmlFilter = filter;
}

/**
 * Formatted text (HTML) that the pages show as it is (shared/components/Prose.tsx). Where an answer is
 * checked on arrival (an upstream CMS's, server/cms/client.ts), such a field comes out through the
 * filter above: an upstream CMS's HTML is as safe as the desk's (ADR 29). The embedded CMS stores only
 * sanitized HTML, and its answers are not parsed again.
 */
export function html(description: string) {
  return z
    .string()
    .overwrite((value) => htmlFilter(value))
    .describe(description);
}

export const ListMeta = z
  .object({
    seite: z.number().int().min(1).describe('Current page, 1-based.'),
    pro_seite: z.number().int().min(1).max(100).describe('Page size.'),
    gesamt: z.number().int().min(0).describe('Total number of items over all pages.'),
    seiten: z.number().int().min(1).describe('Number of pages, at least 1 (also for an empty list).'),
  })
  .meta({ id: 'ListMeta', description: 'Paging information of a list (Seite = page).' });
export type ListMeta = z.infer<typeof ListMeta>;

export const Bild = z
  .object({
    url: z
      .string()
      .regex(/^\/api\/cms\/medien\/[a-z0-9-]{1,60}\.jpg$/)
      .meta({ examples: ['/api/cms/medien/hero-stadt.jpg'] }),
    alt: z.string().describe('Alternative text; may be empty for a purely decorative image.'),
    breite: z.number().int().min(1).describe('Width of the original in pixels.'),
    hoehe: z.number().int().min(1).describe('Height of the original in pixels.'),
  })
  .meta({
    id: 'Bild',
    description:
      'An image (Bild). `url` is site-relative and must point into `/api/cms/medien/`: the image service `/bild?src=…` only renders sources of that form.',
  });
export type Bild = z.infer<typeof Bild>;

export const Dokument = z
  .object({
    id: z.number().int().min(1),
    datei: z.string().min(1).max(200).describe('File name (Datei) as offered for saving.'),
    link: z
      .string()
      .regex(/^\/api\/cms\/(?:dateien\/\d{1,9}\/[^/]{1,200}|(?:intranet|ratsinfo)\/dokument\/\d{1,9})$/)
      .describe('Site-relative download link (the file name part is percent-encoded).'),
    downloadtext: z.string().min(1).describe('Link text shown to visitors.'),
    beschreibung: z.string().nullable().describe('Optional description.'),
    einstufung: z.string().nullable().describe("Classification, e.g. 'Satzung', 'Bekanntmachung', 'Formular'."),
    stand: z.iso.date().nullable().describe('Date of the document version (Stand), YYYY-MM-DD.'),
    groesse: z.number().int().min(0).describe('Size (Größe) in bytes.'),
    mime: z
      .string()
      .regex(/^[a-z0-9.+-]+\/[a-z0-9.+-]+/)
      .meta({ examples: ['application/pdf', 'text/plain; charset=utf-8'] }),
  })
  .meta({
    id: 'Dokument',
    description:
      'A downloadable document (Dokument) attached to a news item, an archive entry, a meeting or a paper. Public documents link to `/api/cms/dateien/{id}/{datei}`, internal ones (intranet archive topics) to `/api/cms/intranet/dokument/{id}`, those in answers of the council information system to `/api/cms/ratsinfo/dokument/{id}`.',
  });
export type Dokument = z.infer<typeof Dokument>;

export const ErrorBody = z
  .object({
    error: z
      .string()
      .min(1)
      .meta({ examples: ['Unbekannte Rubrik'] }),
  })
  .meta({ id: 'Error', description: 'Every error answer of the contract. `error` is a German message meant for logs, not for visitors.' });

/** `{ data: [...], meta? }`: a list answer. */
export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ListMeta.optional() });
/** `{ data: [...], meta }`: a paged list answer. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ListMeta });
/** `{ data }`: one item. */
export const item = <T extends z.ZodType>(value: T) => z.object({ data: value });

export type ListResponse<T> = { data: T[]; meta?: ListMeta };
export type ItemResponse<T> = { data: T };

/** Path parameters: ids are whole numbers of up to nine digits; keys follow their pattern. */
export const pathParam = {
  id: (text: ParamText = {}) =>
    documented<number, number | string>(
      z.union([
        z.number().int().min(0).max(999_999_999),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
      { type: 'integer', minimum: 0, maximum: 999_999_999 },
      false,
      text,
    ),
  key: (pattern: RegExp, text: ParamText = {}) =>
    documented<string, string>(z.string().regex(pattern), { type: 'string', pattern: pattern.source }, false, text),
};

/** An office's postal address; used by the town hall's offices and by the construction sites' contact office. */
export const Adresse = z
  .object({
    gebaeude: z.string().describe("Building and floor (Gebäude), e.g. 'Rathaus, Erdgeschoss'."),
    strasse: z.string().min(1),
    plz: z
      .string()
      .regex(/^\d{5}$/)
      .describe('German postcode (PLZ).'),
    ort: z.string().min(1),
  })
  .meta({ id: 'Adresse', description: 'Postal address of an office (Amt).' });
export type Adresse = z.infer<typeof Adresse>;

const PHONE = /^\+?[0-9][0-9 ()/-]*$/;

export const Kontakt = z
  .object({
    telefon: z
      .string()
      .regex(PHONE)
      .meta({ examples: ['+49 7641 123-49'] }),
    telefax: z.string().regex(PHONE).nullable().describe('Fax number, or null.'),
    email: z.email(),
  })
  .meta({ id: 'Kontakt', description: 'Phone, fax and e-mail of an office or of a staff member in one office.' });
export type Kontakt = z.infer<typeof Kontakt>;
