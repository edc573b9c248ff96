/**
 * Formatted text as the desk takes it (ADR 16): simple HTML, or plain text typed into the plain field
 * without JavaScript, where a blank line starts a new paragraph and a single line break stays one. The
 * server's allow-list (server/cms/parts/redaktion/sanitize.ts) and the desk's editor read it alike.
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
