import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ratsterminSlug } from '../../../../../shared/pages/ratstermine/paths';
import { FILES_DIR } from '../../../seed/dirs';
import { makePdf, makeText } from '../../../seed/pdf';
import type { SeedContext, SeedWork } from '../../../seed/step';
import type { SeedDownload } from '../../../seed/types';
import type { DateienTables } from '../../dateien/schema';
import type { RatstermineTables } from '../schema';
import { ratstermine } from './ratstermine';

const BATCH = 50;

type Db = Kysely<RatstermineTables & DateienTables>;

/**
 * Stores public documents as the seeding of the other parts does: the next free id, the file (a PDF,
 * or a text file for '.txt') below DATA_DIR/dateien as '<id>-<datei>', and its `dokument` row.
 */
async function documentWriter(ctx: SeedContext, db: Db) {
  const filesDir = path.join(ctx.dataDir, FILES_DIR);
  fs.mkdirSync(filesDir, { recursive: true });
  const last = await db.selectFrom('dokument').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  let next = Number(last?.id ?? 0) + 1;
  return async (doc: SeedDownload & { stand?: string }, sortierung: number): Promise<number> => {
    const id = next++;
    const isText = doc.datei.toLowerCase().endsWith('.txt');
    const body = isText ? makeText(doc.downloadtext, doc.inhalt) : makePdf(doc.downloadtext, doc.inhalt);
    const speicherpfad = `${id}-${doc.datei}`;
    fs.writeFileSync(path.join(filesDir, speicherpfad), body);
    await db
      .insertInto('dokument')
      .values({
        id,
        aktuelles_id: null,
        archiv_id: null,
        sortierung,
        datei: doc.datei,
        mime: isText ? 'text/plain; charset=utf-8' : 'application/pdf',
        groesse: body.length,
        speicherpfad,
        downloadtext: doc.downloadtext,
        beschreibung: doc.beschreibung ?? null,
        einstufung: doc.einstufung ?? null,
        stand: doc.stand ?? null,
        intern: 0,
      })
      .execute();
    return id;
  };
}

/** Council meetings with their agendas and documents (demo/ratstermine.ts). */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db as Db;
    const termine = ratstermine.map((t) => ({
      id: t.id,
      gremium: t.gremium,
      slug: ratsterminSlug(t.gremium, t.datum, t.id),
      datum: t.datum,
      ort: t.ort,
      oeffentlich: t.oeffentlich ? 1 : 0,
    }));
    for (let i = 0; i < termine.length; i += BATCH) await db.insertInto('ratstermin').values(termine.slice(i, i + BATCH)).execute();
    const tops = ratstermine.flatMap((t) => t.tagesordnung.map((p) => ({ ratstermin_id: t.id, nr: p.nr, titel: p.titel, oeffentlich: p.oeffentlich ? 1 : 0 })));
    for (let i = 0; i < tops.length; i += BATCH) await db.insertInto('ratstermin_top').values(tops.slice(i, i + BATCH)).execute();
    // Documents get their ids in the order of the meetings, as they always have.
    const addDocument = await documentWriter(ctx, db);
    const links: RatstermineTables['ratstermin_dokument'][] = [];
    for (const t of ratstermine) {
      for (const [sortierung, d] of t.dokumente.entries()) links.push({ ratstermin_id: t.id, dokument_id: await addDocument(d, sortierung), sortierung });
    }
    for (let i = 0; i < links.length; i += BATCH) await db.insertInto('ratstermin_dokument').values(links.slice(i, i + BATCH)).execute();
  },
};
