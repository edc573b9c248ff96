/**
 * JSON for an inline <script>: `<` is escaped so no `</script>` or `<!--` can end or confuse the
 * element; U+2028/U+2029 are escaped because older JavaScript parsers treat them as line breaks.
 */
export function serializeForScript(value: unknown): string {
  // One pass over the text (a page's initial data is tens of kilobytes), not one per escaped character.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escapeInScript);
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escapeInScript = (c: string) => (c === '<' ? '\\u003c' : c === '\u2028' ? '\\u2028' : '\\u2029');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
