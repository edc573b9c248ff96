import type { Kysely } from 'kysely';
import { ratsterminSlug } from '../../paths';
import type { SeedContext, SeedWork } from '../../../../../server/cms/seed/step';
import { addDocuments, type SeedDownload } from '../../../../../server/cms/files/demo/documents';
import type { DateienTables } from '../../../../../server/cms/files/schema';
import type { GremienTables } from '../../../gremien/store/schema';
import type { RatstermineTables } from '../schema';
import { ratstermine } from './ratstermine';
import { nichtoeffentlicheVorlagen, oeffentlicheVorlagen } from './vorlagen';

const BATCH = 50;

type Db = Kysely<RatstermineTables & DateienTables & GremienTables>;

/** An instant as the store keeps it: 'YYYY-MM-DDTHH:mm:ssZ'. */
const instant = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** The body of a meeting's name: the gremien part's (seeded before), or a new one if a name is unknown there. */
async function gremiumId(db: Db, name: string, stamp: string): Promise<number> {
  const found = await db.selectFrom('gremium').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const art = name === 'Gemeinderat' ? 'gemeinderat' : name.startsWith('Ortschaftsrat') ? 'ortschaftsrat' : 'ausschuss';
  return (
    await db
      .insertInto('gremium')
      .values({ name, art, beschreibung: '', sortierung: 0, erstellt: stamp, geaendert: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Council meetings with their agendas and documents (demo/ratstermine.ts). */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db as Db;
    const stamp = instant(ctx.now);
    const ids = new Map<string, number>();
    for (const name of new Set(ratstermine.map((t) => t.gremium))) ids.set(name, await gremiumId(db, name, stamp));
    const termine = ratstermine.map((t) => ({
      id: t.id,
      gremium_id: ids.get(t.gremium)!,
      slug: ratsterminSlug(t.gremium, t.datum, t.id),
      datum: t.datum,
      ort: t.ort,
      oeffentlich: t.oeffentlich ? 1 : 0,
      erstellt: stamp,
      geaendert: stamp,
    }));
    for (let i = 0; i < termine.length; i += BATCH)
      await db
        .insertInto('ratstermin')
        .values(termine.slice(i, i + BATCH))
        .execute();
    const tops = ratstermine.flatMap((t) => t.tagesordnung.map((p) => ({ ratstermin_id: t.id, nr: p.nr, titel: p.titel, oeffentlich: p.oeffentlich ? 1 : 0 })));
    for (let i = 0; i < tops.length; i += BATCH)
      await db
        .insertInto('ratstermin_top')
        .values(tops.slice(i, i + BATCH))
        .execute();
    // Documents get their ids in the order of the meetings, as they always have.
    const owned = ratstermine.flatMap((t) => t.dokumente.map((d, sortierung) => ({ ratstermin_id: t.id, sortierung, doc: d })));
    const docIds = await addDocuments(
      ctx,
      owned.map((o) => ({ doc: o.doc, sortierung: o.sortierung })),
    );
    const links: RatstermineTables['ratstermin_dokument'][] = owned.map((o, i) => ({
      ratstermin_id: o.ratstermin_id,
      dokument_id: docIds[i]!,
      sortierung: o.sortierung,
    }));
    for (let i = 0; i < links.length; i += BATCH)
      await db
        .insertInto('ratstermin_dokument')
        .values(links.slice(i, i + BATCH))
        .execute();
  },
};

const KUERZEL: Record<string, string> = {
  Gemeinderat: 'GR',
  'Technischer Ausschuss': 'TA',
  Verwaltungsausschuss: 'VA',
  'Ortschaftsrat Bombach': 'ORB',
  'Ortschaftsrat Hecklingen': 'ORH',
  'Ortschaftsrat Nordweil': 'ORN',
};

/** A paper is dated a week before the meeting that first discusses it. */
function weekBefore(datum: string): string {
  const d = new Date(`${datum.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 7);
  return d.toISOString().slice(0, 10);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

/** The title of a paper from the link text of its document: 'Sitzungsvorlage: Ausführungsplanung … (PDF)' → 'Ausführungsplanung …'. */
const titleOf = (downloadtext: string) => downloadtext.replace(/^Sitzungsvorlage:\s*/, '').replace(/\s*\(PDF\)$/, '');

/**
 * The papers of the meetings (demo/vorlagen.ts): the public ones around the Sitzungsvorlagen already
 * published with the meetings, the non-public ones of the non-public agenda items with their documents
 * (only for council members). Runs also on a database whose meetings were seeded before papers
 * existed; items that are not there are left out.
 */
export const vorlagenWork: SeedWork = {
  async run(ctx: SeedContext) {
    const db = ctx.db as Db;
    const stamp = instant(ctx.now);
    const meetings = new Map((await db.selectFrom('ratstermin').select(['id']).execute()).map((r) => [r.id, r]));
    const topOf = async (sitzung: number, nr: number) =>
      db.selectFrom('ratstermin_top').select(['oeffentlich']).where('ratstermin_id', '=', sitzung).where('nr', '=', nr).executeTakeFirst();

    interface Planned {
      termin: (typeof ratstermine)[number];
      top: number;
      weitere: Array<[number, number]>;
      row: Omit<RatstermineTables['vorlage'], 'id' | 'nummer' | 'status' | 'revision' | 'sichtbar_ab' | 'quelle'>;
      /** The published document of a public paper. */
      dokument?: string;
      /** Documents to store, only for council members. */
      neue: SeedDownload[];
    }
    const planned: Planned[] = [];
    for (const t of ratstermine) {
      if (!meetings.has(t.id)) continue;
      const datum = weekBefore(t.datum);
      for (const d of t.dokumente) {
        const o = oeffentlicheVorlagen[d.datei];
        if (!o || (await topOf(t.id, o.top))?.oeffentlich !== 1) continue;
        const beschluss = d.inhalt.find((l) => l.startsWith('Beschlussvorschlag:'));
        planned.push({
          termin: t,
          top: o.top,
          weitere: o.weitere ?? [],
          dokument: d.datei,
          neue: o.nichtoeffentlicheAnlagen ?? [],
          row: {
            titel: titleOf(d.downloadtext),
            art: o.art,
            oeffentlich: 1,
            datum,
            federfuehrend: o.federfuehrend,
            sachverhalt: paragraphs(d.inhalt.slice(1).filter((l) => l !== beschluss)),
            beschlussvorschlag: beschluss ? beschluss.replace(/^Beschlussvorschlag:\s*/, '') : null,
            erstellt: stamp,
            geaendert: stamp,
          },
        });
      }
      for (const v of nichtoeffentlicheVorlagen.filter((x) => x.sitzung === t.id)) {
        const top = await topOf(t.id, v.top);
        if (!top || top.oeffentlich === 1) continue;
        planned.push({
          termin: t,
          top: v.top,
          weitere: [],
          neue: [
            {
              datei: `${KUERZEL[t.gremium]?.toLowerCase() ?? 'gr'}-${t.datum.slice(0, 10)}-top-${v.top}-vorlage.pdf`,
              downloadtext: `${v.art ?? 'Beschlussvorlage'} (nichtöffentlich)`,
              einstufung: 'Sitzungsvorlage',
              inhalt: [v.titel, ...v.sachverhalt, `Beschlussvorschlag: ${v.beschlussvorschlag}`],
            },
            ...(v.anlagen ?? []),
          ],
          row: {
            titel: v.titel,
            art: v.art ?? 'Beschlussvorlage',
            oeffentlich: 0,
            datum,
            federfuehrend: v.federfuehrend,
            sachverhalt: paragraphs(v.sachverhalt),
            beschlussvorschlag: v.beschlussvorschlag,
            erstellt: stamp,
            geaendert: stamp,
          },
        });
      }
    }

    // Numbers run per year in the order of the meetings: 'GR 2026/101'. Ids from 9001, documents from 9101.
    const seq = new Map<string, number>();
    const rows = planned.map((p, i) => {
      const year = p.row.datum.slice(0, 4);
      const n = (seq.get(year) ?? 100) + 1;
      seq.set(year, n);
      return { id: 9001 + i, nummer: `${KUERZEL[p.termin.gremium] ?? 'GR'} ${year}/${n}`, ...p.row };
    });
    for (let i = 0; i < rows.length; i += BATCH)
      await db
        .insertInto('vorlage')
        .values(rows.slice(i, i + BATCH))
        .execute();

    const stored = planned.flatMap((p, i) => p.neue.map((doc, k) => ({ vorlage: rows[i]!.id, doc, sortierung: k + 1 })));
    const newIds = await addDocuments(
      ctx,
      stored.map((s) => ({ doc: s.doc, ratsinfo: true })),
      { firstId: 9101 },
    );
    const links: RatstermineTables['vorlage_dokument'][] = stored.map((s, i) => ({ vorlage_id: s.vorlage, dokument_id: newIds[i]!, sortierung: s.sortierung }));
    for (const [i, p] of planned.entries()) {
      const id = rows[i]!.id;
      if (p.dokument) {
        const doc = await db
          .selectFrom('ratstermin_dokument')
          .innerJoin('dokument', 'dokument.id', 'ratstermin_dokument.dokument_id')
          .select('dokument.id')
          .where('ratstermin_id', '=', p.termin.id)
          .where('datei', '=', p.dokument)
          .executeTakeFirst();
        if (doc) links.push({ vorlage_id: id, dokument_id: doc.id, sortierung: 0 });
      }
      for (const [sitzung, nr] of [[p.termin.id, p.top] as [number, number], ...p.weitere]) {
        await db.updateTable('ratstermin_top').set({ vorlage_id: id }).where('ratstermin_id', '=', sitzung).where('nr', '=', nr).execute();
      }
    }
    for (let i = 0; i < links.length; i += BATCH)
      await db
        .insertInto('vorlage_dokument')
        .values(links.slice(i, i + BATCH))
        .execute();
  },
};
