import { eventPath } from '../event-paths';
import { stripHtml } from '../../../../server/cms/search/fold';
import { join, numericRefs, type SearchSource } from '../../../../server/cms/search/source';

/** Every event, found by title, text, place, organiser and categories; a past one leaves the results the day after it ends. */
export const search: SearchSource[] = [
  {
    typ: 'veranstaltung',
    watch: [
      { table: 'veranstaltung', column: 'id' },
      { table: 'veranstaltung_zu_rubrik', column: 'veranstaltung_id' },
    ],
    async load(anyDb, refs) {
      const db = anyDb;
      let q = db
        .selectFrom('veranstaltung')
        .select(['id', 'titel', 'slug', 'datum_von', 'datum_bis', 'text', 'veranstalter', 'ort_location', 'ort_street', 'ort_city', 'sichtbar_ab'])
        // Drafts are never found; a planned event from its sichtbar_ab on.
        .where('status', '=', 'veroeffentlicht')
        .orderBy('id');
      let ids: number[] | null = null;
      if (refs) {
        ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('id', 'in', ids);
      }
      const rows = await q.execute();
      if (rows.length === 0) return [];
      let rq = db
        .selectFrom('veranstaltung_zu_rubrik as z')
        .innerJoin('veranstaltung_rubrik as r', 'r.id', 'z.rubrik_id')
        .select(['z.veranstaltung_id', 'r.titel'])
        .orderBy('z.veranstaltung_id')
        .orderBy('z.rubrik_id');
      if (ids) rq = rq.where('z.veranstaltung_id', 'in', ids);
      const rubriken = new Map<number, string[]>();
      for (const r of await rq.execute()) rubriken.set(r.veranstaltung_id, [...(rubriken.get(r.veranstaltung_id) ?? []), r.titel]);
      return rows.map((r) => ({
        typ: 'veranstaltung',
        ref: String(r.id),
        titel: r.titel,
        text: join(stripHtml(r.text), r.ort_location, r.ort_street, r.ort_city, r.veranstalter),
        stichworte: join(...(rubriken.get(r.id) ?? [])),
        datum: r.datum_von.slice(0, 10) || null,
        url: eventPath('gaeste', r.slug),
        pfad_ext: null,
        kategorie: 'Veranstaltung',
        // A past event leaves the results the day after it ends.
        gueltig_von: r.sichtbar_ab || null,
        gueltig_bis: (r.datum_bis || r.datum_von).slice(0, 10),
      }));
    },
  },
];
