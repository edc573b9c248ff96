import { z } from 'zod';
import { documented, operation, json, text, type ParamText } from '../../contract/operation';

/**
 * Waste calendar (Abfallkalender): waste types, streets with their collection district, the
 * collection dates of a street and its calendar feed.
 */

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ART_KEY = /^[a-z0-9-]{1,40}$/;

const absent = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

export const Abfallart = z
  .object({
    id: z.number().int().min(1),
    key: z
      .string()
      .regex(ART_KEY)
      .meta({ description: 'Stable key for filters and URLs.', examples: ['restmuell', 'gelber-sack'] }),
    titel: z
      .string()
      .min(1)
      .meta({ examples: ['Restmüll'] }),
    kuerzel: z
      .string()
      .min(1)
      .max(4)
      .meta({ description: 'Short form for compact views (year overview), explained in a legend.', examples: ['R'] }),
    farbe: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .meta({ description: 'Colour of the bin or sack (CSS hex).', examples: ['#1f5fa8'] }),
    hinweis: z.string().describe('What goes in and how to put it out, plain text.'),
  })
  .meta({ id: 'Abfallart', description: 'A waste type (Abfallart).' });
export type Abfallart = z.infer<typeof Abfallart>;

export const Abfuhrbezirk = z
  .object({
    nr: z.number().int().min(1),
    titel: z
      .string()
      .min(1)
      .meta({ examples: ['Kernstadt Nord'] }),
    ortsteil: z
      .string()
      .min(1)
      .meta({ examples: ['Kernstadt'] }),
  })
  .meta({ id: 'Abfuhrbezirk', description: 'A collection district: all its streets share the same dates.' });
export type Abfuhrbezirk = z.infer<typeof Abfuhrbezirk>;

/** A street's name and district: how a street is named in the streets list and in their courses. */
const strassenName = {
  name: z
    .string()
    .min(1)
    .meta({ examples: ['Hauptstraße'] }),
  ortsteil: z
    .string()
    .min(1)
    .meta({ examples: ['Bombach'] }),
};

export const Strasse = z
  .object({
    uuid: z.guid(),
    ...strassenName,
    abfuhrbezirk: Abfuhrbezirk,
  })
  .meta({ id: 'Strasse', description: 'A street and its collection district.' });
export type Strasse = z.infer<typeof Strasse>;

export const Abfuhrtermin = z
  .object({
    datum: z.iso.date().describe('Whole Berlin day.'),
    art: z.string().regex(ART_KEY).describe('`Abfallart.key`.'),
    hinweis: z
      .string()
      .nullable()
      .meta({
        description: 'Holiday shift, stops of the hazardous-waste vehicle, registration note; null when there is none.',
        examples: ['Wegen 1. Weihnachtsfeiertag (25.12.) verschoben'],
      }),
  })
  .meta({ id: 'Abfuhrtermin', description: 'One collection of one waste type on one day.' });
export type Abfuhrtermin = z.infer<typeof Abfuhrtermin>;

const AbfallartListResponse = z.object({ data: z.array(Abfallart) }).meta({ id: 'AbfallartListResponse' });
const StrasseListResponse = z.object({ data: z.array(Strasse) }).meta({ id: 'StrasseListResponse' });
const StrasseResponse = z.object({ data: Strasse }).meta({ id: 'StrasseResponse' });
const AbfuhrterminListResponse = z.object({ data: z.array(Abfuhrtermin) }).meta({ id: 'AbfuhrterminListResponse' });

// ---------------------------------------------------------------------------------------------
// Parameters

const uuidText: ParamText = {
  description: "The street's stable id (`Strasse.uuid`, a UUID that stays the same when the CMS is seeded again).",
  example: 'b6d405ca-1721-5eda-aa6b-4c0ccdb92681',
};

/** The street of a path: a lower-case UUID, anything else is no path of the contract (404). */
const uuidParam = () => documented<string, string>(z.string().regex(UUID_RE), { type: 'string', format: 'uuid' }, false, uuidText);

/** A whole day `YYYY-MM-DD` that exists in the calendar, or undefined when absent. */
function dateParam(name: string, text: ParamText) {
  const message = `Parameter ${name} muss ein Datum JJJJ-MM-TT sein.`;
  return documented<string | undefined, string | undefined>(
    z.preprocess(
      absent,
      z
        .string({ error: message })
        .regex(/^\d{4}-\d{2}-\d{2}$/, message)
        .refine((v) => {
          // zod runs this check after a failed pattern too. The day must exist: 2026-02-30 would roll over into March.
          const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
          return m !== null && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === v;
        }, message)
        .optional(),
    ),
    { type: 'string', format: 'date' },
    false,
    text,
  );
}

/**
 * The waste-type filter: keys as `arten=bio,papier`, `arten=bio&arten=papier` or `arten[]=bio`. Which
 * keys exist only the CMS knows, so the handler answers 400 for an unknown one. Documented as the
 * contract has always written it: one string (a comma list).
 */
const artenParam = () =>
  documented<string[], readonly string[] | undefined>(
    z
      .array(z.string({ error: 'Parameter arten enthält eine unbekannte Abfallart.' }))
      .optional()
      .transform((v) => v ?? []),
    { type: 'string' },
    true,
    {
      description:
        'Only these waste types (`Abfallart.key`), as `arten=bio,papier`, `arten=bio&arten=papier` or `arten[]=bio`. Absent: all types. An unknown key: 400.',
      example: 'restmuell,bio',
    },
  );

const streetNotFound = 'No street with this uuid (`Straße nicht gefunden`), or a path segment that is not a UUID (`Unbekannter Endpunkt`).';

// ---------------------------------------------------------------------------------------------
// Operations

export const abfallArten = operation({
  id: 'listAbfallarten',
  method: 'GET',
  path: '/cms/abfall/arten',
  tag: 'Abfall',
  summary: 'Waste types',
  description:
    'All waste types in their editorial order, with a colour (never the only carrier of information on the site), a short form for compact views and a hint on what goes in. Without paging and without `meta`.',
  answer: json(AbfallartListResponse),
  answerDescription: 'The waste types.',
});

export const abfallStrassen = operation({
  id: 'listAbfallStrassen',
  method: 'GET',
  path: '/cms/abfall/strassen',
  tag: 'Abfall',
  summary: 'Streets with their collection district',
  description:
    'All streets of the town for the street chooser, in German alphabetical order of `name` (DIN 5007-1: umlauts with their base letter, case-insensitive), equal names ordered by `ortsteil`. A street name may occur in two Ortsteile (e.g. Hauptstraße); `uuid` tells them apart. Without paging and without `meta` (a town has a few hundred streets at most; the chooser needs them all).',
  query: z.object({
    ortsteil: documented<string | undefined, string | undefined>(
      z.preprocess(absent, z.string({ error: 'Parameter ortsteil ist zu lang.' }).max(60, 'Parameter ortsteil ist zu lang.').optional()),
      { type: 'string', maxLength: 60 },
      false,
      {
        description: 'Only the streets of this Ortsteil (exact name, e.g. `Bombach`); an unknown Ortsteil gives an empty list, more than 60 characters 400.',
        example: 'Bombach',
      },
    ),
  }),
  answer: json(StrasseListResponse),
  answerDescription: 'The streets.',
});

const StrassenVerlauf = z
  .object({
    ...strassenName,
    verlauf: z
      .array(z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])).min(2))
      .min(1)
      .meta({
        description: 'The course as GeoJSON MultiLineString coordinates: its ways, each a list of `[longitude, latitude]` (WGS 84, six decimals).',
        examples: [
          [
            [
              [7.8512, 48.1213],
              [7.8531, 48.1219],
            ],
          ],
        ],
      }),
  })
  .meta({ id: 'StrassenVerlauf', description: "A street's course, read from an OpenStreetMap extract." });
export type StrassenVerlauf = z.infer<typeof StrassenVerlauf>;
const StrassenVerlaufListResponse = z.object({ data: z.array(StrassenVerlauf) }).meta({ id: 'StrassenVerlaufListResponse' });

export const abfallStrassenVerlauf = operation({
  id: 'listAbfallStrassenVerlauf',
  method: 'GET',
  path: '/cms/abfall/strassenverlauf',
  tag: 'Abfall',
  summary: "The streets' course",
  description:
    'The streets whose course is known (read from an OpenStreetMap extract on the desk or with `npm run import:strassen-geo`), for placing an address on the map and naming the street nearest to a point. Streets without a known course are left out; a street in two collection districts comes once. Without paging.',
  answer: json(StrassenVerlaufListResponse),
  answerDescription: 'The streets with their course.',
});

export const abfallStrasse = operation({
  id: 'getAbfallStrasse',
  method: 'GET',
  path: '/cms/abfall/strassen/{uuid}',
  tag: 'Abfall',
  summary: 'One street',
  description: 'One street with its Ortsteil and collection district (Abfuhrbezirk).',
  params: z.object({ uuid: uuidParam() }),
  answer: json(StrasseResponse),
  answerDescription: 'The street.',
  errors: { 404: streetNotFound },
});

export const abfallKalender = operation({
  id: 'getAbfallKalender',
  method: 'GET',
  path: '/cms/abfall/strassen/{uuid}/ics',
  tag: 'Abfall',
  summary: 'Calendar feed of a street (iCalendar)',
  description:
    "The collection dates of the street's district as an RFC 5545 calendar, for download and for subscriptions (`webcal://` with the same path): every collection from 30 days ago on as a whole-day VEVENT (`DTSTART;VALUE=DATE`, exclusive `DTEND`), `TRANSP:TRANSPARENT`, with a display VALARM `TRIGGER:-PT6H` (18:00 local time the evening before). `UID` is `abfuhr-{bezirk}-{art}-{datum}@{emailDomain}` (the town file's e-mail domain), so subscribing two streets of one district shows each collection once. Sent as a download (`Content-Disposition: attachment`).",
  params: z.object({ uuid: uuidParam() }),
  query: z.object({ arten: artenParam() }),
  answer: text('text/calendar; charset=utf-8'),
  answerDescription: 'The calendar.',
  errors: { 404: streetNotFound },
});

export const abfallTermine = operation({
  id: 'listAbfuhrtermine',
  method: 'GET',
  path: '/cms/abfall/termine',
  tag: 'Abfall',
  summary: 'Collection dates of a street',
  description:
    "The collection dates of the street's district from `von` to `bis` (both inclusive, whole Berlin days), sorted by date and then by the order of the waste types. Without paging: the period is at most 366 days. Holiday shifts and other notes are in `hinweis`.",
  query: z.object({
    strasse: documented<string, string>(
      z.preprocess(absent, z.string({ error: 'Parameter strasse fehlt.' }).regex(UUID_RE, 'Parameter strasse muss eine UUID sein.')),
      { type: 'string', format: 'uuid', required: true },
      false,
      { description: '`Strasse.uuid`. Missing or not a UUID: 400; unknown: 404.', example: 'b6d405ca-1721-5eda-aa6b-4c0ccdb92681' },
    ),
    von: dateParam('von', { description: 'First day, `YYYY-MM-DD`. Default: today in Europe/Berlin.', example: '2026-12-01' }),
    bis: dateParam('bis', {
      description: 'Last day, `YYYY-MM-DD`. Default: `von` plus 365 days. Before `von`, or more than 366 days after it: 400.',
      example: '2026-12-31',
    }),
    arten: artenParam(),
  }),
  answer: json(AbfuhrterminListResponse),
  answerDescription: 'The dates.',
  errors: { 404: 'No street with this uuid: `Straße nicht gefunden`.' },
});
