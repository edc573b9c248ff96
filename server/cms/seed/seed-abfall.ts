import crypto from 'node:crypto';
import type { SeedStep } from './steps';
import type { AbfallartKey } from './types-stadt';
import { abfallarten, abfuhrbezirke, abfuhrtermine, strassen } from './data/abfall';

/** Namespace of the street UUIDs (a fixed random UUID; never change it, links depend on it). */
export const STRASSE_UUID_NAMESPACE = '6f1c2a7e-4b3d-4e8a-9c51-2d7f0b8e3a64';

/**
 * The stable public id of a street: a UUIDv5 (RFC 9562 §5.5, SHA-1 name-based) of its id, so the
 * addresses /wirtschaft/abfallkalender/termine/{uuid} and calendar subscriptions stay valid when
 * the database is seeded again.
 */
export function strasseUuid(id: number): string {
  const ns = Buffer.from(STRASSE_UUID_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = crypto.createHash('sha1').update(ns).update(`abfall-strasse:${id}`).digest();
  const b = hash.subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50; // version 5
  b[8] = (b[8]! & 0x3f) | 0x80; // RFC variant
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Short forms for the printable year view; every one is explained in its legend. */
export const ABFALL_KUERZEL: Record<AbfallartKey, string> = {
  restmuell: 'R',
  bio: 'B',
  papier: 'P',
  'gelber-sack': 'G',
  sperrmuell: 'S',
  gruenschnitt: 'Gr',
  schadstoffe: 'Sch',
};

export const abfallSeed: SeedStep | null = {
  table: 'abfallart',
  run(sqlite) {
    const insArt = sqlite.prepare(
      'INSERT INTO abfallart (id, key, titel, kuerzel, farbe, hinweis, sortierung) VALUES (@id, @key, @titel, @kuerzel, @farbe, @hinweis, @sortierung)',
    );
    abfallarten.forEach((a, i) => insArt.run({ ...a, kuerzel: ABFALL_KUERZEL[a.key], sortierung: i + 1 }));
    const insBezirk = sqlite.prepare('INSERT INTO abfuhrbezirk (nr, titel, ortsteil) VALUES (@nr, @titel, @ortsteil)');
    for (const b of abfuhrbezirke) insBezirk.run(b);
    const insStrasse = sqlite.prepare(
      'INSERT INTO abfall_strasse (id, uuid, name, ortsteil, abfuhrbezirk_nr) VALUES (?, ?, ?, ?, ?)',
    );
    for (const s of strassen) insStrasse.run(s.id, strasseUuid(s.id), s.name, s.ortsteil, s.abfuhrbezirk);
    const artId = new Map(abfallarten.map((a) => [a.key, a.id]));
    const insTermin = sqlite.prepare('INSERT INTO abfuhrtermin (abfuhrbezirk_nr, abfallart_id, datum, hinweis) VALUES (?, ?, ?, ?)');
    for (const t of abfuhrtermine) insTermin.run(t.abfuhrbezirk, artId.get(t.abfallart_key), t.datum, t.hinweis ?? null);
  },
};
