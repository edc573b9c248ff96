import { z } from 'zod';
import { json, operation, text } from '../../contract/operation';
import { LINK, TAG, TERMIN_STATUS, ZEIT } from './values';

/**
 * Appointments at the Bürgerbüro (ADR 55). The site's own records: the part is local, so these are
 * answered by the site's own store in every mode, in-process only (the pages' loaders and actions),
 * with no address below /api.
 */
const TAG_NAME = 'Termine';

const Tag = z.string().regex(TAG);
const Zeit = z.string().regex(ZEIT);
const Link = z.string().regex(LINK).describe('The sealed link of one appointment (no login).');
const Auswahl = z
  .array(z.object({ id: z.number().int().min(1), personen: z.number().int().min(1).max(5) }))
  .min(1)
  .max(10);
const Herkunft = z
  .string()
  .regex(/^https?:\/\/[^/\s]+$/)
  .describe("The site's origin, for the links in the e-mails.");

export const Dienst = z.object({
  id: z.number().int(),
  schluessel: z.string(),
  name: z.string(),
  dauer: z.number().int(),
  dauer_weitere: z.number().int(),
  personen_max: z.number().int(),
  hinweis: z.string(),
  unterlagen: z.array(z.string()).describe("What to bring: the procedure page's list, then the service's own lines."),
  verfahren: z.object({ id: z.number().int(), titel: z.string(), url: z.string() }).nullable(),
});
export type Dienst = z.infer<typeof Dienst>;

export const termineDienste = operation({
  id: 'termineDienste',
  method: 'GET',
  path: '/cms/termine/dienste',
  tag: TAG_NAME,
  summary: 'The bookable services',
  answer: json(z.object({ data: z.array(Dienst) })),
});

export const FreieTage = z.object({
  dauer: z.number().int().describe('Minutes of the chosen services together.'),
  tage: z.array(
    z.object({
      tag: Tag,
      zeiten: z.array(Zeit).describe('Free start times.'),
      geschlossen: z.string().nullable().describe("Why the day has no times: 'Feiertag: Name', 'geschlossen', 'gesperrt', or null."),
    }),
  ),
  fenster: z.object({ von: Tag, bis: Tag }),
});
export type FreieTage = z.infer<typeof FreieTage>;

export const termineFrei = operation({
  id: 'termineFrei',
  method: 'POST',
  path: '/cms/termine/frei',
  tag: TAG_NAME,
  summary: 'Free start times of the chosen services, day by day',
  optionalAuth: 'intranet',
  body: z.object({
    auswahl: Auswahl,
    von: Tag,
    bis: Tag,
    /** Staff booking by phone: every counter and day (from today), held-back capacity included. */
    alle: z.boolean().optional(),
    /** A change: the units of this appointment count as free. */
    link: Link.optional(),
  }),
  answer: json(z.object({ data: FreieTage })),
  errors: { 400: 'Unknown service.', 403: 'Staff booking without the role.' },
});

export const TerminSicht = z.object({
  link: Link,
  tag: Tag,
  zeit: Zeit,
  ende: Zeit,
  status: z.enum(TERMIN_STATUS),
  aenderbar: z.boolean().describe('Booked and still ahead: it may be moved or cancelled.'),
  dienste: z.array(z.object({ id: z.number().int(), name: z.string(), personen: z.number().int(), unterlagen: z.array(z.string()) })),
  name: z.string(),
  email: z.string(),
  telefon: z.string(),
});
export type TerminSicht = z.infer<typeof TerminSicht>;

const Vergeben = z.object({ error: z.string(), naechste: z.array(z.object({ tag: Tag, zeit: Zeit })) });

export const terminBuchen = operation({
  id: 'terminBuchen',
  method: 'POST',
  path: '/cms/termine',
  tag: TAG_NAME,
  summary: 'Book an appointment',
  description:
    'Claims the units of the time grid and stores the appointment with its confirmation mail in one transaction before it answers. A unit claimed by another booking makes it answer 409 with the next free times.',
  optionalAuth: 'intranet',
  body: z.object({
    auswahl: Auswahl,
    tag: Tag,
    zeit: Zeit,
    name: z.string().trim().min(1).max(200),
    email: z.union([z.email().max(254), z.literal('')]).describe('Empty only for a booking by phone (no mail then).'),
    telefon: z.string().max(40),
    /** Staff booking by phone on someone's behalf (role buergerbuero). */
    telefonisch: z.boolean().optional(),
    herkunft: Herkunft,
  }),
  answer: json(z.object({ data: TerminSicht })),
  errors: {
    403: 'Staff booking without the role.',
    409: 'Taken meanwhile: the next free times.',
    422: 'Not bookable (closed, outside the window).',
    429: 'The e-mail address holds the most open appointments.',
  },
  errorBodies: { 409: { schema: Vergeben, description: 'The message and up to six next free times.' } },
});

export const terminLesen = operation({
  id: 'terminLesen',
  method: 'POST',
  path: '/cms/termine/lesen',
  tag: TAG_NAME,
  summary: 'One appointment through its sealed link',
  body: z.object({ link: Link }),
  answer: json(z.object({ data: TerminSicht })),
  errors: { 404: 'Tampered, outdated (moved) or deleted.' },
});

export const terminVerschieben = operation({
  id: 'terminVerschieben',
  method: 'POST',
  path: '/cms/termine/verschieben',
  tag: TAG_NAME,
  summary: 'Move an appointment to another free time',
  body: z.object({ link: Link, tag: Tag, zeit: Zeit, herkunft: Herkunft }),
  answer: json(z.object({ data: TerminSicht })),
  errors: { 404: 'Unknown link.', 409: 'Taken meanwhile: the next free times.', 422: 'Cancelled or past, or not bookable.' },
  errorBodies: { 409: { schema: Vergeben, description: 'The message and up to six next free times.' } },
});

export const terminAbsagen = operation({
  id: 'terminAbsagen',
  method: 'POST',
  path: '/cms/termine/absagen',
  tag: TAG_NAME,
  summary: 'Cancel an appointment',
  body: z.object({ link: Link, herkunft: Herkunft }),
  answer: json(z.object({ data: TerminSicht })),
  errors: { 404: 'Unknown link.', 422: 'Past.' },
});

export const TerminZeile = z.object({
  id: z.number().int(),
  zeit: Zeit,
  ende: Zeit,
  schalter: z.number().int(),
  status: z.enum(TERMIN_STATUS),
  quelle: z.enum(['online', 'telefon']),
  dienste: z.string().describe("'Personalausweis beantragen (2 Personen), Meldebescheinigung'"),
  name: z.string(),
  email: z.string(),
  telefon: z.string(),
});
export type TerminZeile = z.infer<typeof TerminZeile>;

export const termineTag = operation({
  id: 'termineTag',
  method: 'POST',
  path: '/cms/termine/tag',
  tag: TAG_NAME,
  summary: "Staff: the day's appointments and blocks",
  auth: 'intranet',
  body: z.object({ tag: Tag }),
  answer: json(
    z.object({
      data: z.object({
        tag: Tag,
        geschlossen: z.string().nullable(),
        schalter: z.number().int(),
        termine: z.array(TerminZeile),
        sperren: z.array(z.object({ id: z.number().int(), von: Zeit, bis: Zeit, grund: z.string(), von_name: z.string() })),
      }),
    }),
  ),
  errors: { 403: 'Without the role buergerbuero.' },
});

export const terminStatusSetzen = operation({
  id: 'terminStatusSetzen',
  method: 'POST',
  path: '/cms/termine/status',
  tag: TAG_NAME,
  summary: 'Staff: mark arrived, done or no-show',
  auth: 'intranet',
  body: z.object({ id: z.number().int().min(1), status: z.enum(['gebucht', 'erschienen', 'erledigt', 'nicht_erschienen']) }),
  answer: json(z.object({ data: z.object({ id: z.number().int(), status: z.enum(TERMIN_STATUS) }) })),
  errors: { 403: 'Without the role buergerbuero.', 404: 'No such appointment.' },
});

export const terminSperren = operation({
  id: 'terminSperren',
  method: 'POST',
  path: '/cms/termine/sperren',
  tag: TAG_NAME,
  summary: 'Staff: block a period; its appointments are cancelled with a mail',
  auth: 'intranet',
  body: z.object({ tag: Tag, von: Zeit, bis: Zeit, grund: z.string().trim().min(1).max(200), von_name: z.string().max(200), herkunft: Herkunft }),
  answer: json(z.object({ data: z.object({ id: z.number().int(), abgesagt: z.number().int() }) })),
  errors: { 403: 'Without the role buergerbuero.', 422: 'The end is not after the start.' },
});

export const terminSperreAufheben = operation({
  id: 'terminSperreAufheben',
  method: 'POST',
  path: '/cms/termine/sperren/aufheben',
  tag: TAG_NAME,
  summary: 'Staff: lift a block',
  auth: 'intranet',
  body: z.object({ id: z.number().int().min(1) }),
  answer: json(z.object({ data: z.object({ id: z.number().int() }) })),
  errors: { 403: 'Without the role buergerbuero.', 404: 'No such block.' },
});

export const StatistikZeile = z.object({
  woche: z.string().describe("ISO week '2026-W49'."),
  dienst: z.string(),
  gebucht: z.number().int(),
  abgesagt: z.number().int(),
  nicht_erschienen: z.number().int(),
  vorlauf_tage: z.number().describe('Mean days between booking and appointment.'),
});
export type StatistikZeile = z.infer<typeof StatistikZeile>;

export const termineStatistik = operation({
  id: 'termineStatistik',
  method: 'POST',
  path: '/cms/termine/statistik',
  tag: TAG_NAME,
  summary: 'Staff: per service and week, booked, cancelled, no-show and lead time',
  auth: 'intranet',
  body: z.object({ von: Tag, bis: Tag }),
  answer: json(z.object({ data: z.array(StatistikZeile) })),
  errors: { 403: 'Without the role buergerbuero.' },
});

export const termineExport = operation({
  id: 'termineExport',
  method: 'POST',
  path: '/cms/termine/export.csv',
  tag: TAG_NAME,
  summary: "Staff: the day's appointments as CSV for a spreadsheet",
  description: 'UTF-8 with byte order mark, `;` between fields, every field quoted; cells starting with = + - @ get a leading apostrophe.',
  auth: 'intranet',
  body: z.object({ tag: Tag }),
  answer: text('text/csv; charset=utf-8', { description: 'One row per appointment of the day, by time and counter.', disposition: 'attachment' }),
  errors: { 403: 'Without the role buergerbuero.' },
});
