import { z } from 'zod';

/**
 * Schemas shared by several parts of the contract. Each named schema carries its name (`id`) so the
 * document shows it once under components/schemas.
 */

export const ListMeta = z
  .object({
    seite: z.number().int(),
    pro_seite: z.number().int(),
    gesamt: z.number().int(),
    seiten: z.number().int(),
  })
  .meta({ id: 'ListMeta', description: 'Seitenangaben einer Liste.' });
export type ListMeta = z.infer<typeof ListMeta>;

export const Bild = z
  .object({
    /** Site-relative URL of the original image. */
    url: z.string(),
    alt: z.string(),
    breite: z.number().int(),
    hoehe: z.number().int(),
  })
  .meta({ id: 'Bild', description: 'Ein Bild der Medienliste mit Alternativtext und Originalgröße.' });
export type Bild = z.infer<typeof Bild>;

export const Dokument = z
  .object({
    id: z.number().int(),
    datei: z.string(),
    /** Download link (site-relative). */
    link: z.string(),
    downloadtext: z.string(),
    beschreibung: z.string().nullable(),
    einstufung: z.string().nullable(),
    stand: z.string().nullable(),
    groesse: z.number().int(),
    mime: z.string(),
  })
  .meta({ id: 'Dokument', description: 'Ein Download (spec §3: datei, downloadtext, beschreibung, einstufung).' });
export type Dokument = z.infer<typeof Dokument>;

export const ErrorBody = z.object({ error: z.string() }).meta({ id: 'Fehler', description: 'Fehlermeldung auf Deutsch.' });

/** `{ data: [...], meta? }`: a list answer. */
export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ListMeta.optional() });
/** `{ data: [...], meta }`: a paged list answer. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ListMeta });
/** `{ data }`: one item. */
export const item = <T extends z.ZodType>(value: T) => z.object({ data: value });

export type ListResponse<T> = { data: T[]; meta?: ListMeta };
export type ItemResponse<T> = { data: T };

/** Path parameters: ids are whole numbers of up to nine digits; keys are lower-case URL words. */
export const pathParam = {
  id: () =>
    z
      .union([z.number().int().min(0).max(999_999_999), z.string().regex(/^\d{1,9}$/).transform(Number)])
      .meta({ type: 'integer', minimum: 0, maximum: 999_999_999 } as never) as unknown as z.ZodType<number, number | string>,
  key: (pattern: RegExp) => z.string().regex(pattern).meta({ pattern: pattern.source } as never) as unknown as z.ZodType<string, string>,
};
