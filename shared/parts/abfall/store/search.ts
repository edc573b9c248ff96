import { join, type SearchSource } from '../../../../server/cms/search/source';

/** The waste calendar's one page: what it holds (waste types, streets) finds it ('Abfallkalender' is a top task). */
export const search: SearchSource[] = [
  {
    typ: 'abfallkalender',
    // Any change of a waste type or a street makes the one entry stale (its ref is the page, not the row).
    watch: [
      { table: 'abfallart', column: 'id' },
      { table: 'abfall_strasse', column: 'id' },
    ],
    async load(db) {
      const d = db;
      const [arten, strassen] = await Promise.all([
        d.selectFrom('abfallart').select(['titel', 'hinweis']).where('status', '=', 'veroeffentlicht').orderBy('id').execute(),
        d.selectFrom('abfall_strasse').select(['name', 'ortsteil']).where('status', '=', 'veroeffentlicht').orderBy('name').execute(),
      ]);
      if (arten.length === 0) return [];
      return [
        {
          typ: 'abfallkalender',
          ref: 'kalender',
          titel: 'Abfallkalender',
          text: join(
            'Abfuhrtermine für Ihre Straße, als Jahresübersicht zum Ausdrucken und als Kalender zum Abonnieren.',
            ...arten.map((a) => join(a.titel, a.hinweis)),
            [...new Set(strassen.map((s) => `${s.name} (${s.ortsteil})`))].join(', '),
          ),
          stichworte: join('Müllabfuhr', 'Abfuhrtermine', 'Abholtermine', 'Mülltonne', 'Müllkalender', ...arten.map((a) => a.titel)),
          datum: null,
          url: '/wirtschaft/abfallkalender/',
          pfad_ext: null,
          kategorie: 'Abfallkalender',
          gueltig_von: null,
          gueltig_bis: null,
        },
      ];
    },
  },
];
