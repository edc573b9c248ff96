import { Writable } from 'node:stream';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../shared/app/App';
import { errorPage } from '../../shared/routes';
import type { InitialData } from '../../shared/app/state';
import type { PageEntry, PageMeta } from '../../shared/routing/types';
import { HeadFactsContext, type HeadFacts } from '../../shared/app/head-facts';
import type { ErrorReporter } from '../observability/errors';
import { DOCUMENT_TAIL, documentHead } from './document';
import type { RequestFragments } from './fragments';
import { FragmentContext } from '../../shared/app/fragments';
import { TOWN } from '../../shared/site/town';
import { escapeHtml } from './serialize';
import type { AssetManifest } from './manifest';

export interface StreamOptions {
  res: Response;
  initial: InitialData;
  /** The code-split page of the state (its id names the chunks for modulepreload). */
  pageEntry: PageEntry;
  /** The page is not in the site's route table (App cannot find it by the route id). */
  serverOnlyPage: boolean;
  manifest: AssetManifest;
  nonce: string;
  /** Crawlers get the document when everything is ready, people at shell-ready. */
  waitForAll: boolean;
  abortAfterMs: number;
  canonical: string | null;
  liveReload: boolean;
  /** The site's public origin and the loader's description of the page, for the head (head-meta.ts). */
  origin: string;
  meta?: PageMeta;
  /**
   * The logger with the request bound to it, asked for only when a line is written: building it
   * (pino's child with the request's summary) is work a page that renders cleanly does not need.
   */
  logger: () => Logger;
  reportError: ErrorReporter;
  /**
   * Called once when the response has ended: with the whole document as sent, or null when the render
   * failed, was aborted or the visitor left (the page cache keeps only complete documents).
   */
  onComplete?: (document: Buffer | null) => void;
  /** The kept island HTML this render may use and fill (visitors without a session only). */
  fragments?: RequestFragments | null;
}

/**
 * Last resort when even the error page cannot be rendered (spec §8 "Error while showing the error
 * page"): static HTML with the details withheld from the visitor and a link home.
 */
export function fallbackErrorHtml(): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fehler – ${escapeHtml(TOWN.officialName)}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Es ist ein Fehler aufgetreten</h1><p>Beim Anzeigen der Fehlerseite ist ein weiterer Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.</p><p><a href="/">Zurück zur Startseite</a></p></body></html>`;
}

/**
 * Pipes React's output into the response: the document head first, the tail last; `copy` keeps what
 * was sent. React writes views of 4 KB and calls `flush()` when it has written all it has for now;
 * each `res.write` is a trip through the compression stream (ADR 64), so the sink gathers what React
 * writes and hands it over in one piece: when the render ends (a page whose data is loaded renders in
 * one pass: the whole document in `res.end`), or at the next turn of the event loop after React's
 * flush, when a suspended part still has to come. Nothing waits longer than that turn.
 */
function responseSink(
  res: Response,
  head: string,
  copy: Buffer[] | null,
  fragments: RequestFragments | null,
  onEnd: () => void,
): Writable & { flush: () => void } {
  let batch: Buffer[] = [Buffer.from(head)];
  let waiting = false;
  let ended = false;
  const take = (tail?: Buffer): Buffer => {
    if (tail) batch.push(tail);
    const bytes = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
    batch = [];
    copy?.push(bytes);
    return bytes;
  };
  // React hands over fresh views (never reused), and the fragment writer slices of them or kept HTML that is never changed.
  const send = (bytes: Uint8Array) => {
    batch.push(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };
  const writer = fragments?.writer(send) ?? null;
  const sink = new Writable({
    write(chunk: Uint8Array | string, _enc, cb) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (writer) writer.write(bytes);
      else send(bytes);
      cb();
    },
    final(cb) {
      writer?.end();
      ended = true;
      res.end(take(Buffer.from(DOCUMENT_TAIL)));
      onEnd();
      cb();
    },
  }) as Writable & { flush: () => void };
  // After React's flush: what it wrote goes out at the next turn of the event loop, unless the render
  // has ended by then; compression then sends the bytes instead of waiting for more.
  sink.flush = () => {
    if (waiting) return;
    waiting = true;
    setImmediate(() => {
      waiting = false;
      if (ended || res.destroyed || !batch.length) return;
      res.write(take());
      (res as Response & { flush?: () => void }).flush?.();
    });
  };
  return sink;
}

/**
 * The element a page's document renders: the page state under the router, the kept islands' scope
 * and the head's facts. One function, so that the benchmark's floor (scripts/render-floor.tsx) renders
 * exactly the tree a request renders.
 */
export function pageTree(initial: InitialData, entry: PageEntry | undefined, fragments: RequestFragments | null, facts: HeadFacts) {
  return (
    <StaticRouter location={initial.page.pathname + initial.page.search}>
      <FragmentContext.Provider value={fragments}>
        <HeadFactsContext.Provider value={facts}>
          <App initial={initial} entry={entry} />
        </HeadFactsContext.Provider>
      </FragmentContext.Provider>
    </StaticRouter>
  );
}

/**
 * React's options of a page's stream. Never outline a large Suspense boundary (an island) that is
 * complete: it would be sent hidden, to be shown by an inline script, and stay hidden without
 * JavaScript.
 */
export const streamOptions = (nonce: string) => ({ nonce, progressiveChunkSize: Number.MAX_SAFE_INTEGER });

export function streamPage(o: StreamOptions): void {
  const { res, initial } = o;
  const status = initial.page.status;
  const pageChunks = o.manifest.pages[o.pageEntry.id] ?? [];
  let settled = false;
  let failed = false;
  let completed = false;
  const copy: Buffer[] | null = o.onComplete ? [] : null;
  const complete = (document: Buffer | null) => {
    if (completed) return;
    completed = true;
    o.onComplete?.(document);
  };

  // Filled while the shell renders (the breadcrumb's trail), read when the head is written.
  const facts: HeadFacts = {};
  const tree = pageTree(initial, o.serverOnlyPage ? o.pageEntry : undefined, o.fragments ?? null, facts);

  const start = () => {
    if (settled) return;
    settled = true;
    res.status(status);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const head = documentHead({
      manifest: o.manifest,
      nonce: o.nonce,
      initial,
      layout: initial.page.layout,
      pageChunks,
      canonical: o.canonical,
      liveReload: o.liveReload,
      meta: { page: initial.page, origin: o.origin, meta: o.meta, breadcrumb: facts.breadcrumb },
    });
    stream.pipe(responseSink(res, head, copy, o.fragments ?? null, () => complete(failed || !copy ? null : Buffer.concat(copy))));
  };

  const stream = renderToPipeableStream(tree, {
    ...streamOptions(o.nonce),
    onShellReady() {
      if (!o.waitForAll) start();
    },
    onAllReady() {
      if (o.waitForAll) start();
    },
    onShellError(error) {
      if (settled) return;
      settled = true;
      failed = true;
      o.logger().error({ err: error }, 'Rendern der Seite fehlgeschlagen');
      o.reportError(error, { pathname: initial.page.pathname });
      complete(null);
      sendErrorPage(o, error);
    },
    onError(error) {
      failed = true;
      o.logger().error({ err: error }, 'Fehler beim Rendern');
      o.reportError(error, { pathname: initial.page.pathname });
    },
  });

  // A stuck render must not hold the socket: abort flushes what is there and closes the stream.
  const timer = setTimeout(() => stream.abort(new Error('Zeitüberschreitung beim Rendern')), o.abortAfterMs);
  res.on('close', () => {
    clearTimeout(timer);
    if (!res.writableFinished) {
      failed = true;
      stream.abort();
    }
    complete(null);
  });
}

/** 500 page rendered in one piece (the streaming attempt failed before the shell). */
function sendErrorPage(o: StreamOptions, cause: unknown): void {
  errorPage.preload().then(
    () => sendErrorPageNow(o, cause),
    () => sendErrorPageNow(o, cause),
  );
}

function sendErrorPageNow(o: StreamOptions, cause: unknown): void {
  const { res } = o;
  const initial: InitialData = {
    ...o.initial,
    page: { ...o.initial.page, status: 500, routeId: null, title: 'Es ist ein Fehler aufgetreten', data: null },
  };
  let html: string;
  try {
    html =
      documentHead({ manifest: o.manifest, nonce: o.nonce, initial, layout: initial.page.layout, pageChunks: [], canonical: null, liveReload: false }) +
      renderToString(
        <StaticRouter location={initial.page.pathname}>
          <App initial={initial} />
        </StaticRouter>,
      ) +
      DOCUMENT_TAIL;
  } catch (error) {
    o.logger().error({ err: error, cause: String(cause) }, 'Fehlerseite konnte nicht gerendert werden');
    html = fallbackErrorHtml();
  }
  res.status(500).setHeader('content-type', 'text/html; charset=utf-8');
  res.end(html);
}
