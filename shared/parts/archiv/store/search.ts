import { join, numericRefs, type SearchSource } from '../../../../server/cms/search/source';
import { fileUrl } from '../../../../server/cms/files/links';

/** Public archive topics and where their entries are listed. Other topics have no public page. */
const ARCHIV_SEITEN: Readonly<Record<number, { pfad: string; kategorie: string }>> = {
  30: { pfad: '/rathaus/bekanntmachungen/', kategorie: 'Bekanntmachung' },
  31: { pfad: '/rathaus/satzungen/', kategorie: 'Satzung' },
  32: { pfad: '/rathaus/ausschreibungen/', kategorie: 'Ausschreibung' },
  33: { pfad: '/feuerwehr/gesamtwehr/informatives/downloads/', kategorie: 'Download der Feuerwehr' },
};

/**
 * The entries of the public archive pages with their public documents (their names, descriptions and
 * texts); an entry is found only while it is valid.
 */
export const search: SearchSource[] = [
  {
    typ: 'archiv',
    watch: [
      { table: 'archiv', column: 'id' },
      { table: 'archiv_thema', column: 'id', via: { table: 'archiv', select: 'id', where: 'thema_id' } },
      { table: 'dokument', column: 'archiv_id' },
    ],
    async load(db, refs) {
      const k = db;
      let q = k
        .selectFrom('archiv as a')
        .innerJoin('archiv_thema as t', 't.id', 'a.thema_id')
        .select(['a.id', 'a.thema_id', 'a.titel', 'a.beschreibung', 'a.gueltig_von', 'a.gueltig_bis'])
        .where('t.intranet', '=', 0)
        .where('a.status', '=', 'veroeffentlicht')
        .where('t.id', 'in', Object.keys(ARCHIV_SEITEN).map(Number))
        .orderBy('a.id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('a.id', 'in', ids);
      }
      const entries = await q.execute();
      const docs = entries.length
        ? await k
            .selectFrom('dokument')
            .select(['id', 'archiv_id', 'datei', 'downloadtext', 'beschreibung', 'volltext'])
            .where(
              'archiv_id',
              'in',
              entries.map((e) => e.id),
            )
            .where('intern', '=', 0)
            .orderBy('sortierung')
            .orderBy('id')
            .execute()
        : [];
      return entries.flatMap((r) => {
        const seite = ARCHIV_SEITEN[r.thema_id];
        if (!seite) return [];
        const own = docs.filter((d) => d.archiv_id === r.id);
        const first = own[0];
        return [
          {
            typ: 'archiv',
            ref: String(r.id),
            titel: r.titel,
            text: join(r.beschreibung, ...own.flatMap((d) => [d.downloadtext, d.beschreibung]), ...own.map((d) => d.volltext)),
            stichworte: '',
            datum: r.gueltig_von || null,
            url: `${seite.pfad}#archiv-${r.id}`,
            pfad_ext: first ? fileUrl(first.id, first.datei) : null,
            kategorie: seite.kategorie,
            gueltig_von: r.gueltig_von || null,
            gueltig_bis: r.gueltig_bis || null,
          },
        ];
      });
    },
  },
];
