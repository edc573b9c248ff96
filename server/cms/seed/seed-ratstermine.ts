import type { SeedStep } from './steps';
import { ratstermine } from './data/ratstermine';
import { ratsterminSlug } from '../../../shared/pages/ratstermine/paths';

/** Council meetings with their agendas; the documents go to `dokument` and are linked per meeting. */
export const ratstermineSeed: SeedStep | null = {
  table: 'ratstermin',
  run(sqlite, addDoc) {
    const insTermin = sqlite.prepare(
      'INSERT INTO ratstermin (id, gremium, slug, datum, ort, oeffentlich) VALUES (@id, @gremium, @slug, @datum, @ort, @oeffentlich)',
    );
    const insTop = sqlite.prepare('INSERT INTO ratstermin_top (ratstermin_id, nr, titel, oeffentlich) VALUES (?, ?, ?, ?)');
    const insDok = sqlite.prepare('INSERT INTO ratstermin_dokument (ratstermin_id, dokument_id, sortierung) VALUES (?, ?, ?)');
    for (const t of ratstermine) {
      insTermin.run({
        id: t.id,
        gremium: t.gremium,
        slug: ratsterminSlug(t.gremium, t.datum, t.id),
        datum: t.datum,
        ort: t.ort,
        oeffentlich: t.oeffentlich ? 1 : 0,
      });
      for (const p of t.tagesordnung) insTop.run(t.id, p.nr, p.titel, p.oeffentlich ? 1 : 0);
      t.dokumente.forEach((d, i) => insDok.run(t.id, addDoc(d, {}, i, false), i));
    }
  },
};
