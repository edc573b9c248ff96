import type { OpenedDb } from '../../server/cms/db';
import { seedDatabase } from '../../server/cms/seed/run';
import { createSearch } from '../../server/cms/search/engine';
import { searchSources } from '../../server/cms';

/** Fills a fresh store with the demo content and builds its search index: the template that test files copy. */
export async function seedTemplate(store: OpenedDb, filesDir: string): Promise<void> {
  await seedDatabase(store, filesDir, { demo: true });
  await createSearch(store, { db: store.db, sources: searchSources() }).refresh();
}
