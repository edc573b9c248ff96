import type { Dokument } from '../../shared/contract/common';
import type { GremiumInfo, Mitgliedschaft, PersonInfo } from '../../shared/parts/gremien/contract';
import type { RatsterminDetail, VorlageDetail } from '../../shared/parts/ratstermine/contract';
import { GEMEINDERAT_PATH, gremiumPath, personPath } from '../../shared/parts/gremien/gemeinderat/paths';
import { ratsterminPath } from '../../shared/parts/ratstermine/paths';
import { TOWN } from '../../shared/site/town';
import type { CouncilData } from './data';

/**
 * The OParl 1.1 objects of the town's council (https://oparl.org): System, Body, LegislativeTerm,
 * Organization, Person, Membership, Meeting, AgendaItem, Location, Paper, Consultation and File, made
 * from the public contract data. Every object has its own URL as id, answers at that URL, and carries
 * `created` and `modified`; empty optional properties are left out (OParl 1.1, 2.4).
 */
export type OParlObject = Record<string, unknown> & { id: string; type: string; created: string; modified: string };

const TYPE = (name: string) => `https://schema.oparl.org/1.1/${name}`;
export const ERROR_TYPE = TYPE('Error');

/** The licence of the data: Datenlizenz Deutschland – Namensnennung – Version 2.0. */
export const DATA_LICENSE = 'https://www.govdata.de/dl-de/by-2-0';

/** Date-time as OParl writes it (`yyyy-mm-ddThh:mm:ss±hh:mm`): instants of the contract in UTC as +00:00. */
export function oparlInstant(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : `${d.toISOString().slice(0, 19)}+00:00`;
}

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A Berlin wall-clock time ('2026-12-15T18:30') with Berlin's offset at that time: '2026-12-15T18:30:00+01:00'. */
export function berlinDateTime(wallClock: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wallClock);
  if (!m) return wallClock;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The offset is Berlin's at the instant that shows this wall clock (one hour in winter, two in summer).
  const offsetAt = (t: number) => {
    const p = Object.fromEntries(berlinParts.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - t;
  };
  const offset = offsetAt(asUtc - offsetAt(asUtc));
  const minutes = Math.round(offset / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${sign}${hh}:${mm}`;
}

const earliest = (xs: string[]) => xs.reduce((a, b) => (b < a ? b : a));
const latest = (xs: string[]) => xs.reduce((a, b) => (b > a ? b : a));

/** Leaves out properties without a value and empty arrays (OParl 1.1, 2.4 "null-Werte und leere Listen"). */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))) as T;
}

export const BODY_ID = '1';
/** The one legislative term the data covers: since the constituent meeting of 23 July 2024. */
const WAHLPERIODE = { id: '2024', name: 'Wahlperiode 2024 bis 2029', startDate: '2024-07-23' };

/** The URLs and the objects of one request (absolute URLs on the site's public origin). */
export function oparlModel(data: CouncilData, origin: string) {
  const base = `${origin}/oparl/v1`;
  const url = {
    system: `${base}/`,
    bodies: `${base}/body`,
    body: `${base}/body/${BODY_ID}`,
    list: (name: string) => `${base}/body/${BODY_ID}/${name}`,
    legislativeTerm: (id: string) => `${base}/legislativeterm/${id}`,
    organization: (id: number) => `${base}/organization/${id}`,
    organizationMeetings: (id: number) => `${base}/organization/${id}/meeting`,
    person: (id: number) => `${base}/person/${id}`,
    membership: (id: number) => `${base}/membership/${id}`,
    meeting: (id: number) => `${base}/meeting/${id}`,
    agendaItem: (meeting: number, nr: number) => `${base}/agendaitem/${meeting}-${nr}`,
    consultation: (meeting: number, nr: number) => `${base}/consultation/${meeting}-${nr}`,
    location: (meeting: number) => `${base}/location/${meeting}`,
    paper: (id: number) => `${base}/paper/${id}`,
    file: (id: number) => `${base}/file/${id}`,
    web: (path: string) => `${origin}${path}`,
  };

  const orgByKey = new Map(data.gremien.map((g) => [g.key, g]));
  const meetingById = new Map(data.sitzungen.map((s) => [s.id, s]));
  const all = [...data.gremien, ...data.personen, ...data.sitzungen, ...data.vorlagen];
  const stamps = all.length
    ? { created: oparlInstant(earliest(all.map((x) => x.erstellt))), modified: oparlInstant(latest(all.map((x) => x.geaendert))) }
    : { created: oparlInstant(new Date(0).toISOString()), modified: oparlInstant(new Date(0).toISOString()) };
  const own = (x: { erstellt: string; geaendert: string }) => ({ created: oparlInstant(x.erstellt), modified: oparlInstant(x.geaendert) });

  // Files: the public documents of meetings and papers, each once, with what it belongs to.
  interface FileEntry {
    dokument: Dokument;
    meetings: number[];
    papers: number[];
    owners: Array<{ erstellt: string; geaendert: string }>;
  }
  const files = new Map<number, FileEntry>();
  const addFile = (d: Dokument, owner: { erstellt: string; geaendert: string }, meeting?: number, paper?: number) => {
    // Only documents served to everybody: the public download link is the proof.
    if (!d.link.startsWith('/api/cms/dateien/')) return;
    const f = files.get(d.id) ?? { dokument: d, meetings: [], papers: [], owners: [] };
    if (meeting !== undefined && !f.meetings.includes(meeting)) f.meetings.push(meeting);
    if (paper !== undefined && !f.papers.includes(paper)) f.papers.push(paper);
    f.owners.push(owner);
    files.set(d.id, f);
  };
  for (const s of data.sitzungen) for (const d of s.dokumente) addFile(d, s, s.id);
  for (const v of data.vorlagen) for (const d of v.dokumente) addFile(d, v, undefined, v.id);

  /** Consultations: a public paper on a public agenda item of a meeting. */
  interface ConsultationEntry {
    meeting: RatsterminDetail;
    nr: number;
    paper: VorlageDetail;
  }
  const papersById = new Map(data.vorlagen.map((v) => [v.id, v]));
  const consultations: ConsultationEntry[] = data.sitzungen.flatMap((s) =>
    s.vorlagen.flatMap((x) => {
      const paper = papersById.get(x.vorlage.id);
      return paper ? [{ meeting: s, nr: x.top, paper }] : [];
    }),
  );
  const consultationAt = new Map(consultations.map((c) => [`${c.meeting.id}-${c.nr}`, c]));

  function file(id: number): OParlObject | null {
    const f = files.get(id);
    if (!f) return null;
    const d = f.dokument;
    return compact({
      id: url.file(d.id),
      type: TYPE('File'),
      name: d.downloadtext,
      fileName: d.datei,
      mimeType: d.mime.split(';')[0]!.trim(),
      date: d.stand ?? undefined,
      size: d.groesse,
      accessUrl: `${url.file(d.id)}/access`,
      downloadUrl: `${url.file(d.id)}/download`,
      meeting: f.meetings.map(url.meeting),
      paper: f.papers.map(url.paper),
      // A document carries the times of what it belongs to.
      created: oparlInstant(earliest(f.owners.map((o) => o.erstellt))),
      modified: oparlInstant(latest(f.owners.map((o) => o.geaendert))),
    });
  }

  function legislativeTerm(): OParlObject {
    return {
      id: url.legislativeTerm(WAHLPERIODE.id),
      type: TYPE('LegislativeTerm'),
      body: url.body,
      name: WAHLPERIODE.name,
      startDate: WAHLPERIODE.startDate,
      ...stamps,
    };
  }

  function system(): OParlObject {
    return {
      id: url.system,
      type: TYPE('System'),
      oparlVersion: 'https://schema.oparl.org/1.1/',
      license: DATA_LICENSE,
      body: url.bodies,
      name: `Ratsinformation der ${TOWN.officialName}`,
      contactEmail: TOWN.oparl.contactEmail,
      contactName: TOWN.oparl.contactName,
      website: url.web(GEMEINDERAT_PATH),
      web: url.web(GEMEINDERAT_PATH),
      ...stamps,
    };
  }

  function body(omitInternal: boolean): OParlObject {
    return compact({
      id: url.body,
      type: TYPE('Body'),
      system: url.system,
      shortName: TOWN.name,
      name: TOWN.officialName,
      website: url.web('/'),
      license: DATA_LICENSE,
      contactEmail: TOWN.oparl.contactEmail,
      contactName: TOWN.oparl.contactName,
      organization: url.list('organization'),
      person: url.list('person'),
      meeting: url.list('meeting'),
      paper: url.list('paper'),
      // Required, and so given even with omit_internal.
      legislativeTerm: [legislativeTerm()],
      agendaItem: url.list('agendaitem'),
      consultation: url.list('consultation'),
      file: url.list('file'),
      legislativeTermList: url.list('legislativeterm'),
      membership: url.list('membership'),
      // 'Stadt', 'Gemeinde': the official name without the town's name.
      classification: TOWN.officialName.replace(TOWN.name, '').trim() || 'Gemeinde',
      location: omitInternal
        ? undefined
        : {
            id: `${base}/location/rathaus`,
            type: TYPE('Location'),
            description: `${TOWN.address.location}, ${TOWN.address.street}, ${TOWN.address.zip} ${TOWN.address.city}`,
            streetAddress: TOWN.address.street,
            postalCode: TOWN.address.zip,
            locality: TOWN.address.city,
            ...stamps,
          },
      web: url.web('/'),
      ...stamps,
    }) as OParlObject;
  }

  const CLASSIFICATION: Record<GremiumInfo['art'], string> = {
    gemeinderat: 'Parlament',
    ausschuss: 'Ausschuss',
    fraktion: 'Fraktion',
    ortschaftsrat: 'Ortschaftsrat',
  };

  function organization(g: GremiumInfo): OParlObject {
    const memberships = data.personen.flatMap((p) => p.mitgliedschaften.filter((m) => m.gremium.id === g.id));
    return compact({
      id: url.organization(g.id),
      type: TYPE('Organization'),
      body: url.body,
      name: g.name,
      shortName: g.kurzname ?? undefined,
      membership: memberships.map((m) => url.membership(m.id)),
      meeting: url.organizationMeetings(g.id),
      organizationType: g.art === 'fraktion' ? 'Fraktion' : 'Gremium',
      classification: CLASSIFICATION[g.art],
      subOrganizationOf: g.uebergeordnet ? url.organization(g.uebergeordnet.id) : undefined,
      startDate: g.beginn ?? undefined,
      endDate: g.ende ?? undefined,
      website: url.web(gremiumPath(g)),
      web: url.web(gremiumPath(g)),
      ...own(g),
    }) as OParlObject;
  }

  function membership(m: Mitgliedschaft, person: PersonInfo): OParlObject {
    return compact({
      id: url.membership(m.id),
      type: TYPE('Membership'),
      person: url.person(person.id),
      organization: url.organization(m.gremium.id),
      role: m.rolle,
      votingRight: m.stimmrecht,
      startDate: m.beginn ?? undefined,
      endDate: m.ende ?? undefined,
      onBehalfOf: m.fuer ? url.organization(m.fuer.id) : undefined,
      ...own(m),
    }) as OParlObject;
  }

  /** A person: name, form of address, title and functions; no contact details (those stay on the member's page, where they are published by consent). */
  function person(p: PersonInfo, omitInternal: boolean): OParlObject {
    return compact({
      id: url.person(p.id),
      type: TYPE('Person'),
      body: url.body,
      name: p.name,
      familyName: p.nachname,
      givenName: p.vorname,
      formOfAddress: p.anrede ?? undefined,
      title: p.titel ? [p.titel] : undefined,
      status: p.funktion ? [p.funktion] : undefined,
      membership: omitInternal ? undefined : p.mitgliedschaften.map((m) => membership(m, p)),
      web: url.web(personPath(p.slug)),
      ...own(p),
    }) as OParlObject;
  }

  function location(s: RatsterminDetail): OParlObject {
    return { id: url.location(s.id), type: TYPE('Location'), description: s.ort, meetings: [url.meeting(s.id)], ...own(s) };
  }

  function agendaItem(s: RatsterminDetail, item: { nr: number; titel: string }, isPublic: boolean): OParlObject {
    const c = consultationAt.get(`${s.id}-${item.nr}`);
    return compact({
      id: url.agendaItem(s.id, item.nr),
      type: TYPE('AgendaItem'),
      meeting: url.meeting(s.id),
      number: String(item.nr),
      order: item.nr,
      name: item.titel,
      public: isPublic,
      consultation: c && isPublic ? url.consultation(s.id, item.nr) : undefined,
      web: url.web(ratsterminPath(s.slug)),
      ...own(s),
    }) as OParlObject;
  }

  const agendaOf = (s: RatsterminDetail) =>
    [...s.tagesordnung.oeffentlich.map((p) => ({ p, pub: true })), ...s.tagesordnung.nichtoeffentlich.map((p) => ({ p, pub: false }))].sort(
      (a, b) => a.p.nr - b.p.nr,
    );

  function meeting(s: RatsterminDetail, omitInternal: boolean, today: string): OParlObject {
    const org = orgByKey.get(s.gremium.key);
    // The invitation is the public notice; the other documents are auxiliary files.
    const docs = s.dokumente.map((d) => file(d.id)).filter((f): f is OParlObject => f !== null);
    const invitation = s.dokumente.find((d) => d.einstufung === 'Bekanntmachung');
    return compact({
      id: url.meeting(s.id),
      type: TYPE('Meeting'),
      name: s.titel,
      meetingState: s.datum.slice(0, 10) < today ? 'durchgeführt' : 'eingeladen',
      cancelled: false,
      start: berlinDateTime(s.datum),
      end: berlinDateTime(s.ende_geplant),
      location: omitInternal ? undefined : location(s),
      organization: org ? [url.organization(org.id)] : undefined,
      invitation: omitInternal || !invitation ? undefined : (file(invitation.id) ?? undefined),
      auxiliaryFile: omitInternal ? undefined : docs.filter((f) => f.id !== (invitation ? url.file(invitation.id) : '')),
      agendaItem: omitInternal ? undefined : agendaOf(s).map(({ p, pub }) => agendaItem(s, p, pub)),
      web: url.web(ratsterminPath(s.slug)),
      ...own(s),
    }) as OParlObject;
  }

  function consultation(c: ConsultationEntry): OParlObject {
    const org = orgByKey.get(c.meeting.gremium.key);
    const last = consultations
      .filter((x) => x.paper.id === c.paper.id)
      .sort((a, b) => a.meeting.datum.localeCompare(b.meeting.datum))
      .at(-1);
    const decides = last === c;
    return compact({
      id: url.consultation(c.meeting.id, c.nr),
      type: TYPE('Consultation'),
      paper: url.paper(c.paper.id),
      agendaItem: url.agendaItem(c.meeting.id, c.nr),
      meeting: url.meeting(c.meeting.id),
      organization: org ? [url.organization(org.id)] : undefined,
      authoritative: decides,
      role: decides && c.paper.art === 'Beschlussvorlage' ? 'Entscheidung' : 'Beratung',
      ...own(c.paper),
    }) as OParlObject;
  }

  function paper(v: VorlageDetail, omitInternal: boolean): OParlObject {
    const docs = v.dokumente.map((d) => file(d.id)).filter((f): f is OParlObject => f !== null);
    return compact({
      id: url.paper(v.id),
      type: TYPE('Paper'),
      body: url.body,
      name: v.titel,
      reference: v.nummer,
      date: v.datum,
      paperType: v.art,
      mainFile: docs[0],
      auxiliaryFile: omitInternal ? undefined : docs.slice(1),
      consultation: consultations.filter((c) => c.paper.id === v.id).map(consultation),
      ...own(v),
    }) as OParlObject;
  }

  const byNumber = <T extends { id: number }>(xs: T[]) => [...xs].sort((a, b) => a.id - b.id);
  const isObject = (o: OParlObject | null): o is OParlObject => o !== null;

  return {
    url,
    system,
    // The external lists, each in a stable order (by id; items and consultations by meeting, then number).
    organizations: () => byNumber(data.gremien).map(organization),
    organizationInfo: (id: number) => data.gremien.find((g) => g.id === id) ?? null,
    organizationObject: (id: number) => {
      const g = data.gremien.find((x) => x.id === id);
      return g ? organization(g) : null;
    },
    personen: (omitInternal: boolean) => byNumber(data.personen).map((p) => person(p, omitInternal)),
    memberships: () =>
      data.personen
        .flatMap((p) => p.mitgliedschaften.map((m) => ({ m, p })))
        .sort((a, b) => a.m.id - b.m.id)
        .map(({ m, p }) => membership(m, p)),
    meetings: (omitInternal: boolean, today: string) => byNumber(data.sitzungen).map((s) => meeting(s, omitInternal, today)),
    agendaItems: () => byNumber(data.sitzungen).flatMap((s) => agendaOf(s).map(({ p, pub }) => agendaItem(s, p, pub))),
    consultationList: () => [...consultations].sort((a, b) => a.meeting.id - b.meeting.id || a.nr - b.nr).map(consultation),
    papers: (omitInternal: boolean) => byNumber(data.vorlagen).map((v) => paper(v, omitInternal)),
    files: () =>
      [...files.keys()]
        .sort((a, b) => a - b)
        .map(file)
        .filter(isObject),
    body,
    legislativeTerm,
    organization,
    person,
    membership,
    meeting,
    agendaItem,
    agendaOf,
    location,
    consultation,
    consultations,
    paper,
    file,
    documentOf: (id: number) => files.get(id)?.dokument ?? null,
    meetingById,
  };
}

export type OParlModel = ReturnType<typeof oparlModel>;
