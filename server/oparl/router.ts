import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { CmsClientFactory } from '../cms/client';
import type { OriginOf } from '../http/public-origin';
import { councilDataSource } from './data';
import type { ContentChanges } from '../cms/changes';
import { GEMEINDERAT_PATH, PERSONEN_PATH } from '../../shared/parts/gremien/gemeinderat/paths';
import { RATSTERMINE_PATH } from '../../shared/parts/ratstermine/paths';
import { BODY_ID, ERROR_TYPE, oparlModel, type OParlModel, type OParlObject } from './objects';

/**
 * OParl 1.1 at /oparl/v1/ (https://oparl.org): the town's council as open data, read-only and public,
 * for programs. JSON for every object at its own URL; external lists in pages of `limit` (default 20,
 * at most 100) with `pagination` and `links` whose URLs keep the filters (`created_since`,
 * `created_until`, `modified_since`, `modified_until`, `omit_internal`); errors as the standard's Error
 * object; `Access-Control-Allow-Origin: *` on every JSON answer. Files answer at `accessUrl` (inline)
 * and `downloadUrl` (attachment) through the site's public download. The data is the public CMS
 * contract only (data.ts): nothing non-public can appear.
 */
export interface OParlOptions {
  cmsFactory: CmsClientFactory;
  /** The origin of the ids (PUBLIC_URL's, else an allowed Host's, server/http/public-origin.ts). */
  origin: OriginOf;
  /** /api, for the files (they stream through the public download of the contract). */
  api: express.Router;
  logger: Logger;
  /** The site's change tracking: the council data is read again once the council changed (ADR 44). */
  changes?: ContentChanges;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const FILTERS = ['created_since', 'created_until', 'modified_since', 'modified_until'] as const;
/** OParl's date-time with offset (2.4); `Z` is accepted as +00:00. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const ID = /^[1-9]\d{0,8}$/;
const ITEM = /^([1-9]\d{0,8})-([1-9]\d{0,2})$/;

class OParlError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
    readonly debug: string,
  ) {
    super(message);
  }
}

const notFound = (debug: string) => new OParlError(404, 'Dieses Objekt gibt es nicht.', debug);

interface ListQuery {
  page: number;
  limit: number;
  omitInternal: boolean;
  filters: Partial<Record<(typeof FILTERS)[number], number>>;
  /** The filters as given, for the links of the other pages. */
  keep: Array<[string, string]>;
}

function listQuery(req: Request): ListQuery {
  const q = req.query as Record<string, unknown>;
  const one = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);
  const page = one('page') ?? '1';
  if (!ID.test(page)) throw new OParlError(400, 'Der Parameter page muss eine ganze Zahl ab 1 sein.', `page=${page}`);
  const limitText = one('limit');
  if (limitText !== undefined && !ID.test(limitText)) throw new OParlError(400, 'Der Parameter limit muss eine ganze Zahl ab 1 sein.', `limit=${limitText}`);
  // A client must not expect the server to honour any limit (2.5): it is kept between 1 and 100.
  const limit = Math.min(MAX_LIMIT, Number(limitText ?? DEFAULT_LIMIT));
  const filters: ListQuery['filters'] = {};
  const keep: Array<[string, string]> = [];
  for (const name of FILTERS) {
    const v = one(name);
    if (v === undefined) continue;
    const t = Date.parse(v);
    if (!DATE_TIME.test(v) || Number.isNaN(t))
      throw new OParlError(400, `Der Parameter ${name} muss ein Zeitpunkt mit Zeitzone sein (yyyy-mm-ddThh:mm:ss±hh:mm).`, `${name}=${v}`);
    filters[name] = t;
    keep.push([name, v]);
  }
  const omit = one('omit_internal');
  if (omit !== undefined && omit !== 'true' && omit !== 'false')
    throw new OParlError(400, 'Der Parameter omit_internal muss true oder false sein.', `omit_internal=${omit}`);
  if (omit === 'true') keep.push(['omit_internal', 'true']);
  if (limitText !== undefined && limit !== DEFAULT_LIMIT) keep.push(['limit', String(limit)]);
  return { page: Number(page), limit, omitInternal: omit === 'true', filters, keep };
}

function passes(o: OParlObject, f: ListQuery['filters']): boolean {
  const created = Date.parse(o.created);
  const modified = Date.parse(o.modified);
  return (
    (f.created_since === undefined || created >= f.created_since) &&
    (f.created_until === undefined || created <= f.created_until) &&
    (f.modified_since === undefined || modified >= f.modified_since) &&
    (f.modified_until === undefined || modified <= f.modified_until)
  );
}

/** A page of an external list (OParl 2.5): the objects in their stable order, filtered, with pagination and links. */
function listPage(listUrl: string, objects: OParlObject[], q: ListQuery, web?: string) {
  const matching = objects.filter((o) => passes(o, q.filters));
  const totalPages = Math.max(1, Math.ceil(matching.length / q.limit));
  if (q.page > totalPages) throw new OParlError(404, 'Diese Listenseite gibt es nicht.', `page=${q.page}, totalPages=${totalPages}`);
  // One canonical URL per page: parameters in alphabetical order, page 1 without `page`.
  const pageUrl = (page: number) => {
    const params = [...q.keep, ...(page > 1 ? [['page', String(page)] as [string, string]] : [])].sort(([a], [b]) => a.localeCompare(b));
    const search = new URLSearchParams(params).toString();
    return search ? `${listUrl}?${search}` : listUrl;
  };
  return {
    data: matching.slice((q.page - 1) * q.limit, q.page * q.limit),
    pagination: { totalElements: matching.length, elementsPerPage: q.limit, currentPage: q.page, totalPages },
    links: {
      first: pageUrl(1),
      ...(q.page > 1 ? { prev: pageUrl(q.page - 1) } : {}),
      self: pageUrl(q.page),
      ...(q.page < totalPages ? { next: pageUrl(q.page + 1) } : {}),
      last: pageUrl(totalPages),
      ...(web ? { web } : {}),
    },
  };
}

/**
 * Programs on other sites may read every answer, the redirect of the entry point and the errors
 * included: a browser client that follows the 301 of '/oparl/v1' without them fails right there.
 */
const CROSS_ORIGIN = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

function send(res: Response, status: number, body: unknown): void {
  res
    .status(status)
    .set({
      ...CROSS_ORIGIN,
      'cache-control': status === 200 ? 'public, max-age=60' : 'no-store',
    })
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

export function oparlRouter(options: OParlOptions): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.use((req, res, next) => {
    res.set(CROSS_ORIGIN);
    // A preflight (a client that sends a header of its own): reading is all there is.
    if (req.method === 'OPTIONS') {
      res
        .set({ 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-allow-headers': '*', 'access-control-max-age': '86400' })
        .status(204)
        .end();
      return;
    }
    next();
  });
  const originOf = options.origin;
  const dataOf = councilDataSource({ changes: options.changes });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

  /** A GET answered with the model of this request's origin. */
  const handle = (fn: (m: OParlModel, req: Request, res: Response) => unknown) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const model = oparlModel(await dataOf(options.cmsFactory.forRequest()), originOf(req));
      // Ids from the request's Host: a shared cache keeps the answers apart per host.
      if (originOf.byHost) res.vary('Host');
      const body = await fn(model, req, res);
      if (body !== undefined) send(res, 200, body);
    } catch (error) {
      if (error instanceof OParlError) {
        send(res, error.status, { type: ERROR_TYPE, message: error.message, debug: error.debug });
        return;
      }
      options.logger.warn({ err: error }, 'OParl: Daten nicht lesbar');
      if (!res.headersSent)
        send(res, 503, {
          type: ERROR_TYPE,
          message: 'Die Daten sind gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
          debug: 'CMS nicht erreichbar',
        });
      else next(error);
    }
  };

  const idParam = (req: Request, name = 'id') => {
    const v = String(req.params[name] ?? '');
    if (!ID.test(v)) throw notFound(`${name}=${v}`);
    return Number(v);
  };
  const found = <T>(value: T | null | undefined, debug: string): T => {
    if (value === null || value === undefined) throw notFound(debug);
    return value;
  };
  const checkBody = (req: Request) => {
    if (req.params.body !== BODY_ID) throw notFound(`body=${String(req.params.body)}`);
  };

  // The endpoint is the System (2.10); without the slash it is the same address.
  router.get('/', (req, res, next) => {
    if (req.originalUrl.split('?')[0]!.endsWith('/')) return handle((m) => m.system())(req, res, next);
    res.redirect(301, `${req.baseUrl}/`);
  });
  router.get(
    '/body',
    handle((m, req) => {
      const q = listQuery(req);
      return listPage(m.url.bodies, [m.body(q.omitInternal)], q);
    }),
  );
  router.get(
    '/body/:body',
    handle((m, req) => (checkBody(req), m.body(false))),
  );

  /** The external lists of the body: their objects (with or without the embedded ones) and the page that shows them. */
  const bodyLists: Array<[name: string, objects: (m: OParlModel, omitInternal: boolean) => OParlObject[], web?: string]> = [
    ['organization', (m) => m.organizations(), GEMEINDERAT_PATH],
    ['person', (m, omit) => m.personen(omit), PERSONEN_PATH],
    ['membership', (m) => m.memberships()],
    ['meeting', (m, omit) => m.meetings(omit, today()), RATSTERMINE_PATH],
    ['agendaitem', (m) => m.agendaItems()],
    ['consultation', (m) => m.consultationList()],
    ['paper', (m, omit) => m.papers(omit)],
    ['file', (m) => m.files()],
    ['legislativeterm', (m) => [m.legislativeTerm()]],
  ];
  for (const [name, objects, web] of bodyLists) {
    router.get(
      `/body/:body/${name}`,
      handle((m, req) => {
        checkBody(req);
        const q = listQuery(req);
        return listPage(m.url.list(name), objects(m, q.omitInternal), q, web ? m.url.web(web) : undefined);
      }),
    );
  }

  router.get(
    '/legislativeterm/:id',
    handle((m, req) =>
      req.params.id === m.legislativeTerm().id.split('/').at(-1) ? m.legislativeTerm() : found(null, `legislativeterm=${String(req.params.id)}`),
    ),
  );
  router.get(
    '/organization/:id',
    handle((m, req) => found(m.organizationObject(idParam(req)), 'organization')),
  );
  router.get(
    '/organization/:id/meeting',
    handle((m, req) => {
      const id = idParam(req);
      const org = found(m.organizationInfo(id), `organization=${id}`);
      const q = listQuery(req);
      const own = m.meetings(q.omitInternal, today()).filter((x) => (x.organization as string[] | undefined)?.includes(m.url.organization(org.id)));
      return listPage(m.url.organizationMeetings(id), own, q);
    }),
  );
  router.get(
    '/person/:id',
    handle((m, req) =>
      found(
        m.personen(false).find((p) => p.id === m.url.person(idParam(req))),
        'person',
      ),
    ),
  );
  router.get(
    '/membership/:id',
    handle((m, req) =>
      found(
        m.memberships().find((x) => x.id === m.url.membership(idParam(req))),
        'membership',
      ),
    ),
  );
  router.get(
    '/meeting/:id',
    handle((m, req) =>
      found(
        m.meetings(false, today()).find((x) => x.id === m.url.meeting(idParam(req))),
        'meeting',
      ),
    ),
  );
  router.get(
    '/agendaitem/:item',
    handle((m, req) =>
      found(
        m.agendaItems().find((x) => x.id === itemUrl(m.url.agendaItem, String(req.params.item))),
        'agendaitem',
      ),
    ),
  );
  router.get(
    '/consultation/:item',
    handle((m, req) =>
      found(
        m.consultationList().find((x) => x.id === itemUrl(m.url.consultation, String(req.params.item))),
        'consultation',
      ),
    ),
  );
  router.get(
    '/location/:id',
    handle((m, req) => {
      if (req.params.id === 'rathaus') return m.body(false).location as OParlObject;
      const s = found(m.meetingById.get(idParam(req)), 'location');
      return m.location(s);
    }),
  );
  router.get(
    '/paper/:id',
    handle((m, req) =>
      found(
        m.papers(false).find((x) => x.id === m.url.paper(idParam(req))),
        'paper',
      ),
    ),
  );
  router.get(
    '/file/:id',
    handle((m, req) => found(m.file(idParam(req)), 'file')),
  );

  /**
   * The file's bytes through the site's public download (/api/cms/dateien/…), with the Content-Disposition
   * OParl asks for: never `attachment` at accessUrl, always `attachment` at downloadUrl (2.7).
   */
  const fileBytes = (disposition: 'inline' | 'attachment') =>
    handle((m, req, res) => {
      const id = idParam(req);
      const d = found(m.documentOf(id), `file=${id}`);
      const setHeader = res.setHeader.bind(res);
      const header = `${disposition}; filename="${d.datei.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(d.datei)}`;
      res.setHeader = ((name: string, value: number | string | readonly string[]) =>
        setHeader(name, name.toLowerCase() === 'content-disposition' ? header : value)) as typeof res.setHeader;
      res.setHeader('content-disposition', header);
      req.url = d.link.slice('/api'.length);
      return new Promise<undefined>((resolve, reject) => {
        res.on('finish', () => resolve(undefined));
        res.on('close', () => resolve(undefined));
        options.api(req, res, (error?: unknown) => (error ? reject(error) : reject(notFound(`file=${id}`))));
      });
    });
  router.get('/file/:id/access', fileBytes('inline'));
  router.get('/file/:id/download', fileBytes('attachment'));

  // Anything else below /oparl/v1 is no object: the standard's error, not the site's HTML page.
  router.use((req, res) => send(res, 404, { type: ERROR_TYPE, message: 'Dieses Objekt gibt es nicht.', debug: req.path }));
  return router;
}

/** The URL of an agenda item or consultation from its `{meeting}-{number}` key, or '' for a malformed key. */
function itemUrl(url: (meeting: number, nr: number) => string, key: string): string {
  const m = ITEM.exec(key);
  return m ? url(Number(m[1]), Number(m[2])) : '';
}
