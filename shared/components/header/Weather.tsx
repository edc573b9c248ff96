import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/icon-names';
import type { Wetter, WetterIcon } from '../../contract/wetter';

/** Spec §9: one icon for each of the seven conditions. */
export const WEATHER_ICONS: Record<WetterIcon, IconName> = {
  sunny: 'sun',
  cloudy: 'cloud',
  snow: 'cloud-snow',
  stormy: 'cloud-lightning',
  foggy: 'cloud-fog',
  rainy: 'cloud-rain',
  'partly-cloudy': 'cloud-sun',
};

/** Spec §2.6/§7: "temperature°C, condition" with an icon; nothing when the weather call failed. */
export function Weather({ weather }: { weather: Wetter | null | undefined }) {
  if (!weather) return null;
  const temperature = Math.round(weather.act_temperature);
  return (
    <p className="st-weather">
      <Icon className="st-weather__icon" name={WEATHER_ICONS[weather.icon] ?? 'cloud'} />
      <span className="st-visually-hidden">Aktuelles Wetter in {weather.station}: </span>
      <span>
        {temperature}°C, {weather.condition}
      </span>
    </p>
  );
}
