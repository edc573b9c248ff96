import { z } from 'zod';
import { operation, file, documented, json } from './operation';
import { pathParam } from './common';

/** Downloads of stored documents: public ones by id and name, any one with the intranet token. */

const DOCUMENT_TYPES = ['application/pdf', 'text/plain'];
const OTHER_TYPES = 'Any other document type, as given by `Dokument.mime`.';
const DISPOSITION = { 'Content-Disposition': "`inline` (PDF) or `attachment`, with `filename` and `filename*=UTF-8''…`." };

export const dateiFile = operation({
  id: 'getDatei',
  method: 'GET',
  path: '/cms/dateien/{id}/{datei}',
  tag: 'Dateien',
  summary: 'Download a public document',
  description:
    "The bytes of a public document, as linked by `Dokument.link` / `AmtsblattDatei.link`. `Content-Type` is the document's mime type; documents other than images carry `Content-Disposition` (`inline` for PDF, otherwise `attachment`) with the file name. Internal documents are not served here.",
  params: z.object({
    id: pathParam.id({ description: 'Document id.', example: 114 }),
    datei: documented<string, string>(z.string().min(1).max(200), { type: 'string', minLength: 1, maxLength: 200 }, false, {
      description: "The file name, percent-encoded; must equal the document's name.",
      example: 'amtsblatt-2026-45.pdf',
    }),
  }),
  answer: file(DOCUMENT_TYPES, 'public', OTHER_TYPES),
  answerDescription: 'The file.',
  answerHeaders: DISPOSITION,
  errors: { 404: 'No public document with this id and file name, a malformed file name, or the file is missing in storage: `Datei nicht gefunden`.' },
});

/** Longest text the site keeps of one document (characters). */
export const DOKUMENT_TEXT_MAX = 400_000;

export const DateiText = z
  .object({
    text: z
      .string()
      .max(DOKUMENT_TEXT_MAX)
      .describe(
        "The document's text as extracted when it was stored: lines separated by `\\n`, pages by an empty line. Empty when the document has none (a scanned PDF, a file type without text).",
      )
      .meta({ examples: ['Amtsblatt der Stadt\nNr. 47/2026\n\nÖffentliche Bekanntmachung …'] }),
  })
  .meta({ id: 'DateiText', description: 'The text of a public document (Volltext), for reading it aloud (spec §2.8, §7 document reader).' });
export type DateiText = z.infer<typeof DateiText>;
const DateiTextResponse = z.object({ data: DateiText }).meta({ id: 'DateiTextResponse' });

export const dateiText = operation({
  id: 'getDateiText',
  method: 'GET',
  path: '/cms/dateien/{id}/{datei}/text',
  tag: 'Dateien',
  summary: 'The text of a public document',
  description:
    "The text the CMS extracted from a public document (PDF, plain text) when it was stored; the same text the site search finds it by. The site's read-aloud of a download item reads it after the item's name, description and file type. Internal documents are not served here.",
  params: z.object({
    id: pathParam.id({ description: 'Document id.', example: 114 }),
    datei: documented<string, string>(z.string().min(1).max(200), { type: 'string', minLength: 1, maxLength: 200 }, false, {
      description: "The file name, percent-encoded; must equal the document's name (as in its download link).",
      example: 'amtsblatt-2026-45.pdf',
    }),
  }),
  answer: json(DateiTextResponse),
  answerDescription: 'The text.',
  maxAge: 3600,
  errors: { 404: 'No public document with this id and file name: `Datei nicht gefunden`.' },
});

export const intranetDokumentFile = operation({
  id: 'getIntranetDokument',
  method: 'GET',
  path: '/cms/intranet/dokument/{id}',
  tag: 'Intranet',
  summary: 'Download a document with the intranet token',
  description:
    'Any document by id (internal or public, but not a non-public council document: those only the council information system serves), for the authenticated download of spec §7 (the site fetches it as a blob, shows progress and saves it under `datei`). Same headers as /api/cms/dateien/{id}/{datei}, but `Cache-Control: private, no-store`.',
  params: z.object({ id: pathParam.id({ description: 'Document id.', example: 150 }) }),
  auth: 'intranet',
  answer: file(DOCUMENT_TYPES, 'private', OTHER_TYPES),
  answerDescription: 'The file.',
  answerHeaders: DISPOSITION,
  errors: { 404: 'No document with this id, or its file missing in storage: `Datei nicht gefunden`.' },
});
