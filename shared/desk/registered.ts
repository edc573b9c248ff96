import type { SitePart } from '../parts/part';
import { ART_NAME, type DeskArt } from './kind';

/**
 * The desk's kinds of every part of the registry, by name, in the registry's order (ADR 39). Throws on
 * a name that is no address segment or that two kinds share, so such a site does not start.
 */
export function artenOf(parts: readonly SitePart[]): ReadonlyMap<string, DeskArt> {
  const arten = new Map<string, DeskArt>();
  for (const part of parts) {
    for (const art of part.desk ?? []) {
      if (!ART_NAME.test(art.name)) throw new Error(`Redaktion: Der Name der Art „${art.name}“ (Teil ${part.name}) ist kein Adressteil (${ART_NAME}).`);
      if (arten.has(art.name)) throw new Error(`Redaktion: Zwei Arten heißen „${art.name}“ (zuletzt im Teil ${part.name}).`);
      arten.set(art.name, art);
    }
  }
  return arten;
}

let registered: Promise<ReadonlyMap<string, DeskArt>> | null = null;

/**
 * The registry's kinds, for the desk's loaders (server only). The registry is imported when first
 * asked for: it lists the desk's own part, whose routes import the loaders that ask.
 */
export function registeredArten(): Promise<ReadonlyMap<string, DeskArt>> {
  registered ??= import('../parts/registry').then(({ parts }) => artenOf(parts));
  return registered;
}
