/**
 * Schema migrations of the embedded CMS, applied in order and recorded in `_migration`.
 * Never edit a migration that has shipped: add a new one.
 */
import { ratstermineMigration } from './schema-ratstermine';
import { abfallMigration } from './schema-abfall';
import { gewerbeMigration } from './schema-gewerbe';
import { baustellenMigration } from './schema-baustellen';
import { tourismusMigration } from './schema-tourismus';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    id: 1,
    name: 'grundschema',
    sql: /* sql */ `
      CREATE TABLE rubrik (
        id INTEGER PRIMARY KEY,
        url TEXT NOT NULL UNIQUE,
        titel TEXT NOT NULL
      );
      CREATE TABLE medium (
        key TEXT PRIMARY KEY,
        datei TEXT NOT NULL,
        alt TEXT NOT NULL,
        breite INTEGER NOT NULL,
        hoehe INTEGER NOT NULL
      );
      CREATE TABLE aktuelles (
        id INTEGER PRIMARY KEY,
        rubrik_id INTEGER NOT NULL REFERENCES rubrik(id),
        titel TEXT NOT NULL,
        slug TEXT NOT NULL,
        teaser TEXT NOT NULL DEFAULT '',
        text TEXT NOT NULL DEFAULT '',
        datum_von TEXT NOT NULL,
        datum_bis TEXT,
        bild TEXT REFERENCES medium(key),
        bild_alt TEXT,
        sortierung INTEGER NOT NULL DEFAULT 0,
        aktiv INTEGER NOT NULL DEFAULT 1,
        geaendert TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
      );
      CREATE INDEX aktuelles_rubrik_datum ON aktuelles (rubrik_id, datum_von DESC);

      CREATE TABLE archiv_thema (
        id INTEGER PRIMARY KEY,
        thema TEXT NOT NULL,
        intranet INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE archiv (
        id INTEGER PRIMARY KEY,
        thema_id INTEGER NOT NULL REFERENCES archiv_thema(id),
        titel TEXT NOT NULL,
        beschreibung TEXT,
        gueltig_von TEXT NOT NULL,
        gueltig_bis TEXT
      );
      CREATE INDEX archiv_thema_idx ON archiv (thema_id);

      -- A document belongs to one news item or one archive entry (or to neither, e.g. a gazette issue).
      CREATE TABLE dokument (
        id INTEGER PRIMARY KEY,
        aktuelles_id INTEGER REFERENCES aktuelles(id) ON DELETE CASCADE,
        archiv_id INTEGER REFERENCES archiv(id) ON DELETE CASCADE,
        sortierung INTEGER NOT NULL DEFAULT 0,
        datei TEXT NOT NULL,
        mime TEXT NOT NULL,
        groesse INTEGER NOT NULL,
        speicherpfad TEXT NOT NULL,
        downloadtext TEXT NOT NULL,
        beschreibung TEXT,
        einstufung TEXT,
        stand TEXT,
        intern INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX dokument_aktuelles ON dokument (aktuelles_id);
      CREATE INDEX dokument_archiv ON dokument (archiv_id);

      CREATE TABLE amtsblatt (
        id INTEGER PRIMARY KEY,
        jahr INTEGER NOT NULL,
        ausgabe INTEGER NOT NULL,
        datum TEXT NOT NULL,
        themen TEXT NOT NULL,
        dokument_id INTEGER REFERENCES dokument(id),
        UNIQUE (jahr, ausgabe)
      );

      CREATE TABLE seite (
        pfad TEXT PRIMARY KEY,
        titel TEXT NOT NULL,
        beschreibung TEXT NOT NULL DEFAULT '',
        inhalt TEXT NOT NULL,
        geaendert TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
      );

      CREATE TABLE hero (
        bereich TEXT NOT NULL,
        sortierung INTEGER NOT NULL,
        bild TEXT NOT NULL REFERENCES medium(key),
        alt TEXT NOT NULL,
        titel TEXT NOT NULL,
        link TEXT,
        PRIMARY KEY (bereich, sortierung)
      );

      CREATE TABLE wetter (
        station TEXT PRIMARY KEY,
        sortierung INTEGER NOT NULL,
        icon TEXT NOT NULL,
        act_temperature REAL NOT NULL,
        condition TEXT NOT NULL,
        gemessen TEXT NOT NULL
      );

      CREATE TABLE intranet_user (
        uuid TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        vorname TEXT NOT NULL,
        nachname TEXT NOT NULL,
        passwort_hash TEXT NOT NULL,
        passwort_geaendert TEXT NOT NULL,
        erstellt TEXT NOT NULL
      );
      CREATE TABLE intranet_token (
        token_hash TEXT PRIMARY KEY,
        user_uuid TEXT NOT NULL REFERENCES intranet_user(uuid) ON DELETE CASCADE,
        ablauf INTEGER NOT NULL
      );
      CREATE INDEX intranet_token_user ON intranet_token (user_uuid);
      CREATE TABLE intranet_rubrik (
        id INTEGER PRIMARY KEY,
        url TEXT NOT NULL UNIQUE,
        titel TEXT NOT NULL
      );
      CREATE TABLE intranet_text (
        id INTEGER PRIMARY KEY,
        rubrik_id INTEGER NOT NULL REFERENCES intranet_rubrik(id),
        titel TEXT NOT NULL,
        url TEXT NOT NULL,
        text TEXT NOT NULL,
        datum_von TEXT NOT NULL,
        UNIQUE (rubrik_id, url)
      );
    `,
  },
  {
    id: 2,
    name: 'verwaltung',
    sql: /* sql */ `
      CREATE TABLE amt (
        id INTEGER PRIMARY KEY,
        titel TEXT NOT NULL,
        slug TEXT NOT NULL,
        beschreibung TEXT NOT NULL,
        aufgaben TEXT NOT NULL,
        gebaeude TEXT NOT NULL,
        strasse TEXT NOT NULL,
        plz TEXT NOT NULL,
        ort TEXT NOT NULL,
        telefon TEXT NOT NULL,
        telefax TEXT,
        email TEXT NOT NULL,
        oeffnungszeiten TEXT NOT NULL,
        uebergeordnet INTEGER REFERENCES amt(id)
      );
      CREATE TABLE mitarbeiter (
        id INTEGER PRIMARY KEY,
        anrede TEXT NOT NULL,
        titel TEXT,
        vorname TEXT NOT NULL,
        nachname TEXT NOT NULL,
        slug TEXT NOT NULL
      );
      CREATE TABLE mitarbeiter_amt (
        mitarbeiter_id INTEGER NOT NULL REFERENCES mitarbeiter(id) ON DELETE CASCADE,
        amt_id INTEGER NOT NULL REFERENCES amt(id) ON DELETE CASCADE,
        funktion TEXT NOT NULL,
        zimmer TEXT NOT NULL,
        telefon TEXT NOT NULL,
        telefax TEXT,
        email TEXT NOT NULL,
        sortierung INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (mitarbeiter_id, amt_id)
      );
      CREATE INDEX mitarbeiter_amt_amt ON mitarbeiter_amt (amt_id);
      CREATE TABLE formular (
        id INTEGER PRIMARY KEY,
        titel TEXT NOT NULL,
        beschreibung TEXT NOT NULL,
        amt_id INTEGER NOT NULL REFERENCES amt(id),
        dokument_id INTEGER NOT NULL REFERENCES dokument(id)
      );
      CREATE TABLE verfahren (
        id INTEGER PRIMARY KEY,
        titel TEXT NOT NULL,
        slug TEXT NOT NULL,
        -- First letter for the A–Z list, umlauts under their base letter (DIN 5007): 'a'..'z'.
        buchstabe TEXT NOT NULL,
        kurztext TEXT NOT NULL,
        text TEXT NOT NULL,
        gebuehren TEXT NOT NULL,
        amt_id INTEGER NOT NULL REFERENCES amt(id),
        stichworte TEXT NOT NULL,
        online TEXT
      );
      CREATE INDEX verfahren_buchstabe ON verfahren (buchstabe);
      CREATE TABLE verfahren_mitarbeiter (
        verfahren_id INTEGER NOT NULL REFERENCES verfahren(id) ON DELETE CASCADE,
        mitarbeiter_id INTEGER NOT NULL REFERENCES mitarbeiter(id) ON DELETE CASCADE,
        sortierung INTEGER NOT NULL,
        PRIMARY KEY (verfahren_id, mitarbeiter_id)
      );
      CREATE TABLE verfahren_formular (
        verfahren_id INTEGER NOT NULL REFERENCES verfahren(id) ON DELETE CASCADE,
        formular_id INTEGER NOT NULL REFERENCES formular(id) ON DELETE CASCADE,
        PRIMARY KEY (verfahren_id, formular_id)
      );
      CREATE TABLE lebenslage (
        id INTEGER PRIMARY KEY,
        url TEXT NOT NULL UNIQUE,
        titel TEXT NOT NULL,
        beschreibung TEXT NOT NULL,
        sortierung INTEGER NOT NULL
      );
      CREATE TABLE lebenslage_verfahren (
        lebenslage_id INTEGER NOT NULL REFERENCES lebenslage(id) ON DELETE CASCADE,
        verfahren_id INTEGER NOT NULL REFERENCES verfahren(id) ON DELETE CASCADE,
        sortierung INTEGER NOT NULL,
        PRIMARY KEY (lebenslage_id, verfahren_id)
      );
    `,
  },
  {
    id: 3,
    name: 'suche',
    sql: /* sql */ `
      -- Site search (server/cms/search.ts). suchindex_eintrag holds the ORIGINAL text of every searchable
      -- item (for snippets and hits); the FTS5 tables index the same columns FOLDED (lower case, ä→ae, ß→ss,
      -- see search-fold.ts) and are contentless with rowid = suchindex_eintrag.id.
      CREATE TABLE suchindex_eintrag (
        id INTEGER PRIMARY KEY,
        typ TEXT NOT NULL,
        ref TEXT NOT NULL,
        titel TEXT NOT NULL,
        text TEXT NOT NULL DEFAULT '',
        stichworte TEXT NOT NULL DEFAULT '',
        datum TEXT,
        url TEXT NOT NULL,
        pfad_ext TEXT,
        -- German label of the hit ('Verfahren', 'Bürgernachrichten', …).
        kategorie TEXT NOT NULL DEFAULT '',
        -- Validity of time-limited items (archive entries): outside it the item is not found.
        gueltig_von TEXT,
        gueltig_bis TEXT,
        UNIQUE (typ, ref)
      );
      -- Words and prefixes, ranked with bm25 (title > stichworte > text).
      CREATE VIRTUAL TABLE suchindex USING fts5(
        titel, text, stichworte,
        content='', contentless_delete=1,
        tokenize='unicode61 remove_diacritics 2', prefix='2 3'
      );
      -- Substrings of three or more characters (parts of compounds: 'abfuhr' in 'Müllabfuhr').
      CREATE VIRTUAL TABLE suchindex_trigramm USING fts5(
        titel, text, stichworte,
        content='', contentless_delete=1,
        tokenize='trigram'
      );
      -- Vocabulary of titles and keywords for "Meinten Sie …" (folded word → spelling, number of entries).
      CREATE TABLE suchindex_wort (
        gefaltet TEXT PRIMARY KEY,
        original TEXT NOT NULL,
        anzahl INTEGER NOT NULL
      ) WITHOUT ROWID;
      -- Content changed since the last index update; filled by the triggers below (plain SQL, so any
      -- SQLite client may edit content), emptied by search.refresh()/rebuild().
      CREATE TABLE suchindex_dirty (
        typ TEXT NOT NULL,
        ref TEXT NOT NULL,
        PRIMARY KEY (typ, ref)
      ) WITHOUT ROWID;
      CREATE TRIGGER suche_aktuelles_ai AFTER INSERT ON aktuelles BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('aktuelles', NEW.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', id FROM dokument WHERE aktuelles_id = NEW.id;
      END;
      CREATE TRIGGER suche_aktuelles_au AFTER UPDATE ON aktuelles BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('aktuelles', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', id FROM dokument WHERE aktuelles_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('aktuelles', NEW.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', id FROM dokument WHERE aktuelles_id = NEW.id;
      END;
      CREATE TRIGGER suche_aktuelles_ad AFTER DELETE ON aktuelles BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('aktuelles', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', id FROM dokument WHERE aktuelles_id = OLD.id;
      END;
      CREATE TRIGGER suche_rubrik_au AFTER UPDATE ON rubrik BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'aktuelles', id FROM aktuelles WHERE rubrik_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', d.id FROM dokument d JOIN aktuelles a ON a.id = d.aktuelles_id WHERE a.rubrik_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'aktuelles', id FROM aktuelles WHERE rubrik_id = NEW.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', d.id FROM dokument d JOIN aktuelles a ON a.id = d.aktuelles_id WHERE a.rubrik_id = NEW.id;
      END;
      CREATE TRIGGER suche_rubrik_ad AFTER DELETE ON rubrik BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'aktuelles', id FROM aktuelles WHERE rubrik_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', d.id FROM dokument d JOIN aktuelles a ON a.id = d.aktuelles_id WHERE a.rubrik_id = OLD.id;
      END;
      CREATE TRIGGER suche_dokument_ai AFTER INSERT ON dokument BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', NEW.id WHERE NEW.aktuelles_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', NEW.archiv_id WHERE NEW.archiv_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE dokument_id = NEW.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'amtsblatt', id FROM amtsblatt WHERE dokument_id = NEW.id;
      END;
      CREATE TRIGGER suche_dokument_au AFTER UPDATE ON dokument BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', OLD.id WHERE OLD.aktuelles_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', OLD.archiv_id WHERE OLD.archiv_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE dokument_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'amtsblatt', id FROM amtsblatt WHERE dokument_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', NEW.id WHERE NEW.aktuelles_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', NEW.archiv_id WHERE NEW.archiv_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE dokument_id = NEW.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'amtsblatt', id FROM amtsblatt WHERE dokument_id = NEW.id;
      END;
      CREATE TRIGGER suche_dokument_ad AFTER DELETE ON dokument BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', OLD.id WHERE OLD.aktuelles_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', OLD.archiv_id WHERE OLD.archiv_id IS NOT NULL;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE dokument_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'amtsblatt', id FROM amtsblatt WHERE dokument_id = OLD.id;
      END;
      CREATE TRIGGER suche_seite_ai AFTER INSERT ON seite BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('seite', NEW.pfad);
      END;
      CREATE TRIGGER suche_seite_au AFTER UPDATE ON seite BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('seite', OLD.pfad);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('seite', NEW.pfad);
      END;
      CREATE TRIGGER suche_seite_ad AFTER DELETE ON seite BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('seite', OLD.pfad);
      END;
      CREATE TRIGGER suche_verfahren_ai AFTER INSERT ON verfahren BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('verfahren', NEW.id);
      END;
      CREATE TRIGGER suche_verfahren_au AFTER UPDATE ON verfahren BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('verfahren', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('verfahren', NEW.id);
      END;
      CREATE TRIGGER suche_verfahren_ad AFTER DELETE ON verfahren BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('verfahren', OLD.id);
      END;
      CREATE TRIGGER suche_amt_ai AFTER INSERT ON amt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amt', NEW.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'mitarbeiter', mitarbeiter_id FROM mitarbeiter_amt WHERE amt_id = NEW.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE amt_id = NEW.id;
      END;
      CREATE TRIGGER suche_amt_au AFTER UPDATE ON amt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amt', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'mitarbeiter', mitarbeiter_id FROM mitarbeiter_amt WHERE amt_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE amt_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amt', NEW.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'mitarbeiter', mitarbeiter_id FROM mitarbeiter_amt WHERE amt_id = NEW.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE amt_id = NEW.id;
      END;
      CREATE TRIGGER suche_amt_ad AFTER DELETE ON amt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amt', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'mitarbeiter', mitarbeiter_id FROM mitarbeiter_amt WHERE amt_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular WHERE amt_id = OLD.id;
      END;
      CREATE TRIGGER suche_mitarbeiter_ai AFTER INSERT ON mitarbeiter BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', NEW.id);
      END;
      CREATE TRIGGER suche_mitarbeiter_au AFTER UPDATE ON mitarbeiter BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', NEW.id);
      END;
      CREATE TRIGGER suche_mitarbeiter_ad AFTER DELETE ON mitarbeiter BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', OLD.id);
      END;
      CREATE TRIGGER suche_mitarbeiter_amt_ai AFTER INSERT ON mitarbeiter_amt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', NEW.mitarbeiter_id);
      END;
      CREATE TRIGGER suche_mitarbeiter_amt_au AFTER UPDATE ON mitarbeiter_amt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', OLD.mitarbeiter_id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', NEW.mitarbeiter_id);
      END;
      CREATE TRIGGER suche_mitarbeiter_amt_ad AFTER DELETE ON mitarbeiter_amt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('mitarbeiter', OLD.mitarbeiter_id);
      END;
      CREATE TRIGGER suche_formular_ai AFTER INSERT ON formular BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('formular', NEW.id);
      END;
      CREATE TRIGGER suche_formular_au AFTER UPDATE ON formular BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('formular', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('formular', NEW.id);
      END;
      CREATE TRIGGER suche_formular_ad AFTER DELETE ON formular BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('formular', OLD.id);
      END;
      CREATE TRIGGER suche_lebenslage_ai AFTER INSERT ON lebenslage BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('lebenslage', NEW.id);
      END;
      CREATE TRIGGER suche_lebenslage_au AFTER UPDATE ON lebenslage BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('lebenslage', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('lebenslage', NEW.id);
      END;
      CREATE TRIGGER suche_lebenslage_ad AFTER DELETE ON lebenslage BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('lebenslage', OLD.id);
      END;
      CREATE TRIGGER suche_amtsblatt_ai AFTER INSERT ON amtsblatt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amtsblatt', NEW.id);
      END;
      CREATE TRIGGER suche_amtsblatt_au AFTER UPDATE ON amtsblatt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amtsblatt', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amtsblatt', NEW.id);
      END;
      CREATE TRIGGER suche_amtsblatt_ad AFTER DELETE ON amtsblatt BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('amtsblatt', OLD.id);
      END;
      CREATE TRIGGER suche_archiv_ai AFTER INSERT ON archiv BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('archiv', NEW.id);
      END;
      CREATE TRIGGER suche_archiv_au AFTER UPDATE ON archiv BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('archiv', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('archiv', NEW.id);
      END;
      CREATE TRIGGER suche_archiv_ad AFTER DELETE ON archiv BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('archiv', OLD.id);
      END;
      CREATE TRIGGER suche_archiv_thema_au AFTER UPDATE ON archiv_thema BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', id FROM archiv WHERE thema_id = OLD.id;
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', id FROM archiv WHERE thema_id = NEW.id;
      END;
      CREATE TRIGGER suche_archiv_thema_ad AFTER DELETE ON archiv_thema BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', id FROM archiv WHERE thema_id = OLD.id;
      END;

      -- Content that exists already is indexed on the first search.
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'aktuelles', id FROM aktuelles;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'dokument', id FROM dokument WHERE aktuelles_id IS NOT NULL;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'seite', pfad FROM seite;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'verfahren', id FROM verfahren;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'amt', id FROM amt;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'mitarbeiter', id FROM mitarbeiter;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'formular', id FROM formular;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'lebenslage', id FROM lebenslage;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'amtsblatt', id FROM amtsblatt;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'archiv', id FROM archiv;
    `,
  },
  {
    id: 4,
    name: 'veranstaltungen',
    sql: /* sql */ `
      CREATE TABLE veranstaltung_rubrik (
        id INTEGER PRIMARY KEY,
        titel TEXT NOT NULL
      );
      CREATE TABLE veranstaltung (
        id INTEGER PRIMARY KEY,
        titel TEXT NOT NULL,
        slug TEXT NOT NULL,
        datum_von TEXT NOT NULL,
        datum_bis TEXT,
        ort_location TEXT NOT NULL DEFAULT '',
        ort_street TEXT NOT NULL DEFAULT '',
        ort_zip TEXT NOT NULL DEFAULT '',
        ort_city TEXT NOT NULL DEFAULT '',
        veranstalter TEXT NOT NULL DEFAULT '',
        text TEXT NOT NULL DEFAULT '',
        bild TEXT REFERENCES medium(key),
        bild_alt TEXT,
        eintritt TEXT,
        barrierefrei INTEGER,
        link TEXT
      );
      CREATE INDEX veranstaltung_datum ON veranstaltung (datum_von);
      CREATE TABLE veranstaltung_zu_rubrik (
        veranstaltung_id INTEGER NOT NULL REFERENCES veranstaltung(id) ON DELETE CASCADE,
        rubrik_id INTEGER NOT NULL REFERENCES veranstaltung_rubrik(id),
        sortierung INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (veranstaltung_id, rubrik_id)
      );
      CREATE INDEX veranstaltung_zu_rubrik_rubrik ON veranstaltung_zu_rubrik (rubrik_id);
    `,
  },
  // The town-life parts (issue: Stadtinfo, Stadtleben, Wirtschaft, Gäste), each with its tables:
  // 5 Ratstermine, 6 Abfall, 7 Gewerbe, 8 Baustellen und Flächen, 9 Tourismus.
  ...[ratstermineMigration, abfallMigration, gewerbeMigration, baustellenMigration, tourismusMigration].filter((m): m is Migration => m !== null),
  {
    id: 10,
    name: 'suche-stadtleben',
    // Events, council meetings, businesses, construction sites, plots, hiking routes and Fasnet clubs in the site search.
    sql: /* sql */ `
      CREATE TRIGGER suche_veranstaltung_ai AFTER INSERT ON veranstaltung BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('veranstaltung', NEW.id);
      END;
      CREATE TRIGGER suche_veranstaltung_au AFTER UPDATE ON veranstaltung BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('veranstaltung', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('veranstaltung', NEW.id);
      END;
      CREATE TRIGGER suche_veranstaltung_ad AFTER DELETE ON veranstaltung BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('veranstaltung', OLD.id);
      END;
      CREATE TRIGGER suche_veranstaltung_rubrik_ai AFTER INSERT ON veranstaltung_zu_rubrik BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('veranstaltung', NEW.veranstaltung_id);
      END;
      CREATE TRIGGER suche_veranstaltung_rubrik_ad AFTER DELETE ON veranstaltung_zu_rubrik BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('veranstaltung', OLD.veranstaltung_id);
      END;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'veranstaltung', id FROM veranstaltung;
      CREATE TRIGGER suche_ratstermin_ai AFTER INSERT ON ratstermin BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', NEW.id);
      END;
      CREATE TRIGGER suche_ratstermin_au AFTER UPDATE ON ratstermin BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', NEW.id);
      END;
      CREATE TRIGGER suche_ratstermin_ad AFTER DELETE ON ratstermin BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', OLD.id);
      END;
      CREATE TRIGGER suche_ratstermin_top_ai AFTER INSERT ON ratstermin_top BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', NEW.ratstermin_id);
      END;
      CREATE TRIGGER suche_ratstermin_top_au AFTER UPDATE ON ratstermin_top BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', OLD.ratstermin_id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', NEW.ratstermin_id);
      END;
      CREATE TRIGGER suche_ratstermin_top_ad AFTER DELETE ON ratstermin_top BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('ratstermin', OLD.ratstermin_id);
      END;
      CREATE TRIGGER suche_gewerbe_ai AFTER INSERT ON gewerbe BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('gewerbe', NEW.id);
      END;
      CREATE TRIGGER suche_gewerbe_au AFTER UPDATE ON gewerbe BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('gewerbe', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('gewerbe', NEW.id);
      END;
      CREATE TRIGGER suche_gewerbe_ad AFTER DELETE ON gewerbe BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('gewerbe', OLD.id);
      END;
      CREATE TRIGGER suche_gewerbe_rubrik_au AFTER UPDATE ON gewerbe_rubrik BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'gewerbe', id FROM gewerbe WHERE rubrik_id = NEW.id;
      END;
      CREATE TRIGGER suche_baustelle_ai AFTER INSERT ON baustelle BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', NEW.id);
      END;
      CREATE TRIGGER suche_baustelle_au AFTER UPDATE ON baustelle BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', NEW.id);
      END;
      CREATE TRIGGER suche_baustelle_ad AFTER DELETE ON baustelle BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', OLD.id);
      END;
      CREATE TRIGGER suche_baustelle_phase_ai AFTER INSERT ON baustelle_phase BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', NEW.baustelle_id);
      END;
      CREATE TRIGGER suche_baustelle_phase_au AFTER UPDATE ON baustelle_phase BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', OLD.baustelle_id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', NEW.baustelle_id);
      END;
      CREATE TRIGGER suche_baustelle_phase_ad AFTER DELETE ON baustelle_phase BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('baustelle', OLD.baustelle_id);
      END;
      CREATE TRIGGER suche_flaeche_ai AFTER INSERT ON flaeche BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('flaeche', NEW.id);
      END;
      CREATE TRIGGER suche_flaeche_au AFTER UPDATE ON flaeche BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('flaeche', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('flaeche', NEW.id);
      END;
      CREATE TRIGGER suche_flaeche_ad AFTER DELETE ON flaeche BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('flaeche', OLD.id);
      END;
      CREATE TRIGGER suche_wanderweg_ai AFTER INSERT ON wanderweg BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('wanderweg', NEW.id);
      END;
      CREATE TRIGGER suche_wanderweg_au AFTER UPDATE ON wanderweg BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('wanderweg', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('wanderweg', NEW.id);
      END;
      CREATE TRIGGER suche_wanderweg_ad AFTER DELETE ON wanderweg BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('wanderweg', OLD.id);
      END;
      CREATE TRIGGER suche_fasnetverein_ai AFTER INSERT ON fasnetverein BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('fasnetverein', NEW.id);
      END;
      CREATE TRIGGER suche_fasnetverein_au AFTER UPDATE ON fasnetverein BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('fasnetverein', OLD.id);
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('fasnetverein', NEW.id);
      END;
      CREATE TRIGGER suche_fasnetverein_ad AFTER DELETE ON fasnetverein BEGIN
        INSERT OR IGNORE INTO suchindex_dirty (typ, ref) VALUES ('fasnetverein', OLD.id);
      END;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'ratstermin', id FROM ratstermin;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'gewerbe', id FROM gewerbe;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'baustelle', id FROM baustelle;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'flaeche', id FROM flaeche;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'wanderweg', id FROM wanderweg;
      INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT 'fasnetverein', id FROM fasnetverein;
    `,
  },
];
