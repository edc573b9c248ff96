import type { SeedWork } from '../../../../../server/cms/seed/step';
import { fasnetVereine, unterkuenfte, wanderwege } from './tourismus';

/**
 * Starting points of the hiking routes (WGS 84). The demo data has no coordinates; these are
 * invented positions around the fictional town, precise enough for the map of the starting point.
 */
const START_GEO: Record<number, [lat: number, lon: number]> = {
  8401: [48.1398, 7.9021],
  8402: [48.1213, 7.8512],
  8403: [48.1052, 7.8311],
  8404: [48.1301, 7.8205],
  8405: [48.1213, 7.8512],
  8406: [48.1169, 7.8652],
  8407: [48.1178, 7.8624],
  8408: [48.1447, 7.9113],
};

/** Intro of /gaeste/fasnetvereine/ (editorial page, kept if an editor has written one already). */
const FASNETVEREINE_SEITE = {
  pfad: '/gaeste/fasnetvereine/',
  titel: 'Fasnetvereine',
  beschreibung: 'Die Narrenzünfte, Narrenvereine und Guggenmusiken in Musterstadt und seinen Stadtteilen mit ihren Figuren.',
  inhalt: `<p>Sechs Vereine tragen die Fasnet in Musterstadt und seinen Stadtteilen: von der Narrenzunft, die es seit 1858 gibt, bis zur Guggenmusik. Jeder Verein hat seine eigenen Figuren mit handgeschnitzten Holzlarven und Häsern, die an Sagen, alte Berufe oder Spottnamen erinnern.</p>
<p>Wer mitmachen möchte, wendet sich direkt an den Verein. Die Termine der Umzüge, Zunftabende und Bälle stehen im <a href="/gaeste/veranstaltungen/?rubrik_id=6">Veranstaltungskalender unter Fasnet</a>.</p>`,
};

const BATCH = 50;

/** Accommodation, carnival clubs and hiking routes (spec §2.3 Tourism), and the clubs page's intro. */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db;
    const hosts = unterkuenfte.map((u) => ({
      id: u.id,
      name: u.name,
      art: u.art,
      sterne: u.sterne ?? null,
      adr_location: u.adresse.location,
      adr_street: u.adresse.street,
      adr_zip: u.adresse.zip,
      adr_city: u.adresse.city,
      telefon: u.telefon,
      email: u.email ?? null,
      web: u.web ?? null,
      betten: u.betten,
      text: u.text,
    }));
    for (let i = 0; i < hosts.length; i += BATCH)
      await db
        .insertInto('unterkunft')
        .values(hosts.slice(i, i + BATCH))
        .execute();
    await db
      .insertInto('fasnetverein')
      .values(
        fasnetVereine.map((f) => ({
          id: f.id,
          name: f.name,
          gruendung: f.gruendung,
          ortsteil: f.ortsteil,
          figuren: JSON.stringify(f.figuren),
          text: f.text,
          web: f.web ?? null,
        })),
      )
      .execute();
    const routes = wanderwege.map((w) => {
      const geo = START_GEO[w.id];
      return {
        id: w.id,
        titel: w.titel,
        slug: `${w.slug}_${w.id}`,
        laenge_km: w.laenge_km,
        hoehenmeter: w.hoehenmeter,
        dauer_min: Math.round(w.dauer_h * 60),
        schwierigkeit: w.schwierigkeit,
        start: w.start,
        start_lat: geo?.[0] ?? null,
        start_lon: geo?.[1] ?? null,
        text: w.text,
        tourenportal_id: w.tourenportal_id,
      };
    });
    for (let i = 0; i < routes.length; i += BATCH)
      await db
        .insertInto('wanderweg')
        .values(routes.slice(i, i + BATCH))
        .execute();
    await db
      .insertInto('seite')
      .values(FASNETVEREINE_SEITE)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
