/**
 * Reading server-rendered HTML in integration tests: the visible text as React writes it (entities
 * and the `<!-- -->` text separators undone, scripts with their embedded data left out).
 */
export function pageText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/** The text of the page's first h1. */
export function firstH1(html: string): string {
  return pageText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();
}
