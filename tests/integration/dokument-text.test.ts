import path from 'node:path';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/cms/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../helpers/app';
import { openSiteStore, scalar } from '../helpers/store';
import type { OpenedDb } from '../../server/cms/db';
import { createApp } from '../../server/app';
import { fold } from '../../server/cms/search/fold';
import { DokumentError, storeDokument } from '../../server/cms/files';
import { fillMissingTexts } from '../../server/cms/files/volltext-job';
import { makePdf } from '../../server/cms/files/demo/pdf';
import { FILES_DIR } from '../../server/cms/seed/dirs';
import type { SearchResult } from '../../shared/parts/suche/contract';
import { TEST_MANIFEST } from '../helpers/app';

/**
 * The text of stored documents (issue 16 item 1, ADR 18): extracted when a document is stored
 * (storeDokument, the seed), found by the site search with a snippet from where the words are, served
 * for reading aloud by GET /api/cms/dateien/{id}/{datei}/text, never for an internal document, and
 * read after the next start for documents stored without it.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
let site: Site;
let store: OpenedDb;
let db: Kysely<Database>;
/** The test of the next start closes the site itself. */
let closed = false;

/** Words that appear nowhere on the site but inside the PDFs this test stores. */
const ISSUE_WORD = 'Biberdammkartierung';
const NEWS_WORD = 'Quellschüttungsmessung';
const INTERN_WORD = 'Dienstwagenschlüsselbuch';

let issueDoc = 0;
let newsDoc = 0;
let internDoc = 0;

const search = async (q: string) =>
  (
    (
      await request(site.app)
        .get(`/api/cms/suche?q=${encodeURIComponent(q)}&pro_seite=50`)
        .expect(200)
    ).body as { data: SearchResult }
  ).data;
const snippet = (h: SearchResult['hits'][number]) => h.snippet.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

beforeAll(async () => {
  site = await testApp();
  // A second connection, as an editor's desk or another process would write.
  store = await openSiteStore(site.config);
  db = store.db;
  const ctx = { db, filesDir: site.dataDir };

  // A new gazette issue with its PDF, as the desk stores an upload.
  issueDoc = await storeDokument(ctx, {
    bytes: makePdf('Amtsblatt Nr. 48/2026', [
      'Amtsblatt der Stadt Musterstadt – Ausgabe 48/2026 vom 27.11.2026',
      '',
      `Öffentliche Bekanntmachung: Die ${ISSUE_WORD} am Mühlbach beginnt im Dezember.`,
      'Die Ergebnisse liegen im Rathaus, Zimmer 12, zur Einsicht aus.',
    ]),
    datei: 'Amtsblatt 2026-48.PDF',
    mime: 'application/pdf',
    downloadtext: 'Amtsblatt Nr. 48/2026',
    einstufung: 'Amtsblatt',
    stand: '2026-11-27',
  });
  await db
    .insertInto('amtsblatt')
    .values({ id: 9048, jahr: 2026, ausgabe: 48, datum: '2026-11-27', themen: JSON.stringify(['Weihnachtsmarkt']), dokument_id: issueDoc })
    .execute();

  // A download of a published news item.
  const news = await db.selectFrom('aktuelles').select('id').where('status', '=', 'veroeffentlicht').orderBy('id').executeTakeFirstOrThrow();
  newsDoc = await storeDokument(ctx, {
    bytes: makePdf('Messbericht Quellen', ['Ergebnisse der Quellschüttung:', `Die ${NEWS_WORD} im Frühjahr ergab 3,4 Liter je Sekunde.`]),
    datei: 'messbericht.pdf',
    mime: 'application/pdf',
    downloadtext: 'Messbericht',
    aktuelles_id: news.id,
  });

  // An internal document of an intranet archive topic.
  const intern = await db
    .selectFrom('archiv as a')
    .innerJoin('archiv_thema as t', 't.id', 'a.thema_id')
    .select('a.id')
    .where('t.intranet', '=', 1)
    .executeTakeFirstOrThrow();
  internDoc = await storeDokument(ctx, {
    bytes: makePdf('Dienstanweisung Fahrzeuge', [`Das ${INTERN_WORD} liegt an der Pforte.`]),
    datei: 'dienstanweisung-fahrzeuge.pdf',
    mime: 'application/pdf',
    downloadtext: 'Dienstanweisung Fahrzeuge',
    archiv_id: intern.id,
    intern: true,
  });
});

afterAll(async () => {
  await store?.close();
  if (!closed) await site?.close();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
});

describe('storeDokument', () => {
  it('writes the file under a safe name, the row with its text, and answers the id', async () => {
    const row = await db.selectFrom('dokument').selectAll().where('id', '=', issueDoc).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      datei: 'amtsblatt-2026-48.pdf',
      speicherpfad: `${issueDoc}-amtsblatt-2026-48.pdf`,
      mime: 'application/pdf',
      intern: 0,
      einstufung: 'Amtsblatt',
    });
    const file = fs.readFileSync(path.join(site.dataDir, FILES_DIR, row.speicherpfad));
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(row.groesse).toBe(file.length);
    expect(row.volltext).toContain(`Öffentliche Bekanntmachung: Die ${ISSUE_WORD} am Mühlbach beginnt im Dezember.`);
  });

  it('refuses a file that claims to be a PDF but is none, and stores nothing', async () => {
    const before = (
      await db
        .selectFrom('dokument')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const attempt = storeDokument(
      { db, filesDir: site.dataDir },
      { bytes: new TextEncoder().encode('<html>kein PDF</html>'), datei: 'x.pdf', mime: 'application/pdf', downloadtext: 'X' },
    );
    await expect(attempt).rejects.toBeInstanceOf(DokumentError);
    await expect(attempt).rejects.toThrow('Die Datei ist kein PDF.');
    expect(
      (
        await db
          .selectFrom('dokument')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(before);
  });
});

describe('site search over document texts', () => {
  it('finds a word that appears only inside a gazette PDF, with a snippet from the PDF and the file linked', async () => {
    // Nowhere on the page that lists the issues.
    expect((await request(site.app).get('/rathaus/amtsblatt/').expect(200)).text).not.toContain(ISSUE_WORD);
    const r = await search(ISSUE_WORD.toLowerCase());
    expect(r.hits).toHaveLength(1);
    const hit = r.hits[0]!;
    expect(hit).toMatchObject({ titel: 'Amtsblatt Nr. 48/2026', kategorie: 'Amtsblatt' });
    expect(hit._source.es_pfad_ext).toBe(`/api/cms/dateien/${issueDoc}/amtsblatt-2026-48.pdf`);
    expect(snippet(hit)).toContain(`Die [${ISSUE_WORD}] am Mühlbach beginnt im Dezember.`);
    // The visitor's search page leads to the only hit as for any gazette hit (spec §7 search redirect).
    const page = await request(site.app)
      .get(`/rathaus/suche?q=${encodeURIComponent(ISSUE_WORD)}`)
      .expect(302);
    expect(page.headers.location).toBe('/rathaus/amtsblatt/');
  });

  it('finds a news download by its text, and a substring of it in any spelling', async () => {
    for (const q of [NEWS_WORD, 'quellschuettungsmessung', 'SCHÜTTUNGSMESS']) {
      const hits = (await search(q)).hits.filter((h) => h._source.es_pfad_ext === `/api/cms/dateien/${newsDoc}/messbericht.pdf`);
      expect(hits, q).toHaveLength(1);
      expect(hits[0]!.kategorie).toBe('Download');
      expect(snippet(hits[0]!).replace(/[[\]]/g, ''), q).toContain(`Die ${NEWS_WORD} im Frühjahr`);
      expect(
        fold(
          hits[0]!.snippet
            .filter((p) => p.mark)
            .map((p) => p.text)
            .join(''),
        ),
        q,
      ).toContain(fold(q));
    }
  });

  it('finds the seeded demo PDFs by their text', async () => {
    // A word of a seeded news download's PDF that its name, description and news item do not contain.
    const docs = await db
      .selectFrom('dokument as d')
      .innerJoin('aktuelles as a', 'a.id', 'd.aktuelles_id')
      .select(['d.id', 'd.datei', 'd.volltext', 'd.downloadtext', 'd.beschreibung', 'a.titel', 'a.teaser', 'a.text'])
      .where('d.intern', '=', 0)
      .where('a.status', '=', 'veroeffentlicht')
      .where('d.id', '<', issueDoc)
      .orderBy('d.id')
      .execute();
    /** Entries of the index whose text holds the word: a rare word's hits fit on one page. */
    const entries = async (w: string) => Number(await scalar(store, 'SELECT COUNT(*) FROM suchindex_eintrag WHERE text LIKE ?', [`%${w}%`]));
    let checked = 0;
    for (const d of docs) {
      const around = fold([d.downloadtext, d.beschreibung, d.titel, d.teaser, d.text].join(' '));
      let word: string | undefined;
      for (const w of (d.volltext as string).split(/[^\p{L}]+/u)) {
        if (w.length >= 9 && !around.includes(fold(w)) && (await entries(w)) <= 10) {
          word = w;
          break;
        }
      }
      if (!word) continue;
      const hits = (await search(word)).hits.filter((h) => h._source.es_pfad_ext === `/api/cms/dateien/${d.id}/${d.datei}`);
      expect(hits, word).toHaveLength(1);
      expect(snippet(hits[0]!).toLowerCase()).toContain(`[${word.toLowerCase()}]`);
      if (++checked === 3) break;
    }
    expect(checked).toBe(3);
  });

  it('never finds an internal document by its text', async () => {
    expect((await search(INTERN_WORD)).total).toBe(0);
    expect((await search('Dienstwagenschlüssel')).total).toBe(0);
  });
});

describe('GET /api/cms/dateien/{id}/{datei}/text', () => {
  it('answers the text of a public document', async () => {
    const res = await request(site.app).get(`/api/cms/dateien/${issueDoc}/amtsblatt-2026-48.pdf/text`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/public/);
    const text = (res.body as { data: { text: string } }).data.text;
    expect(text.split('\n')[0]).toBe('Amtsblatt Nr. 48/2026');
    expect(text).toContain(ISSUE_WORD);
  });

  it('answers 404 for an internal document, a wrong name and an unknown id', async () => {
    for (const url of [
      `/api/cms/dateien/${internDoc}/dienstanweisung-fahrzeuge.pdf/text`,
      `/api/cms/dateien/${issueDoc}/anderer-name.pdf/text`,
      '/api/cms/dateien/999999/amtsblatt-2026-48.pdf/text',
    ]) {
      const res = await request(site.app).get(url).expect(404);
      expect(res.body, url).toEqual({ error: 'Datei nicht gefunden' });
      expect(res.text).not.toContain(INTERN_WORD);
    }
    await request(site.app).get('/api/cms/dateien/abc/x.pdf/text').expect(404);
  });
});

describe('documents stored without their text', () => {
  it('get it by fillMissingTexts: PDFs read from the file, a missing file gives none', async () => {
    const seeded = await db
      .selectFrom('dokument')
      .select(['id', 'volltext'])
      .where('mime', '=', 'application/pdf')
      .where('id', '<', issueDoc)
      .orderBy('id')
      .limit(2)
      .execute();
    await db
      .updateTable('dokument')
      .set({ volltext: null })
      .where('id', 'in', [...seeded.map((d) => d.id), newsDoc])
      .execute();
    fs.rmSync(path.join(site.dataDir, FILES_DIR, `${newsDoc}-messbericht.pdf`));
    const warn = vi.fn();
    expect(await fillMissingTexts({ db, filesDir: site.dataDir }, { logger: { warn } as never })).toBe(3);
    for (const d of seeded) {
      const after = await db.selectFrom('dokument').select('volltext').where('id', '=', d.id).executeTakeFirstOrThrow();
      // Read back from the file: the seeded text plus each page's footer line.
      expect(after.volltext).toContain(d.volltext!);
      expect(after.volltext).toMatch(/Seite 1 von \d+$/m);
    }
    expect((await db.selectFrom('dokument').select('volltext').where('id', '=', newsDoc).executeTakeFirstOrThrow()).volltext).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await fillMissingTexts({ db, filesDir: site.dataDir })).toBe(0);
    expect((await search(NEWS_WORD)).total).toBe(0);
  });

  it('an older database gets the texts on its next start', async () => {
    await db.updateTable('dokument').set({ volltext: null }).where('id', '=', issueDoc).execute();
    expect((await search(ISSUE_WORD)).total).toBe(0);
    // The site starts again on the same DATA_DIR.
    await site.close();
    closed = true;
    const again = await createApp(site.config, { manifest: TEST_MANIFEST, renderMedia: false });
    try {
      await vi.waitFor(
        async () => {
          const row = await db.selectFrom('dokument').select('volltext').where('id', '=', issueDoc).executeTakeFirstOrThrow();
          expect(row.volltext).toContain(ISSUE_WORD);
        },
        { timeout: 15_000, interval: 50 },
      );
      const r = (await request(again.app).get(`/api/cms/suche?q=${ISSUE_WORD}`).expect(200)).body as { data: SearchResult };
      expect(r.data.hits.map((h) => h.titel)).toEqual(['Amtsblatt Nr. 48/2026']);
    } finally {
      await again.close();
    }
  });
});
