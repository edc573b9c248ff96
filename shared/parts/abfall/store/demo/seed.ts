import crypto from 'node:crypto';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import type { AbfallartKey } from './types';
import { abfallarten, abfuhrbezirke, abfuhrtermine, strassen } from './abfall';

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

const BATCH = 50;

/** Waste types, collection districts, their streets and the collection dates (demo/abfall.ts). */
export const work: SeedWork = {
  async run(ctx) {
    const db = ctx.db;
    await db
      .insertInto('abfallart')
      .values(
        abfallarten.map((a, i) => ({
          id: a.id,
          key: a.key,
          titel: a.titel,
          kuerzel: ABFALL_KUERZEL[a.key],
          farbe: a.farbe,
          hinweis: a.hinweis,
          sortierung: i + 1,
        })),
      )
      .execute();
    await db
      .insertInto('abfuhrbezirk')
      .values(abfuhrbezirke.map((b) => ({ nr: b.nr, titel: b.titel, ortsteil: b.ortsteil })))
      .execute();
    const strassenRows = strassen.map((s) => ({ id: s.id, uuid: strasseUuid(s.id), name: s.name, ortsteil: s.ortsteil, abfuhrbezirk_nr: s.abfuhrbezirk }));
    for (let i = 0; i < strassenRows.length; i += BATCH)
      await db
        .insertInto('abfall_strasse')
        .values(strassenRows.slice(i, i + BATCH))
        .execute();
    const artId = new Map(abfallarten.map((a) => [a.key, a.id]));
    const termine = abfuhrtermine.map((t) => {
      const abfallart_id = artId.get(t.abfallart_key);
      if (abfallart_id === undefined) throw new Error(`Abfuhrtermin ${t.datum}: unbekannte Abfallart ${t.abfallart_key}`);
      return { abfuhrbezirk_nr: t.abfuhrbezirk, abfallart_id, datum: t.datum, hinweis: t.hinweis ?? null };
    });
    for (let i = 0; i < termine.length; i += BATCH)
      await db
        .insertInto('abfuhrtermin')
        .values(termine.slice(i, i + BATCH))
        .execute();
  },
};
