import type { Kysely } from 'kysely';
import { newsDetailPath } from '../../../site/news-paths';
import { stripHtml } from '../../../../server/cms/search/fold';
import { join, numericRefs, type SearchSource } from '../../../../server/cms/search/source';
import { fileUrl } from '../../../../server/cms/files/links';
import type { DateienTables } from '../../../../server/cms/files/schema';
import type { NachrichtenTables } from './schema';

type Db = Kysely<NachrichtenTables & DateienTables>;

/** Published news items, and the public documents attached to them, found also by their text. */
export const search: SearchSource[] = [
  {
    typ: 'aktuelles',
    watch: [
      { table: 'aktuelles', column: 'id' },
      { table: 'rubrik', column: 'id', via: { table: 'aktuelles', select: 'id', where: 'rubrik_id' } },
    ],
    async load(db, refs) {
      let q = (db as Db)
        .selectFrom('aktuelles as a')
        .innerJoin('rubrik as r', 'r.id', 'a.rubrik_id')
        .select(['a.id', 'a.titel', 'a.slug', 'a.teaser', 'a.text', 'a.datum_von', 'r.url as rubrik', 'r.titel as rubrik_titel'])
        // Drafts are never found; a planned item is found from its datum_von on.
        .where('a.status', '=', 'veroeffentlicht')
        .orderBy('a.id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('a.id', 'in', ids);
      }
      return (await q.execute()).map((r) => ({
        typ: 'aktuelles',
        ref: String(r.id),
        titel: r.titel,
        text: join(r.teaser, stripHtml(r.text)),
        stichworte: '',
        datum: r.datum_von || null,
        url: newsDetailPath(r.rubrik, r.slug),
        pfad_ext: null,
        kategorie: r.rubrik_titel,
        gueltig_von: r.datum_von || null,
        gueltig_bis: null,
      }));
    },
  },
  {
    typ: 'dokument',
    hitType: 'dokument',
    watch: [
      { table: 'dokument', column: 'id' },
      { table: 'aktuelles', column: 'id', via: { table: 'dokument', select: 'id', where: 'aktuelles_id' } },
      { table: 'rubrik', column: 'id', via: { table: 'dokument d JOIN aktuelles a ON a.id = d.aktuelles_id', select: 'd.id', where: 'a.rubrik_id' } },
    ],
    async load(db, refs) {
      let q = (db as Db)
        .selectFrom('dokument as d')
        .innerJoin('aktuelles as a', 'a.id', 'd.aktuelles_id')
        .innerJoin('rubrik as r', 'r.id', 'a.rubrik_id')
        .select([
          'd.id',
          'd.datei',
          'd.downloadtext',
          'd.beschreibung',
          'd.einstufung',
          'd.stand',
          'd.volltext',
          'a.titel as news_titel',
          'a.slug',
          'a.datum_von',
          'r.url as rubrik',
        ])
        // Internal documents are never found by the public search.
        .where('d.intern', '=', 0)
        .where('a.status', '=', 'veroeffentlicht')
        .orderBy('d.id');
      if (refs) {
        const ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('d.id', 'in', ids);
      }
      return (await q.execute()).map((r) => ({
        typ: 'dokument',
        ref: String(r.id),
        titel: r.downloadtext || r.datei,
        text: join(r.beschreibung, r.news_titel, r.volltext),
        stichworte: join(r.einstufung),
        datum: r.stand || r.datum_von || null,
        url: newsDetailPath(r.rubrik, r.slug),
        pfad_ext: fileUrl(r.id, r.datei),
        kategorie: 'Download',
        gueltig_von: r.datum_von || null,
        gueltig_bis: null,
      }));
    },
  },
];
