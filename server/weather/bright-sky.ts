import fetch from 'node-fetch';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Wetter, WetterIcon } from '../../shared/parts/wetter/contract';
import { TOWN } from '../../shared/site/town';

/**
 * The header's weather from a live source (WEATHER_URL): a Bright Sky `current_weather` address, the
 * German Weather Service's (DWD) open data for the town's coordinates, e.g.
 * https://api.brightsky.dev/current_weather?lat=48.12&lon=7.85
 *
 * One request per 15 minutes at most, whatever the traffic; a failed or malformed answer is logged and
 * swallowed (spec §8): the last good value stays on show for up to three hours, after that the header
 * shows no weather rather than an old one.
 */

/** The part of Bright Sky's answer the header needs (https://brightsky.dev/docs/#/operations/getCurrentWeather). */
const BrightSkyAnswer = z.object({
  weather: z.object({
    temperature: z.number().nullable(),
    icon: z.string().nullable(),
    condition: z.string().nullable().optional(),
  }),
});

/** Bright Sky's icons (clear-day … thunderstorm) on the seven of the spec (§9). */
const ICONS: Record<string, WetterIcon> = {
  'clear-day': 'sunny',
  'clear-night': 'sunny',
  'partly-cloudy-day': 'partly-cloudy',
  'partly-cloudy-night': 'partly-cloudy',
  cloudy: 'cloudy',
  wind: 'cloudy',
  fog: 'foggy',
  rain: 'rainy',
  sleet: 'rainy',
  snow: 'snow',
  hail: 'snow',
  thunderstorm: 'stormy',
};

/** German words for what Bright Sky reports, the icon first (it tells day and night apart). */
const CONDITIONS: Record<string, string> = {
  'clear-day': 'sonnig',
  'clear-night': 'klar',
  'partly-cloudy-day': 'leicht bewölkt',
  'partly-cloudy-night': 'leicht bewölkt',
  cloudy: 'bewölkt',
  wind: 'windig',
  fog: 'Nebel',
  rain: 'Regen',
  sleet: 'Schneeregen',
  snow: 'Schnee',
  hail: 'Hagel',
  thunderstorm: 'Gewitter',
  dry: 'trocken',
};

/** The answer as the header shows it, or null when it says nothing usable. */
export function toWetter(answer: unknown): Wetter[] | null {
  const parsed = BrightSkyAnswer.safeParse(answer);
  if (!parsed.success) return null;
  const { temperature, icon, condition } = parsed.data.weather;
  if (temperature === null || !Number.isFinite(temperature)) return null;
  const key = icon ?? condition ?? '';
  return [
    {
      station: TOWN.name,
      icon: ICONS[key] ?? 'cloudy',
      act_temperature: Math.round(temperature * 10) / 10,
      condition: CONDITIONS[key] ?? (condition ? (CONDITIONS[condition] ?? 'wechselhaft') : 'wechselhaft'),
    },
  ];
}

export interface WeatherSourceOptions {
  url: string;
  logger: Logger;
  /** How long an answer is reused (15 minutes). */
  freshMs?: number;
  /** How long the last good answer stands in for failed ones (3 hours). */
  keepMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** A function answering the current weather, fetched at most once per `freshMs`. */
export function brightSkySource(options: WeatherSourceOptions): () => Promise<Wetter[] | null> {
  const { url, logger } = options;
  const freshMs = options.freshMs ?? 15 * 60_000;
  const keepMs = options.keepMs ?? 3 * 60 * 60_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const now = options.now ?? Date.now;
  let good: { at: number; value: Wetter[] } | null = null;
  let triedAt = -Infinity;
  let inflight: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    triedAt = now();
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!res.ok) throw new Error(`Antwort ${res.status}`);
      const value = toWetter(await res.json());
      if (!value) throw new Error('Antwort ohne verwertbares Wetter');
      good = { at: now(), value };
    } catch (error) {
      logger.warn({ err: error }, 'Wetterdienst nicht erreichbar: es bleibt beim letzten Wert');
    }
  }

  return async () => {
    // A failed try also waits its 15 minutes: an outage of the service costs no time on every page.
    if (now() - triedAt >= freshMs) {
      inflight ??= refresh().finally(() => {
        inflight = null;
      });
      // The first answer is awaited; later ones are served from memory while the refresh runs.
      if (!good) await inflight;
    }
    return good && now() - good.at < keepMs ? good.value : null;
  };
}
