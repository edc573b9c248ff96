import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

/**
 * The allow-list of stored formatted text against the usual attacks: the payloads of the OWASP XSS
 * Filter Evasion Cheat Sheet (scripts, event handlers, javascript:/vbscript:/data: addresses with
 * entity, case and whitespace tricks, malformed tags, style and CSS expressions, SVG, iframes, meta
 * refresh, base, form and comment tricks) come out inert: only allowed tags with allowed attributes,
 * links only to http(s), mailto, tel and this site.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  '<a href="jav\tascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td BACKGROUND="javascript:alert(\'XSS\')">x</td></tr></TABLE>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="\\\\evil.example/">x</a>',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<p onclick="alert(1)" class="x" id="y">Absatz</p>',
  '<h2 onmouseover=alert(1)>Titel</h2>',
  '"><img src=x onerror=alert(1)>',
  "'';!--\"<XSS>=&{()}",
  '<details open ontoggle=alert(1)>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java%0ascript:alert(1)">x</a>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  // A slash and a backslash: browsers read it as another site's address, like //.
  '<a href="/\\evil.example/">x</a>',
];

const TAGS: Record<string, readonly string[]> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  br: [],
  ul: [],
  ol: ['start'],
  li: [],
  em: [],
  strong: [],
  a: ['href', 'title'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const SAFE_HREF = /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:\+?[\d\s()/-]+|\/(?![/\\])[^\s"'<>]*|#[\w-]+)$/i;

/** Every tag and attribute of the output, checked against the allow-list; answers what does not pass. */
function offences(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const tag = m[2]!.toLowerCase();
    if (!(tag in TAGS)) out.push(`Tag ${tag}`);
    if (m[1]) continue;
    for (const a of m[3]!.replace(/\s*\/$/, '').matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      const name = a[1]!.toLowerCase();
      if (!(TAGS[tag] ?? []).includes(name)) out.push(`Attribut ${name} an ${tag}`);
      const value = (a[2] ?? '').replace(/&amp;/g, '&');
      if (name === 'href' && !SAFE_HREF.test(value)) out.push(`Adresse ${value}`);
    }
  }
  // Anything that still looks like markup outside the tags counted above would be a parser trick.
  if (/<(?![/a-zA-Z])/.test(html.replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g, ''))) out.push('spitze Klammer im Text');
  if (/javascript:|vbscript:|data:text|on[a-z]+=/i.test(html.replace(/&[a-z]+;|&#x?[0-9a-f]+;?/gi, ''))) {
    // Only as text is this harmless; a tag never carries it (checked above).
    if (/<[^>]*(javascript:|vbscript:|data:|on[a-z]+=)/i.test(html)) out.push('Skript in einem Tag');
  }
  return out;
}

describe('allow-list of formatted text', () => {
  it.each(PAYLOADS.map((p) => [p]))('leaves %s inert', (payload) => {
    const clean = sanitizeRichText(`<p>Vorher</p>${payload}<p>Nachher</p>`);
    expect(offences(clean), clean).toEqual([]);
    expect(clean).not.toMatch(/<script|<style|<iframe|<img|<svg|<object|<embed|<meta|<link|<base|<form|<input|<body/i);
    // What comes before stays; an unclosed script or style may swallow the rest, never run it.
    expect(clean.startsWith('<p>Vorher</p>')).toBe(true);
  });

  it('keeps what editors write: headings, lists, links of the allowed kinds, emphasis and tables', () => {
    const html =
      '<h2>Überschrift</h2><h3>Unterpunkt</h3><h4>Detail</h4><p>Text mit <strong>fett</strong> und <em>kursiv</em>, ' +
      '<a href="https://www.example.org/">extern</a>, <a href="/rathaus/">intern</a>, <a href="mailto:rathaus@musterstadt.de">Mail</a>, ' +
      '<a href="tel:+4976411230">Telefon</a>.</p><ul><li>eins</li></ul><ol start="3"><li>drei</li></ol>' +
      '<table><caption>Zeiten</caption><thead><tr><th scope="col">Tag</th></tr></thead><tbody><tr><td colspan="2">Montag</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns other markup into allowed markup, and text without markup into paragraphs', () => {
    expect(sanitizeRichText('<h1>Groß</h1><b>fett</b> <i>kursiv</i> <div class="x">Block</div>')).toBe(
      '<h2>Groß</h2><strong>fett</strong> <em>kursiv</em> Block',
    );
    expect(sanitizeRichText('Erste Zeile\nzweite Zeile\n\nNeuer Absatz mit <3 & Herz')).toBe(
      '<p>Erste Zeile<br />zweite Zeile</p>\n<p>Neuer Absatz mit &lt;3 &amp; Herz</p>',
    );
    expect(sanitizeRichText('<p></p><p>  </p><p>Inhalt</p>')).toBe('<p>Inhalt</p>');
  });
});
