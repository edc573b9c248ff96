import type { SeedWork } from '../../../../../server/cms/seed/step';
import { addDocuments } from '../../../../../server/cms/files/demo/documents';
import { archivThemen } from './archiv';

/** The archive topics, their entries and documents (demo/archiv.ts); documents of intranet topics are internal. */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db;
    // The topics are the basis step's (../basis.ts).
    await db
      .insertInto('archiv_thema')
      .values(archivThemen.map((t) => ({ id: t.id, thema: t.thema, intranet: t.intranet ? 1 : 0 })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const entries = archivThemen.flatMap((t) =>
      t.archiv.map((a) => ({
        id: a.id,
        thema_id: t.id,
        titel: a.titel,
        beschreibung: a.beschreibung ?? null,
        gueltig_von: a.gueltig_von,
        gueltig_bis: a.gueltig_bis,
      })),
    );
    for (let i = 0; i < entries.length; i += 50)
      await db
        .insertInto('archiv')
        .values(entries.slice(i, i + 50))
        .execute();
    await addDocuments(
      ctx,
      archivThemen.flatMap((t) => t.archiv.flatMap((a) => a.dokumente.map((doc, i) => ({ doc, archiv_id: a.id, sortierung: i, intern: t.intranet })))),
      // After the news downloads (1–19) and the gazette issues (20–114), as in every earlier release.
      { firstId: 115 },
    );
  },
};
