/**
 * The main theme's colours from the town file (spec §9: primary red, secondary blue) as the
 * stylesheet's tokens (client/styles/tokens.css): the colour, a darker one for hover and a light tint
 * for backgrounds. The town file's check (server/town/file.ts) asks for 4.5:1 of each colour on white
 * and on its tint, the pairs the stylesheet uses for text.
 */
export interface ThemeColours {
  primary: string;
  secondary: string;
}

/** The stylesheet's own colours: a town with these needs no stylesheet of its own. */
export const DEFAULT_THEME: ThemeColours = { primary: '#b3001b', secondary: '#004f9f' };

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The colour mixed with `other` by `share` (0…1). */
export function mix(colour: string, other: string, share: number): string {
  const a = rgb(colour);
  const b = rgb(other);
  return hex(a.map((v, i) => v * (1 - share) + b[i]! * share));
}

/** Relative luminance (WCAG 2.1). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours (WCAG 2.1). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const darker = (colour: string) => mix(colour, '#000000', 0.23);
export const tint = (colour: string) => mix(colour, '#ffffff', 0.92);

/** The tokens of the main theme as a CSS rule (`html:root` outranks the stylesheet's `:root` wherever it stands). */
export function themeTokens(theme: ThemeColours): string {
  const p = theme.primary.toLowerCase();
  const s = theme.secondary.toLowerCase();
  return `html:root{--st-red:${p};--st-red-dark:${darker(p)};--st-red-tint:${tint(p)};--st-blue:${s};--st-blue-dark:${darker(s)};--st-blue-tint:${tint(s)}}`;
}

/** The address of the town's colours' stylesheet, or null when the town keeps the stylesheet's own colours. */
export function themeStylesheetHref(theme: ThemeColours): string | null {
  const p = theme.primary.toLowerCase();
  const s = theme.secondary.toLowerCase();
  if (p === DEFAULT_THEME.primary && s === DEFAULT_THEME.secondary) return null;
  return `/stadt/farben.css?v=${p.slice(1)}${s.slice(1)}`;
}
