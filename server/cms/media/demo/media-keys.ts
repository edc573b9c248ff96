/**
 * The keys of the demo images, apart from their drawings (media.ts): a start checks with this small
 * module whether the media list misses any, without loading the drawings.
 */
export const FOTO_KEYS = [
  'rathaus',
  'marktplatz',
  'kirche',
  'schwarzwald-panorama',
  'wald-weg',
  'wiesental',
  'fachwerk',
  'bach',
  'winterlandschaft',
  'herbstwald',
  'feuerwehrhaus',
  'feuerwehrauto',
  'schule',
  'spielplatz',
  'baustelle',
  'strasse',
  'freibad',
  'sporthalle',
  'buecherei',
  'fasnet',
  'wochenmarkt',
  'konzert',
  'solardach',
  'windrad',
  'radweg',
  'park-bank',
  'jugendhaus',
  'muelltonnen',
  'ratssaal',
  'wahlurne',
] as const;

export const HERO_KEYS = [
  'hero-stadt',
  'hero-huegel',
  'hero-wald',
  'hero-winter',
  'hero-sommer',
  'hero-rathaus',
  'hero-feuerwehr',
  'hero-schule',
  'hero-schule-gruen',
  'hero-fasnet',
  'hero-wandern',
  'hero-wirtschaft',
] as const;

/** How many different portrait placeholders there are (portraet-01 …); the council's demo uses one per person. */
export const PORTRAIT_COUNT = 40;
export const portraitKey = (n: number) => `portraet-${String(n).padStart(2, '0')}`;
export const PORTRAIT_KEYS = Array.from({ length: PORTRAIT_COUNT }, (_, i) => portraitKey(i + 1));

export const MEDIA_KEYS: readonly string[] = [...FOTO_KEYS, ...HERO_KEYS, ...PORTRAIT_KEYS];
