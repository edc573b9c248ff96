import { FASNETVEREINE_PATH, vereinAnchor, wanderwegPath } from '../paths';
import { stripHtml } from '../../../../server/cms/search/fold';
import { join, jsonList, numericRefs, type SearchSource } from '../../../../server/cms/search/source';

/** The hiking routes and the carnival clubs (with their figures); accommodation is not searched. */
export const search: SearchSource[] = [
  {
    typ: 'wanderweg',
    watch: [{ table: 'wanderweg', column: 'id' }],
    async load(db, refs) {
      let q = db
        .selectFrom('wanderweg')
        .select(['id', 'titel', 'slug', 'start', 'text', 'schwierigkeit', 'sichtbar_ab'])
        // Drafts are never found; a planned route from its sichtbar_ab on (ADR 47).
        .where('status', '=', 'veroeffentlicht')
        .orderBy('id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('id', 'in', ids);
      }
      return (await q.execute()).map((r) => ({
        typ: 'wanderweg',
        ref: String(r.id),
        titel: r.titel,
        text: join(r.start, stripHtml(r.text)),
        stichworte: join('Wandern', 'Wanderweg', r.schwierigkeit),
        datum: null,
        url: wanderwegPath(r.slug),
        pfad_ext: null,
        kategorie: 'Wanderweg',
        gueltig_von: r.sichtbar_ab || null,
        gueltig_bis: null,
      }));
    },
  },
  {
    typ: 'fasnetverein',
    watch: [{ table: 'fasnetverein', column: 'id' }],
    async load(db, refs) {
      let q = db.selectFrom('fasnetverein').select(['id', 'name', 'ortsteil', 'figuren', 'text']).orderBy('id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('id', 'in', ids);
      }
      return (await q.execute()).map((r) => ({
        typ: 'fasnetverein',
        ref: String(r.id),
        titel: r.name,
        text: join(...jsonList(r.figuren), stripHtml(r.text)),
        stichworte: join('Fasnet', 'Narrenzunft', r.ortsteil),
        datum: null,
        url: `${FASNETVEREINE_PATH}#${vereinAnchor(r.id)}`,
        pfad_ext: null,
        kategorie: 'Fasnetverein',
        gueltig_von: null,
        gueltig_bis: null,
      }));
    },
  },
];
