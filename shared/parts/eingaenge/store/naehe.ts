import { meldungenInDerNaehe, type MeldungInDerNaehe } from '../contract';
import { implement } from '../../../../server/cms/contract/implement';
import { abstandM } from '../../../map/projection';
import { parsePosition } from '../formulare/definitions';

/**
 * Reports near a point (ADR 52): before a damage report is sent, the form shows those of the same
 * category within 50 m from the last 90 days, so a neighbour's report can be followed instead of
 * filed again. Read from the submissions' own values (`kategorie`, `position`); only the category, the
 * status, the date and the distance leave the store.
 */
export const NAEHE_M = 50;
export const NAEHE_TAGE = 90;
/** The newest reports looked at: a town's 90 days of damage reports are far fewer. */
const HOECHSTENS = 5000;

export const naeheOperations = [
  implement(meldungenInDerNaehe, async ({ query }, ctx) => {
    const punkt = parsePosition(query.punkt ?? '');
    if (!punkt || !query.kategorie) return { data: [] };
    const seit = new Date(ctx.now().getTime() - NAEHE_TAGE * 86_400_000).toISOString();
    const rows = await ctx.db
      .selectFrom('eingang')
      .select(['referenz', 'status', 'erstellt', 'felder'])
      .where('art', '=', 'schadensmeldung')
      .where('erstellt', '>=', seit)
      .orderBy('erstellt', 'desc')
      .limit(HOECHSTENS)
      .execute();
    const found: MeldungInDerNaehe[] = [];
    for (const r of rows) {
      let felder: Record<string, unknown>;
      try {
        felder = JSON.parse(r.felder) as Record<string, unknown>;
      } catch {
        continue;
      }
      if (felder.kategorie !== query.kategorie || typeof felder.position !== 'string') continue;
      const p = parsePosition(felder.position);
      const abstand = p ? abstandM(punkt, p) : Infinity;
      if (abstand <= NAEHE_M)
        found.push({ referenz: r.referenz, kategorie: query.kategorie, status: r.status as MeldungInDerNaehe['status'], erstellt: r.erstellt, abstand_m: Math.round(abstand) });
    }
    return { data: found.sort((a, b) => a.abstand_m - b.abstand_m).slice(0, 5) };
  }),
];
