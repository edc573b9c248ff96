import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { checkDeskKind, publicPage } from '../../../tests/helpers/desk-kind';
import { editorSession } from '../../../tests/helpers/redaktion';

/** The business directory's categories on the editorial desk (ADR 43). */
type Site = Awaited<ReturnType<typeof testApp>>;

describe('editorial desk: the directory categories', () => {
  let site: Site;
  beforeAll(async () => {
    site = await testApp({ now: () => new Date('2026-11-21T09:00:00Z') });
  });
  afterAll(async () => {
    await site.cleanup();
  });

  it('a category: draft, published on the directory with its own page, conflict, restore, refused without the role', async () => {
    const jonas = await editorSession(site.app);
    await checkDeskKind(
      site.app,
      {
        art: 'branchen',
        titel: 'Fahrradwerkstätten',
        felder: { titel: 'Fahrradwerkstätten', url: 'fahrradwerkstaetten', sichtbar_ab: '' },
        shown: 'Fahrradwerkstätten',
        edit: { field: 'titel', first: 'Radservice Eins', second: 'Radservice Zwei' },
        bad: { felder: { titel: '', url: 'Fahrräder' }, messages: ['Bitte füllen Sie „Bezeichnung“ aus.', 'Die Kennung besteht aus Kleinbuchstaben'] },
        publicText: () => publicPage(site.app, '/wirtschaft/gewerbeverzeichnis/'),
      },
      jonas,
    );
    expect(await publicPage(site.app, '/wirtschaft/gewerbeverzeichnis/fahrradwerkstaetten')).toContain('Fahrradwerkstätten');
  }, 60_000);
});
