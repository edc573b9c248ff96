import type { SeedStep } from './steps';
import { baustellen } from './data/baustellen';
import { flaechen } from './data/flaechen';
import { makeSlug } from '../../../shared/format/slug-id';

const STATUS_CODE = { verfügbar: 'verfuegbar', reserviert: 'reserviert', verkauft: 'verkauft' } as const;

/**
 * Construction sites with their phases, and the town's commercial and building plots. The seed's
 * phase status words are not stored: the CMS computes them from the dates (see schema-baustellen.ts).
 */
export const baustellenSeed: SeedStep | null = {
  table: 'baustelle',
  run(sqlite) {
    const insB = sqlite.prepare(`INSERT INTO baustelle
      (id, titel, slug, strasse, ortsteil, beschreibung, umleitung, parken, kontakt_amt_id, bild, bild_alt)
      VALUES (@id, @titel, @slug, @strasse, @ortsteil, @beschreibung, @umleitung, @parken, @kontakt_amt_id, @bild, @bild_alt)`);
    const insP = sqlite.prepare('INSERT INTO baustelle_phase (baustelle_id, sortierung, titel, von, bis) VALUES (?, ?, ?, ?, ?)');
    for (const b of baustellen) {
      insB.run({
        id: b.id,
        titel: b.titel,
        slug: makeSlug(b.titel, b.id),
        strasse: b.strasse,
        ortsteil: b.ortsteil,
        beschreibung: b.beschreibung,
        umleitung: b.umleitung,
        parken: b.parken,
        kontakt_amt_id: b.kontakt_amt_id,
        bild: b.bild ?? null,
        bild_alt: b.bild ? (b.bild_alt ?? '') : null,
      });
      b.phasen.forEach((p, i) => insP.run(b.id, i, p.titel, p.von, p.bis));
    }
    const insF = sqlite.prepare(`INSERT INTO flaeche (id, art, titel, slug, lage, groesse_qm, preis_qm, status, text)
      VALUES (@id, @art, @titel, @slug, @lage, @groesse_qm, @preis_qm, @status, @text)`);
    for (const f of flaechen) {
      insF.run({
        id: f.id,
        art: f.art,
        titel: f.titel,
        slug: makeSlug(f.titel, f.id),
        lage: f.lage,
        groesse_qm: f.groesse_qm,
        preis_qm: f.preis_qm ?? null,
        status: STATUS_CODE[f.status],
        text: f.text,
      });
    }
  },
};
