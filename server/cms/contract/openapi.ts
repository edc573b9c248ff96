import { z } from 'zod';
import { paramDoc, type AnyOperation } from '../../../shared/contract/operation';
import { ErrorBody } from '../../../shared/contract/common';

/**
 * docs/openapi.json, made from the declarations of the contract (shared/contract). `npm run openapi`
 * writes it; a test fails when the checked-in file differs from what the declarations give.
 */
type Json = Record<string, unknown>;

const SCHEMAS = '#/components/schemas/';

const INFO = {
  title: 'Musterstadt CMS contract',
  version: '2.0.0',
  summary: 'The calls of the municipal website to its content management system (spec §7).',
  description: [
    'The **CMS contract** of the Musterstadt municipal website (spec §7): the JSON calls the site makes for weather, news (Aktuelles), archive (Archiv), pages (Seiten), hero sliders, the gazette (Amtsblatt), files, the town hall (offices, staff, procedures, life situations, forms), events, council meetings, the waste calendar, the business directory, construction sites, tourism, the site search and the staff intranet.',
    '',
    '**Declared once, derived everywhere.** Each operation is declared in `shared/contract/` with its method, path, parameter and answer schemas (zod) and whether it needs a session. This document is generated from those declarations (`npm run openapi`), as are the embedded CMS\'s dispatcher, the proxy allow-list for `CMS_URL` mode and the typed client of the site\'s loaders.',
    '',
    '**Two implementations, one contract.** Without `CMS_URL` the site answers these paths itself from its embedded store (`server/cms/parts/`). With `CMS_URL` set it forwards exactly these paths (everything else: 404) to the town\'s upstream CMS at `${CMS_URL}/api/…`. **A town\'s real CMS must answer the same shapes** — and it can be checked with the same test: `tests/integration/openapi.test.ts` validates every response against this document; run it with `CONTRACT_CMS_URL=https://cms.example CONTRACT_EMAIL=… CONTRACT_PASSWORT=… npx vitest run tests/integration/openapi.test.ts` to send the same requests through the site\'s proxy to that CMS (checks that need the embedded store are skipped then).',
    '',
    '**Conventions**',
    '- JSON answers are `{ "data": … }`, lists with paging add `"meta": ListMeta`. Exception: `/api/wetter` answers a plain array.',
    '- Errors are `{ "error": "<German message>" }` with 400 (invalid parameter), 401 (intranet token missing, unknown, logged out or expired), 403, 404. A known path with another method answers 405, an unknown path 404 `Unbekannter Endpunkt`. In proxy mode the site itself answers 502/504 `Das Redaktionssystem ist gerade nicht erreichbar.` when the CMS is down or slow.',
    '- List parameters (`themen_id`, `archiv_id`, `order`) accept `a=1&a=2`, `a[]=1&a[]=2` (what the site\'s client sends), `a=1,2` and `a=[1,2]` (the spelling of spec §7).',
    '- `order` takes `[feld ASC, feld2 DESC]` with fields from a per-endpoint whitelist; anything else is a 400, never passed to a database.',
    '- Lists with `buchstabe` take one lower-case letter `a`–`z` (or `0`); umlauts count under their base letter (DIN 5007). A–Z lists are in German alphabetical order.',
    '- Booleans are `true`/`1` and `false`/`0`. Numbers are plain decimal digits.',
    '- Dates are Europe/Berlin wall-clock strings (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`); `geaendert` is an instant in UTC.',
    '- Intranet calls need the token from `POST /api/cms/login` as `Authorization: Bearer <token>` (security scheme `intranetToken`); the site adds it itself for a visitor with an intranet session.',
    '- Cache-Control of the embedded CMS: public JSON `public, max-age=60` (weather 300), files `public, max-age=86400`, login and everything below `/intranet` `private, no-store`.',
  ].join('\n'),
};

const TAGS: Record<string, string> = {
  Wetter: 'Weather display in the header.',
  Aktuelles: 'News (Bürgernachrichten, Rathausnachrichten, …) and the year list.',
  Archiv: 'Archive topics: notices, statutes, tenders.',
  Seiten: 'Editorial pages and hero sliders.',
  Amtsblatt: 'The weekly official gazette.',
  Dateien: 'Documents and images.',
  Verwaltung: 'Town hall: offices (Fachämter), staff, the service guide (Wegweiser: procedures A–Z, life situations) and forms.',
  Suche: 'Site search and as-you-type suggestions.',
  Intranet: 'Staff area: login, archive, texts, authenticated downloads.',
  Veranstaltungen: 'Events calendar with categories, iCalendar files and subscribable feeds.',
  Baustellen: "Construction sites (Baustellen) with phases, detours and parking notes; the town's commercial and building plots (Flächen).",
  Gewerbe: 'Business directory (Gewerbeverzeichnis): categories, A–Z letters, entries.',
  Ratstermine: 'Council and committee meetings with agendas, documents and iCalendar files.',
  Tourismus: 'Accommodation, carnival clubs and hiking routes (spec §2.3 Tourism).',
  Abfall: 'Waste calendar (Abfallkalender): waste types, streets with their collection district, collection dates and a calendar feed per street.',
};

const CACHE_HEADER = (op: AnyOperation) => ({
  'Cache-Control': {
    description:
      op.auth || op.method !== 'GET'
        ? 'Embedded CMS: `private, no-store`.'
        : op.answer.kind === 'file'
          ? 'Embedded CMS: `public, max-age=86400` (internal documents `private, no-store`).'
          : 'Embedded CMS: `public, max-age=60`. An upstream CMS may send its own value; the site passes it through.',
    schema: { type: 'string' },
  },
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

/** JSON Schema of one named schema for components, without the keywords that only a standalone schema carries. */
function componentsOf(schemas: readonly z.ZodType[]): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  const walk = new Set<z.ZodType>(schemas);
  for (const s of walk) {
    const meta = z.globalRegistry.get(s);
    if (meta?.id) registry.add(s, { ...meta, id: meta.id });
  }
  // Nested named schemas (Bild, Dokument, …) are found through the global registry.
  for (const [id, schema] of namedSchemas()) if (!registry.has(schema)) registry.add(schema, { ...z.globalRegistry.get(schema), id });
  const out = z.toJSONSchema(registry, { uri: (id) => `${SCHEMAS}${id}`, target: 'draft-2020-12', unrepresentable: 'any' }) as { schemas: Record<string, Json> };
  return Object.fromEntries(
    Object.entries(out.schemas)
      .map(([id, s]) => {
        const { $schema: _s, $id: _i, ...rest } = s;
        return [id, tidy(rest) as Json] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const FORMATS = new Set(['date', 'date-time', 'email', 'uuid']);
const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * A schema as the document writes it, not as zod spells it: a whole number without bounds of its own is
 * any integer (zod adds the safe-integer range), a pattern has no escaped slashes (`^/api/…`, not
 * `^\/api\/…`), a string format (date, email, uuid) stands alone without the regular expression zod
 * checks it with, and a nullable string or number is `type: [t, 'null']` rather than an `anyOf`.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const s = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, tidy(v)])) as Json;
  if (s.minimum === -SAFE) delete s.minimum;
  if (s.maximum === SAFE) delete s.maximum;
  if (typeof s.pattern === 'string') {
    if (typeof s.format === 'string' && FORMATS.has(s.format)) delete s.pattern;
    // `\/` is a slash (an escaped backslash before it is left alone).
    else s.pattern = s.pattern.replace(/(?<!\\)((?:\\\\)*)\\\//g, '$1/');
  }
  const any = s.anyOf;
  if (Array.isArray(any) && any.length === 2) {
    const nul = any.findIndex((b: Json) => b.type === 'null' && Object.keys(b).length === 1);
    const other = any[1 - nul] as Json | undefined;
    if (nul >= 0 && other && typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array' && !('$ref' in other)) {
      const { anyOf: _a, ...outer } = s;
      return { ...other, type: [other.type, 'null'], ...outer };
    }
  }
  return s;
}

function namedSchemas(): Array<[string, z.ZodType]> {
  const out: Array<[string, z.ZodType]> = [];
  for (const s of NAMED) {
    const id = z.globalRegistry.get(s)?.id;
    if (id) out.push([id, s]);
  }
  // Every schema the contract's modules named (`.meta({ id })`) on load, so a nested one (ListMeta, an
  // item of a list answer) is a component of its own rather than an anonymous shared definition.
  for (const [id, s] of (z.globalRegistry as unknown as { _idmap: Map<string, z.ZodType> })._idmap) out.push([id, s]);
  return out;
}

/** Named schemas the document shows even when no answer references them directly. */
const NAMED: z.ZodType[] = [ErrorBody];

function parameters(op: AnyOperation): Json[] {
  const out: Json[] = [];
  const shape = (o: unknown) => ((o as z.ZodObject<z.ZodRawShape> | undefined)?.shape ?? {}) as Record<string, z.ZodType>;
  for (const [name, schema] of Object.entries(shape(op.params))) {
    const { description, example, ...rest } = paramDoc(schema) as { description?: string; example?: unknown; type?: string };
    out.push({ name, in: 'path', required: true, ...(description ? { description } : {}), schema: rest, ...(example !== undefined ? { example } : {}) });
  }
  // A query parameter the operation cannot do without says so in its documentation: documented(…, { …, required: true }).
  for (const [name, schema] of Object.entries(shape(op.query))) {
    const { description, example, required, ...rest } = paramDoc(schema) as { description?: string; example?: unknown; required?: boolean; type?: string };
    out.push({
      name,
      in: 'query',
      ...(required ? { required: true } : {}),
      ...(description ? { description } : {}),
      schema: rest,
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
    out['200'] = { description: ok, headers: CACHE_HEADER(op), content: { 'application/json': { schema: { $ref: `${SCHEMAS}${schemaId(op.answer.schema, op)}` } } } };
  } else if (op.answer.kind === 'file') {
    out['200'] = {
      description: ok,
      headers: CACHE_HEADER(op),
      content: Object.fromEntries(op.answer.contentTypes.map((t: string) => [t, { schema: { type: 'string', format: 'binary' } }])),
    };
  } else {
    // Listed under its media type ('text/calendar'); the charset is the answer's, not the document's.
    const mediaType = op.answer.contentType.split(';')[0]!.trim();
    const { description, disposition } = op.answer.doc ?? {};
    out['200'] = {
      description: ok,
      headers: { ...CACHE_HEADER(op), ...(disposition ? { 'Content-Disposition': { description: disposition, schema: { type: 'string' } } } : {}) },
      content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType, ...(description ? { description } : {}) } } },
    };
  }
  if (op.query || op.body) out['400'] = { $ref: '#/components/responses/BadRequest' };
  if (op.auth) out['401'] = { $ref: '#/components/responses/Unauthorized' };
  for (const [status, description] of Object.entries(op.errors ?? {})) out[status] = errorResponse(description);
  if (op.params && !out['404']) out['404'] = { $ref: '#/components/responses/UnknownEndpoint' };
  if (op.guard) out['429'] = errorResponse('Too many attempts: wait as `Retry-After` says (the site throttles in front of the CMS).');
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export function openApiDocument(operations: readonly AnyOperation[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const answers: z.ZodType[] = [];
  for (const op of [...operations].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const item = (paths[`/api${op.path}`] ??= {});
    if (op.answer.kind === 'json') answers.push(op.answer.schema);
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
              content: { 'application/json': { schema: tidy(z.toJSONSchema(op.body, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' })) } },
            },
          }
        : {}),
      ...(op.auth ? { security: [{ intranetToken: [] }] } : {}),
      responses: responses(op),
    };
  }
  const usedTags = [...new Set(operations.map((o) => o.tag))];
  return {
    openapi: '3.1.0',
    info: INFO,
    servers: [{ url: '/', description: 'The site (same origin); in proxy mode the same paths exist on the upstream CMS.' }],
    tags: Object.entries(TAGS)
      .filter(([name]) => usedTags.includes(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: componentsOf(answers),
      responses: {
        BadRequest: errorResponse('A query parameter or the body is invalid (not a number, out of range, unknown sort field, bad boolean); `error` names it.'),
        Unauthorized: errorResponse('No, an unknown, a logged-out or an expired intranet token: `{ "error": "Anmeldung erforderlich" }`.'),
        UnknownEndpoint: errorResponse('A path parameter outside its pattern (the path then belongs to no endpoint): `Unbekannter Endpunkt`.'),
      },
      securitySchemes: {
        intranetToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The intranet token from POST /api/cms/login in the `Authorization` header: `Authorization: Bearer <token>`. Valid for one hour (embedded CMS) or until logout.',
        },
      },
    },
  };
}
