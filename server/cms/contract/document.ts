import legacy from './legacy-openapi.json';
import { openApiDocument } from './openapi';
import { parts } from '../registry';

type Json = Record<string, any>;

/**
 * docs/openapi.json: the document of the declared operations, and — until every part has declared its
 * operations — the hand-written entries of the rest (legacy-openapi.json), each path taken from one of
 * the two.
 */
export function contractDocument(): Json {
  const generated = openApiDocument(parts.flatMap((p) => p.operations ?? []).map((i) => i.operation)) as Json;
  const old = legacy as Json;
  const paths: Json = {};
  for (const [template, item] of Object.entries(old.paths as Json)) if (!(template in generated.paths)) paths[template] = item;
  Object.assign(paths, generated.paths);
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const schemas = { ...old.components.schemas, ...generated.components.schemas };
  const tagNames = new Set(Object.values(sorted).flatMap((item: Json) => Object.values(item).flatMap((op: Json) => op.tags ?? [])));
  return {
    ...generated,
    tags: [...(old.tags as Json[]).filter((t) => tagNames.has(t.name))],
    paths: sorted,
    components: {
      ...generated.components,
      parameters: old.components.parameters,
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses: { ...old.components.responses, ...generated.components.responses },
    },
  };
}
