/**
 * The server's entry (`node dist/server/index.js`, the Procfile, `npm start`). The town file comes
 * first (ADR 30): its facts are installed before the rest of the site is even loaded, because modules
 * read them as they load (the town segment of the route table, the menus). The site's modules come
 * by a dynamic import, so the bundle's chunks of them run only after this.
 */
import './town/boot';

await import('./main');
