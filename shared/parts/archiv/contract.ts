import { z } from 'zod';
import { operation, json, q } from '../../contract/operation';
import { Dokument } from '../../contract/common';

/** Archive topics (notices, statutes, tenders) with their entries and documents; the intranet archive. */

export const Archiv = z
  .object({
    id: z.number().int().min(1),
    titel: z.string().min(1),
    beschreibung: z.string().nullable(),
    gueltig_von: z.iso.date().describe('Valid from (gültig von), YYYY-MM-DD, inclusive.'),
    gueltig_bis: z.iso.date().nullable().describe('Valid until (gültig bis), inclusive; null = open-ended.'),
    dokumente: z.array(Dokument),
  })
  .meta({ id: 'Archiv', description: 'An archive entry (Archiv): a notice, statute or tender with its documents.' });
export type Archiv = z.infer<typeof Archiv>;

export const ArchivThema = z
  .object({
    id: z.number().int().min(1),
    thema: z.string().min(1),
    intranet: z.boolean().describe('True for staff-only topics; those only appear below /api/cms/intranet/.'),
    archiv: z.array(Archiv),
  })
  .meta({
    id: 'ArchivThema',
    description: 'An archive topic (Archiv-Thema) with its entries, e.g. 30 Öffentliche Bekanntmachungen, 31 Satzungen, 32 Ausschreibungen.',
  });
export type ArchivThema = z.infer<typeof ArchivThema>;

export const IntranetArchiv = z
  .object({
    id: z.number().int().min(1),
    titel: z.string().min(1),
    beschreibung: z.string().nullable(),
    gueltig_von: z.iso.date(),
    gueltig_bis: z.iso.date().nullable(),
    dokumente: z.array(Dokument),
    thema_id: z.number().int().min(1),
    thema: z.string().min(1),
  })
  .meta({ id: 'IntranetArchiv', description: 'An archive entry as listed by /api/cms/intranet/archiv: Archiv plus the topic it belongs to.' });
export type IntranetArchiv = z.infer<typeof IntranetArchiv>;

export const IntranetDokument = z
  .object({
    id: z.number().int().min(1),
    datei: z.string().min(1).max(200),
    link: z.string().regex(/^\/api\/cms\/(?:dateien\/\d{1,9}\/[^/]{1,200}|intranet\/dokument\/\d{1,9})$/),
    downloadtext: z.string().min(1),
    beschreibung: z.string().nullable(),
    einstufung: z.string().nullable(),
    stand: z.iso.date().nullable(),
    groesse: z.number().int().min(0),
    mime: z.string().regex(/^[a-z0-9.+-]+\/[a-z0-9.+-]+/),
    archiv_id: z.number().int().min(1),
    archiv_titel: z.string().min(1),
    themen_id: z.number().int().min(1),
  })
  .meta({
    id: 'IntranetDokument',
    description: 'A document as listed by /api/cms/intranet/archiv_dokumente: Dokument plus its archive entry and topic.',
  });
export type IntranetDokument = z.infer<typeof IntranetDokument>;

const ArchivThemenResponse = z.object({ data: z.array(ArchivThema) }).meta({ id: 'ArchivThemenResponse' });
const IntranetArchivResponse = z.object({ data: z.array(IntranetArchiv) }).meta({ id: 'IntranetArchivResponse' });
const IntranetDokumenteResponse = z.object({ data: z.array(IntranetDokument) }).meta({ id: 'IntranetDokumenteResponse' });

/** The list encodings every list parameter accepts. */
const LIST_FORMS =
  'List parameter: `name=1&name=2`, `name[]=1&name[]=2` (what the site sends), `name=1,2` and `name=[1,2]` (the spelling of spec §7) are equivalent.';

/** The query parameters of the four archive lists (each list names them in its own order). */
const archivQuery = {
  themen_id: () =>
    q.intList('themen_id', {
      description: `Only these archive topics. ${LIST_FORMS} Empty: all topics. A non-numeric entry: 400.`,
      example: [30, 31, 32],
    }),
  archiv_id: () => q.intList('archiv_id', { description: `Only these archive entries. ${LIST_FORMS}` }),
  gueltig_von: () =>
    q.bool('gueltig_von', false, {
      description: 'true/1: only entries already valid (gueltig_von ≤ today, Europe/Berlin). false/0 or absent: no restriction. Anything else: 400.',
      example: true,
    }),
  gueltig_bis: () =>
    q.bool('gueltig_bis', false, {
      description:
        'true/1: only entries still valid (gueltig_bis null or ≥ today, Europe/Berlin; the end date counts as a whole day). false/0 or absent: no restriction. Anything else: 400.',
      example: true,
    }),
  order: () =>
    q.order(
      ['thema', 'archiv.titel', 'archiv.dokumente.downloadtext', 'dokumente.stand', 'archiv.gueltig_von'],
      [
        { field: 'thema', dir: 'ASC' },
        { field: 'archiv.titel', dir: 'ASC' },
      ],
      {
        description:
          'Sort order `[feld ASC, feld2 DESC]` (list parameter, `ASC` is the default direction, case-insensitive). Allowed fields: `thema`, `archiv.titel`, `archiv.gueltig_von`, `archiv.dokumente.downloadtext`, `dokumente.stand`; any other field answers 400. Default: `[thema ASC, archiv.titel ASC]`. `thema` sorts the topics, `archiv.*` the entries within a topic, the document fields the documents within an entry (German collation).',
        example: ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'],
      },
    ),
};

export const archivThemen = operation({
  id: 'listArchivThemen',
  method: 'GET',
  path: '/cms/archiv_themen',
  tag: 'Archiv',
  summary: 'Public archive topics with entries and documents',
  description:
    'Public archive topics (intranet topics are never listed here) with their entries (Archiv) and documents. The menu content check calls it with `themen_id=[30,31,32]&gueltig_von=true&gueltig_bis=true&order=[thema ASC, archiv.titel ASC, archiv.dokumente.downloadtext ASC]` (spec §7); a topic without entries still appears, with `archiv: []`.',
  query: z.object({
    themen_id: archivQuery.themen_id(),
    gueltig_von: archivQuery.gueltig_von(),
    gueltig_bis: archivQuery.gueltig_bis(),
    order: archivQuery.order(),
    archiv_id: archivQuery.archiv_id(),
  }),
  answer: json(ArchivThemenResponse),
  answerDescription: 'The topics; an empty list when none match.',
});

export const intranetArchivThemen = operation({
  id: 'listIntranetArchivThemen',
  method: 'GET',
  path: '/cms/intranet/archiv_themen',
  tag: 'Intranet',
  summary: 'Archive topics including internal ones',
  description:
    'Like /api/cms/archiv_themen, but including intranet topics (`intranet: true`) whose documents link to /api/cms/intranet/dokument/{id}. At start the site loads topic 4 for a logged-in user (spec §4).',
  auth: 'intranet',
  query: z.object({
    themen_id: archivQuery.themen_id(),
    gueltig_von: archivQuery.gueltig_von(),
    gueltig_bis: archivQuery.gueltig_bis(),
    order: archivQuery.order(),
    archiv_id: archivQuery.archiv_id(),
  }),
  answer: json(ArchivThemenResponse),
  answerDescription: 'The topics.',
});

export const intranetArchiv = operation({
  id: 'listIntranetArchiv',
  method: 'GET',
  path: '/cms/intranet/archiv',
  tag: 'Intranet',
  summary: 'Archive entries (flat)',
  description:
    'The entries of the matching topics as one flat list, each with `thema_id` and `thema`; same parameters and order as /api/cms/intranet/archiv_themen.',
  auth: 'intranet',
  query: z.object({
    archiv_id: archivQuery.archiv_id(),
    gueltig_von: archivQuery.gueltig_von(),
    gueltig_bis: archivQuery.gueltig_bis(),
    order: archivQuery.order(),
    themen_id: archivQuery.themen_id(),
  }),
  answer: json(IntranetArchivResponse),
  answerDescription: 'The entries.',
});

export const intranetArchivDokumente = operation({
  id: 'listIntranetArchivDokumente',
  method: 'GET',
  path: '/cms/intranet/archiv_dokumente',
  tag: 'Intranet',
  summary: 'Archive documents (flat)',
  description:
    'The documents of the matching topics and entries as one flat list, each with `archiv_id`, `archiv_titel` and `themen_id`; same parameters as /api/cms/intranet/archiv_themen.',
  auth: 'intranet',
  query: z.object({
    themen_id: archivQuery.themen_id(),
    archiv_id: archivQuery.archiv_id(),
    gueltig_von: archivQuery.gueltig_von(),
    gueltig_bis: archivQuery.gueltig_bis(),
    order: archivQuery.order(),
  }),
  answer: json(IntranetDokumenteResponse),
  answerDescription: 'The documents.',
});
