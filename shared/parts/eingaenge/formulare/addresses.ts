/**
 * Where the citizen forms live and how many photos each takes: what the route table needs of them.
 * Kept apart from definitions.ts (fields, rules, texts), so the route table, which every page's first
 * script loads, does not carry the forms themselves.
 */
export const FORM_ADDRESSES = {
  schadensmeldung: { pfad: '/rathaus/schadensmeldung/', fotos: 3 },
  fehlermeldung: { pfad: '/rathaus/fehler-melden/', fotos: 0 },
  kontakt: { pfad: '/rathaus/kontakt/', fotos: 0 },
} as const;
