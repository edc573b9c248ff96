import type { SeedContext } from '../../../../../server/cms/seed/step';
import type { SeedPage } from './types';

/** Editorial pages, stored under their path with a trailing slash. Paths that exist already are left alone. */
export async function insertPages(ctx: SeedContext, pages: readonly SeedPage[]): Promise<void> {
  const rows = pages.map((p) => ({ pfad: p.pfad.endsWith('/') ? p.pfad : `${p.pfad}/`, titel: p.titel, beschreibung: p.beschreibung, inhalt: p.inhalt }));
  const db = ctx.db;
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('seite')
      .values(rows.slice(i, i + 50))
      .onConflict((oc) => oc.column('pfad').doNothing())
      .execute();
}
