import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import { berlinToday } from '../../../../format/date';

/**
 * The demo town's public reports (demo mode only): approved reports of each status in several
 * districts, under the base categories (ADR 54), dated back from the seeding day. Each open one has a
 * damage report of the demo behind it (ADR 58) as a real report has its submission (no name, no
 * address of a person): staff's inbox shows the case, and a visitor can try "Ich bin auch betroffen"
 * on it. The done ones are shown as after the retention sweep: their submissions are deleted.
 */
const DAY = 86_400_000;
const REPORTS: ReadonlyArray<{
  tage: number;
  kategorie: string;
  adresse: string;
  ortsteil: string;
  lat: number;
  lon: number;
  status: 'eingegangen' | 'in_bearbeitung' | 'erledigt' | 'nicht_zustaendig';
  text: string;
  antwort: string | null;
}> = [
  {
    tage: 1,
    kategorie: 'beleuchtung',
    adresse: 'Amselweg 12',
    ortsteil: 'Kernstadt',
    lat: 48.1241,
    lon: 7.8489,
    status: 'eingegangen',
    text: 'Die Straßenleuchte vor dem Haus flackert seit einigen Abenden.',
    antwort: null,
  },
  {
    tage: 3,
    kategorie: 'strassen-wege',
    adresse: 'Schwarzwaldstraße 40',
    ortsteil: 'Kernstadt',
    lat: 48.1226,
    lon: 7.8541,
    status: 'in_bearbeitung',
    text: 'Schlagloch am Fahrbahnrand, etwa 30 cm breit.',
    antwort: 'Der Bauhof hat die Stelle gesichert; die Reparatur folgt in der nächsten Woche.',
  },
  {
    tage: 9,
    kategorie: 'muell',
    adresse: 'Waldweg hinter der Sporthalle',
    ortsteil: 'Kernstadt',
    lat: 48.1189,
    lon: 7.8467,
    status: 'erledigt',
    text: 'Mehrere Säcke Bauschutt am Wegrand abgeladen.',
    antwort: 'Der Bauhof hat den Bauschutt abgeholt. Vielen Dank für den Hinweis.',
  },
  {
    tage: 12,
    kategorie: 'spielplaetze',
    adresse: 'Lindenplatz',
    ortsteil: 'Hecklingen',
    lat: 48.1322,
    lon: 7.8338,
    status: 'erledigt',
    text: 'Ein Brett der Sitzbank am Spielplatz ist gebrochen.',
    antwort: 'Das Brett wurde ersetzt.',
  },
  {
    tage: 5,
    kategorie: 'gruenflaechen',
    adresse: 'Weinstraße 20',
    ortsteil: 'Bombach',
    lat: 48.1129,
    lon: 7.8702,
    status: 'in_bearbeitung',
    text: 'Ein großer Ast hängt abgebrochen über dem Gehweg.',
    antwort: 'Die Baumpflege kommt diese Woche.',
  },
  {
    tage: 20,
    kategorie: 'sonstiges',
    adresse: 'Bahnhofsvorplatz',
    ortsteil: 'Kernstadt',
    lat: 48.1201,
    lon: 7.8555,
    status: 'nicht_zustaendig',
    text: 'Der Fahrkartenautomat am Bahnhof ist außer Betrieb.',
    antwort: 'Für den Automaten ist die Bahn zuständig; wir haben die Meldung an sie weitergegeben.',
  },
  {
    tage: 2,
    kategorie: 'beleuchtung',
    adresse: 'Kirchstraße 3',
    ortsteil: 'Nordweil',
    lat: 48.1401,
    lon: 7.8611,
    status: 'eingegangen',
    text: 'Zwei Leuchten in Folge sind dunkel.',
    antwort: null,
  },
];

export const work: SeedWork = {
  async run(ctx) {
    const namen = new Map((await ctx.db.selectFrom('meldekategorie').select(['schluessel', 'name']).execute()).map((k) => [k.schluessel, k.name]));
    for (const r of REPORTS) {
      const erstellt = new Date(ctx.now.getTime() - r.tage * DAY).toISOString();
      const geaendert = r.status === 'eingegangen' ? erstellt : new Date(ctx.now.getTime() - Math.max(0, r.tage - 1) * DAY).toISOString();
      // The open ones have their submission; the done ones are shown as after the retention sweep.
      const offen = r.status === 'eingegangen' || r.status === 'in_bearbeitung';
      const eingangId = offen ? await submission(ctx.db, r, erstellt, geaendert, namen.get(r.kategorie) ?? r.kategorie) : null;
      const row = await ctx.db
        .insertInto('meldung')
        .values({
          eingang_id: eingangId,
          kategorie: r.kategorie,
          lat: r.lat,
          lon: r.lon,
          adresse: r.adresse,
          ortsteil: r.ortsteil,
          status: r.status,
          text_oeffentlich: r.text,
          antwort: r.antwort,
          freigegeben: erstellt,
          zusammengefuehrt_in: null,
          amt_id: null,
          beantwortet: r.status === 'eingegangen' ? null : geaendert,
          erledigt_am: r.status === 'erledigt' ? geaendert : null,
          umfrage: r.status === 'erledigt' ? geaendert : null,
          erstellt,
          geaendert,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const verlauf = [
        {
          meldung_id: row.id,
          zeit: erstellt,
          art: 'eingegangen',
          status: 'eingegangen' as string | null,
          text: null as string | null,
          intern: 0,
          von_name: 'Website',
        },
      ];
      if (r.status !== 'eingegangen')
        verlauf.push({ meldung_id: row.id, zeit: geaendert, art: 'status', status: r.status, text: null, intern: 0, von_name: 'Bauhof' });
      if (r.antwort) verlauf.push({ meldung_id: row.id, zeit: geaendert, art: 'antwort', status: null, text: r.antwort, intern: 0, von_name: 'Bauhof' });
      await ctx.db.insertInto('meldung_verlauf').values(verlauf).execute();
    }
  },
};

/** The damage report behind a demo report: numbered like any (SM-<year>-<n>), with its history. */
async function submission(
  db: Parameters<SeedWork['run']>[0]['db'],
  r: (typeof REPORTS)[number],
  erstellt: string,
  geaendert: string,
  kategorieName: string,
): Promise<number> {
  const jahr = Number(berlinToday(new Date(erstellt)).slice(0, 4));
  const nummer = await sql<{ letzte: number }>`
    INSERT INTO eingang_nummer (art, jahr, letzte) VALUES ('schadensmeldung', ${jahr}, 1)
    ON CONFLICT (art, jahr) DO UPDATE SET letzte = eingang_nummer.letzte + 1
    RETURNING letzte`.execute(db);
  const status = r.status === 'eingegangen' ? 'neu' : 'in_bearbeitung';
  const felder = {
    kategorie: r.kategorie,
    kategorie_name: kategorieName,
    ort: r.adresse,
    position: `${r.lat},${r.lon}`,
    beschreibung: r.text,
    bemerkt: berlinToday(new Date(erstellt)),
  };
  const row = await db
    .insertInto('eingang')
    .values({
      uuid: crypto.randomUUID(),
      art: 'schadensmeldung',
      referenz: `SM-${jahr}-${String(nummer.rows[0]!.letzte).padStart(6, '0')}`,
      schluessel: crypto.randomUUID(),
      status,
      felder: JSON.stringify(felder),
      erstellt,
      geaendert,
      erledigt_am: null,
      eintrag_id: null,
      vorgang: null,
      entscheidung: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const verlauf = [{ eingang_id: row.id, zeit: erstellt, von_uuid: null, von_name: 'Website', status: 'neu', notiz: null, aktion: null }];
  if (status !== 'neu') verlauf.push({ eingang_id: row.id, zeit: geaendert, von_uuid: null, von_name: 'Bauhof', status, notiz: null, aktion: null });
  await db.insertInto('eingang_verlauf').values(verlauf).execute();
  return row.id;
}
