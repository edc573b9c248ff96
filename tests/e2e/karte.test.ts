import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser, waitForHydration } from './browser';
import { axeAtBothWidths, axeWithoutScripts, pastMinimumFillTime, submitAndWait, thanksRef } from '../helpers/browser-forms';
import { latLonToPixel, pixelToLatLon, type Ansicht } from '../../shared/map/projection';
import { parsePosition } from '../../shared/parts/eingaenge/formulare/definitions';

/**
 * The damage report's place in the browser (ADR 52): the town map drawn by our server clicked with
 * JavaScript off (the pin comes back within one map pixel of the click), the pin placed by keyboard
 * with JavaScript on, and a report placed by street and number only; on every page of the flow no
 * request leaves our origin, and axe finds nothing at 375 and 1280 px.
 */
const { openPage } = useBrowser();
const NARROW = { width: 375, height: 800 };
const WIDE = { width: 1280, height: 900 };
const SM = '/rathaus/schadensmeldung/';
const STADTPLAN = { art: 'stadtplan' } as const;

const hidden = (page: Page, name: string) => page.locator(`input[type="hidden"][name="${name}"]`).first().getAttribute('value');
async function shownView(page: Page, breite: number, hoehe: number): Promise<Ansicht> {
  return {
    lat: Number(await hidden(page, '_karte_lat')),
    lon: Number(await hidden(page, '_karte_lon')),
    zoom: Number(await hidden(page, '_karte_z')),
    breite,
    hoehe,
  };
}

async function fillBasics(page: Page) {
  await page.check('#schadensmeldung-kategorie-0');
  await page.fill('#schadensmeldung-beschreibung', 'Die Laterne bleibt dunkel.');
}

describe('the damage report placed on the town map', () => {
  it('without JavaScript: a click on the map image comes back with the pin within one map pixel and the street named, then it is sent', async () => {
    const w = await openPage({ viewport: WIDE, javaScriptEnabled: false });
    const { page } = w;
    page.setDefaultTimeout(15_000);
    await page.goto(SM);
    const shownAt = Date.now();
    await fillBasics(page);
    const click = { x: 203, y: 157 };
    await Promise.all([
      page.waitForLoadState('load'),
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.click('input[name="karte"]', { position: click }),
    ]);
    await page.waitForSelector('#schadensmeldung-position-text:has-text("Markiert: nahe")');
    const pos = parsePosition((await hidden(page, 'position')) ?? '')!;
    const back = latLonToPixel(STADTPLAN, await shownView(page, 640, 400), pos);
    expect(Math.abs(back.x - click.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(back.y - click.y)).toBeLessThanOrEqual(1);
    // The values stay, the place field holds the street of the point, the image shows the pin.
    await expect(page.locator('#schadensmeldung-beschreibung').inputValue()).resolves.toBe('Die Laterne bleibt dunkel.');
    await expect(page.locator('#schadensmeldung-ort').inputValue()).resolves.toMatch(/^[A-ZÄÖÜ].+ \d+/);
    await expect(page.locator('input[name="karte"]').getAttribute('src')).resolves.toContain('pin=');
    await axeWithoutScripts(page);
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Schadensmeldung absenden', /\/danke\/SM-/);
    await thanksRef(page, 'SM');
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('with JavaScript: the pin placed by keyboard, the street announced, then sent; street and number alone are enough too', async () => {
    const w = await openPage({ viewport: NARROW });
    const { page } = w;
    page.setDefaultTimeout(15_000);
    await page.goto(SM);
    const shownAt = Date.now();
    await waitForHydration(page);
    await fillBasics(page);
    // The form hydrates once a person turns to it (ADR 71): the map's keys work from then on.
    await page.locator('.st-formular[data-bereit]').waitFor();
    const map = page.locator('.st-karte__feld[role="application"]');
    await map.focus();
    await page.keyboard.press('Enter');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    const box = await map.evaluate((el) => ({ breite: el.clientWidth, hoehe: el.clientHeight }));
    const view = await shownView(page, Math.round(box.breite), Math.round(box.hoehe));
    const expected = pixelToLatLon(STADTPLAN, view, view.breite / 2 + 3 * 8, view.hoehe / 2 + 2 * 8);
    const pos = parsePosition((await hidden(page, 'position')) ?? '')!;
    const at = latLonToPixel(STADTPLAN, view, pos);
    const want = latLonToPixel(STADTPLAN, view, expected);
    expect(Math.abs(at.x - want.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(at.y - want.y)).toBeLessThanOrEqual(1);
    // The live region names the street, and the empty place field takes it.
    await page.waitForSelector('#schadensmeldung-position-text:has-text("Markiert: nahe")');
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('#schadensmeldung-ort')?.value ?? '') !== '');
    await axeAtBothWidths(page);
    await pastMinimumFillTime(shownAt);
    await submitAndWait(page, 'Schadensmeldung absenden', /\/danke\/SM-/);
    await thanksRef(page, 'SM');

    // Street and number only: no map.
    await page.goto(SM);
    const again = Date.now();
    await waitForHydration(page);
    await fillBasics(page);
    await page.fill('#schadensmeldung-ort', 'Rebweg 5, Bombach');
    await pastMinimumFillTime(again);
    await submitAndWait(page, 'Schadensmeldung absenden', /\/danke\/SM-/);
    await thanksRef(page, 'SM');
    expect(w.foreignRequests).toEqual([]);
    expectNoProblems(w);
    await w.context.close();
  });
});
