import crypto from 'node:crypto';
import net from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RouteTable } from '../../shared/routing/match';
import type { OpenedDb } from '../cms/store/types';
import { DATA_ENDPOINT } from '../../shared/app/state';
import { keptPerString } from '../../shared/util/kept';

/**
 * /metrics in Prometheus's text format (prom-client, the client Prometheus's own authors keep; its
 * default metrics bring the event loop's lag, the heap and the garbage collector). Per process:
 * several instances are scraped one by one. The series:
 *
 * - st_http_request_duration_seconds{route,status}: every answer, by the route table's id (or the
 *   kind of file: assets, bild, api, oparl, …), so the labels stay few whatever is requested;
 * - st_page_cache_requests_total{result}: the page cache's hits (a kept page, also stale) and misses;
 * - st_outbox_messages{state} and st_outbox_oldest_queued_seconds: the site's mails (server/cms/mail)
 *   waiting or given up, and how long the oldest waits (read from the store at each scrape);
 * - st_image_rejections_total: image renders refused because the image queue was full (503);
 * - st_database_pool_waiting: requests waiting for a PostgreSQL connection (0 on SQLite);
 * - nodejs_eventloop_lag_seconds and the other defaults of prom-client.
 */
export interface Metrics {
  /** Times every answer; place it first. */
  timer: RequestHandler;
  /**
   * Counts an answer of a kept page sent in front of Express (ADR 65) as `timer` counts one through
   * Express: a page cache hit, and its duration by route (`path`: the address without its query).
   */
  cachedAnswer(path: string, status: number, seconds: number): void;
  /** The /metrics endpoint, behind its access check. */
  endpoint: RequestHandler;
  registry: Registry;
}

export interface MetricsOptions {
  table: RouteTable;
  store: OpenedDb;
  /** METRICS_ALLOW: addresses or subnets that may read /metrics. */
  allow: string[];
  /** METRICS_TOKEN: a bearer token that may read it from anywhere. */
  token: string | null;
}

/** The label of a request that is no page: the kind of thing it asked for. */
function familyOf(path: string): string | null {
  if (path.startsWith('/assets/')) return 'assets';
  if (path === '/bild') return 'bild';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/oparl/')) return 'oparl';
  if (path.startsWith(`${DATA_ENDPOINT}/`)) return null;
  if (path.startsWith('/feeds/')) return 'feeds';
  if (path.startsWith('/images/') || path.startsWith('/dokumente/') || path.startsWith('/fonts/')) return 'statisch';
  if (['/livez', '/readyz', '/healthz', '/metrics', '/sitemap.xml', '/robots.txt', '/favicon.ico', '/sw.js', '/manifest.webmanifest'].includes(path))
    return path.slice(1);
  return null;
}

/** A subnet list for net.BlockList: addresses, CIDR subnets and the word loopback. */
function blockList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const e of entries) {
    if (e === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = e.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

const plainAddress = (ip: string) => (ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

export function createMetrics(o: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'st_http_request_duration_seconds',
    help: 'Dauer der Antworten nach Route und Status',
    labelNames: ['route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'st_page_cache_requests_total',
    help: 'Anfragen an den Seitencache nach Ergebnis',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const imageRejections = new Counter({
    name: 'st_image_rejections_total',
    help: 'Wegen voller Warteschlange abgelehnte Bildberechnungen',
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'st_outbox_messages',
    help: 'Mails im Postausgang nach Zustand (wartend, aufgegeben)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await o.store.raw.query<{ status: string; n: number | string }>(
        "SELECT status, COUNT(*) AS n FROM postausgang WHERE status <> 'gesendet' GROUP BY status",
      );
      this.reset();
      this.set({ state: 'wartend' }, 0);
      this.set({ state: 'aufgegeben' }, 0);
      for (const r of rows) this.set({ state: r.status }, Number(r.n));
    },
  });
  void outbox;
  new Gauge({
    name: 'st_outbox_oldest_queued_seconds',
    help: 'Alter der ältesten wartenden Mail im Postausgang (0: keine)',
    registers: [registry],
    async collect() {
      const [row] = await o.store.raw.query<{ erstellt: string | null }>("SELECT MIN(erstellt) AS erstellt FROM postausgang WHERE status = 'wartend'");
      this.set(row?.erstellt ? Math.max(0, (Date.now() - Date.parse(row.erstellt)) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'st_database_pool_waiting',
    help: 'Anfragen, die auf eine Datenbankverbindung warten',
    registers: [registry],
    collect() {
      this.set(o.store.kind === 'postgres' ? o.store.pool.waitingCount : 0);
    },
  });

  /** The route id an answer is timed under: its family, else the page route its address (or its /_data twin) matches. */
  const routeOf = (path: string): string =>
    familyOf(path) ?? o.table.match(path.startsWith(`${DATA_ENDPOINT}/`) ? path.slice(DATA_ENDPOINT.length) : path)?.route.id ?? 'unbekannt';

  const hits = pageCache.labels({ result: 'hit' });
  /** The route of a kept page's address, remembered: kept pages are few, and their addresses repeat. */
  const keptRouteOf = keptPerString(routeOf, 10_000);
  const cachedAnswer = (path: string, status: number, seconds: number) => {
    hits.inc();
    duration.observe({ route: keptRouteOf(path), status: String(status) }, seconds);
  };

  const timer: RequestHandler = (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const path = req.path;
      const status = res.statusCode;
      const cache = res.getHeader('x-st-cache');
      if (cache === 'hit' || cache === 'stale') pageCache.inc({ result: 'hit' });
      else if (cache === 'miss') pageCache.inc({ result: 'miss' });
      if (path === '/bild' && status === 503) imageRejections.inc();
      const route = (res.locals.routeId as string | undefined) ?? routeOf(path);
      duration.observe({ route, status: String(status) }, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  };

  const allowed = blockList(o.allow);
  const token = o.token ? Buffer.from(o.token) : null;
  const byToken = (req: Request) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token || !given) return false;
    const b = Buffer.from(given);
    return b.length === token.length && crypto.timingSafeEqual(b, token);
  };
  const byAddress = (req: Request) => {
    const ip = plainAddress(req.ip ?? '');
    return o.allow.length > 0 && net.isIP(ip) !== 0 && allowed.check(ip, net.isIP(ip) === 6 ? 'ipv6' : 'ipv4');
  };
  const refuse = (res: Response, status: number, text: string) =>
    res.status(status).set('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);

  const endpoint: RequestHandler = async (req, res, next) => {
    // Without METRICS_ALLOW or METRICS_TOKEN there are no metrics to read from outside.
    if (o.allow.length === 0 && !token) return refuse(res, 404, 'Nicht gefunden.');
    if (!byAddress(req) && !byToken(req)) {
      if (token) res.set('www-authenticate', 'Bearer realm="metrics"');
      return refuse(res, token ? 401 : 403, 'Die Messwerte sind nur für den Betrieb freigegeben.');
    }
    try {
      res
        .set('content-type', registry.contentType)
        .set('cache-control', 'no-store')
        .send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  };

  return { timer, cachedAnswer, endpoint, registry };
}
