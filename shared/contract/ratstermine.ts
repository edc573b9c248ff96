import { z } from 'zod';
import { documented, json, operation, q, text } from './operation';
import { Dokument, ListMeta, pathParam } from './common';
import { seiteParam } from './gewerbe';

/** Council meetings (Ratstermine): meetings, the bodies that meet, agendas, documents, iCalendar files. */

export const Gremium = z
  .object({
    key: z.string().regex(/^[a-z0-9-]{1,60}$/).describe('Value of the `gremium` parameter.'),
    name: z.string().min(1).meta({ examples: ['Technischer Ausschuss'] }),
  })
  .meta({ id: 'Gremium', description: 'A body that meets (Gremium): the Gemeinderat, a committee (Ausschuss) or an Ortschaftsrat.' });
export type Gremium = z.infer<typeof Gremium>;

const wallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const itemShape = {
  id: z.number().int().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]*_\d{1,9}$/)
    .describe('Page address part `/musterstadt/ratstermine/{slug}`; its trailing digits are the id.'),
  titel: z
    .string()
    .min(1)
    .meta({ description: "'Sitzung des Gemeinderats', 'Sitzung des Technischen Ausschusses'.", examples: ['Sitzung des Gemeinderats'] }),
  gremium: Gremium,
  datum: z.string().regex(wallClock).describe('Start, Europe/Berlin wall clock `YYYY-MM-DDTHH:mm`.'),
  ende_geplant: z
    .string()
    .regex(wallClock)
    .describe(
      'Planned end, Europe/Berlin wall clock: the start plus 3 hours for the Gemeinderat, plus 2 hours for every other body. Meetings end when the agenda is done; calendar files use this end.',
    ),
  ort: z.string().min(1).describe('Room and building.'),
  oeffentlich: z.boolean().describe('Whether the meeting has a public part that visitors may attend.'),
  ics: z
    .string()
    .regex(/^\/api\/cms\/ratstermine\/\d{1,9}\/ics$/)
    .describe("Site-relative link of the meeting's calendar file."),
};

export const RatsterminItem = z.object(itemShape).meta({ id: 'RatsterminItem', description: 'A council or committee meeting (Ratstermin) in lists.' });
export type RatsterminItem = z.infer<typeof RatsterminItem>;

export const Tagesordnungspunkt = z
  .object({
    nr: z.number().int().min(1).describe('Running number within the meeting; the non-public part continues the numbering.'),
    titel: z.string().min(1),
  })
  .meta({ id: 'Tagesordnungspunkt', description: 'An agenda item.' });
export type Tagesordnungspunkt = z.infer<typeof Tagesordnungspunkt>;

export const RatsterminDetail = z
  .object({
    ...itemShape,
    tagesordnung: z.object({
      oeffentlich: z.array(Tagesordnungspunkt).describe('Public part, by number.'),
      nichtoeffentlich: z.array(Tagesordnungspunkt).describe('Non-public part, by number (titles only).'),
    }),
    dokumente: z.array(Dokument).describe('Invitation and Sitzungsvorlagen, in their order.'),
  })
  .meta({ id: 'RatsterminDetail', description: 'A meeting with its agenda and documents.' });
export type RatsterminDetail = z.infer<typeof RatsterminDetail>;

const RatsterminListResponse = z.object({ data: z.array(RatsterminItem), meta: ListMeta }).meta({ id: 'RatsterminListResponse' });
const GremiumListResponse = z.object({ data: z.array(Gremium) }).meta({ id: 'GremiumListResponse' });
const RatsterminDetailResponse = z.object({ data: RatsterminDetail }).meta({ id: 'RatsterminDetailResponse' });

/** Upcoming (from today on) or past meetings. */
export type RatstermineZeitraum = 'kommend' | 'vergangen';

const absent = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

const gremiumParam = () => {
  const message = 'Parameter gremium muss ein Gremium-Schlüssel sein (a-z, 0-9, -).';
  return documented<string | undefined, string | undefined>(
    z.preprocess(absent, z.string({ error: message }).regex(/^[a-z0-9-]{1,60}$/, message).optional()),
    { type: 'string', pattern: '^([a-z0-9-]{1,60})?$' },
    false,
    {
      description:
        'Key of a body (Gremium) as listed by `/api/cms/ratstermine/gremien`, e.g. `gemeinderat`, `technischer-ausschuss`, `ortschaftsrat-bombach`. Empty or absent: all bodies. Not `[a-z0-9-]{1,60}`: 400.',
      example: 'gemeinderat',
    },
  );
};

const zeitraumParam = () =>
  documented<RatstermineZeitraum, RatstermineZeitraum | undefined>(
    z.preprocess(
      absent,
      z
        .enum(['kommend', 'vergangen'], { error: 'Parameter zeitraum muss kommend oder vergangen sein.' })
        .optional()
        .transform((v) => v ?? 'kommend'),
    ),
    { type: 'string', enum: ['', 'kommend', 'vergangen'], default: 'kommend' },
    false,
    { description: '`kommend` (default, also empty) or `vergangen`; anything else: 400.', example: 'vergangen' },
  );

const meetingId = () => pathParam.id({ description: 'Meeting id (the trailing digits of its slug, 1 to 9 digits).', example: 6006 });

const ICS = text('text/calendar; charset=utf-8', {
  description:
    "iCalendar (RFC 5545): CRLF lines folded at 75 octets, a VTIMEZONE for Europe/Berlin, DTSTART/DTEND as Berlin local times with `TZID=Europe/Berlin`. Each meeting is one VEVENT with `UID:ratstermin-{id}@musterstadt.de`, SUMMARY (the meeting's `titel`), LOCATION, the public agenda as DESCRIPTION, the body as CATEGORIES, the page as URL, and DTEND = the planned end (`ende_geplant`).",
  disposition: '`attachment` with the file name (`{slug}.ics`, `sitzungstermine.ics` or `sitzungstermine-{gremium}.ics`).',
});

export const ratstermineList = operation({
  id: 'listRatstermine',
  method: 'GET',
  path: '/cms/ratstermine',
  tag: 'Ratstermine',
  summary: 'Council meetings, upcoming or past',
  description:
    "Meetings (Sitzungen) of the Gemeinderat, its committees and the Ortschaftsräte, with `meta`. `zeitraum=kommend` (default): meetings from today's date on (Europe/Berlin; a meeting counts as upcoming for its whole day), earliest first. `zeitraum=vergangen`: meetings before today, latest first. Ties are ordered by id in the same direction. A `gremium` key that no meeting has gives an empty list.",
  query: z.object({
    gremium: gremiumParam(),
    zeitraum: zeitraumParam(),
    seite: seiteParam(),
    pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
  }),
  answer: json(RatsterminListResponse),
  answerDescription: 'A page of meetings.',
});

export const ratstermineGremien = operation({
  id: 'listGremien',
  method: 'GET',
  path: '/cms/ratstermine/gremien',
  tag: 'Ratstermine',
  summary: 'The bodies that have meetings',
  description:
    'Every body (Gremium) with at least one meeting, in German alphabetical order, with the key the `gremium` parameter takes. For the committee filter of the meetings page.',
  answer: json(GremiumListResponse),
  answerDescription: 'The bodies.',
});

export const ratstermineKalender = operation({
  id: 'getRatstermineKalender',
  method: 'GET',
  path: '/cms/ratstermine/kalender',
  tag: 'Ratstermine',
  summary: 'Subscribable calendar of upcoming meetings',
  description:
    'An iCalendar feed of all upcoming meetings (as `zeitraum=kommend`), of every body or of one. Calendar programs subscribe to it (the site links it as `webcal://…` and as `https://…`), so it always answers the current list.',
  query: z.object({ gremium: gremiumParam() }),
  answer: ICS,
  answerDescription: 'The calendar.',
  errors: { 404: 'No meeting has this `gremium` key: `Unbekanntes Gremium`.' },
});

export const ratsterminDetail = operation({
  id: 'getRatstermin',
  method: 'GET',
  path: '/cms/ratstermine/{id}',
  tag: 'Ratstermine',
  summary: 'One meeting with agenda and documents',
  description:
    'A meeting by id, past or upcoming: its agenda (Tagesordnung) split into the public and the non-public part (numbering runs on through both parts) and its documents (invitation, Sitzungsvorlagen).',
  params: z.object({ id: meetingId() }),
  answer: json(RatsterminDetailResponse),
  answerDescription: 'The meeting.',
  errors: { 404: 'No meeting with this id (`Sitzung nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const ratsterminIcs = operation({
  id: 'getRatsterminIcs',
  method: 'GET',
  path: '/cms/ratstermine/{id}/ics',
  tag: 'Ratstermine',
  summary: 'One meeting as an iCalendar file',
  description:
    'One VEVENT for the meeting, for "In den Kalender". Meetings are announced with a start only; the event ends at the planned end (`ende_geplant`: 3 hours for the Gemeinderat, 2 hours for other bodies).',
  params: z.object({ id: meetingId() }),
  answer: ICS,
  answerDescription: 'The calendar file.',
  errors: { 404: 'No meeting with this id: `Sitzung nicht gefunden`.' },
});
