import type { SeedWork } from '../../../../../server/cms/seed/step';
import { wetter } from './wetter';

/** The weather of the four stations (demo/wetter.ts), measured now. */
export const work: SeedWork = {
  async run(ctx) {
    const gemessen = ctx.now.toISOString();
    await ctx.db
      .insertInto('wetter')
      .values(wetter.map((w, i) => ({ station: w.station, sortierung: i, icon: w.icon, act_temperature: w.act_temperature, condition: w.condition, gemessen })))
      .execute();
  },
};
