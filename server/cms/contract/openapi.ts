import { z } from 'zod';
import { paramDoc, type AnyOperation, type SessionKind } from '../../../shared/contract/operation';
import { ErrorBody } from '../../../shared/contract/common';

/**
 * docs/openapi.json, made from the declarations of the contract (shared/contract). `npm run openapi`
 * writes it; a test fails when the checked-in file differs from what the declarations give.
 */
type Json = Record<string, unknown>;

const SCHEMAS = '#/components/schemas/';

const INFO = {
  title: 'Municipal website CMS contract',
  version: '2.0.0',
  summary: 'The calls of the municipal website to its content management system (spec §7).',
  description: [
    'The **CMS contract** of the municipal website (spec §7): the JSON calls the site makes for weather, news (Aktuelles), archive (Archiv), pages (Seiten), hero sliders, the gazette (Amtsblatt), files, the town hall (offices, staff, procedures, life situations, forms), events, council meetings, the waste calendar, the business directory, construction sites, tourism, the site search and the staff intranet.',
    '',
    "**Declared once, derived everywhere.** Each operation is declared in its part's `shared/parts/<part>/contract.ts` with its method, path, parameter and answer schemas (zod) and whether it needs a session. This document is generated from those declarations (`npm run openapi`), as are the embedded CMS's dispatcher, the proxy allow-list for `CMS_URL` mode and the typed client of the site's loaders.",
    '',
    "**Two implementations, one contract.** Without `CMS_URL` the site answers these paths itself from its embedded store (`shared/parts/*/store/`). With `CMS_URL` set it forwards exactly these paths (everything else: 404) to the town's upstream CMS at `${CMS_URL}/api/…`. **A town's real CMS must answer the same shapes** — and it can be checked with the same test: `tests/integration/openapi.test.ts` validates every response against this document; run it with `CONTRACT_CMS_URL=https://cms.example CONTRACT_EMAIL=… CONTRACT_PASSWORT=… npx vitest run tests/integration/openapi.test.ts` to send the same requests through the site's proxy to that CMS (checks that need the embedded store are skipped then).",
    '',
    '**Conventions**',
    '- JSON answers are `{ "data": … }`, lists with paging add `"meta": ListMeta`. Exception: `/api/wetter` answers a plain array.',
    '- Errors are `{ "error": "<German message>" }` with 400 (invalid parameter), 401 (intranet token missing, unknown, logged out or expired), 403, 404. A known path with another method answers 405, an unknown path 404 `Unbekannter Endpunkt`. In proxy mode the site itself answers 502/504 `Das Redaktionssystem ist gerade nicht erreichbar.` when the CMS is down or slow.',
    "- List parameters (`themen_id`, `archiv_id`, `order`) accept `a=1&a=2`, `a[]=1&a[]=2` (what the site's client sends), `a=1,2` and `a=[1,2]` (the spelling of spec §7).",
    '- `order` takes `[feld ASC, feld2 DESC]` with fields from a per-endpoint whitelist; anything else is a 400, never passed to a database.',
    '- Lists with `buchstabe` take one lower-case letter `a`–`z` (or `0`); umlauts count under their base letter (DIN 5007). A–Z lists are in German alphabetical order.',
    '- Booleans are `true`/`1` and `false`/`0`. Numbers are plain decimal digits.',
    '- Dates are Europe/Berlin wall-clock strings (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`); `geaendert` is an instant in UTC.',
    '- Intranet calls need the token from `POST /api/cms/login` as `Authorization: Bearer <token>` (security scheme `intranetToken`); the site adds it itself for a visitor with an intranet session.',
    '- Calls of the council information system need the token from `POST /api/cms/ratsinfo/login` in its own header `X-Ratsinfo-Token: <token>` (security scheme `ratsinfoToken`), never as Authorization; the site adds it itself for a visitor with a council session. Each token is accepted only by the calls of its own area.',
    '- Cache-Control of the embedded CMS: public JSON `public, max-age=60` (weather 300), files `public, max-age=86400`, logins and everything below `/intranet` and `/ratsinfo` `private, no-store`.',
  ].join('\n'),
};

/** The security scheme of each area's token. */
const SECURITY_SCHEME: { readonly [K in SessionKind]: string } = { intranet: 'intranetToken', ratsinfo: 'ratsinfoToken' };

/** The Cache-Control the embedded CMS sends with an operation's answer (server/api/router.ts). */
export function cacheControl(op: AnyOperation): string {
  if (op.auth || op.method !== 'GET') return 'private, no-store';
  return op.answer.kind === 'file' ? 'public, max-age=86400' : `public, max-age=${op.maxAge ?? 60}`;
}

const answerHeaders = (op: AnyOperation): Json => ({
  'Cache-Control': {
    description: `Embedded CMS: \`${cacheControl(op)}\`. An upstream CMS may send its own value; the site passes it through.`,
    schema: { type: 'string' },
  },
  ...Object.fromEntries(Object.entries(op.answerHeaders ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }])),
});

function errorResponse(description: string): Json {
  return { description, content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } } };
}

/** The named schema of a JSON answer (it must carry `.meta({ id })`). */
function schemaId(schema: z.ZodType, op: AnyOperation): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error(`${op.id}: das Antwortschema braucht einen Namen (.meta({ id }))`);
  return id;
}

/** The options of an answer that is one of several named shapes (a union without a name of its own). */
function answerOptions(schema: z.ZodType): readonly z.ZodType[] | null {
  if (z.globalRegistry.get(schema)?.id) return null;
  return schema instanceof z.ZodUnion ? (schema.options as readonly z.ZodType[]) : null;
}

/** The schema of a JSON answer in the document: a reference, or one of several references. */
function answerSchema(op: AnyOperation): Json {
  const options = answerOptions(op.answer.schema);
  if (options) return { oneOf: options.map((o) => ({ $ref: `${SCHEMAS}${schemaId(o, op)}` })) };
  return { $ref: `${SCHEMAS}${schemaId(op.answer.schema, op)}` };
}

/** A file type in the document: text is a string, anything else a string of that media type. */
function fileContent(type: string): Json {
  return { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: type } };
}

/**
 * JSON Schema of the named schemas for components, without the keywords that only a standalone schema
 * carries. Every named schema the answers contain, at any depth, becomes a component of its own (zod
 * would otherwise collect the nested ones in a `__shared` schema).
 */
function componentsOf(schemas: readonly z.ZodType[]): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  // Nested named schemas (Bild, Dokument, …) are found through the global registry.
  for (const s of namedWithin([...schemas, ...NAMED])) registry.add(s, { ...z.globalRegistry.get(s), id: z.globalRegistry.get(s)!.id! });
  const out = z.toJSONSchema(registry, { uri: (id) => `${SCHEMAS}${id}`, target: 'draft-2020-12', unrepresentable: 'any' }) as {
    schemas: Record<string, Json>;
  };
  return Object.fromEntries(
    Object.entries(out.schemas)
      .map(([id, s]) => {
        const { $schema: _s, $id: _i, ...rest } = s;
        return [id, documentStyle(rest) as Json] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The schemas among `roots` and inside them (object fields, list items, nullable, unions, …) that have a name (`.meta({ id })`). */
function namedWithin(roots: readonly z.ZodType[]): z.ZodType[] {
  const named = new Set<z.ZodType>();
  const visited = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object' || visited.has(node)) return;
    visited.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (z.globalRegistry.get(node as z.ZodType)?.id) named.add(node as z.ZodType);
    for (const [key, value] of Object.entries(def)) {
      if (key === 'shape' && value && typeof value === 'object') Object.values(value).forEach(visit);
      else if (key === 'getter' && typeof value === 'function') visit((value as () => unknown)());
      else visit(value);
    }
  };
  roots.forEach(visit);
  return [...named];
}

const SAFE_INTEGER_BOUNDS: Record<string, number> = { maximum: Number.MAX_SAFE_INTEGER, minimum: Number.MIN_SAFE_INTEGER };
/** Keywords that make a schema more than "a value of this type" (a nullable one of those stays `anyOf`). */
const NOT_MERGEABLE = ['$ref', 'anyOf', 'allOf', 'oneOf', 'not', 'enum', 'const'];
const OBJECT_KEY_ORDER = ['type', 'description', 'required', 'additionalProperties', 'properties'];

/**
 * zod's JSON Schema in the document's own style: no safe-integer bounds on whole numbers, patterns with
 * `/` unescaped, no pattern beside a format (zod's own regex for `email`, `date`, …), a nullable plain
 * type as `type: [t, "null"]` (a nullable reference stays `anyOf`), `type` first, and objects with their
 * description before their fields. The schemas accept exactly the same values.
 */
function documentStyle(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(documentStyle);
  if (!node || typeof node !== 'object') return node;
  let s: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, documentStyle(v)]));
  const isInteger = s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer'));
  for (const [key, bound] of Object.entries(SAFE_INTEGER_BOUNDS)) if (isInteger && s[key] === bound) delete s[key];
  if (typeof s.pattern === 'string') {
    if (typeof s.format === 'string') delete s.pattern;
    else s.pattern = s.pattern.replace(/(?<!\\)((?:\\\\)*)\\\//g, '$1/');
  }
  const options = s.anyOf;
  if (Array.isArray(options) && options.length === 2 && s.type === undefined) {
    const nullIndex = options.findIndex((o) => JSON.stringify(o) === '{"type":"null"}');
    const other = options[1 - nullIndex] as Json | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !NOT_MERGEABLE.some((k) => k in other)) {
      const { anyOf: _a, ...outer } = s;
      s = { ...other, type: [other.type, 'null'], ...outer };
    }
  }
  if (typeof s.type === 'string' || Array.isArray(s.type)) {
    const first = s.type === 'object' ? OBJECT_KEY_ORDER.filter((k) => k in s) : ['type'];
    s = Object.fromEntries([...first.map((k) => [k, s[k]]), ...Object.entries(s).filter(([k]) => !first.includes(k))]);
  }
  return s;
}

/** Named schemas the document shows even when no answer references them directly. */
const NAMED: z.ZodType[] = [ErrorBody];

function parameters(op: AnyOperation): Json[] {
  const out: Json[] = [];
  const shape = (o: unknown) => ((o as z.ZodObject<z.ZodRawShape> | undefined)?.shape ?? {}) as Record<string, z.ZodType>;
  for (const [name, schema] of Object.entries(shape(op.params))) {
    const { description, example, ...rest } = paramDoc(schema) as { description?: string; example?: unknown; type?: string };
    out.push({
      name,
      in: 'path',
      required: true,
      ...(description ? { description } : {}),
      schema: documentStyle(rest),
      ...(example !== undefined ? { example } : {}),
    });
  }
  for (const [name, schema] of Object.entries(shape(op.query))) {
    const { description, example, required: _r, ...rest } = paramDoc(schema) as { description?: string; example?: unknown; required?: boolean; type?: string };
    out.push({
      name,
      in: 'query',
      // A parameter whose schema refuses its absence must be given.
      ...(schema.safeParse(undefined).success ? {} : { required: true }),
      ...(description ? { description } : {}),
      schema: documentStyle(rest),
      ...(example !== undefined ? { example } : {}),
      ...(rest.type === 'array' ? { style: 'form', explode: true } : {}),
    });
  }
  return out;
}

function responses(op: AnyOperation): Json {
  const out: Json = {};
  const ok = op.answerDescription ?? 'The answer.';
  if (op.answer.kind === 'json') {
    out['200'] = { description: ok, headers: answerHeaders(op), content: { 'application/json': { schema: answerSchema(op) } } };
  } else if (op.answer.kind === 'file') {
    out['200'] = {
      description: ok,
      headers: answerHeaders(op),
      content: {
        ...Object.fromEntries(op.answer.contentTypes.map((t: string) => [t, fileContent(t)])),
        ...(op.answer.other ? { '*/*': { schema: { description: op.answer.other } } } : {}),
      },
    };
  } else {
    // Listed under its media type ('text/calendar'); the charset is the answer's, not the document's.
    const mediaType = op.answer.contentType.split(';')[0]!.trim();
    const { description, disposition } = op.answer.doc ?? {};
    out['200'] = {
      description: ok,
      headers: { ...answerHeaders(op), ...(disposition ? { 'Content-Disposition': { description: disposition, schema: { type: 'string' } } } : {}) },
      content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType, ...(description ? { description } : {}) } } },
    };
  }
  if (op.query || op.body) out['400'] = { $ref: '#/components/responses/BadRequest' };
  if (op.auth) out['401'] = { $ref: '#/components/responses/Unauthorized' };
  for (const [status, description] of Object.entries(op.errors ?? {})) out[status] = errorResponse(description);
  for (const [status, e] of Object.entries(op.errorBodies ?? {}) as Array<[string, { schema: z.ZodType; description: string }]>) {
    out[status] = { description: e.description, content: { 'application/json': { schema: { $ref: `${SCHEMAS}${schemaId(e.schema, op)}` } } } };
  }
  if (op.params && !out['404']) out['404'] = { $ref: '#/components/responses/UnknownEndpoint' };
  if (op.guard) out['429'] = errorResponse('Too many attempts: wait as `Retry-After` says (the site throttles in front of the CMS).');
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The document of `operations`. `tags` are the parts' declared tags with their descriptions (ADR 34): an
 * operation whose tag none declares stops the document, so no tag is dropped from it unseen.
 */
export function openApiDocument(operations: readonly AnyOperation[], tags: Readonly<Record<string, string>>): Json {
  const undeclared = [...new Set(operations.map((o) => o.tag).filter((tag) => !Object.hasOwn(tags, tag)))];
  if (undeclared.length) throw new Error(`OpenAPI: kein Teil erklärt die Tags ${undeclared.join(', ')} (tags in shared/parts/<teil>/index.ts)`);
  const paths: Record<string, Record<string, Json>> = {};
  const answers: z.ZodType[] = [];
  for (const op of [...operations].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const item = (paths[`/api${op.path}`] ??= {});
    if (op.answer.kind === 'json') answers.push(...(answerOptions(op.answer.schema) ?? [op.answer.schema]));
    for (const e of Object.values(op.errorBodies ?? {}) as Array<{ schema: z.ZodType }>) answers.push(e.schema);
    if (op.body && z.globalRegistry.get(op.body)?.id) answers.push(op.body);
    const params = parameters(op);
    item[op.method.toLowerCase()] = {
      tags: [op.tag],
      operationId: op.id,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.globalRegistry.get(op.body)?.id
                    ? { $ref: `${SCHEMAS}${schemaId(op.body, op)}` }
                    : documentStyle(z.toJSONSchema(op.body, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' })),
                },
              },
            },
          }
        : {}),
      ...(op.auth
        ? { security: [{ [SECURITY_SCHEME[op.auth as SessionKind]]: [] }] }
        : op.optionalAuth
          ? { security: [{ [SECURITY_SCHEME[op.optionalAuth]]: [] }, {}] }
          : {}),
      responses: responses(op),
    };
  }
  const usedTags = [...new Set(operations.map((o) => o.tag))];
  return {
    openapi: '3.1.0',
    info: INFO,
    servers: [{ url: '/', description: 'The site (same origin); in proxy mode the same paths exist on the upstream CMS.' }],
    tags: Object.entries(tags)
      .filter(([name]) => usedTags.includes(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: componentsOf(answers),
      responses: {
        BadRequest: errorResponse('A query parameter or the body is invalid (not a number, out of range, unknown sort field, bad boolean); `error` names it.'),
        Unauthorized: errorResponse(
          'No, an unknown, a logged-out or an expired token of the call\'s area (intranet or council): `{ "error": "Anmeldung erforderlich" }`.',
        ),
        UnknownEndpoint: errorResponse('A path parameter outside its pattern (the path then belongs to no endpoint): `Unbekannter Endpunkt`.'),
      },
      securitySchemes: {
        intranetToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The intranet token from POST /api/cms/login in the `Authorization` header: `Authorization: Bearer <token>`. Valid for one hour (embedded CMS) or until logout.',
        },
        ratsinfoToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Ratsinfo-Token',
          description:
            'The council token from POST /api/cms/ratsinfo/login in its own header: `X-Ratsinfo-Token: <token>` (never as Authorization). Valid for one hour (embedded CMS) or until logout.',
        },
      },
    },
  };
}
