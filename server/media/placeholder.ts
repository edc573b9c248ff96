import sharp from 'sharp';
import { PLACEHOLDER_WIDTH } from '../../shared/site/image-sizes';
import { PLACEHOLDER_FIELD } from '../../shared/components/media/placeholder-field';
import { boundedQueue } from '../util/concurrency';

/**
 * The blurred 16 px placeholders (spec §7) written into the page itself, as `data:` addresses: they
 * are there with the HTML, before any image request, so the visitor sees them while the images load,
 * however busy the connection or the processor (a placeholder fetched like an image can arrive, or be
 * decoded, after its image). One per picture, in its own ratio: the components stretch it over their
 * box (object-fit: cover), which crops it as the image's centre crop does.
 *
 * A page waits at most WAIT_MS for them; what is not ready by then keeps the placeholder's /bild
 * address and is ready for the next page. About 400 bytes each, kept in memory (MAX_ENTRIES).
 */
const SOURCE = /^\/api\/cms\/medien\/[a-z0-9-]{1,60}\.jpg$/;
const MAX_ENTRIES = 2000;
/** A picture without an original (not uploaded yet) is asked for again after this long. */
const MISS_RETRY_MS = 60_000;
/** Longest a page waits for placeholders not rendered yet (a cold start: a few tens of ms each). */
export const WAIT_MS = 250;
/** Longest a page the page cache may keep waits: it is shown to many, so it should have them all. */
export const WAIT_KEPT_MS = 2_000;

export interface Placeholders {
  /**
   * Adds `platzhalter` (a data: URL) to every CMS image (`{ url: '/api/cms/medien/…' }`) found in `data`.
   * False when one was not ready within the wait (`waitMs`, default WAIT_MS): the page is fine to show,
   * but not to keep (ADR 19).
   */
  fill(data: unknown, options?: { waitMs?: number }): Promise<boolean>;
  /** Renders the placeholders of these pictures one after the other (at start, so that the first pages have them). */
  warm(srcs: readonly string[]): Promise<void>;
  /** Ends warm() (before the store closes). */
  stop(): void;
}

/** The CMS images in `data` (any depth): objects whose `url` is a medium of the CMS. */
function imagesIn(data: unknown, found: Array<Record<string, unknown>> = [], depth = 0): Array<Record<string, unknown>> {
  if (depth > 12 || data === null || typeof data !== 'object') return found;
  if (Array.isArray(data)) {
    for (const item of data) imagesIn(item, found, depth + 1);
    return found;
  }
  const record = data as Record<string, unknown>;
  if (typeof record.url === 'string' && SOURCE.test(record.url)) found.push(record);
  for (const value of Object.values(record)) if (value && typeof value === 'object') imagesIn(value, found, depth + 1);
  return found;
}

export function createPlaceholders(readOriginal: (src: string) => Promise<Buffer | null>, options: { waitMs?: number } = {}): Placeholders {
  const waitMs = options.waitMs ?? WAIT_MS;
  /** src → data URL, most recently used last. */
  const done = new Map<string, string>();
  /** src → when its original was missing. */
  const missing = new Map<string, number>();
  const pending = new Map<string, Promise<string>>();
  // Small work, one at a time beside the image service's: it never waits behind a full-size render.
  const queue = boundedQueue(1, 64);

  /** Not rendered yet, and not known to lack its original (for a while). */
  const wanted = (src: string) => !done.has(src) && Date.now() - (missing.get(src) ?? -Infinity) > MISS_RETRY_MS;

  const remember = (src: string, value: string) => {
    missing.delete(src);
    done.delete(src);
    done.set(src, value);
    if (done.size > MAX_ENTRIES) done.delete(done.keys().next().value!);
  };

  function render(src: string): Promise<string> {
    let job = pending.get(src);
    if (!job) {
      job = queue
        .run(async () => {
          const original = await readOriginal(src);
          if (!original) {
            if (missing.size > MAX_ENTRIES) missing.clear();
            missing.set(src, Date.now());
            return '';
          }
          const jpeg = await sharp(original).resize({ width: PLACEHOLDER_WIDTH }).blur(2).jpeg({ quality: 60 }).toBuffer();
          return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
        })
        // An original that cannot be had now is tried again by a later page.
        .then(
          (value) => (value && remember(src, value), value),
          () => '',
        )
        .finally(() => pending.delete(src));
      pending.set(src, job);
    }
    return job;
  }

  let stopped = false;
  return {
    async warm(srcs) {
      for (const src of srcs) {
        if (stopped) return;
        if (SOURCE.test(src) && wanted(src)) await render(src).catch(() => '');
      }
    },
    stop() {
      stopped = true;
    },
    async fill(data, options = {}) {
      const images = imagesIn(data);
      if (images.length === 0) return true;
      const todo = [...new Set(images.map((i) => i.url as string))].filter(wanted);
      if (todo.length) {
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.waitMs ?? waitMs)));
        await Promise.race([Promise.all(todo.map((src) => render(src).catch(() => ''))), deadline]);
        clearTimeout(timer);
      }
      let complete = true;
      for (const image of images) {
        const value = done.get(image.url as string);
        if (value) image[PLACEHOLDER_FIELD] = value;
        // An image without an original has no placeholder to wait for.
        else if (!missing.has(image.url as string)) complete = false;
      }
      return complete;
    },
  };
}
