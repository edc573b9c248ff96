import { implement, type CmsContext } from '../../../../server/cms/contract/implement';
import { deskColumnsOf, isPublic } from '../../../../server/cms/visibility';
import { meldekategorien, type Meldekategorie } from '../contract';

/**
 * The report categories a visitor may choose now (ADR 54): published, started, active, in the town's
 * order. The damage form, Open311's services and the public reports read them here.
 */
export async function reportCategories(ctx: Pick<CmsContext, 'db' | 'now'>): Promise<Meldekategorie[]> {
  const rows = await ctx.db
    .selectFrom('meldekategorie')
    .select(['schluessel', 'name', 'beschreibung', 'amt_id'])
    .where(isPublic(deskColumnsOf('meldekategorie'), ctx.now()))
    .where('aktiv', '=', 1)
    .orderBy('reihenfolge')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ schluessel: r.schluessel, name: r.name, beschreibung: r.beschreibung, amt_id: r.amt_id ?? null }));
}

/** Every category ever offered, by key, also inactive ones: the names of reports filed under them. */
export async function categoryNames(ctx: Pick<CmsContext, 'db'>): Promise<Map<string, string>> {
  const rows = await ctx.db.selectFrom('meldekategorie').select(['schluessel', 'name']).execute();
  return new Map(rows.map((r) => [r.schluessel, r.name]));
}

export const kategorienOperations = [implement(meldekategorien, async (_input, ctx) => ({ data: await reportCategories(ctx) }))];
