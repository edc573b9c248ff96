import type { SeedContext } from '../../seed/step';
import { MEDIA_KEYS } from './media-keys';

/** The keys of the demo images the media list does not have yet (all of them on a fresh database). */
export async function missingMedia(ctx: SeedContext): Promise<string[]> {
  const have = new Set((await ctx.db.selectFrom('medium').select('key').execute()).map((r) => r.key));
  return MEDIA_KEYS.filter((k) => !have.has(k));
}
