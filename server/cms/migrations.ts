/**
 * Schema migrations of the embedded CMS, applied in order and recorded in `_migration`.
 * Never edit a migration that has shipped: add a new one.
 */
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
];
