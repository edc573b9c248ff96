import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { ImportKind } from '../../../../server/cms/import/apply';
import { ImportError } from '../../../../server/cms/import/errors';
import {
  mergeXzufiPages,
  readXzufi,
  type XzufiDeletion,
  type XzufiOffice,
  type XzufiOnlineService,
  type XzufiService,
} from '../../../../server/cms/import/xzufi';
import type { EmptyState } from '../../../../server/cms/part';
import { sanitizeHtml } from '../../../../server/cms/sanitize';
import { makeSlug } from '../../../format/slug-id';
import { letterOf } from '../../../site/paths';

const db = (d: Kysely<Database>) => d;

interface XzufiRecords {
  services: XzufiService[];
  offices: XzufiOffice[];
  onlineServices: XzufiOnlineService[];
  /** Per service id: the offices and online services responsible for it on this page. */
  responsible: Record<string, { officeIds: string[]; onlineServiceIds: string[] }>;
  deletions: XzufiDeletion[];
}

/** The text modules of a service in the order the Wegweiser shows them, with their headings. */
const TEXTS: ReadonlyArray<[keyof XzufiService['texts'], string | null]> = [
  ['volltext', null],
  ['voraussetzungen', 'Voraussetzungen'],
  ['unterlagen', 'Erforderliche Unterlagen'],
  ['verfahrensablauf', 'Verfahrensablauf'],
  ['bearbeitungsdauer', 'Bearbeitungsdauer'],
  ['fristen', 'Fristen'],
  ['formulare', 'Formulare'],
  ['hinweise', 'Hinweise'],
  ['rechtsgrundlagen', 'Rechtsgrundlagen'],
  ['rechtsbehelf', 'Rechtsbehelf'],
  ['weiterfuehrendeInformationen', 'Weiterführende Informationen'],
];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
const euro = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The Wegweiser's text of a service: its text modules as the editorial system wrote them, with headings, and its links. */
function textOf(s: XzufiService): string {
  const parts: string[] = [];
  for (const [key, heading] of TEXTS) {
    const html = s.texts[key];
    if (!html?.trim()) continue;
    if (heading) parts.push(`<h2>${heading}</h2>`);
    parts.push(html);
  }
  for (const o of s.otherSections) {
    if (!o.html.trim()) continue;
    if (o.name) parts.push(`<h2>${escape(o.name)}</h2>`);
    parts.push(o.html);
  }
  if (s.deadlineText && !s.texts.fristen) parts.push(`<h2>Fristen</h2>${s.deadlineText}`);
  if (s.links.length) {
    parts.push(`<h2>Links</h2><ul>${s.links.map((l) => `<li><a href="${escape(l.url)}">${escape(l.title ?? l.url)}</a></li>`).join('')}</ul>`);
  }
  return sanitizeHtml(parts.join('\n'));
}

/** The fees as one line: amounts and ranges with their descriptions, else the fee text. */
function feesOf(s: XzufiService): string {
  const lines = s.fees.map((f) => {
    const amount =
      f.amount !== null ? euro(f.amount) : f.min !== null && f.max !== null ? `${euro(f.min)} bis ${euro(f.max)}` : f.min !== null ? `ab ${euro(f.min)}` : '';
    const what = f.description ? plain(f.description) : '';
    return [what, amount].filter(Boolean).join(': ');
  });
  const text = lines.filter(Boolean).join('; ');
  return text || (s.feeText ? plain(s.feeText) : s.texts.kosten ? plain(s.texts.kosten) : '');
}

function shortOf(s: XzufiService): string {
  const short = plain(s.texts.kurztext ?? '');
  if (short) return short;
  const full = plain(s.texts.volltext ?? '');
  if (full.length <= 240) return full;
  const cut = full.slice(0, 240);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))} …`;
}

/**
 * Service descriptions of the Portalverbund (XZuFi 2.x, ADR 42): one page of `schreibe` and
 * `loesche` blocks. A service (Leistung) becomes a procedure of the Wegweiser, found again by its
 * XZuFi id; its office is the town's office whose title is the responsible organisational unit's
 * name, else the one it had, else the town's first office (reported). A `loesche` of a service removes
 * its procedure. Offices themselves stay the town's (rooms, staff, hours are kept on the desk).
 */
export const serviceImport: ImportKind<XzufiRecords> = {
  name: 'xzufi',
  titel: 'Leistungsbeschreibungen',
  beschreibung:
    'Leistungsbeschreibungen aus service-bw bzw. dem Portalverbund (XZuFi 2.x, eine Seite mit „schreibe“ und „loesche“) als Verfahren des Wegweisers.',
  eingabe: 'datei',
  dateitypen: '.xml,application/xml,text/xml',
  async read(input) {
    if (!input.bytes || input.bytes.length === 0) throw new ImportError('format', 'Die Datei ist leer.');
    const merged = mergeXzufiPages([readXzufi(input.bytes)]);
    return {
      records: {
        services: merged.upserts.services,
        offices: merged.upserts.offices,
        onlineServices: merged.upserts.onlineServices,
        responsible: Object.fromEntries(merged.servicesResponsible),
        deletions: merged.deletions,
      },
      notices: merged.notices,
      quelle: null,
      stand: null,
    };
  },
  async apply(w, records) {
    const d = db(w.db);
    const probleme: string[] = [];
    const aemter = await d.selectFrom('amt').select(['id', 'titel', 'uebergeordnet']).orderBy('id').execute();
    const amtByTitle = new Map(aemter.map((a) => [fold(a.titel), Number(a.id)]));
    const first = aemter.find((a) => a.uebergeordnet === null) ?? aemter[0];
    const officeName = new Map(records.offices.map((o) => [o.id, o.name]));
    const onlineById = new Map(records.onlineServices.map((o) => [o.id, o]));
    const existing = await d.selectFrom('verfahren').select(['id', 'quelle', 'amt_id']).where('quelle', 'is not', null).execute();
    const byQuelle = new Map(existing.map((r) => [r.quelle as string, r]));
    const noOffice: string[] = [];
    for (const s of records.services) {
      const row = byQuelle.get(s.id);
      const resp = records.responsible[s.id] ?? { officeIds: [], onlineServiceIds: [] };
      const names = resp.officeIds.map((id) => officeName.get(id)).filter((n): n is string => Boolean(n));
      const matched = names.map((n) => amtByTitle.get(fold(n))).find((id) => id !== undefined);
      const amt_id = matched ?? (row ? Number(row.amt_id) : first ? Number(first.id) : null);
      if (amt_id === null) {
        probleme.push(`„${s.title}“: Es gibt noch kein Amt, dem das Verfahren zugeordnet werden kann. Bitte legen Sie zuerst ein Amt an.`);
        continue;
      }
      if (matched === undefined && !row) noOffice.push(`„${s.title}“${names.length ? ` (${names.join(', ')})` : ''}`);
      const online = resp.onlineServiceIds.map((id) => onlineById.get(id)?.links[0]?.url).find((u): u is string => Boolean(u)) ?? null;
      const columns = {
        titel: s.title,
        buchstabe: letterOf(s.title),
        kurztext: shortOf(s),
        text: textOf(s),
        gebuehren: feesOf(s),
        amt_id,
        // A JSON list of keywords, as the Wegweiser keeps them: the LeiKa keys, so that a search by key finds it.
        stichworte: JSON.stringify(s.leikaKeys),
        online,
        leika: s.leikaKeys[0] ?? null,
      };
      const label = { was: 'Verfahren', titel: s.title };
      if (row) await w.update('verfahren', { id: Number(row.id) }, { ...columns, slug: makeSlug(s.title, Number(row.id)) }, label);
      else {
        const id = await w.insert('verfahren', { ...columns, slug: 'neu', quelle: s.id }, label);
        await w.update('verfahren', { id }, { slug: makeSlug(s.title, id) }, label);
      }
    }
    if (noOffice.length && first) {
      probleme.push(`Keine zuständige Stelle des Wegweisers gefunden, vorläufig „${first.titel}“ zugeordnet: ${noOffice.join(', ')}.`);
    }
    for (const del of records.deletions) {
      if (del.class !== 'Leistung') continue;
      const row = await d.selectFrom('verfahren').select(['id', 'titel']).where('quelle', '=', del.id).executeTakeFirst();
      if (!row) continue;
      const id = Number(row.id);
      for (const [table, column, other] of [
        ['verfahren_mitarbeiter', 'verfahren_id', 'mitarbeiter_id'],
        ['verfahren_formular', 'verfahren_id', 'formular_id'],
        ['lebenslage_verfahren', 'verfahren_id', 'lebenslage_id'],
      ] as const) {
        const links = await w.db.selectFrom(table).select(other).where(column, '=', id).execute();
        for (const l of links as Record<string, number>[]) await w.remove(table, { [column]: id, [other]: Number(l[other]) }, { was: null, titel: '' });
      }
      await w.remove('verfahren', { id }, { was: 'Verfahren', titel: row.titel });
    }
    return { probleme };
  },
};

/** A new town has no offices and no procedures until they are entered or read. */
export const verwaltungEmpty: EmptyState[] = [
  {
    titel: 'Noch keine Ämter',
    leer: async (anyDb) => !(await db(anyDb).selectFrom('amt').select('id').limit(1).executeTakeFirst()),
    aktion: { pfad: '/intranet/redaktion/aemter/neu', text: 'Amt anlegen' },
  },
  {
    titel: 'Noch keine Verfahren im Wegweiser',
    leer: async (anyDb) => !(await db(anyDb).selectFrom('verfahren').select('id').limit(1).executeTakeFirst()),
    aktion: { pfad: '/intranet/redaktion/einlesen/xzufi', text: 'Leistungsbeschreibungen einlesen' },
  },
];
