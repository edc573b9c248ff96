import { paths } from '../../../site/paths';
import { join, jsonList, numericRefs, type SearchSource } from '../../../../server/cms/search/source';
import { fileUrl } from '../../../../server/cms/files/links';

/**
 * Every issue of the gazette, found by its headlines and the text of its PDF (snippet from where the words
 * are); the hit links the PDF unless it is internal, whose text is never indexed.
 */
export const search: SearchSource[] = [
  {
    typ: 'amtsblatt',
    watch: [
      { table: 'amtsblatt', column: 'id' },
      { table: 'dokument', column: 'id', via: { table: 'amtsblatt', select: 'id', where: 'dokument_id' } },
    ],
    async load(db, refs) {
      let q = db
        .selectFrom('amtsblatt as b')
        .leftJoin('dokument as d', 'd.id', 'b.dokument_id')
        .select(['b.id', 'b.jahr', 'b.ausgabe', 'b.datum', 'b.themen', 'b.sichtbar_ab', 'd.id as dokument_id', 'd.datei', 'd.intern', 'd.volltext'])
        // Drafts are never found; a planned issue from its sichtbar_ab on.
        .where('b.status', '=', 'veroeffentlicht')
        .orderBy('b.id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('b.id', 'in', ids);
      }
      return (await q.execute()).map((r) => ({
        typ: 'amtsblatt',
        ref: String(r.id),
        titel: `Amtsblatt Nr. ${r.ausgabe}/${r.jahr}`,
        text: join(jsonList(r.themen).join(' · '), Number(r.intern) === 0 ? r.volltext : null),
        stichworte: '',
        datum: r.datum || null,
        url: paths.amtsblatt(),
        pfad_ext: r.dokument_id !== null && r.datei !== null && Number(r.intern) === 0 ? fileUrl(r.dokument_id, r.datei) : null,
        kategorie: 'Amtsblatt',
        gueltig_von: r.sichtbar_ab || null,
        gueltig_bis: null,
      }));
    },
  },
];
