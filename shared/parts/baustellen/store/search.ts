import { baustellePath, flaechePath } from '../paths';
import { stripHtml } from '../../../../server/cms/search/fold';
import { join, numericRefs, type SearchSource } from '../../../../server/cms/search/source';

/**
 * Construction sites, found by street, district, description and detour until their last phase is
 * over; and the plots that are not sold.
 */
export const search: SearchSource[] = [
  {
    typ: 'baustelle',
    watch: [
      { table: 'baustelle', column: 'id' },
      { table: 'baustelle_phase', column: 'baustelle_id' },
    ],
    async load(db, refs) {
      let q = db
        .selectFrom('baustelle as b')
        .select((eb) => [
          'b.id',
          'b.titel',
          'b.slug',
          'b.strasse',
          'b.ortsteil',
          'b.beschreibung',
          'b.umleitung',
          'b.sichtbar_ab',
          eb
            .selectFrom('baustelle_phase as p')
            .select((p) => p.fn.max('p.bis').as('bis'))
            .whereRef('p.baustelle_id', '=', 'b.id')
            .as('ende'),
        ])
        // Drafts are never found; a planned row from its sichtbar_ab on (ADR 46), here and for the plots.
        .where('b.status', '=', 'veroeffentlicht')
        .orderBy('b.id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('b.id', 'in', ids);
      }
      return (await q.execute()).map((r) => ({
        typ: 'baustelle',
        ref: String(r.id),
        titel: r.titel,
        text: join(r.strasse, r.ortsteil, stripHtml(r.beschreibung), stripHtml(r.umleitung)),
        stichworte: join('Baustelle', 'Umleitung', r.ortsteil),
        datum: null,
        url: baustellePath(r.slug),
        pfad_ext: null,
        kategorie: 'Baustelle',
        // A finished site leaves the results after its last phase.
        gueltig_von: r.sichtbar_ab || null,
        gueltig_bis: r.ende || null,
      }));
    },
  },
  {
    typ: 'flaeche',
    watch: [{ table: 'flaeche', column: 'id' }],
    async load(db, refs) {
      let q = db
        .selectFrom('flaeche')
        .select(['id', 'art', 'titel', 'slug', 'lage', 'text', 'sichtbar_ab'])
        .where('status', '<>', 'verkauft')
        .where('redaktion_status', '=', 'veroeffentlicht')
        .orderBy('id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('id', 'in', ids);
      }
      return (await q.execute()).map((r) => {
        const gewerbe = r.art === 'gewerbe';
        return {
          typ: 'flaeche',
          ref: String(r.id),
          titel: r.titel,
          text: join(r.lage, stripHtml(r.text)),
          stichworte: gewerbe ? join('Gewerbefläche', 'Gewerbegrundstück') : join('Bauplatz', 'Wohnbaufläche'),
          datum: null,
          url: flaechePath(gewerbe ? 'gewerbe' : 'wohnen', r.slug),
          pfad_ext: null,
          kategorie: gewerbe ? 'Gewerbefläche' : 'Wohnbaufläche',
          gueltig_von: r.sichtbar_ab || null,
          gueltig_bis: null,
        };
      });
    },
  },
];
