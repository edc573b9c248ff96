import type { TownFacts } from '../../../shared/site/town';

/**
 * The site's e-mails as people read them (ADR 49): German, a plain text and an HTML alternative that
 * reads well on a phone (one column, at most 600 px, 16 px text, no images but the crest), with the
 * town's name and crest from the town settings. The crest travels inside the mail (an inline
 * attachment the worker adds, `cid:`), so opening a mail requests nothing from anyone: no tracking
 * pixel, no remote image. Every link is absolute and points to the town's own site (or is a mailto:
 * or tel: link); a link anywhere else is refused, so no mail sends its reader to a third party.
 */
export interface MailContent {
  /** The heading, and the subject's usual text. */
  title: string;
  /** Paragraphs of running text; a line break inside one is kept. */
  paragraphs: string[];
  /** Label and value pairs (a reference number, what a person sent), shown as a list after the paragraphs. */
  facts?: { label: string; value: string }[];
  /** Links after the text: a path of the site ('/rathaus/…'), an address of the site, mailto: or tel:. */
  links?: { label: string; href: string }[];
  /** Small print at the end (why the mail came, how to stop it): a text, or a link of the site. */
  footer?: Array<string | { label: string; href: string }>;
  /** The public origin the links point to; the town's `origin` when not given. */
  origin?: string;
}

/** The crest's Content-ID: the worker attaches the crest to every HTML mail that names it. */
export const CREST_CID = 'wappen@stadt';

export class ForeignLinkError extends Error {}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const lines = (s: string) => escape(s).replace(/\r?\n/g, '<br>');

/** An address of the link as the mail names it: absolute, of the site's own origin. */
export function absoluteLink(href: string, origin: string, town: Pick<TownFacts, 'origin'>): string {
  if (/^(mailto|tel):/i.test(href)) return href;
  const base = new URL(origin);
  const url = new URL(href, base);
  const own = new Set([base.origin, new URL(town.origin).origin]);
  if (!/^https?:$/.test(url.protocol) || !own.has(url.origin)) {
    throw new ForeignLinkError(`Eine E-Mail verlinkt nur die eigene Website, nicht ${url.origin}`);
  }
  return url.toString();
}

/** Plain text and HTML of a mail of the town's site. */
export function renderMail(town: TownFacts, content: MailContent): { text: string; html: string } {
  const origin = new URL(content.origin ?? town.origin).origin;
  const links = (content.links ?? []).map((l) => ({ label: l.label, href: absoluteLink(l.href, origin, town) }));
  const facts = content.facts ?? [];
  const footer = (content.footer ?? []).map((f) => (typeof f === 'string' ? f : { label: f.label, href: absoluteLink(f.href, origin, town) }));
  const a = town.address;
  const sender = [town.officialName, `${a.street}, ${a.zip} ${a.city}`, `Telefon ${town.phone}`, town.email];

  const text = [
    town.officialName,
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.flatMap((f) => (f.value.includes('\n') ? [`${f.label}:`, f.value, ''] : [`${f.label}: ${f.value}`])), ''] : []),
    ...links.flatMap((l) => [`${l.label}:`, l.href, '']),
    '-- ',
    ...sender,
    origin,
    ...(footer.length ? ['', ...footer.flatMap((f) => (typeof f === 'string' ? [f, ''] : [`${f.label}:`, f.href, '']))] : []),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();

  const primary = /^#[0-9a-f]{6}$/i.test(town.theme.primary) ? town.theme.primary : '#1f1f1f';
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${lines(s)}</p>`;
  const html = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escape(content.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f3f3;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f3f3">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${primary}">
<tr><td style="padding:16px 20px;border-bottom:1px solid #dddddd">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:12px;vertical-align:middle"><img src="cid:${CREST_CID}" width="40" height="48" alt="${escape(town.crest.alt)}" style="display:block;border:0;height:48px;width:auto"></td>
<td style="vertical-align:middle;font-size:18px;font-weight:bold;color:#1f1f1f">${escape(town.officialName)}</td>
</tr></table>
</td></tr>
<tr><td style="padding:20px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f1f1f">${escape(content.title)}</h1>
${content.paragraphs.map(p).join('\n')}
${
  facts.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #dddddd">
${facts
  .map(
    (f) =>
      `<tr><td style="padding:8px 0;border-bottom:1px solid #dddddd;font-size:16px;line-height:1.5"><strong>${escape(f.label)}</strong><br>${lines(f.value)}</td></tr>`,
  )
  .join('\n')}
</table>`
    : ''
}
${links
  .map(
    (l) =>
      `<p style="margin:0 0 16px;font-size:16px;line-height:1.5"><a href="${escape(l.href)}" style="color:${primary};font-weight:bold;text-decoration:underline">${escape(l.label)}</a></p>`,
  )
  .join('\n')}
</td></tr>
<tr><td style="padding:16px 20px;background:#f7f7f7;border-top:1px solid #dddddd;font-size:14px;line-height:1.5;color:#444444">
${sender.map(escape).join('<br>\n')}<br>
<a href="${escape(origin)}/" style="color:#444444">${escape(new URL(origin).host)}</a>
${footer
  .map(
    (f) =>
      `<p style="margin:12px 0 0;font-size:14px;line-height:1.5">${typeof f === 'string' ? lines(f) : `<a href="${escape(f.href)}" style="color:#444444">${escape(f.label)}</a>`}</p>`,
  )
  .join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { text: `${text}\n`, html };
}
