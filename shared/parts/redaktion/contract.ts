import { z } from 'zod';
import { json, operation, q } from '../../contract/operation';
import { ListMeta } from '../../contract/common';
import { ART_NAME } from '../../desk/kind';
import { AKTIONEN, STATUS } from './values';

/**
 * The editorial desk's operations (/intranet/redaktion, ADR 16). They belong to the embedded store
 * itself, not to the contract with a CMS: in-process only, never under /api, never forwarded, not in
 * docs/openapi.json; with CMS_URL they answer 501 and the desk says where content is edited. Every one
 * needs the intranet session of a user with the role `redaktion` (or `admin`): 403 otherwise.
 */
const TAG = 'Redaktion';

/** A kind's name (shared/desk/kind.ts): the parts register the kinds, the desk checks the name against them (404 for an unknown one). */
const Art = z.string().regex(ART_NAME);
const Ref = z.string().min(1).max(300);
/** Field name → value as the form sends it (lists for multiple choices). */
const Felder = z.record(z.string().regex(/^[a-z_]{1,40}$/), z.union([z.string().max(200_000), z.array(z.string().max(200)).max(50)]));
const Status = z.enum(STATUS);
const Person = z.object({ name: z.string(), zeit: z.string() });

export const Upload = z.object({
  pfad: z.string().min(1).max(4096).describe('Temporary upload below DATA_DIR/tmp.'),
  name: z.string().max(255),
});
export type Upload = z.infer<typeof Upload>;

export const DeskZeile = z.object({
  ref: Ref,
  titel: z.string(),
  /** A second line: category, date, address. */
  zusatz: z.string(),
  status: Status,
  /** The start of publication when planned, the end when expired (Berlin wall clock). */
  von: z.string().nullable(),
  bis: z.string().nullable(),
  bearbeitet: Person.nullable().describe('The last save on the desk; null for content never edited here.'),
});
export type DeskZeile = z.infer<typeof DeskZeile>;

export const redaktionArten = operation({
  id: 'redaktionArten',
  method: 'GET',
  path: '/cms/redaktion',
  tag: TAG,
  summary: 'The kinds of content with their numbers per status',
  auth: 'intranet',
  inProcess: true,
  answer: json(z.object({ data: z.array(z.object({ art: Art, anzahl: z.record(Status, z.number().int().min(0)) })) })),
});

export const redaktionListe = operation({
  id: 'redaktionListe',
  method: 'GET',
  path: '/cms/redaktion/{art}',
  tag: TAG,
  summary: 'Items of a kind, newest change first',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art }),
  query: z.object({
    suche: q.text('suche', 200),
    status: q.oneOf('status', STATUS),
    seite: q.intOr('seite', 1, { min: 1, max: 100_000 }),
    pro_seite: q.intOr('pro_seite', 25, { min: 1, max: 100 }),
  }),
  answer: json(z.object({ data: z.array(DeskZeile), meta: ListMeta })),
});

export const Option = z.object({ wert: z.string(), label: z.string() });
export type Option = z.infer<typeof Option>;

export const DeskDokument = z.object({
  id: z.number().int(),
  datei: z.string(),
  downloadtext: z.string(),
  beschreibung: z.string().nullable(),
  einstufung: z.string().nullable(),
  groesse: z.number().int(),
  link: z.string(),
});
export type DeskDokument = z.infer<typeof DeskDokument>;

export const DeskEintrag = z.object({
  ref: Ref.nullable().describe('Null for a new item (the template).'),
  titel: z.string(),
  status: Status,
  revision: z.number().int().min(0).describe('The stored revision; a save names it and is refused when it is no longer the current one.'),
  felder: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** Choices of fields whose options live in the content (categories, sections). */
  optionen: z.record(z.string(), z.array(Option)),
  /** Images of `bild` fields: the stored one, for the form to show. */
  bilder: z.record(z.string(), z.object({ url: z.string(), alt: z.string() })),
  dokumente: z.array(DeskDokument),
  /** The public address of the item once it is visible. */
  adresse: z.string().nullable(),
  bearbeitet: Person.nullable(),
});
export type DeskEintrag = z.infer<typeof DeskEintrag>;

export const redaktionEintrag = operation({
  id: 'redaktionEintrag',
  method: 'GET',
  path: '/cms/redaktion/{art}/{ref}',
  tag: TAG,
  summary: 'One item with its fields, or the template of a new one (ref `neu`)',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, ref: Ref }),
  answer: json(z.object({ data: DeskEintrag })),
  errors: { 404: 'No such item.' },
});

/** What the second of two editors gets: the version saved in between, so nothing is lost. */
export const Konflikt = z.object({
  error: z.string(),
  aktuell: z.object({ revision: z.number().int(), felder: z.record(z.string(), z.union([z.string(), z.array(z.string())])), bearbeitet: Person.nullable() }),
});
export type Konflikt = z.infer<typeof Konflikt>;

export const redaktionSpeichern = operation({
  id: 'redaktionSpeichern',
  method: 'POST',
  path: '/cms/redaktion/{art}/{ref}',
  tag: TAG,
  summary: 'Create or save an item, as a draft or published',
  description:
    'Checks the fields (HTML through the allow-list), stores the uploads (images by their bytes, re-encoded), writes the item and its revision with author and time in one transaction. `revision` must be the stored one (optimistic concurrency): otherwise 409 with the version saved in between.',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, ref: Ref }),
  body: z.object({
    revision: z.number().int().min(0),
    felder: Felder,
    aktion: z.enum(['entwurf', 'veroeffentlichen', 'speichern']).describe('`speichern` keeps the stored state (draft or published).'),
    uploads: z.record(z.string(), Upload).default({}),
  }),
  answer: json(z.object({ data: z.object({ ref: Ref, revision: z.number().int(), status: Status }) })),
  errors: { 400: 'A field is invalid (`fehler`).', 404: 'No such item.', 409: 'Changed in the meantime (`aktuell`).' },
  errorBodies: {
    400: {
      schema: z.object({
        error: z.string(),
        fehler: z.record(z.string(), z.string()),
        bilder: z
          .record(z.string(), z.string())
          .optional()
          .describe("Images uploaded with the refused save, stored all the same: field → the image's key, to send again as the field's value."),
      }),
      description: 'Messages per field, and the images kept.',
    },
    409: { schema: Konflikt, description: 'The current version.' },
  },
});

export const redaktionStatus = operation({
  id: 'redaktionStatus',
  method: 'POST',
  path: '/cms/redaktion/{art}/{ref}/status',
  tag: TAG,
  summary: 'Publish now, or take back to a draft',
  description: '`veroeffentlichen` publishes at once (a start in the future becomes now); `zurueckziehen` makes it a draft nobody outside sees.',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, ref: Ref }),
  body: z.object({ revision: z.number().int().min(0), aktion: z.enum(['veroeffentlichen', 'zurueckziehen']) }),
  answer: json(z.object({ data: z.object({ ref: Ref, revision: z.number().int(), status: Status }) })),
  errors: { 404: 'No such item.', 409: 'Changed in the meantime.' },
});

export const redaktionLoeschen = operation({
  id: 'redaktionLoeschen',
  method: 'POST',
  path: '/cms/redaktion/{art}/{ref}/loeschen',
  tag: TAG,
  summary: 'Delete an item (its revisions stay in the history)',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, ref: Ref }),
  body: z.object({ revision: z.number().int().min(0) }),
  answer: json(z.object({ data: z.literal(true) })),
  errors: { 404: 'No such item.', 409: 'Changed in the meantime.' },
});

export const Version = z.object({
  nr: z.number().int(),
  aktion: z.enum(AKTIONEN),
  status: z.enum(['entwurf', 'veroeffentlicht']),
  name: z.string(),
  zeit: z.string(),
});
export type Version = z.infer<typeof Version>;

export const redaktionVersionen = operation({
  id: 'redaktionVersionen',
  method: 'GET',
  path: '/cms/redaktion/{art}/{ref}/versionen',
  tag: TAG,
  summary: 'The revisions of an item, newest first',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, ref: Ref }),
  answer: json(z.object({ data: z.object({ titel: z.string(), aktuell: z.number().int(), versionen: z.array(Version) }) })),
  errors: { 404: 'No such item and no history.' },
});

export const redaktionVersion = operation({
  id: 'redaktionVersion',
  method: 'GET',
  path: '/cms/redaktion/{art}/{ref}/versionen/{nr}',
  tag: TAG,
  summary: 'One revision beside the current version',
  auth: 'intranet',
  inProcess: true,
  params: z.object({
    art: Art,
    ref: Ref,
    nr: z.union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ]),
  }),
  answer: json(
    z.object({
      data: z.object({
        version: Version.extend({ felder: z.record(z.string(), z.union([z.string(), z.array(z.string())])) }),
        aktuell: z.object({ revision: z.number().int(), felder: z.record(z.string(), z.union([z.string(), z.array(z.string())])) }).nullable(),
        optionen: z.record(z.string(), z.array(Option)),
      }),
    }),
  ),
  errors: { 404: 'No such revision.' },
});

export const redaktionWiederherstellen = operation({
  id: 'redaktionWiederherstellen',
  method: 'POST',
  path: '/cms/redaktion/{art}/{ref}/versionen/{nr}',
  tag: TAG,
  summary: 'Restore a revision (as a new revision; a deleted item comes back as a draft)',
  auth: 'intranet',
  inProcess: true,
  params: z.object({
    art: Art,
    ref: Ref,
    nr: z.union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ]),
  }),
  body: z.object({ revision: z.number().int().min(0) }),
  answer: json(z.object({ data: z.object({ ref: Ref, revision: z.number().int(), status: Status }) })),
  errors: { 404: 'No such revision.', 409: 'Changed in the meantime.' },
});

/** Which public page shows the preview, with the data its component takes. */
export const Vorschau = z.object({
  seite: z.string().describe("The name of one of the kind's preview pages (`vorschau` of its description)."),
  /** The public address the page will have (the layout, breadcrumb and sidebar of the preview follow it). */
  pfad: z.string(),
  titel: z.string(),
  daten: z.unknown(),
});
export type Vorschau = z.infer<typeof Vorschau>;

export const redaktionVorschau = operation({
  id: 'redaktionVorschau',
  method: 'GET',
  path: '/cms/redaktion/{art}/{ref}/vorschau',
  tag: TAG,
  summary: 'The stored version as its public page will show it',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, ref: Ref }),
  answer: json(z.object({ data: Vorschau, status: Status, revision: z.number().int() })),
  errors: { 404: 'No such item.' },
});

export const ProtokollEintrag = z.object({
  zeit: z.string(),
  name: z.string(),
  art: Art,
  ref: Ref,
  titel: z.string(),
  aktion: z.enum(AKTIONEN),
  hinweis: z.string().nullable(),
});
export type ProtokollEintrag = z.infer<typeof ProtokollEintrag>;

export const redaktionProtokoll = operation({
  id: 'redaktionProtokoll',
  method: 'GET',
  path: '/cms/redaktion/protokoll',
  tag: TAG,
  summary: 'Who published, planned, took back or deleted what, and when (newest first)',
  auth: 'intranet',
  inProcess: true,
  query: z.object({
    art: q.str(ART_NAME, 'Parameter art muss der Name einer Art sein.', { max: 40 }),
    seite: q.intOr('seite', 1, { min: 1, max: 100_000 }),
    pro_seite: q.intOr('pro_seite', 50, { min: 1, max: 100 }),
  }),
  answer: json(z.object({ data: z.array(ProtokollEintrag), meta: ListMeta })),
});

export const redaktionDokument = operation({
  id: 'redaktionDokument',
  method: 'POST',
  path: '/cms/redaktion/{art}/{ref}/dokumente',
  tag: TAG,
  summary: 'Attach a download to an item, or remove one',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, ref: Ref }),
  body: z.union([
    z.object({
      hinzufuegen: z.object({
        datei: Upload,
        downloadtext: z.string().max(300),
        beschreibung: z.string().max(2000),
        einstufung: z.string().max(100),
      }),
    }),
    z.object({ entfernen: z.number().int().min(1) }),
  ]),
  answer: json(z.object({ data: z.literal(true) })),
  errors: { 400: 'A field is invalid (`fehler`).', 404: 'No such item or document.' },
  errorBodies: { 400: { schema: z.object({ error: z.string(), fehler: z.record(z.string(), z.string()) }), description: 'Messages per field.' } },
});
