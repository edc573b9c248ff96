import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { makeSlug } from '../../../shared/format/slug-id';
import { hashPassword } from '../passwords';
import { writeDocumentFile } from '../parts/dateien/demo/documents';
import { intranetRubriken, intranetUsers } from './data/intranet';
import { aemter } from './data/aemter';
import { mitarbeiter } from './data/mitarbeiter';
import { verfahren } from './data/verfahren';
import { lebenslagen } from './data/lebenslagen';
import { formulare } from './data/formulare';
import { letterOf } from '../../../shared/site/paths';
import { veranstaltungen, veranstaltungRubriken } from './data/veranstaltungen';
import type { AddDocument, SeedStep } from './steps';

import { ratstermineSeed } from './seed-ratstermine';
import { abfallSeed } from './seed-abfall';
import { baustellenSeed } from './seed-baustellen';
import { tourismusSeed } from './seed-tourismus';

/** The parts added after the first release: each seeds itself when its table is empty. */
const SECTION_SEEDS: SeedStep[] = [ratstermineSeed, abfallSeed, baustellenSeed, tourismusSeed].filter((s): s is SeedStep => s !== null);

function isSeeded(sqlite: SQLite.Database): boolean {
  const row = sqlite.prepare('SELECT COUNT(*) AS n FROM rubrik').get() as { n: number };
  return row.n > 0;
}

/**
 * The demo content of the parts that have not moved into their folders yet: null when there is
 * nothing to add, else the work to run inside the seeding transaction (server/cms/seed/run.ts).
 */
export async function legacySeedPlan(sqlite: SQLite.Database, dataDir: string, options: { demoUsers?: boolean } = {}): Promise<null | (() => void)> {
  const base = !isSeeded(sqlite);
  const steps = SECTION_SEEDS.filter((step) => (step.pending ? step.pending(sqlite) : isEmpty(sqlite, step.table)));
  if (!base && steps.length === 0) return null;

  // Hash outside the transaction: scrypt is asynchronous and deliberately slow.
  const users = options.demoUsers === false ? [] : await Promise.all(
    intranetUsers.map(async (u) => ({ ...u, hash: await hashPassword(u.passwort) })),
  );
  const now = new Date().toISOString();
  // Read when a document is added: the parts' documents are stored first in the same transaction.
  const nextDocId = sqlite.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM dokument');

  const insertDoc = sqlite.prepare(`INSERT INTO dokument
    (id, aktuelles_id, archiv_id, sortierung, datei, mime, groesse, speicherpfad, downloadtext, beschreibung, einstufung, stand, intern)
    VALUES (@id, @aktuelles_id, @archiv_id, @sortierung, @datei, @mime, @groesse, @speicherpfad, @downloadtext, @beschreibung, @einstufung, @stand, @intern)`);
  const addDoc: AddDocument = (doc, owner, sortierung, intern) => {
    const id = (nextDocId.get() as { next: number }).next;
    const file = writeDocumentFile(dataDir, id, doc);
    insertDoc.run({
      id,
      aktuelles_id: owner.aktuelles_id ?? null,
      archiv_id: owner.archiv_id ?? null,
      sortierung,
      datei: doc.datei,
      ...file,
      downloadtext: doc.downloadtext,
      beschreibung: doc.beschreibung ?? null,
      einstufung: doc.einstufung ?? null,
      stand: doc.stand ?? null,
      intern: intern ? 1 : 0,
    });
    return id;
  };

  return () => {
    if (base) seedBase();
    for (const step of steps) step.run(sqlite, addDoc);
  };

  function seedBase(): void {
    const insUser = sqlite.prepare(`INSERT INTO intranet_user (uuid, email, vorname, nachname, passwort_hash, passwort_geaendert, erstellt)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
    for (const u of users) insUser.run(crypto.randomUUID(), u.email, u.vorname, u.nachname, u.hash, now, now);

    seedVerwaltung(sqlite, addDoc);
    seedVeranstaltungen(sqlite);

    const insIRubrik = sqlite.prepare('INSERT INTO intranet_rubrik (id, url, titel) VALUES (?, ?, ?)');
    const insIText = sqlite.prepare('INSERT INTO intranet_text (id, rubrik_id, titel, url, text, datum_von) VALUES (?, ?, ?, ?, ?, ?)');
    for (const r of intranetRubriken) {
      insIRubrik.run(r.id, r.url, r.titel);
      for (const t of r.texte) insIText.run(t.id, r.id, t.titel, t.url, t.text, t.datum_von);
    }
  }
}

function isEmpty(sqlite: SQLite.Database, table: string): boolean {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Bad table name ${table}`);
  return (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n === 0;
}

/** Offices, staff, forms, procedures and life situations of the service guide (Wegweiser). */
function seedVerwaltung(sqlite: SQLite.Database, addDoc: AddDocument): void {
  const insAmt = sqlite.prepare(`INSERT INTO amt
    (id, titel, slug, beschreibung, aufgaben, gebaeude, strasse, plz, ort, telefon, telefax, email, oeffnungszeiten, uebergeordnet)
    VALUES (@id, @titel, @slug, @beschreibung, @aufgaben, @gebaeude, @strasse, @plz, @ort, @telefon, @telefax, @email, @oeffnungszeiten, @uebergeordnet)`);
  // Parents first, so the self-reference is satisfied.
  const ordered = [...aemter].sort((a, b) => Number(a.uebergeordnet !== undefined) - Number(b.uebergeordnet !== undefined));
  const inserted = new Set<number>();
  while (inserted.size < ordered.length) {
    for (const a of ordered) {
      if (inserted.has(a.id) || (a.uebergeordnet !== undefined && !inserted.has(a.uebergeordnet))) continue;
      insAmt.run({
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
      });
      inserted.add(a.id);
    }
  }
  const insMa = sqlite.prepare('INSERT INTO mitarbeiter (id, anrede, titel, vorname, nachname, slug) VALUES (?, ?, ?, ?, ?, ?)');
  const insMaAmt = sqlite.prepare(`INSERT INTO mitarbeiter_amt (mitarbeiter_id, amt_id, funktion, zimmer, telefon, telefax, email, sortierung)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const m of mitarbeiter) {
    insMa.run(m.id, m.anrede, m.titel ?? null, m.vorname, m.nachname, makeSlug(`${m.vorname} ${m.nachname}`, m.id));
    m.aemter.forEach((a, i) => insMaAmt.run(m.id, a.amt_id, a.funktion, a.zimmer, a.kontakt.telefon, a.kontakt.telefax ?? null, a.kontakt.email, i));
  }
  const insForm = sqlite.prepare('INSERT INTO formular (id, titel, beschreibung, amt_id, dokument_id) VALUES (?, ?, ?, ?, ?)');
  for (const f of formulare) {
    const docId = addDoc({ datei: f.datei, downloadtext: f.titel, beschreibung: f.beschreibung, einstufung: 'Formular', inhalt: f.inhalt }, {}, 0, false);
    insForm.run(f.id, f.titel, f.beschreibung, f.amt_id, docId);
  }
  const insV = sqlite.prepare(`INSERT INTO verfahren (id, titel, slug, buchstabe, kurztext, text, gebuehren, amt_id, stichworte, online)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insVM = sqlite.prepare('INSERT INTO verfahren_mitarbeiter (verfahren_id, mitarbeiter_id, sortierung) VALUES (?, ?, ?)');
  const insVF = sqlite.prepare('INSERT INTO verfahren_formular (verfahren_id, formular_id) VALUES (?, ?)');
  for (const v of verfahren) {
    insV.run(v.id, v.titel, makeSlug(v.titel, v.id), letterOf(v.titel), v.kurztext, v.text, v.gebuehren, v.amt_id, JSON.stringify(v.stichworte), v.online ?? null);
    v.mitarbeiter.forEach((m, i) => insVM.run(v.id, m, i));
    for (const f of v.formulare) insVF.run(v.id, f);
  }
  const insL = sqlite.prepare('INSERT INTO lebenslage (id, url, titel, beschreibung, sortierung) VALUES (?, ?, ?, ?, ?)');
  const insLV = sqlite.prepare('INSERT INTO lebenslage_verfahren (lebenslage_id, verfahren_id, sortierung) VALUES (?, ?, ?)');
  lebenslagen.forEach((l, i) => {
    insL.run(l.id, l.url, l.titel, l.beschreibung, i);
    l.verfahren.forEach((v, j) => insLV.run(l.id, v, j));
  });
}

/** Events and their categories (spec §2.3 /gaeste/veranstaltungen/, /stadtleben/veranstaltungen/). */
function seedVeranstaltungen(sqlite: SQLite.Database): void {
  const insR = sqlite.prepare('INSERT INTO veranstaltung_rubrik (id, titel) VALUES (?, ?)');
  for (const r of veranstaltungRubriken) insR.run(r.id, r.titel);
  const insV = sqlite.prepare(`INSERT INTO veranstaltung
    (id, titel, slug, datum_von, datum_bis, ort_location, ort_street, ort_zip, ort_city, veranstalter, text, bild, bild_alt, eintritt, barrierefrei, link)
    VALUES (@id, @titel, @slug, @datum_von, @datum_bis, @ort_location, @ort_street, @ort_zip, @ort_city, @veranstalter, @text, @bild, @bild_alt, @eintritt, @barrierefrei, @link)`);
  const insVR = sqlite.prepare('INSERT INTO veranstaltung_zu_rubrik (veranstaltung_id, rubrik_id, sortierung) VALUES (?, ?, ?)');
  for (const v of veranstaltungen) {
    insV.run({
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
    });
    v.rubriken.forEach((r, i) => insVR.run(v.id, r, i));
  }
}
