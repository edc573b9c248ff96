import type { Migration } from '../store/migrate';

/** Images of the media list (medium): stored under DATA_DIR/medien, shown through the image service. */
export interface MedienTables {
  medium: { key: string; datei: string; alt: string; breite: number; hoehe: number };
}

export const migrations: Migration[] = [
  {
    name: 'medien-1',
    legacyId: 1,
    sql: (_d) => /* sql */ `
    CREATE TABLE medium (
      key TEXT PRIMARY KEY,
      datei TEXT NOT NULL,
      alt TEXT NOT NULL,
      breite INTEGER NOT NULL,
      hoehe INTEGER NOT NULL
    );
    `,
  },
];
