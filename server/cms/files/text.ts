/**
 * The text of a stored document, for the site search and the read-aloud of a download (spec §2.8, §7
 * "document reader"). PDFs are read with PDF.js (the package `unpdf`: its build runs in Node without
 * native code, a canvas or a worker file; ADR 18), plain text files as UTF-8. The library is loaded on
 * the first document, so a site that stores none never loads it.
 */
import { DOKUMENT_TEXT_MAX } from '../../../shared/contract/files';

/** Pages read of one PDF at most; the text of later pages is left out (a gazette issue has 20 to 60). */
export const MAX_PAGES = 300;
/** Characters kept of one document at most (about 150 pages of dense text). */
export const MAX_TEXT = DOKUMENT_TEXT_MAX;
/** A PDF not read within this time gives up: a broken or hostile file must not keep the server busy. */
export const EXTRACT_TIMEOUT_MS = 30_000;

/** The bytes are not a PDF that can be read; `message` is German and may be shown to the uploader. */
export class PdfError extends Error {
  override name = 'PdfError';
}

/** Whether the bytes begin like a PDF file (`%PDF-`, possibly after a few bytes of junk, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/**
 * Line-end hyphenation of a word ('Gemein-\nderat'), joined. A hyphen before a capital ('Rad-\nWeg') or
 * before a conjunction ('Wasser-\nund Abwassergebühren') stays as it is.
 */
const HYPHENATED = /(\p{Ll}\p{Ll})-\n(?!(?:und|oder|bzw|sowie|bis|als|noch)\b)(\p{Ll})/gu;
const LIGATURES: Record<string, string> = { '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl', '\ufb05': 'st', '\ufb06': 'st' };

/** Tidies extracted text: NFC, ligatures spelled out, no soft hyphens or control characters, lines trimmed, at most one empty line. */
export function tidyText(raw: string): string {
  const text = raw
    .normalize('NFC')
    .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
    .replace(/\u00ad/g, '')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(HYPHENATED, '$1$2')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > MAX_TEXT ? text.slice(0, text.lastIndexOf(' ', MAX_TEXT) > 0 ? text.lastIndexOf(' ', MAX_TEXT) : MAX_TEXT) : text;
}

/**
 * The text of a PDF: its pages in order, one line per line of the page, pages separated by an empty
 * line, tidied (tidyText). A PDF without text (a scan) gives ''. Rejects with a PdfError when the bytes
 * are not a readable PDF, are encrypted with a password, or take longer than EXTRACT_TIMEOUT_MS.
 * The caller's bytes are not changed (PDF.js gets a copy).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  if (!looksLikePdf(bytes)) throw new PdfError('Die Datei ist kein PDF.');
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const read = async (): Promise<string> => {
    try {
      pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new PdfError(name === 'PasswordException' ? 'Das PDF ist mit einem Passwort geschützt.' : 'Das PDF kann nicht gelesen werden.');
    }
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES) && length < MAX_TEXT; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return tidyText(pages.join('\n\n\n'));
  };
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfError('Das PDF braucht zu lange zum Lesen.')), EXTRACT_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([read(), timeout]);
  } finally {
    clearTimeout(timer);
    await (pdf as { destroy(): Promise<void> } | null)?.destroy().catch(() => undefined);
  }
}

/** Whether documents of this type have a text the site extracts (PDF, plain text). */
export function hasText(mime: string): boolean {
  const type = mime.split(';')[0]!.trim().toLowerCase();
  return type === 'application/pdf' || type === 'text/plain';
}

/**
 * The text of a document of the given type: a PDF's (extractPdfText, rejecting like it), a text file's
 * content, '' for any other type.
 */
export async function documentText(bytes: Uint8Array, mime: string): Promise<string> {
  const type = mime.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return extractPdfText(bytes);
  if (type === 'text/plain') return tidyText(new TextDecoder('utf-8').decode(bytes));
  return '';
}
