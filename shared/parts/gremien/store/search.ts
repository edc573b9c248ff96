import { gremiumPath, personPath } from '../gemeinderat/paths';
import { GREMIUM_ART_LABELS, type GremiumArt } from '../values';
import { stripHtml } from '../../../../server/cms/search/fold';
import { join, type Eintrag, type SearchSource } from '../../../../server/cms/search/source';
import { loadCouncil, personName } from './model';

/**
 * The council in the site search: every member (found by name, functions, bodies, party group,
 * district and profession; never by contact details) and every body (by name, short name, description
 * and its members' names). A change of a body, a person or a membership marks what it touches.
 */
/** The later of two starts (null: none). */
const latest = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

export const search: SearchSource[] = [
  {
    typ: 'ratsmitglied',
    watch: [
      { table: 'person', column: 'id' },
      { table: 'mitgliedschaft', column: 'person_id' },
      { table: 'gremium', column: 'id', via: { table: 'mitgliedschaft', select: 'person_id', where: 'gremium_id' } },
    ],
    async load(db, refs) {
      const c = await loadCouncil(db, new Date(), { planned: true });
      const only = refs ? new Set(refs) : null;
      const out: Eintrag[] = [];
      for (const p of c.personen) {
        if (only && !only.has(String(p.id))) continue;
        const sitze = c.vonPerson(p.id).filter((m) => c.aktuelle({ person: p.id }).includes(m));
        if (sitze.length === 0) continue;
        const ref = c.personRef(p, new Map());
        const gremien = sitze.map((m) => c.gremium(m.gremium_id)!);
        const inGemeinderat = gremien.some((g) => g.art === 'gemeinderat');
        out.push({
          typ: 'ratsmitglied',
          ref: String(p.id),
          titel: personName(p),
          text: join(
            ref.funktion,
            sitze.map((m) => `${c.gremium(m.gremium_id)!.name}${m.rolle === 'Mitglied' ? '' : ` (${m.rolle})`}`).join(', '),
            p.wohnbezirk ? `Wohnbezirk ${p.wohnbezirk}` : null,
            p.beruf,
          ),
          stichworte: join(ref.fraktion?.kurzname, inGemeinderat ? 'Gemeinderat Stadtrat Ratsmitglied' : 'Ortschaftsrat'),
          datum: null,
          url: personPath(ref.slug),
          pfad_ext: null,
          kategorie: p.amt ?? (inGemeinderat ? 'Mitglied des Gemeinderats' : 'Mitglied des Ortschaftsrats'),
          // Found once the member and a seat are shown (a start planned on the desk, ADR 44).
          gueltig_von: latest(p.sichtbar_ab, sitze.some((m) => !m.sichtbar_ab) ? null : (sitze.map((m) => m.sichtbar_ab!).sort()[0] ?? null)),
          gueltig_bis: null,
        });
      }
      return out;
    },
  },
  {
    typ: 'gremium',
    watch: [
      { table: 'gremium', column: 'id' },
      { table: 'mitgliedschaft', column: 'gremium_id' },
      { table: 'person', column: 'id', via: { table: 'mitgliedschaft', select: 'gremium_id', where: 'person_id' } },
    ],
    async load(db, refs) {
      const c = await loadCouncil(db, new Date(), { planned: true });
      const only = refs ? new Set(refs) : null;
      const personen = new Map(c.personen.map((p) => [p.id, p]));
      return c.gremien
        .filter((g) => !only || only.has(String(g.id)))
        .map((g) => {
          const r = c.ref(g);
          return {
            typ: 'gremium',
            ref: String(g.id),
            titel: g.name,
            text: join(
              stripHtml(g.beschreibung),
              c
                .aktuelle({ gremium: g.id })
                .map((m) => personName(personen.get(m.person_id)!))
                .join(', '),
            ),
            stichworte: join(g.kurzname, g.art === 'fraktion' ? 'Fraktion Partei' : 'Gremium'),
            datum: null,
            url: gremiumPath(r),
            pfad_ext: null,
            kategorie: GREMIUM_ART_LABELS[r.art as GremiumArt].eins,
            gueltig_von: g.sichtbar_ab,
            gueltig_bis: null,
          };
        });
    },
  },
];
