import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { TOWN } from '../shared/site/town';
import { townFilePath } from './town/file';

/**
 * The one place that reads the environment. Every variable is listed in the README.
 * Invalid values stop the process at start-up with a clear message instead of failing later.
 */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Database, generated media, uploaded files and caches live here. */
  dataDir: string;
  /**
   * FILES_DIR: stored files every instance must read (documents, images, submission photos); default
   * DATA_DIR. Several instances point it at one shared volume (ADR 20).
   */
  filesDir: string;
  /** DATABASE_URL: a postgres:// address selects PostgreSQL as the store; null = SQLite in DATA_DIR. */
  databaseUrl: string | null;
  /** DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL only). */
  databasePool: { max: number; connectTimeoutMs: number; statementTimeoutMs: number };
  /** Directory of the build output (client assets, manifest). */
  distDir: string;
  publicDir: string;
  /** Upstream CMS base URL; when unset the embedded CMS answers /api. */
  cmsUrl: string | null;
  cmsTimeoutMs: number;
  sentryDsn: string | null;
  logLevel: string;
  /** Abort a stuck render after this many milliseconds. */
  renderTimeoutMs: number;
  /**
   * Which X-Forwarded-* hops to believe (Express "trust proxy"): a number of proxy hops in front, or
   * the addresses of the proxies; false = none. Never "all": a client could then choose its own address.
   */
  trustProxy: number | string[] | false;
  /**
   * PUBLIC_URL: the origin this deployment answers under, e.g. https://www.musterstadt.de (canonical
   * links, HSTS, the Origin check). The town file's `origin` is the town's address for what outlives a
   * deployment (calendar UIDs and links); without PUBLIC_URL, absolute links follow the request (ADR 30).
   */
  publicUrl: string | null;
  /**
   * PUBLIC_HOSTS: without PUBLIC_URL, the host names (with or without a port) whose Host header may
   * make absolute addresses; empty = this machine's names (server/http/public-origin.ts).
   */
  publicHosts: string[];
  /** Render images and documents of the demo content on first start. */
  seedMedia: boolean;
  /**
   * DEMO: the demo town's content and accounts (ADR 31). On: a new database is filled with the demo
   * content, demo accounts can log in. Off (a deployment's default; `npm start` turns it on): the site
   * starts empty, and demo accounts of a database that had the demo are locked.
   */
  demo: boolean;
  /** TOWN_FILE: the town file read at start (absolute path; server/town/file.ts). */
  townFile: string;
  /** Server-Sent-Events live reload (npm run dev only). */
  liveReload: boolean;
  /** SESSION_SECRET: key material for the intranet session cookie; null = generated once in DATA_DIR (see sessionSecret). */
  sessionSecret: string | null;
  /** BOOKING_WIDGET_URL: https address of the booking search widget (two-click embed); null = not set up. */
  bookingWidgetUrl: string | null;
  /** TOURENPORTAL_KEY: key of the hiking portal's tour script (two-click embed); null = not set up. */
  tourenportalKey: string | null;
  /** WEATHER_URL: live weather for the header (a Bright Sky current_weather address); null = the CMS's weather. */
  weatherUrl: string | null;
  /** IMAGE_CACHE_MB: bound of the image-service cache (DATA_DIR/cache/bild), in bytes. */
  imageCacheBytes: number;
  /** PAGE_CACHE_MB: bound of the in-memory cache of rendered public pages, in bytes; 0 = no page cache. */
  pageCacheBytes: number;
  /** FRAGMENT_CACHE_MB: bound of the kept header HTML of rendered pages (ADR 27), in bytes; 0 = rendered every time. */
  fragmentCacheBytes: number;
  /** SERVICE_WORKER: false = kill switch, /sw.js retires the worker in visitors' browsers. */
  serviceWorker: boolean;
  /** SMTP_URL: the mail server for the offices' notifications (smtp:// or smtps://); null = mails stay in the outbox. */
  smtpUrl: string | null;
  /** SMTP_FROM: sender of the notifications. */
  smtpFrom: string;
  /** SUBMISSION_RETENTION_DAYS: days a handled ("erledigt") submission is kept before it is deleted with its photos. */
  submissionRetentionDays: number;
  /**
   * FORM_MIN_FILL_MS: how long a public form must have been shown before it is sent (ms, counted from
   * the time signed into its token); a faster send looks like a program's and is held for one more
   * click, every value kept (ADR 28). 0 turns the check off.
   */
  formMinFillMs: number;
  /** METRICS_ALLOW: addresses and subnets that may read /metrics (after TRUST_PROXY); [] = none. */
  metricsAllow: string[];
  /** METRICS_TOKEN: bearer token that may read /metrics from anywhere; null = none. */
  metricsToken: string | null;
  /** SENTRY_RELEASE: the release error reports name; default the build's (package version and commit). */
  sentryRelease: string | null;
}

export class ConfigError extends Error {}

function int(name: string, value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} muss eine ganze Zahl zwischen ${min} und ${max} sein (ist "${value}").`);
  }
  return n;
}

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} muss "on" oder "off" sein (ist "${value}").`);
}

function url(name: string, value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
    return value.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`${name} muss eine http(s)-Adresse sein (ist "${value}").`);
  }
}

function databaseUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    if ((u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') || !u.hostname) throw new Error();
    return value;
  } catch {
    // The value may hold a password: it is not repeated in the message.
    throw new ConfigError('DATABASE_URL muss eine postgres://-Adresse sein, z. B. postgres://website:passwort@db.example.de:5432/website.');
  }
}

function secret(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 32) throw new ConfigError('SESSION_SECRET muss mindestens 32 Zeichen lang sein.');
  return value;
}

function httpsUrl(name: string, value: string | undefined): string | null {
  if (!value) return null;
  const checked = url(name, value);
  if (checked && !checked.startsWith('https://')) throw new ConfigError(`${name} muss eine https-Adresse sein (ist "${value}").`);
  return checked;
}

function key(name: string, value: string | undefined): string | null {
  if (!value) return null;
  if (!/^[A-Za-z0-9._-]{8,128}$/.test(value))
    throw new ConfigError(`${name} muss 8 bis 128 Zeichen aus Buchstaben, Ziffern, Punkt, Binde- und Unterstrich haben.`);
  return value;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a number of hops ('1' for one reverse proxy), or a comma-separated list of proxy
 * addresses, subnets (CIDR) or the names loopback, linklocal, uniquelocal. 'true' means one hop: trusting
 * every hop would let a client pick its address with a forged X-Forwarded-For and escape the login throttle.
 */
function trustProxy(value: string | undefined): number | string[] | false {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return int('TRUST_PROXY', value, 0, 0, 10);
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const e of entries) {
    const [address = '', bits, extra] = e.split('/');
    const family = net.isIP(address);
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(e) || (family !== 0 && bitsOk && extra === undefined))) {
      throw new ConfigError(`TRUST_PROXY muss eine Anzahl von Proxys oder eine Liste von Proxy-Adressen sein (ist "${value}").`);
    }
  }
  return entries;
}

/** PUBLIC_HOSTS: comma-separated host names, each with an optional port ('www.musterstadt.de, musterstadt.de:8080'). */
function publicHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const h of hosts) {
    if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/.test(h)) {
      throw new ConfigError(`PUBLIC_HOSTS muss eine Liste von Hostnamen sein, etwa www.musterstadt.de (ist "${value}").`);
    }
  }
  return hosts;
}

function smtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    if ((u.protocol !== 'smtp:' && u.protocol !== 'smtps:') || !u.hostname) throw new Error();
    return value;
  } catch {
    // The value may hold a password: it is not repeated in the message.
    throw new ConfigError('SMTP_URL muss eine smtp:// oder smtps://-Adresse sein, z. B. smtps://benutzer:passwort@mail.example.de:465.');
  }
}

function mailbox(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (/[\r\n]/.test(value) || !/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(value.trim())) {
    throw new ConfigError(`${name} muss eine E-Mail-Adresse sein, auch in der Form "Name <adresse@example.de>" (ist "${value}").`);
  }
  return value.trim();
}

/** A comma-separated list of addresses, CIDR subnets and the word loopback (METRICS_ALLOW). */
function addressList(name: string, value: string | undefined): string[] {
  if (!value) return [];
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const e of entries) {
    const [address = '', bits, extra] = e.split('/');
    const family = net.isIP(address);
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(e === 'loopback' || (family !== 0 && bitsOk && extra === undefined))) {
      throw new ConfigError(`${name} muss eine Liste von Adressen oder Netzen sein, z. B. 10.0.0.5,192.168.0.0/24,loopback (ist "${value}").`);
    }
  }
  return entries;
}

function metricsToken(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 32 || /\s/.test(value)) throw new ConfigError('METRICS_TOKEN muss mindestens 32 Zeichen ohne Leerzeichen lang sein.');
  return value;
}

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The session secret: SESSION_SECRET, or a random one generated on first start and kept in
 * DATA_DIR/session-secret (mode 0600), so sessions survive restarts. Several instances need the same
 * SESSION_SECRET (or the same DATA_DIR).
 */
export function sessionSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SESSION_SECRET_FILE);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const generated = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process was faster: use its secret.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
  fs.chmodSync(file, 0o600);
  return generated;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const root = process.cwd();
  const config: Config = {
    env: nodeEnv,
    port: int('PORT', env.PORT, 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    filesDir: path.resolve(root, env.FILES_DIR || env.DATA_DIR || 'data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databasePool: {
      max: int('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10, 1, 200),
      connectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT_MS', env.DATABASE_CONNECT_TIMEOUT_MS, 5_000, 100, 120_000),
      statementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, 10_000, 100, 600_000),
    },
    distDir: path.resolve(root, env.DIST_DIR || 'dist'),
    publicDir: path.resolve(root, 'public'),
    cmsUrl: url('CMS_URL', env.CMS_URL),
    cmsTimeoutMs: int('CMS_TIMEOUT_MS', env.CMS_TIMEOUT_MS, 4000, 100, 60_000),
    sentryDsn: env.SENTRY_DSN || null,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    renderTimeoutMs: int('RENDER_TIMEOUT_MS', env.RENDER_TIMEOUT_MS, 10_000, 100, 120_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL),
    publicHosts: publicHosts(env.PUBLIC_HOSTS),
    seedMedia: env.SEED_MEDIA !== 'false',
    demo: onOff('DEMO', env.DEMO, false),
    townFile: townFilePath(env),
    liveReload: env.LIVE_RELOAD === 'true',
    sessionSecret: secret(env.SESSION_SECRET),
    bookingWidgetUrl: httpsUrl('BOOKING_WIDGET_URL', env.BOOKING_WIDGET_URL),
    tourenportalKey: key('TOURENPORTAL_KEY', env.TOURENPORTAL_KEY),
    weatherUrl: url('WEATHER_URL', env.WEATHER_URL),
    imageCacheBytes: int('IMAGE_CACHE_MB', env.IMAGE_CACHE_MB, 512, 1, 1_000_000) * 2 ** 20,
    pageCacheBytes: int('PAGE_CACHE_MB', env.PAGE_CACHE_MB, 64, 0, 100_000) * 2 ** 20,
    fragmentCacheBytes: int('FRAGMENT_CACHE_MB', env.FRAGMENT_CACHE_MB, 8, 0, 10_000) * 2 ** 20,
    serviceWorker: onOff('SERVICE_WORKER', env.SERVICE_WORKER, true),
    smtpUrl: smtpUrl(env.SMTP_URL),
    smtpFrom: mailbox('SMTP_FROM', env.SMTP_FROM, TOWN.mailSender),
    submissionRetentionDays: int('SUBMISSION_RETENTION_DAYS', env.SUBMISSION_RETENTION_DAYS, 180, 1, 3650),
    formMinFillMs: int('FORM_MIN_FILL_MS', env.FORM_MIN_FILL_MS, 3_000, 0, 60_000),
    metricsAllow: addressList('METRICS_ALLOW', env.METRICS_ALLOW),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    sentryRelease: env.SENTRY_RELEASE?.trim() || null,
  };
  return { ...config, ...overrides };
}
