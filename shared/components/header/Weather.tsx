import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/icon-names';
import type { Wetter, WetterIcon } from '../../parts/wetter/contract';
import { TOWN } from '../../site/town';

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

/**
 * Spec §2.6/§7: "temperature°C, condition" with an icon, linked to the weather station's page (a town
 * setting); nothing when the weather call failed.
 */
export function Weather({ weather }: { weather: Wetter | null | undefined }) {
  if (!weather) return null;
  const temperature = Math.round(weather.act_temperature);
  return (
    <p className="st-weather">
      <a className="st-topbar__link st-weather__link" href={TOWN.weatherStation.href} target="_blank" rel="noopener noreferrer">
        <Icon className="st-weather__icon" name={WEATHER_ICONS[weather.icon] ?? 'cloud'} />
        <span className="st-visually-hidden">Aktuelles Wetter in {weather.station}: </span>
        <span>
          {temperature}°C, {weather.condition}
        </span>
        <span className="st-visually-hidden">. {TOWN.weatherStation.name} (öffnet in einem neuen Fenster)</span>
      </a>
    </p>
  );
}
