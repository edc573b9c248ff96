import type { SeedWork } from '../../../../../server/cms/seed/step';

/**
 * The demo town's public reports (demo mode only): approved reports of each status in several
 * districts, dated back from the seeding day. Their submissions are long deleted (eingang_id null), as
 * after the retention period: no person's data stands behind them.
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
    kategorie: 'strassenbeleuchtung',
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
    kategorie: 'strassenschaden',
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
    kategorie: 'spielplatz',
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
    kategorie: 'baum',
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
    kategorie: 'strassenbeleuchtung',
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
    for (const r of REPORTS) {
      const erstellt = new Date(ctx.now.getTime() - r.tage * DAY).toISOString();
      const geaendert = r.status === 'eingegangen' ? erstellt : new Date(ctx.now.getTime() - Math.max(0, r.tage - 1) * DAY).toISOString();
      const row = await ctx.db
        .insertInto('meldung')
        .values({
          eingang_id: null,
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
