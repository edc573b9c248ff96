import type { Migration } from '../../../../server/cms/part';

/** Weather of the header (spec §7 /api/wetter), one row per station. */
export interface WetterTables {
  wetter: { station: string; sortierung: number; icon: string; act_temperature: number; condition: string; gemessen: string };
}

declare module '../../../../server/cms/schema' {
  /** Its tables join the store's row types (ADR 40). */
  interface Database extends WetterTables {}
}

export const migrations: Migration[] = [
  {
    name: 'wetter-1',
    legacyId: 1,
    sql: (d) => /* sql */ `
    CREATE TABLE wetter (
      station TEXT PRIMARY KEY,
      sortierung INTEGER NOT NULL,
      icon TEXT NOT NULL,
      act_temperature ${d.real} NOT NULL,
      condition TEXT NOT NULL,
      gemessen TEXT NOT NULL
    );
    `,
  },
];
