import { z } from 'zod';
import { json, operation } from '../../contract/operation';

/**
 * The imports on the editorial desk (ADR 42): read a file or a server into a preview, apply it in one
 * transaction, undo it. Like the desk's, these operations belong to the embedded store itself:
 * in-process only, never under /api, never forwarded, not in docs/openapi.json; with CMS_URL they
 * answer 501. Every one needs the intranet session of a user with the role `redaktion` (or `admin`).
 */
const TAG = 'Einlesen';

/** A kind's name ('abfall', 'oparl', 'xzufi', 'veranstaltungen'; the parts register them). */
const Art = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
const Lauf = z.coerce.number().int().min(1).max(2_000_000_000);

export const EinlesenArt = z.object({
  art: Art,
  titel: z.string(),
  beschreibung: z.string(),
  eingabe: z.enum(['datei', 'server']),
  dateitypen: z.string().nullable(),
  jahr: z.boolean(),
});
export type EinlesenArt = z.infer<typeof EinlesenArt>;

export const Plan = z.object({
  neu: z.number().int(),
  geaendert: z.number().int(),
  entfernt: z.number().int(),
  zeilen: z.array(z.object({ art: z.enum(['neu', 'geaendert', 'entfernt']), was: z.string(), titel: z.string() })),
  probleme: z.array(z.string()),
  hinweise: z.array(z.string()),
});
export type Plan = z.infer<typeof Plan>;

export const EinlesenLauf = z.object({
  id: z.number().int(),
  art: Art,
  titel: z.string(),
  quelle: z.string(),
  status: z.enum(['vorschau', 'angewendet', 'rueckgaengig']),
  plan: Plan,
  erstellt: z.string(),
  angewendet: z.string().nullable(),
  rueckgaengig: z.string().nullable(),
  name: z.string(),
  rueckgaengigMoeglich: z.boolean(),
});
export type EinlesenLauf = z.infer<typeof EinlesenLauf>;

export const Leer = z.object({ titel: z.string(), pfad: z.string(), text: z.string() });
export type Leer = z.infer<typeof Leer>;

export const einlesenArten = operation({
  id: 'einlesenArten',
  method: 'GET',
  path: '/cms/einlesen',
  tag: TAG,
  summary: 'The kinds of import and the latest runs',
  auth: 'intranet',
  inProcess: true,
  answer: json(z.object({ data: z.object({ arten: z.array(EinlesenArt), laeufe: z.array(EinlesenLauf) }) })),
});

export const einlesenLeer = operation({
  id: 'einlesenLeer',
  method: 'GET',
  path: '/cms/einlesen/leer',
  tag: TAG,
  summary: 'What a new town has still to fill, with the action that fills it',
  auth: 'intranet',
  inProcess: true,
  answer: json(z.object({ data: z.array(Leer) })),
});

export const einlesenVorschau = operation({
  id: 'einlesenVorschau',
  method: 'POST',
  path: '/cms/einlesen/{art}',
  tag: TAG,
  summary: 'Read a file or a server and keep the plan of what applying it would change',
  description: 'Nothing but the run is written. `datei` is an upload below DATA_DIR/tmp; `url` the address of the file or of the OParl system.',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art }),
  body: z.object({
    datei: z.object({ pfad: z.string().min(1).max(4096), name: z.string().max(255) }).nullable(),
    url: z.string().max(2000).nullable(),
    jahr: z.number().int().min(2000).max(2999).nullable(),
  }),
  answer: json(z.object({ data: EinlesenLauf })),
  errors: { 400: 'The input cannot be read (`error` says where).', 404: 'No such kind.' },
});

export const einlesenLauf = operation({
  id: 'einlesenLauf',
  method: 'GET',
  path: '/cms/einlesen/{art}/{lauf}',
  tag: TAG,
  summary: 'A run: its plan, or what it changed',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, lauf: Lauf }),
  answer: json(z.object({ data: EinlesenLauf })),
  errors: { 404: 'No such run.' },
});

export const einlesenAnwenden = operation({
  id: 'einlesenAnwenden',
  method: 'POST',
  path: '/cms/einlesen/{art}/{lauf}',
  tag: TAG,
  summary: 'Apply a previewed run in one transaction, or undo the last applied one',
  auth: 'intranet',
  inProcess: true,
  params: z.object({ art: Art, lauf: Lauf }),
  body: z.object({ aktion: z.enum(['anwenden', 'rueckgaengig']) }),
  answer: json(z.object({ data: EinlesenLauf })),
  errors: { 404: 'No such run.', 409: 'Applied already, not the last run, or rows changed since (`konflikte`).' },
  errorBodies: {
    409: {
      schema: z.object({ error: z.string(), konflikte: z.array(z.object({ was: z.string(), titel: z.string() })) }),
      description: 'The rows changed after the import.',
    },
  },
});
