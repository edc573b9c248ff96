import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for tests (smtp-server): it accepts every mail, or refuses recipients as told,
 * and keeps what it received, decoded enough to assert on (subject, headers, the text and HTML parts,
 * attachments). Start it, give its `url` to the site as SMTP_URL, wait for mails with `waitFor`.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived. */
  data: string;
  /** Header lines, names in lower case, unfolded, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The plain text part, decoded, line ends as \n. */
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once at least `n` mails (matching `filter`) arrived; rejects after `ms`. */
  waitFor(n: number, filter?: (m: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** An SMTP code (e.g. 550 or 452) to refuse this recipient with, or null to accept. */
  refuse?: (address: string) => number | null;
}

export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Several connections of one pooled sender at once.
    maxClients: 50,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address) ?? null;
      if (code === null) return callback();
      const err = new Error(code >= 500 ? 'Postfach unbekannt' : 'Postfach voll') as Error & { responseCode: number };
      err.responseCode = code;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          ...parseMessage(data),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async waitFor(n, filter = () => true, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.filter(filter);
        if (found.length >= n) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} von ${n} Mails angekommen`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const headText = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) head[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return { head, body };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'data'> {
  const { head, body } = splitHead(raw);
  const out: Omit<ReceivedMail, 'from' | 'to' | 'data'> = { headers: head, subject: head.subject ?? '', text: '', html: null, attachments: [] };
  const walk = (headers: Record<string, string>, content: string) => {
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = content.split(`--${boundary}`).slice(1);
      for (const p of parts) {
        if (p.startsWith('--')) break;
        const { head: h, body: b } = splitHead(p.replace(/^\r?\n/, ''));
        walk(h, b.replace(/\r?\n$/, ''));
      }
      return;
    }
    const decoded = decodeBody(content, headers['content-transfer-encoding']);
    const disposition = headers['content-disposition'] ?? '';
    if (/attachment/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
      out.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content: decoded });
    } else if (/^text\/html/i.test(type)) out.html = decoded.replace(/\r\n/g, '\n');
    else if (/^text\/plain/i.test(type) && !out.text) out.text = decoded.replace(/\r\n/g, '\n');
  };
  walk(head, body);
  return out;
}
