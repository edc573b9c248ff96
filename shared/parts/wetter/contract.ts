import { z } from 'zod';
import { operation, json } from '../../contract/operation';

/** Weather display in the header (spec §7 /api/wetter). */

export const WETTER_ICONS = ['sunny', 'cloudy', 'snow', 'stormy', 'foggy', 'rainy', 'partly-cloudy'] as const;
export type WetterIcon = (typeof WETTER_ICONS)[number];

export const Wetter = z
  .object({
    station: z.string().min(1),
    icon: z.enum(WETTER_ICONS),
    act_temperature: z.number().describe('Temperature in °C.'),
    condition: z.string().describe("German text, e.g. 'leicht bewölkt'."),
  })
  .meta({ id: 'Wetter', description: 'Current weather (Wetter) of one station; the header shows `act_temperature°C, condition` with an icon.' });
export type Wetter = z.infer<typeof Wetter>;

const WetterResponse = z
  .array(Wetter)
  .meta({ id: 'WetterResponse', description: 'A plain JSON array (no `data` envelope), one entry per station; the first is the town itself.' });

export const wetterList = operation({
  id: 'getWetter',
  method: 'GET',
  path: '/wetter',
  tag: 'Wetter',
  summary: 'Current weather of the stations',
  description: 'Weather for the site header (spec §7). Answers a plain JSON array, not `{ data }`. On non-main layouts the site uses the first element.',
  answer: json(WetterResponse),
  answerDescription: 'The stations in display order.',
  maxAge: 300,
});
