import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Address } from '../../shared/contract/address';
import type { TownFacts, TownImage } from '../../shared/site/town';
import { contrast, tint } from '../../shared/site/theme';

/**
 * The town file (ADR 30): one JSON file with every fact a town sets once, read and checked at start.
 * TOWN_FILE names it (relative to the working directory); without it the demo town's file is read.
 * A file that is missing, no JSON or breaks a rule stops the start with a German message that names
 * each wrong field. Images (crest, logos, seal) are files next to it, named relative to it; the site
 * serves them below /stadt/ under an address that changes with their bytes.
 */
export const DEFAULT_TOWN_FILE = 'town/musterstadt.json';

export class TownFileError extends Error {}

/** Where the town file is: TOWN_FILE, else the demo town's. */
export function townFilePath(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.TOWN_FILE || DEFAULT_TOWN_FILE);
}

/** A file of the town file the site serves: its address below /stadt/ and where it lies. */
export interface TownAsset {
  /** '/stadt/wappen.svg' (without the version query). */
  urlPath: string;
  file: string;
  type: 'image/svg+xml' | 'image/png';
}

export interface LoadedTown {
  facts: TownFacts;
  /** Absolute path of the file read. */
  file: string;
  /** The images it names, by their address. */
  assets: Map<string, TownAsset>;
  /** The crest's bytes and type, for the web-app icons (server/town/assets.ts). */
  crest: TownAsset;
}

/**
 * First path segments the town's slug must not take: the site's other sections and mini-sites, its
 * own endpoints and folders (a town named "Rathaus" gets another slug).
 */
export const RESERVED_SLUGS = new Set([
  'rathaus',
  'stadtleben',
  'wirtschaft',
  'gaeste',
  'feuerwehr',
  'grundschule',
  'drei-linden-gs',
  'verwaltung',
  'servicebw',
  'intranet',
  'ratsinfo',
  'api',
  'assets',
  'bild',
  'oparl',
  'stadt',
  'images',
  'dokumente',
  'fonts',
  'icons',
  'healthz',
  'sitemap',
]);

// ---------------------------------------------------------------------------------------------------
// Rules, each with its German message
// ---------------------------------------------------------------------------------------------------

const text = (max = 300) => z.string().trim().min(1, 'darf nicht leer sein').max(max, `darf höchstens ${max} Zeichen lang sein`);
const optionalText = (max = 300) => z.string().trim().max(max, `darf höchstens ${max} Zeichen lang sein`).optional();
const EMAIL = /^[^\s@<>]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const email = z.string().trim().regex(EMAIL, 'muss eine E-Mail-Adresse sein, z. B. rathaus@beispiel.de');
/** Spec §5: '+49 7641 123-0'. */
const phone = z
  .string()
  .trim()
  .regex(/^\+\d{1,3} \d{2,5} \d+(-\d+)?$/, 'muss eine Telefonnummer im Format +49 1234 123456-78 sein');
/** Emergency numbers: '112', '+49 7641 123-222'. */
const number = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 \-/]{1,30}$/, 'muss eine Telefonnummer sein (Ziffern, Leerzeichen, Bindestrich)');
const httpsUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'muss eine https-Adresse sein');
const sitePath = z
  .string()
  .trim()
  .regex(/^\/[^\s]*$/, 'muss eine Adresse dieser Website sein, die mit / beginnt');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'darf nur Kleinbuchstaben ohne Umlaute, Ziffern und einzelne Bindestriche enthalten');
const zip = z.string().regex(/^\d{5}$/, 'muss eine Postleitzahl mit fünf Ziffern sein');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'muss eine Uhrzeit HH:MM sein, z. B. 09:00');

const address = z.strictObject({ location: text(), street: text(), zip, city: text() }) satisfies z.ZodType<Address>;
const openingDay = z.strictObject({
  day: text(60),
  slots: z
    .array(z.strictObject({ from: time, to: time }).refine((s) => s.from < s.to, { message: 'endet nicht nach ihrem Beginn', path: ['to'] }))
    .min(1, 'braucht mindestens eine Zeitspanne'),
  note: optionalText(120),
});
const hours = z.array(openingDay);
const image = z.strictObject({ file: text(500), alt: text(200) });

/**
 * A theme colour is text on white and on its own light tint, and carries white text: 4.5:1 against
 * both (WCAG 2.1, 1.4.3).
 */
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'muss eine Farbe in der Form #rrggbb sein, z. B. #b3001b')
  .superRefine((v, ctx) => {
    if (!/^#[0-9a-fA-F]{6}$/.test(v)) return;
    const ratio = Math.min(contrast(v, '#ffffff'), contrast(v, tint(v)));
    if (ratio < 4.5) {
      ctx.addIssue({
        code: 'custom',
        message: `hat auf Weiß und ihrem hellen Hintergrund nur einen Kontrast von ${(Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',')}:1; nötig sind mindestens 4,5:1 (WCAG 2.1, 1.4.3), bitte eine dunklere Farbe wählen`,
      });
    }
  });

const miniSite = {
  name: text(120),
  address,
  phone,
  email,
  hours,
  logo: image,
};

/**
 * The appointments at the Bürgerbüro (shared/parts/termine, ADR 55): every member optional, the
 * defaults are in shared/parts/termine/settings.ts. The hours themselves are `hours.buergerbuero`.
 */
const int = (min: number, max: number) => z.int('muss eine ganze Zahl sein').min(min, `muss mindestens ${min} sein`).max(max, `darf höchstens ${max} sein`);
const termine = z.strictObject({
  wochen: int(1, 26).optional(),
  ab: int(0, 14).optional(),
  raster: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30)], 'muss 5, 10, 15, 20 oder 30 sein').optional(),
  schalter: int(1, 20).optional(),
  besetzung: z
    .array(
      z
        .strictObject({ day: text(60), from: time, to: time, schalter: int(0, 20) })
        .refine((s) => s.from < s.to, { message: 'endet nicht nach ihrem Beginn', path: ['to'] }),
    )
    .optional(),
  samstage: z.array(int(1, 5)).optional(),
  freihalten: int(0, 90).optional(),
  proEmail: int(1, 20).optional(),
  proNetzTag: int(1, 200).optional(),
  loeschenNachTagen: int(1, 365).optional(),
});

/** Hosts of OpenStreetMap's public tile servers (tile.openstreetmap.org, a.tile.openstreetmap.de, tile.osm.org …). */
export function istOeffentlicherOsmServer(template: string): boolean {
  let host: string;
  try {
    host = new URL(template.replace(/\{[a-z]+\}/g, 'a')).hostname.toLowerCase();
  } catch {
    return false;
  }
  return /(^|\.)(openstreetmap\.(org|de|fr)|osm\.org)$/.test(host);
}

const MAILBOX = /^[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/;

const schema = z.strictObject({
  name: text(80),
  officialName: text(120),
  slug: slug.refine((s) => !RESERVED_SLUGS.has(s), 'ist eine Adresse, die die Website selbst verwendet; bitte eine andere wählen'),
  claim: text(120),
  administration: text(120),
  origin: httpsUrl.refine((v) => {
    try {
      const u = new URL(v);
      return u.pathname === '/' && !u.search && !u.hash && !v.endsWith('/');
    } catch {
      return false;
    }
  }, 'muss nur aus Schema und Rechnername bestehen, z. B. https://www.beispiel.de (ohne Pfad und ohne / am Ende)'),
  emailDomain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/, 'muss ein Domainname sein, z. B. beispiel.de'),
  address,
  geo: z.strictObject({
    lat: z.number().min(-90, 'muss zwischen -90 und 90 liegen').max(90, 'muss zwischen -90 und 90 liegen'),
    lon: z.number().min(-180, 'muss zwischen -180 und 180 liegen').max(180, 'muss zwischen -180 und 180 liegen'),
  }),
  karte: z
    .discriminatedUnion(
      'art',
      [
        z.strictObject({ art: z.literal('stadtplan') }),
        z.strictObject({
          art: z.literal('kacheln'),
          kacheln: httpsUrl
            .refine(
              (v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
              'muss die Platzhalter {z}, {x} und {y} enthalten, z. B. https://karte.beispiel.de/{z}/{x}/{y}.png',
            )
            // The town's own tile server: our server fetches its tiles for the map without JavaScript
            // (ADR 59). OpenStreetMap's public servers are no town's: their usage policy forbids it,
            // and the visitor has not chosen them; they are "art": "openstreetmap" (after consent).
            .refine(
              (v) => !istOeffentlicherOsmServer(v),
              'ist ein öffentlicher Kachelserver von OpenStreetMap, nicht der eigene der Stadt; dafür "art": "openstreetmap" (lädt erst nach Einwilligung)',
            ),
          namensnennung: text(200),
        }),
        z.strictObject({ art: z.literal('openstreetmap') }),
      ],
      { error: 'muss "stadtplan", "kacheln" oder "openstreetmap" sein' },
    )
    .optional(),
  phone,
  fax: phone.optional(),
  email,
  emergency: z.array(z.strictObject({ label: text(80), number })),
  mayor: z.strictObject({
    name: text(120),
    title: text(60),
    office: z.strictObject({ name: text(120), phone, email }),
    contactPage: sitePath,
  }),
  hours: z.strictObject({ buergerbuero: hours.min(1, 'braucht mindestens einen Tag'), rathaus: hours.min(1, 'braucht mindestens einen Tag') }),
  buergerbueroPage: sitePath,
  crest: image,
  logo: image,
  qualitySeal: image.optional(),
  theme: z.strictObject({ primary: colour, secondary: colour }),
  quickLinks: z
    .array(
      z
        .strictObject({
          label: text(80),
          short: optionalText(40),
          href: z.string().trim().min(1, 'darf nicht leer sein'),
          kind: z.enum(['download', 'external', 'internal'], 'muss download, external oder internal sein'),
        })
        .superRefine((l, ctx) => {
          if (l.short && !l.label.includes(l.short)) ctx.addIssue({ code: 'custom', path: ['short'], message: 'muss ein Teil von label sein (WCAG 2.5.3)' });
          const external = /^https:\/\//.test(l.href);
          if (l.kind === 'external' ? !external : !l.href.startsWith('/')) {
            ctx.addIssue({
              code: 'custom',
              path: ['href'],
              message: l.kind === 'external' ? 'muss bei kind "external" eine https-Adresse sein' : 'muss eine Adresse dieser Website sein, die mit / beginnt',
            });
          }
        }),
    )
    .max(6, 'darf höchstens 6 Einträge haben'),
  weatherStation: z.strictObject({ name: text(120), href: httpsUrl }),
  oparl: z.strictObject({ contactName: text(120), contactEmail: email }),
  mailSender: z.string().trim().regex(MAILBOX, 'muss eine E-Mail-Adresse sein, auch in der Form "Name <adresse@beispiel.de>"'),
  gazetteEmail: email,
  securityTxt: z.strictObject({
    contact: z
      .array(
        z
          .string()
          .trim()
          .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[0-9 -]+)$/, 'muss eine mailto:-, https:- oder tel:-Adresse sein'),
      )
      .min(1, 'braucht mindestens eine Kontaktadresse'),
    expires: z.iso.datetime({ offset: true, message: 'muss ein Zeitpunkt wie 2027-10-31T23:00:00Z sein' }),
    preferredLanguages: z.array(z.string().regex(/^[a-z]{2}$/, 'muss ein Sprachkürzel wie de sein')).min(1, 'braucht mindestens eine Sprache'),
  }),
  districts: z
    .array(
      z.strictObject({
        key: slug,
        name: text(80),
        administration: z.strictObject({ street: text(), zip, city: text() }),
        phone,
        pages: z.strictObject({
          verwaltung: z.int('muss eine ganze Zahl sein').positive('muss größer als 0 sein'),
          geschichte: z.int('muss eine ganze Zahl sein').positive('muss größer als 0 sein'),
        }),
      }),
    )
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((d, i) => {
        for (const [k, v] of [
          ['key', d.key],
          ['pages.verwaltung', d.pages.verwaltung],
          ['pages.geschichte', d.pages.geschichte],
        ] as const) {
          const id = `${k}:${v}`;
          if (seen.has(id) || (k !== 'key' && seen.has(`page:${v}`)))
            ctx.addIssue({ code: 'custom', path: [i, ...k.split('.')], message: `ist doppelt vergeben (${v})` });
          seen.add(id);
          if (k !== 'key') seen.add(`page:${v}`);
        }
      });
    }),
  miniSites: z.strictObject({
    feuerwehr: z
      .strictObject({
        ...miniSite,
        membersArea: httpsUrl,
        departments: z.array(z.strictObject({ key: slug, name: text(80) })),
      })
      .optional(),
    grundschule: z.strictObject(miniSite).optional(),
    dreiLinden: z.strictObject(miniSite).optional(),
  }),
  termine: termine.optional(),
  legal: z.strictObject({
    vatId: text(),
    creditorId: text(),
    supervisoryAuthority: z.strictObject({ name: text(), address: text() }),
    hosting: z.strictObject({ name: text(), address: text() }),
    itProvider: text(),
    dataProtectionOfficer: z.strictObject({ name: text(), phone: text(), email }),
    dataProtectionAuthority: z.strictObject({ name: text(), address: text(), phone: text(), email }),
    accessibilityOmbudsperson: z.strictObject({ name: text(), address: text(), phone: text(), email }),
    privacyStatementDate: text(),
    accessibilityStatement: z.strictObject({ created: text(), reviewed: text(), documentsBy: text() }),
    smsNumber: text(),
    errorReportsRegion: text(),
    gazette: z.strictObject({ publisher: text(), price: text() }),
    noticeForm: text(),
    schools: z.record(z.string().regex(/^[a-zA-Z]+$/, 'darf nur Buchstaben enthalten'), text()),
  }),
});

type TownFileData = z.infer<typeof schema>;

/** The German name of a JSON type, for "muss … sein". */
const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  boolean: 'true oder false',
  object: 'ein Objekt { … }',
  array: 'eine Liste [ … ]',
};

/** zod's issues in German, for the codes our own rules do not word themselves. */
function germanIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'fehlt';
    return `muss ${TYPE_NAMES[issue.expected] ?? issue.expected} sein`;
  }
  if (issue.code === 'unrecognized_keys') return `enthält unbekannte Felder: ${issue.keys.join(', ')} (Tippfehler?)`;
  if (issue.code === 'too_small' && issue.origin === 'array') return `braucht mindestens ${issue.minimum} Einträge`;
  if (issue.code === 'invalid_key') return 'enthält einen ungültigen Schlüssel';
  return undefined;
}

/** 'hours.buergerbuero[2].slots[0].from' */
function fieldName(p: ReadonlyArray<PropertyKey>): string {
  return p.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '') || '(die ganze Datei)';
}

function shown(value: unknown): string {
  if (value === undefined) return '';
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s.length > 60 ? ` (ist „${s.slice(0, 57)}…“)` : ` (ist „${s}“)`;
}

function valueAt(data: unknown, p: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = data;
  for (const k of p) v = typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/** The checked facts of the file's JSON, or the list of what is wrong, one line per field. */
export function checkTownData(data: unknown): { ok: true; data: TownFileData } | { ok: false; problems: string[] } {
  const result = schema.safeParse(data, { error: (issue) => germanIssue(issue) });
  if (result.success) return { ok: true, data: result.data };
  const problems = result.error.issues.map((i) => {
    const value = i.code === 'invalid_type' || i.code === 'unrecognized_keys' ? undefined : valueAt(data, i.path);
    return `${fieldName(i.path)}: ${i.message}${typeof value === 'object' ? '' : shown(value)}`;
  });
  return { ok: false, problems: [...new Set(problems)] };
}

// ---------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------

/** Width and height of an SVG (its width/height attributes, else its viewBox) or a PNG (its header), or null. */
export function imageSize(bytes: Buffer, type: TownAsset['type']): { width: number; height: number } | null {
  if (type === 'image/png') {
    if (bytes.length < 24 || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  const root = /<svg\b[^>]*>/i.exec(bytes.toString('utf8'))?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)(px)?\\s*["']`, 'i').exec(root)?.[1];
  const w = Number(attr('width'));
  const h = Number(attr('height'));
  if (w > 0 && h > 0) return { width: Math.round(w), height: Math.round(h) };
  const box = /\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']/i.exec(root);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
}

function loadImage(
  dir: string,
  field: string,
  name: string,
  spec: { file: string; alt: string },
  assets: Map<string, TownAsset>,
  problems: string[],
): TownImage {
  const file = path.resolve(dir, spec.file);
  const ext = path.extname(file).toLowerCase();
  const type = ext === '.svg' ? 'image/svg+xml' : ext === '.png' ? 'image/png' : null;
  const fallback = { src: '', width: 1, height: 1, alt: spec.alt };
  if (!type) {
    problems.push(`${field}.file: muss eine SVG- oder PNG-Datei sein (ist „${spec.file}“)`);
    return fallback;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    problems.push(`${field}.file: Die Datei „${spec.file}“ fehlt (gesucht unter ${file})`);
    return fallback;
  }
  const size = imageSize(bytes, type);
  if (!size) {
    problems.push(`${field}.file: Breite und Höhe von „${spec.file}“ sind nicht lesbar (SVG: width und height oder viewBox)`);
    return fallback;
  }
  const urlPath = `/stadt/${name}${ext}`;
  assets.set(urlPath, { urlPath, file, type });
  const version = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { src: `${urlPath}?v=${version}`, ...size, alt: spec.alt };
}

/** Reads and checks the town file; throws TownFileError with every problem, each naming its field. */
export function readTownFile(file: string): LoadedTown {
  const shownName = path.relative(process.cwd(), file) || file;
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    throw new TownFileError(`Die Stadtdatei ${shownName} fehlt oder ist nicht lesbar (TOWN_FILE).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new TownFileError(`Die Stadtdatei ${shownName} ist kein gültiges JSON: ${(error as Error).message}`);
  }
  const checked = checkTownData(json);
  if (!checked.ok) throw new TownFileError(`Die Stadtdatei ${shownName} ist ungültig:\n${checked.problems.map((p) => `  – ${p}`).join('\n')}`);
  const data = checked.data;
  const dir = path.dirname(file);
  const assets = new Map<string, TownAsset>();
  const problems: string[] = [];
  const img = (field: string, name: string, spec: { file: string; alt: string }) => loadImage(dir, field, name, spec, assets, problems);
  const { feuerwehr, grundschule, dreiLinden } = data.miniSites;
  const { qualitySeal, ...rest } = data;
  const facts: TownFacts = {
    ...rest,
    crest: img('crest', 'wappen', data.crest),
    logo: img('logo', 'logo', data.logo),
    ...(qualitySeal ? { qualitySeal: img('qualitySeal', 'siegel', qualitySeal) } : {}),
    miniSites: {
      ...(feuerwehr ? { feuerwehr: { ...feuerwehr, logo: img('miniSites.feuerwehr.logo', 'logo-feuerwehr', feuerwehr.logo) } } : {}),
      ...(grundschule ? { grundschule: { ...grundschule, logo: img('miniSites.grundschule.logo', 'logo-grundschule', grundschule.logo) } } : {}),
      ...(dreiLinden ? { dreiLinden: { ...dreiLinden, logo: img('miniSites.dreiLinden.logo', 'logo-drei-linden', dreiLinden.logo) } } : {}),
    },
  };
  if (problems.length) throw new TownFileError(`Die Stadtdatei ${shownName} ist ungültig:\n${problems.map((p) => `  – ${p}`).join('\n')}`);
  return { facts, file, assets, crest: assets.get(facts.crest.src.split('?')[0]!)! };
}
