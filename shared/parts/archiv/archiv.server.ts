import type { Loader } from '../../routing/types';
import { seiteDetail, type Seite } from '../seiten/contract';
import { archivThemen, type Archiv } from './contract';
import { found } from '../../routing/errors';
import { berlinToday } from '../../format/date';

export interface ArchivData {
  titel: string;
  /** Editorial intro from the page of the same path (optional). */
  intro: Seite | null;
  entries: Archiv[];
  /** true with ?archiv=1: expired entries are listed too. */
  archiv: boolean;
  /** Today in Europe/Berlin ('YYYY-MM-DD'), so server and browser mark the same entries as expired. */
  heute: string;
}

/** Spec §7 archiv_themen: the sort order the site asks for. */
const ORDER = ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'];

/**
 * An archive topic as a page (spec §3, §7 archiv_themen): /rathaus/bekanntmachungen/ (30),
 * /rathaus/satzungen/ (31), /rathaus/ausschreibungen/ (32), the fire brigade's downloads (33); the intro is the CMS page of the same
 * path, the title that page's or else the topic's. By default only entries that are valid today
 * (gueltig_von and gueltig_bis); ?archiv=1 drops the end-date filter and shows expired ones too.
 */
export function archivLoader(themaId: number): Loader<ArchivData> {
  return async ({ cms, query, pathname }) => {
    const archiv = query.get('archiv') === '1';
    const [intro, res] = await Promise.all([
      cms.get(seiteDetail, { query: { pfad: pathname } }),
      cms.load(archivThemen, {
        query: {
          themen_id: [themaId],
          gueltig_von: true,
          gueltig_bis: archiv ? undefined : true,
          order: ORDER,
        },
      }),
    ]);
    const themen = found(res).data;
    const thema = themen.find((t) => t.id === themaId);
    const titel = intro?.data.titel ?? thema?.thema ?? 'Archiv';
    return {
      title: archiv ? `${titel}: Archiv` : titel,
      description: intro?.data.beschreibung,
      data: {
        titel,
        intro: intro?.data ?? null,
        entries: thema?.archiv ?? [],
        archiv,
        heute: berlinToday(new Date()),
      },
    };
  };
}
