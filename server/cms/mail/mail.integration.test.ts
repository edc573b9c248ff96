import path from 'node:path';
import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../../tests/helpers/app';
import { firstRow } from '../../../tests/helpers/store';
import { startSmtp, type TestSmtp } from '../../../tests/helpers/smtp';
import { openDatabase, type OpenedDb } from '../db';
import { parts } from '../registry';
import type { CmsContext } from '../contract/implement';
import { MAX_ATTEMPTS, mailsAbout, permanentFailures, queueMail, queueMails, sendDue, smtpMailer } from '.';

/**
 * The core's outbox (ADR 49): the move of the inbox's mails into it, queueing with a key once, and the
 * worker over a real SMTP connection: HTML, header lines, attachments, the reply address, a
 * Message-ID that stays the same, and a permanent refusal given up at once and counted per address.
 */
const logger = pino({ level: 'silent' });
const FROM = 'Stadt Musterstadt <website@musterstadt.de>';
let dir = '';
let store: OpenedDb;
let smtp: TestSmtp;
const now = new Date('2026-11-28T10:00:00Z');
const ctx = () => ({ db: store.db, dialect: store.dialect, now: () => now }) as unknown as CmsContext;

beforeAll(async () => {
  dir = tempDataDir('st-post-');
  const file = path.join(dir, 'alt.db');
  // A database of the release before: every part but the mail service, one submission with its mail.
  const before = await openDatabase(file, { parts: parts.filter((p) => p.name !== 'post') });
  const t = '2026-11-20T09:00:00.000Z';
  const [e] = await before.raw.query<{ id: number }>(
    `INSERT INTO eingang (uuid, art, referenz, schluessel, status, felder, erstellt, geaendert) VALUES ('u-1', 'kontakt', 'KF-2026-000001', 'k-1', 'neu', '{}', ?, ?) RETURNING id`,
    [t, t],
  );
  await before.raw.query(
    `INSERT INTO eingang_post (eingang_id, an, betreff, text, antwort_an, status, versuche, naechster_versuch, gesendet, erstellt) VALUES (?, 'amt@musterstadt.de', 'Alt gesendet', 'Text', 'b@example.org', 'gesendet', 1, ?, ?, ?), (?, 'amt@musterstadt.de', 'Alt wartend', 'Text', NULL, 'wartend', 3, ?, NULL, ?)`,
    [e!.id, t, t, t, e!.id, t, t],
  );
  await before.close();
  store = await openDatabase(file);
  smtp = await startSmtp({ refuse: (a) => (a.startsWith('unbekannt@') ? 550 : null) });
});

afterAll(async () => {
  await store?.close();
  await smtp?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the outbox in the core', () => {
  it("moves the inbox's mails of the release before, so the case still shows them, and leaves eingang_post empty", async () => {
    const id = (await firstRow<{ id: number }>(store, "SELECT id FROM eingang WHERE referenz = 'KF-2026-000001'"))!.id;
    const mails = await mailsAbout(store.db, `eingang:${id}`);
    expect(mails.map((m) => [m.subject, m.status, m.attempts, m.to])).toEqual([
      ['Alt gesendet', 'gesendet', 1, 'amt@musterstadt.de'],
      ['Alt wartend', 'wartend', 3, 'amt@musterstadt.de'],
    ]);
    expect(mails[0]!.sent).toBe('2026-11-20T09:00:00.000Z');
    expect(mails[1]!.nextAttempt).toBe('2026-11-20T09:00:00.000Z');
    expect(await firstRow(store, "SELECT antwort_an FROM postausgang WHERE betreff = 'Alt gesendet'")).toEqual({ antwort_an: 'b@example.org' });
    expect(await firstRow(store, 'SELECT COUNT(*) AS n FROM eingang_post')).toEqual({ n: 0 });
    // Out of the way of the tests below.
    await store.raw.query("UPDATE postausgang SET status = 'aufgegeben' WHERE betreff = 'Alt wartend'");
  });

  it('queues a mail with a key once, in the caller’s transaction, and nothing of a transaction that rolled back', async () => {
    const mail = { to: 'erika@example.org', subject: 'Bestätigung', text: 'Danke.', key: 'bestaetigung:1', about: 'test:1' };
    expect(await queueMail(store.db, mail, now)).toBe(true);
    expect(await queueMail(store.db, { ...mail, text: 'Noch einmal.' }, now)).toBe(false);
    expect(await queueMails(store.db, [mail, { ...mail, key: 'bestaetigung:2' }, { ...mail, key: undefined }], now)).toBe(2);
    await expect(
      store.db.transaction().execute(async (trx) => {
        await queueMail(trx, { ...mail, key: 'bestaetigung:3' }, now);
        throw new Error('zurück');
      }),
    ).rejects.toThrow('zurück');
    const rows = await store.raw.query<{ schluessel: string | null; text: string }>(
      "SELECT schluessel, text FROM postausgang WHERE bezug = 'test:1' ORDER BY id",
    );
    expect(rows).toEqual([
      { schluessel: 'bestaetigung:1', text: 'Danke.' },
      { schluessel: 'bestaetigung:2', text: 'Danke.' },
      { schluessel: null, text: 'Danke.' },
    ]);
    // A header line or an address with a line break is refused, never written.
    await expect(queueMail(store.db, { ...mail, key: undefined, subject: 'a\r\nBcc: x@example.org' }, now)).rejects.toThrow(/Betreff/);
    await expect(queueMail(store.db, { ...mail, key: undefined, headers: { 'X-A': 'b\nBcc: x' } }, now)).rejects.toThrow(/Kopfzeile/);
    await store.raw.query("DELETE FROM postausgang WHERE bezug = 'test:1'");
  });

  it('sends text, HTML, header lines, an attachment and the reply address; a 5xx is given up at once and counted for its address', async () => {
    await queueMails(
      store.db,
      [
        {
          to: 'erika@example.org',
          subject: 'Ihre Meldung SM-2026-000001: Straßenlaterne',
          text: 'Grüße aus dem Rathaus.\n',
          html: '<p>Grüße aus dem <strong>Rathaus</strong>.</p>',
          replyTo: 'tiefbau@musterstadt.de',
          headers: { 'List-Unsubscribe': '<https://www.musterstadt.de/abmelden/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          attachments: [{ filename: 'termin.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
          about: 'test:2',
        },
        { to: 'unbekannt@example.org', subject: 'Zweimal abgewiesen', text: 'x', about: 'test:2' },
      ],
      now,
    );
    const mailer = smtpMailer(smtp.url);
    try {
      expect(await sendDue(ctx(), mailer, FROM, logger)).toBe(2);
    } finally {
      mailer.close();
    }
    const [m] = await smtp.waitFor(1);
    expect(m!.to).toEqual(['erika@example.org']);
    expect(m!.subject).toBe('Ihre Meldung SM-2026-000001: Straßenlaterne');
    expect(m!.text).toBe('Grüße aus dem Rathaus.\n');
    expect(m!.html).toBe('<p>Grüße aus dem <strong>Rathaus</strong>.</p>');
    expect(m!.headers['reply-to']).toBe('tiefbau@musterstadt.de');
    expect(m!.headers['list-unsubscribe']).toBe('<https://www.musterstadt.de/abmelden/abc>');
    expect(m!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(m!.attachments).toEqual([{ filename: 'termin.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }]);
    expect(m!.headers['message-id']).toMatch(/^<\d+\.[0-9a-z]+@musterstadt\.de>$/);

    const rows = await store.raw.query<{ an: string; status: string; versuche: number; letzter_fehler: string | null }>(
      "SELECT an, status, versuche, letzter_fehler FROM postausgang WHERE bezug = 'test:2' ORDER BY id",
    );
    expect(rows[0]).toMatchObject({ an: 'erika@example.org', status: 'gesendet', versuche: 1 });
    // Refused for good: not tried MAX_ATTEMPTS times, given up at the first answer.
    expect(rows[1]).toMatchObject({ an: 'unbekannt@example.org', status: 'aufgegeben', versuche: 1 });
    expect(rows[1]!.letzter_fehler).toMatch(/550/);
    expect(MAX_ATTEMPTS).toBeGreaterThan(1);
    expect(await permanentFailures(store.db, 'Unbekannt@Example.org')).toBe(1);
    expect(await permanentFailures(store.db, 'unbekannt@example.org', new Date(now.getTime() + 1))).toBe(0);
    expect(await permanentFailures(store.db, 'erika@example.org')).toBe(0);
  });
});
