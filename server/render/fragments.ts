import { FRAGMENT_TAG, type FragmentScope } from '../../shared/app/fragments';

/**
 * The kept HTML of islands (shared/app/fragments.ts, ADR 27), in memory per process and bounded in
 * bytes; the entries used longest ago go first. A key holds the site data's generation, so a change of
 * the site data (a menu category filled or emptied, a warning, the weather) is a new key at once and
 * the old entries age out.
 */
export interface FragmentStore {
  /** A request's scope: its renders use and capture under the site data's `generation`. */
  scope(generation: number): RequestFragments;
  /** Kept entries and their bytes (for tests and the benchmark notes). */
  stats(): { entries: number; bytes: number };
}

/** A request's side: what its render asked for, and the writer that puts the bytes in. */
export interface RequestFragments extends FragmentScope {
  /** Rewrites the rendered bytes: markers out, kept HTML in; keeps what was captured. */
  writer(write: (bytes: Buffer) => void): FragmentWriter;
}

export interface FragmentWriter {
  write(chunk: Uint8Array): void;
  /** The end of the render: what is still held back goes out (a marker is never left half). */
  end(): void;
}

const OPEN = Buffer.from(`<${FRAGMENT_TAG} `);
const CLOSE = Buffer.from(`></${FRAGMENT_TAG}>`);
const MARKER = new RegExp(`^<${FRAGMENT_TAG} data-id="(\\d+)" data-mode="(use|start|end)"$`);

export function createFragmentStore(maxBytes: number): FragmentStore {
  /** Insertion order is use order: a hit moves its entry to the end. */
  const kept = new Map<string, Buffer>();
  let bytes = 0;

  const remember = (key: string, html: Buffer) => {
    const old = kept.get(key);
    if (old) {
      bytes -= old.length;
      kept.delete(key);
    }
    if (html.length > maxBytes) return;
    kept.set(key, html);
    bytes += html.length;
    for (const [k, v] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(k);
      bytes -= v.length;
    }
  };

  return {
    stats: () => ({ entries: kept.size, bytes }),
    scope(generation) {
      /** Per marker id: the kept bytes to write in, or the key to capture under. */
      const uses = new Map<number, Buffer>();
      const captures = new Map<number, string>();
      let next = 0;
      return {
        use(islandKey) {
          const key = `${generation}\u0000${islandKey}`;
          const id = next++;
          const html = maxBytes > 0 ? kept.get(key) : undefined;
          if (html) {
            // Used now: the newest entry.
            kept.delete(key);
            kept.set(key, html);
            uses.set(id, html);
            return { mode: 'use', id };
          }
          captures.set(id, key);
          return { mode: 'capture', id };
        },
        writer(write) {
          let held: Buffer | null = null;
          let capturing: { key: string; parts: Buffer[] } | null = null;
          const out = (bytes: Buffer) => {
            if (!bytes.length) return;
            write(bytes);
            capturing?.parts.push(Buffer.from(bytes));
          };
          const marker = (text: string) => {
            const m = MARKER.exec(text);
            const id = Number(m?.[1]);
            if (!m) throw new Error(`Unbekannte Markierung im gerenderten HTML: ${text.slice(0, 80)}`);
            if (m[2] === 'use') {
              const html = uses.get(id);
              if (!html) throw new Error(`Kein gespeichertes HTML für Markierung ${id}`);
              out(html);
            } else if (m[2] === 'start') {
              const key = captures.get(id);
              capturing = key !== undefined ? { key, parts: [] } : null;
            } else if (capturing) {
              const { key } = capturing;
              const html = Buffer.concat(capturing.parts);
              capturing = null;
              // Only HTML that starts and ends with a tag can stand anywhere (shared/app/island.tsx).
              if (html[0] === 0x3c && html[html.length - 1] === 0x3e) remember(key, html);
            }
          };
          return {
            write(chunk) {
              let buf: Buffer = held ? Buffer.concat([held, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
              held = null;
              for (;;) {
                const at = buf.indexOf(OPEN);
                if (at < 0) {
                  // The chunk may end in the first bytes of a marker: held back until the next one.
                  let keep = Math.min(OPEN.length - 1, buf.length);
                  while (keep > 0 && !OPEN.subarray(0, keep).equals(buf.subarray(buf.length - keep))) keep--;
                  out(buf.subarray(0, buf.length - keep));
                  if (keep) held = Buffer.from(buf.subarray(buf.length - keep));
                  return;
                }
                out(buf.subarray(0, at));
                const close = buf.indexOf(CLOSE, at);
                if (close < 0) {
                  held = Buffer.from(buf.subarray(at));
                  return;
                }
                marker(buf.toString('latin1', at, close));
                buf = buf.subarray(close + CLOSE.length);
              }
            },
            end() {
              if (held) out(held);
              held = null;
            },
          };
        },
      };
    },
  };
}
