import { makeSlug } from '../../../../format/slug-id';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import { gewerbe, gewerbeRubriken } from './gewerbe';

/** The business directory: its categories and the businesses (demo/gewerbe.ts). */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db;
    await db
      .insertInto('gewerbe_rubrik')
      .values(gewerbeRubriken.map((r) => ({ id: r.id, url: r.url, titel: r.titel })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rubrikId = new Map(gewerbeRubriken.map((r) => [r.url, r.id]));
    const rows = gewerbe.map((g) => {
      const rid = rubrikId.get(g.rubrik_url);
      if (rid === undefined) throw new Error(`Gewerbe ${g.id}: unbekannte Rubrik ${g.rubrik_url}`);
      return {
        id: g.id,
        rubrik_id: rid,
        name: g.name,
        slug: makeSlug(g.name, g.id),
        spezialisierung: g.spezialisierung,
        text: g.text,
        ...g.adresse,
        telefon: g.telefon,
        email: g.email ?? null,
        web: g.web ?? null,
        oeffnungszeiten: JSON.stringify(g.oeffnungszeiten ?? []),
      };
    });
    for (let i = 0; i < rows.length; i += 50)
      await db
        .insertInto('gewerbe')
        .values(rows.slice(i, i + 50))
        .execute();
  },
};
