import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { checkDeskKind, publicPage, publishNew } from '../../../tests/helpers/desk-kind';
import { editorSession, postDesk, type Editor } from '../../../tests/helpers/redaktion';
import { pageText } from '../../../tests/helpers/html';

/**
 * The waste calendar's bin types, districts and streets on the editorial desk (ADR 43), each through its
 * whole life on the desk and on the calendar's pages.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

describe('editorial desk: the waste calendar', () => {
  let site: Site;
  let jonas: Editor;
  beforeAll(async () => {
    site = await testApp({ now: () => new Date('2026-11-21T09:00:00Z') });
    jonas = await editorSession(site.app);
  });
  afterAll(async () => {
    await site.cleanup();
  });
  const chooser = () => publicPage(site.app, '/wirtschaft/abfallkalender/');
  /** The calendar address of the street named so (its uuid), from the chooser's options. */
  const streetPage = async (name: string) => {
    const html = (await request(site.app).get('/wirtschaft/abfallkalender/')).text;
    const uuid = new RegExp(`<option value="([0-9a-f-]{36})"[^>]*>${name}<`).exec(html)?.[1];
    return uuid ? publicPage(site.app, `/wirtschaft/abfallkalender/termine/${uuid}`) : '';
  };

  it('bin types: a new one on the calendar page; its key is unique', async () => {
    await checkDeskKind(
      site.app,
      {
        art: 'abfallarten',
        titel: 'Windeltonne',
        felder: {
          titel: 'Windeltonne',
          key: 'windeln',
          kuerzel: 'W',
          farbe: '#7a4f9a',
          hinweis: 'Nur Windeln und Inkontinenzmaterial.',
          sortierung: '70',
          sichtbar_ab: '',
        },
        shown: 'Windeltonne',
        edit: { field: 'titel', first: 'Hygienesack Eins', second: 'Hygienesack Zwei' },
        bad: {
          felder: { key: 'restmuell', farbe: 'lila' },
          messages: ['Die Kennung „restmuell“ hat schon eine andere Abfallart.', 'Die Farbe ist ein Farbwert wie #1f6f3a'],
        },
        publicText: chooser,
      },
      jonas,
    );
  }, 60_000);

  it('districts and streets: a new district with a new street appears once both are published; a district with streets is not deleted', async () => {
    let bezirk = '';
    await checkDeskKind(
      site.app,
      {
        art: 'abfuhrbezirke',
        titel: 'Neubaugebiet Sonnenhalde',
        felder: { nr: '91', titel: 'Neubaugebiet Sonnenhalde', ortsteil: 'Bombach', sichtbar_ab: '' },
        afterDraft: async (ref) => {
          bezirk = ref;
          await publishNew(site.app, jonas, 'strassen', { name: 'Sonnenhaldenweg', ortsteil: 'Bombach', abfuhrbezirk_nr: ref, sichtbar_ab: '' });
        },
        shown: 'Abfuhrbezirk Neubaugebiet Sonnenhalde',
        // The preview is the street chooser, with the district's streets.
        previewShown: 'Sonnenhaldenweg',
        edit: { field: 'titel', first: 'Sonnenhalde Nord', second: 'Sonnenhalde Süd' },
        bad: { felder: { nr: '1', titel: '' }, messages: ['Den Bezirk Nr. 1 gibt es schon.', 'Bitte füllen Sie „Bezeichnung“ aus.'] },
        publicText: async () => `${await chooser()} ${await streetPage('Sonnenhaldenweg')}`,
      },
      jonas,
    );
    expect(bezirk).toBe('91');
    // Its number stays.
    const form = await request(site.app).get('/intranet/redaktion/abfuhrbezirke/91').set('cookie', jonas.cookie);
    const revision = /name="_revision" value="(\d+)"/.exec(form.text)![1]!;
    const renumber = await postDesk(site.app, jonas, '/intranet/redaktion/abfuhrbezirke/91', {
      _aktion: 'speichern',
      _revision: revision,
      nr: '92',
      titel: 'Neubaugebiet Sonnenhalde',
      ortsteil: 'Bombach',
    });
    expect(renumber.status).toBe(400);
    expect(pageText(renumber.text)).toContain('Die Nummer eines Bezirks lässt sich nicht ändern');
    // With a street it is not deleted: the desk says why.
    const del = await postDesk(site.app, jonas, '/intranet/redaktion/abfuhrbezirke/91/loeschen', { _revision: revision });
    expect(del.status).toBe(400);
    expect(pageText(del.text)).toContain('Zu diesem Bezirk gehören noch 1 Straße');

    // A street of a published district.
    await checkDeskKind(
      site.app,
      {
        art: 'strassen',
        titel: 'Am Wingert',
        felder: { name: 'Am Wingert', ortsteil: 'Hecklingen', abfuhrbezirk_nr: '91', sichtbar_ab: '' },
        shown: 'Am Wingert',
        edit: { field: 'ortsteil', first: 'Oberhecklingen', second: 'Unterhecklingen' },
        bad: { felder: { name: '', abfuhrbezirk_nr: '' }, messages: ['Bitte füllen Sie „Straße“ aus.', 'Bitte wählen Sie „Abfuhrbezirk“ aus.'] },
        // The chooser names the street; its calendar page its Ortsteil.
        publicText: async () => `${await chooser()} ${await streetPage('Am Wingert')}`,
      },
      jonas,
    );
    expect(await streetPage('Am Wingert')).toContain('Abfuhrbezirk Neubaugebiet Sonnenhalde');
  }, 90_000);
});
