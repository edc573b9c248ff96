import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { ImportKind, RowWriter } from '../../../../server/cms/import/apply';
import { ImportError } from '../../../../server/cms/import/errors';
import { readOParl, type OParlImport } from '../../../../server/cms/import/oparl';
import type { EmptyState } from '../../../../server/cms/part';
import { berlinToday } from '../../../format/date';
import { ratsterminSlug } from '../paths';
import { applyCouncilDocuments, type CouncilDocument, filesOfOwners, readCouncilDocuments, removeUnusedCouncilDocuments } from './import-files';

const db = (d: Kysely<Database>) => d;

/** What the walk gave, as JSON (the run keeps it, so applying writes what the preview showed). */
type CouncilRecords = Omit<OParlImport, 'requests' | 'retries' | 'notices'> & {
  /** The documents read (by File id); the bytes wait under the site's files (import-files.ts). */
  documents?: Record<string, CouncilDocument>;
};

/** The kind of body an OParl organization is, as the council pages sort them. */
function artOf(o: CouncilRecords['organizations'][number]): string | null {
  const words = `${o.organizationType ?? ''} ${o.classification ?? ''} ${o.name}`.toLowerCase();
  if (/partei|verwaltungsbereich|verwaltung\b|institution|sonstiges/.test((o.organizationType ?? '').toLowerCase())) return null;
  if (words.includes('fraktion')) return 'fraktion';
  if (words.includes('ortschaftsrat')) return 'ortschaftsrat';
  if (/(^|\s)(gemeinderat|stadtrat|rat)(\s|$)/.test(`${o.classification ?? ''} ${o.name}`.toLowerCase().trim())) return 'gemeinderat';
  return 'ausschuss';
}

const fmt = (v: string) => `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}`;

/** A meeting's place in one line: room, description, street, locality (each once). */
function placeOf(m: CouncilRecords['meetings'][number]): string {
  const l = m.location;
  if (!l) return '';
  return [l.room, l.description, l.streetAddress, [l.postalCode, l.locality].filter(Boolean).join(' ')]
    .map((x) => (x ?? '').trim())
    .filter((x, i, all) => x && all.indexOf(x) === i)
    .join(', ');
}

const none = { was: null, titel: '' };

/** Removes a meeting with its agenda and documents' links (recorded, so undo brings them back). */
async function removeMeeting(w: RowWriter, id: number, titel: string) {
  const d = db(w.db);
  for (const t of await d.selectFrom('ratstermin_top').select('nr').where('ratstermin_id', '=', id).execute()) {
    await w.remove('ratstermin_top', { ratstermin_id: id, nr: Number(t.nr) }, none);
  }
  for (const x of await d.selectFrom('ratstermin_dokument').select('dokument_id').where('ratstermin_id', '=', id).execute()) {
    await w.remove('ratstermin_dokument', { ratstermin_id: id, dokument_id: Number(x.dokument_id) }, none);
  }
  await w.remove('ratstermin', { id }, { was: 'Sitzung', titel });
}

async function removeMemberships(w: RowWriter, column: 'person_id' | 'gremium_id', id: number) {
  for (const m of await db(w.db).selectFrom('mitgliedschaft').select(['id', 'rolle']).where(column, '=', id).execute()) {
    await w.remove('mitgliedschaft', { id: Number(m.id) }, { was: 'Mitgliedschaft', titel: m.rolle });
  }
}

/**
 * The council from an OParl 1.0/1.1 system (ADR 42): bodies, persons, memberships, meetings with
 * their agenda, and papers. Each imported row keeps the object's id (its URL) in `quelle`; a second
 * run finds it again. Incremental: the start of the last applied run of the same system is sent as
 * `modified_since`, and objects the system reports deleted are removed. OParl carries only what is
 * public; a paper or agenda item the town marked non-public stays non-public.
 */
export const councilImport: ImportKind<CouncilRecords> = {
  name: 'oparl',
  titel: 'Ratsinformationen (OParl)',
  beschreibung:
    'Gremien, Personen, Mitgliedschaften, Sitzungen mit Tagesordnung und Vorlagen aus dem Ratsinformationssystem (OParl 1.0/1.1). Ab dem zweiten Lauf nur die Änderungen.',
  eingabe: 'server',
  async read(input, env) {
    if (!input.url) throw new ImportError('format', 'Bitte geben Sie die Adresse des OParl-Systems an (z. B. https://ratsinfo.example/oparl/v1).');
    const read = await readOParl(input.url, {
      modifiedSince: env.stand ?? undefined,
      ...(env.fetch ? { fetch: env.fetch } : {}),
      ...(env.sleep ? { sleep: env.sleep } : {}),
    });
    const { requests: _r, retries: _t, notices, ...walked } = read;
    const docs = await readCouncilDocuments(walked, env);
    notices.push(...docs.notices);
    const records: CouncilRecords = { ...walked, documents: docs.documents };
    return { records, notices, quelle: input.url, stand: read.startedAt };
  },
  async apply(w, r, env) {
    const d = db(w.db);
    const probleme: string[] = [];
    const stamp = env.now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const deleted = new Set(r.deleted.map((x) => `${x.type}|${x.id}`));

    // Bodies.
    const gremiumId = new Map<string, number>();
    const gremiumName = new Map<number, string>();
    for (const g of await d.selectFrom('gremium').select(['id', 'name', 'quelle']).execute()) {
      if (g.quelle) gremiumId.set(g.quelle, Number(g.id));
      gremiumName.set(Number(g.id), g.name);
    }
    const rat = await d.selectFrom('gremium').select('id').where('art', '=', 'gemeinderat').orderBy('id').executeTakeFirst();
    let ratId = rat ? Number(rat.id) : null;
    const orgs = [...r.organizations].sort((a, b) => (artOf(a) === 'gemeinderat' ? -1 : artOf(b) === 'gemeinderat' ? 1 : 0));
    for (const o of orgs) {
      const art = artOf(o);
      if (!art || deleted.has(`Organization|${o.id}`)) continue;
      const label = { was: 'Gremium', titel: o.name };
      const columns = {
        kurzname: o.shortName,
        art,
        beginn: o.startDate,
        ende: o.endDate,
        uebergeordnet_id: art === 'ausschuss' || art === 'fraktion' ? ratId : null,
      };
      let id = gremiumId.get(o.id);
      if (id === undefined) {
        // A body the town entered by hand with the same name becomes the imported one.
        const same = await d.selectFrom('gremium').select(['id', 'quelle']).where('name', '=', o.name).executeTakeFirst();
        if (same && !same.quelle) {
          id = Number(same.id);
          await w.update('gremium', { id }, { ...columns, quelle: o.id, geaendert: stamp }, label);
        } else {
          const name = same ? `${o.name} (${o.shortName ?? o.id.split('/').pop()})` : o.name;
          id = await w.insert('gremium', { ...columns, name, quelle: o.id, beschreibung: '', sortierung: 0, erstellt: stamp, geaendert: stamp }, label);
        }
        gremiumId.set(o.id, id);
        gremiumName.set(id, o.name);
      } else {
        const changed = await w.update('gremium', { id }, { ...columns, name: gremiumName.get(id) === o.name ? o.name : o.name }, label);
        if (changed) await w.update('gremium', { id }, { geaendert: stamp }, label);
        gremiumName.set(id, o.name);
      }
      if (art === 'gemeinderat' && ratId === null) ratId = id;
    }

    // Persons.
    const personId = new Map<string, number>();
    for (const p of await d.selectFrom('person').select(['id', 'quelle']).where('quelle', 'is not', null).execute())
      personId.set(p.quelle as string, Number(p.id));
    for (const p of r.persons) {
      if (deleted.has(`Person|${p.id}`)) continue;
      const parts = p.name.trim().split(/\s+/);
      const nachname = p.familyName ?? parts.pop() ?? p.name;
      const vorname = p.givenName ?? parts.join(' ');
      const columns = { vorname, nachname, anrede: p.formOfAddress, titel: p.title.length ? p.title.join(' ') : null };
      const label = { was: 'Person', titel: `${vorname} ${nachname}`.trim() };
      const id = personId.get(p.id);
      if (id === undefined) {
        personId.set(p.id, await w.insert('person', { ...columns, quelle: p.id, kontakt_veroeffentlichen: 0, erstellt: stamp, geaendert: stamp }, label));
      } else if (await w.update('person', { id }, columns, label)) await w.update('person', { id }, { geaendert: stamp }, label);
    }

    // Memberships.
    const membershipId = new Map<string, number>();
    for (const m of await d.selectFrom('mitgliedschaft').select(['id', 'quelle']).where('quelle', 'is not', null).execute())
      membershipId.set(m.quelle as string, Number(m.id));
    const missing = new Set<string>();
    for (const m of r.memberships) {
      if (deleted.has(`Membership|${m.id}`)) continue;
      const person_id = personId.get(m.personId);
      const gremium_id = gremiumId.get(m.organizationId);
      if (person_id === undefined || gremium_id === undefined) {
        if (gremium_id === undefined) missing.add(m.organizationId);
        continue;
      }
      const columns = {
        person_id,
        gremium_id,
        rolle: m.role?.trim() || 'Mitglied',
        stimmrecht: m.votingRight === false ? 0 : 1,
        fuer_gremium_id: m.onBehalfOfId ? (gremiumId.get(m.onBehalfOfId) ?? null) : null,
        beginn: m.startDate,
        ende: m.endDate,
      };
      const label = { was: 'Mitgliedschaft', titel: `${gremiumName.get(gremium_id) ?? ''}: ${columns.rolle}` };
      const id = membershipId.get(m.id);
      if (id === undefined)
        membershipId.set(m.id, await w.insert('mitgliedschaft', { ...columns, quelle: m.id, sortierung: 0, erstellt: stamp, geaendert: stamp }, label));
      else if (await w.update('mitgliedschaft', { id }, columns, label)) await w.update('mitgliedschaft', { id }, { geaendert: stamp }, label);
    }

    const documents = r.documents ?? {};
    const owned = filesOfOwners(r);
    // Papers.
    const vorlageId = new Map<string, number>();
    for (const v of await d.selectFrom('vorlage').select(['id', 'quelle']).where('quelle', 'is not', null).execute())
      vorlageId.set(v.quelle as string, Number(v.id));
    for (const p of r.papers) {
      if (deleted.has(`Paper|${p.id}`)) continue;
      const nummer = p.reference?.trim() || `OParl ${p.id.split('/').pop()}`;
      const columns = { titel: p.name, art: p.paperType?.trim() || 'Vorlage', datum: p.date ?? berlinToday(env.now) };
      const label = { was: 'Vorlage', titel: `${nummer} ${p.name}` };
      const id = vorlageId.get(p.id);
      if (id === undefined) {
        const taken = await d.selectFrom('vorlage').select('id').where('nummer', '=', nummer).executeTakeFirst();
        const unique = taken ? `${nummer} (OParl ${p.id.split('/').pop()})` : nummer;
        vorlageId.set(
          p.id,
          await w.insert('vorlage', { ...columns, nummer: unique, oeffentlich: 1, sachverhalt: '', quelle: p.id, erstellt: stamp, geaendert: stamp }, label),
        );
      } else if (await w.update('vorlage', { id }, columns, label)) await w.update('vorlage', { id }, { geaendert: stamp }, label);
      const vorlage = vorlageId.get(p.id) as number;
      await applyCouncilDocuments(w, { table: 'vorlage_dokument', key: 'vorlage_id', id: vorlage }, owned.papers.get(p.id) ?? [], documents);
    }

    // Meetings and their agenda.
    const meetingRow = new Map<string, { id: number; oeffentlich: number }>();
    for (const m of await d.selectFrom('ratstermin').select(['id', 'quelle', 'oeffentlich']).where('quelle', 'is not', null).execute()) {
      meetingRow.set(m.quelle as string, { id: Number(m.id), oeffentlich: Number(m.oeffentlich) });
    }
    const skipped: string[] = [];
    for (const m of r.meetings) {
      if (deleted.has(`Meeting|${m.id}`)) continue;
      const gremium_id = m.organizationIds.map((o) => gremiumId.get(o)).find((x) => x !== undefined);
      const row = meetingRow.get(m.id);
      const titel = `${m.name}${m.start ? ` am ${fmt(m.start)}` : ''}`;
      if (m.cancelled || !m.start || gremium_id === undefined) {
        if (!m.cancelled) skipped.push(titel);
        if (row) await removeMeeting(w, row.id, titel);
        continue;
      }
      const gremium = gremiumName.get(gremium_id) ?? m.name;
      const label = { was: 'Sitzung', titel: `${gremium} am ${fmt(m.start)}` };
      const columns = { gremium_id, datum: m.start, ort: placeOf(m) };
      let id: number;
      if (!row) {
        id = await w.insert('ratstermin', { ...columns, slug: 'neu', oeffentlich: 1, quelle: m.id, erstellt: stamp, geaendert: stamp }, label);
      } else id = row.id;
      let changed = await w.update('ratstermin', { id }, { ...columns, slug: ratsterminSlug(gremium, m.start, id) }, label);
      // The agenda: numbered in the system's order; an item the town made non-public stays so.
      const tops = await d.selectFrom('ratstermin_top').selectAll().where('ratstermin_id', '=', id).execute();
      const byNr = new Map(tops.map((t) => [Number(t.nr), t]));
      const items = [...m.agendaItems].sort((a, b) => a.order - b.order);
      for (const [i, a] of items.entries()) {
        const nr = i + 1;
        const before = byNr.get(nr);
        const values = {
          titel: a.number ? `${a.number} ${a.name}`.trim() : a.name,
          oeffentlich: a.public && (!before || Number(before.oeffentlich) === 1) ? 1 : 0,
          vorlage_id: a.paperId ? (vorlageId.get(a.paperId) ?? null) : null,
        };
        if (!before) {
          await w.insertKeyed('ratstermin_top', { ratstermin_id: id, nr }, values, none);
          changed = true;
        } else if (await w.update('ratstermin_top', { ratstermin_id: id, nr }, values, none)) changed = true;
      }
      for (const t of tops) {
        if (Number(t.nr) > items.length) {
          await w.remove('ratstermin_top', { ratstermin_id: id, nr: Number(t.nr) }, none);
          changed = true;
        }
      }
      if (changed && row) await w.update('ratstermin', { id }, { geaendert: stamp }, label);
      await applyCouncilDocuments(w, { table: 'ratstermin_dokument', key: 'ratstermin_id', id }, owned.meetings.get(m.id) ?? [], documents);
    }
    if (skipped.length) probleme.push(`Ohne Beginn oder ohne bekanntes Gremium, nicht übernommen: ${skipped.join(', ')}.`);
    if (missing.size)
      probleme.push(`${missing.size} Mitgliedschaft(en) in Gremien, die das System nicht als Gremium liefert (Parteien, Verwaltung), ausgelassen.`);

    // What the system deleted. Meetings and papers first, so that nothing points at a removed body.
    for (const x of r.deleted) {
      if (x.type === 'Meeting') {
        const row = meetingRow.get(x.id);
        if (row) await removeMeeting(w, row.id, (await d.selectFrom('ratstermin').select('datum').where('id', '=', row.id).executeTakeFirst())?.datum ?? x.id);
      } else if (x.type === 'Paper') {
        const id = vorlageId.get(x.id);
        if (id === undefined) continue;
        for (const t of await d.selectFrom('ratstermin_top').select(['ratstermin_id', 'nr']).where('vorlage_id', '=', id).execute()) {
          await w.update('ratstermin_top', { ratstermin_id: Number(t.ratstermin_id), nr: Number(t.nr) }, { vorlage_id: null }, none);
        }
        for (const x2 of await d.selectFrom('vorlage_dokument').select('dokument_id').where('vorlage_id', '=', id).execute()) {
          await w.remove('vorlage_dokument', { vorlage_id: id, dokument_id: Number(x2.dokument_id) }, none);
        }
        const v = await d.selectFrom('vorlage').select(['nummer', 'titel']).where('id', '=', id).executeTakeFirst();
        await w.remove('vorlage', { id }, { was: 'Vorlage', titel: v ? `${v.nummer} ${v.titel}` : x.id });
      } else if (x.type === 'Membership') {
        const id = membershipId.get(x.id);
        if (id !== undefined) await w.remove('mitgliedschaft', { id }, { was: 'Mitgliedschaft', titel: x.id });
      }
    }
    for (const x of r.deleted) {
      if (x.type === 'Person') {
        const id = personId.get(x.id);
        if (id === undefined) continue;
        const konto = await d.selectFrom('ratsinfo_konto').select('uuid').where('person_id', '=', id).executeTakeFirst();
        if (konto) {
          probleme.push('Eine gelöschte Person hat ein Konto im Ratsinformationssystem und bleibt daher; bitte das Konto zuerst sperren.');
          continue;
        }
        await removeMemberships(w, 'person_id', id);
        const p = await d.selectFrom('person').select(['vorname', 'nachname']).where('id', '=', id).executeTakeFirst();
        await w.remove('person', { id }, { was: 'Person', titel: p ? `${p.vorname} ${p.nachname}` : x.id });
      } else if (x.type === 'Organization') {
        const id = gremiumId.get(x.id);
        if (id === undefined) continue;
        const meetings = await d.selectFrom('ratstermin').select(['id', 'datum']).where('gremium_id', '=', id).execute();
        for (const m of meetings) await removeMeeting(w, Number(m.id), `${gremiumName.get(id) ?? ''} am ${fmt(m.datum)}`);
        await removeMemberships(w, 'gremium_id', id);
        for (const m of await d.selectFrom('mitgliedschaft').select('id').where('fuer_gremium_id', '=', id).execute()) {
          await w.update('mitgliedschaft', { id: Number(m.id) }, { fuer_gremium_id: null }, none);
        }
        for (const g of await d.selectFrom('gremium').select('id').where('uebergeordnet_id', '=', id).execute()) {
          await w.update('gremium', { id: Number(g.id) }, { uebergeordnet_id: null }, none);
        }
        await w.remove('gremium', { id }, { was: 'Gremium', titel: gremiumName.get(id) ?? x.id });
      }
    }
    await removeUnusedCouncilDocuments(w);
    return { probleme };
  },
};

/** A new town has no council data until its information system is read (or the desk enters it). */
export const councilEmpty: EmptyState[] = [
  {
    titel: 'Noch keine Gremien und Sitzungen des Gemeinderats',
    leer: async (anyDb) => !(await db(anyDb).selectFrom('ratstermin').select('id').limit(1).executeTakeFirst()),
    aktion: { pfad: '/intranet/redaktion/einlesen/oparl', text: 'Ratsinformationssystem (OParl) einlesen' },
  },
];
