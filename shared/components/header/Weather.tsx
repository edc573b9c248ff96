import { Cloud, CloudFog, CloudLightning, CloudRain, CloudSnow, CloudSun, Sun, type LucideIcon } from 'lucide-react';
import type { Wetter, WetterIcon } from '../../api/types';

const ICONS: Record<WetterIcon, LucideIcon> = {
  sunny: Sun,
  cloudy: Cloud,
  snow: CloudSnow,
  stormy: CloudLightning,
  foggy: CloudFog,
  rainy: CloudRain,
  'partly-cloudy': CloudSun,
};

/** Spec §2.6/§7: "temperature°C, condition" with an icon; nothing when the weather call failed. */
export function Weather({ weather }: { weather: Wetter | null | undefined }) {
  if (!weather) return null;
  const Icon = ICONS[weather.icon] ?? Cloud;
  const temperature = Math.round(weather.act_temperature);
  return (
    <p className="st-weather">
      <Icon className="st-weather__icon" aria-hidden="true" focusable="false" size={20} />
      <span className="st-visually-hidden">Aktuelles Wetter in {weather.station}: </span>
      <span>
        {temperature}°C, {weather.condition}
      </span>
    </p>
  );
}
