/**
 * Formatted text as the desk takes it (ADR 16): simple HTML, or plain text typed into the plain field
 * without JavaScript, where a blank line starts a new paragraph and a single line break stays one. The
 * server's allow-list (server/cms/sanitize.ts) and the desk's editor read it alike.
 */
export const hasMarkup = (text: string): boolean => /<\/?[a-z!][^>]*>/i.test(text);

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text without any markup as paragraphs. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The HTML a field's text stands for: markup as it is, plain text as paragraphs. */
export function asHtml(input: string): string {
  const text = input.replace(/\r\n?/g, '\n').trim();
  return hasMarkup(text) ? text : paragraphs(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Formatted text as a person reads it, without its markup (the desk's comparison of two versions):
 * paragraphs, headings, list items and table rows on lines of their own, a list item with a dash.
 */
export function textOf(input: string): string {
  return asHtml(input)
    .replace(/<li[^>]*>/gi, '\n– ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|tr|ul|ol|table|caption)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
    )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
