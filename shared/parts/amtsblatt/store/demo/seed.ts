import type { SeedWork } from '../../../../../server/cms/seed/step';
import { addDocuments } from '../../../../../server/cms/files/demo/documents';
import { amtsblatt } from './amtsblatt';

/** The gazette issues (demo/amtsblatt.ts), each with its PDF listing the headlines. */
export const work: SeedWork = {
  async run(ctx) {
    const ids = await addDocuments(
      ctx,
      amtsblatt.map((a) => ({
        doc: {
          datei: `amtsblatt-${a.jahr}-${String(a.ausgabe).padStart(2, '0')}.pdf`,
          downloadtext: `Amtsblatt Nr. ${a.ausgabe}/${a.jahr}`,
          einstufung: 'Amtsblatt',
          inhalt: [
            `Amtsblatt der Stadt Musterstadt – Ausgabe ${a.ausgabe}/${a.jahr} vom ${a.datum.split('-').reverse().join('.')}`,
            '',
            ...a.themen.map((t) => `• ${t}`),
          ],
          stand: a.datum,
        },
      })),
      // After the news downloads (1–19), as in every earlier release: issue 45/2026 is /api/cms/dateien/114/….
      { firstId: 20 },
    );
    const rows = amtsblatt.map((a, i) => ({
      id: a.id,
      jahr: a.jahr,
      ausgabe: a.ausgabe,
      datum: a.datum,
      themen: JSON.stringify(a.themen),
      dokument_id: ids[i]!,
    }));
    for (let i = 0; i < rows.length; i += 50)
      await ctx.db
        .insertInto('amtsblatt')
        .values(rows.slice(i, i + 50))
        .execute();
  },
};
