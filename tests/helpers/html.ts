/**
 * Reading server-rendered HTML in integration tests: the visible text as React writes it (entities
 * and the `<!-- -->` text separators undone, scripts with their embedded data left out).
 */
export function pageText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, decodeEntities)
    .replace(/\s+/g, ' ');
}

/** The character references React and the site write (`&amp;` last, so that `&amp;lt;` stays `&lt;`). */
export function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

/** The text of the page's first h1. */
export function firstH1(html: string): string {
  return pageText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();
}
