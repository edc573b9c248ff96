import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { makeSlug } from '../../../shared/format/slug-id';
import { hashPassword } from '../passwords';
import { makePdf, makeText } from './pdf';
import { media } from './media';
import { news } from './data/news';
import { amtsblatt } from './data/amtsblatt';
import { archivThemen } from './data/archiv';
import { intranetRubriken, intranetUsers } from './data/intranet';
import { pages } from './data/pages';
import { hero } from './data/hero';
import { wetter } from './data/wetter';
import type { NewsRubrik, SeedDownload } from './types';

export const RUBRIKEN: ReadonlyArray<{ id: number; url: NewsRubrik; titel: string }> = [
  { id: 1, url: 'buergernachrichten', titel: 'Bürgernachrichten' },
  { id: 2, url: 'rathausnachrichten', titel: 'Rathausnachrichten' },
  { id: 3, url: 'jugendnachrichten', titel: 'Jugendnachrichten' },
  { id: 4, url: 'seniorennachrichten', titel: 'Seniorennachrichten' },
  { id: 5, url: 'corona-meldungen', titel: 'Corona-Meldungen' },
  { id: 6, url: 'integrationaktuell', titel: 'Integration aktuell' },
  { id: 7, url: 'inklusionaktuell', titel: 'Inklusion aktuell' },
  { id: 8, url: 'wahlen', titel: 'Wahlen' },
];

export const MEDIA_SIZES = { foto: { w: 1200, h: 800 }, hero: { w: 2000, h: 650 } } as const;

/** Folder below DATA_DIR where documents of the content live. */
export const FILES_DIR = 'dateien';
export const MEDIA_DIR = 'medien';

function isSeeded(sqlite: SQLite.Database): boolean {
  const row = sqlite.prepare('SELECT COUNT(*) AS n FROM rubrik').get() as { n: number };
  return row.n > 0;
}

function writeDocument(filesDir: string, id: number, doc: SeedDownload): { speicherpfad: string; mime: string; groesse: number } {
  const isText = doc.datei.toLowerCase().endsWith('.txt');
  const body = isText ? makeText(doc.downloadtext, doc.inhalt) : makePdf(doc.downloadtext, doc.inhalt);
  const speicherpfad = `${id}-${doc.datei}`;
  fs.writeFileSync(path.join(filesDir, speicherpfad), body);
  return { speicherpfad, mime: isText ? 'text/plain; charset=utf-8' : 'application/pdf', groesse: body.length };
}

/**
 * Fills an empty database with the Musterstadt demo content and writes its documents.
 * Runs in one transaction: a crash mid-way leaves an empty database that seeds again on the next start.
 * Returns false when the database already holds content (nothing is touched then).
 */
export async function seedDatabase(sqlite: SQLite.Database, dataDir: string, options: { demoUsers?: boolean } = {}): Promise<boolean> {
  if (isSeeded(sqlite)) return false;
  const filesDir = path.join(dataDir, FILES_DIR);
  fs.mkdirSync(filesDir, { recursive: true });

  // Hash outside the transaction: scrypt is asynchronous and deliberately slow.
  const users = options.demoUsers === false ? [] : await Promise.all(
    intranetUsers.map(async (u) => ({ ...u, hash: await hashPassword(u.passwort) })),
  );
  const now = new Date().toISOString();
  let docId = 1;

  const insertDoc = sqlite.prepare(`INSERT INTO dokument
    (id, aktuelles_id, archiv_id, sortierung, datei, mime, groesse, speicherpfad, downloadtext, beschreibung, einstufung, stand, intern)
    VALUES (@id, @aktuelles_id, @archiv_id, @sortierung, @datei, @mime, @groesse, @speicherpfad, @downloadtext, @beschreibung, @einstufung, @stand, @intern)`);
  const addDoc = (doc: SeedDownload & { stand?: string }, owner: { aktuelles_id?: number; archiv_id?: number }, sortierung: number, intern: boolean): number => {
    const id = docId++;
    const file = writeDocument(filesDir, id, doc);
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

  sqlite.transaction(() => {
    const insRubrik = sqlite.prepare('INSERT INTO rubrik (id, url, titel) VALUES (?, ?, ?)');
    for (const r of RUBRIKEN) insRubrik.run(r.id, r.url, r.titel);

    const insMedium = sqlite.prepare('INSERT INTO medium (key, datei, alt, breite, hoehe) VALUES (?, ?, ?, ?, ?)');
    for (const m of media) {
      const size = MEDIA_SIZES[m.kind];
      insMedium.run(m.key, `${m.key}.jpg`, m.alt, size.w, size.h);
    }

    const rubrikId = new Map(RUBRIKEN.map((r) => [r.url, r.id]));
    const insNews = sqlite.prepare(`INSERT INTO aktuelles
      (id, rubrik_id, titel, slug, teaser, text, datum_von, datum_bis, bild, bild_alt, sortierung, aktiv)
      VALUES (@id, @rubrik_id, @titel, @slug, @teaser, @text, @datum_von, @datum_bis, @bild, @bild_alt, @sortierung, 1)`);
    for (const n of news) {
      insNews.run({
        id: n.id,
        rubrik_id: rubrikId.get(n.rubrik),
        titel: n.titel,
        slug: makeSlug(n.titel, n.id),
        teaser: n.teaser,
        text: n.text,
        datum_von: n.datum_von,
        datum_bis: n.datum_bis ?? null,
        bild: n.bild ?? null,
        bild_alt: n.bild ? (n.bild_alt ?? '') : null,
        sortierung: n.sortierung ?? 0,
      });
      (n.downloads ?? []).forEach((d, i) => addDoc(d, { aktuelles_id: n.id }, i, false));
    }

    const insAmtsblatt = sqlite.prepare('INSERT INTO amtsblatt (id, jahr, ausgabe, datum, themen, dokument_id) VALUES (?, ?, ?, ?, ?, ?)');
    for (const a of amtsblatt) {
      const nr = String(a.ausgabe).padStart(2, '0');
      const docIdForIssue = addDoc(
        {
          datei: `amtsblatt-${a.jahr}-${nr}.pdf`,
          downloadtext: `Amtsblatt Nr. ${a.ausgabe}/${a.jahr}`,
          einstufung: 'Amtsblatt',
          inhalt: [`Amtsblatt der Stadt Musterstadt – Ausgabe ${a.ausgabe}/${a.jahr} vom ${a.datum.split('-').reverse().join('.')}`, '', ...a.themen.map((t) => `• ${t}`)],
          stand: a.datum,
        },
        {},
        0,
        false,
      );
      insAmtsblatt.run(a.id, a.jahr, a.ausgabe, a.datum, JSON.stringify(a.themen), docIdForIssue);
    }

    const insThema = sqlite.prepare('INSERT INTO archiv_thema (id, thema, intranet) VALUES (?, ?, ?)');
    const insArchiv = sqlite.prepare('INSERT INTO archiv (id, thema_id, titel, beschreibung, gueltig_von, gueltig_bis) VALUES (?, ?, ?, ?, ?, ?)');
    for (const t of archivThemen) {
      insThema.run(t.id, t.thema, t.intranet ? 1 : 0);
      for (const a of t.archiv) {
        insArchiv.run(a.id, t.id, a.titel, a.beschreibung ?? null, a.gueltig_von, a.gueltig_bis);
        a.dokumente.forEach((d, i) => addDoc(d, { archiv_id: a.id }, i, t.intranet));
      }
    }

    const insSeite = sqlite.prepare('INSERT INTO seite (pfad, titel, beschreibung, inhalt) VALUES (?, ?, ?, ?)');
    for (const p of pages) insSeite.run(p.pfad, p.titel, p.beschreibung, p.inhalt);

    const insHero = sqlite.prepare('INSERT INTO hero (bereich, sortierung, bild, alt, titel, link) VALUES (?, ?, ?, ?, ?, ?)');
    for (const h of hero) h.slides.forEach((s, i) => insHero.run(h.bereich, i, s.bild, s.alt, s.titel, s.link ?? null));

    const insWetter = sqlite.prepare('INSERT INTO wetter (station, sortierung, icon, act_temperature, condition, gemessen) VALUES (?, ?, ?, ?, ?, ?)');
    wetter.forEach((w, i) => insWetter.run(w.station, i, w.icon, w.act_temperature, w.condition, now));

    const insUser = sqlite.prepare(`INSERT INTO intranet_user (uuid, email, vorname, nachname, passwort_hash, passwort_geaendert, erstellt)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
    for (const u of users) insUser.run(crypto.randomUUID(), u.email, u.vorname, u.nachname, u.hash, now, now);

    const insIRubrik = sqlite.prepare('INSERT INTO intranet_rubrik (id, url, titel) VALUES (?, ?, ?)');
    const insIText = sqlite.prepare('INSERT INTO intranet_text (id, rubrik_id, titel, url, text, datum_von) VALUES (?, ?, ?, ?, ?, ?)');
    for (const r of intranetRubriken) {
      insIRubrik.run(r.id, r.url, r.titel);
      for (const t of r.texte) insIText.run(t.id, r.id, t.titel, t.url, t.text, t.datum_von);
    }
  })();
  return true;
}
