import { z } from 'zod';
import { json, operation, q } from '../../contract/operation';
import { Bild, ListMeta, pathParam } from '../../contract/common';
import { MELDUNG_STATUS, SIEGEL } from './values';

/**
 * Public reports (ADR 53): the damage reports the town shows with their status, and the staff's work
 * on them. The part is local like the submissions it belongs to (ADR 13): its operations are answered
 * by the site's own store, in-process only (the pages' loaders and actions, the feed).
 */
const TAG = 'Meldungen';

const Status = z.enum(MELDUNG_STATUS);
const Siegel = z.string().regex(SIEGEL);
const Herkunft = z
  .string()
  .regex(/^https?:\/\/[^/\s]+$/)
  .describe("The site's origin, for the links in the e-mails.");
const Von = z.object({ uuid: z.string().max(64), name: z.string().min(1).max(200) }).describe('The staff member who acts.');
const Text = (max: number) => z.string().trim().min(1).max(max);

/** What anyone may see of a report: never a name, an address of a person, an e-mail or a text staff did not approve. */
export const MeldungKurz = z.object({
  id: z.number().int(),
  kategorie: z.string(),
  kategorie_name: z.string(),
  status: Status,
  adresse: z.string().nullable(),
  ortsteil: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  text: z.string().nullable().describe('The approved public text.'),
  antwort: z.string().nullable(),
  erstellt: z.string(),
  geaendert: z.string(),
});
export type MeldungKurz = z.infer<typeof MeldungKurz>;

export const MeldungVerlauf = z.object({
  zeit: z.string(),
  art: z.string(),
  status: Status.nullable(),
  text: z.string().nullable(),
});
export type MeldungVerlauf = z.infer<typeof MeldungVerlauf>;

export const MeldungOeffentlich = MeldungKurz.extend({
  fotos: z.array(Bild),
  verlauf: z.array(MeldungVerlauf),
});
export type MeldungOeffentlich = z.infer<typeof MeldungOeffentlich>;

const Filter = {
  kategorie: q.str(/^[a-z0-9-]{1,40}$/, 'Parameter kategorie ist ungültig.'),
  status: q.oneOf('status', MELDUNG_STATUS),
  ortsteil: q.str(/^[\p{L} .'-]{1,60}$/u, 'Parameter ortsteil ist ungültig.'),
};

export const meldungenOeffentlich = operation({
  id: 'meldungenOeffentlich',
  method: 'GET',
  path: '/cms/meldungen',
  tag: TAG,
  summary: 'Approved reports, the latest change first',
  query: z.object({
    ...Filter,
    seite: q.intOr('seite', 1, { min: 1, max: 100_000 }),
    pro_seite: q.intOr('pro_seite', 20, { min: 1, max: 300 }),
    nur_karte: q.bool('nur_karte', false),
  }),
  answer: json(
    z.object({
      data: z.array(MeldungKurz),
      meta: ListMeta,
      kategorien: z.array(z.object({ schluessel: z.string(), name: z.string() })).describe('The categories of approved reports, for the filter.'),
      ortsteile: z.array(z.string()),
    }),
  ),
});

export const meldungOeffentlich = operation({
  id: 'meldungOeffentlich',
  method: 'GET',
  path: '/cms/meldungen/{id}',
  tag: TAG,
  summary: 'One approved report with its public history and approved photos',
  params: z.object({ id: pathParam.id() }),
  answer: json(z.object({ data: MeldungOeffentlich.nullable(), zusammengefuehrt_in: z.number().int().nullable() })),
  errors: { 404: 'No such report, or not approved.' },
});

export const meldungAbonnieren = operation({
  id: 'meldungAbonnieren',
  method: 'POST',
  path: '/cms/meldungen/{id}/abo',
  tag: TAG,
  summary: '"Ich bin auch betroffen": queues the confirmation mail (double opt-in)',
  params: z.object({ id: pathParam.id() }),
  body: z.object({ email: z.string().email().max(254), herkunft: Herkunft }),
  answer: json(z.object({ data: z.object({ bereits: z.boolean() }) })),
  errors: { 404: 'No such report, or not approved.', 409: 'The report takes no subscribers any more (its submission was deleted after its retention period).' },
});

export const meldungLink = operation({
  id: 'meldungLink',
  method: 'POST',
  path: '/cms/meldungen/link',
  tag: TAG,
  summary: 'A sealed link of a mail: confirm a subscription or unsubscribe',
  body: z.object({ aktion: z.enum(['bestaetigen', 'abmelden']), siegel: Siegel }),
  answer: json(z.object({ data: z.object({ meldung: z.number().int(), ergebnis: z.enum(['ok', 'abgelaufen', 'bereits']) }) })),
  errors: { 404: 'Unknown or forged link.' },
});

export const meldungUmfrage = operation({
  id: 'meldungUmfrage',
  method: 'GET',
  path: '/cms/meldungen/umfrage/{siegel}',
  tag: TAG,
  summary: 'The report a questionnaire link asks about',
  params: z.object({ siegel: pathParam.key(SIEGEL) }),
  answer: json(z.object({ data: z.object({ meldung: z.number().int(), kategorie_name: z.string(), adresse: z.string().nullable(), status: Status }) })),
  errors: { 404: 'Unknown or forged link.' },
});

export const meldungUmfrageAntworten = operation({
  id: 'meldungUmfrageAntworten',
  method: 'POST',
  path: '/cms/meldungen/umfrage/{siegel}',
  tag: TAG,
  summary: '"Ist es behoben?" answered: no reopens the report with a note to staff',
  params: z.object({ siegel: pathParam.key(SIEGEL) }),
  body: z.object({ behoben: z.boolean(), kommentar: z.string().trim().max(2000).optional() }),
  answer: json(z.object({ data: z.object({ meldung: z.number().int(), wiedereroeffnet: z.boolean() }) })),
  errors: { 404: 'Unknown or forged link.' },
});

// ---------------------------------------------------------------------------------------------
// Staff (the loaders check the role `eingaenge`).

export const MeldungIntern = MeldungKurz.extend({
  referenz: z.string().nullable().describe('The submission; null after the retention sweep deleted it.'),
  beschreibung: z.string().describe('What the reporter wrote (never public as such).'),
  freigegeben: z.string().nullable(),
  zusammengefuehrt_in: z.number().int().nullable(),
  amt_id: z.number().int().nullable(),
  beantwortet: z.string().nullable(),
  abos: z.object({ meldend: z.number().int(), betroffen: z.number().int() }),
  fotos: z.array(
    z.object({
      id: z.number().int(),
      entscheidung: z.enum(['offen', 'freigegeben', 'verworfen']),
      verpixelt: z.boolean(),
      intern: z.string().nullable().describe('The staff address of the original photo.'),
      bild: Bild.nullable(),
    }),
  ),
  verlauf: z.array(MeldungVerlauf.extend({ intern: z.boolean(), von: z.string() })),
});
export type MeldungIntern = z.infer<typeof MeldungIntern>;

export const Auswertung = z.object({
  kategorien: z.array(z.object({ schluessel: z.string(), name: z.string(), anzahl: z.record(Status, z.number().int()) })),
  faellig: z.number().int().describe('Reports whose 3 working days have passed, or which were answered.'),
  rechtzeitig: z.number().int().describe('Of those, answered within 3 working days.'),
  offen_ueberfaellig: z.number().int(),
});
export type Auswertung = z.infer<typeof Auswertung>;

export const meldungenIntern = operation({
  id: 'meldungenIntern',
  method: 'GET',
  path: '/cms/intern/meldungen',
  tag: TAG,
  summary: 'Every report for staff, newest first, with the dashboard',
  query: z.object({
    kategorie: Filter.kategorie,
    status: Filter.status,
    offen: q.bool('offen', false, { description: 'Only reports waiting for approval.' }),
    seite: q.intOr('seite', 1, { min: 1, max: 100_000 }),
  }),
  answer: json(
    z.object({
      data: z.array(
        MeldungKurz.extend({ referenz: z.string().nullable(), freigegeben: z.string().nullable(), zusammengefuehrt_in: z.number().int().nullable() }),
      ),
      meta: ListMeta,
      auswertung: Auswertung,
    }),
  ),
});

export const meldungIntern = operation({
  id: 'meldungIntern',
  method: 'GET',
  path: '/cms/intern/meldungen/{id}',
  tag: TAG,
  summary: 'One report with everything staff decide on',
  params: z.object({ id: pathParam.id() }),
  answer: json(z.object({ data: MeldungIntern })),
  errors: { 404: 'No such report.' },
});

export const MeldungAktion = z.discriminatedUnion('aktion', [
  z.object({ aktion: z.literal('status'), status: Status, notiz: z.string().trim().max(2000).optional() }),
  z.object({ aktion: z.literal('antwort'), antwort: Text(4000) }),
  z.object({ aktion: z.literal('freigeben'), text: Text(4000) }),
  z.object({ aktion: z.literal('zurueckziehen') }),
  z.object({ aktion: z.literal('foto'), foto: z.number().int(), entscheidung: z.enum(['freigeben', 'verpixeln', 'verwerfen']) }),
  z.object({ aktion: z.literal('zusammenfuehren'), ziel: z.number().int().min(1) }),
  z.object({ aktion: z.literal('amt'), amt: z.number().int().min(1).nullable() }),
]);
export type MeldungAktion = z.infer<typeof MeldungAktion>;

export const meldungAendern = operation({
  id: 'meldungAendern',
  method: 'POST',
  path: '/cms/intern/meldungen/{id}',
  tag: TAG,
  summary: "Staff's work on a report: status, public answer, approval, photos, merge, office",
  description:
    'Each change is recorded in the history with who and when; a status change or an answer mails the confirmed subscribers in the same transaction.',
  params: z.object({ id: pathParam.id() }),
  body: z.object({ von: Von, herkunft: Herkunft, schritt: MeldungAktion }),
  answer: json(z.object({ data: z.literal(true) })),
  errors: { 404: 'No such report.', 409: 'The change does not fit the report (merged, no such photo, merge into itself).' },
});
