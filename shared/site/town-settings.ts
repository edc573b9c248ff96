/**
 * Placeholders for town settings in CMS text: `{{legal.vatId}}` stands for TOWN_LEGAL.vatId,
 * `{{provider.buchung}}` for the operator of a consent-gated embed (shared/components/consent/
 * providers.ts). Editors write the placeholder; visitors, the search and every feed see the value.
 * An unknown placeholder stays as written, so the placeholder check over the crawl finds it.
 */
import { TOWN_LEGAL } from './town';
import { PROVIDERS, type ProviderId } from '../components/consent/providers';

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+(?:\.[a-zA-Z]+)*)\s*\}\}/g;

function lookup(path: string): string | undefined {
  const [root, ...rest] = path.split('.');
  if (root === 'provider' && rest.length === 1) {
    const p = PROVIDERS[rest[0] as ProviderId];
    return p ? `${p.name} (${p.betreiber})` : undefined;
  }
  if (root !== 'legal') return undefined;
  let value: unknown = TOWN_LEGAL;
  for (const key of rest) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : undefined;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text with every known placeholder replaced; `html` escapes the values for HTML text. */
export function fillTownSettings(text: string, options: { html: boolean }): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, path: string) => {
    const value = lookup(path);
    if (value === undefined) return whole;
    return options.html ? escapeHtml(value) : value;
  });
}

/** Every placeholder path that names a setting (README "Town settings" lists them). */
export function townSettingPaths(): string[] {
  const out: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out.push(prefix);
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) walk(v, `${prefix}.${k}`);
  };
  walk(TOWN_LEGAL, 'legal');
  for (const id of Object.keys(PROVIDERS)) out.push(`provider.${id}`);
  return out;
}
