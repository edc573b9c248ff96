import { z } from 'zod';
import type { Address } from '../../contract/address';
import { documented, json, operation, q, text, type ParamText } from '../../contract/operation';
import { Bild, ListMeta, pathParam, html } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';

/** Events (Veranstaltungen): upcoming events, their categories, iCalendar files and feeds. */

export const VeranstaltungRubrik = z
  .object({
    id: z.number().int().min(1),
    titel: z.string().min(1),
  })
  .meta({ id: 'VeranstaltungRubrik', description: 'An event category (Rubrik). Fixed ids: 6 Fasnet, 7 Märkte (the menu links them).' });
export type VeranstaltungRubrik = z.infer<typeof VeranstaltungRubrik>;

export const VeranstaltungOrt = z
  .object({
    location: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
  })
  .meta({ id: 'VeranstaltungOrt', description: 'Spec §3 Address: place and street address.' }) satisfies z.ZodType<Address>;
export type VeranstaltungOrt = z.infer<typeof VeranstaltungOrt>;

const datum = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/)
    .describe('Europe/Berlin wall-clock time `YYYY-MM-DDTHH:mm`, or a whole day `YYYY-MM-DD` (no time is shown).');

const itemShape = {
  id: z.number().int().min(1),
  titel: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+_\d+$/)
    .describe('URL slug ending in `_{id}`.'),
  datum_von: datum(),
  datum_bis: datum().nullable(),
  ort: VeranstaltungOrt,
  veranstalter: z.string(),
  rubriken: z.array(VeranstaltungRubrik).describe('Categories, the main one first.'),
  bild: Bild.nullable(),
  ics: z
    .string()
    .regex(/^\/api\/cms\/veranstaltungen\/\d+\/ics$/)
    .describe("Site-relative address of the event's iCalendar file."),
};

export const VeranstaltungItem = z.object(itemShape).meta({ id: 'VeranstaltungItem', description: 'An event (Veranstaltung) in a list.' });
export type VeranstaltungItem = z.infer<typeof VeranstaltungItem>;

export const VeranstaltungDetail = z
  .object({
    ...itemShape,
    text: html('Body as HTML.'),
    eintritt: z.string().nullable(),
    barrierefrei: z.boolean().nullable().describe('Step-free venue; null when unknown.'),
    link: z.string().nullable().describe('Further information: a site path or an external URL.'),
  })
  .meta({ id: 'VeranstaltungDetail', description: 'One event with its body.' });
export type VeranstaltungDetail = z.infer<typeof VeranstaltungDetail>;

const VeranstaltungListResponse = z.object({ data: z.array(VeranstaltungItem), meta: ListMeta }).meta({ id: 'VeranstaltungListResponse' });
const VeranstaltungDetailResponse = z.object({ data: VeranstaltungDetail }).meta({ id: 'VeranstaltungDetailResponse' });
const VeranstaltungRubrikListResponse = z.object({ data: z.array(VeranstaltungRubrik) }).meta({ id: 'VeranstaltungRubrikListResponse' });

/** A period counted from today: 7 days, 1 month, 3 months (`alle` or nothing: no limit). */
export type VeranstaltungenZeitraum = 'woche' | 'monat' | 'quartal';

const absent = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

/** Whole numbers of up to nine digits, as the events part has always read them (0 matches nothing). */
function rubrikIdParam(text: ParamText) {
  const message = 'Parameter rubrik_id muss eine Zahl sein.';
  return documented<number | undefined, number | string | undefined>(
    z.preprocess(
      absent,
      z
        .union(
          [
            z.number().int().min(0).max(999_999_999),
            z
              .string()
              .regex(/^\d{1,9}$/, message)
              .transform(Number),
          ],
          { error: message },
        )
        .optional(),
    ),
    { type: 'integer', minimum: 1 },
    false,
    text,
  );
}

const rubrikId = () => rubrikIdParam({ description: 'Only events of this category (Rubrik id). Not a whole number: 400.', example: 7 });

const zeitraum = () =>
  documented<VeranstaltungenZeitraum | undefined, 'alle' | VeranstaltungenZeitraum | undefined>(
    z.preprocess(
      absent,
      z
        .enum(['alle', 'woche', 'monat', 'quartal'], { error: 'Parameter zeitraum muss woche, monat oder quartal sein.' })
        .optional()
        .transform((v) => (v === 'alle' ? undefined : v)),
    ),
    { type: 'string', enum: ['', 'alle', 'woche', 'monat', 'quartal'] },
    false,
    {
      description:
        'Only events starting within a period from today: `woche` (7 days), `monat` (1 month), `quartal` (3 months); empty or `alle` for no limit. Anything else: 400.',
      example: 'monat',
    },
  );

/** A day of the period filter ('YYYY-MM-DD'), as the date picker sends it. */
const tag = (name: 'von' | 'bis', description: string) =>
  documented<string | undefined, string | undefined>(
    z.preprocess(absent, z.iso.date({ error: `Parameter ${name} muss ein Datum der Form JJJJ-MM-TT sein.` }).optional()),
    { type: 'string', format: 'date' },
    false,
    { description, example: name === 'von' ? '2026-12-01' : '2026-12-24' },
  );

/** An event id; the document has always said "at least 1" (0 is no event: 404). */
const eventId = () =>
  documented<number, number | string>(pathParam.id(), { type: 'integer', minimum: 1 }, false, {
    description: 'Event id (the trailing digits of its slug).',
    example: 5001,
  });

const ICS = text('text/calendar; charset=utf-8', {
  description: 'RFC 5545 iCalendar with a VTIMEZONE for Europe/Berlin; times as TZID=Europe/Berlin local times, whole days as VALUE=DATE.',
  disposition: '`attachment; filename=…ics`.',
});

export const veranstaltungenList = operation({
  id: 'listVeranstaltungen',
  method: 'GET',
  path: '/cms/veranstaltungen',
  tag: 'Veranstaltungen',
  summary: 'Upcoming events',
  description:
    "Events not yet over on today's date (Europe/Berlin): an event counts until the end of `datum_bis`, else of `datum_von`. Sorted by start, then id.",
  query: z.object({
    rubrik_id: rubrikId(),
    zeitraum: zeitraum(),
    von: tag('von', 'Only events not over before this day (a visitor picks it in the date picker). Not a date: 400.'),
    bis: tag('bis', 'Only events starting on or before this day. Not a date: 400.'),
    seite: seiteQuery(),
    pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
  }),
  answer: json(VeranstaltungListResponse),
  answerDescription: 'One page of events.',
});

export const veranstaltungRubriken = operation({
  id: 'listVeranstaltungRubriken',
  method: 'GET',
  path: '/cms/veranstaltungen/rubriken',
  tag: 'Veranstaltungen',
  summary: 'Event categories',
  description: 'All categories by id (the events filter input of spec §3).',
  answer: json(VeranstaltungRubrikListResponse),
  answerDescription: 'The categories.',
});

export const veranstaltungenKalender = operation({
  id: 'getVeranstaltungenKalender',
  method: 'GET',
  path: '/cms/veranstaltungen/kalender',
  tag: 'Veranstaltungen',
  summary: 'Subscribable calendar feed',
  description: 'All upcoming events, or those of one category, as one iCalendar file to subscribe to (webcal://).',
  query: z.object({ rubrik_id: rubrikId() }),
  answer: ICS,
  answerDescription: 'The feed.',
  errors: { 404: 'Unknown category: `Unbekannte Rubrik`.' },
});

export const veranstaltungDetail = operation({
  id: 'getVeranstaltung',
  method: 'GET',
  path: '/cms/veranstaltungen/{id}',
  tag: 'Veranstaltungen',
  summary: 'One event',
  description: 'Any event with this id, also a past one (old links keep working).',
  params: z.object({ id: eventId() }),
  answer: json(VeranstaltungDetailResponse),
  answerDescription: 'The event.',
  errors: { 404: 'No event with this id: `Veranstaltung nicht gefunden`.' },
});

export const veranstaltungIcs = operation({
  id: 'getVeranstaltungIcs',
  method: 'GET',
  path: '/cms/veranstaltungen/{id}/ics',
  tag: 'Veranstaltungen',
  summary: 'One event as iCalendar file',
  description: "„In den Kalender“: one VEVENT with the event's local times.",
  params: z.object({ id: eventId() }),
  answer: ICS,
  answerDescription: 'The calendar file.',
  errors: { 404: 'No event with this id: `Veranstaltung nicht gefunden`.' },
});
