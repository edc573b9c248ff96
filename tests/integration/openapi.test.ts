import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteStore } from '../helpers/store';
import request from 'supertest';
import sharp from 'sharp';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { testApp } from '../helpers/app';
import type { PartContractCases } from '../helpers/contract-cases';
import { isAllowed } from '../../server/api/allow-list';
import { createCms } from '../../server/cms';
import { MEDIA_DIR } from '../../server/cms/seed/dirs';
import { news as seedNews } from '../../shared/parts/nachrichten/store/demo/news';
import { fold } from '../../server/cms/search/fold';
import { letterOf } from '../../shared/site/paths';
import { slugId } from '../../shared/format/slug-id';
import type { SearchHit, SearchResult, Suggestion } from '../../shared/parts/suche/contract';
import { redirectTarget } from '../../shared/parts/suche/redirect';
import type {
  AmtDetail,
  AmtListItem,
  Buchstabe,
  Formular,
  LebenslageDetail,
  LebenslageListItem,
  MitarbeiterDetail,
  MitarbeiterListItem,
  VerfahrenDetail,
  VerfahrenListItem,
} from '../../shared/parts/verwaltung/contract';

/**
 * docs/openapi.json against the running site: every request below is looked up in the document by
 * path template and method, and its status, Content-Type, query parameter names and JSON body are
 * checked against what the document says for that operation. The last test fails when a path of
 * the document was never requested, so the document and this test cannot drift apart.
 *
 * By default the site runs on its embedded CMS with the seeded demo content. With CONTRACT_CMS_URL
 * (plus CONTRACT_EMAIL and CONTRACT_PASSWORT for the intranet) the site runs in proxy mode in
 * front of that CMS, so a town's real CMS is checked with the same requests; checks that need the
 * embedded store (files written on disk, a fixed clock, seed data) are skipped then.
 */

// ---------------------------------------------------------------------------
// The document and its schemas
// ---------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: Json;
}
interface MediaType {
  schema?: JsonObject;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, ResponseObject>;
}

const DOC_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const doc = JSON.parse(fs.readFileSync(DOC_FILE, 'utf8')) as JsonObject;
const docPaths = doc.paths as Record<string, Record<string, JsonObject>>;
const componentSchemas = (doc.components as { schemas: Record<string, JsonObject> }).schemas;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** Follows local `$ref`s (`#/components/responses/…`, `#/components/parameters/…`) in the document. */
function deref<T>(node: unknown): T {
  let current = node;
  for (let hops = 0; current && typeof current === 'object' && '$ref' in current; hops++) {
    const ref = (current as { $ref: string }).$ref;
    if (hops > 10 || !ref.startsWith('#/')) throw new Error(`Cannot resolve $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((obj, key) => {
        const next = (obj as Record<string, unknown> | undefined)?.[key];
        if (next === undefined) throw new Error(`$ref ${ref} points nowhere`);
        return next;
      }, doc);
  }
  return current as T;
}

function operation(template: string, method: string): Operation | undefined {
  const op = docPaths[template]?.[method.toLowerCase()];
  if (!op) return undefined;
  const resolved = { ...(op as unknown as Operation) };
  resolved.parameters = (resolved.parameters ?? []).map((p) => deref<Parameter>(p));
  resolved.responses = Object.fromEntries(Object.entries(resolved.responses).map(([s, r]) => [s, deref<ResponseObject>(r)]));
  return resolved;
}

/** Component schemas get absolute ids; `#/components/schemas/X` refs are rewritten to them. */
const SCHEMA_BASE = 'https://contract.musterstadt.invalid/components/schemas/';
function rewriteRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n)) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/') ? SCHEMA_BASE + v.slice('#/components/schemas/'.length) : rewriteRefs(v),
    ]),
  ) as T;
}

function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
ajv.addFormat('date', { type: 'string', validate: isRealDate });
ajv.addFormat('date-time', {
  type: 'string',
  validate: (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i.test(s) && isRealDate(s.slice(0, 10)),
});
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
for (const [name, schema] of Object.entries(componentSchemas)) ajv.addSchema({ ...rewriteRefs(schema), $id: SCHEMA_BASE + name });

const compiled = new Map<object, ValidateFunction>();
function validatorFor(schema: JsonObject): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) {
    v = ajv.compile(rewriteRefs(schema));
    compiled.set(schema, v);
  }
  return v;
}
function component(name: string): ValidateFunction {
  const v = ajv.getSchema(SCHEMA_BASE + name);
  if (!v) throw new Error(`components.schemas.${name} is missing`);
  return v;
}
function expectValid(v: ValidateFunction, body: unknown, what: string): void {
  const ok = v(body);
  expect(ok, `${what}: ${ajv.errorsText(v.errors, { separator: '\n  ' })}\n  body: ${JSON.stringify(body).slice(0, 600)}`).toBe(true);
}

const templates = Object.keys(docPaths).map((template) => ({
  template,
  params: (template.match(/\{/g) ?? []).length,
  re: new RegExp(
    `^${template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  ),
}));

/** Concrete URL of an operation, with the `example` of each path parameter. */
function exampleUrl(template: string, op: Operation): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const p = op.parameters?.find((x) => x.in === 'path' && x.name === name);
    if (p?.example === undefined) throw new Error(`${template}: path parameter ${name} has no example`);
    return encodeURIComponent(String(p.example));
  });
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  const d = documented.split(';')[0]!.trim().toLowerCase();
  if (d === '*/*') return true;
  if (d.endsWith('/*')) return actual.startsWith(d.slice(0, -1));
  return d === actual;
}

// ---------------------------------------------------------------------------
// The site under test
// ---------------------------------------------------------------------------

const UPSTREAM = process.env.CONTRACT_CMS_URL;
const embedded = !UPSTREAM;
const itEmbedded = embedded ? it : it.skip;
const CREDENTIALS = embedded
  ? { email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026' }
  : { email: process.env.CONTRACT_EMAIL ?? '', passwort: process.env.CONTRACT_PASSWORT ?? '' };
/** A council member's account of the council information system (not an intranet account). */
const RATSINFO_CREDENTIALS = embedded
  ? { email: 'werner.rombach@gemeinderat.musterstadt.de', passwort: 'Demo#Gemeinderat2026' }
  : { email: process.env.CONTRACT_RATSINFO_EMAIL ?? '', passwort: process.env.CONTRACT_RATSINFO_PASSWORT ?? '' };

let site: Awaited<ReturnType<typeof testApp>>;
const covered = new Set<string>();

beforeAll(async () => {
  site = await testApp(UPSTREAM ? { env: { CMS_URL: UPSTREAM } } : {});
});

afterAll(async () => {
  await site?.cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON for JSON answers, the raw bytes otherwise. */
  body: unknown;
  op: Operation;
  template: string;
}

/**
 * One request against the site, checked against the document: the operation must exist, the
 * status must be documented for it, the Content-Type must be one the document lists for that
 * status, every query parameter must be documented, and a JSON body must validate against the
 * documented schema.
 */
async function call(
  method: 'GET' | 'POST',
  url: string,
  expected: number,
  options: { token?: string; ratsinfoToken?: string; body?: unknown } = {},
): Promise<Answer> {
  const u = new URL(url, 'http://localhost');
  const candidates = templates.filter((t) => t.re.test(u.pathname) && docPaths[t.template]?.[method.toLowerCase()]);
  // As in OpenAPI, a concrete path matches before a templated one (/verfahren/buchstaben before /verfahren/{id}).
  const fewest = Math.min(...candidates.map((t) => t.params));
  const matches = candidates.filter((t) => t.params === fewest);
  expect(
    matches.map((m) => m.template),
    `the document has no operation ${method} for ${u.pathname}`,
  ).toHaveLength(1);
  const template = matches[0]!.template;
  const op = operation(template, method)!;
  covered.add(`${method} ${template}`);

  for (const key of new Set(u.searchParams.keys())) {
    const name = key.replace(/\[\]$/, '');
    expect(
      op.parameters?.some((p) => p.in === 'query' && p.name === name),
      `${method} ${template} (${op.operationId}): query parameter "${name}" is not documented`,
    ).toBe(true);
  }

  let req = method === 'GET' ? request(site.app).get(url) : request(site.app).post(url);
  if (options.token) req = req.set('authorization', `Bearer ${options.token}`);
  if (options.ratsinfoToken) req = req.set('x-ratsinfo-token', options.ratsinfoToken);
  if (typeof options.body === 'string') req = req.set('content-type', 'application/json');
  req = req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const res = options.body === undefined ? await req : await req.send(options.body as object);
  const raw = res.body as Buffer;
  const contentType = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const isJson = contentType === 'application/json';
  const text = raw.toString('utf8');
  const body: unknown = isJson ? JSON.parse(text) : raw;
  const shown = isJson ? text.slice(0, 300) : `<${raw.length} bytes ${contentType}>`;

  expect(res.status, `${method} ${url} answered ${res.status} ${shown}, expected ${expected}`).toBe(expected);
  const documented = op.responses[String(res.status)];
  expect(documented, `${method} ${template} (${op.operationId}): status ${res.status} is not documented`).toBeDefined();
  const mediaTypes = Object.keys(documented!.content ?? {});
  if (mediaTypes.length === 0) {
    expect(raw.length, `${method} ${url}: ${res.status} is documented without a body`).toBe(0);
  } else {
    expect(
      mediaTypes.some((m) => mediaTypeMatches(m, contentType)),
      `${method} ${url} answered ${res.status} with Content-Type "${contentType}", the document lists ${mediaTypes.join(', ')}: ${shown}`,
    ).toBe(true);
  }
  if (isJson) {
    const schema = documented!.content?.['application/json']?.schema;
    expect(schema, `${method} ${template} ${res.status}: no application/json schema`).toBeDefined();
    expectValid(validatorFor(schema!), body, `${method} ${url} → ${res.status}`);
  }
  // Whatever the site answers successfully must also be forwarded in proxy mode.
  if (res.status < 400) expect(isAllowed(method, u.pathname.replace(/^\/api/, '')), `${method} ${u.pathname} is not in the proxy allow-list`).toBe(true);
  return { status: res.status, headers: res.headers as Record<string, string>, body, op, template };
}

const dataOf = <T>(a: Answer): T => (a.body as { data: T }).data;
const NEWS = '/api/cms/aktuelles_rubrik/buergernachrichten/aktuelles';

interface NewsItem {
  id: number;
  bild: { url: string } | null;
}
interface ArchivThema {
  id: number;
  thema: string;
  intranet: boolean;
  archiv: Array<{ id: number; dokumente: Array<{ id: number; link: string }> }>;
}
interface ListMeta {
  seite: number;
  pro_seite: number;
  gesamt: number;
  seiten: number;
}
const metaOf = (a: Answer): ListMeta => (a.body as { meta: ListMeta }).meta;

/** German alphabetical order (DIN 5007-1: Ä with A, case-insensitive), as on the site's A–Z pages. */
const GERMAN = new Intl.Collator('de', { sensitivity: 'base' });
/** The first neighbouring pair of `rows` (sort keys, most significant first) out of German order, or null. */
function firstOutOfOrder(rows: string[][]): string | null {
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!;
    const b = rows[i]!;
    let c = 0;
    for (let k = 0; k < a.length && c === 0; k++) c = GERMAN.compare(a[k]!, b[k]!);
    if (c > 0) return `"${a.join(' ')}" comes before "${b.join(' ')}"`;
  }
  return null;
}
const byJson = <T>(xs: T[]): T[] => [...xs].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
const numeric = (xs: number[]): number[] => [...xs].sort((x, y) => x - y);

// ---------------------------------------------------------------------------

describe('docs/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose component schemas all compile', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(String((doc.info as JsonObject).description)).toMatch(/same test/);
    for (const name of Object.keys(componentSchemas)) expect(() => component(name), name).not.toThrow();
    for (const [template, item] of Object.entries(docPaths)) {
      for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
        const op = operation(template, method)!;
        expect(op.operationId, `${method} ${template}`).toBeTruthy();
        for (const [status, r] of Object.entries(op.responses)) {
          const schema = r.content?.['application/json']?.schema;
          if (schema) expect(() => validatorFor(schema), `${method} ${template} ${status}`).not.toThrow();
        }
        for (const name of template.match(/\{([^}]+)\}/g) ?? []) {
          expect(
            op.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name),
            `${template}: ${name} not declared`,
          ).toBe(true);
        }
      }
    }
  });

  it('marks every council endpoint except login and logout as needing the council token in X-Ratsinfo-Token', () => {
    const schemes = (doc.components as { securitySchemes: Record<string, JsonObject> }).securitySchemes;
    expect(schemes.ratsinfoToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Ratsinfo-Token' });
    for (const [template, item] of Object.entries(docPaths)) {
      if (!template.startsWith('/api/cms/ratsinfo/') || template === '/api/cms/ratsinfo/logout' || template === '/api/cms/ratsinfo/login') continue;
      for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
        expect(operation(template, method)!.security, `${method} ${template}`).toEqual([{ ratsinfoToken: [] }]);
      }
    }
    expect(operation('/api/cms/ratsinfo/logout', 'post')!.security).toEqual([{ ratsinfoToken: [] }, {}]);
  });

  it('marks every intranet endpoint except logout as needing the token', () => {
    const schemes = (doc.components as { securitySchemes: Record<string, JsonObject> }).securitySchemes;
    expect(schemes.intranetToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [template, item] of Object.entries(docPaths)) {
      if (!template.startsWith('/api/cms/intranet/') || template === '/api/cms/intranet/logout') continue;
      for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
        expect(operation(template, method)!.security, `${method} ${template}`).toEqual([{ intranetToken: [] }]);
        expect(operation(template, method)!.responses['401'], `${method} ${template}: 401`).toBeDefined();
      }
    }
  });
});

describe('public CMS contract', () => {
  it('GET /api/wetter answers a plain array of stations', async () => {
    const a = await call('GET', '/api/wetter', 200);
    expect(Array.isArray(a.body)).toBe(true);
    expect((a.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('GET /api/cms/einrichtung says whether an administrator exists, naming nobody', async () => {
    const a = await call('GET', '/api/cms/einrichtung', 200);
    expectValid(component('IntranetSetupResponse'), a.body, 'setup shape');
    // The demo town has its administrator; a new site has none until `npm run user:add`.
    if (embedded) expect(a.body).toEqual({ data: { admin: true } });
  });

  it('GET /api/cms/warnhinweis answers the valid warning banner or null', async () => {
    const a = await call('GET', '/api/cms/warnhinweis', 200);
    expectValid(component('WarnhinweisResponse'), a.body, 'warning banner shape');
    // The demo content has no warning: a town has none until something happens.
    if (embedded) expect(a.body).toEqual({ data: null });
  });

  it('news list of buergernachrichten, page 1 of size 5, with meta', async () => {
    const a = await call('GET', `${NEWS}?seite=1&pro_seite=5`, 200);
    expectValid(component('NewsListResponse'), a.body, 'news list shape');
    const body = a.body as { data: NewsItem[]; meta: { seite: number; pro_seite: number; gesamt: number; seiten: number } };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.meta).toMatchObject({ seite: 1, pro_seite: 5 });
    expect(body.meta.seiten).toBe(Math.max(1, Math.ceil(body.meta.gesamt / 5)));
  });

  it('news list: the content check (seite=1, pro_seite=1), archive view, a year and a sort order', async () => {
    const check = await call('GET', '/api/cms/aktuelles_rubrik/rathausnachrichten/aktuelles?seite=1&pro_seite=1', 200);
    expect(dataOf<unknown[]>(check).length).toBeLessThanOrEqual(1);
    await call('GET', `${NEWS}?aktiv=false&datum=2025&pro_seite=100`, 200);
    await call('GET', `${NEWS}?order[]=titel%20ASC&order[]=datum_von%20DESC&seite=2&pro_seite=3`, 200);
  });

  it('year list (group=[Jahr]) as the sidebar asks for it: years newest first, no meta', async () => {
    const q = 'aktiv=false&group=[Jahr]&order=[datum_von%20DESC,%20sortierung%20ASC]&seite=1&pro_seite=100';
    const a = await call('GET', `${NEWS}?${q}`, 200);
    expectValid(component('NewsYearListResponse'), a.body, 'year list shape');
    const years = dataOf<Array<{ jahr: number; datum_von: string }>>(a).map((y) => y.jahr);
    expect(years.length).toBeGreaterThan(0);
    expect([...years].sort((x, y) => y - x)).toEqual(years);
    expect(new Set(years).size).toBe(years.length);
    // The site's own client spells it group[]=Jahr.
    const b = await call('GET', `${NEWS}?aktiv=false&group[]=Jahr&pro_seite=100`, 200);
    expect(b.body).toEqual(a.body);
  });

  it('news detail of an id taken from the list', async () => {
    const list = await call('GET', `${NEWS}?seite=1&pro_seite=5`, 200);
    const id = dataOf<NewsItem[]>(list)[0]!.id;
    const a = await call('GET', `/api/cms/aktuelles/${id}`, 200);
    expect(dataOf<{ id: number; rubrik: string }>(a)).toMatchObject({ id, rubrik: 'buergernachrichten' });
  });

  itEmbedded('news detail with downloads', async () => {
    const withDownloads = seedNews.find((n) => (n.downloads ?? []).length > 0)!;
    const a = await call('GET', `/api/cms/aktuelles/${withDownloads.id}`, 200);
    const downloads = dataOf<{ downloads: Array<{ link: string }> }>(a).downloads;
    expect(downloads).toHaveLength(withDownloads.downloads!.length);
    // Each download link is itself an operation of the document.
    for (const d of downloads) await call('GET', d.link, 200);
  });

  it('archive topics 30, 31, 32 as the menu content check asks for them', async () => {
    const q = 'themen_id=[30,31,32]&gueltig_von=true&gueltig_bis=true&order=[thema%20ASC,%20archiv.titel%20ASC,%20archiv.dokumente.downloadtext%20ASC]';
    const a = await call('GET', `/api/cms/archiv_themen?${q}`, 200);
    const topics = dataOf<ArchivThema[]>(a);
    expect(topics.map((t) => t.id).sort()).toEqual([30, 31, 32]);
    expect(topics.every((t) => !t.intranet)).toBe(true);
    const names = topics.map((t) => t.thema);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'de')));
  });

  it('archive topics: every list encoding gives the same answer; archiv_id filters entries', async () => {
    const encodings = ['themen_id=30&themen_id=31', 'themen_id[]=30&themen_id[]=31', 'themen_id=30,31', 'themen_id=[30,31]'];
    const answers = [];
    for (const e of encodings) answers.push((await call('GET', `/api/cms/archiv_themen?${e}`, 200)).body);
    for (const b of answers.slice(1)) expect(b).toEqual(answers[0]);
    const first = (answers[0] as { data: ArchivThema[] }).data.flatMap((t) => t.archiv)[0];
    if (first) {
      const a = await call('GET', `/api/cms/archiv_themen?archiv_id=${first.id}&order=[dokumente.stand%20DESC]`, 200);
      expect(dataOf<ArchivThema[]>(a).flatMap((t) => t.archiv.map((x) => x.id))).toEqual([first.id]);
    }
    // Intranet topics never appear on the public endpoint.
    expect(dataOf<unknown[]>(await call('GET', '/api/cms/archiv_themen?themen_id=4', 200))).toEqual([]);
  });

  it('seite?pfad=/rathaus/ (also without the trailing slash)', async () => {
    const a = await call('GET', '/api/cms/seite?pfad=/rathaus/', 200);
    expect(dataOf<{ pfad: string }>(a).pfad).toBe('/rathaus/');
    const b = await call('GET', '/api/cms/seite?pfad=/rathaus', 200);
    expect(b.body).toEqual(a.body);
    await call('GET', '/api/cms/seite?pfad=/gibt-es-nicht/', 404);
    await call('GET', '/api/cms/seite', 400);
    await call('GET', '/api/cms/seite?pfad=rathaus', 400);
  });

  it('hero/start; an unknown section is an empty list', async () => {
    const a = await call('GET', '/api/cms/hero/start', 200);
    expect(dataOf<unknown[]>(a).length).toBeGreaterThan(0);
    expect(dataOf<unknown[]>(await call('GET', '/api/cms/hero/gibt-es-nicht', 200))).toEqual([]);
    await call('GET', '/api/cms/hero/START', 404);
  });

  it('amtsblatt with paging and year; the issue PDF downloads from its link', async () => {
    const a = await call('GET', '/api/cms/amtsblatt', 200);
    const issues = dataOf<Array<{ jahr: number; datei: { link: string; datei: string; groesse: number } | null }>>(a);
    expect(issues.length).toBeGreaterThan(0);
    const jahr = issues[0]!.jahr;
    const b = await call('GET', `/api/cms/amtsblatt?jahr=${jahr}&seite=1&pro_seite=2`, 200);
    expect(dataOf<Array<{ jahr: number }>>(b).every((i) => i.jahr === jahr)).toBe(true);
    expect((b.body as { meta: { pro_seite: number } }).meta.pro_seite).toBe(2);

    const datei = issues.find((i) => i.datei)!.datei!;
    const file = await call('GET', datei.link, 200);
    expect(file.headers['content-disposition']).toContain(datei.datei);
    expect((file.body as Buffer).length).toBe(datei.groesse);
    const id = /\/dateien\/(\d+)\//.exec(datei.link)![1];
    await call('GET', `/api/cms/dateien/${id}/falscher-name.pdf`, 404);
    await call('GET', '/api/cms/dateien/999999999/gibt-es-nicht.pdf', 404);
    // Its text, for reading it aloud.
    const text = dataOf<{ text: string }>(await call('GET', `${datei.link}/text`, 200)).text;
    expect(text).toMatch(/^Amtsblatt Nr\. \d+\/\d{4}\n/);
    await call('GET', `/api/cms/dateien/${id}/falscher-name.pdf/text`, 404);
  });

  it('medien/{key}.jpg serves the original image; an unknown key is 404', async () => {
    const slides = dataOf<Array<{ bild: { url: string } }>>(await call('GET', '/api/cms/hero/start', 200));
    const url = slides[0]!.bild.url;
    if (embedded) {
      // The tests do not render the demo images (slow); one real JPEG is enough.
      const key = /\/medien\/([a-z0-9-]+)\.jpg$/.exec(url)![1]!;
      fs.mkdirSync(path.join(site.dataDir, MEDIA_DIR), { recursive: true });
      const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#7a9' } })
        .jpeg()
        .toBuffer();
      fs.writeFileSync(path.join(site.dataDir, MEDIA_DIR, `${key}.jpg`), jpeg);
    }
    const a = await call('GET', url, 200);
    expect((a.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await call('GET', '/api/cms/medien/gibt-es-nicht.jpg', 404);
  });

  it('400 for pro_seite=1000, seite=abc, order=passwort ASC and other invalid parameters', async () => {
    for (const q of [
      'pro_seite=1000',
      'seite=abc',
      'order=passwort%20ASC',
      'pro_seite=0',
      'seite=-1',
      'aktiv=vielleicht',
      'datum=20x5',
      'order=[datum_von%20SIDEWAYS]',
    ]) {
      const a = await call('GET', `${NEWS}?${q}`, 400);
      expect((a.body as { error: string }).error.length).toBeGreaterThan(0);
    }
    await call('GET', '/api/cms/archiv_themen?order=passwort_hash%20ASC', 400);
    await call('GET', '/api/cms/archiv_themen?themen_id=[30,abc]', 400);
    await call('GET', '/api/cms/archiv_themen?gueltig_bis=vielleicht', 400);
    await call('GET', '/api/cms/amtsblatt?pro_seite=1000', 400);
    await call('GET', '/api/cms/amtsblatt?jahr=zweitausend', 400);
  });

  it('404 for an unknown rubrik', async () => {
    const a = await call('GET', '/api/cms/aktuelles_rubrik/gibt-es-nicht/aktuelles', 404);
    expect(a.body).toEqual({ error: 'Unbekannte Rubrik' });
  });

  it('404 for an unknown news id', async () => {
    await call('GET', '/api/cms/aktuelles/999999999', 404);
  });

  itEmbedded('404 (not 500) for a document name with broken percent-encoding', async () => {
    await call('GET', '/api/cms/dateien/1/%E0%A4%A.pdf', 404);
  });

  itEmbedded('404 as JSON when an image is known but its file is missing in storage', async () => {
    // Only the first hero image was written above; the second one exists in the database only.
    const slides = dataOf<Array<{ bild: { url: string } }>>(await call('GET', '/api/cms/hero/start', 200));
    const missing = slides.map((s) => s.bild.url).find((u) => u !== slides[0]!.bild.url)!;
    const a = await call('GET', missing, 404);
    expect(a.body).toEqual({ error: 'Datei nicht gefunden' });
  });

  itEmbedded('aktiv: a datum_bis without time keeps the item listed for that whole day (Europe/Berlin)', async () => {
    const item = seedNews.find((n) => n.datum_bis && /^\d{4}-\d{2}-\d{2}$/.test(n.datum_bis))!;
    const store = await openSiteStore(site.config);
    const { close } = store;
    try {
      const listedAt = async (iso: string) => {
        const cms = await createCms({ store, dataDir: site.dataDir, now: () => new Date(iso) });
        const query = new URLSearchParams({ datum: item.datum_von.slice(0, 4), pro_seite: '100' });
        const res = await cms.handle({ method: 'GET', path: `/cms/aktuelles_rubrik/${item.rubrik}/aktuelles`, query });
        expect(res.status).toBe(200);
        const body = (res as { body: { data: Array<{ id: number }> } }).body;
        expectValid(component('NewsListResponse'), body, 'news list shape');
        return body.data.some((n) => n.id === item.id);
      };
      const next = new Date(`${item.datum_bis}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      // Noon (Berlin) on the last day: still valid. Noon on the day after: gone.
      expect(await listedAt(`${item.datum_bis}T11:00:00Z`), `news ${item.id} with datum_bis ${item.datum_bis} at noon that day`).toBe(true);
      expect(await listedAt(next.toISOString()), `news ${item.id} the day after`).toBe(false);
    } finally {
      await close();
    }
  });
});

describe('town-hall contract (Verwaltung)', () => {
  it('aemter: all offices; the detail of ids from the list agrees with it, parents and children; 404', async () => {
    const list = dataOf<AmtListItem[]>(await call('GET', '/api/cms/aemter', 200));
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
    for (const a of list) {
      expect(slugId(a.url), a.url).toBe(a.id);
      if (a.uebergeordnet !== null)
        expect(
          list.some((p) => p.id === a.uebergeordnet),
          `parent of ${a.titel}`,
        ).toBe(true);
    }
    const child = list.find((a) => a.uebergeordnet !== null) ?? list[0]!;
    const d = dataOf<AmtDetail>(await call('GET', `/api/cms/aemter/${child.id}`, 200));
    expect(d).toMatchObject({ id: child.id, titel: child.titel, url: child.url, beschreibung: child.beschreibung });
    expect(d.kontakt).toMatchObject({ telefon: child.telefon, email: child.email });
    expect(d.uebergeordnet?.id ?? null).toBe(child.uebergeordnet);
    expect(numeric(d.unteraemter.map((u) => u.id))).toEqual(numeric(list.filter((a) => a.uebergeordnet === d.id).map((a) => a.id)));
    if (d.uebergeordnet) {
      const parent = dataOf<AmtDetail>(await call('GET', `/api/cms/aemter/${d.uebergeordnet.id}`, 200));
      expect(parent.url).toBe(d.uebergeordnet.url);
      expect(parent.unteraemter.map((u) => u.id)).toContain(d.id);
    }
    for (const m of d.mitarbeiter) expect(slugId(m.url), m.url).toBe(m.id);
    for (const v of d.verfahren) expect(slugId(v.url), v.url).toBe(v.id);
    for (const f of d.formulare) expect(f.amt.id).toBe(d.id);
    if (embedded) {
      const b = dataOf<AmtDetail>(await call('GET', '/api/cms/aemter/49', 200));
      expect(b).toMatchObject({ titel: 'Bürgerbüro', url: '/rathaus/fachaemter/buergerbuero_49' });
      expect(b.oeffnungszeiten.length).toBeGreaterThan(0);
      expect(b.mitarbeiter.length).toBeGreaterThan(0);
    }
    expect((await call('GET', '/api/cms/aemter/999999999', 404)).body).toMatchObject({ error: expect.any(String) });
    await call('GET', '/api/cms/aemter/abc', 404);
  });

  it('mitarbeiter: pages, letter filter, the detail of an id from the list; 400 for bad parameters; 404', async () => {
    const all = await call('GET', '/api/cms/mitarbeiter?pro_seite=100', 200);
    const people = dataOf<MitarbeiterListItem[]>(all);
    const { gesamt } = metaOf(all);
    expect(people.length).toBeGreaterThan(0);
    expect(metaOf(all)).toEqual({ seite: 1, pro_seite: 100, gesamt, seiten: Math.max(1, Math.ceil(gesamt / 100)) });
    expect(people.length).toBe(Math.min(100, gesamt));
    for (const p of people) expect(slugId(p.url), p.url).toBe(p.id);

    const page2 = await call('GET', '/api/cms/mitarbeiter?seite=2&pro_seite=5', 200);
    expect(metaOf(page2)).toEqual({ seite: 2, pro_seite: 5, gesamt, seiten: Math.max(1, Math.ceil(gesamt / 5)) });
    expect(dataOf<MitarbeiterListItem[]>(page2).map((p) => p.id)).toEqual(people.slice(5, 10).map((p) => p.id));

    // The letter filter gives exactly the people of the whole list under that letter, in the same order.
    const letter = letterOf(people[Math.floor(people.length / 2)]!.nachname);
    const byLetter = await call('GET', `/api/cms/mitarbeiter?buchstabe=${letter}&pro_seite=100`, 200);
    const expected = people.filter((p) => letterOf(p.nachname) === letter).map((p) => p.id);
    if (gesamt <= 100) expect(dataOf<MitarbeiterListItem[]>(byLetter).map((p) => p.id)).toEqual(expected);
    expect(dataOf<MitarbeiterListItem[]>(byLetter).every((p) => letterOf(p.nachname) === letter)).toBe(true);
    expect(metaOf(await call('GET', '/api/cms/mitarbeiter?buchstabe=', 200)).gesamt).toBe(gesamt);

    const person = people.find((p) => p.aemter.length > 1) ?? people.find((p) => p.aemter.length > 0)!;
    const d = dataOf<MitarbeiterDetail>(await call('GET', `/api/cms/mitarbeiter/${person.id}`, 200));
    expect(d).toMatchObject({ id: person.id, anrede: person.anrede, titel: person.titel, vorname: person.vorname, nachname: person.nachname, url: person.url });
    expect(byJson(d.aemter.map((a) => ({ amt: a.amt, funktion: a.funktion, telefon: a.kontakt.telefon, email: a.kontakt.email })))).toEqual(
      byJson(person.aemter),
    );
    const first = d.aemter[0]!;
    const office = dataOf<AmtDetail>(await call('GET', `/api/cms/aemter/${first.amt.id}`, 200));
    expect(first.adresse).toEqual(office.adresse);
    expect(office.mitarbeiter.find((m) => m.id === d.id)).toMatchObject({ funktion: first.funktion, zimmer: first.zimmer, kontakt: first.kontakt });

    for (const q of ['buchstabe=%C3%A4', 'buchstabe=A', 'buchstabe=ab', 'buchstabe=-', 'pro_seite=1000', 'pro_seite=0', 'seite=abc', 'seite=0']) {
      const a = await call('GET', `/api/cms/mitarbeiter?${q}`, 400);
      expect((a.body as { error: string }).error.length, q).toBeGreaterThan(0);
    }
    await call('GET', '/api/cms/mitarbeiter/999999999', 404);
    await call('GET', '/api/cms/mitarbeiter/abc', 404);
  });

  itEmbedded('mitarbeiter?buchstabe=o also lists surnames starting with Ö (umlauts under their base letter, DIN 5007)', async () => {
    // The seed has no surname starting with an umlaut; add one for this check and remove it again.
    const { raw, close } = await openSiteStore(site.config);
    const id = 999_001;
    try {
      await raw.query('INSERT INTO mitarbeiter (id, anrede, titel, vorname, nachname, slug) VALUES (?, ?, NULL, ?, ?, ?)', [
        id,
        'Frau',
        'Özlem',
        'Öztürk',
        `oezlem-oeztuerk_${id}`,
      ]);
      const d = dataOf<MitarbeiterDetail>(await call('GET', `/api/cms/mitarbeiter/${id}`, 200));
      expect(d.url).toBe(`/rathaus/mitarbeiter/oezlem-oeztuerk_${id}`);
      const o = dataOf<MitarbeiterListItem[]>(await call('GET', '/api/cms/mitarbeiter?buchstabe=o&pro_seite=100', 200));
      expect(
        o.map((p) => p.nachname),
        'GET /api/cms/mitarbeiter?buchstabe=o',
      ).toContain('Öztürk');
    } finally {
      await raw.query('DELETE FROM mitarbeiter WHERE id = ?', [id]);
      await close();
    }
  });

  it('verfahren: letters with counts, the list by letter, the detail with the spec §3 sidebar object; 400; 404', async () => {
    const letters = dataOf<Buchstabe[]>(await call('GET', '/api/cms/verfahren/buchstaben', 200));
    expect(letters.length).toBeGreaterThan(0);
    expect(letters.map((l) => l.buchstabe)).toEqual([...new Set(letters.map((l) => l.buchstabe))].sort());
    const all = await call('GET', '/api/cms/verfahren?pro_seite=100', 200);
    expect(letters.reduce((n, l) => n + l.anzahl, 0)).toBe(metaOf(all).gesamt);
    const procedures = dataOf<VerfahrenListItem[]>(all);
    for (const v of procedures) {
      expect(v.buchstabe, v.titel).toBe(letterOf(v.titel));
      expect(v.url).toBe(`/rathaus/wegweiser/verfahren/${v.buchstabe}/${v.slug}`);
      expect(slugId(v.slug), v.slug).toBe(v.id);
    }
    for (const { buchstabe, anzahl } of letters) {
      const a = await call('GET', `/api/cms/verfahren?buchstabe=${buchstabe}`, 200);
      expect(metaOf(a).gesamt, buchstabe).toBe(anzahl);
      expect(
        dataOf<VerfahrenListItem[]>(a).every((v) => v.buchstabe === buchstabe),
        buchstabe,
      ).toBe(true);
    }
    if (embedded) {
      // Umlauts under their base letter.
      const a = dataOf<VerfahrenListItem[]>(await call('GET', '/api/cms/verfahren?buchstabe=a', 200)).map((v) => v.titel);
      expect(a).toContain('Änderung der Bankverbindung für städtische Abgaben');
      const u = dataOf<VerfahrenListItem[]>(await call('GET', '/api/cms/verfahren?buchstabe=u&seite=1&pro_seite=20', 200)).map((v) => v.titel);
      expect(u.some((t) => t.startsWith('Ü'))).toBe(true);
    }

    // A procedure with responsible staff, forms and life situations, looked up via the list.
    let d: VerfahrenDetail | undefined;
    for (const v of procedures) {
      const candidate = dataOf<VerfahrenDetail>(await call('GET', `/api/cms/verfahren/${v.id}`, 200));
      if (!d || candidate.sidebar.mitarbeiter.length > 0) d = candidate;
      if (candidate.sidebar.mitarbeiter.length > 0 && candidate.formulare.length > 0 && candidate.lebenslagen.length > 0) break;
    }
    if (!d) throw new Error('no procedure');
    const item = procedures.find((v) => v.id === d.id)!;
    expect(d).toMatchObject({ id: item.id, titel: item.titel, slug: item.slug, buchstabe: item.buchstabe, kurztext: item.kurztext, url: item.url });

    // Sidebar (spec §3): the responsible office, as its own page shows it.
    const amt = dataOf<AmtDetail>(await call('GET', `/api/cms/aemter/${slugId(d.sidebar.amt.detailURL)}`, 200));
    expect(d.sidebar.amt).toEqual({ titel: amt.titel, detailURL: amt.url, adresse: amt.adresse, kontakt: amt.kontakt });
    expect(amt.verfahren.map((v) => v.id)).toContain(d.id);
    // … and the responsible employees with function, room, phone and e-mail of each of their offices.
    expect(d.sidebar.mitarbeiter.length).toBeGreaterThan(0);
    for (const m of d.sidebar.mitarbeiter) {
      const p = dataOf<MitarbeiterDetail>(await call('GET', `/api/cms/mitarbeiter/${slugId(m.detailURL)}`, 200));
      expect(m).toMatchObject({ vorname: p.vorname, nachname: p.nachname, anrede: p.anrede, titel: p.titel, detailURL: p.url });
      expect(byJson(m.aemter)).toEqual(
        byJson(p.aemter.map((a) => ({ funktion: a.funktion, zimmer: a.zimmer, kontakt: { telefon: a.kontakt.telefon, email: a.kontakt.email } }))),
      );
      expect(
        p.verfahren.map((v) => v.id),
        `${p.vorname} ${p.nachname}`,
      ).toContain(d.id);
    }
    for (const l of d.lebenslagen) {
      const ll = dataOf<LebenslageDetail>(await call('GET', `/api/cms/lebenslagen/${l.url.replace('/rathaus/wegweiser/', '')}`, 200));
      expect(ll.titel).toBe(l.titel);
      expect(ll.verfahren.map((v) => v.id)).toContain(d.id);
    }
    const form = d.formulare[0];
    if (form) {
      const file = await call('GET', form.datei.link, 200);
      expect((file.body as Buffer).length).toBe(form.datei.groesse);
      expect(String(file.headers['content-type']).split(';')[0]).toBe(form.datei.mime.split(';')[0]);
    }

    for (const q of ['buchstabe=%C3%A4', 'buchstabe=%C3%BC', 'buchstabe=U', 'buchstabe=ab', 'pro_seite=1000', 'pro_seite=0', 'seite=abc']) {
      await call('GET', `/api/cms/verfahren?${q}`, 400);
    }
    await call('GET', '/api/cms/verfahren/999999999', 404);
    await call('GET', '/api/cms/verfahren/abc', 404);
  });

  it('verfahren: pages of any size concatenate to the whole A–Z list, in German order (Ä with A)', async () => {
    const whole = await call('GET', '/api/cms/verfahren?pro_seite=100', 200);
    const titles = dataOf<VerfahrenListItem[]>(whole).map((v) => v.titel);
    expect(firstOutOfOrder(titles.map((t) => [t])), 'GET /api/cms/verfahren?pro_seite=100').toBeNull();
    if (metaOf(whole).gesamt > 100) return;
    for (const size of [10, 7]) {
      const paged: string[] = [];
      for (let seite = 1; ; seite++) {
        const a = await call('GET', `/api/cms/verfahren?seite=${seite}&pro_seite=${size}`, 200);
        paged.push(...dataOf<VerfahrenListItem[]>(a).map((v) => v.titel));
        if (seite >= metaOf(a).seiten) break;
      }
      expect(paged, `pages of ${size}`).toEqual(titles);
    }
  });

  it('lebenslagen: the list, and the detail of every url key from it; 404', async () => {
    const list = dataOf<LebenslageListItem[]>(await call('GET', '/api/cms/lebenslagen', 200));
    expect(list.length).toBeGreaterThan(0);
    const known = new Set(dataOf<VerfahrenListItem[]>(await call('GET', '/api/cms/verfahren?pro_seite=100', 200)).map((v) => v.id));
    for (const l of list) {
      expect(l.link).toBe(`/rathaus/wegweiser/${l.url}`);
      const d = dataOf<LebenslageDetail>(await call('GET', `/api/cms/lebenslagen/${l.url}`, 200));
      expect(d).toMatchObject(l);
      for (const v of d.verfahren) {
        expect(slugId(v.url), v.url).toBe(v.id);
        if (known.size < 100) expect(known.has(v.id), `${l.url}: procedure ${v.id}`).toBe(true);
      }
    }
    if (embedded) expect(list.map((l) => l.url)).toContain('umzug');
    await call('GET', '/api/cms/lebenslagen/gibt-es-nicht', 404);
    await call('GET', '/api/cms/lebenslagen/Umzug', 404);
  });

  it('formulare: pages; every form document downloads from its link; 400 for bad parameters', async () => {
    const all = await call('GET', '/api/cms/formulare', 200);
    const forms = dataOf<Formular[]>(all);
    const { gesamt } = metaOf(all);
    expect(forms.length).toBeGreaterThan(0);
    expect(metaOf(all)).toEqual({ seite: 1, pro_seite: 100, gesamt, seiten: Math.max(1, Math.ceil(gesamt / 100)) });
    const page2 = await call('GET', '/api/cms/formulare?seite=2&pro_seite=5', 200);
    expect(dataOf<Formular[]>(page2).map((f) => f.id)).toEqual(forms.slice(5, 10).map((f) => f.id));
    expect(metaOf(page2)).toEqual({ seite: 2, pro_seite: 5, gesamt, seiten: Math.max(1, Math.ceil(gesamt / 5)) });
    expect(dataOf<Formular[]>(await call('GET', '/api/cms/formulare?seite=99999&pro_seite=100', 200))).toEqual([]);
    for (const f of forms) {
      const file = await call('GET', f.datei.link, 200);
      expect((file.body as Buffer).length, f.datei.link).toBe(f.datei.groesse);
      expect(String(file.headers['content-disposition'])).toContain(f.datei.datei);
    }
    for (const q of ['pro_seite=1000', 'pro_seite=0', 'seite=abc', 'seite=0']) await call('GET', `/api/cms/formulare?${q}`, 400);
  });

  it('A–Z lists are in German alphabetical order (Ä with A): offices, staff, forms', async () => {
    const aemter = dataOf<AmtListItem[]>(await call('GET', '/api/cms/aemter', 200));
    const staff = dataOf<MitarbeiterListItem[]>(await call('GET', '/api/cms/mitarbeiter?pro_seite=100', 200));
    const forms = dataOf<Formular[]>(await call('GET', '/api/cms/formulare?pro_seite=100', 200));
    expect.soft(firstOutOfOrder(aemter.map((a) => [a.titel])), 'GET /api/cms/aemter').toBeNull();
    expect.soft(firstOutOfOrder(staff.map((p) => [p.nachname, p.vorname])), 'GET /api/cms/mitarbeiter').toBeNull();
    expect.soft(firstOutOfOrder(forms.map((f) => [f.titel])), 'GET /api/cms/formulare').toBeNull();
  });
});

describe('site search', () => {
  const search = (q: string, more = '', status = 200) => call('GET', `/api/cms/suche?q=${encodeURIComponent(q)}${more}`, status);
  const resultOf = (a: Answer) => dataOf<SearchResult>(a);
  const marks = (h: SearchHit) => h.snippet.filter((p) => p.mark).map((p) => p.text);
  const key = (h: SearchHit) => `${h.kategorie} ${h.url} ${h.titel}`;
  function expectAlternating(h: SearchHit): void {
    for (let i = 1; i < h.snippet.length; i++) expect(h.snippet[i]!.mark, `${h.titel}: parts ${i - 1} and ${i}`).not.toBe(h.snippet[i - 1]!.mark);
  }

  it('Müll: hits with snippets whose marked parts are the term; paging; no suggestions', async () => {
    const r = resultOf(await search('Müll'));
    expect(r).toMatchObject({ q: 'Müll', seite: 1, pro_seite: 10, suggestions: [] });
    expect(r.total).toBeGreaterThan(0);
    expect(r.hits.length).toBe(Math.min(10, r.total));
    for (const h of r.hits) {
      expectAlternating(h);
      for (const m of marks(h)) expect(fold(m), `${h.titel}: marked "${m}"`).toContain('muell');
      if (embedded) expect(h._source.es_pfad).toBe(h.url);
    }
    expect(r.hits.some((h) => marks(h).length > 0)).toBe(true);

    const four = resultOf(await search('Müll', '&pro_seite=4'));
    const second = resultOf(await search('Müll', '&seite=2&pro_seite=2'));
    expect(second).toMatchObject({ total: r.total, seite: 2, pro_seite: 2 });
    expect(second.hits.map(key)).toEqual(four.hits.slice(2, 4).map(key));
    const beyond = resultOf(await search('Müll', '&seite=50&pro_seite=50'));
    expect(beyond).toMatchObject({ total: r.total, hits: [] });
  });

  it('Strasse finds Straße (folding) and marks it in its original spelling', async () => {
    const r = resultOf(await search('Strasse'));
    expect(r.total).toBeGreaterThan(0);
    expect(r.hits.flatMap(marks).some((m) => m.toLowerCase() === 'straße')).toBe(true);
    for (const q of ['Straße', 'STRASSE', 'strasse']) expect(resultOf(await search(q)).total, q).toBe(r.total);
  });

  it('Personalausweis: the procedure comes first as a wegweiser hit leading to its page (spec §7 redirect)', async () => {
    const r = resultOf(await search('Personalausweis'));
    expect(r.total).toBeGreaterThan(0);
    const first = r.hits[0]!;
    if (embedded) expect(first).toMatchObject({ _type: 'wegweiser', titel: 'Personalausweis beantragen', kategorie: 'Verfahren' });
    if (first.url.startsWith('/rathaus/wegweiser/verfahren/')) {
      const v = dataOf<VerfahrenDetail>(await call('GET', `/api/cms/verfahren/${slugId(first.url)}`, 200));
      expect(v).toMatchObject({ url: first.url, titel: first.titel });
    }
    if (first._type !== 'dokument') expect(redirectTarget(first)).toBe(first.url);
  });

  it('the typo Personalausweiss: no hit, "Meinten Sie" Personalausweis, which then finds hits', async () => {
    const r = resultOf(await search('Personalausweiss'));
    expect(r).toMatchObject({ q: 'Personalausweiss', total: 0, hits: [] });
    expect(r.suggestions).toContain('Personalausweis');
    const again = resultOf(await search('Personalausweis'));
    expect(again.total).toBeGreaterThan(0);
    expect(again.suggestions).toEqual([]);
  });

  it('external paths (_source.es_pfad_ext) of forms, downloads, gazette and archive hits download', async () => {
    // A form, looked up via the form list, is found with its document as external path.
    const form = dataOf<Formular[]>(await call('GET', '/api/cms/formulare?pro_seite=1', 200))[0]!;
    const formHit = resultOf(await search(form.titel, '&pro_seite=50')).hits.find((h) => h.kategorie === 'Formular' && h.titel === form.titel);
    expect(formHit, `search for the form "${form.titel}"`).toBeDefined();
    if (embedded)
      expect(formHit).toMatchObject({ _type: 'dokument', url: `/rathaus/wegweiser/formulare#formular-${form.id}`, _source: { es_pfad_ext: form.datei.link } });
    const seen = new Set<string>();
    for (const q of [form.titel, 'Abfallkalender', 'Amtsblatt', 'Satzung', 'Ausschreibung']) {
      for (const h of resultOf(await search(q, '&pro_seite=50')).hits) {
        const ext = h._source.es_pfad_ext;
        if (!ext || seen.has(h.kategorie)) continue;
        seen.add(h.kategorie);
        if (h._type === 'dokument') expect(redirectTarget(h)).toBe(ext);
        if (ext.startsWith('/api/')) await call('GET', ext, 200);
      }
    }
    if (embedded) expect([...seen]).toEqual(expect.arrayContaining(['Formular', 'Download', 'Amtsblatt', 'Satzung']));
  });

  itEmbedded('only public content: intranet texts, intranet archive topics and internal documents are not found', async () => {
    for (const q of ['Personalversammlung', 'Wartungsfenster', 'Dienstanweisung', 'Gleitzeit']) {
      expect(resultOf(await search(q)).hits, q).toEqual([]);
    }
  });

  it('suche/vorschlaege: titles whose words start with the terms; a typo or no q gives none', async () => {
    const s = dataOf<Suggestion[]>(await call('GET', `/api/cms/suche/vorschlaege?q=${encodeURIComponent('Personalaus')}`, 200));
    expect(s.length).toBeGreaterThan(0);
    for (const x of s)
      expect(
        fold(x.titel)
          .match(/[\p{L}\p{N}]+/gu)
          ?.some((w) => w.startsWith('personalaus')),
        x.titel,
      ).toBe(true);
    expect(new Set(s.map((x) => x.url)).size).toBe(s.length);
    if (embedded) expect(s[0]).toMatchObject({ titel: 'Personalausweis beantragen', kategorie: 'Verfahren' });
    expect(dataOf<Suggestion[]>(await call('GET', `/api/cms/suche/vorschlaege?q=${encodeURIComponent('Müll')}`, 200)).length).toBeGreaterThan(0);
    expect(dataOf<Suggestion[]>(await call('GET', '/api/cms/suche/vorschlaege?q=Personalausweiss', 200))).toEqual([]);
    expect(dataOf<Suggestion[]>(await call('GET', '/api/cms/suche/vorschlaege', 200))).toEqual([]);
  });

  it('hostile q never reaches full-text syntax: always 200; quotes and operators only separate terms', async () => {
    const base = resultOf(await search('Müll')).total;
    for (const q of ['"Müll"', 'Müll*', '(Müll)', '^Müll', 'Müll:', '-Müll', '{Müll}', 'MÜLL', 'muell', 'Mu\u0308ll', '🗑 Müll', 'Müll\u0000']) {
      expect(resultOf(await search(q)).total, JSON.stringify(q)).toBe(base);
    }
    const hostile = [
      '"NEAR(',
      'NEAR(Müll',
      'NOT',
      'AND OR NOT',
      '*',
      '"',
      "'",
      ':',
      '^',
      'titel:Müll',
      '{titel} : Müll',
      "'; DROP TABLE verfahren; --",
      '\\',
      '%',
      '_',
      '\u0000\u0001',
      '\u202e',
      'x'.repeat(2000),
      'Müll '.repeat(400),
      'ä'.repeat(2000),
      '"'.repeat(2000),
    ];
    for (const q of hostile) {
      const r = resultOf(await search(q));
      expect(Array.from(r.q).length, JSON.stringify(q.slice(0, 20))).toBeLessThanOrEqual(200);
      await call('GET', `/api/cms/suche/vorschlaege?q=${encodeURIComponent(q)}`, 200);
    }
    expect(resultOf(await search('x'.repeat(2000))).q).toBe('x'.repeat(200));
    // Broken UTF-8 and a lone surrogate's bytes, as raw escapes.
    await call('GET', '/api/cms/suche?q=%ED%A0%80%FF%C3', 200);
    await call('GET', '/api/cms/suche/vorschlaege?q=%ED%A0%80%FF%C3', 200);
    // Empty or absent q: no hits, no error.
    for (const url of ['/api/cms/suche', '/api/cms/suche?q=', '/api/cms/suche?q=%20%20']) {
      expect(resultOf(await call('GET', url, 200))).toMatchObject({ q: '', total: 0, hits: [], suggestions: [] });
    }
    // The store is intact.
    expect(resultOf(await search('Müll')).total).toBe(base);
    expect(dataOf<Buchstabe[]>(await call('GET', '/api/cms/verfahren/buchstaben', 200)).length).toBeGreaterThan(0);
  });

  it('400 for bad seite / pro_seite', async () => {
    for (const q of ['pro_seite=1000', 'pro_seite=51', 'pro_seite=0', 'seite=abc', 'seite=0', 'seite=51']) {
      const a = await call('GET', `/api/cms/suche?q=M%C3%BCll&${q}`, 400);
      expect((a.body as { error: string }).error.length, q).toBeGreaterThan(0);
    }
  });
});

/** Every operation that needs the token of a security scheme, per the document, at a URL built from its examples. */
function securedBy(scheme: string): Array<{ method: 'GET' | 'POST'; url: string }> {
  const out: Array<{ method: 'GET' | 'POST'; url: string }> = [];
  for (const [template, item] of Object.entries(docPaths)) {
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
      const op = operation(template, method)!;
      const needsToken = (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0);
      if (needsToken && (op.security ?? []).some((s) => scheme in s))
        out.push({ method: method.toUpperCase() as 'GET' | 'POST', url: exampleUrl(template, op) });
    }
  }
  return out;
}

describe('intranet', () => {
  let token = '';
  let uuid = '';

  beforeAll(async () => {
    expect(CREDENTIALS.email && CREDENTIALS.passwort, 'CONTRACT_EMAIL and CONTRACT_PASSWORT are needed with CONTRACT_CMS_URL').toBeTruthy();
    const a = await call('POST', '/api/cms/login', 200, { body: CREDENTIALS });
    ({ token, uuid } = dataOf<{ token: string; uuid: string }>(a));
  });

  const securedExamples = () => securedBy('intranetToken');

  it('login: 400 without password or with a broken body, 401 for a wrong password', async () => {
    await call('POST', '/api/cms/login', 400, { body: { email: CREDENTIALS.email } });
    await call('POST', '/api/cms/login', 400, { body: '{"email": kaputt' });
    await call('POST', '/api/cms/login', 401, { body: { email: CREDENTIALS.email, passwort: `${CREDENTIALS.passwort}x` } });
  });

  it('401 without a token (and with an unknown token) on every intranet endpoint (8 reads, the password change, two account changes and the two directory writes)', async () => {
    const secured = securedExamples();
    expect(secured.length).toBe(13);
    for (const { method, url } of secured) {
      const a = await call(method, url, 401);
      expect(a.body).toEqual({ error: 'Anmeldung erforderlich' });
      await call(method, url, 401, { token: 'A'.repeat(43) });
    }
  });

  it('user/{uuid}: the own user; another uuid is 403', async () => {
    const a = await call('GET', `/api/cms/intranet/user/${uuid}`, 200, { token });
    expect(dataOf<{ uuid: string; email: string }>(a)).toMatchObject({ uuid });
    expect(dataOf<{ email: string }>(a).email.toLowerCase()).toBe(CREDENTIALS.email.toLowerCase());
    const other = uuid.startsWith('0') ? `1${uuid.slice(1)}` : `0${uuid.slice(1)}`;
    await call('GET', `/api/cms/intranet/user/${other}`, 403, { token });
  });

  it('archiv_themen includes the intranet topic 4', async () => {
    const a = await call(
      'GET',
      '/api/cms/intranet/archiv_themen?themen_id=4&gueltig_von=true&gueltig_bis=true&order=[thema%20ASC,%20archiv.titel%20ASC]',
      200,
      { token },
    );
    const topics = dataOf<ArchivThema[]>(a);
    expect(topics.map((t) => t.id)).toEqual([4]);
    expect(topics[0]!.intranet).toBe(true);
    await call('GET', '/api/cms/intranet/archiv_themen?order=passwort%20ASC', 400, { token });
  });

  it('archiv: flat entries with their topic', async () => {
    const a = await call('GET', '/api/cms/intranet/archiv?gueltig_von=true&gueltig_bis=true&order=[archiv.gueltig_von%20DESC]', 200, { token });
    const entries = dataOf<Array<{ id: number; thema_id: number }>>(a);
    expect(entries.length).toBeGreaterThan(0);
    const one = entries[0]!;
    const b = await call('GET', `/api/cms/intranet/archiv?archiv_id=${one.id}`, 200, { token });
    expect(dataOf<Array<{ id: number }>>(b).map((e) => e.id)).toEqual([one.id]);
  });

  it('archiv_dokumente and the authenticated download of dokument/{id}', async () => {
    const a = await call('GET', '/api/cms/intranet/archiv_dokumente?themen_id=4', 200, { token });
    const docs = dataOf<Array<{ id: number; link: string; datei: string; groesse: number; themen_id: number }>>(a);
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.themen_id === 4)).toBe(true);
    const d = docs[0]!;
    expect(d.link).toBe(`/api/cms/intranet/dokument/${d.id}`);
    const file = await call('GET', d.link, 200, { token });
    expect(file.headers['cache-control']).toMatch(/private|no-store/);
    expect((file.body as Buffer).length).toBe(d.groesse);
    // Internal documents are not on the public download path.
    await call('GET', `/api/cms/dateien/${d.id}/${encodeURIComponent(d.datei)}`, 404);
    await call('GET', `/api/cms/dateien/${d.id}/${encodeURIComponent(d.datei)}/text`, 404);
    await call('GET', '/api/cms/intranet/dokument/999999999', 404, { token });
  });

  it('rubrik list and the texts of a rubrik', async () => {
    const a = await call('GET', '/api/cms/intranet/rubrik', 200, { token });
    const rubriken = dataOf<Array<{ url: string }>>(a);
    expect(rubriken.length).toBeGreaterThan(0);
    const url = rubriken[0]!.url;
    const b = await call('GET', `/api/cms/intranet/rubrik/${url}`, 200, { token });
    expect(dataOf<Array<{ rubrik: string }>>(b).every((t) => t.rubrik === url)).toBe(true);
    const c = await call('GET', `/api/cms/intranet/rubrik/${url}?order=[titel%20ASC]&seite=1&pro_seite=2`, 200, { token });
    const titles = dataOf<Array<{ titel: string }>>(c).map((t) => t.titel);
    expect(titles.length).toBeLessThanOrEqual(2);
    await call('GET', `/api/cms/intranet/rubrik/${url}?pro_seite=1000`, 400, { token });
    await call('GET', '/api/cms/intranet/rubrik/gibt-es-nicht', 404, { token });
  });

  it('password change: the spec §5 rules, the current password, then success', async () => {
    const rule = await call('POST', '/api/cms/intranet/passwort', 400, { token, body: { passwort_alt: CREDENTIALS.passwort, passwort_neu: 'kurz' } });
    expect((rule.body as { fehler: { passwort_neu?: string } }).fehler.passwort_neu).toMatch(/^Das Passwort muss mindestens/);
    const wrong = await call('POST', '/api/cms/intranet/passwort', 400, { token, body: { passwort_alt: 'falsch', passwort_neu: 'Neu#Passwort2027' } });
    expect((wrong.body as { fehler: { passwort_alt?: string } }).fehler.passwort_alt).toBeTruthy();
    await call('POST', '/api/cms/intranet/passwort', 200, { token, body: { passwort_alt: CREDENTIALS.passwort, passwort_neu: 'Neu#Passwort2027' } });
    // And back, so the demo login stays as documented.
    await call('POST', '/api/cms/intranet/passwort', 200, { token, body: { passwort_alt: 'Neu#Passwort2027', passwort_neu: CREDENTIALS.passwort } });
  });

  it('accounts (admins): list, add, change; refusals with their fields', async () => {
    const list = dataOf<Array<{ uuid: string; email: string; rollen: string[]; aktiv: boolean }>>(
      await call('GET', '/api/cms/intranet/benutzer', 200, { token }),
    );
    expect(list.find((b) => b.uuid === uuid)?.rollen).toContain('admin');
    const email = `vertrag.${Date.now()}@musterstadt.de`;
    const bad = await call('POST', '/api/cms/intranet/benutzer', 400, {
      token,
      body: { email, vorname: 'Vera', nachname: 'Trag', rollen: [], passwort: 'kurz' },
    });
    expect((bad.body as { fehler: { passwort?: string } }).fehler.passwort).toMatch(/^Das Passwort muss mindestens/);
    const made = dataOf<{ uuid: string; rollen: string[]; aktiv: boolean }>(
      await call('POST', '/api/cms/intranet/benutzer', 200, {
        token,
        body: { email, vorname: 'Vera', nachname: 'Trag', rollen: ['redaktion'], passwort: 'Vertrag#2026' },
      }),
    );
    expect(made).toMatchObject({ rollen: ['mitarbeiter', 'redaktion'], aktiv: true });
    await call('POST', '/api/cms/intranet/benutzer', 409, { token, body: { email, vorname: 'Vera', nachname: 'Trag', rollen: [], passwort: 'Vertrag#2026' } });
    const off = dataOf<{ aktiv: boolean }>(await call('POST', `/api/cms/intranet/benutzer/${made.uuid}`, 200, { token, body: { aktiv: false } }));
    expect(off.aktiv).toBe(false);
    await call('POST', `/api/cms/intranet/benutzer/${uuid}`, 409, { token, body: { aktiv: false } });
    await call('POST', '/api/cms/intranet/benutzer/00000000-0000-4000-8000-000000000000', 404, { token, body: { aktiv: true } });
  }, 60_000);

  it('logout, then the token is refused everywhere', async () => {
    const a = await call('POST', '/api/cms/intranet/logout', 200, { token });
    expect(a.body).toEqual({ data: true });
    for (const { method, url } of securedExamples()) await call(method, url.replace(/[0-9a-f-]{36}$/, uuid), 401, { token });
    // Logging out without a token is harmless.
    await call('POST', '/api/cms/intranet/logout', 200);
  });
});

// --- Gemeinderat contract ---
describe('council contract (Gemeinderat)', () => {
  type Ref = { id: number; slug: string; name: string; art: string };
  type Info = Ref & { key: string; mitglieder: number; sitzungen: Ref | null };

  it('bodies: all kinds in order, one kind with art, the detail with its members; 400 and 404', async () => {
    const all = dataOf<Info[]>(await call('GET', '/api/cms/gremien', 200));
    expect(all.length).toBeGreaterThan(0);
    const order = ['gemeinderat', 'ausschuss', 'fraktion', 'ortschaftsrat'];
    expect(all.map((g) => order.indexOf(g.art))).toEqual([...all.map((g) => order.indexOf(g.art))].sort((a, b) => a - b));
    const fraktionen = dataOf<Info[]>(await call('GET', '/api/cms/gremien?art=fraktion', 200));
    expect(fraktionen.every((g) => g.art === 'fraktion')).toBe(true);
    for (const g of fraktionen) expect(g.sitzungen?.art).toBe('gemeinderat');
    const g = all[0]!;
    const detail = dataOf<Info & { mitgliederliste: Array<{ person: { id: number } }> }>(await call('GET', `/api/cms/gremien/${g.id}`, 200));
    expect(detail).toMatchObject({ id: g.id, name: g.name, key: g.key });
    expect(detail.mitgliederliste).toHaveLength(g.mitglieder);
    await call('GET', '/api/cms/gremien?art=partei', 400);
    await call('GET', '/api/cms/gremien/999999999', 404);
    await call('GET', '/api/cms/gremien/abc', 404);
  });

  it('persons: A–Z with memberships; the detail with contact only where published; 404', async () => {
    const personen = dataOf<Array<{ id: number; nachname: string; vorname: string; mitgliedschaften: unknown[] }>>(await call('GET', '/api/cms/personen', 200));
    expect(personen.length).toBeGreaterThan(0);
    expect(firstOutOfOrder(personen.map((p) => [p.nachname, p.vorname]))).toBeNull();
    expect(personen.every((p) => p.mitgliedschaften.length > 0)).toBe(true);
    const p = dataOf<{ id: number; kontakt: unknown }>(await call('GET', `/api/cms/personen/${personen[0]!.id}`, 200));
    expect(p.id).toBe(personen[0]!.id);
    if (embedded) {
      expect(dataOf<{ kontakt: unknown }>(await call('GET', '/api/cms/personen/7101', 200)).kontakt).toMatchObject({
        email: 'werner.rombach@gemeinderat.musterstadt.de',
      });
      expect(dataOf<{ kontakt: unknown }>(await call('GET', '/api/cms/personen/7104', 200)).kontakt).toBeNull();
    }
    await call('GET', '/api/cms/personen/999999999', 404);
  });

  it('public papers: paged by id, the detail with public consultations and documents; a non-public one is 404', async () => {
    const page = await call('GET', '/api/cms/vorlagen?seite=1&pro_seite=5', 200);
    const list = dataOf<Array<{ id: number; oeffentlich: boolean }>>(page);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((v) => v.oeffentlich)).toBe(true);
    expect(list.map((v) => v.id)).toEqual(numeric(list.map((v) => v.id)));
    const v = dataOf<{ id: number; beratungen: Array<{ oeffentlich: boolean }>; dokumente: Array<{ link: string }> }>(
      await call('GET', `/api/cms/vorlagen/${list[0]!.id}`, 200),
    );
    expect(v.beratungen.every((b) => b.oeffentlich)).toBe(true);
    for (const d of v.dokumente) expect(d.link).toMatch(/^\/api\/cms\/dateien\//);
    if (embedded) await call('GET', '/api/cms/vorlagen/9002', 404);
    await call('GET', '/api/cms/vorlagen?pro_seite=101', 400);
    await call('GET', '/api/cms/vorlagen/999999999', 404);
  });
});

describe('council information system (Ratsinfo)', () => {
  let token = '';
  let uuid = '';

  beforeAll(async () => {
    expect(
      RATSINFO_CREDENTIALS.email && RATSINFO_CREDENTIALS.passwort,
      'CONTRACT_RATSINFO_EMAIL and CONTRACT_RATSINFO_PASSWORT are needed with CONTRACT_CMS_URL',
    ).toBeTruthy();
    const a = await call('POST', '/api/cms/ratsinfo/login', 200, { body: RATSINFO_CREDENTIALS });
    ({ token, uuid } = dataOf<{ token: string; uuid: string }>(a));
  });

  it('login: 400 without password, 401 for a wrong password or an intranet account', async () => {
    await call('POST', '/api/cms/ratsinfo/login', 400, { body: { email: RATSINFO_CREDENTIALS.email } });
    await call('POST', '/api/cms/ratsinfo/login', 401, { body: { email: RATSINFO_CREDENTIALS.email, passwort: `${RATSINFO_CREDENTIALS.passwort}x` } });
    await call('POST', '/api/cms/ratsinfo/login', 401, { body: CREDENTIALS });
  });

  it('401 on every council endpoint without the token, with an unknown one, and with the token as Authorization', async () => {
    const secured = securedBy('ratsinfoToken');
    expect(secured.length).toBe(7);
    for (const { method, url } of secured) {
      expect((await call(method, url, 401)).body).toEqual({ error: 'Anmeldung erforderlich' });
      await call(method, url, 401, { ratsinfoToken: 'A'.repeat(43) });
      // Only its own header counts: the council token as Authorization opens nothing.
      await call(method, url, 401, { token });
    }
  });

  it('user/{uuid}: the own user; another uuid is 403', async () => {
    expect(dataOf<{ uuid: string }>(await call('GET', `/api/cms/ratsinfo/user/${uuid}`, 200, { ratsinfoToken: token }))).toMatchObject({ uuid });
    const other = uuid.startsWith('0') ? `1${uuid.slice(1)}` : `0${uuid.slice(1)}`;
    await call('GET', `/api/cms/ratsinfo/user/${other}`, 403, { ratsinfoToken: token });
  });

  it("meetings of the member's bodies, a meeting with its whole agenda, papers and the council download; 404", async () => {
    const list = dataOf<Array<{ id: number }>>(await call('GET', '/api/cms/ratsinfo/sitzungen?zeitraum=alle&pro_seite=100', 200, { ratsinfoToken: token }));
    expect(list.length).toBeGreaterThan(0);
    const s = dataOf<{ tagesordnung: Array<{ nr: number; oeffentlich: boolean; vorlage: { id: number } | null }>; dokumente: Array<{ link: string }> }>(
      await call('GET', `/api/cms/ratsinfo/sitzungen/${list[0]!.id}`, 200, { ratsinfoToken: token }),
    );
    expect(s.tagesordnung.map((p) => p.nr)).toEqual(numeric(s.tagesordnung.map((p) => p.nr)));
    for (const d of s.dokumente) expect(d.link).toMatch(/^\/api\/cms\/ratsinfo\/dokument\/\d+$/);
    const vorlagen = dataOf<Array<{ id: number; oeffentlich: boolean }>>(
      await call('GET', '/api/cms/ratsinfo/vorlagen?seite=1&pro_seite=100', 200, { ratsinfoToken: token }),
    );
    const hidden = vorlagen.find((v) => !v.oeffentlich) ?? vorlagen[0]!;
    const v = dataOf<{ dokumente: Array<{ id: number; link: string; groesse: number }> }>(
      await call('GET', `/api/cms/ratsinfo/vorlagen/${hidden.id}`, 200, { ratsinfoToken: token }),
    );
    const d = v.dokumente[0]!;
    const file = await call('GET', d.link, 200, { ratsinfoToken: token });
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((file.body as Buffer).length).toBe(d.groesse);
    await call('GET', '/api/cms/ratsinfo/sitzungen/999999999', 404, { ratsinfoToken: token });
    await call('GET', '/api/cms/ratsinfo/vorlagen/999999999', 404, { ratsinfoToken: token });
    await call('GET', '/api/cms/ratsinfo/dokument/999999999', 404, { ratsinfoToken: token });
    await call('GET', '/api/cms/ratsinfo/sitzungen?zeitraum=morgen', 400, { ratsinfoToken: token });
  });

  it('password change: the spec §5 rules, the current password, then success', async () => {
    const rule = await call('POST', '/api/cms/ratsinfo/passwort', 400, {
      ratsinfoToken: token,
      body: { passwort_alt: RATSINFO_CREDENTIALS.passwort, passwort_neu: 'kurz' },
    });
    expect((rule.body as { fehler: { passwort_neu?: string } }).fehler.passwort_neu).toMatch(/^Das Passwort muss mindestens/);
    const wrong = await call('POST', '/api/cms/ratsinfo/passwort', 400, {
      ratsinfoToken: token,
      body: { passwort_alt: 'falsch', passwort_neu: 'Neu#Ratsinfo2027' },
    });
    expect((wrong.body as { fehler: { passwort_alt?: string } }).fehler.passwort_alt).toBeTruthy();
    await call('POST', '/api/cms/ratsinfo/passwort', 200, {
      ratsinfoToken: token,
      body: { passwort_alt: RATSINFO_CREDENTIALS.passwort, passwort_neu: 'Neu#Ratsinfo2027' },
    });
    // And back, so the demo login stays as documented.
    await call('POST', '/api/cms/ratsinfo/passwort', 200, {
      ratsinfoToken: token,
      body: { passwort_alt: 'Neu#Ratsinfo2027', passwort_neu: RATSINFO_CREDENTIALS.passwort },
    });
  });

  itEmbedded('403 for the papers of a body the member does not sit in', async () => {
    const a = await call('POST', '/api/cms/ratsinfo/login', 200, {
      body: { email: 'petra.schill@ortschaftsrat-bombach.musterstadt.de', passwort: 'Demo#Ortschaftsrat2026' },
    });
    const other = dataOf<{ token: string }>(a).token;
    await call('GET', '/api/cms/ratsinfo/sitzungen/6006', 403, { ratsinfoToken: other });
    await call('GET', '/api/cms/ratsinfo/vorlagen/9002', 403, { ratsinfoToken: other });
    await call('GET', '/api/cms/ratsinfo/dokument/9101', 403, { ratsinfoToken: other });
    await call('POST', '/api/cms/ratsinfo/logout', 200, { ratsinfoToken: other });
  });

  it('logout, then the token is refused everywhere', async () => {
    expect((await call('POST', '/api/cms/ratsinfo/logout', 200, { ratsinfoToken: token })).body).toEqual({ data: true });
    for (const { method, url } of securedBy('ratsinfoToken')) await call(method, url.replace(/[0-9a-f-]{36}$/, uuid), 401, { ratsinfoToken: token });
    await call('POST', '/api/cms/ratsinfo/logout', 200);
  });
});

// --- Ratstermine contract ---
describe('council meetings contract (Ratstermine)', () => {
  type Gremium = { key: string; name: string };
  type Item = { id: number; slug: string; titel: string; gremium: Gremium; datum: string; ende_geplant: string; oeffentlich: boolean; ics: string };
  type Detail = Item & { tagesordnung: { oeffentlich: { nr: number }[]; nichtoeffentlich: { nr: number }[] }; dokumente: { link: string }[] };
  const RT = '/api/cms/ratstermine';

  it('list: upcoming ascending, past descending, committee filter, paging; 400 for bad parameters', async () => {
    const gremien = dataOf<Gremium[]>(await call('GET', `${RT}/gremien`, 200));
    expect(gremien.length).toBeGreaterThan(0);
    expect(firstOutOfOrder(gremien.map((g) => [g.name]))).toBeNull();
    const kommend = await call('GET', `${RT}?pro_seite=100`, 200);
    const vergangen = await call('GET', `${RT}?zeitraum=vergangen&pro_seite=100`, 200);
    const up = dataOf<Item[]>(kommend);
    const down = dataOf<Item[]>(vergangen);
    expect(up.length + down.length).toBeGreaterThan(0);
    expect(up.map((t) => t.datum)).toEqual([...up.map((t) => t.datum)].sort());
    expect(down.map((t) => t.datum)).toEqual([...down.map((t) => t.datum)].sort().reverse());
    if (up.length && down.length) expect(down[0]!.datum < up[0]!.datum).toBe(true);
    for (const t of [...up, ...down]) {
      expect(slugId(t.slug), t.slug).toBe(t.id);
      expect(t.ics).toBe(`${RT}/${t.id}/ics`);
      expect(t.ende_geplant > t.datum).toBe(true);
    }
    const g = (up[0] ?? down[0])!.gremium;
    const filtered = dataOf<Item[]>(await call('GET', `${RT}?gremium=${g.key}&zeitraum=${up.length ? 'kommend' : 'vergangen'}&seite=1&pro_seite=100`, 200));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((t) => t.gremium.key === g.key)).toBe(true);
    const { gesamt } = metaOf(kommend);
    const page2 = await call('GET', `${RT}?seite=2&pro_seite=2`, 200);
    expect(metaOf(page2)).toEqual({ seite: 2, pro_seite: 2, gesamt, seiten: Math.max(1, Math.ceil(gesamt / 2)) });
    expect(dataOf<Item[]>(page2).map((t) => t.id)).toEqual(up.slice(2, 4).map((t) => t.id));
    await call('GET', `${RT}?zeitraum=morgen`, 400);
    await call('GET', `${RT}?gremium=Gemeinderat`, 400);
    await call('GET', `${RT}?pro_seite=101`, 400);
  });

  it('detail: agenda split and numbered through, documents downloadable; 404', async () => {
    const list = [
      ...dataOf<Item[]>(await call('GET', `${RT}?pro_seite=100`, 200)),
      ...dataOf<Item[]>(await call('GET', `${RT}?zeitraum=vergangen&pro_seite=100`, 200)),
    ];
    const t = list[0]!;
    const d = dataOf<Detail>(await call('GET', `${RT}/${t.id}`, 200));
    expect(d).toMatchObject({ id: t.id, slug: t.slug, titel: t.titel, datum: t.datum, gremium: t.gremium });
    const nrs = [...d.tagesordnung.oeffentlich, ...d.tagesordnung.nichtoeffentlich].map((p) => p.nr);
    expect(nrs).toEqual([...nrs].sort((a, b) => a - b));
    if (d.dokumente.length) await call('GET', d.dokumente[0]!.link, 200);
    if (embedded) {
      const gr = dataOf<Detail>(await call('GET', `${RT}/6006`, 200));
      expect(gr.tagesordnung.nichtoeffentlich.length).toBeGreaterThan(0);
      expect(gr.dokumente.length).toBe(2);
    }
    await call('GET', `${RT}/999999999`, 404);
    await call('GET', `${RT}/abc`, 404);
  });

  it('calendar files: one meeting and the feed of upcoming meetings (all or one committee); 404', async () => {
    const up = dataOf<Item[]>(await call('GET', `${RT}?pro_seite=100`, 200));
    const down = dataOf<Item[]>(await call('GET', `${RT}?zeitraum=vergangen&pro_seite=1`, 200));
    const t = (up[0] ?? down[0])!;
    const one = await call('GET', t.ics, 200);
    const oneText = (one.body as Buffer).toString('utf8');
    expect(oneText).toContain(`UID:ratstermin-${t.id}@musterstadt.de`);
    expect(oneText).toContain(`DTSTART;TZID=Europe/Berlin:${t.datum.replace(/[-:]/g, '')}00`);
    const feed = (await call('GET', `${RT}/kalender`, 200)).body as Buffer;
    expect(feed.toString('utf8').match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(up.length);
    const gremien = dataOf<Gremium[]>(await call('GET', `${RT}/gremien`, 200));
    const one2 = (await call('GET', `${RT}/kalender?gremium=${gremien[0]!.key}`, 200)).body as Buffer;
    expect(one2.toString('utf8')).toContain('BEGIN:VCALENDAR');
    await call('GET', `${RT}/kalender?gremium=gibt-es-nicht`, 404);
    await call('GET', `${RT}/kalender?gremium=A`, 400);
    await call('GET', `${RT}/999999999/ics`, 404);
  });
});

// --- Gewerbe contract ---
describe('Gewerbe contract', () => {
  interface GewerbeListItem {
    id: number;
    name: string;
    slug: string;
    url: string;
    spezialisierung: string;
    rubrik: { url: string; titel: string };
  }

  it('rubriken: every category with its count; the counts add up to the list total', async () => {
    const rubriken = dataOf<Array<{ url: string; titel: string; anzahl: number }>>(await call('GET', '/api/cms/gewerbe/rubriken', 200));
    expect(rubriken.length).toBeGreaterThan(0);
    expect(firstOutOfOrder(rubriken.map((r) => [r.titel]))).toBeNull();
    const gesamt = metaOf(await call('GET', '/api/cms/gewerbe?pro_seite=1', 200)).gesamt;
    expect(rubriken.reduce((n, r) => n + r.anzahl, 0)).toBe(gesamt);
    const withEntries = rubriken.find((r) => r.anzahl > 0)!;
    const one = await call('GET', `/api/cms/gewerbe?rubrik=${withEntries.url}&pro_seite=100`, 200);
    expect(metaOf(one).gesamt).toBe(withEntries.anzahl);
    expect(dataOf<GewerbeListItem[]>(one).every((g) => g.rubrik.url === withEntries.url)).toBe(true);
    await call('GET', '/api/cms/gewerbe?rubrik=gibt-es-nicht', 404);
    await call('GET', '/api/cms/gewerbe?rubrik=Gro%C3%9F', 400);
  });

  it('list: German order of names, pages that concatenate, q and buchstabe filters, 400 for bad parameters', async () => {
    const all = await call('GET', '/api/cms/gewerbe?pro_seite=100&seite=1', 200);
    const items = dataOf<GewerbeListItem[]>(all);
    expect(firstOutOfOrder(items.map((g) => [g.name]))).toBeNull();
    for (const g of items) expect(g.url).toBe(`/wirtschaft/gewerbeverzeichnis/${g.rubrik.url}/${g.slug}`);
    const p1 = dataOf<GewerbeListItem[]>(await call('GET', '/api/cms/gewerbe?pro_seite=7', 200));
    const p2 = dataOf<GewerbeListItem[]>(await call('GET', '/api/cms/gewerbe?pro_seite=7&seite=2', 200));
    expect([...p1, ...p2].map((g) => g.id)).toEqual(items.slice(0, 14).map((g) => g.id));

    const word = items[0]!.spezialisierung.split(/\s+/)[0]!;
    const hits = dataOf<GewerbeListItem[]>(await call('GET', `/api/cms/gewerbe?q=${encodeURIComponent(word.toUpperCase())}&pro_seite=100`, 200));
    expect(hits.map((g) => g.id)).toContain(items[0]!.id);
    expect(hits.length).toBeLessThanOrEqual(items.length);
    expect(metaOf(await call('GET', '/api/cms/gewerbe?q=zzzzqqqq', 200)).gesamt).toBe(0);
    await call('GET', `/api/cms/gewerbe?q=${'x'.repeat(101)}`, 400);

    const letters = dataOf<Array<{ buchstabe: string; anzahl: number }>>(await call('GET', '/api/cms/gewerbe/buchstaben', 200));
    expect(letters.map((l) => l.buchstabe)).toEqual([...new Set(letters.map((l) => l.buchstabe))].sort());
    expect(letters.reduce((n, l) => n + l.anzahl, 0)).toBe(metaOf(all).gesamt);
    const l = letters[letters.length - 1]!;
    const byLetter = await call('GET', `/api/cms/gewerbe?buchstabe=${l.buchstabe}&pro_seite=100`, 200);
    expect(metaOf(byLetter).gesamt).toBe(l.anzahl);
    for (const g of dataOf<GewerbeListItem[]>(byLetter)) expect(letterOf(g.name), g.name).toBe(l.buchstabe);
    for (const q of ['buchstabe=%C3%A4', 'buchstabe=A', 'pro_seite=1000', 'pro_seite=0', 'seite=abc']) await call('GET', `/api/cms/gewerbe?${q}`, 400);
  });

  it('{id}: one entry with its category and contact; 404 for unknown and malformed ids', async () => {
    const first = dataOf<GewerbeListItem[]>(await call('GET', '/api/cms/gewerbe?pro_seite=1', 200))[0]!;
    const detail = dataOf<GewerbeListItem & { oeffnungszeiten: string[] }>(await call('GET', `/api/cms/gewerbe/${first.id}`, 200));
    expect(detail).toMatchObject({ id: first.id, name: first.name, url: first.url, rubrik: first.rubrik });
    expect(slugId(detail.slug)).toBe(first.id);
    await call('GET', '/api/cms/gewerbe/999999999', 404);
    await call('GET', '/api/cms/gewerbe/abc', 404);
  });
});

describe('Gewerbe writes: approved self-entries (ADR 15)', () => {
  interface Detail {
    id: number;
    url: string;
    name: string;
    rubriken: Array<{ url: string }>;
    logo: { url: string; breite: number; hoehe: number } | null;
  }
  let token = '';
  beforeAll(async () => {
    token = dataOf<{ token: string }>(await call('POST', '/api/cms/login', 200, { body: CREDENTIALS })).token;
  });
  afterAll(async () => {
    await call('POST', '/api/cms/intranet/logout', 200, { token });
  });

  const entry = async (schluessel: string, rubriken: string[]) => ({
    schluessel,
    name: 'Vertragstest Werkstatt',
    spezialisierung: 'Prüfung des Vertrags',
    text: 'Ein Eintrag, den der Vertragstest anlegt, ändert und wieder löscht.',
    rubriken,
    adresse: { location: 'Vertragstest Werkstatt', street: 'Hauptstraße 1', zip: '79999', city: 'Musterstadt' },
    telefon: '+49 7641 123456',
    fax: null,
    email: 'vertragstest@example.org',
    web: 'https://www.example.org',
    oeffnungszeiten: ['Mo–Fr 8–12 Uhr'],
    logo: {
      typ: 'image/png',
      daten: (
        await sharp({ create: { width: 900, height: 300, channels: 4, background: '#c00' } })
          .png()
          .toBuffer()
      ).toString('base64'),
    },
  });

  it('publishes an entry under two categories with its logo, changes it under the same key, refuses unknown categories and non-pictures, removes it', async () => {
    const rubriken = dataOf<Array<{ url: string; anzahl: number }>>(await call('GET', '/api/cms/gewerbe/rubriken', 200));
    const [a, b] = [rubriken[0]!, rubriken[1]!];
    const schluessel = crypto.randomUUID();
    const body = await entry(schluessel, [a.url, b.url]);
    const created = dataOf<Detail>(await call('POST', '/api/cms/gewerbe/eintraege', 200, { token, body }));
    expect(created.rubriken.map((r) => r.url)).toEqual([a.url, b.url]);
    expect(created.url).toMatch(new RegExp(`^/wirtschaft/gewerbeverzeichnis/${a.url}/vertragstest-werkstatt_${created.id}$`));
    // Re-encoded to at most 600 pixels.
    expect(created.logo).toMatchObject({ breite: 600, hoehe: 200 });
    const logo = await call('GET', created.logo!.url, 200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toMatch(/public/);
    // Listed under both categories, counted in each.
    const under = dataOf<Array<{ id: number }>>(await call('GET', `/api/cms/gewerbe?rubrik=${b.url}&pro_seite=100`, 200));
    expect(under.map((g) => g.id)).toContain(created.id);
    const after = dataOf<Array<{ url: string; anzahl: number }>>(await call('GET', '/api/cms/gewerbe/rubriken', 200));
    expect(after.find((r) => r.url === a.url)!.anzahl).toBe(a.anzahl + 1);
    expect(after.find((r) => r.url === b.url)!.anzahl).toBe(b.anzahl + 1);

    const changed = dataOf<Detail>(
      await call('POST', '/api/cms/gewerbe/eintraege', 200, {
        token,
        body: { ...body, name: 'Vertragstest Werkstatt GmbH', rubriken: [b.url], logo: 'behalten' },
      }),
    );
    expect(changed).toMatchObject({ id: created.id, name: 'Vertragstest Werkstatt GmbH', logo: created.logo });
    expect(changed.rubriken.map((r) => r.url)).toEqual([b.url]);
    expect(dataOf<Detail>(await call('GET', `/api/cms/gewerbe/${created.id}`, 200)).name).toBe('Vertragstest Werkstatt GmbH');

    await call('POST', '/api/cms/gewerbe/eintraege', 400, { token, body: { ...body, rubriken: ['gibt-es-nicht'] } });
    await call('POST', '/api/cms/gewerbe/eintraege', 400, {
      token,
      body: { ...body, logo: { typ: 'image/png', daten: Buffer.from('kein Bild').toString('base64') } },
    });
    await call('POST', '/api/cms/gewerbe/eintraege', 400, { token, body: { ...body, telefon: 'bitte anrufen' } });

    await call('POST', `/api/cms/gewerbe/eintraege/${schluessel}/entfernen`, 200, { token });
    await call('GET', `/api/cms/gewerbe/${created.id}`, 404);
    await call('GET', created.logo!.url, 404);
    await call('POST', `/api/cms/gewerbe/eintraege/${schluessel}/entfernen`, 404, { token });
  });

  itEmbedded('refuses a staff member without the role eingaenge (403)', async () => {
    const paul = dataOf<{ token: string }>(
      await call('POST', '/api/cms/login', 200, { body: { email: 'paul.brenner@musterstadt.de', passwort: 'Demo#Intranet2026' } }),
    ).token;
    const schluessel = crypto.randomUUID();
    await call('POST', '/api/cms/gewerbe/eintraege', 403, { token: paul, body: await entry(schluessel, ['handwerk']) });
    await call('POST', `/api/cms/gewerbe/eintraege/${schluessel}/entfernen`, 403, { token: paul });
    await call('POST', '/api/cms/intranet/logout', 200, { token: paul });
  });
});

// --- Baustellen and Flächen contract ---

describe('Baustellen and Flächen contract', () => {
  it('construction sites: list with filters and paging, phases by period, one site, errors', async () => {
    const all = await call('GET', '/api/cms/baustellen?pro_seite=100', 200);
    const sites = dataOf<Array<{ id: number; ortsteil: string; status: string }>>(all);
    expect(sites.length).toBeGreaterThan(0);
    expect(metaOf(all).gesamt).toBe(sites.length);
    const bombach = dataOf<Array<{ ortsteil: string; status: string }>>(
      await call('GET', '/api/cms/baustellen?ortsteil=Bombach&status[]=aktuell&status[]=geplant&seite=1&pro_seite=5', 200),
    );
    for (const b of bombach) {
      expect(b.ortsteil).toBe('Bombach');
      expect(['aktuell', 'geplant']).toContain(b.status);
    }
    await call('GET', '/api/cms/baustellen?status=bald', 400);
    const phasen = await call('GET', '/api/cms/baustellen/phasen?status=laufend&ortsteil=Kernstadt&seite=1&pro_seite=50', 200);
    for (const p of dataOf<Array<{ status: string; baustelle: { ortsteil: string } }>>(phasen)) {
      expect(p.status).toBe('laufend');
      expect(p.baustelle.ortsteil).toBe('Kernstadt');
    }
    await call('GET', '/api/cms/baustellen/phasen?pro_seite=0', 400);
    const one = await call('GET', `/api/cms/baustellen/${sites[0]!.id}`, 200);
    expect(dataOf<{ id: number }>(one).id).toBe(sites[0]!.id);
    await call('GET', '/api/cms/baustellen/999999999', 404);
  });

  it('plots: list by art and status, one plot, errors', async () => {
    const gewerbe = await call('GET', '/api/cms/flaechen?art=gewerbe&status=verfuegbar&seite=1&pro_seite=100', 200);
    const plots = dataOf<Array<{ id: number; art: string; status: string }>>(gewerbe);
    expect(plots.length).toBeGreaterThan(0);
    for (const f of plots) expect([f.art, f.status]).toEqual(['gewerbe', 'verfuegbar']);
    await call('GET', '/api/cms/flaechen?art=industrie', 400);
    const one = await call('GET', `/api/cms/flaechen/${plots[0]!.id}`, 200);
    expect(dataOf<{ art: string }>(one).art).toBe('gewerbe');
    await call('GET', '/api/cms/flaechen/999999999', 404);
  });
});

// --- Tourismus contract ---

describe('tourism contract (Tourismus)', () => {
  interface Unterkunft {
    id: number;
    art: string;
  }
  interface Wanderweg {
    id: number;
    slug: string;
  }

  it('accommodation: all, one kind, a second page and a refused kind', async () => {
    const all = await call('GET', '/api/cms/unterkuenfte?seite=1&pro_seite=5', 200);
    expect(metaOf(all)).toMatchObject({ seite: 1, pro_seite: 5 });
    const hotels = dataOf<Unterkunft[]>(await call('GET', '/api/cms/unterkuenfte?art=Hotel', 200));
    expect(hotels.length).toBeGreaterThan(0);
    expect(new Set(hotels.map((u) => u.art))).toEqual(new Set(['Hotel']));
    await call('GET', '/api/cms/unterkuenfte?art=Schloss', 400);
    await call('GET', '/api/cms/unterkuenfte?seite=0', 400);
  });

  it('carnival clubs', async () => {
    const a = await call('GET', '/api/cms/fasnetvereine?seite=1&pro_seite=100', 200);
    expect(dataOf<unknown[]>(a).length).toBeGreaterThan(0);
    await call('GET', '/api/cms/fasnetvereine?pro_seite=1000', 400);
  });

  it('hiking routes and one route by id and by slug; unknown ones 404', async () => {
    const list = dataOf<Wanderweg[]>(await call('GET', '/api/cms/wanderwege?seite=1&pro_seite=100', 200));
    expect(list.length).toBeGreaterThan(0);
    await call('GET', '/api/cms/wanderwege?seite=x', 400);
    const first = list[0]!;
    expect(dataOf<Wanderweg>(await call('GET', `/api/cms/wanderwege/${first.id}`, 200)).slug).toBe(first.slug);
    expect(dataOf<Wanderweg>(await call('GET', `/api/cms/wanderwege/${first.slug}`, 200)).id).toBe(first.id);
    await call('GET', '/api/cms/wanderwege/999999999', 404);
  });
});

// --- Veranstaltungen contract ---
describe('events contract', () => {
  interface Event {
    id: number;
    datum_von: string;
    rubriken: Array<{ id: number }>;
    ics: string;
  }

  it('lists upcoming events with paging, a category and a period filter', async () => {
    const all = await call('GET', '/api/cms/veranstaltungen?seite=1&pro_seite=5', 200);
    expect(dataOf<Event[]>(all)).toHaveLength(5);
    expect(metaOf(all).gesamt).toBeGreaterThan(40);
    const starts = dataOf<Event[]>(all).map((e) => e.datum_von);
    expect(starts).toEqual([...starts].sort());
    const markets = await call('GET', '/api/cms/veranstaltungen?rubrik_id=7&pro_seite=100', 200);
    expect(dataOf<Event[]>(markets).length).toBeGreaterThan(0);
    expect(dataOf<Event[]>(markets).every((e) => e.rubriken.some((r) => r.id === 7))).toBe(true);
    const month = await call('GET', '/api/cms/veranstaltungen?zeitraum=monat&pro_seite=100', 200);
    expect(metaOf(month).gesamt).toBeLessThan(metaOf(all).gesamt);
    await call('GET', '/api/cms/veranstaltungen?zeitraum=jahr', 400);
    await call('GET', '/api/cms/veranstaltungen?rubrik_id=abc', 400);
  });

  it('categories, one event and its calendar file', async () => {
    const rubriken = dataOf<Array<{ id: number; titel: string }>>(await call('GET', '/api/cms/veranstaltungen/rubriken', 200));
    expect(rubriken.map((r) => r.id)).toEqual(expect.arrayContaining([6, 7]));
    const first = dataOf<Event[]>(await call('GET', '/api/cms/veranstaltungen?pro_seite=1', 200))[0]!;
    const one = await call('GET', `/api/cms/veranstaltungen/${first.id}`, 200);
    expect(dataOf<Event>(one).id).toBe(first.id);
    await call('GET', '/api/cms/veranstaltungen/999999', 404);
    const ics = await call('GET', first.ics, 200);
    expect(String(ics.body)).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await call('GET', '/api/cms/veranstaltungen/999999/ics', 404);
  });

  it('subscribable feeds, all and per category', async () => {
    const feed = await call('GET', '/api/cms/veranstaltungen/kalender', 200);
    expect(String(feed.body).match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(40);
    const fasnet = await call('GET', '/api/cms/veranstaltungen/kalender?rubrik_id=6', 200);
    expect(String(fasnet.body)).toContain('X-WR-CALNAME:Veranstaltungen in Musterstadt: Fasnet');
    await call('GET', '/api/cms/veranstaltungen/kalender?rubrik_id=999', 404);
  });
});

// Each part's requests of its own operations (ADR 34): shared/parts/<part>/contract.cases.ts.
const PARTS_DIR = fileURLToPath(new URL('../../shared/parts/', import.meta.url));
for (const part of fs.readdirSync(PARTS_DIR).sort()) {
  const file = path.join(PARTS_DIR, part, 'contract.cases.ts');
  if (!fs.existsSync(file)) continue;
  const cases = ((await import(file)) as { default: PartContractCases }).default;
  describe(`part ${part}`, () => cases({ call, dataOf, itEmbedded, embedded, firstOutOfOrder }));
}

describe('coverage', () => {
  // Keep last: the tests above record every operation they request.
  it('every operation of the document was requested by this test', () => {
    const all = Object.entries(docPaths).flatMap(([template, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${template}`),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((op) => !covered.has(op))).toEqual([]);
  });
});
