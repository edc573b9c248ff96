/**
 * Service descriptions from XZuFi 2.x, as the Portalverbund (PVOG) delivers them from service-bw and
 * the other state editorial systems: pages of `schreibe` blocks (create or change one object) and
 * `loesche` blocks (remove one object by class and id). The mapping of elements to records is written
 * down in docs/decisions/0038-import-formats.md.
 *
 * Read are the objects the Wegweiser needs: services (`leistung`) with their LeiKa key, text
 * texts, fees and required documents; offices (`organisationseinheit`); responsibilities
 * (`zustaendigkeitTransferObjekt`: which office or online service is responsible for which service in
 * which area); online services (`onlinedienst`) with their links. Other classes are counted in the
 * notices and left alone. Texts keep the HTML the editorial system wrote; the store sanitises it as it
 * sanitises every stored HTML.
 */
import { type ImportNotice, ImportError, guarded } from './errors';
import { type XmlElement, all, descendants, first, readXml, textAt } from './xml';

/** The texts of a service, by LeiKa text module (code list urn:de:fim:leika:textmodul). */
export type XzufiTextModule =
  | 'volltext'
  | 'unterlagen'
  | 'voraussetzungen'
  | 'kosten'
  | 'verfahrensablauf'
  | 'bearbeitungsdauer'
  | 'fristen'
  | 'weiterfuehrendeInformationen'
  | 'hinweise'
  | 'rechtsgrundlagen'
  | 'rechtsbehelf'
  | 'kurztext'
  | 'ansprechpunkt'
  | 'zustaendigeStelle'
  | 'formulare';

/** LeiKa text module code → the text it fills; a town or a newer code list may set its own. */
export const LEIKA_TEXT_MODULES: Record<string, XzufiTextModule | 'leistungsname' | 'leistungsbezeichnung' | 'leistungsbezeichnung2'> = {
  '02': 'leistungsname',
  '03': 'leistungsbezeichnung',
  '04': 'leistungsbezeichnung2',
  '09': 'volltext',
  '10': 'unterlagen',
  '11': 'voraussetzungen',
  '12': 'kosten',
  '13': 'verfahrensablauf',
  '14': 'bearbeitungsdauer',
  '15': 'fristen',
  '16': 'weiterfuehrendeInformationen',
  '17': 'hinweise',
  '18': 'rechtsgrundlagen',
  '19': 'rechtsbehelf',
  '20': 'kurztext',
  '21': 'ansprechpunkt',
  '22': 'zustaendigeStelle',
  '23': 'formulare',
};

export interface XzufiFee {
  /** Euro; a fixed amount, or null when only a range or a text is given. */
  amount: number | null;
  min: number | null;
  max: number | null;
  description: string | null;
  /** To be paid in advance. */
  prepaid: boolean | null;
}

export interface XzufiLink {
  url: string;
  title: string | null;
}

export interface XzufiService {
  /** 'schemeAgencyID:id' (the editorial system's key), or the id alone. */
  id: string;
  /** LeiKa keys (14 digits), the first is the service's own. */
  leikaKeys: string[];
  /** Leistungsbezeichnung, else Leistungsname. */
  title: string;
  /** HTML per text module, in German. */
  texts: Partial<Record<XzufiTextModule, string>>;
  /** Text modules with a code the mapping does not know (kept, not lost). */
  otherSections: { code: string; name: string | null; html: string }[];
  fees: XzufiFee[];
  /** modulKosten's own description (HTML), null without one. */
  feeText: string | null;
  /** modulFrist's description, null without one. */
  deadlineText: string | null;
  /** The items of the 'Erforderliche Unterlagen' text, as plain text. */
  requiredDocuments: string[];
  /** Further links of all text modules. */
  links: XzufiLink[];
  /** versionsinformation/geaendertDatumZeit. */
  modified: string | null;
  line: number;
}

export interface XzufiOffice {
  id: string;
  name: string;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  line: number;
}

export interface XzufiOnlineService {
  id: string;
  title: string;
  links: XzufiLink[];
  /** Code of the trust level (Vertrauensniveau), null without one. */
  trustLevel: string | null;
  line: number;
}

export interface XzufiResponsibility {
  id: string;
  serviceId: string;
  /** The office or online service that is responsible (uebergeordnetesObjektID). */
  holderId: string;
  /** Regional keys (Regionalschlüssel) of the areas. */
  areaIds: string[];
  role: string | null;
  line: number;
}

export type XzufiClass = 'Leistung' | 'Organisationseinheit' | 'Zustaendigkeit' | 'Onlinedienst' | (string & {});

export interface XzufiDeletion {
  class: XzufiClass;
  id: string;
  line: number;
}

export interface XzufiImport {
  /** xzufiVersion of the page(s), null when not given. */
  version: string | null;
  upserts: {
    services: XzufiService[];
    offices: XzufiOffice[];
    responsibilities: XzufiResponsibility[];
    onlineServices: XzufiOnlineService[];
  };
  deletions: XzufiDeletion[];
  notices: ImportNotice[];
}

export interface XzufiOptions {
  maxBytes?: number;
  /** The language of texts; default 'de'. */
  language?: string;
  textModules?: Record<string, string>;
}

/** Reads one page. */
export function readXzufi(input: string | Uint8Array, options: XzufiOptions = {}): XzufiImport {
  return guarded('Die XZuFi-Datei lässt sich nicht lesen', () => readPage(input, options));
}

function readPage(input: string | Uint8Array, options: XzufiOptions): XzufiImport {
  const root = readXml(input, options.maxBytes);
  if (root.ns && !/^http:\/\/xoev\.de\/schemata\/xzufi\/2_/.test(root.ns)) {
    throw new ImportError('format', `Der Namensraum „${root.ns}“ ist nicht XZuFi 2.x.`, { line: root.line });
  }
  const lang = options.language ?? 'de';
  const modules = { ...LEIKA_TEXT_MODULES, ...(options.textModules ?? {}) } as Record<string, string>;
  const result: XzufiImport = {
    version: root.attributes.xzufiVersion ?? null,
    upserts: { services: [], offices: [], responsibilities: [], onlineServices: [] },
    deletions: [],
    notices: [],
  };
  const writes = root.name === 'schreibe' ? [root] : descendants(root, 'schreibe');
  const deletes = root.name === 'loesche' ? [root] : descendants(root, 'loesche');
  if (writes.length === 0 && deletes.length === 0) {
    throw new ImportError('format', `Die Datei enthält weder „schreibe“ noch „loesche“ (Wurzelelement „${root.name}“).`, { line: root.line });
  }
  const skipped = new Map<string, number>();
  for (const block of writes) {
    for (const object of block.children) {
      switch (object.name) {
        case 'leistung':
          result.upserts.services.push(service(object, lang, modules));
          break;
        case 'organisationseinheit':
          result.upserts.offices.push(office(object, lang));
          break;
        case 'onlinedienst':
          result.upserts.onlineServices.push(onlineService(object, lang));
          break;
        case 'zustaendigkeitTransferObjekt':
          result.upserts.responsibilities.push(...responsibilities(object));
          break;
        default:
          skipped.set(object.name, (skipped.get(object.name) ?? 0) + 1);
      }
    }
  }
  for (const block of deletes) {
    const klasse = block.attributes.klasse?.trim();
    if (!klasse) throw new ImportError('format', '„loesche“ ohne Attribut „klasse“.', { line: block.line, field: 'loesche/@klasse' });
    const idElements = all(block, 'id');
    if (idElements.length === 0) throw new ImportError('format', '„loesche“ ohne „id“.', { line: block.line, field: 'loesche/id' });
    for (const id of idElements) result.deletions.push({ class: klasse, id: required(idOf(id), id, 'loesche/id'), line: id.line });
  }
  for (const [name, count] of skipped) {
    result.notices.push({ field: name, message: `${count} × „${name}“ wird nicht übernommen.` });
  }
  return result;
}

/**
 * Several pages in the order they were delivered, as one change: a later `schreibe` replaces an
 * earlier one of the same id; a `loesche` removes what earlier pages wrote and stays a deletion; a
 * `schreibe` after a `loesche` brings the object back (no deletion). Services are given their
 * responsible offices and online services from the responsibilities of the batch.
 */
export function mergeXzufiPages(pages: XzufiImport[]): XzufiImport & { servicesResponsible: Map<string, { officeIds: string[]; onlineServiceIds: string[] }> } {
  const services = new Map<string, XzufiService>();
  const offices = new Map<string, XzufiOffice>();
  const responsibilities = new Map<string, XzufiResponsibility>();
  const onlineServices = new Map<string, XzufiOnlineService>();
  const deletions = new Map<string, XzufiDeletion>();
  const byClass: Record<string, Map<string, unknown>> = {
    Leistung: services,
    Organisationseinheit: offices,
    Zustaendigkeit: responsibilities,
    Onlinedienst: onlineServices,
  };
  const notices: ImportNotice[] = [];
  let version: string | null = null;
  for (const page of pages) {
    version ??= page.version;
    notices.push(...page.notices);
    const put = <T extends { id: string }>(cls: string, map: Map<string, T>, xs: T[]) => {
      for (const x of xs) {
        map.set(x.id, x);
        deletions.delete(`${cls}\u0000${x.id}`);
      }
    };
    put('Leistung', services, page.upserts.services);
    put('Organisationseinheit', offices, page.upserts.offices);
    put('Zustaendigkeit', responsibilities, page.upserts.responsibilities);
    put('Onlinedienst', onlineServices, page.upserts.onlineServices);
    for (const d of page.deletions) {
      byClass[d.class]?.delete(d.id);
      deletions.set(`${d.class}\u0000${d.id}`, d);
    }
  }
  const sorted = <T extends { id: string }>(m: Map<string, T>) => [...m.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const servicesResponsible = new Map<string, { officeIds: string[]; onlineServiceIds: string[] }>();
  for (const r of sorted(responsibilities)) {
    const entry = servicesResponsible.get(r.serviceId) ?? { officeIds: [], onlineServiceIds: [] };
    if (onlineServices.has(r.holderId)) entry.onlineServiceIds.push(r.holderId);
    else entry.officeIds.push(r.holderId);
    servicesResponsible.set(r.serviceId, entry);
  }
  return {
    version,
    upserts: { services: sorted(services), offices: sorted(offices), responsibilities: sorted(responsibilities), onlineServices: sorted(onlineServices) },
    deletions: [...deletions.values()].sort((a, b) => (a.class !== b.class ? (a.class < b.class ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    notices,
    servicesResponsible,
  };
}

/** An XZuFi identifier with its issuing agency: 'S100001:L100001.LB.1001'. */
function idOf(el: XmlElement | null): string | null {
  const text = el?.text.trim();
  if (!el || !text) return null;
  const agency = el.attributes.schemeAgencyID?.trim();
  return agency ? `${agency}:${text}` : text;
}

function required<T>(value: T | null, el: XmlElement, field: string): T {
  if (value === null || value === '') throw new ImportError('format', `Das Pflichtfeld „${field}“ fehlt oder ist leer.`, { line: el.line, field });
  return value;
}

/** The text in `lang` among multilingual siblings (`languageCode`), else the first. */
function inLanguage(elements: XmlElement[], lang: string): string | null {
  const pick =
    elements.find((e) => (e.attributes.languageCode ?? '').toLowerCase().startsWith(lang)) ?? elements.find((e) => !e.attributes.languageCode) ?? elements[0];
  const t = pick?.text.trim();
  return t ? t : null;
}

function service(el: XmlElement, lang: string, modules: Record<string, string>): XzufiService {
  const id = required(idOf(first(el, 'id')), el, 'leistung/id');
  const named: Record<string, string> = {};
  const texts: Partial<Record<XzufiTextModule, string>> = {};
  const otherSections: XzufiService['otherSections'] = [];
  const links: XzufiLink[] = [];
  for (const m of all(el, 'modulText')) {
    const code = textAt(m, 'leikaTextmodul/code');
    const html = inLanguage(all(m, 'inhalt'), lang);
    for (const l of all(m, 'weiterfuehrenderLink')) {
      const url = textAt(l, 'uri') ?? textAt(l, 'link');
      if (url) links.push({ url, title: textAt(l, 'titel') });
    }
    if (!html) continue;
    const key = code ? modules[code] : undefined;
    if (key === 'leistungsname' || key === 'leistungsbezeichnung' || key === 'leistungsbezeichnung2') named[key] = html;
    else if (key) texts[key as XzufiTextModule] = texts[key as XzufiTextModule] ? `${texts[key as XzufiTextModule]}\n${html}` : html;
    else otherSections.push({ code: code ?? '', name: textAt(m, 'leikaTextmodul/name'), html });
  }
  const title = named.leistungsbezeichnung ?? named.leistungsbezeichnung2 ?? named.leistungsname ?? null;
  const kosten = first(el, 'modulKosten');
  const fees = all(kosten, 'kosten').map((k) => ({
    amount: euro(textAt(k, 'betragFix')),
    min: euro(textAt(k, 'betragUntergrenze')),
    max: euro(textAt(k, 'betragObergrenze')),
    description: inLanguage(all(k, 'beschreibung'), lang),
    prepaid: bool(textAt(k, 'vorkasse')),
  }));
  return {
    id,
    leikaKeys: all(el, 'referenzLeiKa')
      .map((r) => textAt(r, 'code') ?? (r.text.trim() || null))
      .filter((k): k is string => k !== null),
    title: required(title, el, 'leistung/modulText (Leistungsbezeichnung)'),
    texts,
    otherSections,
    fees,
    feeText: inLanguage(all(kosten, 'beschreibung'), lang),
    deadlineText: inLanguage(all(first(el, 'modulFrist'), 'beschreibung'), lang),
    requiredDocuments: listItems(texts.unterlagen ?? ''),
    links,
    modified: textAt(el, 'versionsinformation/geaendertDatumZeit'),
    line: el.line,
  };
}

/** Erreichbarkeit code list (urn:de:xoev:codeliste:erreichbarkeit): 01 e-mail, 02/03 phone, 04 fax. */
function office(el: XmlElement, lang: string): XzufiOffice {
  const id = required(idOf(first(el, 'id')), el, 'organisationseinheit/id');
  const nameEl = first(el, 'name');
  const name = required(inLanguage(all(nameEl, 'name'), lang) ?? (nameEl?.text.trim() || null), el, 'organisationseinheit/name');
  const address = all(el, 'anschrift')[0] ?? null;
  const contact: { phone: string | null; fax: string | null; email: string | null } = { phone: null, fax: null, email: null };
  for (const k of all(el, 'kommunikation')) {
    const value = textAt(k, 'kennung');
    if (!value) continue;
    const code = textAt(k, 'kanal/code');
    const kind = code === '01' || (!code && value.includes('@')) ? 'email' : code === '04' ? 'fax' : code === '02' || code === '03' ? 'phone' : null;
    if (kind && contact[kind] === null) contact[kind] = value;
  }
  return {
    id,
    name,
    street: textAt(address, 'strasse'),
    houseNumber: textAt(address, 'hausnummer'),
    postalCode: textAt(address, 'postleitzahl'),
    city: textAt(address, 'ort'),
    ...contact,
    website: textAt(el, 'internetadresse/uri'),
    line: el.line,
  };
}

function onlineService(el: XmlElement, lang: string): XzufiOnlineService {
  const id = required(idOf(first(el, 'id')), el, 'onlinedienst/id');
  const links = all(el, 'link')
    .map((l) => ({ url: textAt(l, 'link') ?? textAt(l, 'uri') ?? (l.children.length === 0 ? l.text.trim() : ''), title: textAt(l, 'titel') }))
    .filter((l) => /^https?:\/\//.test(l.url));
  return {
    id,
    title: required(inLanguage(all(el, 'bezeichnung'), lang), el, 'onlinedienst/bezeichnung'),
    links,
    trustLevel: textAt(el, 'vertrauensniveau/code'),
    line: el.line,
  };
}

function responsibilities(el: XmlElement): XzufiResponsibility[] {
  const holder = required(idOf(first(el, 'uebergeordnetesObjektID')), el, 'zustaendigkeitTransferObjekt/uebergeordnetesObjektID');
  return all(el, 'zustaendigkeit').map((z) => ({
    id: required(idOf(first(z, 'id')), z, 'zustaendigkeit/id'),
    serviceId: required(idOf(first(z, 'leistungID')), z, 'zustaendigkeit/leistungID'),
    holderId: holder,
    areaIds: all(z, 'gebietID')
      .map((g) => g.text.trim())
      .filter((g) => g !== ''),
    role: textAt(z, 'rolle/code'),
    line: z.line,
  }));
}

/** '37.00', '22,80', '1.234,50' → number; null when empty or not a number. */
function euro(v: string | null): number | null {
  if (!v) return null;
  const s = v.replace(/[^\d.,-]/g, '');
  const normalised = /,\d{1,2}$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  const n = Number(normalised);
  return normalised !== '' && Number.isFinite(n) ? n : null;
}

function bool(v: string | null): boolean | null {
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : null;
}

/** The `<li>` items of an HTML list as plain text (entities for &, <, >, " and nbsp decoded). */
function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((m) =>
      m[1]!
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((t) => t !== '');
}
