import { gewerbeEntryPath } from '../paths';
import { join, numericRefs, type SearchSource } from '../../../../server/cms/search/source';

/** Every business of the directory, found by name, specialisation, text, address and its categories. */
export const search: SearchSource[] = [
  {
    typ: 'gewerbe',
    watch: [
      { table: 'gewerbe', column: 'id' },
      { table: 'gewerbe_rubrik', column: 'id', via: { table: 'gewerbe', select: 'id', where: 'rubrik_id' } },
      { table: 'gewerbe_zuordnung', column: 'gewerbe_id' },
    ],
    async load(db, refs) {
      let q = db
        .selectFrom('gewerbe as g')
        .innerJoin('gewerbe_rubrik as r', 'r.id', 'g.rubrik_id')
        .select(['g.id', 'g.name', 'g.slug', 'g.spezialisierung', 'g.text', 'g.street', 'g.zip', 'g.city', 'r.url as rubrik', 'r.titel as rubrik_titel'])
        .orderBy('g.id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('g.id', 'in', ids);
      }
      const found = await q.execute();
      // The further categories an entry is listed under are keywords too.
      const further = new Map<number, string[]>();
      if (found.length) {
        const extra = await db
          .selectFrom('gewerbe_zuordnung as z')
          .innerJoin('gewerbe_rubrik as r', 'r.id', 'z.rubrik_id')
          .select(['z.gewerbe_id', 'r.titel'])
          .where(
            'z.gewerbe_id',
            'in',
            found.map((r) => r.id),
          )
          .execute();
        for (const e of extra) further.set(e.gewerbe_id, [...(further.get(e.gewerbe_id) ?? []), e.titel]);
      }
      return found.map((r) => ({
        typ: 'gewerbe',
        ref: String(r.id),
        titel: r.name,
        text: join(r.spezialisierung, r.text, `${r.street}, ${r.zip} ${r.city}`),
        stichworte: join(r.rubrik_titel, ...(further.get(r.id) ?? []), r.spezialisierung),
        datum: null,
        url: gewerbeEntryPath(r.rubrik, r.slug),
        pfad_ext: null,
        kategorie: 'Gewerbeverzeichnis',
        gueltig_von: null,
        gueltig_bis: null,
      }));
    },
  },
];
