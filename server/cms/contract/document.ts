import { openApiDocument } from './openapi';
import { parts } from '../registry';

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
  );
}
