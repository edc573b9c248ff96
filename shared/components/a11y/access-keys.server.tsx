import { renderToStaticMarkup } from 'react-dom/server';
import { AccessKeysMarkup } from './AccessKeysMarkup';
import type { HelpLinks } from './KeyboardHelpContent';

/*
 * Server-only: the client build turns every export of a `*.server.ts(x)` module into a function that
 * returns undefined (serverOnlyPlugin in scripts/build.ts). The shortcut block and its help text are
 * about 1.5 KB of static German markup on every page; rendering them here keeps them out of the
 * first-load JavaScript, which is at its budget. The browser keeps the server's markup (AccessKeys.tsx).
 */
const HTML = new Map<string, string>();

/** The shortcut block and help panel as HTML, rendered once per set of help links; undefined in the browser. */
export function accessKeysHtml(links: HelpLinks): string | undefined {
  const key = `${links.seitenbedienung}:${links.barrierefreiheit}`;
  let html = HTML.get(key);
  if (html === undefined) HTML.set(key, (html = renderToStaticMarkup(<AccessKeysMarkup links={links} />)));
  return html;
}
