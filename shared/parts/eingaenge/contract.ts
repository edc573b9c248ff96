import { z } from 'zod';
import { file, json, operation, q, text } from '../../contract/operation';
import { ListMeta, pathParam } from '../../contract/common';
import { EINGANG_STATUS, EINTRAG_LINK, EINTRAG_STATUS, ENTSCHEIDUNG, FOTO_TOKEN, FOTO_TYPEN, POST_STATUS, REFERENZ, SCHLUESSEL, VORGANG } from './values';

/**
 * Submissions (Eingänge) of the citizen forms and the staff inbox (ADR 13, 14). These are the site's
 * own records, not content: their part is local, so the operations are answered by the site's own
 * store in every mode and only in-process (the forms' actions, the inbox's loaders and the inbox's
 * downloads). They have no address below /api and are not in docs/openapi.json.
 */
const TAG = 'Eingänge';

const Referenz = z.string().regex(REFERENZ).describe("Reference number, e.g. 'SM-2026-000123'.");
const Schluessel = z.string().regex(SCHLUESSEL).describe('The random key of the rendered form (idempotency).');
const FotoToken = z.string().regex(FOTO_TOKEN);
const Art = z
  .string()
  .regex(/^[a-z]{1,40}$/)
  .describe('Kind of the submission (a key of the form registry).');
const Status = z.enum(EINGANG_STATUS);
/** A visitor's values: field name → text, as the form's rules accepted them. */
const Felder = z.record(z.string().regex(/^[a-z_]{1,40}$/), z.string().max(10_000)).refine((r) => Object.keys(r).length <= 40);
const Link = z.string().regex(EINTRAG_LINK).describe('The private link of an entry: its id sealed with AES-GCM under a key of its own purpose.');
const Vorgang = z.enum(VORGANG);
const Entscheidung = z.enum(ENTSCHEIDUNG);
const Von = z.object({ uuid: z.string().max(64), name: z.string().min(1).max(200) }).describe('The staff member who acts.');
const Herkunft = z
  .string()
  .regex(/^https?:\/\/[^/\s]+$/)
  .describe("The site's origin, for the links in the e-mails.");

export const EntwurfFoto = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: z.string().describe('File name as the visitor chose it.'),
  groesse: z.number().int().min(0),
});
export type EntwurfFoto = z.infer<typeof EntwurfFoto>;

/** Photos of a form being filled in, kept across a refused submit (bound to the form's key). */
export const eingangFotosAblegen = operation({
  id: 'eingangFotosAblegen',
  method: 'POST',
  path: '/cms/eingaenge/entwurf',
  tag: TAG,
  summary: 'Keep the photos of a form being filled in',
  description:
    'Checks each uploaded file by its bytes (JPEG, PNG or WebP), re-encodes it without metadata and keeps it under an unguessable token bound to the form key; removes the photos named in `entfernen`. Files that are no readable photo come back as German messages in `fehler`.',
  body: z.object({
    schluessel: Schluessel,
    token: FotoToken.nullable(),
    dateien: z.array(z.object({ pfad: z.string().min(1).max(4096).describe('Temporary upload below DATA_DIR/tmp.'), name: z.string().max(255) })).max(10),
    entfernen: z.array(z.string().max(64)).max(20),
    /** Most photos the form takes. */
    hoechstens: z.number().int().min(0).max(10),
    /** Longest edge of the re-encoded picture (a logo is smaller than a photo); default 4096. */
    kante: z.number().int().min(64).max(4096).optional(),
  }),
  answer: json(z.object({ data: z.object({ token: FotoToken, fotos: z.array(EntwurfFoto), fehler: z.array(z.string()) }) })),
  errors: { 503: 'Too many photos are being processed at once; try again in a few seconds.' },
});

/** A submission, written with its photos and its notification in one transaction before the answer. */
export const eingangAnlegen = operation({
  id: 'eingangAnlegen',
  method: 'POST',
  path: '/cms/eingaenge',
  tag: TAG,
  summary: 'Store a submission',
  description:
    'Stores the submission, moves its kept photos to their final place (files and directory synced to disk) and queues the e-mail to the office, all before it answers. A form key stores one submission (ADR 28): the same key with the same values answers the submission already stored (`neu: false`); with other values it stores nothing and names that submission (`neu: false, anders: true`).',
  body: z.object({
    art: Art,
    schluessel: Schluessel,
    felder: Felder,
    token: FotoToken.nullable(),
    empfaenger: z.object({ email: z.email(), name: z.string().max(200) }).describe('The office notified by e-mail.'),
    herkunft: z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/)
      .describe("The site's origin, for the inbox link in the e-mail."),
    link: Link.optional().describe('A kind with approval: the private link of the entry this version changes (absent: a new entry).'),
    logo: z.enum(['behalten', 'entfernen']).optional().describe("A change without a new picture: keep the entry's current logo, or remove it."),
  }),
  answer: json(
    z.object({
      data: z.object({
        referenz: Referenz,
        neu: z.boolean(),
        link: Link.nullable().describe('A kind with approval: the private link of the entry.'),
        anders: z.literal(true).optional().describe('The form key stored a submission with other values before: nothing was stored now.'),
      }),
    }),
  ),
  errors: { 400: 'Unknown kind, or the photos of another form.', 404: 'A link that is tampered with, revoked or of a removed entry.' },
});

export const EingangKurz = z.object({
  referenz: Referenz,
  art: Art,
  status: Status,
  erstellt: z.string().describe('ISO time.'),
  kurz: z.string().describe('One line: category and place, page, or subject.'),
  fotos: z.number().int().min(0),
  vorgang: Vorgang.nullable().describe('A kind with approval: new entry, change or removal.'),
  entscheidung: Entscheidung.nullable(),
});
export type EingangKurz = z.infer<typeof EingangKurz>;

export const eingaengeListe = operation({
  id: 'eingaengeListe',
  method: 'GET',
  path: '/cms/eingaenge',
  tag: TAG,
  summary: 'Submissions, newest first',
  query: z.object({
    art: q.str(/^[a-z]{1,40}$/, 'Parameter art ist ungültig.'),
    status: q.oneOf('status', EINGANG_STATUS),
    seite: q.intOr('seite', 1, { min: 1, max: 100_000 }),
    pro_seite: q.intOr('pro_seite', 20, { min: 1, max: 100 }),
  }),
  answer: json(
    z.object({
      data: z.array(EingangKurz),
      meta: ListMeta,
      anzahl: z.record(Status, z.number().int().min(0)).describe('Submissions per status under the kind filter.'),
    }),
  ),
});

export const EingangVerlauf = z.object({
  zeit: z.string(),
  von: z.string().describe('Who: a staff member, or the website for the submission itself.'),
  status: Status.nullable().describe('The new status, or null for a note.'),
  notiz: z.string().nullable(),
  aktion: z
    .string()
    .nullable()
    .describe('A decision or an act: freigegeben, abgelehnt, ersetzt, link_gesperrt, link_gesendet, antwort (an answer by e-mail, its text in notiz).'),
});
export type EingangVerlauf = z.infer<typeof EingangVerlauf>;

export const EingangPost = z.object({
  an: z.string(),
  betreff: z.string(),
  status: z.enum(POST_STATUS),
  versuche: z.number().int().min(0),
  naechster_versuch: z.string().nullable(),
  letzter_fehler: z.string().nullable(),
  gesendet: z.string().nullable(),
  erstellt: z.string(),
});
export type EingangPost = z.infer<typeof EingangPost>;

export const EingangDetail = z.object({
  referenz: Referenz,
  art: Art,
  status: Status,
  erstellt: z.string(),
  geaendert: z.string(),
  erledigt_am: z.string().nullable(),
  felder: z.record(z.string(), z.string()),
  fotos: z.array(z.object({ id: z.number().int().min(1), name: z.string(), mime: z.string(), groesse: z.number().int().min(0) })),
  verlauf: z.array(EingangVerlauf).describe('Oldest first.'),
  post: z.array(EingangPost).describe('The notification e-mails of the outbox.'),
  vorgang: Vorgang.nullable(),
  entscheidung: Entscheidung.nullable(),
  eintrag: z
    .object({
      id: z.number().int().min(1),
      schluessel: z.uuid().describe('The key the published entry is written under.'),
      status: z.enum(EINTRAG_STATUS),
      link_version: z.number().int().min(1).describe('Raised when staff revoke the link or send a new one.'),
      veroeffentlicht: z.record(z.string(), z.string()).nullable().describe('The approved values (private ones included), null before the first approval.'),
      oeffentlich_id: z.number().int().min(1).nullable().describe('Id of the published entry.'),
      url: z.string().nullable().describe('Public address of the published entry.'),
      ausstehend: Referenz.nullable().describe('The version waiting for a decision, if any.'),
      versionen: z
        .array(z.object({ referenz: Referenz, vorgang: Vorgang, erstellt: z.string(), entscheidung: Entscheidung.nullable() }))
        .describe('Newest first.'),
    })
    .nullable()
    .describe('A kind with approval: the entry this version belongs to.'),
});
export type EingangDetail = z.infer<typeof EingangDetail>;

export const eingangDetail = operation({
  id: 'eingangDetail',
  method: 'GET',
  path: '/cms/eingaenge/{referenz}',
  tag: TAG,
  summary: 'One submission with its photos, history and e-mails',
  params: z.object({ referenz: pathParam.key(REFERENZ) }),
  answer: json(z.object({ data: EingangDetail })),
  errors: { 404: 'No such submission (or deleted after its retention period).' },
});

/** Whether a reference number names a stored submission: the thank-you page thanks for nothing else. */
export const eingangBekannt = operation({
  id: 'eingangBekannt',
  method: 'GET',
  path: '/cms/eingaenge/{referenz}/bekannt',
  tag: TAG,
  summary: 'Whether a submission with this reference number is stored',
  params: z.object({ referenz: pathParam.key(REFERENZ) }),
  answer: json(z.object({ data: z.boolean() })),
});

export const eingangAendern = operation({
  id: 'eingangAendern',
  method: 'POST',
  path: '/cms/eingaenge/{referenz}',
  tag: TAG,
  summary: 'Change the status or add an internal note',
  description: 'Each change is recorded with who made it and when.',
  params: z.object({ referenz: pathParam.key(REFERENZ) }),
  body: z.object({
    status: Status.optional(),
    notiz: z.string().trim().min(1).max(4000).optional(),
    von: z.object({ uuid: z.string().max(64), name: z.string().min(1).max(200) }),
  }),
  answer: json(z.object({ data: z.literal(true) })),
  errors: { 404: 'No such submission.' },
});

export const eingangAntworten = operation({
  id: 'eingangAntworten',
  method: 'POST',
  path: '/cms/eingaenge/{referenz}/antwort',
  tag: TAG,
  summary: 'Answer the citizen by e-mail',
  description:
    "The answer goes through the outbox to the address the citizen left, replies to the office, and is kept in the submission's history, in one transaction. A key sent twice answers once.",
  params: z.object({ referenz: pathParam.key(REFERENZ) }),
  body: z.object({
    betreff: z.string().trim().min(1).max(200),
    text: z.string().trim().min(1).max(4000),
    schluessel: Schluessel,
    von: Von,
    herkunft: Herkunft,
  }),
  answer: json(z.object({ data: z.object({ an: z.string(), neu: z.boolean() }) })),
  errors: { 404: 'No such submission.', 409: 'The citizen left no e-mail address.' },
});

export const eingangFoto = operation({
  id: 'eingangFoto',
  method: 'GET',
  path: '/cms/eingaenge/{referenz}/fotos/{id}',
  tag: TAG,
  summary: 'A photo of a submission (staff only)',
  params: z.object({ referenz: pathParam.key(REFERENZ), id: pathParam.id() }),
  answer: file([...FOTO_TYPEN], 'private'),
  errors: { 404: 'No such photo.' },
});

export const eingaengeExport = operation({
  id: 'eingaengeExport',
  method: 'GET',
  path: '/cms/eingaenge/export.csv',
  tag: TAG,
  summary: 'Submissions as CSV for a spreadsheet',
  description: 'UTF-8 with byte order mark, `;` between fields, every field quoted; cells starting with = + - @ get a leading apostrophe.',
  query: z.object({ art: q.str(/^[a-z]{1,40}$/, 'Parameter art ist ungültig.'), status: q.oneOf('status', EINGANG_STATUS) }),
  answer: text('text/csv; charset=utf-8', { description: 'One row per submission, newest first.', disposition: 'attachment' }),
});

// ---------------------------------------------------------------------------------------------
// Kinds with approval (ADR 15): the entry behind its private link, and staff's decisions.

export const EintragStand = z.object({
  id: z.number().int().min(1),
  art: Art,
  status: z.enum(EINTRAG_STATUS),
  werte: z.record(z.string(), z.string()).describe('The values to show in the form: the waiting version, else the published one, else the last one sent.'),
  ausstehend: z.object({ referenz: Referenz, vorgang: Vorgang, erstellt: z.string() }).nullable(),
  abgelehnt: z
    .object({ grund: z.string().nullable(), zeit: z.string() })
    .nullable()
    .describe('The last decision, when it was a rejection and nothing newer waits.'),
  oeffentlich_id: z.number().int().min(1).nullable(),
  url: z.string().nullable(),
  logo: z
    .union([z.object({ quelle: z.literal('ausstehend'), name: z.string() }), z.object({ quelle: z.literal('veroeffentlicht') })])
    .nullable()
    .describe('The logo the form shows as current: one sent with the waiting version, or the published one.'),
  zugestimmt: z.boolean().describe('The entry carries the agreement to its publication (given with the version the form shows); a change needs no new one.'),
});
export type EintragStand = z.infer<typeof EintragStand>;

export const eintragPerLink = operation({
  id: 'eintragPerLink',
  method: 'GET',
  path: '/cms/eingaenge/eintrag/{link}',
  tag: TAG,
  summary: 'The entry behind a private link',
  params: z.object({ link: pathParam.key(EINTRAG_LINK) }),
  answer: json(z.object({ data: EintragStand })),
  errors: { 404: 'A link that is tampered with, sealed under another key or revoked.', 410: 'The entry was removed.' },
});

export const eintragEntfernenBeantragen = operation({
  id: 'eintragEntfernenBeantragen',
  method: 'POST',
  path: '/cms/eingaenge/eintrag/{link}/entfernen',
  tag: TAG,
  summary: 'Ask for the removal of an entry',
  description: 'Stores a version that asks for the removal; staff decide it like any other. The same form key stores it once.',
  params: z.object({ link: pathParam.key(EINTRAG_LINK) }),
  body: z.object({
    schluessel: Schluessel,
    grund: z.string().max(1000),
    empfaenger: z.object({ email: z.email(), name: z.string().max(200) }),
    herkunft: Herkunft,
  }),
  answer: json(z.object({ data: z.object({ referenz: Referenz, neu: z.boolean() }) })),
  errors: { 404: "A tampered, revoked or removed entry's link." },
});

export const eintragLogo = operation({
  id: 'eintragLogo',
  method: 'GET',
  path: '/cms/eingaenge/{referenz}/logo',
  tag: TAG,
  summary: 'The logo sent with a version, for publishing',
  params: z.object({ referenz: pathParam.key(REFERENZ) }),
  answer: json(z.object({ data: z.object({ typ: z.enum(FOTO_TYPEN), daten: z.string().describe('base64') }).nullable() })),
  errors: { 404: 'No such submission.' },
});

export const eintragEntscheiden = operation({
  id: 'eintragEntscheiden',
  method: 'POST',
  path: '/cms/eingaenge/{referenz}/entscheidung',
  tag: TAG,
  summary: 'Approve or reject a version of an entry',
  description:
    "Records the decision with who and when and closes the version. An approval makes the values (as sent, or as staff edited them) the entry's published ones, or removes the entry; a rejection sends the reason to the link's address through the outbox.",
  params: z.object({ referenz: pathParam.key(REFERENZ) }),
  body: z.object({
    entscheidung: z.enum(['freigegeben', 'abgelehnt']),
    grund: z.string().trim().min(1).max(2000).optional(),
    felder: Felder.optional().describe('Approved as staff edited them (absent: as sent).'),
    veroeffentlicht: z
      .object({ id: z.number().int().min(1), url: z.string().max(300) })
      .optional()
      .describe('The published entry (an approved new entry or change).'),
    von: Von,
    herkunft: Herkunft,
    amt: z
      .object({ email: z.email(), name: z.string().max(200) })
      .optional()
      .describe('The office that decides: the e-mail names it for questions.'),
  }),
  answer: json(z.object({ data: z.literal(true) })),
  errors: { 404: 'No such version.', 409: 'The version was decided already or replaced by a newer one.' },
});

export const eintragLink = operation({
  id: 'eintragLink',
  method: 'POST',
  path: '/cms/eingaenge/{referenz}/link',
  tag: TAG,
  summary: 'Revoke the private link of an entry, or send a new one',
  description: "Either way the old link stops working at once. `senden` mails the new link to the address of the entry's contact person through the outbox.",
  params: z.object({ referenz: pathParam.key(REFERENZ) }),
  body: z.object({
    aktion: z.enum(['sperren', 'senden']),
    von: Von,
    herkunft: Herkunft,
    amt: z.object({ email: z.email(), name: z.string().max(200) }).optional(),
  }),
  answer: json(z.object({ data: z.object({ link_version: z.number().int().min(1) }) })),
  errors: { 404: 'No such version, or one without an entry.', 409: 'The entry was removed, or no address is known for it.' },
});
