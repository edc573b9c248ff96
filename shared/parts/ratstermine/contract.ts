import { z } from 'zod';
import { documented, file, json, operation, q, text } from '../../contract/operation';
import { Dokument, ListMeta, pathParam, html } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';

/**
 * Council meetings (Ratstermine): meetings, the bodies that meet, agendas, Beschlussvorlagen, documents,
 * iCalendar files; and for the council information system (auth 'ratsinfo', token in X-Ratsinfo-Token)
 * the non-public agendas, Vorlagen and their documents.
 */

export const Gremium = z
  .object({
    key: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .describe('Value of the `gremium` parameter.'),
    name: z
      .string()
      .min(1)
      .meta({ examples: ['Technischer Ausschuss'] }),
  })
  .meta({ id: 'Gremium', description: 'A body that meets (Gremium): the Gemeinderat, a committee (Ausschuss) or an Ortschaftsrat.' });
export type Gremium = z.infer<typeof Gremium>;

const wallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const itemShape = {
  id: z.number().int().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]*_\d{1,9}$/)
    .describe('Page address part `/{town}/ratstermine/{slug}` (`{town}`: the town segment); its trailing digits are the id.'),
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
  erstellt: z.iso.datetime({ offset: true }).describe('When the meeting was entered, an instant (UTC).'),
  geaendert: z.iso.datetime({ offset: true }).describe('Last change of the meeting or its agenda, an instant (UTC).'),
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

const VORLAGE_ARTEN = ['Beschlussvorlage', 'Informationsvorlage', 'Antrag'] as const;

const vorlageRefShape = {
  id: z.number().int().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]*_\d{1,9}$/)
    .describe('Page address part; its trailing digits are the id.'),
  nummer: z
    .string()
    .min(1)
    .meta({ description: "The paper's number (Drucksache), e.g. 'GR 2026/112'.", examples: ['GR 2026/112'] }),
  titel: z.string().min(1),
  art: z.enum(VORLAGE_ARTEN).describe('Beschlussvorlage (for a decision), Informationsvorlage (for information) or Antrag (of a party group).'),
  oeffentlich: z.boolean().describe('Whether the paper is public. Non-public ones exist only for the council information system.'),
};

export const VorlageRef = z.object(vorlageRefShape).meta({ id: 'VorlageRef', description: 'A paper (Vorlage) as other records name it.' });
export type VorlageRef = z.infer<typeof VorlageRef>;

export const RatsterminDetail = z
  .object({
    ...itemShape,
    tagesordnung: z.object({
      oeffentlich: z.array(Tagesordnungspunkt).describe('Public part, by number.'),
      nichtoeffentlich: z.array(Tagesordnungspunkt).describe('Non-public part, by number (titles only).'),
    }),
    dokumente: z.array(Dokument).describe('Invitation and Sitzungsvorlagen, in their order.'),
    vorlagen: z
      .array(z.object({ top: z.number().int().min(1).describe('Number of the public agenda item.'), vorlage: VorlageRef }))
      .describe('The public papers (Beschlussvorlagen) of the public agenda items, by item.'),
  })
  .meta({ id: 'RatsterminDetail', description: 'A meeting with its agenda and documents.' });
export type RatsterminDetail = z.infer<typeof RatsterminDetail>;

const vorlageInfoShape = {
  ...vorlageRefShape,
  datum: z.iso.date().describe('Date of the paper, YYYY-MM-DD.'),
  federfuehrend: z.string().nullable().describe('The office in charge (federführend).'),
  erstellt: z.iso.datetime({ offset: true }),
  geaendert: z.iso.datetime({ offset: true }),
};

export const VorlageInfo = z.object(vorlageInfoShape).meta({ id: 'VorlageInfo', description: 'A paper (Vorlage) in lists.' });
export type VorlageInfo = z.infer<typeof VorlageInfo>;

export const Beratung = z
  .object({
    sitzung: z.object({ id: z.number().int().min(1), slug: itemShape.slug, titel: itemShape.titel, datum: itemShape.datum, gremium: Gremium }),
    top: z.number().int().min(1).describe('Number of the agenda item.'),
    oeffentlich: z.boolean().describe('Whether the agenda item is in the public part.'),
  })
  .meta({ id: 'Beratung', description: 'An agenda item where a paper is discussed (Beratungsfolge).' });
export type Beratung = z.infer<typeof Beratung>;

export const VorlageDetail = z
  .object({
    ...vorlageInfoShape,
    sachverhalt: html('The facts (Sachverhalt), as HTML paragraphs.'),
    beschlussvorschlag: z.string().nullable().describe('The proposed resolution, if the paper asks for one.'),
    beratungen: z.array(Beratung).describe('Where the paper is discussed, by date.'),
    dokumente: z.array(Dokument).describe('The paper as a file and its annexes.'),
  })
  .meta({ id: 'VorlageDetail', description: 'A paper (Vorlage) with its facts, proposal, consultations and documents.' });
export type VorlageDetail = z.infer<typeof VorlageDetail>;

export const RatsinfoTagesordnungspunkt = z
  .object({
    nr: z.number().int().min(1),
    titel: z.string().min(1).describe("The title as published (a non-public item shows its generic title; its subject is the paper's title)."),
    oeffentlich: z.boolean(),
    vorlage: VorlageRef.nullable().describe('The paper of the item, public or not.'),
  })
  .meta({ id: 'RatsinfoTagesordnungspunkt', description: 'An agenda item as council members see it.' });
export type RatsinfoTagesordnungspunkt = z.infer<typeof RatsinfoTagesordnungspunkt>;

export const RatsinfoSitzung = z
  .object({
    ...itemShape,
    tagesordnung: z.array(RatsinfoTagesordnungspunkt).describe('All agenda items, public and non-public, by number.'),
    dokumente: z.array(Dokument).describe("The meeting's own documents (invitation and public papers), linked for council members."),
  })
  .meta({ id: 'RatsinfoSitzung', description: 'A meeting with its whole agenda and the papers of every item, for council members.' });
export type RatsinfoSitzung = z.infer<typeof RatsinfoSitzung>;

const RatsterminListResponse = z.object({ data: z.array(RatsterminItem), meta: ListMeta }).meta({ id: 'RatsterminListResponse' });
const GremiumListResponse = z.object({ data: z.array(Gremium) }).meta({ id: 'GremiumListResponse' });
const RatsterminDetailResponse = z.object({ data: RatsterminDetail }).meta({ id: 'RatsterminDetailResponse' });
const VorlageListResponse = z.object({ data: z.array(VorlageInfo), meta: ListMeta }).meta({ id: 'VorlageListResponse' });
const VorlageDetailResponse = z.object({ data: VorlageDetail }).meta({ id: 'VorlageDetailResponse' });
const RatsinfoSitzungResponse = z.object({ data: RatsinfoSitzung }).meta({ id: 'RatsinfoSitzungResponse' });

/** Upcoming (from today on) or past meetings; `alle` lists every meeting by id (a stable order for exports). */
export type RatstermineZeitraum = 'kommend' | 'vergangen';
export type RatstermineListZeitraum = RatstermineZeitraum | 'alle';

const absent = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

const gremiumParam = () => {
  const message = 'Parameter gremium muss ein Gremium-Schlüssel sein (a-z, 0-9, -).';
  return documented<string | undefined, string | undefined>(
    z.preprocess(
      absent,
      z
        .string({ error: message })
        .regex(/^[a-z0-9-]{1,60}$/, message)
        .optional(),
    ),
    { type: 'string', pattern: '^([a-z0-9-]{1,60})?$' },
    false,
    {
      description:
        "Key of a body (Gremium) as listed by `/api/cms/gremien` (`key`), e.g. `gemeinderat`, `technischer-ausschuss`, `ortschaftsrat-bombach`. A party group's key stands for the meetings of the Gemeinderat it works in. Empty or absent: all bodies. Not `[a-z0-9-]{1,60}`: 400.",
      example: 'gemeinderat',
    },
  );
};

const zeitraumParam = () =>
  documented<RatstermineListZeitraum, RatstermineListZeitraum | undefined>(
    z.preprocess(
      absent,
      z
        .enum(['kommend', 'vergangen', 'alle'], { error: 'Parameter zeitraum muss kommend, vergangen oder alle sein.' })
        .optional()
        .transform((v) => v ?? 'kommend'),
    ),
    { type: 'string', enum: ['', 'kommend', 'vergangen', 'alle'], default: 'kommend' },
    false,
    { description: '`kommend` (default, also empty), `vergangen` or `alle`; anything else: 400.', example: 'vergangen' },
  );

const meetingId = () => pathParam.id({ description: 'Meeting id (the trailing digits of its slug, 1 to 9 digits).', example: 6006 });

const ICS = text('text/calendar; charset=utf-8', {
  description:
    "iCalendar (RFC 5545): CRLF lines folded at 75 octets, a VTIMEZONE for Europe/Berlin, DTSTART/DTEND as Berlin local times with `TZID=Europe/Berlin`. Each meeting is one VEVENT with `UID:ratstermin-{id}@{emailDomain}` (the town file's e-mail domain), SUMMARY (the meeting's `titel`), LOCATION, the public agenda as DESCRIPTION, the body as CATEGORIES, the page as URL, and DTEND = the planned end (`ende_geplant`).",
  disposition: '`attachment` with the file name (`{slug}.ics`, `sitzungstermine.ics` or `sitzungstermine-{gremium}.ics`).',
});

export const ratstermineList = operation({
  id: 'listRatstermine',
  method: 'GET',
  path: '/cms/ratstermine',
  tag: 'Ratstermine',
  summary: 'Council meetings, upcoming or past',
  description:
    "Meetings (Sitzungen) of the Gemeinderat, its committees and the Ortschaftsräte, with `meta`. `zeitraum=kommend` (default): meetings from today's date on (Europe/Berlin; a meeting counts as upcoming for its whole day), earliest first. `zeitraum=vergangen`: meetings before today, latest first. Ties are ordered by id in the same direction. `zeitraum=alle`: every meeting by id, a stable order for exports (OParl). A `gremium` key that no meeting has gives an empty list.",
  query: z.object({
    gremium: gremiumParam(),
    zeitraum: zeitraumParam(),
    seite: seiteQuery(),
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
    "An iCalendar feed of all upcoming meetings (as `zeitraum=kommend`), of every body or of one: every body of `/api/cms/gremien` has its feed, also one with no meetings announced (an empty calendar), and a party group's is that of the Gemeinderat it works in. Calendar programs subscribe to it (the site links it as `webcal://…` and as `https://…`), so it always answers the current list.",
  query: z.object({ gremium: gremiumParam() }),
  answer: ICS,
  answerDescription: 'The calendar.',
  errors: { 404: 'No body has this `gremium` key: `Unbekanntes Gremium`.' },
});

export const ratsterminDetail = operation({
  id: 'getRatstermin',
  method: 'GET',
  path: '/cms/ratstermine/{id}',
  tag: 'Ratstermine',
  summary: 'One meeting with agenda and documents',
  description:
    'A meeting by id, past or upcoming: its agenda (Tagesordnung) split into the public and the non-public part (numbering runs on through both parts), its documents (invitation, Sitzungsvorlagen) and the public papers of its public items. Nothing non-public beyond the generic titles of the non-public items.',
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

const vorlageId = () => pathParam.id({ description: 'Paper id (the trailing digits of its slug).', example: 9001 });

export const vorlagenList = operation({
  id: 'listVorlagen',
  method: 'GET',
  path: '/cms/vorlagen',
  tag: 'Ratstermine',
  summary: 'Public papers (Beschlussvorlagen)',
  description: 'A page of the public papers by id (a stable order for exports such as OParl), with `meta`. Non-public papers never appear.',
  query: z.object({
    seite: seiteQuery(),
    pro_seite: q.intOr('pro_seite', 20, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
  }),
  answer: json(VorlageListResponse),
  answerDescription: 'A page of papers.',
});

export const vorlageDetail = operation({
  id: 'getVorlage',
  method: 'GET',
  path: '/cms/vorlagen/{id}',
  tag: 'Ratstermine',
  summary: 'One public paper',
  description:
    'A public paper with its facts, proposal, the public agenda items where it is discussed and its public documents. A non-public paper answers 404 like an unknown one.',
  params: z.object({ id: vorlageId() }),
  answer: json(VorlageDetailResponse),
  answerDescription: 'The paper.',
  errors: { 404: 'No public paper with this id (`Vorlage nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

const FORBIDDEN =
  "The council member does not sit in the body (or, for the Gemeinderat's members, in one of its committees) whose non-public papers these are: `Kein Zugriff`.";

export const ratsinfoSitzungen = operation({
  id: 'listRatsinfoSitzungen',
  method: 'GET',
  path: '/cms/ratsinfo/sitzungen',
  tag: 'Ratsinfo',
  summary: "The meetings of the member's bodies",
  description:
    'The meetings whose non-public papers the council member may read: those of the bodies the member sits in, for members of the Gemeinderat also those of its committees. `zeitraum` as for /api/cms/ratstermine (`kommend`, `vergangen`, `alle`), with `meta`.',
  query: z.object({
    zeitraum: zeitraumParam(),
    seite: seiteQuery(),
    pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
  }),
  answer: json(RatsterminListResponse),
  answerDescription: 'A page of meetings.',
  auth: 'ratsinfo',
});

export const ratsinfoSitzung = operation({
  id: 'getRatsinfoSitzung',
  method: 'GET',
  path: '/cms/ratsinfo/sitzungen/{id}',
  tag: 'Ratsinfo',
  summary: 'A meeting with its non-public agenda and papers',
  description: 'The whole agenda of a meeting, public and non-public items, each with its paper; documents link to /api/cms/ratsinfo/dokument/{id}.',
  params: z.object({ id: meetingId() }),
  answer: json(RatsinfoSitzungResponse),
  answerDescription: 'The meeting.',
  auth: 'ratsinfo',
  errors: { 403: FORBIDDEN, 404: 'No meeting with this id (`Sitzung nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const ratsinfoVorlagen = operation({
  id: 'listRatsinfoVorlagen',
  method: 'GET',
  path: '/cms/ratsinfo/vorlagen',
  tag: 'Ratsinfo',
  summary: 'The papers a council member may read',
  description: "Public papers and the non-public ones of the member's bodies, newest first (date, then id), with `meta`.",
  query: z.object({
    seite: seiteQuery(),
    pro_seite: q.intOr('pro_seite', 20, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
  }),
  answer: json(VorlageListResponse),
  answerDescription: 'A page of papers.',
  auth: 'ratsinfo',
});

export const ratsinfoVorlage = operation({
  id: 'getRatsinfoVorlage',
  method: 'GET',
  path: '/cms/ratsinfo/vorlagen/{id}',
  tag: 'Ratsinfo',
  summary: 'One paper, public or non-public',
  description: 'A paper with all its consultations and documents (non-public ones included); documents link to /api/cms/ratsinfo/dokument/{id}.',
  params: z.object({ id: vorlageId() }),
  answer: json(VorlageDetailResponse),
  answerDescription: 'The paper.',
  auth: 'ratsinfo',
  errors: { 403: FORBIDDEN, 404: 'No paper with this id (`Vorlage nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const ratsinfoDokumentFile = operation({
  id: 'getRatsinfoDokument',
  method: 'GET',
  path: '/cms/ratsinfo/dokument/{id}',
  tag: 'Ratsinfo',
  summary: 'Download a document of a meeting or paper with the council token',
  description:
    "A document of a meeting or of a paper the council member may read, public or not. Other documents (the intranet's among them) are not served here. Same headers as /api/cms/dateien/{id}/{datei}, but `Cache-Control: private, no-store`.",
  params: z.object({ id: pathParam.id({ description: 'Document id.', example: 9101 }) }),
  auth: 'ratsinfo',
  answer: file(['application/pdf', 'text/plain'], 'private', 'Any other document type, as given by `Dokument.mime`.'),
  answerDescription: 'The file.',
  answerHeaders: { 'Content-Disposition': "`inline` (PDF) or `attachment`, with `filename` and `filename*=UTF-8''…`." },
  errors: { 403: FORBIDDEN, 404: 'No such document among those of meetings and papers, or its file missing in storage: `Datei nicht gefunden`.' },
});
