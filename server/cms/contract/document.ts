import { openApiDocument } from './openapi';
import { parts } from '../registry';
import { parts as siteParts } from '../../../shared/parts/registry';
import type { SitePart } from '../../../shared/parts/part';

/** The tags of the core services' operations (images and documents, server/cms/media and server/cms/files). */
export const CORE_TAGS: Readonly<Record<string, string>> = {
  Dateien: 'Documents and images.',
};

/** The OpenAPI tags of the core and of every part, in registry order; a tag declared twice is a mistake. */
export function declaredTags(list: readonly SitePart[] = siteParts): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const part of [{ name: 'core', tags: CORE_TAGS }, ...list]) {
    for (const [name, description] of Object.entries(part.tags ?? {})) {
      if (Object.hasOwn(tags, name)) throw new Error(`OpenAPI: der Tag ${name} ist zweimal erklärt (${part.name})`);
      tags[name] = description;
    }
  }
  return tags;
}

/**
 * docs/openapi.json: the document of every operation the registry's parts declare for a CMS; the site's
 * own local parts (ADR 13) are no part of the contract with a CMS.
 */
export function contractDocument(): Record<string, unknown> {
  return openApiDocument(
    parts
      .filter((p) => !p.local)
      .flatMap((p) => p.operations ?? [])
      .map((i) => i.operation)
      .filter((op) => !op.inProcess),
    declaredTags(),
  );
}
