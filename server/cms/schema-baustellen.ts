import type { Migration } from './migrations';

/** Tables of this part of the CMS (Kysely row types). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BaustellenTables {}

export const baustellenMigration: Migration | null = null;
