import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { testApp } from '../helpers/app';
import { isAllowed } from '../../server/api/allow-list';
import { openDatabase } from '../../server/cms/db';
import { createCmsHandler } from '../../server/cms/api';
import { MEDIA_DIR } from '../../server/cms/seed/seed';
import { news as seedNews } from '../../server/cms/seed/data/news';

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
interface Parameter { name: string; in: string; required?: boolean; example?: Json }
interface MediaType { schema?: JsonObject }
interface ResponseObject { description: string; content?: Record<string, MediaType> }
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
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const u = new URL(url, 'http://localhost');
  const matches = templates.filter((t) => t.re.test(u.pathname) && docPaths[t.template]?.[method.toLowerCase()]);
  expect(matches.map((m) => m.template), `the document has no operation ${method} for ${u.pathname}`).toHaveLength(1);
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
  if (typeof options.body === 'string') req = req.set('content-type', 'application/json');
  req = req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const res = options.body === undefined ? await req : await req.send(options.body as object);
  const raw = res.body as Buffer;
  const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
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

interface NewsItem { id: number; bild: { url: string } | null }
interface ArchivThema { id: number; thema: string; intranet: boolean; archiv: Array<{ id: number; dokumente: Array<{ id: number; link: string }> }> }

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
          expect(op.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name), `${template}: ${name} not declared`).toBe(true);
        }
      }
    }
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
  });

  it('medien/{key}.jpg serves the original image; an unknown key is 404', async () => {
    const slides = dataOf<Array<{ bild: { url: string } }>>(await call('GET', '/api/cms/hero/start', 200));
    const url = slides[0]!.bild.url;
    if (embedded) {
      // The tests do not render the demo images (slow); one real JPEG is enough.
      const key = /\/medien\/([a-z0-9-]+)\.jpg$/.exec(url)![1]!;
      fs.mkdirSync(path.join(site.dataDir, MEDIA_DIR), { recursive: true });
      const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#7a9' } }).jpeg().toBuffer();
      fs.writeFileSync(path.join(site.dataDir, MEDIA_DIR, `${key}.jpg`), jpeg);
    }
    const a = await call('GET', url, 200);
    expect((a.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await call('GET', '/api/cms/medien/gibt-es-nicht.jpg', 404);
  });

  it('400 for pro_seite=1000, seite=abc, order=passwort ASC and other invalid parameters', async () => {
    for (const q of ['pro_seite=1000', 'seite=abc', 'order=passwort%20ASC', 'pro_seite=0', 'seite=-1', 'aktiv=vielleicht', 'datum=20x5', 'order=[datum_von%20SIDEWAYS]']) {
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
    const { db, sqlite, close } = openDatabase(path.join(site.dataDir, 'musterstadt.db'));
    try {
      const listedAt = async (iso: string) => {
        const cms = createCmsHandler({ db, sqlite, dataDir: site.dataDir, now: () => new Date(iso) });
        const query = new URLSearchParams({ datum: item.datum_von.slice(0, 4), pro_seite: '100' });
        const res = await cms.handle({ method: 'GET', path: `/aktuelles_rubrik/${item.rubrik}/aktuelles`, query });
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

describe('intranet', () => {
  let token = '';
  let uuid = '';

  beforeAll(async () => {
    expect(CREDENTIALS.email && CREDENTIALS.passwort, 'CONTRACT_EMAIL and CONTRACT_PASSWORT are needed with CONTRACT_CMS_URL').toBeTruthy();
    const a = await call('POST', '/api/cms/login', 200, { body: CREDENTIALS });
    ({ token, uuid } = dataOf<{ token: string; uuid: string }>(a));
  });

  /** Every operation that needs the token, per the document, at a URL built from its examples. */
  function securedExamples(): Array<{ method: 'GET' | 'POST'; url: string }> {
    const out: Array<{ method: 'GET' | 'POST'; url: string }> = [];
    for (const [template, item] of Object.entries(docPaths)) {
      for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
        const op = operation(template, method)!;
        const needsToken = (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0);
        if (needsToken) out.push({ method: method.toUpperCase() as 'GET' | 'POST', url: exampleUrl(template, op) });
      }
    }
    return out;
  }

  it('login: 400 without password or with a broken body, 401 for a wrong password', async () => {
    await call('POST', '/api/cms/login', 400, { body: { email: CREDENTIALS.email } });
    await call('POST', '/api/cms/login', 400, { body: '{"email": kaputt' });
    await call('POST', '/api/cms/login', 401, { body: { email: CREDENTIALS.email, passwort: `${CREDENTIALS.passwort}x` } });
  });

  it('401 without a token (and with an unknown token) on every intranet endpoint', async () => {
    const secured = securedExamples();
    expect(secured.length).toBe(7);
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
    const a = await call('GET', '/api/cms/intranet/archiv_themen?themen_id=4&gueltig_von=true&gueltig_bis=true&order=[thema%20ASC,%20archiv.titel%20ASC]', 200, { token });
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

  it('logout, then the token is refused everywhere', async () => {
    const a = await call('POST', '/api/cms/intranet/logout', 200, { token });
    expect(a.body).toEqual({ data: true });
    for (const { method, url } of securedExamples()) await call(method, url.replace(/[0-9a-f-]{36}$/, uuid), 401, { token });
    // Logging out without a token is harmless.
    await call('POST', '/api/cms/intranet/logout', 200);
  });
});

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
