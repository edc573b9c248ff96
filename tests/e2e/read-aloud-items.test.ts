import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration, type WatchedPage } from './browser';

/**
 * Read-aloud for downloads and links (spec §2.8): each download item and each link of a link list
 * has a button that reads its text, description and file type with the browser's speech synthesis,
 * by keyboard like the page's 'Vorlesen' button, and only where the browser can speak.
 */
const { openPage, sharedPage } = useBrowser();

type SpeechLog = { spoken: { text: string; lang: string }[]; cancelled: number };

/** Replaces speech synthesis with a recorder before any page script runs. */
async function stubSpeech(w: WatchedPage): Promise<void> {
  await w.context.addInitScript(() => {
    const log = { spoken: [] as { text: string; lang: string }[], cancelled: 0 };
    const queue: { onend: null | (() => void) }[] = [];
    class Utterance {
      lang = '';
      voice: unknown = null;
      onend: null | (() => void) = null;
      onerror: null | (() => void) = null;
      constructor(public text: string) {}
    }
    Object.assign(window, { __speech: log, SpeechSynthesisUtterance: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [{ name: 'Anna', lang: 'de-DE' }],
        speak(u: Utterance) {
          log.spoken.push({ text: u.text, lang: u.lang });
          queue.push(u);
        },
        cancel() {
          log.cancelled++;
          queue.length = 0;
        },
      },
    });
    Object.assign(window, { __finishSpeech: () => queue.splice(0).forEach((u) => u.onend?.()) });
  });
}

/**
 * The file's page whose speech synthesis is the recorder above, at `viewport`: one context for the
 * tests with it (ADR 67), each loading its page anew.
 */
const stubbed = new WeakSet<WatchedPage>();
async function speakingPage(viewport: { width: number; height: number }): Promise<WatchedPage> {
  const w = await sharedPage({ viewport }, 'speech');
  if (!stubbed.has(w)) {
    await stubSpeech(w);
    stubbed.add(w);
  }
  return w;
}

const speechLog = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech);
const spokenSince = async (page: Page, from: number) =>
  (await speechLog(page)).spoken
    .slice(from)
    .map((s) => s.text)
    .join(' ');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

const AMT = '/rathaus/fachaemter/buergerbuero_49';
const FASNET = '/gaeste/fasnet/';

describe('read-aloud for downloads', () => {
  it('reads the download’s text, description and file type by keyboard, and stops again', async () => {
    const w = await speakingPage({ width: 1280, height: 900 });
    await w.page.goto(AMT);
    await waitForHydration(w.page);
    const item = w.page.locator('.st-downloads__item').first();
    const title = (await item.locator('.st-downloads__link').evaluate((a) => a.firstChild?.textContent ?? '')).trim();
    const button = item.getByRole('button', { name: `Vorlesen: ${title}` });
    await expect.poll(() => button.count()).toBe(1);

    // The PDF's text as the CMS extracted it (GET …/text).
    const href = (await item.locator('.st-downloads__link').getAttribute('href'))!;
    const pdfText = await w.page.evaluate(async (url) => ((await (await fetch(`${url}/text`)).json()) as { data: { text: string } }).data.text, href);
    expect(pdfText.length).toBeGreaterThan(20);

    await button.focus();
    await w.page.keyboard.press('Enter');
    await expect.poll(() => focusedName(w.page)).toBe(`Vorlesen beenden: ${title}`);
    await expect.poll(() => spokenSince(w.page, 0)).toContain('Inhalt des Dokuments: ');
    const log = await speechLog(w.page);
    expect(new Set(log.spoken.map((s) => s.lang))).toEqual(new Set(['de-DE']));
    const text = log.spoken.map((s) => s.text).join(' ');
    expect(text).toMatch(new RegExp(`^Download: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
    // Name, description and file type first, then the document's text.
    const [own, doc] = text.split(' Inhalt des Dokuments: ');
    expect(own).toMatch(/Dateityp PDF, [\d,]+ (KB|MB|Bytes?)\.$/);
    const description = await item
      .locator('.st-downloads__desc')
      .first()
      .textContent()
      .catch(() => null);
    if (description) expect(own).toContain(description.trim().replace(/\.$/, ''));
    // All of it (the reading ends the last sentence with a full stop).
    const flat = (t: string) => t.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
    expect(flat(doc!)).toBe(flat(pdfText));

    // Space, like any button: the reading stops, the focus stays.
    const cancelled = (await speechLog(w.page)).cancelled;
    await w.page.keyboard.press('Space');
    await expect.poll(() => focusedName(w.page)).toBe(`Vorlesen: ${title}`);
    expect((await speechLog(w.page)).cancelled).toBeGreaterThan(cancelled);
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
  });

  it('one reading at a time: the page’s reading ends the item’s, which switches back', async () => {
    const w = await speakingPage({ width: 1280, height: 900 });
    await w.page.goto(AMT);
    await waitForHydration(w.page);
    const itemButton = w.page.locator('.st-downloads__item .st-speak__button').first();
    await expect.poll(() => itemButton.count()).toBe(1);
    await itemButton.click();
    await expect.poll(() => itemButton.textContent()).toMatch(/^Vorlesen beenden: /);
    // While it reads, on a phone too.
    await w.page.setViewportSize({ width: 375, height: 900 });
    await expectNoAxeViolations(w.page);
    await w.page.setViewportSize({ width: 1280, height: 900 });
    const page = w.page.locator('.st-readaloud button');
    await page.click();
    await expect.poll(() => page.textContent()).toBe('Vorlesen beenden');
    await expect.poll(() => itemButton.textContent()).toMatch(/^Vorlesen: /);
    // And the other way round.
    const spokenBefore = (await speechLog(w.page)).spoken.length;
    await itemButton.click();
    await expect.poll(() => page.textContent()).toBe('Vorlesen');
    // The item's reading starts once its document's text has arrived (the button switched at once).
    await expect.poll(() => spokenSince(w.page, spokenBefore)).toContain('Inhalt des Dokuments: ');
    // When the reading has finished, the button switches back by itself.
    await w.page.evaluate(() => (window as unknown as { __finishSpeech: () => void }).__finishSpeech());
    await expect.poll(() => itemButton.textContent()).toMatch(/^Vorlesen: /);
    expectNoProblems(w);
  });
});

describe('read-aloud of the Wegweiser’s forms and the fire brigade’s downloads (spec §2.8)', () => {
  it('gives every form and every download its button, which reads it', async () => {
    const w = await speakingPage({ width: 1280, height: 900 });
    for (const path of ['/rathaus/wegweiser/formulare', '/feuerwehr/gesamtwehr/informatives/downloads/']) {
      await w.page.goto(path);
      await waitForHydration(w.page);
      const items = w.page.locator('.st-downloads__item');
      const count = await items.count();
      expect(count, path).toBeGreaterThan(3);
      await expect.poll(() => w.page.locator('.st-downloads__item .st-speak__button').count(), { message: path }).toBe(count);
      const item = items.first();
      const title = (await item.locator('.st-downloads__link').evaluate((a) => a.firstChild?.textContent ?? '')).trim();
      const before = (await speechLog(w.page)).spoken.length;
      await item.getByRole('button', { name: `Vorlesen: ${title}` }).click();
      await expect.poll(() => spokenSince(w.page, before), { message: path }).toContain(`Download: ${title}.`);
      await expectNoAxeViolations(w.page);
    }
    expectNoProblems(w);
  });
});

describe('read-aloud of a gazette issue', () => {
  it('reads the issue and the text of its PDF; a second press while the text loads cancels (375 and 1280 px)', async () => {
    const w = await speakingPage({ width: 375, height: 900 });
    // The text arrives only when the test lets it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await w.page.route('**/api/cms/dateien/*/*/text', async (route) => {
      await held;
      // The request cancelled by the second press is gone by then.
      await route.continue().catch(() => undefined);
    });
    await w.page.goto('/rathaus/amtsblatt/');
    await waitForHydration(w.page);
    const issue = w.page.locator('.st-issue').first();
    const name = (await issue.locator('.st-issue__title').textContent())!.trim();
    const button = issue.getByRole('button', { name: `Vorlesen: ${name}` });
    await expect.poll(() => button.count()).toBe(1);

    // Pressed, then pressed again before the text is there: nothing is read.
    await button.press('Enter');
    await expect.poll(() => focusedName(w.page)).toBe(`Vorlesen beenden: ${name}`);
    await w.page.keyboard.press('Enter');
    await expect.poll(() => focusedName(w.page)).toBe(`Vorlesen: ${name}`);
    expect((await speechLog(w.page)).spoken).toEqual([]);
    release();

    // Pressed and left alone: the issue, then its PDF's text.
    await w.page.keyboard.press('Space');
    await expect.poll(() => spokenSince(w.page, 0)).toContain('Inhalt des Dokuments: ');
    const text = await spokenSince(w.page, 0);
    const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(text).toMatch(
      new RegExp(
        `^Download: ${esc(name)}\\. Dateityp PDF, [\\d,.]+ (KB|Bytes?)\\. Inhalt des Dokuments: Amtsblatt Nr\\. \\d+/\\d{4} Amtsblatt der Stadt Musterstadt – Ausgabe \\d+/\\d{4}`,
      ),
    );
    const firstTopic = (await issue.locator('.st-issue__topics li').first().textContent())!.trim();
    expect(text).toContain(`• ${firstTopic}`);
    // While it reads, on a phone and on a desktop.
    await expectNoAxeViolations(w.page);
    await w.page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    // The file's page serves the next tests without the held texts.
    await w.page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe('read-aloud for links', () => {
  for (const width of [375, 1280]) {
    it(`reads a link of a link list and where it leads (${width} px)`, async () => {
      const w = await speakingPage({ width, height: 900 });
      await w.page.goto(FASNET);
      await waitForHydration(w.page);
      const items = w.page.locator('.st-infobox__speakable');
      await expect.poll(() => items.locator('.st-speak__button').count()).toBeGreaterThan(1);
      expect(await items.locator('.st-speak__button').count()).toBe(await items.count());
      const external = items.filter({ has: w.page.locator('a[target="_blank"]') }).first();
      const text = (await external.locator('a').evaluate((a) => a.firstChild?.textContent ?? '')).trim();
      const from = (await speechLog(w.page)).spoken.length;
      await external.getByRole('button', { name: `Vorlesen: ${text}` }).press('Enter');
      await expect.poll(() => spokenSince(w.page, from)).toBe(`Link: ${text}. Eine andere Website, sie öffnet in einem neuen Fenster.`);
      // The button sits beside its link, inside the box.
      const [link, button] = await Promise.all([external.locator('a').boundingBox(), external.locator('.st-speak__button').boundingBox()]);
      expect(button!.x).toBeGreaterThanOrEqual(link!.x);
      expect(button!.x + button!.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(w.page);
      expectNoProblems(w);
    });
  }

  it('stops on navigation', async () => {
    const w = await speakingPage({ width: 1280, height: 900 });
    await w.page.goto(FASNET);
    await waitForHydration(w.page);
    const button = w.page.locator('.st-infobox__speakable .st-speak__button').first();
    await expect.poll(() => button.count()).toBe(1);
    await button.click();
    const cancelled = (await speechLog(w.page)).cancelled;
    await w.page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Rathaus & Service' }).click();
    await w.page.waitForURL('**/rathaus/');
    await expect.poll(async () => (await speechLog(w.page)).cancelled).toBeGreaterThan(cancelled);
  });
});

describe('without speech synthesis', () => {
  it('offers no read-aloud option', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    await w.context.addInitScript(() => {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
    });
    for (const path of [AMT, FASNET]) {
      await w.page.goto(path);
      await waitForHydration(w.page);
      await w.page.waitForTimeout(200);
      expect(await w.page.getByRole('button', { name: /^Vorlesen/ }).count(), path).toBe(0);
    }
    await w.context.close();
  });

  it('nothing moves when the buttons appear after hydration', async () => {
    const w = await openPage({ viewport: { width: 375, height: 900 } });
    await stubSpeech(w);
    // Fonts cached first: their swap on a first visit moves text too (font-display: swap), not the buttons.
    await w.page.goto('/rathaus/kontakt/');
    await w.page.evaluate(() => Promise.all(['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em "Source Sans 3"`))));
    await w.page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => shifts.push((e as PerformanceEntry & { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await w.page.goto(FASNET);
    await waitForHydration(w.page);
    await expect.poll(() => w.page.locator('.st-speak__button').count()).toBeGreaterThan(0);
    await w.page.waitForTimeout(300);
    expect(await w.page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    await w.context.close();
  });
});
