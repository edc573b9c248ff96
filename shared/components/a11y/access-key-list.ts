import { HELP_ID, SEARCH_INPUT_ID, TOP_ID } from './access-keys';

export interface AccessKey {
  key: string;
  label: string;
  href: string;
}

/**
 * The shortcut menu of spec §2.8: access keys 1–8. Every target is a real address, so the links work
 * without JavaScript: fragments of elements every layout renders, or pages.
 */
export const ACCESS_KEYS: readonly AccessKey[] = [
  { key: '1', label: 'Hilfe', href: `#${HELP_ID}` },
  { key: '2', label: 'Suche', href: `#${SEARCH_INPUT_ID}` },
  { key: '3', label: 'Menü', href: '#hauptnavigation' },
  { key: '4', label: 'Inhalt', href: '#inhalt' },
  { key: '5', label: 'Seitenanfang', href: `#${TOP_ID}` },
  { key: '6', label: 'Kontaktinformationen', href: '#kontakt' },
  { key: '7', label: 'Kontaktformular', href: '/rathaus/kontakt/#kontaktformular' },
  { key: '8', label: 'Startseite', href: '/' },
];
