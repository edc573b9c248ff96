/**
 * Aktuelle Wetterwerte der Messstationen (Demo, Ende November).
 */
import type { Wetter } from '../../contract';

export const wetter: Wetter[] = [
  { station: 'Musterstadt', icon: 'partly-cloudy', act_temperature: 6, condition: 'leicht bewölkt' },
  { station: 'Bombach', icon: 'cloudy', act_temperature: 7, condition: 'bedeckt' },
  { station: 'Hecklingen', icon: 'foggy', act_temperature: 4, condition: 'Nebel' },
  { station: 'Nordweil', icon: 'snow', act_temperature: 1, condition: 'leichter Schneefall' },
];
