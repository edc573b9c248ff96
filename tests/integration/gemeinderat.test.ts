import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app';
import { firstH1 as h1, pageText as text } from '../helpers/html';
import { unfold } from '../../server/ics/ics';
import { gremien as seedGremien, personen as seedPersonen } from '../../shared/parts/gremien/store/demo/gremien';
import { ratstermine } from '../../shared/parts/ratstermine/store/demo/ratstermine';
import { ratsterminSlug } from '../../shared/parts/ratstermine/paths';
import { gremiumPath, personPath } from '../../shared/parts/gremien/gemeinderat/paths';
import type { GremiumInfo, PersonDetail, PersonInfo } from '../../shared/parts/gremien/contract';

/**
 * The council's public pages (spec §1, §3): the Gemeinderat by party group, each committee, party group
 * and Ortschaftsrat with members and meetings, each member with functions and published contact, their
 * 404s and 301s, the site search, and one calendar feed per body. The clock is fixed to 2026-11-21.
 */
let site: Awaited<ReturnType<typeof testApp>>;
let gremien: GremiumInfo[];
let personen: PersonInfo[];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  site = await testApp();
  gremien = (await request(site.app).get('/api/cms/gremien')).body.data;
  personen = (await request(site.app).get('/api/cms/personen')).body.data;
});
afterAll(async () => {
  await site.cleanup();
  vi.useRealTimers();
});

const get = (path: string) => request(site.app).get(path);
const slugOf = (id: number) => {
  const t = ratstermine.find((x) => x.id === id)!;
  return ratsterminSlug(t.gremium, t.datum, t.id);
};

describe('the demo council', () => {
  it('has 22 council members and the mayor as chair, five groups, three committees and three Ortschaftsräte', () => {
    const gr = gremien.find((g) => g.art === 'gemeinderat')!;
    expect(gr.mitglieder).toBe(23);
    expect(gremien.filter((g) => g.art === 'fraktion').map((g) => g.mitglieder)).toEqual([6, 5, 5, 3, 3]);
    expect(gremien.filter((g) => g.art === 'ausschuss').map((g) => g.name)).toEqual(['Technischer Ausschuss', 'Verwaltungsausschuss', 'Ältestenrat']);
    expect(gremien.filter((g) => g.art === 'ortschaftsrat').map((g) => [g.name, g.mitglieder])).toEqual([
      ['Ortschaftsrat Bombach', 10],
      ['Ortschaftsrat Hecklingen', 8],
      ['Ortschaftsrat Nordweil', 6],
    ]);
    // The Wohnbezirke of the unechte Teilortswahl.
    const seats = personen.filter((p) => p.mitgliedschaften.some((m) => m.gremium.art === 'gemeinderat' && m.rolle !== 'Vorsitzende'));
    const count = (b: string) => seats.filter((p) => p.wohnbezirk === b).length;
    expect([count('Kernstadt'), count('Bombach'), count('Hecklingen'), count('Nordweil')]).toEqual([12, 4, 3, 3]);
    expect(personen).toHaveLength(seedPersonen.length);
  });
});

describe('Gemeinderat page', () => {
  it('shows the chair, the deputies and the members by party group with photo, district and committees', async () => {
    const res = await get('/musterstadt/gemeinderat/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(h1(res.text)).toBe('Gemeinderat');
    const body = text(res.text);
    expect(body).toContain('Vorsitz und Stellvertretung');
    expect(body).toContain('Dr. Katrin Albrecht');
    expect(body).toContain('Erster Stellvertreter der Bürgermeisterin');
    for (const g of gremien.filter((x) => x.art === 'fraktion')) {
      expect(body).toContain(`${g.name} (${g.mitglieder} Sitze)`);
      expect(res.text).toContain(`href="${gremiumPath(g)}"`);
    }
    // Every council member once in the groups (and the deputies again above), each with a page.
    for (const p of personen.filter((x) => x.mitgliedschaften.some((m) => m.gremium.art === 'gemeinderat'))) {
      expect(res.text, p.name).toContain(`href="${personPath(p.slug)}"`);
    }
    // Portraits through the image service, a district and committee links on the cards.
    expect(res.text).toMatch(/src="\/bild\?src=%2Fapi%2Fcms%2Fmedien%2Fportraet-\d\d\.jpg&amp;w=\d+&amp;h=\d+"/);
    expect(body).toContain('Wohnbezirk Bombach');
    expect(res.text).toContain('href="/musterstadt/ausschuesse/technischer-ausschuss_7002"');
    expect(res.text).toContain('href="/musterstadt/ortschaftsraete/ortschaftsrat-hecklingen_7022"');
    // Its meetings, linked to the Ratstermine pages, and its calendar.
    expect(body).toContain('Kommende Sitzungen');
    expect(res.text).toContain(`href="/musterstadt/ratstermine/${slugOf(6006)}"`);
    expect(res.text).toContain(`href="/musterstadt/ratstermine/${slugOf(6001)}"`);
    expect(res.text).toMatch(/href="webcal:\/\/[^"]+\/api\/cms\/ratstermine\/kalender\?gremium=gemeinderat"/);
    expect(res.text).toContain('href="/oparl/v1/"');
    expect(res.text).toContain('href="/ratsinfo"');
  });

  it('is in the Stadtinfo & Politik menu with the other council pages', async () => {
    const res = await get('/musterstadt/');
    for (const href of [
      '/musterstadt/gemeinderat/',
      '/musterstadt/fraktionen/',
      '/musterstadt/ausschuesse/',
      '/musterstadt/ortschaftsraete/',
      '/musterstadt/personen/',
      '/ratsinfo',
    ]) {
      expect(res.text, href).toContain(`href="${href}"`);
    }
  });
});

describe('lists of bodies and members', () => {
  it.each([
    ['/musterstadt/fraktionen/', 'Fraktionen', 'fraktion'],
    ['/musterstadt/ausschuesse/', 'Ausschüsse', 'ausschuss'],
    ['/musterstadt/ortschaftsraete/', 'Ortschaftsräte', 'ortschaftsrat'],
  ])('%s lists its bodies with their chair', async (path, title, art) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe(title);
    for (const g of gremien.filter((x) => x.art === art)) expect(res.text).toContain(`href="${gremiumPath(g)}"`);
    if (art === 'ortschaftsrat') expect(text(res.text)).toContain('Thomas Wehrle (Ortsvorsteher)');
    if (art === 'fraktion') expect(text(res.text)).toContain('Ingrid Maier (Fraktionsvorsitzende)');
  });

  it('lists every member A–Z with their seats', async () => {
    const res = await get('/musterstadt/personen/');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('Mitglieder A–Z');
    const positions = personen.map((p) => res.text.indexOf(`href="${personPath(p.slug)}"`));
    expect(positions.every((n) => n > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text(res.text)).toContain('Albiez, Dr. Miriam');
  });
});

describe('a page per body', () => {
  it('every body has its page with members and meetings', async () => {
    for (const g of gremien.filter((x) => x.art !== 'gemeinderat')) {
      const res = await get(gremiumPath(g));
      expect(res.status, g.name).toBe(200);
      expect(h1(res.text), g.name).toBe(g.name);
      const detail = (await get(`/api/cms/gremien/${g.id}`)).body.data as { mitgliederliste: Array<{ person: { slug: string } }> };
      expect(detail.mitgliederliste.length, g.name).toBe(g.mitglieder);
      for (const m of detail.mitgliederliste) expect(res.text, `${g.name}: ${m.person.slug}`).toContain(`href="${personPath(m.person.slug)}"`);
      expect(text(res.text), g.name).toContain('Kommende Sitzungen');
    }
  });

  it('a committee lists its upcoming and past meetings, linked to the Ratstermine details, with its own calendar', async () => {
    const ta = gremien.find((g) => g.name === 'Technischer Ausschuss')!;
    const res = await get(gremiumPath(ta));
    expect(res.text).toContain(`href="/musterstadt/ratstermine/${slugOf(6005)}"`); // next
    expect(res.text).toContain(`href="/musterstadt/ratstermine/${slugOf(6002)}"`); // past
    expect(res.text).not.toContain(slugOf(6006)); // the Gemeinderat's
    expect(res.text).toMatch(/href="webcal:\/\/[^"]+\/api\/cms\/ratstermine\/kalender\?gremium=technischer-ausschuss"/);
    expect(res.text).toContain('href="/musterstadt/ratstermine/?gremium=technischer-ausschuss"');
    expect(text(res.text)).toContain('Vorsitzende');
    // And back: the meeting's page links its body.
    const meeting = await get(`/musterstadt/ratstermine/${slugOf(6005)}`);
    expect(meeting.text).toContain(`href="${gremiumPath(ta)}"`);
  });

  it('an Ortschaftsrat shows its Ortsvorsteher and its meetings; a party group the Gemeinderat’s', async () => {
    const or = await get('/musterstadt/ortschaftsraete/ortschaftsrat-bombach_7021');
    expect(text(or.text)).toContain('Ortsvorsteher');
    expect(or.text).toContain(`href="/musterstadt/ratstermine/${slugOf(6004)}"`);
    const fw = await get('/musterstadt/fraktionen/fraktion-freie-waehler_7011');
    expect(text(fw.text)).toContain('Die Fraktion hat keine öffentlichen Sitzungen');
    expect(fw.text).toContain(`href="/musterstadt/ratstermine/${slugOf(6006)}"`);
    expect(fw.text).toContain('fraktion-fw@gemeinderat.musterstadt.de');
  });

  it('answers 404 for unknown ids and another kind’s id, 301 for an outdated slug', async () => {
    for (const path of [
      '/musterstadt/ausschuesse/gibt-es-nicht_7999',
      '/musterstadt/ausschuesse/ohne-id',
      '/musterstadt/fraktionen/technischer-ausschuss_7002',
      '/musterstadt/ortschaftsraete/x_0',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const res = await get('/musterstadt/ausschuesse/ta_7002');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/musterstadt/ausschuesse/technischer-ausschuss_7002');
  });
});

describe('a page per member', () => {
  it('a member has a page with functions and seats (the mayor, a deputy, a group chair, an Ortsvorsteherin, an Ortschaftsrat member; the crawl test opens them all)', async () => {
    for (const p of personen.filter((x) => [7100, 7101, 7117, 7118, 7131, 7144].includes(x.id))) {
      const res = await get(personPath(p.slug));
      expect(res.status, p.name).toBe(200);
      expect(h1(res.text), p.name).toBe(p.name);
      for (const m of p.mitgliedschaften) expect(res.text, `${p.name}: ${m.gremium.name}`).toContain(`href="${gremiumPath(m.gremium)}"`);
    }
  });

  it('shows contact details only where published', async () => {
    const rombach = await get('/musterstadt/personen/werner-rombach_7101');
    const body = text(rombach.text);
    expect(body).toContain('Erster Stellvertreter der Bürgermeisterin');
    expect(body).toContain('Fraktionsvorsitzender');
    expect(body).toContain('Schreinermeister');
    expect(rombach.text).toContain('href="mailto:werner.rombach@gemeinderat.musterstadt.de"');
    expect(rombach.text).toContain('href="tel:+497641');
    const ketterer = (await get('/api/cms/personen/7104')).body.data as PersonDetail;
    expect(ketterer.kontakt).toBeNull();
    const page = await get(personPath(ketterer.slug));
    expect(text(page.text)).toContain('keine Kontaktdaten zur Veröffentlichung freigegeben');
    const main = /<main[\s\S]*?<\/main>/.exec(page.text)![0];
    expect(main).toContain('href="/rathaus/kontakt/?amt=40"');
    expect(main).not.toContain('mailto:');
    expect(main).not.toContain('tel:');
  });

  it('answers 404 for unknown ids, 301 for an outdated slug', async () => {
    for (const path of ['/musterstadt/personen/niemand_7999', '/musterstadt/personen/ohne-id', '/musterstadt/personen/gemeinderat_7001']) {
      expect((await get(path)).status, path).toBe(404);
    }
    const res = await get('/musterstadt/personen/rombach_7101');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/musterstadt/personen/werner-rombach_7101');
  });
});

describe('search', () => {
  it('finds members by name, function and body, and the bodies themselves', async () => {
    const urls = async (q: string) =>
      ((await get(`/api/cms/suche?q=${encodeURIComponent(q)}&pro_seite=20`)).body.data as { hits: Array<{ url: string }> }).hits.map((h) => h.url);
    expect(await urls('Rombach')).toContain('/musterstadt/personen/werner-rombach_7101');
    expect(await urls('Ortsvorsteherin Hecklingen')).toContain('/musterstadt/personen/sabine-kiefer_7118');
    expect(await urls('Fraktion Grüne')).toContain('/musterstadt/fraktionen/fraktion-buendnis-90-die-gruenen_7013');
    expect(await urls('Ältestenrat')).toContain('/musterstadt/ausschuesse/aeltestenrat_7004');
    // Contact details are not searchable.
    expect(await urls('55120')).toEqual([]);
    const page = await get('/rathaus/suche?q=Willmann');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/musterstadt/personen/dr-johannes-willmann_7110');
  });
});

describe('one calendar feed per body', () => {
  const events = (ics: string) => unfold(ics).filter((l) => l.startsWith('UID:'));

  it('every body has its feed; a party group’s holds the Gemeinderat’s meetings, a body without meetings an empty calendar', async () => {
    const upcoming = ratstermine.filter((t) => t.datum.slice(0, 10) >= '2026-11-21');
    for (const g of gremien) {
      const res = await get(`/api/cms/ratstermine/kalender?gremium=${g.key}`);
      expect(res.status, g.name).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`sitzungstermine-${g.key}.ics`);
      const meets = g.art === 'fraktion' ? 'Gemeinderat' : g.name;
      expect(unfold(res.text), g.name).toContain(`X-WR-CALNAME:Sitzungstermine Musterstadt: ${meets}`);
      expect(events(res.text), g.name).toEqual(upcoming.filter((t) => t.gremium === meets).map((t) => `UID:ratstermin-${t.id}@musterstadt.de`));
    }
    expect(events((await get('/api/cms/ratstermine/kalender?gremium=aeltestenrat')).text)).toEqual([]);
    expect((await get('/api/cms/ratstermine/kalender?gremium=jugendgemeinderat')).status).toBe(404);
    expect(seedGremien).toHaveLength(gremien.length);
  });
});
