import type { SeedWork } from '../../../../server/cms/seed/step';
import { fingerprint, rowKey } from '../../../../server/cms/seed/ledger';

/**
 * Reports stored under the damage form's keys of the first release take the base category that
 * replaced each (ADR 54, 58): the same four the form still accepts. Runs once per database, as a
 * `basis` step, because a demo report's row is in the demo ledger with a fingerprint of its columns:
 * the fingerprint follows the new key (only where the row was still as the demo wrote it), so
 * `npm run demo:remove` still takes the demo's reports out instead of keeping them as the town's.
 */
export const NACHFOLGER: Readonly<Record<string, string>> = {
  strassenbeleuchtung: 'beleuchtung',
  strassenschaden: 'strassen-wege',
  spielplatz: 'spielplaetze',
  baum: 'gruenflaechen',
};

export const work: SeedWork = {
  async run(ctx) {
    for (const [alt, neu] of Object.entries(NACHFOLGER)) {
      const rows = await ctx.db.selectFrom('meldung').selectAll().where('kategorie', '=', alt).execute();
      if (!rows.length) continue;
      await ctx.db.updateTable('meldung').set({ kategorie: neu }).where('kategorie', '=', alt).execute();
      for (const row of rows) {
        const entry = await ctx.db
          .selectFrom('demo_zeile')
          .select(['spalten', 'fingerabdruck'])
          .where('tabelle', '=', 'meldung')
          .where('schluessel', '=', rowKey(row, ['id']))
          .executeTakeFirst();
        if (!entry) continue;
        const columns = entry.spalten.split(',');
        if (fingerprint(row, columns) !== entry.fingerabdruck) continue;
        await ctx.db
          .updateTable('demo_zeile')
          .set({ fingerabdruck: fingerprint({ ...row, kategorie: neu }, columns) })
          .where('tabelle', '=', 'meldung')
          .where('schluessel', '=', rowKey(row, ['id']))
          .execute();
      }
    }
  },
};
