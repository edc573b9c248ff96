import { makeSlug } from '../../../../format/slug-id';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import { baustellen } from './baustellen';
import { flaechen } from './flaechen';

const STATUS_CODE = { verfügbar: 'verfuegbar', reserviert: 'reserviert', verkauft: 'verkauft' } as const;
const BATCH = 50;

/**
 * Construction sites with their phases, and the town's commercial and building plots. The demo's
 * phase status words are not stored: the CMS computes them from the dates.
 */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db;
    const sites = baustellen.map((b) => ({
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
    }));
    for (let i = 0; i < sites.length; i += BATCH)
      await db
        .insertInto('baustelle')
        .values(sites.slice(i, i + BATCH))
        .execute();
    const phasen = baustellen.flatMap((b) => b.phasen.map((p, i) => ({ baustelle_id: b.id, sortierung: i, titel: p.titel, von: p.von, bis: p.bis })));
    for (let i = 0; i < phasen.length; i += BATCH)
      await db
        .insertInto('baustelle_phase')
        .values(phasen.slice(i, i + BATCH))
        .execute();
    const plots = flaechen.map((f) => ({
      id: f.id,
      art: f.art,
      titel: f.titel,
      slug: makeSlug(f.titel, f.id),
      lage: f.lage,
      groesse_qm: f.groesse_qm,
      preis_qm: f.preis_qm ?? null,
      status: STATUS_CODE[f.status],
      text: f.text,
    }));
    for (let i = 0; i < plots.length; i += BATCH)
      await db
        .insertInto('flaeche')
        .values(plots.slice(i, i + BATCH))
        .execute();
  },
};
