import type { Kysely } from 'kysely';
import { paths } from '../../../site/paths';
import { stripHtml } from '../../../../server/cms/search/fold';
import { join, jsonList, numericRefs, type Eintrag, type SearchSource } from '../../../../server/cms/search/source';
import type { DateienTables } from '../../../../server/cms/files/schema';
import { fileUrl } from '../../../../server/cms/files/links';
import type { VerwaltungTables } from './schema';

type Db = Kysely<VerwaltungTables & DateienTables>;

/** `refs` as ids for `where id in (…)`: null for all items, [] when none of them is an id. */
function ids(refs: readonly string[] | null): number[] | null {
  return refs === null ? null : numericRefs(refs);
}

/** Procedures of the Wegweiser, found by title, text, fees and keywords. */
const verfahren: SearchSource = {
  typ: 'verfahren',
  hitType: 'wegweiser',
  watch: [{ table: 'verfahren', column: 'id' }],
  async load(db, refs) {
    const only = ids(refs);
    if (only?.length === 0) return [];
    // Drafts are never found; a planned row from its sichtbar_ab on (ADR 43), here and in the sources below.
    let q = (db as Db)
      .selectFrom('verfahren')
      .select(['id', 'titel', 'kurztext', 'text', 'gebuehren', 'stichworte', 'sichtbar_ab'])
      .where('status', '=', 'veroeffentlicht')
      .orderBy('id');
    if (only) q = q.where('id', 'in', only);
    return (await q.execute()).map((r) => ({
      typ: 'verfahren',
      ref: String(r.id),
      titel: r.titel,
      text: join(r.kurztext, stripHtml(r.text), r.gebuehren),
      stichworte: join(...jsonList(r.stichworte)),
      datum: null,
      url: paths.verfahren(r.id, r.titel),
      pfad_ext: null,
      kategorie: 'Verfahren',
      gueltig_von: r.sichtbar_ab || null,
      gueltig_bis: null,
    }));
  },
};

/** An office's opening hours as text ('Mo 9–12 Uhr', …), or none. */
function hoursText(stored: string | null): string[] {
  const hours = jsonList(stored);
  return hours.length ? ['Öffnungszeiten:', ...hours] : [];
}

/** Offices with description, tasks, address, opening hours and their parent office. */
const amt: SearchSource = {
  typ: 'amt',
  watch: [{ table: 'amt', column: 'id' }],
  async load(db, refs) {
    const only = ids(refs);
    if (only?.length === 0) return [];
    let q = (db as Db)
      .selectFrom('amt as a')
      .leftJoin('amt as p', 'p.id', 'a.uebergeordnet')
      .select([
        'a.id',
        'a.titel',
        'a.beschreibung',
        'a.aufgaben',
        'a.gebaeude',
        'a.strasse',
        'a.plz',
        'a.ort',
        'a.oeffnungszeiten',
        'p.titel as uebergeordnet',
        'a.sichtbar_ab',
      ])
      .where('a.status', '=', 'veroeffentlicht')
      .orderBy('a.id');
    if (only) q = q.where('a.id', 'in', only);
    return (await q.execute()).map((r) => ({
      typ: 'amt',
      ref: String(r.id),
      titel: r.titel,
      // Description, tasks, address and opening hours ('Bürgerbüro Öffnungszeiten' is a top task); phone
      // numbers and e-mail addresses are left out on purpose.
      text: join(r.beschreibung, ...jsonList(r.aufgaben), `${r.gebaeude}, ${r.strasse}, ${r.plz} ${r.ort}`, ...hoursText(r.oeffnungszeiten)),
      stichworte: join(r.uebergeordnet, hoursText(r.oeffnungszeiten).length ? 'Öffnungszeiten Sprechzeiten' : null),
      datum: null,
      url: paths.amt(r.id, r.titel),
      pfad_ext: null,
      kategorie: 'Fachamt',
      gueltig_von: r.sichtbar_ab || null,
      gueltig_bis: null,
    }));
  },
};

/** Staff by name, with their functions and offices (no phone numbers, rooms or e-mail addresses). */
const mitarbeiter: SearchSource = {
  typ: 'mitarbeiter',
  watch: [
    { table: 'mitarbeiter', column: 'id' },
    { table: 'mitarbeiter_amt', column: 'mitarbeiter_id' },
    { table: 'amt', column: 'id', via: { table: 'mitarbeiter_amt', select: 'mitarbeiter_id', where: 'amt_id' } },
  ],
  async load(db, refs) {
    const only = ids(refs);
    if (only?.length === 0) return [];
    let people = (db as Db)
      .selectFrom('mitarbeiter')
      .select(['id', 'titel', 'vorname', 'nachname', 'sichtbar_ab'])
      .where('status', '=', 'veroeffentlicht')
      .orderBy('id');
    let offices = (db as Db)
      .selectFrom('mitarbeiter_amt as ma')
      .innerJoin('amt as a', 'a.id', 'ma.amt_id')
      .select(['ma.mitarbeiter_id', 'ma.funktion', 'ma.sortierung', 'a.titel as amt'])
      .where('a.status', '=', 'veroeffentlicht');
    if (only) {
      people = people.where('id', 'in', only);
      offices = offices.where('ma.mitarbeiter_id', 'in', only);
    }
    const [rows, links] = await Promise.all([people.execute(), offices.execute()]);
    // Per person in the order of importance, then by office title (code point order, as before).
    links.sort((x, y) => x.sortierung - y.sortierung || (x.amt < y.amt ? -1 : x.amt > y.amt ? 1 : 0));
    const byPerson = new Map<number, Array<{ funktion: string; amt: string }>>();
    for (const l of links) {
      const list = byPerson.get(l.mitarbeiter_id) ?? [];
      list.push({ funktion: l.funktion, amt: l.amt });
      byPerson.set(l.mitarbeiter_id, list);
    }
    return rows.map(
      (r): Eintrag => ({
        typ: 'mitarbeiter',
        ref: String(r.id),
        titel: join(r.titel, r.vorname, r.nachname),
        // Functions and offices only: no phone numbers, rooms or e-mail addresses.
        text: (byPerson.get(r.id) ?? []).map((a) => join(a.funktion, a.amt)).join(', '),
        stichworte: '',
        datum: null,
        url: paths.mitarbeiter(r.id, r.vorname, r.nachname),
        pfad_ext: null,
        kategorie: 'Mitarbeiter/in',
        gueltig_von: r.sichtbar_ab || null,
        gueltig_bis: null,
      }),
    );
  },
};

/** Forms, linked to the forms page and to their public document, found also by the document's text. */
const formular: SearchSource = {
  typ: 'formular',
  hitType: 'dokument',
  watch: [
    { table: 'formular', column: 'id' },
    { table: 'amt', column: 'id', via: { table: 'formular', select: 'id', where: 'amt_id' } },
    { table: 'dokument', column: 'id', via: { table: 'formular', select: 'id', where: 'dokument_id' } },
  ],
  async load(db, refs) {
    const only = ids(refs);
    if (only?.length === 0) return [];
    let q = (db as Db)
      .selectFrom('formular as f')
      .leftJoin('amt as a', 'a.id', 'f.amt_id')
      .leftJoin('dokument as d', 'd.id', 'f.dokument_id')
      .select([
        'f.id',
        'f.titel',
        'f.beschreibung',
        'a.titel as amt',
        'd.id as dokument_id',
        'd.datei',
        'd.downloadtext',
        'd.intern',
        'd.volltext',
        'f.sichtbar_ab',
      ])
      .where('f.status', '=', 'veroeffentlicht')
      .orderBy('f.id');
    if (only) q = q.where('f.id', 'in', only);
    return (await q.execute()).map((r) => ({
      typ: 'formular',
      ref: String(r.id),
      titel: r.titel,
      text: join(r.beschreibung, r.amt, Number(r.intern) === 0 ? r.volltext : null),
      stichworte: (r.downloadtext ?? '') !== r.titel ? join(r.downloadtext) : '',
      datum: null,
      url: `${paths.formulare()}#formular-${r.id}`,
      // An internal document is never linked from the public search.
      pfad_ext: r.dokument_id !== null && Number(r.intern) === 0 ? fileUrl(r.dokument_id, r.datei ?? '') : null,
      kategorie: 'Formular',
      gueltig_von: r.sichtbar_ab || null,
      gueltig_bis: null,
    }));
  },
};

/** Life situations of the Wegweiser. */
const lebenslage: SearchSource = {
  typ: 'lebenslage',
  hitType: 'wegweiser',
  watch: [{ table: 'lebenslage', column: 'id' }],
  async load(db, refs) {
    const only = ids(refs);
    if (only?.length === 0) return [];
    let q = (db as Db)
      .selectFrom('lebenslage')
      .select(['id', 'url', 'titel', 'beschreibung', 'sichtbar_ab'])
      .where('status', '=', 'veroeffentlicht')
      .orderBy('id');
    if (only) q = q.where('id', 'in', only);
    return (await q.execute()).map((r) => ({
      typ: 'lebenslage',
      ref: String(r.id),
      titel: r.titel,
      text: join(r.beschreibung),
      stichworte: '',
      datum: null,
      url: paths.lebenslage(r.url),
      pfad_ext: null,
      kategorie: 'Lebenslage',
      gueltig_von: r.sichtbar_ab || null,
      gueltig_bis: null,
    }));
  },
};

export const search: SearchSource[] = [verfahren, amt, mitarbeiter, formular, lebenslage];
