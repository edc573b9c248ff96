/**
 * The floor of a rendered page (issue 31, `npm run bench`): React's `renderToPipeableStream` of the
 * same element tree as the site renders for a page (server/render/stream.tsx `pageTree`, the same
 * options), with the same data already loaded, in this process, no HTTP. Only React's streaming render
 * into a sink that drops the bytes is timed: no loader, no store, no head, no compression, no log.
 *
 * Built by the bench with the server's own build options (scripts/build.ts `floorOptions`) and run
 * with NODE_ENV=production, so React, the components and the town facts are those of the site
 * process. Input (argv[2]): a JSON file `[{ title, initial }]`, each `initial` the page's initial data
 * as the site put it into the document (what its loaders produced, and what the browser hydrates
 * with), and `html`, the document the site sent. Output (stdout): one JSON line
 * `[{ title, cpuMs, wallMs, bytes, renders, documentBytes, gzipMs }]`, CPU and wall clock per render.
 *
 * The kept islands (ADR 27) are part of the site's tree for a visitor without a session: each page is
 * first rendered through a fragment writer, as the site's first request does, so the measured renders
 * use the kept header like the site's later requests.
 *
 * Beside it, what the fixed shape adds to every rendered answer whatever our code does (ADR 78): the
 * compression of the whole document as the site sent it (input `html`, compressed with the site's
 * own gzip options, server/http/compression.ts, in one pass), timed the same way. Output adds
 * `documentBytes` and `gzipMs`.
 */
import '../server/town/boot';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { STREAM_GZIP_OPTIONS } from '../server/http/compression';

const { renderToPipeableStream } = await import('react-dom/server');
const { pageTree, streamOptions } = await import('../server/render/stream');
const { createFragmentStore } = await import('../server/render/fragments');
const { pageEntryOf } = await import('../shared/app/page-entry');
const { islandsReady } = await import('../shared/app/island');
type InitialData = import('../shared/app/state').InitialData;
type RequestFragments = import('../server/render/fragments').RequestFragments;

/** CPU time of this process in ms (user + system). */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One render of the page's tree, streamed into `write`; resolves with the bytes React wrote. */
function render(initial: InitialData, fragments: RequestFragments | null, write: (bytes: Buffer) => void = () => {}): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Uint8Array | string, _enc, cb) {
        const b = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        bytes += b.length;
        write(b);
        cb();
      },
      final(cb) {
        cb();
        resolve(bytes);
      },
    });
    const stream = renderToPipeableStream(pageTree(initial, undefined, fragments, {}), {
      ...streamOptions('floor'),
      onShellReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** CPU ms per run of `fn`: a warm-up, then as many runs as fit into `seconds`. */
function timed(fn: () => void, seconds: number): number {
  for (let i = 0; i < 50; i++) fn();
  let runs = 0;
  const c0 = cpu();
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    fn();
    runs += 1;
  }
  return (cpu() - c0) / runs;
}

const pages = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as { title: string; initial: InitialData; html: string }[];
const seconds = Number(process.env.FLOOR_SECONDS ?? 3);
const store = createFragmentStore(8 * 2 ** 20);
const results = [];
for (const { title, initial, html } of pages) {
  await pageEntryOf(initial.page).preload();
  await islandsReady();
  // The site's first request of the page: its islands captured through the writer.
  const scope = store.scope(1);
  const writer = scope.writer(() => {});
  await render(initial, scope, (b) => writer.write(b));
  writer.end();
  // Warm-up (JIT), then as many renders as fit into the time, one after the other.
  for (let i = 0; i < 50; i++) await render(initial, store.scope(1));
  let renders = 0;
  let bytes = 0;
  const c0 = cpu();
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    bytes = await render(initial, store.scope(1));
    renders += 1;
  }
  const cpuMs = (cpu() - c0) / renders;
  const wallMs = (performance.now() - t0) / renders;
  const document = Buffer.from(html);
  const gzipMs = timed(() => zlib.gzipSync(document, STREAM_GZIP_OPTIONS), Math.min(seconds, 1));
  results.push({ title, cpuMs, wallMs, bytes, renders, documentBytes: document.length, gzipMs });
}
process.stdout.write(`${JSON.stringify(results)}\n`);
