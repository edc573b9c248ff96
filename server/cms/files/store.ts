import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { slugify } from '../../../shared/format/text';
import { writeDurably } from '../../util/files';
import { FILES_DIR } from '../seed/dirs';
import { documentText, PdfError } from './text';

/**
 * Storing a document (a download, a gazette issue's PDF): the API other parts use, e.g. the editorial
 * desk for uploads.
 *
 *   const id = await storeDokument(ctx, { bytes, datei: 'Amtsblatt 2026-47.pdf', mime: 'application/pdf',
 *     downloadtext: 'Amtsblatt Nr. 47/2026' });
 *   await db.insertInto('amtsblatt').values({ …, dokument_id: id }).execute();
 *
 * It extracts the text (before anything is written, so a slow PDF holds no lock), writes the file below
 * FILES_DIR/dateien as `<id>-<datei>` and inserts the row with its text, in one transaction: when the
 * file cannot be written, no row remains. When the caller's `db` is a transaction already, it works in
 * that one (the caller's commit makes the document permanent; a rollback leaves a file nobody refers to,
 * which is harmless). A PDF that cannot be read is refused with a DokumentError, whose German message
 * may be shown to the uploader at the file field.
 */
export interface NewDokument {
  /** The file's bytes as uploaded. Checking that they are of an allowed kind is the caller's task; a PDF is checked here. */
  bytes: Uint8Array;
  /** File name to offer for saving; made safe here ('Gebühren 2026.PDF' → 'gebuehren-2026.pdf'). */
  datei: string;
  /** Its type, e.g. 'application/pdf' (its text is extracted) or 'text/plain; charset=utf-8'. */
  mime: string;
  /** Link text shown to visitors. */
  downloadtext: string;
  beschreibung?: string | null;
  /** Classification, e.g. 'Satzung', 'Bekanntmachung', 'Formular'. */
  einstufung?: string | null;
  /** Date of the document version, 'YYYY-MM-DD'. */
  stand?: string | null;
  /** Only for the intranet: never served publicly, never found by the site search. */
  intern?: boolean;
  /** The news item it belongs to. */
  aktuelles_id?: number | null;
  /** The archive entry it belongs to. */
  archiv_id?: number | null;
  /** Order among the documents of its owner. */
  sortierung?: number;
}

/** A document that cannot be stored as given; the message is German. */
export class DokumentError extends Error {
  override name = 'DokumentError';
}

/** Longest file name kept (without the id prefix). */
const NAME_MAX = 120;

/** A file name safe on every file system and in a URL: slug of the name, slug of the extension ('Gebühren 2026.PDF' → 'gebuehren-2026.pdf'). */
export function safeFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).trim();
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? slugify(base.slice(dot + 1)).slice(0, 10) : '';
  const stem =
    slugify(dot > 0 ? base.slice(0, dot) : base)
      .slice(0, NAME_MAX - ext.length - 1)
      .replace(/-+$/, '') || 'dokument';
  return ext ? `${stem}.${ext}` : stem;
}

/**
 * Stores a document (see NewDokument) and answers its id. Rejects with a DokumentError when a PDF
 * cannot be read or the download text is empty.
 */
export async function storeDokument(ctx: { db: Kysely<Database>; filesDir: string }, doc: NewDokument): Promise<number> {
  const downloadtext = doc.downloadtext.trim();
  if (!downloadtext) throw new DokumentError('Bitte geben Sie einen Linktext für das Dokument ein.');
  if (doc.bytes.byteLength === 0) throw new DokumentError('Die Datei ist leer.');
  const datei = safeFileName(doc.datei);
  let volltext: string;
  try {
    volltext = await documentText(doc.bytes, doc.mime);
  } catch (error) {
    if (error instanceof PdfError) throw new DokumentError(error.message);
    throw error;
  }
  const dir = path.join(ctx.filesDir, FILES_DIR);
  await fs.promises.mkdir(dir, { recursive: true });

  const work = async (db: Kysely<Database>): Promise<number> => {
    const { id } = await db
      .insertInto('dokument')
      .values({
        aktuelles_id: doc.aktuelles_id ?? null,
        archiv_id: doc.archiv_id ?? null,
        sortierung: doc.sortierung ?? 0,
        datei,
        mime: doc.mime,
        groesse: doc.bytes.byteLength,
        // Named after the id, known only now; set below in the same transaction.
        speicherpfad: '',
        downloadtext,
        beschreibung: doc.beschreibung?.trim() || null,
        einstufung: doc.einstufung?.trim() || null,
        stand: doc.stand || null,
        intern: doc.intern ? 1 : 0,
        volltext,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const speicherpfad = `${id}-${datei}`;
    const file = path.join(dir, speicherpfad);
    try {
      await writeDurably(file, doc.bytes);
      await db.updateTable('dokument').set({ speicherpfad }).where('id', '=', id).execute();
    } catch (error) {
      await fs.promises.rm(file, { force: true });
      throw error;
    }
    return id;
  };

  const db = ctx.db;
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
