import type { Kysely } from 'kysely';
import { ratsterminSlug } from '../../../../../shared/pages/ratstermine/paths';
import type { SeedContext, SeedWork } from '../../../seed/step';
import { addDocuments } from '../../dateien/demo/documents';
import type { DateienTables } from '../../dateien/schema';
import type { RatstermineTables } from '../schema';
import { ratstermine } from './ratstermine';

const BATCH = 50;

type Db = Kysely<RatstermineTables & DateienTables>;


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
    const owned = ratstermine.flatMap((t) => t.dokumente.map((d, sortierung) => ({ ratstermin_id: t.id, sortierung, doc: d })));
    const ids = await addDocuments(ctx, owned.map((o) => ({ doc: o.doc, sortierung: o.sortierung })));
    const links: RatstermineTables['ratstermin_dokument'][] = owned.map((o, i) => ({ ratstermin_id: o.ratstermin_id, dokument_id: ids[i]!, sortierung: o.sortierung }));
    for (let i = 0; i < links.length; i += BATCH) await db.insertInto('ratstermin_dokument').values(links.slice(i, i + BATCH)).execute();
  },
};
