import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { SeedContext } from '../../seed/step';
import { FILES_DIR } from '../../seed/dirs';
import type { DateienTables } from '../schema';
import { tidyText } from '../text';
import { makePdf, makeText } from './pdf';

/** A downloadable file of the demo content. The seed turns `inhalt` into a real PDF (or a text file for .txt). */
export interface SeedDownload {
  /** File name, lower-case, umlauts spelled out, e.g. 'haushaltsplan-2025.pdf' or 'hinweise.txt'. */
  datei: string;
  /** Link text shown to visitors. */
  downloadtext: string;
  beschreibung?: string;
  /** Classification, e.g. 'Formular', 'Satzung', 'Bekanntmachung', 'Protokoll', 'Information'. */
  einstufung?: string;
  /** Lines of text that make up the document body (3 to 15 lines). */
  inhalt: string[];
  /** Date of the document version: 'YYYY-MM-DD'. */
  stand?: string;
}

/** One document to store and where it belongs: a news item, an archive entry, or neither (its owner links it). */
export interface NewDocument {
  doc: SeedDownload;
  aktuelles_id?: number;
  archiv_id?: number;
  sortierung?: number;
  /** Only for the intranet (served with the token only). */
  intern?: boolean;
  /** A non-public council document: only for council members (the council information system), never the intranet. */
  ratsinfo?: boolean;
}

/**
 * The text of a demo PDF as extractPdfText reads it, less the footer of each page ('Stadt Musterstadt –
 * …', 'Seite 1 von 2'): the title and the lines. Our own writer made the file from exactly these, so the
 * seed stores them instead of reading 200 files back (seconds on every fresh database; the unit test of
 * the extraction checks that both agree).
 */
export function demoPdfText(doc: Pick<SeedDownload, 'downloadtext' | 'inhalt'>): string {
  return tidyText([doc.downloadtext, ...doc.inhalt].join('\n'));
}

/** Writes a document's file below DATA_DIR/dateien and answers what its row stores about it, its text included. */
export function writeDocumentFile(dataDir: string, id: number, doc: SeedDownload): { speicherpfad: string; mime: string; groesse: number; volltext: string } {
  const dir = path.join(dataDir, FILES_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const isText = doc.datei.toLowerCase().endsWith('.txt');
  const body = isText ? makeText(doc.downloadtext, doc.inhalt) : makePdf(doc.downloadtext, doc.inhalt);
  const speicherpfad = `${id}-${doc.datei}`;
  fs.writeFileSync(path.join(dir, speicherpfad), body);
  return {
    speicherpfad,
    mime: isText ? 'text/plain; charset=utf-8' : 'application/pdf',
    groesse: body.length,
    volltext: isText ? tidyText(body.toString('utf8')) : demoPdfText(doc),
  };
}

/**
 * Stores the documents of a part's demo content: each gets an id, its file, and its row. Answers the ids
 * in the order given (for owners that link a document, such as a gazette issue).
 *
 * The ids follow each other from `firstId` when those ids are free, otherwise from after the highest id.
 * `firstId` keeps the ids a fresh database has always given these documents, and so their addresses
 * (/api/cms/dateien/{id}/…), whatever order the parts seed in.
 */
export async function addDocuments(ctx: SeedContext, documents: readonly NewDocument[], options: { firstId?: number } = {}): Promise<number[]> {
  if (documents.length === 0) return [];
  const db = ctx.db;
  const first = options.firstId !== undefined && (await isFree(db, options.firstId, documents.length)) ? options.firstId : (await highestId(db)) + 1;
  const rows = documents.map((d, i) => {
    const id = first + i;
    return {
      id,
      aktuelles_id: d.aktuelles_id ?? null,
      archiv_id: d.archiv_id ?? null,
      sortierung: d.sortierung ?? 0,
      datei: d.doc.datei,
      ...writeDocumentFile(ctx.dataDir, id, d.doc),
      downloadtext: d.doc.downloadtext,
      beschreibung: d.doc.beschreibung ?? null,
      einstufung: d.doc.einstufung ?? null,
      stand: d.doc.stand ?? null,
      intern: d.intern || d.ratsinfo ? 1 : 0,
      ratsinfo: d.ratsinfo ? 1 : 0,
    };
  });
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('dokument')
      .values(rows.slice(i, i + 50))
      .execute();
  return rows.map((r) => r.id);
}

async function highestId(db: Kysely<DateienTables>): Promise<number> {
  const row = await db
    .selectFrom('dokument')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Whether no document has an id in first … first + count - 1. */
async function isFree(db: Kysely<DateienTables>, first: number, count: number): Promise<boolean> {
  const row = await db
    .selectFrom('dokument')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '>=', first)
    .where('id', '<', first + count)
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
