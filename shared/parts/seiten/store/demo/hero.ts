/**
 * Bühnenbilder (Hero-Slider) je Bereich. Die Seite zeigt höchstens fünf Slides;
 * der Startbereich hat bewusst sechs, damit die Begrenzung greift.
 */
import type { SeedHero, SeedHeroSlide } from './types';

/** Ein Bild, eine Beschreibung: derselbe Bildschlüssel hat überall denselben Alternativtext. */
const ALT: Record<string, string> = {
  'hero-stadt': 'Blick über die Dächer der Kernstadt mit Kirchturm und Rathaus, dahinter bewaldete Hügel.',
  'hero-huegel': 'Sanfte Hügel mit Wiesen und Obstbäumen am Rand des Schwarzwalds.',
  'hero-wald': 'Hoher Tannenwald mit Sonnenstrahlen zwischen den Stämmen.',
  'hero-winter': 'Verschneite Wiesen und Tannen in einer Winterlandschaft.',
  'hero-sommer': 'Blühende Sommerwiese am Ortsrand unter blauem Himmel.',
  'hero-rathaus': 'Das historische Rathaus am Marktplatz von Musterstadt.',
  'hero-feuerwehr': 'Einsatzfahrzeuge der Freiwilligen Feuerwehr vor dem Gerätehaus.',
  'hero-schule': 'Gebäude der Grundschule Musterstadt mit Schulhof.',
  'hero-schule-gruen': 'Schulgebäude im Grünen mit großen Linden auf dem Schulhof.',
  'hero-fasnet': 'Narren mit Holzmasken und bunten Häsern beim Fasnetumzug.',
  'hero-wandern': 'Wanderweg auf einer Anhöhe mit Blick über den Schwarzwald.',
  'hero-wirtschaft': 'Gewerbehallen in einem Gewerbegebiet vor bewaldeten Hügeln.',
};

function slide(bild: string, titel: string, link?: string): SeedHeroSlide {
  const alt = ALT[bild] ?? '';
  return link ? { bild, alt, titel, link } : { bild, alt, titel };
}

export const hero: SeedHero[] = [
  {
    bereich: 'start',
    slides: [
      slide('hero-stadt', 'Willkommen in Musterstadt', '/musterstadt/'),
      slide('hero-winter', 'Winterdienst: Hinweise für Anliegerinnen und Anlieger', '/rathaus/'),
      slide('hero-rathaus', 'Termine im Bürgerbüro online buchen', '/rathaus/fachaemter/buergerbuero_49'),
      slide('hero-huegel', 'Unsere Stadtteile Bombach, Hecklingen und Nordweil', '/musterstadt/stadtportrait/'),
      slide('hero-wandern', 'Wandern und Radfahren rund um Musterstadt', '/gaeste/'),
      slide('hero-sommer', 'Vereine, Kultur und Freizeit', '/stadtleben/'),
    ],
  },
  {
    bereich: 'rathaus',
    slides: [
      slide('hero-rathaus', 'Ihr Rathaus – für Sie da'),
      slide('hero-stadt', 'Bürgerbüro: Ausweise, Meldewesen und mehr', '/rathaus/fachaemter/buergerbuero_49'),
      slide('hero-huegel', 'Bauen und Wohnen in Musterstadt'),
      slide('hero-winter', 'Öffnungszeiten über die Feiertage'),
    ],
  },
  {
    bereich: 'musterstadt',
    slides: [
      slide('hero-stadt', 'Musterstadt – Stadt am Schwarzwaldrand', '/musterstadt/stadtportrait/'),
      slide('hero-huegel', 'Vier Stadtteile, eine Gemeinschaft'),
      slide('hero-rathaus', 'Die Bürgermeisterin', '/musterstadt/buergermeister/'),
    ],
  },
  {
    bereich: 'stadtleben',
    slides: [
      slide('hero-fasnet', 'Schwäbisch-alemannische Fasnet'),
      slide('hero-sommer', 'Freizeit für die ganze Familie'),
      slide('hero-stadt', 'Vereine und Ehrenamt'),
      slide('hero-winter', 'Weihnachtsmarkt auf dem Marktplatz'),
    ],
  },
  {
    bereich: 'wirtschaft',
    slides: [
      slide('hero-wirtschaft', 'Wirtschaftsstandort Musterstadt'),
      slide('hero-stadt', 'Handel und Handwerk vor Ort'),
      slide('hero-huegel', 'Regionale Erzeuger und Hofläden'),
    ],
  },
  {
    bereich: 'gaeste',
    slides: [
      slide('hero-wandern', 'Wandern im südlichen Schwarzwald'),
      slide('hero-wald', 'Natur erleben'),
      slide('hero-sommer', 'Sommerfrische in Musterstadt'),
      slide('hero-winter', 'Winterwandern und Langlauf in Nordweil'),
      slide('hero-stadt', 'Bummeln in der Altstadt'),
    ],
  },
  {
    bereich: 'feuerwehr',
    slides: [
      slide('hero-feuerwehr', 'Freiwillige Feuerwehr Musterstadt'),
      slide('hero-stadt', 'Vier Abteilungen für die ganze Stadt'),
      slide('hero-winter', 'Rund um die Uhr im Einsatz – auch im Winter'),
    ],
  },
  {
    bereich: 'grundschule',
    slides: [
      slide('hero-schule', 'Grundschule Musterstadt'),
      slide('hero-sommer', 'Ganztag mit Bewegung und Spiel'),
      slide('hero-stadt', 'Mitten in der Kernstadt'),
    ],
  },
  {
    bereich: 'drei-linden-gs',
    slides: [
      slide('hero-schule-gruen', 'Drei-Linden-Grundschule Hecklingen'),
      slide('hero-wald', 'Lernen in der Natur'),
      slide('hero-huegel', 'Unsere Schule im Grünen'),
      slide('hero-sommer', 'Schulgarten und Weidentipi'),
    ],
  },
];
