import { wetterList, WETTER_ICONS, type WetterIcon } from '../contract';
import { implement } from '../../../../server/cms/contract/implement';

const isIcon = (v: string): v is WetterIcon => (WETTER_ICONS as readonly string[]).includes(v);

export const operations = [
  implement(wetterList, async (_input, ctx) => {
    const rows = await ctx.db.selectFrom('wetter').select(['station', 'icon', 'act_temperature', 'condition']).orderBy('sortierung').execute();
    // An icon the header does not know shows as a cloud (Weather.tsx); the contract names seven.
    return rows.map((r) => ({ ...r, icon: isIcon(r.icon) ? r.icon : 'cloudy' }));
  }),
];
