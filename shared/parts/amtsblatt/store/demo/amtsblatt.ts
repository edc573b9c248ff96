/**
 * Amtsblatt der Stadt Musterstadt: eine Ausgabe pro Freitag.
 * Die Ausgaben werden deterministisch erzeugt (keine Zufallswerte), damit der
 * Seed bei jedem Start identische Daten liefert.
 */
import type { SeedAmtsblatt } from './types';

/** Erster und letzter Erscheinungstag (jeweils ein Freitag). */
const ERSTE_AUSGABE = '2025-01-03';
const LETZTE_AUSGABE = '2026-11-20';

/** Freitage ohne Ausgabe: Weihnachten/Neujahr und je eine Sommerpause im August. */
const KEINE_AUSGABE = new Set<string>(['2025-08-15', '2025-12-26', '2026-01-02', '2026-08-14']);

/** Allgemeine Titelthemen, die das ganze Jahr über vorkommen können. */
const ALLGEMEINE_THEMEN: readonly string[] = [
  'Aus dem Gemeinderat: Bericht über die öffentliche Sitzung',
  'Tagesordnung der nächsten Gemeinderatssitzung',
  'Bekanntmachung: Bebauungsplan „Auf der Höhe“',
  'Blutspende des DRK-Ortsvereins',
  'Stellenausschreibungen der Stadt Musterstadt',
  'Sprechstunde der Bürgermeisterin',
  'Sprechstunden der Ortsvorsteher in Bombach, Hecklingen und Nordweil',
  'Glasfaserausbau: Stand der Arbeiten',
  'Neues aus der Stadtbücherei',
  'Fundsachen im Bürgerbüro',
  'Straßensperrung wegen Bauarbeiten',
  'Geänderte Abfuhrtermine der Müllabfuhr',
  'Jubilarinnen und Jubilare der Woche',
  'Freiwillige Feuerwehr: Übungsdienst und Einsätze',
  'Jugendfeuerwehr sucht Nachwuchs',
  'Kindergärten: Anmeldung für das neue Kindergartenjahr',
  'Seniorennachmittag in der Stadthalle',
  'Sprachcafé und Angebote des Integrationsmanagements',
  'Sprechstunde der Inklusionsbeauftragten',
  'Hochwasserschutz am Mühlbach: Neuigkeiten von der Baustelle',
  'Klimaschutz: Tipps zum Energiesparen',
  'Förderprogramm für Lastenräder',
  'Stadtwald: Holzverkauf und Brennholzbestellung',
  'Ärztlicher Bereitschaftsdienst und Notdienst-Apotheken',
  'Kirchliche Nachrichten aus allen Stadtteilen',
  'Vereinsnachrichten: Musikverein Hecklingen',
  'Vereinsnachrichten: SV Nordweil',
  'Vereinsnachrichten: Schwarzwaldverein, Ortsgruppe Musterstadt',
  'Wochenmarkt: neue Marktstände',
  'Partnerstadt Beaulieu-les-Vignes: Gastfamilien gesucht',
  'Jagdgenossenschaft: Einladung zur Versammlung',
  'Wasserversorgung: Ergebnisse der Trinkwasseruntersuchung',
  'Bürgerbüro: Termine online buchen',
  'Rathaus: Hinweise zur Grundsteuer',
  'Kommunale Wärmeplanung: Sprechstunde der Klimaschutzmanagerin',
  'Volkshochschule: neue Kurse in Musterstadt',
  'Jugendhaus: Programm für die kommenden Wochen',
  'Baustellen im Stadtgebiet: aktuelle Verkehrsführung',
  'Grundschule Musterstadt: Schulanmeldung',
  'Drei-Linden-Grundschule: Tag der offenen Tür',
  'Ehrung langjähriger Blutspenderinnen und Blutspender',
  'Hundesteuer: Hinweise zur Anmeldung',
];

/** Jahreszeitliche Themen je Monat (Index 0 = Januar). */
const MONATSTHEMEN: readonly (readonly string[])[] = [
  ['Neujahrsempfang der Stadt', 'Weihnachtsbaumabholung durch die Jugendfeuerwehr', 'Haushaltsberatungen im Gemeinderat'],
  ['Fasnet: Umzüge und Straßensperrungen', 'Rathausstürmung am Schmutzigen Donnerstag', 'Haushaltssatzung: öffentliche Bekanntmachung'],
  ['Aktion „Saubere Stadt“', 'Dorfputzete in Nordweil', 'Grünschnittannahme am Bauhof wieder geöffnet'],
  ['Osterferien: Öffnungszeiten der Stadtbücherei', 'Frühjahrsputz auf den Spielplätzen', 'Maibaumstellen in den Stadtteilen'],
  ['Freibad: Start in die Saison', 'Maihock der Vereine', 'Ferienprogramm: Anbieter gesucht'],
  ['Ferienprogramm: Anmeldung gestartet', 'Freibad: Öffnungszeiten und Preise', 'Sommerfeste der Kindergärten'],
  ['Sommerkonzerte im Kurpark', 'Rathaus: Öffnungszeiten in den Sommerferien', 'Gemeinderat vor der Sommerpause'],
  ['Sommerferien: Sprechzeiten der Ortsverwaltungen', 'Schwimmabzeichen im Freibad', 'Ferienprogramm: Rückblick'],
  ['Schulanfang: Vorsicht auf dem Schulweg', 'Herbstmarkt und verkaufsoffener Sonntag', 'Freibad: letzter Badetag'],
  ['Laub- und Grünschnittannahme', 'Streuobstwiesen: Obst zur freien Ernte', 'Bürgerversammlung in den Stadtteilen'],
  ['Volkstrauertag: Gedenkfeiern', 'Martinsumzüge der Kindergärten', 'Haushaltsentwurf für das kommende Jahr'],
  ['Weihnachtsmarkt auf dem Marktplatz', 'Winterdienst: Räum- und Streupflicht', 'Rathaus: Öffnungszeiten über die Feiertage'],
];

function isoDatum(d: Date): string {
  const y = d.getUTCFullYear();
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const t = String(d.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${t}`;
}

/** Einfacher, deterministischer Pseudozufall (lineare Kongruenz). */
function naechsterWert(seed: number): number {
  return (Math.imul(seed, 1103515245) + 12345) >>> 0;
}

/** Höherwertige Bits sind bei der linearen Kongruenz gleichmäßiger verteilt. */
function auswahl(seed: number, n: number): number {
  return (seed >>> 16) % n;
}

function themenFuer(datum: Date, laufendeNummer: number): string[] {
  const monat = datum.getUTCMonth();
  const saison = MONATSTHEMEN[monat] ?? [];
  const themen: string[] = [];
  if (saison.length > 0) {
    themen.push(saison[laufendeNummer % saison.length] as string);
  }
  let seed = naechsterWert(laufendeNummer * 7919 + datum.getUTCFullYear());
  // 1 bis 3 weitere Themen, insgesamt also 2 bis 4.
  const anzahl = 1 + auswahl(seed, 3);
  while (themen.length < anzahl + 1) {
    seed = naechsterWert(seed);
    const thema = ALLGEMEINE_THEMEN[auswahl(seed, ALLGEMEINE_THEMEN.length)] as string;
    if (!themen.includes(thema)) {
      themen.push(thema);
    }
  }
  return themen;
}

function erzeugeAusgaben(): SeedAmtsblatt[] {
  const ausgaben: SeedAmtsblatt[] = [];
  const ende = new Date(`${LETZTE_AUSGABE}T00:00:00Z`).getTime();
  let jahr = 0;
  let ausgabe = 0;
  let laufend = 0;
  for (let d = new Date(`${ERSTE_AUSGABE}T00:00:00Z`); d.getTime() <= ende; d.setUTCDate(d.getUTCDate() + 7)) {
    const datum = isoDatum(d);
    if (KEINE_AUSGABE.has(datum)) continue;
    if (d.getUTCFullYear() !== jahr) {
      jahr = d.getUTCFullYear();
      ausgabe = 0;
    }
    ausgabe += 1;
    laufend += 1;
    ausgaben.push({
      id: jahr * 100 + ausgabe,
      ausgabe,
      jahr,
      datum,
      themen: themenFuer(d, laufend),
    });
  }
  return ausgaben;
}

export const amtsblatt: SeedAmtsblatt[] = erzeugeAusgaben();
