import { paths } from '../../../site/paths';
import { stripHtml } from '../../../../server/cms/search/fold';
import { join, type SearchSource } from '../../../../server/cms/search/source';
import { fillTownSettings } from '../../../site/town-settings';

/** Every editorial page, found by its title, description and text. */
export const search: SearchSource[] = [
  {
    typ: 'seite',
    watch: [{ table: 'seite', column: 'pfad' }],
    async load(db, refs) {
      // Drafts are never found; a planned page from its sichtbar_ab on.
      let q = db.selectFrom('seite').select(['pfad', 'titel', 'beschreibung', 'inhalt', 'sichtbar_ab']).where('status', '=', 'veroeffentlicht').orderBy('pfad');
      if (refs) {
        if (refs.length === 0) return [];
        q = q.where('pfad', 'in', refs);
      }
      return (await q.execute()).map((r) => ({
        typ: 'seite',
        ref: r.pfad,
        titel: r.titel,
        text: fillTownSettings(join(r.beschreibung, stripHtml(r.inhalt)), { html: false }),
        stichworte: '',
        datum: null,
        url: paths.seite(r.pfad),
        pfad_ext: null,
        kategorie: 'Seite',
        gueltig_von: r.sichtbar_ab || null,
        gueltig_bis: null,
      }));
    },
  },
];
