/**
 * An address as a person types it ("Hauptstraße 12a, Bombach", "hauptstr. 12"), checked against the
 * town's streets (the waste calendar's list, ADR 52). Plain module: the form's rules run it in the
 * browser and on the server alike.
 */

export interface Strasse {
  name: string;
  /** The district ('' for a road outside any). */
  ortsteil: string;
}

export interface Adresse {
  strasse: string;
  ortsteil: string;
  /** '12', '12a' or '' (a street without a number). */
  nummer: string;
}

/** 'Hauptstr.' and 'hauptstrasse' both read 'hauptstrasse'; umlauts as their base letters with e. */
export function strassenSchluessel(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/str\.?$/, 'strasse')
    .replace(/str\.?(?=\s|-)/g, 'strasse')
    .replace(/[^a-z0-9]+/g, '');
}

/** The parts of typed text: the street, the house number, a district after a comma. */
export function zerlegeAdresse(text: string): { strasse: string; nummer: string; ortsteil: string } {
  const [vorne = '', ...rest] = text.split(',');
  const ortsteil = rest.join(',').trim();
  const m = /^(.*?)\s*(\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?)\s*$/.exec(vorne.trim());
  return m?.[1] ? { strasse: m[1].trim(), nummer: m[2]!.replace(/\s+/g, ''), ortsteil } : { strasse: vorne.trim(), nummer: '', ortsteil };
}

/** Levenshtein distance, cut off above `max` (short street names). */
function distanz(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Streets whose names come close to what was typed, best first (at most three names). */
export function aehnlicheStrassen(typed: string, strassen: readonly Strasse[]): string[] {
  const key = strassenSchluessel(typed);
  if (!key) return [];
  const scored = new Map<string, number>();
  for (const s of strassen) {
    const k = strassenSchluessel(s.name);
    const d = k.startsWith(key) || key.startsWith(k) ? 0.5 : distanz(key, k, Math.max(2, Math.floor(key.length / 4)));
    if (d <= Math.max(2, Math.floor(key.length / 4))) scored.set(s.name, Math.min(scored.get(s.name) ?? Infinity, d));
  }
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0], 'de'))
    .slice(0, 3)
    .map(([n]) => n);
}

const liste = (names: readonly string[]) =>
  names.length > 1
    ? `${names
        .slice(0, -1)
        .map((n) => `„${n}“`)
        .join(', ')} oder „${names.at(-1)}“`
    : `„${names[0]}“`;

/**
 * The address of typed text among the town's streets, or a German message: the street unknown (with
 * the names that come close), or a name two districts share without the district.
 */
export function pruefeAdresse(text: string, strassen: readonly Strasse[]): { adresse: Adresse } | { fehler: string } {
  const t = zerlegeAdresse(text);
  const key = strassenSchluessel(t.strasse);
  const treffer = strassen.filter((s) => strassenSchluessel(s.name) === key);
  if (!treffer.length) {
    const vorschlaege = aehnlicheStrassen(t.strasse, strassen);
    return {
      fehler: `Die Straße „${t.strasse}“ kennen wir in ${strassen.length ? 'unserer Stadt' : 'unserem Straßenverzeichnis'} nicht.${
        vorschlaege.length ? ` Meinten Sie ${liste(vorschlaege)}?` : ''
      } Bitte prüfen Sie die Schreibweise, oder markieren Sie die Stelle auf der Karte.`,
    };
  }
  const ortsteile = [...new Set(treffer.map((s) => s.ortsteil).filter(Boolean))];
  let ortsteil = ortsteile.length === 1 ? ortsteile[0]! : '';
  if (ortsteile.length > 1) {
    const gewaehlt = ortsteile.find((o) => strassenSchluessel(o) === strassenSchluessel(t.ortsteil));
    if (!gewaehlt) {
      return {
        fehler: `Die ${treffer[0]!.name} gibt es in ${ortsteile.slice(0, -1).join(', ')} und ${ortsteile.at(-1)}. Bitte ergänzen Sie den Ortsteil, zum Beispiel „${treffer[0]!.name}${t.nummer ? ` ${t.nummer}` : ''}, ${ortsteile.at(-1)}“.`,
      };
    }
    ortsteil = gewaehlt;
  }
  return { adresse: { strasse: treffer[0]!.name, ortsteil, nummer: t.nummer } };
}

/** How an address reads: 'Hauptstraße 12, Bombach'. */
export const adresseText = (a: Adresse, mitOrtsteil = false) =>
  `${a.strasse}${a.nummer ? ` ${a.nummer}` : ''}${mitOrtsteil && a.ortsteil ? `, ${a.ortsteil}` : ''}`;
