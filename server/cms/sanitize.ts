import sanitizeHtmlLib from 'sanitize-html';
import { asHtml } from '../../shared/format/rich-text';

/**
 * The one allow-list of formatted text the site stores (ADR 16): headings h2 to h4, paragraphs and
 * line breaks, lists, links (http, https, mailto, tel and addresses of this site), emphasis and
 * tables. Everything else goes: scripts and styles with their content, event handlers, style and class
 * attributes, other schemes (javascript:, data:, vbscript:), protocol-relative links, comments. Runs on
 * the server on every save, whatever the editor sent; the public pages show the stored HTML as it is.
 */
const OPTIONS: sanitizeHtmlLib.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'em', 'strong', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is no content either.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link keeps only an address that is a full web address, mail, phone or a path of this site.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      // A path of this site never starts with `//` or `/\`: browsers read both as another site's address.
      const ok = /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:\+?[\d\s()/-]+|\/(?![/\\])[^\s"'<>]*|#[\w-]+)$/i.test(href);
      const out: Record<string, string> = {};
      if (ok) out.href = href;
      if (attribs.title) out.title = attribs.title;
      return { tagName, attribs: out };
    },
    th: (tagName, attribs) => ({ tagName, attribs: numericSpans(attribs, ['scope']) }),
    td: (tagName, attribs) => ({ tagName, attribs: numericSpans(attribs, []) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

function numericSpans(attribs: Record<string, string>, keep: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keep) if (attribs[k] && /^(row|col|rowgroup|colgroup)$/.test(attribs[k]!)) out[k] = attribs[k]!;
  for (const k of ['colspan', 'rowspan']) if (attribs[k] && /^\d{1,2}$/.test(attribs[k]!)) out[k] = attribs[k]!;
  return out;
}

/**
 * HTML from elsewhere (an upstream CMS's formatted text, ADR 29) through the same allow-list, taken
 * as HTML as it is: text without tags stays text (its entities are entities), nothing is added.
 */
export function sanitizeHtml(input: string): string {
  return sanitizeHtmlLib(input, OPTIONS).trim();
}

/** Formatted text as stored: the allow-list applied (plain text turned into paragraphs first). */
export function sanitizeRichText(input: string): string {
  const html = asHtml(input);
  if (!html) return '';
  const clean = sanitizeHtmlLib(html, OPTIONS).trim();
  // Empty paragraphs the editor leaves behind are no content.
  return clean.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim();
}
