import crypto from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { Db } from './db';
import type { Search } from './search/engine';
import { BadRequest, readInt, readOrder } from './query';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { BusyError } from '../util/concurrency';
import { validatePassword } from '../../shared/site/validation';
import { SESSION_MAX_AGE_MS } from '../../shared/site/constants';
import { hashToken, userForToken } from './parts/intranet/tokens';
import { json, notFound } from './api-section';

/** A request to the CMS contract, independent of HTTP so loaders can call it in-process. */
export interface CmsRequest {
  method: string;
  /** Path below /api/cms, starting with '/'. */
  path: string;
  query: URLSearchParams;
  authorization?: string | undefined;
  body?: unknown;
}

export type CmsResponse =
  | { status: number; body: unknown }
  | { status: 200; file: { path: string; mime: string; name: string; size: number; cache: 'public' | 'private' } }
  /** A generated text document (iCalendar), sent as a download when filename is set. */
  | { status: number; text: string; contentType: string; filename?: string };


export interface CmsOptions {
  db: Db;
  /** The same database for the search index (better-sqlite3 directly: FTS5 queries). */
  sqlite: SQLite.Database;
  dataDir: string;
  /** Clock for validity dates and token expiry; tests pass a fixed one. */
  now?: () => Date;
  search: Search;
}

type Handler = (req: CmsRequest, m: RegExpMatchArray) => Promise<CmsResponse>;

/**
 * The embedded implementation of the CMS contract of spec §7 (documented in docs/openapi.json).
 * Answers JSON `{ data, meta? }`; list parameters accept the encodings of `readList`.
 */
export function createCmsHandler(options: CmsOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  const authed = (h: (req: CmsRequest, m: RegExpMatchArray, uuid: string) => Promise<CmsResponse>): Handler =>
    async (req, m) => {
      const uuid = await userForToken(db, now, req.authorization);
      if (!uuid) return json(401, { error: 'Anmeldung erforderlich' });
      return h(req, m, uuid);
    };

  async function login(req: CmsRequest): Promise<CmsResponse> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const passwort = typeof body.passwort === 'string' ? body.passwort : '';
    if (!email || !passwort || email.length > 254 || passwort.length > 1024) {
      return json(400, { error: 'E-Mail-Adresse und Passwort sind erforderlich.' });
    }
    const user = await db.selectFrom('intranet_user').select(['uuid', 'passwort_hash']).where('email', '=', email).executeTakeFirst();
    // Always verify against some hash so unknown addresses and wrong passwords take the same time.
    const ok = await verifyPassword(passwort, user?.passwort_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) return json(401, { error: 'E-Mail-Adresse oder Passwort ist nicht korrekt.' });
    const token = crypto.randomBytes(32).toString('base64url');
    const t = now().getTime();
    await db.deleteFrom('intranet_token').where('ablauf', '<=', t).execute();
    await db.insertInto('intranet_token').values({ token_hash: hashToken(token), user_uuid: user.uuid, ablauf: t + SESSION_MAX_AGE_MS }).execute();
    return json(200, { data: { token, uuid: user.uuid } });
  }

  const routes: Array<[string, RegExp, Handler]> = [
    [
      'GET',
      /^\/suche$/,
      async (req) => {
        const seite = readInt(req.query, 'seite', 1, 1, 50);
        const proSeite = readInt(req.query, 'pro_seite', 10, 1, 50);
        return json(200, { data: await search.query(req.query.get('q') ?? '', seite, proSeite) });
      },
    ],
    ['GET', /^\/suche\/vorschlaege$/, async (req) => json(200, { data: await search.suggest(req.query.get('q') ?? '', 8) })],
    ['POST', /^\/login$/, login],
    [
      'POST',
      /^\/intranet\/logout$/,
      async (req) => {
        const token = (req.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
        if (token) await db.deleteFrom('intranet_token').where('token_hash', '=', hashToken(token)).execute();
        return json(200, { data: true });
      },
    ],
    [
      'GET',
      /^\/intranet\/user\/([0-9a-f-]{36})$/,
      authed(async (_req, m, uuid) => {
        // A token only ever reads its own user.
        if (m[1] !== uuid) return json(403, { error: 'Kein Zugriff' });
        const u = await db.selectFrom('intranet_user').select(['uuid', 'vorname', 'nachname', 'email']).where('uuid', '=', uuid).executeTakeFirst();
        return u ? json(200, { data: u }) : notFound();
      }),
    ],
    [
      'POST',
      /^\/intranet\/passwort$/,
      authed(async (req, _m, uuid) => {
        // Change the password of the token's own user: the old one must match, the new one follow spec §5.
        const body = (req.body ?? {}) as Record<string, unknown>;
        const alt = typeof body.passwort_alt === 'string' ? body.passwort_alt : '';
        const neu = typeof body.passwort_neu === 'string' ? body.passwort_neu : '';
        if (!alt || alt.length > 1024 || neu.length > 1024) {
          return json(400, { error: 'Bitte geben Sie Ihr bisheriges Passwort ein.', fehler: { passwort_alt: 'Bitte geben Sie Ihr bisheriges Passwort ein.' } });
        }
        const rule = validatePassword(neu);
        if (rule) return json(400, { error: rule, fehler: { passwort_neu: rule } });
        const user = await db.selectFrom('intranet_user').select(['passwort_hash']).where('uuid', '=', uuid).executeTakeFirst();
        if (!user || !(await verifyPassword(alt, user.passwort_hash))) {
          const message = 'Das bisherige Passwort ist nicht korrekt.';
          return json(400, { error: message, fehler: { passwort_alt: message } });
        }
        if (alt === neu) {
          const message = 'Das neue Passwort muss sich vom bisherigen unterscheiden.';
          return json(400, { error: message, fehler: { passwort_neu: message } });
        }
        await db
          .updateTable('intranet_user')
          .set({ passwort_hash: await hashPassword(neu), passwort_geaendert: now().toISOString() })
          .where('uuid', '=', uuid)
          .execute();
        // Other sessions of this user end; the one that changed the password stays.
        const current = hashToken((req.authorization ?? '').replace(/^Bearer\s+/i, '').trim());
        await db.deleteFrom('intranet_token').where('user_uuid', '=', uuid).where('token_hash', '!=', current).execute();
        return json(200, { data: true });
      }),
    ],
    [
      'GET',
      /^\/intranet\/rubrik$/,
      authed(async () => json(200, { data: await db.selectFrom('intranet_rubrik').selectAll().orderBy('titel').execute() })),
    ],
    [
      'GET',
      /^\/intranet\/rubrik\/([a-z0-9-]{1,60})$/,
      authed(async (req, m) => {
        const rubrik = await db.selectFrom('intranet_rubrik').selectAll().where('url', '=', m[1]!).executeTakeFirst();
        if (!rubrik) return notFound('Unbekannte Rubrik');
        const seite = readInt(req.query, 'seite', 1, 1, 100_000);
        const proSeite = readInt(req.query, 'pro_seite', 20, 1, 100);
        const order = readOrder(req.query, ['datum_von', 'titel'], [{ field: 'datum_von', dir: 'DESC' }]);
        let q = db.selectFrom('intranet_text').select(['id', 'titel', 'url', 'text', 'datum_von']).where('rubrik_id', '=', rubrik.id);
        for (const o of order) q = q.orderBy(o.field as 'datum_von', o.dir === 'ASC' ? 'asc' : 'desc');
        const rows = await q.limit(proSeite).offset((seite - 1) * proSeite).execute();
        return json(200, { data: rows.map((r) => ({ ...r, rubrik: rubrik.url, rubrik_titel: rubrik.titel })) });
      }),
    ],
  ];

  const { search } = options;

  async function handle(req: CmsRequest): Promise<CmsResponse> {
    try {
      let pathMatched = false;
      for (const [method, pattern, handler] of routes) {
        const m = req.path.match(pattern);
        if (!m) continue;
        pathMatched = true;
        if (method === req.method || (method === 'GET' && req.method === 'HEAD')) return await handler(req, m);
      }
      return pathMatched ? json(405, { error: 'Methode nicht erlaubt' }) : notFound('Unbekannter Endpunkt');
    } catch (error) {
      if (error instanceof BadRequest) return json(400, { error: error.message });
      if (error instanceof BusyError) return json(503, { error: 'Gerade melden sich sehr viele Personen gleichzeitig an. Bitte versuchen Sie es in einigen Sekunden erneut.' });
      throw error;
    }
  }

  return { handle };
}

export type CmsHandler = ReturnType<typeof createCmsHandler>;

