import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { RowWriter, ReadEnv } from '../../../../server/cms/import/apply';
import { download } from '../../../../server/cms/import/download';
import type { ImportNotice } from '../../../../server/cms/import/errors';
import type { OParlImport } from '../../../../server/cms/import/oparl';
import { FILES_DIR } from '../../../../server/cms/seed/dirs';
import { safeFileName } from '../../../../server/cms/files';
import { writeDurably } from '../../../../server/util/files';

/**
 * The documents of the council read from an OParl system (ADR 42): the files a meeting (invitation,
 * protocols, attachments, its items' resolutions) or a paper (main file, attachments) names.
 *
 * Reading fetches their bytes and keeps them under the site's files, named by their content
 * (`dateien/oparl/<sha-256>.pdf`): the same file read twice is one file, and applying a run writes rows
 * only, so its preview (applied and rolled back) and its undo leave the files as they are. A file the
 * run does not use stays unreferenced, which is harmless. A file whose `modified` is what the last run
 * read is not fetched again. Only PDFs are kept (their text is read for the search by the documents'
 * job); anything else is named in the run's notices.
 */

/** Below the documents' folder. */
const STAGE = 'oparl';
/** One council document at most (scanned plans can be large). */
const MAX_BYTES = 50 * 1024 * 1024;

export interface CouncilDocument {
  /** The OParl File's id. */
  id: string;
  sha256: string;
  groesse: number;
  /** File name offered for saving. */
  datei: string;
  /** Link text. */
  downloadtext: string;
  stand: string | null;
  modified: string | null;
}

type Records = Omit<OParlImport, 'requests' | 'retries' | 'notices'>;

/** The files of each meeting and paper the run writes, in the order the pages list them. */
export function filesOfOwners(r: Records): { meetings: Map<string, string[]>; papers: Map<string, string[]> } {
  const meetings = new Map<string, string[]>();
  for (const m of r.meetings) {
    const ids = [m.invitationFileId, m.resultsProtocolFileId, m.verbatimProtocolFileId, ...m.auxiliaryFileIds, ...m.agendaItems.flatMap((a) => a.fileIds)];
    meetings.set(m.id, [...new Set(ids.filter((x): x is string => !!x))]);
  }
  const papers = new Map<string, string[]>();
  for (const p of r.papers) papers.set(p.id, [...new Set([p.mainFileId, ...p.auxiliaryFileIds].filter((x): x is string => !!x))]);
  return { meetings, papers };
}

const isPdf = (b: Uint8Array) => b.byteLength > 5 && Buffer.from(b.subarray(0, 5)).toString('latin1') === '%PDF-';

/** Fetches the documents the records name (see above); answers them by File id, with notices for the rest. */
export async function readCouncilDocuments(r: Records, env: ReadEnv): Promise<{ documents: Record<string, CouncilDocument>; notices: ImportNotice[] }> {
  const notices: ImportNotice[] = [];
  const documents: Record<string, CouncilDocument> = {};
  const { meetings, papers } = filesOfOwners(r);
  const wanted = new Set([...meetings.values(), ...papers.values()].flat());
  if (wanted.size === 0) return { documents, notices };
  if (!env.filesDir) {
    notices.push({ message: `${wanted.size} Datei(en) des Systems wurden nicht gelesen (kein Ablageort für Dateien).` });
    return { documents, notices };
  }
  const known = new Map(
    (await (env.db as Kysely<Database>).selectFrom('ratsdatei').select(['quelle', 'sha256', 'geaendert']).execute()).map((k) => [k.quelle, k]),
  );
  const dir = path.join(env.filesDir, FILES_DIR, STAGE);
  await fs.promises.mkdir(dir, { recursive: true });
  const byId = new Map(r.files.map((f) => [f.id, f]));
  let skipped = 0;
  for (const id of wanted) {
    const f = byId.get(id);
    if (!f) continue;
    const name = f.name.trim() || f.fileName?.trim() || 'Dokument';
    const datei = safeFileName(f.fileName?.trim() || `${name}.pdf`);
    const before = known.get(id);
    if (before && f.modified && before.geaendert === f.modified && fs.existsSync(path.join(dir, `${before.sha256}.pdf`))) {
      const size = (await fs.promises.stat(path.join(dir, `${before.sha256}.pdf`))).size;
      documents[id] = { id, sha256: before.sha256, groesse: size, datei, downloadtext: name, stand: f.date, modified: f.modified };
      continue;
    }
    if (f.mimeType && f.mimeType !== 'application/pdf') {
      skipped += 1;
      continue;
    }
    let got: Awaited<ReturnType<typeof download>>;
    try {
      got = await download(f.downloadUrl ?? f.accessUrl, {
        maxBytes: MAX_BYTES,
        ...(env.fetch ? { fetch: env.fetch } : {}),
        ...(env.sleep ? { sleep: env.sleep } : {}),
      });
    } catch (error) {
      notices.push({ url: f.accessUrl, message: `Die Datei „${name}“ konnte nicht geladen werden: ${(error as Error).message}` });
      continue;
    }
    if (!got.bytes) {
      notices.push({ url: f.accessUrl, message: `Die Datei „${name}“ gibt es unter ihrer Adresse nicht (404).` });
      continue;
    }
    if (!isPdf(got.bytes)) {
      skipped += 1;
      continue;
    }
    const sha256 = createHash('sha256').update(got.bytes).digest('hex');
    const target = path.join(dir, `${sha256}.pdf`);
    if (!fs.existsSync(target)) await writeDurably(target, got.bytes);
    documents[id] = { id, sha256, groesse: got.bytes.byteLength, datei, downloadtext: name, stand: f.date, modified: f.modified };
  }
  if (skipped) notices.push({ message: `${skipped} Datei(en) des Systems sind keine PDF-Dateien und wurden nicht übernommen.` });
  return { documents, notices };
}

const none = { was: null, titel: '' };

/**
 * Writes the documents of one meeting or paper: each File once as a document (public with its owner,
 * ADR 44's rule), changed bytes replace the old ones, and the owner's links list exactly the system's
 * files (documents the desk attached by hand stay).
 */
export async function applyCouncilDocuments(
  w: RowWriter,
  owner: { table: 'ratstermin_dokument'; key: 'ratstermin_id'; id: number } | { table: 'vorlage_dokument'; key: 'vorlage_id'; id: number },
  fileIds: readonly string[],
  documents: Record<string, CouncilDocument>,
): Promise<void> {
  const d = w.db as Kysely<Database>;
  const wanted: number[] = [];
  for (const fileId of fileIds) {
    const doc = documents[fileId];
    if (!doc) continue;
    const label = { was: 'Dokument', titel: doc.downloadtext };
    const row = {
      datei: doc.datei,
      mime: 'application/pdf',
      groesse: doc.groesse,
      speicherpfad: `${STAGE}/${doc.sha256}.pdf`,
      downloadtext: doc.downloadtext,
      stand: doc.stand,
    };
    const known = await d.selectFrom('ratsdatei').select(['dokument_id', 'sha256', 'geaendert']).where('quelle', '=', fileId).executeTakeFirst();
    let dokumentId: number;
    if (known) {
      dokumentId = Number(known.dokument_id);
      if (known.sha256 !== doc.sha256) {
        // New bytes: the text is read again by the documents' job.
        await w.update('dokument', { id: dokumentId }, { ...row, volltext: null }, label);
      } else await w.update('dokument', { id: dokumentId }, { datei: row.datei, downloadtext: row.downloadtext, stand: row.stand }, label);
      await w.update('ratsdatei', { quelle: fileId }, { sha256: doc.sha256, geaendert: doc.modified }, none);
    } else {
      dokumentId = await w.insert(
        'dokument',
        { ...row, aktuelles_id: null, archiv_id: null, sortierung: 0, beschreibung: null, einstufung: null, intern: 0, volltext: null },
        label,
      );
      await w.insertKeyed('ratsdatei', { quelle: fileId }, { dokument_id: dokumentId, sha256: doc.sha256, geaendert: doc.modified }, none);
    }
    wanted.push(dokumentId);
  }
  const imported = new Set((await d.selectFrom('ratsdatei').select('dokument_id').execute()).map((x) => Number(x.dokument_id)));
  const links = await d.selectFrom(owner.table).select(['dokument_id', 'sortierung']).where(owner.key, '=', owner.id).execute();
  const linked = new Map(links.map((l) => [Number(l.dokument_id), Number(l.sortierung)]));
  for (const [dokumentId] of linked) {
    if (imported.has(dokumentId) && !wanted.includes(dokumentId)) await w.remove(owner.table, { [owner.key]: owner.id, dokument_id: dokumentId }, none);
  }
  for (const [sortierung, dokumentId] of wanted.entries()) {
    if (!linked.has(dokumentId)) await w.insertKeyed(owner.table, { [owner.key]: owner.id, dokument_id: dokumentId }, { sortierung }, none);
    else if (linked.get(dokumentId) !== sortierung) await w.update(owner.table, { [owner.key]: owner.id, dokument_id: dokumentId }, { sortierung }, none);
  }
}

/** Imported documents no meeting or paper names any more (their owner or the file was deleted) are removed. */
export async function removeUnusedCouncilDocuments(w: RowWriter): Promise<void> {
  const d = w.db as Kysely<Database>;
  for (const k of await d.selectFrom('ratsdatei').select(['quelle', 'dokument_id']).execute()) {
    const id = Number(k.dokument_id);
    const used =
      (await d.selectFrom('ratstermin_dokument').select('dokument_id').where('dokument_id', '=', id).executeTakeFirst()) ??
      (await d.selectFrom('vorlage_dokument').select('dokument_id').where('dokument_id', '=', id).executeTakeFirst());
    if (used) continue;
    const doc = await d.selectFrom('dokument').select('downloadtext').where('id', '=', id).executeTakeFirst();
    // The link to the system first: removing the document would take it along unrecorded.
    await w.remove('ratsdatei', { quelle: k.quelle }, none);
    if (doc) await w.remove('dokument', { id }, { was: 'Dokument', titel: doc.downloadtext });
  }
}
