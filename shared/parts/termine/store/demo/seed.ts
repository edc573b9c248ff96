import type { SeedWork } from '../../../../../server/cms/seed/step';
import { makeSlug } from '../../../../format/slug-id';

/** The demo town's bookable services (demo mode only): the Bürgerbüro's procedures of the Wegweiser. */
const DIENSTE: Array<{
  id: number;
  name: string;
  verfahren: number | null;
  dauer: number;
  weitere: number;
  max: number;
  unterlagen?: string;
  hinweis?: string;
}> = [
  { id: 1, name: 'Personalausweis beantragen', verfahren: 1042, dauer: 20, weitere: 15, max: 5, hinweis: 'Für Familien: bis zu 5 Personen in einem Termin.' },
  { id: 2, name: 'Reisepass beantragen', verfahren: 1044, dauer: 20, weitere: 15, max: 5 },
  { id: 3, name: 'Kinderausweis oder Reisepass für Kinder', verfahren: 1034, dauer: 20, weitere: 15, max: 4 },
  {
    id: 4,
    name: 'Ausweis oder Pass abholen',
    verfahren: null,
    dauer: 10,
    weitere: 5,
    max: 5,
    unterlagen: 'bisheriger Ausweis oder Pass (wird entwertet)\nPIN-Brief, falls vorhanden\nbei Abholung für andere: Vollmacht und deren Ausweis',
  },
  { id: 5, name: 'Anmeldung des Wohnsitzes', verfahren: 1002, dauer: 20, weitere: 10, max: 5 },
  { id: 6, name: 'Ummeldung innerhalb von Musterstadt', verfahren: 1054, dauer: 15, weitere: 10, max: 5 },
  { id: 7, name: 'Abmeldung des Wohnsitzes', verfahren: 1001, dauer: 10, weitere: 5, max: 5 },
  { id: 8, name: 'Meldebescheinigung', verfahren: 1038, dauer: 10, weitere: 5, max: 5 },
  { id: 9, name: 'Führungszeugnis beantragen', verfahren: 1016, dauer: 10, weitere: 10, max: 2 },
  { id: 10, name: 'Beglaubigung von Unterschriften und Kopien', verfahren: 1010, dauer: 10, weitere: 0, max: 1 },
  { id: 11, name: 'Fundsachen: Fund abgeben oder Verlust melden', verfahren: 1017, dauer: 10, weitere: 0, max: 1 },
  { id: 12, name: 'Verlust oder Diebstahl des Ausweises melden', verfahren: 1058, dauer: 15, weitere: 0, max: 1 },
  { id: 13, name: 'Lebensbescheinigung', verfahren: 1037, dauer: 10, weitere: 0, max: 1 },
];

export const work: SeedWork = {
  async run(ctx) {
    await ctx.db
      .insertInto('termin_dienst')
      .values(
        DIENSTE.map((d, i) => ({
          id: d.id,
          schluessel: makeSlug(d.name, d.id),
          name: d.name,
          verfahren_id: d.verfahren,
          dauer: d.dauer,
          dauer_weitere: d.weitere,
          personen_max: d.max,
          unterlagen: d.unterlagen ?? '',
          hinweis: d.hinweis ?? '',
          reihenfolge: (i + 1) * 10,
          sichtbar_ab: null,
          geaendert: null,
        })),
      )
      .execute();
  },
};
