import crypto from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { CmsClientFactory } from '../cms/client';
import type { OriginOf } from '../http/public-origin';
import type { Sessions } from '../session';
import type { ActionContext, EmbedSettings, SessionUser } from '../../shared/routing/types';
import { meldekategorien, open311SchluesselPruefen, type Meldekategorie } from '../../shared/parts/eingaenge/contract';
import { meldungOeffentlich, meldungenOeffentlich, type MeldungKurz } from '../../shared/parts/meldungen/contract';
import { schadensmeldungAction } from '../../shared/parts/eingaenge/formulare/formulare.server';
import { berlinToday } from '../../shared/format/date';

/**
 * Open311 GeoReport v2 at /open311/v2/ (ADR 54): the report categories as services, the approved
 * public reports as service requests, and filing a report with a key staff issued. Everything public
 * comes from the public reports' contract (approved text, no person's data); a POST goes through the
 * damage form's own action: the same rules, German messages, limits and durable store, the same
 * notification of the office. JSON, and XML for the clients that ask for it.
 *
 * - Status: open (eingegangen, in Bearbeitung) and closed (erledigt, nicht zuständig).
 * - `requests.json` without dates: the last 90 days, at most 1,000, newest first (the standard's default).
 * - Errors in the standard's shape: `[{ "code": 400, "description": "…" }]`, in German.
 */
const DAY_MS = 86_400_000;
const MOST = 1_000;
const OPEN = ['eingegangen', 'in_bearbeitung'] as const;
const CLOSED = ['erledigt', 'nicht_zustaendig'] as const;
/** The one attribute a category asks beyond the standard's fields: when the damage was noticed. */
const BEMERKT = {
  variable: true,
  code: 'bemerkt',
  datatype: 'datetime',
  required: false,
  datatype_description: 'Datum, an dem der Schaden aufgefallen ist (JJJJ-MM-TT); ohne Angabe heute.',
  order: 1,
  description: 'Bemerkt am',
};

type Format = 'json' | 'xml';
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
function xmlOf(name: string, value: Json): string {
  if (value === null || value === undefined) return `<${name}/>`;
  if (Array.isArray(value)) return value.map((v) => xmlOf(name, v)).join('');
  if (typeof value === 'object')
    return `<${name}>${Object.entries(value)
      .map(([k, v]) => xmlOf(k, v))
      .join('')}</${name}>`;
  return `<${name}>${xmlEscape(String(value))}</${name}>`;
}

/** The answer in the asked format; `root`/`item` name the XML elements of a list (the standard's names). */
function send(res: Response, format: Format, status: number, body: Json[], root: string, item: string) {
  res.status(status).set('Cache-Control', status === 200 ? 'public, max-age=60' : 'no-store');
  if (format === 'json') {
    res.json(body);
    return;
  }
  res.type('application/xml; charset=utf-8').send(`<?xml version="1.0" encoding="utf-8"?>\n<${root}>${body.map((b) => xmlOf(item, b)).join('')}</${root}>`);
}
const fail = (res: Response, format: Format, code: number, description: string) => send(res, format, code, [{ code, description }], 'errors', 'error');

const iso = (s: string | null | undefined) => (s ? new Date(s).toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

function service(k: Meldekategorie): Json {
  return { service_code: k.schluessel, service_name: k.name, description: k.beschreibung || null, metadata: true, type: 'batch', keywords: null, group: null };
}

function request(m: MeldungKurz, origin: string, agency: Map<string, string>): Json {
  const closed = (CLOSED as readonly string[]).includes(m.status);
  return {
    service_request_id: String(m.id),
    status: closed ? 'closed' : 'open',
    status_notes: m.antwort,
    service_name: m.kategorie_name,
    service_code: m.kategorie,
    description: m.text,
    agency_responsible: agency.get(m.kategorie) ?? null,
    service_notice: null,
    requested_datetime: iso(m.erstellt),
    updated_datetime: iso(m.geaendert),
    expected_datetime: null,
    address: [m.adresse, m.ortsteil].filter(Boolean).join(', ') || null,
    address_id: null,
    zipcode: null,
    lat: m.lat,
    long: m.lon,
    media_url: `${origin}/rathaus/meldungen/${m.id}`,
  };
}

export interface Open311Options {
  cmsFactory: CmsClientFactory;
  origin: OriginOf;
  sessions: Sessions<SessionUser>;
  embeds: EmbedSettings;
  logger: Logger;
  /** The offices' names by category (agency_responsible); null when the offices cannot be read. */
  agencies?: () => Promise<Map<string, string>>;
}

export function open311Router(options: Open311Options): express.Router {
  const { cmsFactory, origin } = options;
  const r = express.Router({ caseSensitive: true });
  const cms = () => cmsFactory.forRequest();

  async function categories(): Promise<Meldekategorie[]> {
    const res = await cms().call(meldekategorien);
    if (!res.ok) throw new Error('Kategorien nicht lesbar');
    return res.data.data;
  }

  /** Approved reports of one status (or all), newest first, every page up to MOST. */
  async function reports(filter: { kategorie?: string; status?: string }): Promise<MeldungKurz[]> {
    const out: MeldungKurz[] = [];
    for (let seite = 1; seite <= 20 && out.length < 6_000; seite++) {
      const res = await cms().call(meldungenOeffentlich, { query: { ...filter, seite, pro_seite: 300 } as never });
      if (!res.ok) throw new Error('Meldungen nicht lesbar');
      out.push(...res.data.data);
      if (res.data.data.length < 300) break;
    }
    return out;
  }

  const agencies = async () => (options.agencies ? await options.agencies().catch(() => new Map<string, string>()) : new Map<string, string>());

  const route = (path: string) => [`/${path}.json`, `/${path}.xml`];
  const formatOf = (req: Request): Format => (req.path.endsWith('.xml') ? 'xml' : 'json');
  const wrap = (handler: (req: Request, res: Response, format: Format) => Promise<void>) => (req: Request, res: Response, next: (e?: unknown) => void) => {
    handler(req, res, formatOf(req)).catch((error: unknown) => {
      options.logger.error({ err: error }, 'Open311: Anfrage fehlgeschlagen');
      if (res.headersSent) return next(error);
      fail(res, formatOf(req), 503, 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.');
    });
  };

  r.get(
    route('services'),
    wrap(async (_req, res, format) => send(res, format, 200, (await categories()).map(service), 'services', 'service')),
  );

  r.get(
    ['/services/:code.json', '/services/:code.xml'],
    wrap(async (req, res, format) => {
      const code = String(req.params.code ?? '');
      const k = (await categories()).find((c) => c.schluessel === code);
      if (!k) return fail(res, format, 404, `Den Dienst „${code.slice(0, 60)}“ gibt es nicht.`);
      const body = { service_code: k.schluessel, attributes: [BEMERKT] };
      if (format === 'json') {
        res.set('Cache-Control', 'public, max-age=60').json(body);
        return;
      }
      res
        .type('application/xml; charset=utf-8')
        .send(
          `<?xml version="1.0" encoding="utf-8"?>\n${xmlOf('service_definition', { service_code: k.schluessel, attributes: [{ attribute: BEMERKT }] } as Json)}`,
        );
    }),
  );

  r.get(
    route('requests'),
    wrap(async (req, res, format) => {
      const q = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
      const status = q('status');
      if (status && status !== 'open' && status !== 'closed') return fail(res, format, 400, 'Der Parameter status ist „open“ oder „closed“.');
      const parse = (name: string) => {
        const v = q(name);
        if (!v) return null;
        const t = Date.parse(v);
        return Number.isNaN(t) ? undefined : t;
      };
      const start = parse('start_date');
      const end = parse('end_date');
      if (start === undefined || end === undefined)
        return fail(res, format, 400, 'start_date und end_date sind Zeitpunkte nach ISO 8601, zum Beispiel 2026-11-01T00:00:00Z.');
      const ids = q('service_request_id');
      const codes = q('service_code')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      const statuses = status === 'open' ? OPEN : status === 'closed' ? CLOSED : [undefined];
      const lists = await Promise.all(
        (codes.length ? codes : [undefined]).flatMap((kategorie) =>
          statuses.map((s) => reports({ ...(kategorie ? { kategorie } : {}), ...(s ? { status: s } : {}) })),
        ),
      );
      const now = Date.now();
      const from = start ?? (end !== null ? end - 90 * DAY_MS : now - 90 * DAY_MS);
      const wanted = ids ? new Set(ids.split(',').map((i) => i.trim())) : null;
      const found = lists
        .flat()
        .filter((m) => {
          const t = Date.parse(m.erstellt);
          return t >= from && (end === null || t <= end) && (!wanted || wanted.has(String(m.id)));
        })
        .sort((a, b) => b.erstellt.localeCompare(a.erstellt) || b.id - a.id)
        .slice(0, MOST);
      const names = await agencies();
      send(
        res,
        format,
        200,
        found.map((m) => request(m, origin(req), names)),
        'service_requests',
        'request',
      );
    }),
  );

  r.get(
    ['/requests/:id.json', '/requests/:id.xml'],
    wrap(async (req, res, format) => {
      const id = String(req.params.id ?? '');
      if (!/^\d{1,9}$/.test(id)) return fail(res, format, 404, 'Diese Meldung gibt es nicht oder sie ist nicht veröffentlicht.');
      const got = await cms().call(meldungOeffentlich, { params: { id: Number(id) } });
      const m = got.ok ? got.data.data : null;
      if (!m) return fail(res, format, 404, 'Diese Meldung gibt es nicht oder sie ist nicht veröffentlicht.');
      send(res, format, 200, [request(m, origin(req), await agencies())], 'service_requests', 'request');
    }),
  );

  // Filing a report: with a key staff issued; through the damage form's own action.
  r.post(
    route('requests'),
    express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 100 }),
    wrap(async (req, res, format) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const str = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      const apiKey = str('api_key') || (req.get('x-api-key') ?? '');
      const checked = apiKey ? await cms().call(open311SchluesselPruefen, { body: { schluessel: apiKey.slice(0, 200) } }) : null;
      if (!checked?.ok || !checked.data.data) {
        return fail(res, format, 403, 'Ein gültiger api_key ist nötig. Die Stadt gibt ihn im Intranet aus.');
      }
      const lat = str('lat');
      const lon = str('long');
      const name = [str('first_name'), str('last_name')].filter(Boolean).join(' ');
      const attr = (code: string) => {
        const nested = body.attribute as Record<string, unknown> | undefined;
        const v = body[`attribute[${code}]`] ?? nested?.[code];
        return typeof v === 'string' ? v : '';
      };
      const fields: Record<string, string> = {
        kategorie: str('service_code'),
        beschreibung: str('description'),
        ort: str('address_string') || (lat && lon ? `Position ${lat}, ${lon}` : ''),
        bemerkt: attr('bemerkt').slice(0, 10) || berlinToday(),
        ...(lat && lon ? { position: `${lat},${lon}` } : {}),
        ...(str('email') ? { email: str('email') } : {}),
        ...(name ? { name } : {}),
        ...(str('phone') ? { telefon: str('phone') } : {}),
      };
      const idempotency = req.get('idempotency-key')?.slice(0, 200) ?? null;
      // The form's key: one per request, or per Idempotency-Key of this API key (a retry stores nothing twice).
      const key = crypto
        .createHash('sha256')
        .update(idempotency ? `${checked.data.data.id}|${idempotency}` : crypto.randomBytes(16))
        .digest('base64url')
        .slice(0, 24);
      const ctx: ActionContext = {
        params: {},
        query: new URLSearchParams(),
        pathname: '/rathaus/schadensmeldung/',
        cms: cms(),
        user: null,
        ratsinfoUser: null,
        origin: origin(req),
        embeds: options.embeds,
        body: { fields: { ...fields, _schluessel: key }, files: [] },
        session: options.sessions.actionSession(req, res),
        csrfChecked: true,
        ip: req.ip ?? '',
        idempotencyKey: idempotency,
        // A client with a key issued by staff stands for its reports: no fill time, no proof of work.
        formToken: { key, shownAt: 0, ageMs: Number.MAX_SAFE_INTEGER, minFillMs: 0, work: 'solved' },
      };
      const result = await schadensmeldungAction(ctx);
      if (result.kind === 'redirect') {
        const referenz = /\/danke\/([A-Z]{2,3}-\d{4}-\d{6})/.exec(result.location)?.[1] ?? '';
        return send(
          res,
          format,
          200,
          [{ service_request_id: referenz, service_notice: 'Die Meldung ist gespeichert. Sie erscheint nach der Prüfung durch die Stadt öffentlich.' }],
          'service_requests',
          'request',
        );
      }
      if (result.kind !== 'invalid') throw new Error('Die Schadensmeldung antwortete weder mit einer Weiterleitung noch mit Fehlern.');
      const messages = [...Object.values(result.form.errors), ...(result.form.message ? [result.form.message] : [])];
      if (result.retryAfter) res.set('Retry-After', String(result.retryAfter));
      const status = result.status === 422 ? 400 : result.status;
      send(
        res,
        format,
        status,
        messages.map((description) => ({ code: status, description })),
        'errors',
        'error',
      );
    }),
  );

  r.use((req, res) => fail(res, formatOf(req), 404, 'Diese Adresse gibt es bei Open311 GeoReport v2 nicht.'));
  return r;
}
