/**
 * Publishing, as every part with content a visitor sees only while it is published and valid knows it
 * (the CMS core's visibility rules, server/cms/visibility.ts; the desk shows it). Zod-free.
 */

/** What a visitor sees of an item now: stored as draft or published, the rest follows from the dates and the clock. */
export const STATUS = ['entwurf', 'geplant', 'veroeffentlicht', 'abgelaufen'] as const;
export type Status = (typeof STATUS)[number];

export const STATUS_TITEL: Record<Status, string> = {
  entwurf: 'Entwurf',
  geplant: 'geplant',
  veroeffentlicht: 'veröffentlicht',
  abgelaufen: 'abgelaufen',
};

/** How an item is stored: a draft nobody outside sees, or published (from its start, until its end). */
export type Gespeichert = 'entwurf' | 'veroeffentlicht';
