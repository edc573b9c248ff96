/**
 * Matching the street names of a waste authority's file to the town's streets.
 *
 * Files write the same street in many ways: 'Hauptstr.', 'Hauptstraße', 'HAUPTSTRASSE',
 * 'Haupt-Straße', 'Am  Bächle', 'Am Baechle'. `streetKey` reduces a name to one key, so that these
 * compare equal, and `matchStreets` maps every name of a file to a known street or reports it as
 * unknown (the desk shows the unknown ones; nothing is guessed).
 */

/**
 * The comparison key of a street name: lower case; ä/ö/ü as ae/oe/ue, ß as ss; 'Str.', 'Strasse',
 * 'Straße' (also joined by a hyphen or written apart) as 'str'; 'Pl.' as 'platz'; 'St.' as 'sankt';
 * hyphens, dots, commas and runs of spaces as one space.
 */
export function streetKey(name: string): string {
  let s = name.normalize('NFC').toLowerCase();
  s = s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  // Other accents (é in 'Rue de Sévres'), after the German ones, which have their own spelling.
  s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  // 'str.' / 'strasse' at a word's end or as a word of its own: 'Hauptstr.', 'Haupt-Straße', 'Lange Str'.
  s = s.replace(/(^|[\s-])?str(?:asse|\.|(?=\s|$|-))/g, (_m, sep: string | undefined) => (sep && sep.trim() === '' ? ' str' : 'str'));
  s = s.replace(/pl\.(?=\s|$)/g, 'platz');
  s = s.replace(/(^|\s)st\.\s*/g, '$1sankt ');
  s = s
    .replace(/[-.,/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // 'lange str' and 'langestr' are the same street in every file seen; the key joins them.
  s = s.replace(/ str\b/g, 'str');
  return s;
}

export interface StreetMatch<T> {
  /** Each distinct name of the file (as first written) with the known street it names. */
  matched: Map<string, T>;
  /** Names of the file that name no known street, in the order they first appear. */
  unknown: string[];
}

/**
 * Maps the names of a file to known streets by `streetKey`. `known` lists the town's streets with the
 * name to compare; two known streets with the same key are an error of the town's data and the first
 * one wins (so the result does not depend on the order of the file).
 */
export function matchStreets<T>(names: Iterable<string>, known: Iterable<{ name: string; street: T }>): StreetMatch<T> {
  const byKey = new Map<string, T>();
  for (const k of known) {
    const key = streetKey(k.name);
    if (!byKey.has(key)) byKey.set(key, k.street);
  }
  const matched = new Map<string, T>();
  const unknown: string[] = [];
  const seenUnknown = new Set<string>();
  for (const name of names) {
    if (matched.has(name)) continue;
    const street = byKey.get(streetKey(name));
    if (street !== undefined) matched.set(name, street);
    else {
      const key = streetKey(name);
      if (!seenUnknown.has(key)) {
        seenUnknown.add(key);
        unknown.push(name.trim());
      }
    }
  }
  return { matched, unknown };
}
