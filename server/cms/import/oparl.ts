/**
 * A client that reads a council information system's data over OParl 1.0 / 1.1 (https://oparl.org)
 * into neutral records: the body, its organizations, persons, memberships, meetings with their
 * agenda items, papers and files.
 *
 * It walks System → Body → the body's lists, follows `links.next`, asks with `modified_since` for an
 * incremental run and reports the objects a server marks `deleted: true`. Real servers (SD.NET,
 * SessionNet, ALLRIS, more!rubin) deviate from the standard in known ways; each is tolerated here and
 * noted for the preview:
 *
 * - an empty list answered with 404, or as a bare `[]` instead of `{ data: [] }`;
 * - a Location without `type` (no object's `type` is required);
 * - `//` in the path of file URLs (the path is normalised);
 * - `mimeType: "pdf"` (short forms become media types);
 * - a single object or URL where the standard asks for a list;
 * - control characters inside JSON strings (escaped before parsing);
 * - sporadic 5xx answers and dropped connections (retried with exponential back-off).
 *
 * Nothing is written to the store; an answer larger than `maxBytes` or a walk of more than `maxPages`
 * pages stops with an `ImportError`.
 */
import { type DownloadOptions, checkUrl, download } from './download';
import { ImportError, type ImportNotice, guardedAsync } from './errors';

export interface OParlClientOptions extends Omit<DownloadOptions, 'accept'> {
  /** Bound on one answer; default 10 MB. */
  maxBytes?: number;
  /** Bound on the pages of the whole walk; default 5000. */
  maxPages?: number;
}

export interface OParlReadOptions extends OParlClientOptions {
  /** Only objects changed since then ('2027-01-01T00:00:00+01:00'); deleted ones are reported. */
  modifiedSince?: string;
  /** The body to read when the system has several: its id (URL) or shortName; default the first. */
  body?: string;
}

export interface CouncilBody {
  id: string;
  name: string;
  shortName: string | null;
  website: string | null;
}

export interface CouncilOrganization {
  id: string;
  name: string;
  shortName: string | null;
  /** OParl organizationType: 'Gremium', 'Fraktion', 'Partei', 'Verwaltungsbereich' … */
  organizationType: string | null;
  /** Free classification of the system ('Ausschuss', 'Ortschaftsrat' …). */
  classification: string | null;
  startDate: string | null;
  endDate: string | null;
  modified: string | null;
}

export interface CouncilPerson {
  id: string;
  name: string;
  familyName: string | null;
  givenName: string | null;
  formOfAddress: string | null;
  title: string[];
  modified: string | null;
}

export interface CouncilMembership {
  id: string;
  personId: string;
  organizationId: string;
  role: string | null;
  votingRight: boolean | null;
  startDate: string | null;
  endDate: string | null;
  /** The party group a seat is held for. */
  onBehalfOfId: string | null;
}

export interface CouncilLocation {
  description: string | null;
  streetAddress: string | null;
  room: string | null;
  postalCode: string | null;
  locality: string | null;
}

export interface CouncilAgendaItem {
  id: string;
  meetingId: string;
  /** As the system numbers it ('Ö 3', '5.1'). */
  number: string | null;
  order: number;
  name: string;
  public: boolean;
  result: string | null;
  resolutionText: string | null;
  /** The paper consulted under this item (from the papers' consultations), null without one. */
  paperId: string | null;
  fileIds: string[];
}

export interface CouncilMeeting {
  id: string;
  name: string;
  /** Berlin wall clock 'YYYY-MM-DDTHH:mm' as the store keeps it; null when the system gives none. */
  start: string | null;
  end: string | null;
  cancelled: boolean;
  meetingState: string | null;
  location: CouncilLocation | null;
  organizationIds: string[];
  invitationFileId: string | null;
  resultsProtocolFileId: string | null;
  verbatimProtocolFileId: string | null;
  auxiliaryFileIds: string[];
  agendaItems: CouncilAgendaItem[];
  modified: string | null;
}

export interface CouncilConsultation {
  meetingId: string | null;
  agendaItemId: string | null;
  organizationIds: string[];
  role: string | null;
  authoritative: boolean | null;
}

export interface CouncilPaper {
  id: string;
  name: string;
  reference: string | null;
  /** 'YYYY-MM-DD'. */
  date: string | null;
  paperType: string | null;
  mainFileId: string | null;
  auxiliaryFileIds: string[];
  consultations: CouncilConsultation[];
  modified: string | null;
}

export interface CouncilFile {
  id: string;
  name: string;
  fileName: string | null;
  /** A media type ('application/pdf'), also when the system wrote 'pdf'. */
  mimeType: string | null;
  size: number | null;
  date: string | null;
  accessUrl: string;
  downloadUrl: string | null;
  modified: string | null;
}

export type CouncilObjectType = 'Organization' | 'Person' | 'Membership' | 'Meeting' | 'AgendaItem' | 'Paper' | 'File';

export interface OParlImport {
  system: { id: string; oparlVersion: string | null; name: string | null };
  body: CouncilBody;
  organizations: CouncilOrganization[];
  persons: CouncilPerson[];
  memberships: CouncilMembership[];
  meetings: CouncilMeeting[];
  papers: CouncilPaper[];
  files: CouncilFile[];
  /** Objects the server reports as deleted (`deleted: true`). */
  deleted: { type: CouncilObjectType; id: string }[];
  /** When the walk began: the `modifiedSince` of the next incremental run. */
  startedAt: string;
  /** Requests made, retries among them (for the log). */
  requests: number;
  retries: number;
  notices: ImportNotice[];
}

type Json = Record<string, unknown>;

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** Reads a whole body from the OParl system at `systemUrl` (or a body's URL). */
export async function readOParl(systemUrl: string, options: OParlReadOptions = {}): Promise<OParlImport> {
  return guardedAsync('Die Daten des Ratsinformationssystems lassen sich nicht lesen', () => walkSystem(systemUrl, options));
}

async function walkSystem(systemUrl: string, options: OParlReadOptions): Promise<OParlImport> {
  if (options.modifiedSince !== undefined && Number.isNaN(Date.parse(options.modifiedSince))) {
    throw new ImportError('format', `„${options.modifiedSince}“ ist kein Zeitpunkt für modified_since (erwartet z. B. 2027-01-01T00:00:00+01:00).`);
  }
  // OParl writes date-times as 'yyyy-mm-ddThh:mm:ss±hh:mm' (section 2.3); some servers refuse a 'Z'.
  const startedAt = new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const client = new Client(options);
  const start = checkUrl(systemUrl);
  const first = await client.getObject(start);
  let system: Json = {};
  let body: Json;
  if (first.body !== undefined || first.oparlVersion !== undefined) {
    system = first;
    const bodies = typeof first.body === 'string' ? await client.list(first.body, 'Body') : asList(first.body).filter(isObject);
    const wanted = options.body;
    const match = bodies.find((b) => !wanted || str(b.id) === wanted || str(b.shortName) === wanted) ?? null;
    if (!match) {
      throw new ImportError('format', wanted ? `Die Körperschaft „${wanted}“ gibt es im System nicht.` : 'Das System nennt keine Körperschaft (body).', {
        url: start,
      });
    }
    body = match;
  } else {
    body = first;
  }
  const bodyId = str(body.id) ?? start;

  const collected = new Collector(client.notices);
  const walk = async (field: string, type: CouncilObjectType, each: (o: Json) => void) => {
    const value = body[field];
    if (typeof value === 'string') {
      for (const o of await client.list(value, type, options.modifiedSince)) {
        if (o.deleted === true) collected.deleted(type, o);
        else each(o);
      }
    } else {
      // Some systems embed short lists in the body itself.
      for (const o of asList(value).filter(isObject)) each(o);
    }
  };
  await walk('organization', 'Organization', (o) => collected.organization(o));
  await walk('person', 'Person', (o) => collected.person(o));
  await walk('membership', 'Membership', (o) => collected.membership(o, null));
  await walk('meeting', 'Meeting', (o) => collected.meeting(o));
  await walk('paper', 'Paper', (o) => collected.paper(o));
  await walk('agendaItem', 'AgendaItem', (o) => collected.agendaItem(o, null));
  await walk('file', 'File', (o) => collected.file(o));

  return {
    system: { id: norm(str(system.id) ?? start), oparlVersion: str(system.oparlVersion), name: str(system.name) },
    body: { id: norm(bodyId), name: str(body.name) ?? str(body.shortName) ?? '', shortName: str(body.shortName), website: str(body.website) },
    ...collected.result(),
    startedAt,
    requests: client.requests,
    retries: client.retries,
    notices: client.notices,
  };
}

/** Turns the raw objects of the lists into records, each id once (the last answer wins). */
class Collector {
  private organizations = new Map<string, CouncilOrganization>();
  private persons = new Map<string, CouncilPerson>();
  private memberships = new Map<string, CouncilMembership>();
  private meetings = new Map<string, CouncilMeeting>();
  private agendaItems = new Map<string, CouncilAgendaItem>();
  private papers = new Map<string, CouncilPaper>();
  private files = new Map<string, CouncilFile>();
  private gone = new Map<string, CouncilObjectType>();

  constructor(private notices: ImportNotice[]) {}

  deleted(type: CouncilObjectType, o: Json) {
    const id = str(o.id);
    if (id) this.gone.set(norm(id), type);
  }

  private idOf(o: Json, what: string): string | null {
    const id = str(o.id);
    if (!id) {
      this.notices.push({ field: 'id', message: `${what} ohne id übersprungen.` });
      return null;
    }
    return norm(id);
  }

  organization(o: Json) {
    const id = this.idOf(o, 'Ein Gremium');
    if (!id) return;
    this.organizations.set(id, {
      id,
      name: str(o.name) ?? str(o.shortName) ?? '',
      shortName: str(o.shortName),
      organizationType: str(o.organizationType),
      classification: str(o.classification),
      startDate: day(o.startDate),
      endDate: day(o.endDate),
      modified: str(o.modified),
    });
  }

  person(o: Json) {
    const id = this.idOf(o, 'Eine Person');
    if (!id) return;
    const name = str(o.name) ?? ([str(o.givenName), str(o.familyName)].filter(Boolean).join(' ') || '');
    this.persons.set(id, {
      id,
      name,
      familyName: str(o.familyName),
      givenName: str(o.givenName),
      formOfAddress: str(o.formOfAddress),
      title: asList(o.title)
        .map(str)
        .filter((t): t is string => t !== null),
      modified: str(o.modified),
    });
    for (const m of asList(o.membership)) {
      if (isObject(m)) this.membership(m, id);
    }
  }

  membership(o: Json, personId: string | null) {
    const id = this.idOf(o, 'Eine Mitgliedschaft');
    if (!id) return;
    if (o.deleted === true) return this.deleted('Membership', o);
    const person = refOf(o.person) ?? personId;
    const organization = refOf(o.organization);
    if (!person || !organization) {
      this.notices.push({ url: id, message: 'Mitgliedschaft ohne Person oder Gremium übersprungen.' });
      return;
    }
    this.memberships.set(id, {
      id,
      personId: person,
      organizationId: organization,
      role: str(o.role),
      votingRight: typeof o.votingRight === 'boolean' ? o.votingRight : null,
      startDate: day(o.startDate),
      endDate: day(o.endDate),
      onBehalfOfId: refOf(o.onBehalfOf),
    });
  }

  meeting(o: Json) {
    const id = this.idOf(o, 'Eine Sitzung');
    if (!id) return;
    const files = (v: unknown) =>
      asList(v)
        .map((f) => this.fileRef(f))
        .filter((f): f is string => f !== null);
    const loc = isObject(o.location) ? o.location : null;
    const items = asList(o.agendaItem).filter(isObject);
    items.forEach((item, i) => this.agendaItem(item, id, i));
    this.meetings.set(id, {
      id,
      name: str(o.name) ?? '',
      start: berlinWallClock(o.start),
      end: berlinWallClock(o.end),
      cancelled: o.cancelled === true,
      meetingState: str(o.meetingState),
      // A Location without `type` is a Location all the same.
      location: loc
        ? {
            description: str(loc.description),
            streetAddress: str(loc.streetAddress),
            room: str(loc.room),
            postalCode: str(loc.postalCode),
            locality: str(loc.locality),
          }
        : null,
      organizationIds: asList(o.organization)
        .map(refOf)
        .filter((x): x is string => x !== null),
      invitationFileId: files(o.invitation)[0] ?? null,
      resultsProtocolFileId: files(o.resultsProtocol)[0] ?? null,
      verbatimProtocolFileId: files(o.verbatimProtocol)[0] ?? null,
      auxiliaryFileIds: files(o.auxiliaryFile),
      agendaItems: [],
      modified: str(o.modified),
    });
  }

  agendaItem(o: Json, meetingId: string | null, index = 0) {
    const id = this.idOf(o, 'Ein Tagesordnungspunkt');
    if (!id) return;
    if (o.deleted === true) return this.deleted('AgendaItem', o);
    const meeting = meetingId ?? refOf(o.meeting);
    if (!meeting) return;
    const order = typeof o.order === 'number' ? o.order : index + 1;
    this.agendaItems.set(id, {
      id,
      meetingId: meeting,
      number: str(o.number),
      order,
      name: str(o.name) ?? '',
      // OParl: an item without `public` is public.
      public: o.public !== false,
      result: str(o.result),
      resolutionText: str(o.resolutionText),
      paperId: null,
      fileIds: [...asList(o.resolutionFile), ...asList(o.auxiliaryFile)].map((f) => this.fileRef(f)).filter((f): f is string => f !== null),
    });
  }

  paper(o: Json) {
    const id = this.idOf(o, 'Eine Vorlage');
    if (!id) return;
    const consultations = asList(o.consultation)
      .filter(isObject)
      .map((c) => ({
        meetingId: refOf(c.meeting),
        agendaItemId: refOf(c.agendaItem),
        organizationIds: asList(c.organization)
          .map(refOf)
          .filter((x): x is string => x !== null),
        role: str(c.role),
        authoritative: typeof c.authoritative === 'boolean' ? c.authoritative : null,
      }));
    this.papers.set(id, {
      id,
      name: str(o.name) ?? '',
      reference: str(o.reference),
      date: day(o.date),
      paperType: str(o.paperType),
      mainFileId: asList(o.mainFile).map((f) => this.fileRef(f))[0] ?? null,
      auxiliaryFileIds: asList(o.auxiliaryFile)
        .map((f) => this.fileRef(f))
        .filter((f): f is string => f !== null),
      consultations,
      modified: str(o.modified),
    });
  }

  /** A file reference: an embedded File is collected, a URL is kept as the id. */
  private fileRef(f: unknown): string | null {
    if (typeof f === 'string') return norm(f);
    if (isObject(f)) return this.file(f);
    return null;
  }

  file(o: Json): string | null {
    const id = this.idOf(o, 'Eine Datei');
    if (!id) return null;
    if (o.deleted === true) {
      this.deleted('File', o);
      return null;
    }
    const access = str(o.accessUrl) ?? str(o.downloadUrl);
    if (!access) {
      this.notices.push({ url: id, field: 'accessUrl', message: 'Datei ohne accessUrl übersprungen.' });
      return null;
    }
    const fileName = str(o.fileName);
    this.files.set(id, {
      id,
      name: str(o.name) ?? fileName ?? '',
      fileName,
      mimeType: mediaType(str(o.mimeType), fileName ?? access),
      size: typeof o.size === 'number' && Number.isFinite(o.size) ? o.size : null,
      date: day(o.date),
      accessUrl: norm(access),
      downloadUrl: str(o.downloadUrl) ? norm(str(o.downloadUrl)!) : null,
      modified: str(o.modified),
    });
    return id;
  }

  result() {
    // The paper an agenda item consults, from the papers' consultations.
    const paperOfItem = new Map<string, string>();
    for (const p of this.papers.values()) for (const c of p.consultations) if (c.agendaItemId) paperOfItem.set(c.agendaItemId, p.id);
    for (const item of this.agendaItems.values()) item.paperId = paperOfItem.get(item.id) ?? null;
    for (const m of this.meetings.values()) {
      m.agendaItems = [...this.agendaItems.values()].filter((i) => i.meetingId === m.id).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
    }
    // An object both delivered and deleted in one run (lists read at different times): deleted wins.
    const live = <T extends { id: string }>(m: Map<string, T>) =>
      [...m.values()].filter((x) => !this.gone.has(x.id)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return {
      organizations: live(this.organizations),
      persons: live(this.persons),
      memberships: live(this.memberships),
      meetings: live(this.meetings),
      papers: live(this.papers),
      files: live(this.files),
      deleted: [...this.gone].map(([id, type]) => ({ type, id })).sort((a, b) => (a.type !== b.type ? (a.type < b.type ? -1 : 1) : a.id < b.id ? -1 : 1)),
    };
  }
}

/** The HTTP side: JSON with retries, size bound and quirk repairs. */
class Client {
  requests = 0;
  retries = 0;
  notices: ImportNotice[] = [];
  private pages = 0;

  constructor(private options: OParlClientOptions) {}

  async getObject(url: string): Promise<Json> {
    const got = await this.get(url);
    if (got === null) throw new ImportError('network', 'Die Adresse antwortet mit 404 (nicht gefunden).', { url });
    if (!isObject(got)) throw new ImportError('format', 'Die Antwort ist kein OParl-Objekt.', { url });
    return got;
  }

  /** Every object of a list, page by page. */
  async list(url: string, type: string, modifiedSince?: string): Promise<Json[]> {
    const out: Json[] = [];
    const seen = new Set<string>();
    let next: string | null = modifiedSince ? withParam(checkUrl(url), 'modified_since', modifiedSince) : checkUrl(url);
    while (next) {
      if (seen.has(next)) {
        this.notices.push({ url: next, message: 'Die Liste verweist im Kreis auf eine schon gelesene Seite; sie endet hier.' });
        break;
      }
      seen.add(next);
      if (++this.pages > (this.options.maxPages ?? 5000)) {
        throw new ImportError('size', `Mehr als ${this.options.maxPages ?? 5000} Seiten; der Abruf wurde beendet.`, { url: next });
      }
      const page = await this.get(next);
      if (page === null) {
        this.notices.push({ url: next, message: `Leere Liste (${type}) als 404 beantwortet.` });
        break;
      }
      if (Array.isArray(page)) {
        // A bare array instead of { data, links }: one page without pagination.
        if (page.length === 0) this.notices.push({ url: next, message: `Leere Liste (${type}) als bloßes [] beantwortet.` });
        out.push(...page.filter(isObject));
        break;
      }
      if (!isObject(page)) throw new ImportError('format', `Die Antwort ist keine Liste (${type}).`, { url: next });
      if (page.data === undefined && page.id !== undefined) {
        // A single object where the list was expected.
        this.notices.push({ url: next, message: `Ein einzelnes Objekt statt einer Liste (${type}).` });
        out.push(page);
        break;
      }
      out.push(...asList(page.data).filter(isObject));
      const links = isObject(page.links) ? page.links : {};
      const n = str(links.next);
      next = n ? resolve(next, n) : null;
    }
    return out;
  }

  /** The parsed JSON of a GET, null for 404; retries 5xx, 429 and network errors. */
  private async get(url: string): Promise<unknown> {
    const got = await download(url, {
      fetch: this.options.fetch,
      sleep: this.options.sleep,
      retries: this.options.retries,
      backoffMs: this.options.backoffMs,
      timeoutMs: this.options.timeoutMs,
      maxBytes: this.options.maxBytes ?? DEFAULT_MAX_BYTES,
      accept: 'application/json',
    });
    this.requests += got.attempts;
    this.retries += got.attempts - 1;
    return got.bytes === null ? null : parseJson(new TextDecoder('utf-8').decode(got.bytes), url, this.notices);
  }
}

/** JSON, with raw control characters inside strings escaped when the plain parse fails. */
export function parseJson(text: string, url: string, notices: ImportNotice[]): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch {
    // fall through to the repair
  }
  let repaired = '';
  let inString = false;
  let escaped = false;
  let changed = false;
  for (const ch of body) {
    const code = ch.charCodeAt(0);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      else if (code < 0x20) {
        changed = true;
        // Line breaks and tabs are kept as escapes; other control characters carry nothing and go.
        repaired += ch === '\n' ? '\\n' : ch === '\r' ? '\\r' : ch === '\t' ? '\\t' : '';
        continue;
      }
    } else if (ch === '"') inString = true;
    else if (code < 0x20 && ch !== '\n' && ch !== '\r' && ch !== '\t') {
      changed = true;
      continue;
    }
    repaired += ch;
  }
  try {
    const value = JSON.parse(repaired);
    if (changed) notices.push({ url, message: 'Steuerzeichen im JSON ersetzt.' });
    return value;
  } catch (err) {
    const at = err instanceof Error ? /position (\d+)/.exec(err.message)?.[1] : undefined;
    const line = at !== undefined ? repaired.slice(0, Number(at)).split('\n').length : undefined;
    throw new ImportError('format', 'Die Antwort ist kein gültiges JSON.', { url, line }, { cause: err });
  }
}

/** Short forms some systems write in `mimeType`, and file endings when it is missing. */
const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf',
  txt: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  zip: 'application/zip',
};

export function mediaType(raw: string | null, name: string): string | null {
  const v = raw?.trim().toLowerCase().split(';')[0]?.trim();
  if (v?.includes('/')) return v;
  if (v && MEDIA_TYPES[v.replace(/^\./, '')]) return MEDIA_TYPES[v.replace(/^\./, '')]!;
  const ending = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(name)?.[1]?.toLowerCase();
  return ending ? (MEDIA_TYPES[ending] ?? null) : null;
}

/** A URL with runs of slashes in its path made single ('https://ris.example//files//1.pdf'). */
export function norm(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(.*)$/i.exec(url.trim());
  if (!m) return url.trim();
  return `${m[1]}${m[2]!.replace(/\/{2,}/g, '/')}${m[3]}`;
}

function resolve(base: string, href: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    throw new ImportError('format', `Der Verweis „${href}“ ist keine Adresse.`, { url: base });
  }
}

function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.href;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list where one is required: a single value becomes a list of one, nothing an empty list. */
function asList(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function str(v: unknown): string | null {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? null : t;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** The id an OParl reference names: a URL, or an embedded object's id. */
function refOf(v: unknown): string | null {
  const first = Array.isArray(v) ? v[0] : v;
  if (typeof first === 'string') return str(first) ? norm(first) : null;
  if (isObject(first) && str(first.id)) return norm(str(first.id)!);
  return null;
}

function day(v: unknown): string | null {
  const s = str(v);
  const m = s ? /^(\d{4}-\d{2}-\d{2})/.exec(s) : null;
  return m ? m[1]! : null;
}

const berlinFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An OParl date-time ('2027-03-04T18:30:00+01:00') as the Berlin wall clock 'YYYY-MM-DDTHH:mm'. */
export function berlinWallClock(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (!m) return null;
  if (!m[2]) return `${m[1]}T00:00`;
  // Without an offset the system means local (Berlin) time.
  if (!m[4]) return `${m[1]}T${m[2]}:${m[3]}`;
  const t = new Date(s);
  if (Number.isNaN(t.getTime())) return null;
  const p = Object.fromEntries(berlinFormat.formatToParts(t).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
