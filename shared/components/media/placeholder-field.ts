/**
 * The field in which the server gives a CMS image (`Bild`) its blurred placeholder as a `data:` URL
 * (server/media/placeholder.ts). Not part of the CMS contract: the site adds it to what a loader
 * answered, and an image without it shows the placeholder from the image service.
 */
export const PLACEHOLDER_FIELD = 'platzhalter';

/** The inline placeholder the server gave this image, if any. */
export function inlinePlaceholder(bild: object): string | null {
  const value = (bild as Record<string, unknown>)[PLACEHOLDER_FIELD];
  return typeof value === 'string' && value.startsWith('data:image/') ? value : null;
}
