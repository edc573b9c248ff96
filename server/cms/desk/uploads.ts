import fs from 'node:fs';
import { berlinToday } from '../../../shared/format/date';
import { isUpload, sniff } from '../media/upload-files';
import { DokumentError, storeDokument, type NewDokument } from '../files/store';
import type { DeskContext } from './kind';

const PDF_MAX_BYTES = 20_000_000;

/**
 * A PDF of the desk (a download, a gazette issue): checked by its bytes, then stored by the documents'
 * part with its text, which the site search finds (storeDokument).
 */
export async function storePdf(
  ctx: DeskContext,
  upload: { pfad: string; name: string },
  row: Omit<NewDokument, 'bytes' | 'datei' | 'mime'>,
): Promise<{ id: number } | { fehler: string }> {
  const name = (upload.name.split(/[\\/]/).pop() || 'dokument.pdf').normalize('NFC');
  if (!isUpload(ctx.dataDir, upload.pfad)) return { fehler: 'Die Datei wurde nicht richtig übertragen. Bitte wählen Sie sie erneut.' };
  const stat = await fs.promises.stat(upload.pfad).catch(() => null);
  if (!stat || stat.size === 0) return { fehler: `Die Datei „${name}“ ist leer.` };
  if (stat.size > PDF_MAX_BYTES) return { fehler: `Die Datei „${name}“ ist größer als 20 MB.` };
  if ((await sniff(upload.pfad)) !== 'application/pdf') return { fehler: `Die Datei „${name}“ ist kein PDF. Bitte laden Sie Dokumente als PDF hoch.` };
  const owner = row.aktuelles_id ? eqOwner('aktuelles_id', row.aktuelles_id) : row.archiv_id ? eqOwner('archiv_id', row.archiv_id) : null;
  const sort = owner
    ? await ctx.db
        .selectFrom('dokument')
        .select((eb) => eb.fn.max('sortierung').as('s'))
        .where(owner.column, '=', owner.id)
        .executeTakeFirst()
    : null;
  try {
    const id = await storeDokument(ctx, {
      ...row,
      bytes: await fs.promises.readFile(upload.pfad),
      datei: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`,
      mime: 'application/pdf',
      stand: row.stand ?? berlinToday(ctx.now()),
      sortierung: Number(sort?.s ?? 0) + 1,
    });
    return { id };
  } catch (error) {
    if (error instanceof DokumentError) return { fehler: error.message };
    throw error;
  }
}

const eqOwner = (column: 'aktuelles_id' | 'archiv_id', id: number) => ({ column, id });
