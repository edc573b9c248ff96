import { describe, expect, it } from 'vitest';
import { parseUhrzeit, parseZeiten, pruefeZeiten, zeitenAusFormular, zeitenWert, zeitenZeilen } from '../../shared/parts/eingaenge/formulare/oeffnungszeiten';
import { GEWERBEEINTRAG, pruefeFeld } from '../../shared/parts/eingaenge/formulare/definitions';
import { gewerbeEintragung, OEFFENTLICHE_FELDER } from '../../shared/parts/gewerbe/eintragung';
import { unterschiede } from '../../shared/parts/eingaenge/intranet/unterschiede';
import { deriveKeys, seal, sealer, unseal } from '../../server/session/seal';
import { withoutPrivateLinks } from '../../server/observability/logger';

/**
 * The pure pieces of the business self-entry (ADR 15): opening hours as days and times, the sealed
 * private link, what of an entry is published, the comparison of a change, and the log without links.
 */
const SECRET = 's'.repeat(48);

describe('opening hours', () => {
  const werte = zeitenAusFormular('oeffnungszeiten', {
    oeffnungszeiten_mo_1_von: '08:00',
    oeffnungszeiten_mo_1_bis: '12:00',
    oeffnungszeiten_mo_2_von: '14:00',
    oeffnungszeiten_mo_2_bis: '18:00',
    oeffnungszeiten_di_1_von: '08:00',
    oeffnungszeiten_di_1_bis: '12:00',
    oeffnungszeiten_di_2_von: '14:00',
    oeffnungszeiten_di_2_bis: '18:00',
    oeffnungszeiten_mi_1_von: '08:00',
    oeffnungszeiten_mi_1_bis: '12:00',
    oeffnungszeiten_fr_1_von: '7:30',
    oeffnungszeiten_fr_1_bis: '12:00',
    oeffnungszeiten_sa_1_von: '09:00',
    oeffnungszeiten_sa_1_bis: '13:00',
    oeffnungszeiten_so_1_von: '09:00',
    oeffnungszeiten_so_1_bis: '13:00',
  });

  it('reads the inputs into one value, days in week order, empty periods left out', () => {
    expect(Object.keys(JSON.parse(werte) as object)).toEqual(['mo', 'di', 'mi', 'fr', 'sa', 'so']);
    expect(parseZeiten(werte).mi).toEqual([['08:00', '12:00']]);
    expect(zeitenWert({})).toBe('');
    expect(parseZeiten('kaputt')).toEqual({});
    expect(parseZeiten('{"xx":[["1","2"]],"mo":"nein"}')).toEqual({});
  });

  it('writes lines as German timetables do, consecutive equal days together', () => {
    expect(pruefeZeiten(werte)).toBeNull();
    expect(zeitenZeilen(werte)).toEqual(['Mo, Di 8–12 und 14–18 Uhr', 'Mi 8–12 Uhr', 'Fr 7:30–12 Uhr', 'Sa, So 9–13 Uhr']);
    const week = zeitenWert(Object.fromEntries(['mo', 'di', 'mi', 'do', 'fr'].map((t) => [t, [['09:00', '18:00']]])));
    expect(zeitenZeilen(week)).toEqual(['Mo–Fr 9–18 Uhr']);
  });

  it('names the day and the end that is wrong', () => {
    expect(pruefeZeiten(zeitenWert({ do: [['09:00', '']] }))).toMatchObject({
      tag: 'do',
      index: 0,
      teil: 'bis',
      message: 'Öffnungszeiten am Donnerstag: Bitte geben Sie an, bis wann geöffnet ist.',
    });
    expect(pruefeZeiten(zeitenWert({ so: [['', '12:00']] }))).toMatchObject({ tag: 'so', teil: 'von' });
    expect(pruefeZeiten(zeitenWert({ mo: [['12:00', '12:00']] }))?.message).toBe('Öffnungszeiten am Montag: Das Ende muss nach dem Beginn liegen.');
    expect(
      pruefeZeiten(
        zeitenWert({
          mo: [
            ['08:00', '12:00'],
            ['11:59', '13:00'],
          ],
        }),
      ),
    ).toMatchObject({ index: 1, teil: 'von' });
    expect(pruefeZeiten(zeitenWert({ mo: [['25:00', '26:00']] }))).toMatchObject({ teil: 'von' });
    expect(pruefeZeiten(zeitenWert({ mo: [['00:00', '24:00']] }))).toBeNull();
    expect(['8:30', '08.30', '08:30:00', '24:00'].map(parseUhrzeit)).toEqual(['08:30', '08:30', '08:30', '24:00']);
    expect(['24:01', '8', '08:60', 'acht'].map(parseUhrzeit)).toEqual([null, null, null, null]);
  });
});

describe('the private link', () => {
  it('seals per purpose: the same value gives the same link, another purpose or secret opens nothing, a changed byte neither', () => {
    const links = sealer(SECRET, 'eintrag-link', { stable: true });
    const a = links.seal('gewerbeeintrag:12:1');
    expect(a).toMatch(/^[A-Za-z0-9_-]{40,80}$/);
    expect(links.seal('gewerbeeintrag:12:1')).toBe(a);
    expect(links.seal('gewerbeeintrag:12:2')).not.toBe(a);
    expect(links.open(a)).toBe('gewerbeeintrag:12:1');
    expect(sealer(SECRET, 'anderer-zweck', { stable: true }).open(a)).toBeNull();
    expect(sealer('t'.repeat(48), 'eintrag-link', { stable: true }).open(a)).toBeNull();
    for (let i = 0; i < a.length; i += 7) expect(links.open(`${a.slice(0, i)}${a[i] === 'x' ? 'y' : 'x'}${a.slice(i + 1)}`)).toBeNull();
    expect(links.open('')).toBeNull();
    expect(links.open(42)).toBeNull();
    // Random IVs without `stable`: two seals of one value differ, both open.
    const random = sealer(SECRET, 'eintrag-link');
    expect(random.seal('x')).not.toBe(random.seal('x'));
    expect(links.open(random.seal('gewerbeeintrag:12:1'))).toBe('gewerbeeintrag:12:1');
  });

  it('leaves the session cookie as it was: sealed and opened with its own keys, not with a link key', () => {
    const keys = deriveKeys(SECRET);
    const cookie = seal(keys, { token: 't', uuid: 'u', exp: Date.now() + 60_000 });
    expect(cookie.startsWith('v1.')).toBe(true);
    expect(unseal(keys, cookie)).toMatchObject({ token: 't', uuid: 'u' });
    expect(sealer(SECRET, 'eintrag-link', { stable: true }).open(cookie.slice(3))).toBeNull();
  });

  it('never reaches the log', () => {
    const link = sealer(SECRET, 'eintrag-link', { stable: true }).seal('gewerbeeintrag:12:1');
    expect(withoutPrivateLinks(`/wirtschaft/gewerbeeintrag/${link}/danke?x=1`)).toBe('/wirtschaft/gewerbeeintrag/[Link]/danke?x=1');
    expect(withoutPrivateLinks(`https://www.musterstadt.de/_data/wirtschaft/gewerbeeintrag/${link}`)).toBe(
      'https://www.musterstadt.de/_data/wirtschaft/gewerbeeintrag/[Link]',
    );
    expect(withoutPrivateLinks('/wirtschaft/gewerbeeintrag/danke/')).toBe('/wirtschaft/gewerbeeintrag/danke/');
  });
});

describe('what is published', () => {
  const felder = {
    name: 'Radhaus',
    rubriken: 'einzelhandel,dienstleistungen',
    rubriken_namen: 'Einzelhandel, Dienstleistungen',
    spezialisierung: 'Fahrräder',
    beschreibung: 'Ein Laden.',
    strasse: 'Bahnhofstraße 7',
    plz: '79999',
    ort: 'Musterstadt-Bombach',
    telefon: '+49 7641 55577',
    oeffnungszeiten: zeitenWert({ sa: [['09:00', '13:00']] }),
    zeiten_hinweis: 'Im August geschlossen',
    kontakt_name: 'Geheim Person',
    kontakt_email: 'geheim@example.org',
    kontakt_telefon: '+49 171 1',
    zustimmung: 'ja',
    logo: 'neu',
  };

  it('only the business: never the contact person, the link address or the agreement', () => {
    const e = gewerbeEintragung('00000000-0000-4000-8000-000000000001', felder, 'behalten');
    expect(e).toMatchObject({
      name: 'Radhaus',
      rubriken: ['einzelhandel', 'dienstleistungen'],
      adresse: { location: 'Radhaus', street: 'Bahnhofstraße 7', zip: '79999', city: 'Musterstadt-Bombach' },
      oeffnungszeiten: ['Sa 9–13 Uhr', 'Im August geschlossen'],
      fax: null,
      web: null,
      logo: 'behalten',
    });
    const text = JSON.stringify(e);
    for (const secret of ['Geheim Person', 'geheim@example.org', '+49 171 1']) expect(text).not.toContain(secret);
    // Every public field of the form is one the directory shows; the private ones are marked as such.
    for (const f of GEWERBEEINTRAG.felder.filter((x) => !x.intern))
      expect(f.privat === true, f.name).toBe(!(OEFFENTLICHE_FELDER as readonly string[]).includes(f.name));
  });

  it('a change reads field by field against the published values', () => {
    const rows = unterschiede(GEWERBEEINTRAG, { ...felder, logo: 'ja' }, { ...felder, spezialisierung: 'Fahrräder und E-Bikes', logo: 'bisher' });
    expect(rows.filter((r) => r.geaendert).map((r) => r.label)).toEqual(['Spezialisierung']);
    expect(rows.find((r) => r.name === 'rubriken')!.neu).toBe('Einzelhandel, Dienstleistungen');
    expect(rows.find((r) => r.name === 'oeffnungszeiten')!.neu).toBe('Sa 9–13 Uhr');
    expect(rows.find((r) => r.name === 'logo')).toMatchObject({ bisher: 'vorhanden', neu: 'unverändert', geaendert: false });
    expect(unterschiede(GEWERBEEINTRAG, { ...felder, logo: 'ja' }, { ...felder, logo: '' }).find((r) => r.name === 'logo')).toMatchObject({
      neu: 'kein Logo',
      geaendert: true,
    });
  });

  it('the URL rule of spec §5 names the field and a format of its own, and takes an address as people type it', () => {
    const web = GEWERBEEINTRAG.felder.find((f) => f.name === 'web')!;
    expect(pruefeFeld(web, 'radhaus', {})).toBe('Internetseite ist keine gültige URL. Format: https://www.ihr-betrieb.de');
    expect(pruefeFeld(web, 'www.radhaus.de', {})).toBeNull();
    expect(pruefeFeld(web, 'https://www.radhaus.de/laden', {})).toBeNull();
  });
});
