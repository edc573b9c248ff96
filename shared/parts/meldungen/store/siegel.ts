import type { CmsContext } from '../../../../server/cms/contract/implement';

/**
 * The sealed links of the reports' mails (server/session/seal.ts), each purpose with its own key, so
 * one link never works as another: confirming a subscription (the request's time inside, so a link of
 * an earlier request is void and the 7 days count from the request), unsubscribing and the "Ist es
 * behoben?" questionnaire (stable: the same link in every mail of one subscription).
 */
type Sealing = Pick<CmsContext, 'sealer'>;

export const bestaetigenSiegel = (ctx: Sealing, abo: number, erstellt: string) => ctx.sealer('meldung-abo-bestaetigen').seal(`${abo}|${erstellt}`);

export function oeffneBestaetigen(ctx: Sealing, siegel: string): { id: number; erstellt: string } | null {
  const m = /^(\d{1,12})\|(\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(ctx.sealer('meldung-abo-bestaetigen').open(siegel) ?? '');
  return m ? { id: Number(m[1]), erstellt: m[2]! } : null;
}

const abmeldenSiegel = (ctx: Sealing, abo: number) => ctx.sealer('meldung-abo-abmelden', { stable: true }).seal(String(abo));
export const abmeldenLink = (ctx: Sealing, abo: number) => `/rathaus/meldungen/abmelden/${abmeldenSiegel(ctx, abo)}`;

export function oeffneAbmelden(ctx: Sealing, siegel: string): number | null {
  const m = /^(\d{1,12})$/.exec(ctx.sealer('meldung-abo-abmelden', { stable: true }).open(siegel) ?? '');
  return m ? Number(m[1]) : null;
}

export const umfrageLink = (ctx: Sealing, meldung: number, abo: number) =>
  `/rathaus/meldungen/behoben/${ctx.sealer('meldung-umfrage', { stable: true }).seal(`${meldung}|${abo}`)}`;

export function oeffneUmfrage(ctx: Sealing, siegel: string): { meldung: number; abo: number } | null {
  const m = /^(\d{1,12})\|(\d{1,12})$/.exec(ctx.sealer('meldung-umfrage', { stable: true }).open(siegel) ?? '');
  return m ? { meldung: Number(m[1]), abo: Number(m[2]) } : null;
}
