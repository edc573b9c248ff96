import type { SeedStep } from './steps';
import { makeSlug } from '../../../shared/format/slug-id';
import { gewerbe, gewerbeRubriken } from './data/gewerbe';

/** The business directory: its categories and the businesses (server/cms/seed/data/gewerbe.ts). */
export const gewerbeSeed: SeedStep | null = {
  table: 'gewerbe',
  run(sqlite) {
    const insR = sqlite.prepare('INSERT OR IGNORE INTO gewerbe_rubrik (id, url, titel) VALUES (?, ?, ?)');
    for (const r of gewerbeRubriken) insR.run(r.id, r.url, r.titel);
    const rubrikId = new Map(gewerbeRubriken.map((r) => [r.url, r.id]));
    const insG = sqlite.prepare(`INSERT INTO gewerbe
      (id, rubrik_id, name, slug, spezialisierung, text, location, street, zip, city, telefon, email, web, oeffnungszeiten)
      VALUES (@id, @rubrik_id, @name, @slug, @spezialisierung, @text, @location, @street, @zip, @city, @telefon, @email, @web, @oeffnungszeiten)`);
    for (const g of gewerbe) {
      const rid = rubrikId.get(g.rubrik_url);
      if (rid === undefined) throw new Error(`Gewerbe ${g.id}: unbekannte Rubrik ${g.rubrik_url}`);
      insG.run({
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
      });
    }
  },
};
