import { ratsterminPath } from '../paths';
import { ratsterminTitle } from '../ratstermin-text';
import { join, numericRefs, type SearchSource } from '../../../../server/cms/search/source';
import { sitzungTitel } from './sitzung';

/** Every meeting, found by body, date, place and its public agenda (non-public items are not published). */
export const search: SearchSource[] = [
  {
    typ: 'ratstermin',
    watch: [
      { table: 'ratstermin', column: 'id' },
      { table: 'ratstermin_top', column: 'ratstermin_id' },
      { table: 'gremium', column: 'id', via: { table: 'ratstermin', select: 'id', where: 'gremium_id' } },
      { table: 'ratstermin_dokument', column: 'ratstermin_id' },
      { table: 'dokument', column: 'id', via: { table: 'ratstermin_dokument', select: 'ratstermin_id', where: 'dokument_id' } },
    ],
    async load(anyDb, refs) {
      const db = anyDb;
      let q = db
        .selectFrom('ratstermin')
        .innerJoin('gremium', 'gremium.id', 'ratstermin.gremium_id')
        .select(['ratstermin.id', 'gremium.name as gremium', 'ratstermin.slug', 'ratstermin.datum', 'ratstermin.ort', 'ratstermin.sichtbar_ab'])
        // Published meetings of published bodies; one shown from a time on is found from then on.
        .where('ratstermin.status', '=', 'veroeffentlicht')
        .where('gremium.status', '=', 'veroeffentlicht')
        .orderBy('ratstermin.id');
      let ids: number[] | null = null;
      if (refs) {
        ids = numericRefs(refs);
        if (ids.length === 0) return [];
        q = q.where('ratstermin.id', 'in', ids);
      }
      const rows = await q.execute();
      if (rows.length === 0) return [];
      let tq = db.selectFrom('ratstermin_top').select(['ratstermin_id', 'titel']).where('oeffentlich', '=', 1).orderBy('ratstermin_id').orderBy('nr');
      if (ids) tq = tq.where('ratstermin_id', 'in', ids);
      const agenda = new Map<number, string[]>();
      for (const t of await tq.execute()) agenda.set(t.ratstermin_id, [...(agenda.get(t.ratstermin_id) ?? []), t.titel]);
      // The text of the meeting's public documents (never the council's non-public ones).
      let dq = db
        .selectFrom('ratstermin_dokument as rd')
        .innerJoin('dokument as d', 'd.id', 'rd.dokument_id')
        .select(['rd.ratstermin_id', 'd.volltext'])
        .where('d.intern', '=', 0)
        .where('d.ratsinfo', '=', 0)
        .orderBy('rd.ratstermin_id')
        .orderBy('rd.sortierung');
      if (ids) dq = dq.where('rd.ratstermin_id', 'in', ids);
      const texts = new Map<number, string[]>();
      for (const d of await dq.execute()) if (d.volltext) texts.set(d.ratstermin_id, [...(texts.get(d.ratstermin_id) ?? []), d.volltext]);
      return rows.map((r) => ({
        typ: 'ratstermin',
        ref: String(r.id),
        titel: ratsterminTitle({ titel: sitzungTitel(r.gremium), datum: r.datum }),
        text: join((agenda.get(r.id) ?? []).join(' · '), r.ort, ...(texts.get(r.id) ?? [])),
        stichworte: join(r.gremium, 'Sitzung'),
        datum: r.datum.slice(0, 10) || null,
        url: ratsterminPath(r.slug),
        pfad_ext: null,
        kategorie: 'Sitzungstermin',
        gueltig_von: r.sichtbar_ab,
        gueltig_bis: null,
      }));
    },
  },
];
