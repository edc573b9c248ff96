import { makeSlug } from '../../../../format/slug-id';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import { veranstaltungen, veranstaltungRubriken } from './veranstaltungen';

const BATCH = 50;

/** The events calendar: its categories and the events with their categories (demo/veranstaltungen.ts). */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db;
    // The categories are the basis step's (../basis.ts); a database of an earlier release has them too.
    await db
      .insertInto('veranstaltung_rubrik')
      .values(veranstaltungRubriken.map((r) => ({ id: r.id, titel: r.titel })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rows = veranstaltungen.map((v) => ({
      id: v.id,
      titel: v.titel,
      slug: makeSlug(v.titel, v.id),
      datum_von: v.datum_von,
      datum_bis: v.datum_bis ?? null,
      ort_location: v.ort.location,
      ort_street: v.ort.street,
      ort_zip: v.ort.zip,
      ort_city: v.ort.city,
      veranstalter: v.veranstalter,
      text: v.text,
      bild: v.bild ?? null,
      bild_alt: v.bild ? (v.bild_alt ?? '') : null,
      eintritt: v.eintritt ?? null,
      barrierefrei: v.barrierefrei === undefined ? null : v.barrierefrei ? 1 : 0,
      link: v.link ?? null,
    }));
    for (let i = 0; i < rows.length; i += BATCH)
      await db
        .insertInto('veranstaltung')
        .values(rows.slice(i, i + BATCH))
        .execute();
    const links = veranstaltungen.flatMap((v) => v.rubriken.map((rubrik_id, sortierung) => ({ veranstaltung_id: v.id, rubrik_id, sortierung })));
    for (let i = 0; i < links.length; i += BATCH)
      await db
        .insertInto('veranstaltung_zu_rubrik')
        .values(links.slice(i, i + BATCH))
        .execute();
  },
};
