import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from './errors';
import { mediaType, norm, readOParl } from './oparl';

/**
 * A council information system as real ones answer: OParl 1.0 with each known quirk. Lists are
 * served from one data set; with `modified_since` the server answers what changed since then,
 * deleted objects included (`deleted: true`).
 */
let base = '';
const requests: string[] = [];
let failuresLeft = new Map<string, number>();
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', base);
  requests.push(url.pathname + url.search);
  const send = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  };
  const json = (value: unknown) => send(200, JSON.stringify(value));
  const key = url.pathname + url.search;
  const left = failuresLeft.get(key) ?? 0;
  if (left > 0) {
    failuresLeft.set(key, left - 1);
    return send(500, '{"type":"https://schema.oparl.org/1.0/Error","message":"Interner Fehler"}');
  }
  const since = url.searchParams.get('modified_since');
  const o = `${base}/oparl/v1`;
  switch (url.pathname) {
    case '/oparl/v1/system':
      return json({
        id: `${o}/system`,
        type: 'https://schema.oparl.org/1.0/System',
        oparlVersion: 'https://schema.oparl.org/1.0/',
        name: 'Ratsinformationssystem Beispielheim',
        body: `${o}/bodies`,
      });
    case '/oparl/v1/bodies':
      return json({ data: [body()], pagination: { totalElements: 1 }, links: {} });
    case '/oparl/v1/organizations':
      if (since) return json({ data: [], links: {} });
      if (url.searchParams.get('page') === '2')
        return json({ data: [organization(3, 'Technischer Ausschuss', 'Gremium')], links: { first: `${o}/organizations` } });
      return json({
        data: [organization(1, 'Gemeinderat', 'Gremium'), organization(2, 'Fraktion Bürgerliste', 'Fraktion')],
        links: { next: `${o}/organizations?page=2` },
      });
    case '/oparl/v1/persons':
      // Raw control characters inside JSON strings (a BEL and a line break), as some systems send.
      if (since) return send(200, `{"data":[{"id":"${o}/person/2","type":"https://schema.oparl.org/1.0/Person","deleted":true}],"links":{}}`);
      return send(
        200,
        `{"data":[` +
          `{"id":"${o}/person/1","type":"https://schema.oparl.org/1.0/Person","name":"Anna\u0007 Beispiel","familyName":"Beispiel","givenName":"Anna","title":"Dr.","membership":[` +
          `{"id":"${o}/membership/11","organization":"${o}/organization/1","role":"Mitglied","votingRight":true,"startDate":"2024-07-23","onBehalfOf":"${o}/organization/2"}]},` +
          `{"id":"${o}/person/2","type":"https://schema.oparl.org/1.0/Person","name":"Bernd\nMuster","membership":` +
          `{"id":"${o}/membership/12","organization":"${o}/organization/3","role":"Vorsitz"}}` +
          `],"links":{}}`,
      );
    case '/oparl/v1/memberships':
      return send(200, '[]');
    case '/oparl/v1/meetings':
      return json({ data: [meeting(since ? 'Öffentliche Sitzung des Gemeinderats (geändert)' : 'Öffentliche Sitzung des Gemeinderats')], links: {} });
    case '/oparl/v1/papers':
      if (since) return json({ data: [], links: {} });
      return json({
        data: [
          {
            id: `${o}/paper/7`,
            type: 'https://schema.oparl.org/1.0/Paper',
            name: 'Sanierung der Grundschule',
            reference: 'GR 12/2027',
            date: '2027-02-20',
            paperType: 'Beschlussvorlage',
            mainFile: { id: `${o}/file/70`, name: 'Vorlage', fileName: 'vorlage.pdf', mimeType: 'application/pdf', accessUrl: `${o}/file/70/access` },
            consultation: [
              {
                id: `${o}/consultation/1`,
                meeting: `${o}/meeting/5`,
                agendaItem: `${o}/agendaitem/51`,
                organization: `${o}/organization/1`,
                role: 'Entscheidung',
                authoritative: true,
              },
            ],
          },
        ],
        links: {},
      });
    case '/oparl/v1/agendaitems':
      // A single object where the list was required.
      return json({
        id: `${o}/agendaitem/53`,
        type: 'https://schema.oparl.org/1.0/AgendaItem',
        meeting: `${o}/meeting/5`,
        number: 'Ö 2',
        order: 3,
        name: 'Bekanntgaben',
      });
    case '/oparl/v1/broken':
      return send(200, '{"data": [ {"id": "x", }');
    case '/oparl/v1/large':
      return send(200, JSON.stringify({ id: 'x', name: 'x'.repeat(5000) }));
    default:
      // The file list: an empty list answered with 404.
      return send(404, '{"type":"https://schema.oparl.org/1.0/Error","message":"Not found"}');
  }
  function body() {
    return {
      id: `${o}/body/1`,
      type: 'https://schema.oparl.org/1.0/Body',
      name: 'Gemeinde Beispielheim',
      shortName: 'Beispielheim',
      website: 'https://beispielheim.example',
      organization: `${o}/organizations`,
      person: `${o}/persons`,
      membership: `${o}/memberships`,
      meeting: `${o}/meetings`,
      paper: `${o}/papers`,
      agendaItem: `${o}/agendaitems`,
      file: `${o}/files`,
    };
  }
  function organization(id: number, name: string, organizationType: string) {
    return {
      id: `${o}/organization/${id}`,
      type: 'https://schema.oparl.org/1.0/Organization',
      name,
      organizationType,
      startDate: '2024-07-23',
      modified: '2027-01-10T09:00:00+01:00',
    };
  }
  function meeting(name: string) {
    return {
      id: `${o}/meeting/5`,
      type: 'https://schema.oparl.org/1.0/Meeting',
      name,
      start: '2027-03-04T18:30:00+01:00',
      end: '2027-03-04T20:30:00Z',
      // A Location without `type`.
      location: { id: `${o}/location/1`, description: 'Rathaus, Sitzungssaal', streetAddress: 'Hauptstraße 1', postalCode: '79999', locality: 'Beispielheim' },
      // A single URL where a list is required.
      organization: `${o}/organization/1`,
      // `//` in the file URL and a short mimeType.
      invitation: {
        id: `${o}/file/50`,
        name: 'Einladung',
        fileName: 'einladung.pdf',
        mimeType: 'pdf',
        accessUrl: `${base}//oparl//v1/file/50//access`,
        downloadUrl: `${base}//oparl/v1/file/50/download`,
      },
      // A single File where a list is required.
      auxiliaryFile: { id: `${o}/file/51`, name: 'Lageplan', fileName: 'lageplan.png', accessUrl: `${o}/file/51/access` },
      agendaItem: [
        { id: `${o}/agendaitem/52`, meeting: `${o}/meeting/5`, number: 'N 1', order: 2, name: 'Grundstücksangelegenheiten', public: false },
        {
          id: `${o}/agendaitem/51`,
          meeting: `${o}/meeting/5`,
          number: 'Ö 1',
          order: 1,
          name: 'Sanierung der Grundschule',
          public: true,
          result: 'beschlossen',
          consultation: `${o}/consultation/1`,
        },
      ],
      modified: '2027-03-05T10:00:00+01:00',
    };
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function noWait() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('OParl import client', () => {
  it('walks system, body and every list, following links.next, and tolerates each quirk', async () => {
    requests.length = 0;
    failuresLeft = new Map([['/oparl/v1/organizations?page=2', 2]]);
    const { waits, sleep } = noWait();
    const r = await readOParl(`${base}/oparl/v1/system`, { sleep });
    const o = `${base}/oparl/v1`;

    expect(r.system).toEqual({ id: `${o}/system`, oparlVersion: 'https://schema.oparl.org/1.0/', name: 'Ratsinformationssystem Beispielheim' });
    expect(r.body).toEqual({ id: `${o}/body/1`, name: 'Gemeinde Beispielheim', shortName: 'Beispielheim', website: 'https://beispielheim.example' });
    // Pagination: the third organization is on page 2, which answered 500 twice first.
    expect(r.organizations.map((x) => [x.name, x.organizationType])).toEqual([
      ['Gemeinderat', 'Gremium'],
      ['Fraktion Bürgerliste', 'Fraktion'],
      ['Technischer Ausschuss', 'Gremium'],
    ]);
    expect(waits).toEqual([500, 1000]);
    expect(r.retries).toBe(2);
    // Control characters: the JSON is read; the line break stays a line break.
    expect(r.persons.map((p) => p.name)).toEqual(['Anna Beispiel', 'Bernd\nMuster']);
    expect(r.persons[0]!.title).toEqual(['Dr.']);
    // Memberships embedded in persons, one of them a single object instead of a list; the list itself is a bare [].
    expect(r.memberships).toEqual([
      {
        id: `${o}/membership/11`,
        personId: `${o}/person/1`,
        organizationId: `${o}/organization/1`,
        role: 'Mitglied',
        votingRight: true,
        startDate: '2024-07-23',
        endDate: null,
        onBehalfOfId: `${o}/organization/2`,
      },
      {
        id: `${o}/membership/12`,
        personId: `${o}/person/2`,
        organizationId: `${o}/organization/3`,
        role: 'Vorsitz',
        votingRight: null,
        startDate: null,
        endDate: null,
        onBehalfOfId: null,
      },
    ]);

    const [meeting] = r.meetings;
    expect(r.meetings).toHaveLength(1);
    expect(meeting).toMatchObject({
      name: 'Öffentliche Sitzung des Gemeinderats',
      start: '2027-03-04T18:30',
      // 20:30Z is 21:30 in Berlin in winter.
      end: '2027-03-04T21:30',
      location: { description: 'Rathaus, Sitzungssaal', streetAddress: 'Hauptstraße 1', room: null, postalCode: '79999', locality: 'Beispielheim' },
      organizationIds: [`${o}/organization/1`],
      invitationFileId: `${o}/file/50`,
      auxiliaryFileIds: [`${o}/file/51`],
    });
    // Agenda items in their order, the public one with the paper consulted under it.
    expect(meeting!.agendaItems.map((i) => [i.number, i.public, i.paperId])).toEqual([
      ['Ö 1', true, `${o}/paper/7`],
      ['N 1', false, null],
      // From the agendaItem list that answered one object instead of a list; public unless it says not.
      ['Ö 2', true, null],
    ]);
    expect(r.papers).toEqual([
      {
        id: `${o}/paper/7`,
        name: 'Sanierung der Grundschule',
        reference: 'GR 12/2027',
        date: '2027-02-20',
        paperType: 'Beschlussvorlage',
        mainFileId: `${o}/file/70`,
        auxiliaryFileIds: [],
        consultations: [
          {
            meetingId: `${o}/meeting/5`,
            agendaItemId: `${o}/agendaitem/51`,
            organizationIds: [`${o}/organization/1`],
            role: 'Entscheidung',
            authoritative: true,
          },
        ],
        modified: null,
      },
    ]);
    // `//` in file URLs, `mimeType: "pdf"`, a missing mimeType from the file name.
    const invitation = r.files.find((f) => f.id === `${o}/file/50`)!;
    expect(invitation).toMatchObject({ accessUrl: `${o}/file/50/access`, downloadUrl: `${o}/file/50/download`, mimeType: 'application/pdf' });
    expect(r.files.find((f) => f.id === `${o}/file/51`)!.mimeType).toBe('image/png');
    expect(r.files).toHaveLength(3);
    expect(r.deleted).toEqual([]);
    // Every quirk is noted for the preview: the 404 and [] lists, the control characters.
    const notes = r.notices.map((n) => n.message);
    expect(notes).toContain('Ein einzelnes Objekt statt einer Liste (AgendaItem).');
    expect(notes).toContain('Leere Liste (File) als 404 beantwortet.');
    expect(notes).toContain('Leere Liste (Membership) als bloßes [] beantwortet.');
    expect(notes).toContain('Steuerzeichen im JSON ersetzt.');
    expect(requests.filter((q) => q.includes('modified_since'))).toEqual([]);
  });

  it('is repeatable: a second run gives the same records', async () => {
    failuresLeft = new Map();
    const a = await readOParl(`${base}/oparl/v1/system`, { sleep: async () => {} });
    const b = await readOParl(`${base}/oparl/v1/system`, { sleep: async () => {} });
    expect({ ...b, startedAt: '', requests: 0 }).toEqual({ ...a, startedAt: '', requests: 0 });
    expect(a.startedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });

  it('asks with modified_since on every list and reports deleted objects', async () => {
    requests.length = 0;
    const r = await readOParl(`${base}/oparl/v1/system`, { modifiedSince: '2027-03-01T00:00:00+01:00', sleep: async () => {} });
    const lists = requests.filter((q) => !q.endsWith('/system') && !q.endsWith('/bodies'));
    expect(lists.length).toBe(7);
    for (const q of lists) expect(q).toContain('modified_since=2027-03-01T00%3A00%3A00%2B01%3A00');
    expect(r.deleted).toEqual([{ type: 'Person', id: `${base}/oparl/v1/person/2` }]);
    expect(r.persons).toEqual([]);
    expect(r.meetings.map((m) => m.name)).toEqual(['Öffentliche Sitzung des Gemeinderats (geändert)']);
  });

  it('refuses a modified_since that is no time, before any request', async () => {
    requests.length = 0;
    const err = await readOParl(`${base}/oparl/v1/system`, { modifiedSince: 'gestern' }).catch((e: unknown) => e);
    expect((err as ImportError).message).toBe('„gestern“ ist kein Zeitpunkt für modified_since (erwartet z. B. 2027-01-01T00:00:00+01:00).');
    expect(requests).toEqual([]);
  });

  it('gives up after the retries with a German message naming the address', async () => {
    failuresLeft = new Map([['/oparl/v1/system', 99]]);
    const { waits, sleep } = noWait();
    const err = await readOParl(`${base}/oparl/v1/system`, { sleep }).catch((e: unknown) => e);
    failuresLeft = new Map();
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).kind).toBe('network');
    expect((err as ImportError).message).toBe(`${base}/oparl/v1/system: Der Server antwortet mit 500. Aufgegeben nach 5 Versuchen.`);
    expect(waits).toEqual([500, 1000, 2000, 4000]);
  });

  it('refuses broken JSON, too large answers, unreachable servers and addresses that are not http', async () => {
    let err = await readOParl(`${base}/oparl/v1/broken`).catch((e: unknown) => e);
    expect((err as ImportError).message).toBe(`Zeile 1, ${base}/oparl/v1/broken: Die Antwort ist kein gültiges JSON.`);
    err = await readOParl(`${base}/oparl/v1/large`, { maxBytes: 1000 }).catch((e: unknown) => e);
    expect((err as ImportError).kind).toBe('size');
    err = await readOParl('file:///etc/passwd').catch((e: unknown) => e);
    expect((err as ImportError).message).toBe('„file:///etc/passwd“ ist keine http(s)-Adresse.');
    // A closed port: a network error, retried, then given up.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    err = await readOParl(`http://127.0.0.1:${port}/system`, { retries: 1, sleep: async () => {} }).catch((e: unknown) => e);
    expect((err as ImportError).kind).toBe('network');
    expect((err as ImportError).message).toMatch(/Der Server ist nicht erreichbar .* Aufgegeben nach 2 Versuchen\.$/);
  });

  it('normalises file URLs and media types', () => {
    expect(norm('https://ris.example//files//a.pdf?x=//y')).toBe('https://ris.example/files/a.pdf?x=//y');
    expect(mediaType('pdf', 'x')).toBe('application/pdf');
    expect(mediaType('application/pdf; charset=binary', 'x')).toBe('application/pdf');
    expect(mediaType(null, 'Protokoll.DOCX')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(mediaType(null, 'ohne-endung')).toBeNull();
  });
});
