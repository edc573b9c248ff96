import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { axeWithoutScripts, submitAndWait } from '../helpers/browser-forms';
import { loadConfig } from '../../server/config';
import { openSiteStore } from '../helpers/store';
import type { OpenedDb } from '../../server/cms/db';

/**
 * E-mail alerts (ADR 50) in a browser without JavaScript: the subscribe form with a street preselected
 * by its address, a refused send that keeps every choice, the confirmation and the "manage my alerts"
 * page, each without an axe violation at 375 and 1280 px. The mails' content and sending are tested
 * with supertest and the test SMTP server (shared/parts/benachrichtigungen).
 */
const { openPage } = useBrowser();

let db: OpenedDb;
beforeAll(async () => {
  db = await openSiteStore(loadConfig({ NODE_ENV: 'production', DATA_DIR: inject('dataDir') }));
});
afterAll(async () => {
  await db?.close();
});

describe('e-mail alerts without JavaScript', () => {
  it('subscribe with a preselected street, a refused send keeps the choices, confirm, manage; axe 0 at 375 and 1280 px', async () => {
    const street = (await db.raw.query<{ uuid: string; name: string }>('SELECT uuid, name FROM abfall_strasse ORDER BY name LIMIT 1', []))[0]!;
    const w = await openPage({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const { page } = w;
    page.setDefaultTimeout(15_000);
    await page.goto(`/benachrichtigungen/?thema=abfall&strasse=${street.uuid}`);
    expect(await page.locator('#abo-strasse').inputValue()).toBe(street.uuid);
    await axeWithoutScripts(page);

    // No address: the page again with the message, the street and the ticked topic kept.
    await page.locator('#abo-amtsblatt').check();
    await submitAndWait(page, 'Benachrichtigungen bestellen', /\/benachrichtigungen\/$/);
    expect(await page.locator('.st-form__summary').textContent()).toContain('Bitte geben Sie Ihre E-Mail-Adresse an.');
    expect(await page.locator('#abo-strasse').inputValue()).toBe(street.uuid);
    expect(await page.locator('#abo-amtsblatt').isChecked()).toBe(true);

    const email = `browser-${Date.now()}@example.org`;
    await page.locator('#abo-email').fill(email);
    await submitAndWait(page, 'Benachrichtigungen bestellen', /\/benachrichtigungen\/bestellt\/$/);
    expect(await page.locator('h1').textContent()).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');

    // The confirmation link of the mail (the test site sends none: it waits in the outbox).
    const mail = (await db.raw.query<{ text: string }>('SELECT text FROM postausgang WHERE an = ? ORDER BY id DESC LIMIT 1', [email]))[0]!;
    const link = /https?:\/\/[^\s]+\/benachrichtigungen\/bestaetigen\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname);
    await submitAndWait(page, 'Ja, Benachrichtigungen bestätigen', /\/benachrichtigungen\/verwalten\//);
    expect(await page.locator('h1').textContent()).toBe('Meine E-Mail-Benachrichtigungen');
    expect(await page.locator('main').textContent()).toContain(street.name);
    await axeWithoutScripts(page);

    await page.getByLabel('Neue Ausgabe des Amtsblatts').check();
    await submitAndWait(page, 'Ausgewählte abbestellen', /beendet=/);
    const main = await page.locator('main').textContent();
    expect(main).toContain('Abbestellt: Neue Ausgabe des Amtsblatts');
    expect(main).toContain(street.name);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
