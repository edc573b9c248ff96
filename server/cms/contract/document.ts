import { openApiDocument } from './openapi';
import { parts } from '../registry';

/** docs/openapi.json: the document of every operation the registry's parts declare. */
export function contractDocument(): Record<string, unknown> {
  return openApiDocument(parts.flatMap((p) => p.operations ?? []).map((i) => i.operation));
}
