import type { Kysely } from 'kysely';
import { makeSlug } from '../../../../format/slug-id';
import { letterOf } from '../../../../site/paths';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import { addDocuments } from '../../../../../server/cms/files/demo/documents';
import type { DateienTables } from '../../../../../server/cms/files/schema';
import type { VerwaltungTables } from '../schema';
import { aemter } from './aemter';
import { formulare } from './formulare';
import { lebenslagen } from './lebenslagen';
import { mitarbeiter } from './mitarbeiter';
import { verfahren } from './verfahren';

type Db = Kysely<VerwaltungTables & DateienTables>;

/** Rows per INSERT statement. */
const BATCH = 50;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Offices, staff, forms (with their documents), procedures and life situations of the Wegweiser. */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db as Db;

    // Parents first, so the self-reference is satisfied.
    const ordered = [...aemter].sort((a, b) => Number(a.uebergeordnet !== undefined) - Number(b.uebergeordnet !== undefined));
    const placed = new Set<number>();
    const amtRows: Array<(typeof aemter)[number]> = [];
    while (placed.size < ordered.length) {
      const before = placed.size;
      for (const a of ordered) {
        if (placed.has(a.id) || (a.uebergeordnet !== undefined && !placed.has(a.uebergeordnet))) continue;
        amtRows.push(a);
        placed.add(a.id);
      }
      if (placed.size === before) throw new Error('Ämter: übergeordnetes Amt fehlt oder Zyklus');
    }
    await inBatches(amtRows, (batch) =>
      db
        .insertInto('amt')
        .values(
          batch.map((a) => ({
            id: a.id,
            titel: a.titel,
            slug: makeSlug(a.titel, a.id),
            beschreibung: a.beschreibung,
            aufgaben: JSON.stringify(a.aufgaben),
            ...a.adresse,
            telefon: a.kontakt.telefon,
            telefax: a.kontakt.telefax ?? null,
            email: a.kontakt.email,
            oeffnungszeiten: JSON.stringify(a.oeffnungszeiten),
            uebergeordnet: a.uebergeordnet ?? null,
          })),
        )
        .execute(),
    );

    await inBatches(mitarbeiter, (batch) =>
      db
        .insertInto('mitarbeiter')
        .values(
          batch.map((m) => ({
            id: m.id,
            anrede: m.anrede,
            titel: m.titel ?? null,
            vorname: m.vorname,
            nachname: m.nachname,
            slug: makeSlug(`${m.vorname} ${m.nachname}`, m.id),
          })),
        )
        .execute(),
    );
    const mitarbeiterAemter = mitarbeiter.flatMap((m) =>
      m.aemter.map((a, i) => ({
        mitarbeiter_id: m.id,
        amt_id: a.amt_id,
        funktion: a.funktion,
        zimmer: a.zimmer,
        telefon: a.kontakt.telefon,
        telefax: a.kontakt.telefax ?? null,
        email: a.kontakt.email,
        sortierung: i,
      })),
    );
    await inBatches(mitarbeiterAemter, (batch) => db.insertInto('mitarbeiter_amt').values(batch).execute());

    // Each form's document first: the form refers to it.
    const dokumentIds = await addDocuments(
      ctx,
      formulare.map((f) => ({ doc: { datei: f.datei, downloadtext: f.titel, beschreibung: f.beschreibung, einstufung: 'Formular', inhalt: f.inhalt } })),
    );
    const formRows = formulare.map((f, i) => ({ id: f.id, titel: f.titel, beschreibung: f.beschreibung, amt_id: f.amt_id, dokument_id: dokumentIds[i]! }));
    await inBatches(formRows, (batch) => db.insertInto('formular').values(batch).execute());

    await inBatches(verfahren, (batch) =>
      db
        .insertInto('verfahren')
        .values(
          batch.map((v) => ({
            id: v.id,
            titel: v.titel,
            slug: makeSlug(v.titel, v.id),
            buchstabe: letterOf(v.titel),
            kurztext: v.kurztext,
            text: v.text,
            gebuehren: v.gebuehren,
            amt_id: v.amt_id,
            stichworte: JSON.stringify(v.stichworte),
            online: v.online ?? null,
          })),
        )
        .execute(),
    );
    const verfahrenMitarbeiter = verfahren.flatMap((v) => v.mitarbeiter.map((m, i) => ({ verfahren_id: v.id, mitarbeiter_id: m, sortierung: i })));
    await inBatches(verfahrenMitarbeiter, (batch) => db.insertInto('verfahren_mitarbeiter').values(batch).execute());
    const verfahrenFormulare = verfahren.flatMap((v) => v.formulare.map((f) => ({ verfahren_id: v.id, formular_id: f })));
    await inBatches(verfahrenFormulare, (batch) => db.insertInto('verfahren_formular').values(batch).execute());

    await inBatches(
      lebenslagen.map((l, i) => ({ id: l.id, url: l.url, titel: l.titel, beschreibung: l.beschreibung, sortierung: i })),
      (batch) => db.insertInto('lebenslage').values(batch).execute(),
    );
    const lebenslageVerfahren = lebenslagen.flatMap((l) => l.verfahren.map((v, j) => ({ lebenslage_id: l.id, verfahren_id: v, sortierung: j })));
    await inBatches(lebenslageVerfahren, (batch) => db.insertInto('lebenslage_verfahren').values(batch).execute());
  },
};
