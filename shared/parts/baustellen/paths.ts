/** Addresses and words of the construction-site and plot pages (used by loaders and pages alike). */
import type { BaustellenStatus, FlaechenArt, FlaechenStatus, PhasenStatus } from './values';

export { FLAECHEN_STATUS, ORTSTEILE } from './values';

export const BAUSTELLEN_PATH = '/wirtschaft/baustellen/';
export const PARKEN_PATH = '/wirtschaft/baustelle-parken/';
export const UMBAU_PATH = '/wirtschaft/baustelle-umbaumassnahmen/';

export const baustellePath = (slug: string) => `${BAUSTELLEN_PATH}${slug}`;
export const parkenPath = (slug: string) => `${PARKEN_PATH}${slug}`;
export const umbauPath = (slug: string) => `${UMBAU_PATH}${slug}`;

export const FLAECHEN_PATHS: Record<FlaechenArt, string> = {
  gewerbe: '/wirtschaft/gewerbeflaechen/',
  wohnen: '/wirtschaft/wohnflaechen/',
};
export const flaechePath = (art: FlaechenArt, slug: string) => `${FLAECHEN_PATHS[art]}${slug}`;

export const FLAECHEN_TITEL: Record<FlaechenArt, string> = { gewerbe: 'Gewerbeflächen', wohnen: 'Wohnbauflächen' };

export const PHASEN_STATUS_TEXT: Record<PhasenStatus, string> = {
  abgeschlossen: 'abgeschlossen',
  laufend: 'läuft derzeit',
  geplant: 'geplant',
};

export const BAUSTELLEN_STATUS_TEXT: Record<BaustellenStatus, string> = {
  aktuell: 'Aktuelle Baustelle',
  geplant: 'Geplante Baustelle',
  abgeschlossen: 'Abgeschlossene Baustelle',
};

/** Choices of the list's status filter; '' = current and planned sites. */
export const BAUSTELLEN_FILTER: { value: '' | BaustellenStatus; label: string }[] = [
  { value: '', label: 'Aktuelle und geplante' },
  { value: 'aktuell', label: 'Nur aktuelle' },
  { value: 'geplant', label: 'Nur geplante' },
  { value: 'abgeschlossen', label: 'Abgeschlossene' },
];

export const FLAECHEN_STATUS_TEXT: Record<FlaechenStatus, string> = {
  verfuegbar: 'verfügbar',
  reserviert: 'reserviert',
  verkauft: 'verkauft',
};

const QM = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const EURO = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const EURO_CENT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '4.850 m²' */
export const formatQm = (qm: number) => `${QM.format(qm)} m²`;

/** '95 €', '92,50 €' (cents only when there are any). */
export const formatEuro = (euro: number) => `${(Number.isInteger(euro) ? EURO : EURO_CENT).format(euro)} €`;

/** '95 € je m²', or „auf Anfrage“ when the CMS gives no price. */
export const formatPreis = (preis: number | null) => (preis === null ? 'auf Anfrage' : `${formatEuro(preis)} je m²`);
