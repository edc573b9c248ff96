import { describe, expect, it } from 'vitest';
import { createFragmentStore } from './fragments';

const marker = (id: number, mode: string) => `<st-fragment data-id="${id}" data-mode="${mode}"></st-fragment>`;

/** Writes `html` through a request's writer in pieces of `size` bytes; answers what was sent. */
function through(scope: ReturnType<ReturnType<typeof createFragmentStore>['scope']>, html: string, size: number): string {
  const sent: Buffer[] = [];
  const writer = scope.writer((b) => sent.push(Buffer.from(b)));
  const bytes = Buffer.from(html);
  for (let i = 0; i < bytes.length; i += size) writer.write(bytes.subarray(i, i + size));
  writer.end();
  return Buffer.concat(sent).toString();
}

const HEADER = '<header class="st-header"><a href="/">Stadt Musterstadt – Übersicht</a></header>';

describe('fragment writer', () => {
  it('keeps the bytes between the markers and removes them, however the chunks cut the markers', () => {
    for (const size of [1, 2, 3, 7, 16, 29, 64, 4096]) {
      const store = createFragmentStore(1024 * 1024);
      const first = store.scope(1);
      const answer = first.use('header/a');
      expect(answer.mode).toBe('capture');
      const page = `<div><!--$-->${marker(answer.id, 'start')}${HEADER}${marker(answer.id, 'end')}<!--/$--><main>Seite ü &lt;</main></div>`;
      expect(through(first, page, size), `Stücke von ${size} Bytes`).toBe(`<div><!--$-->${HEADER}<!--/$--><main>Seite ü &lt;</main></div>`);

      const second = store.scope(1);
      const use = second.use('header/a');
      expect(use.mode).toBe('use');
      expect(through(second, `<div>${marker(use.id, 'use')}<main>Zwei</main></div>`, size)).toBe(`<div>${HEADER}<main>Zwei</main></div>`);
    }
  });

  it('passes text that only looks like the start of a marker', () => {
    const scope = createFragmentStore(1024).scope(1);
    const html = '<p>&lt;st-fragment</p><st-frag<st-fragmen';
    for (const size of [1, 5, 100]) expect(through(scope, html, size)).toBe(html);
  });

  it('keys by the site data generation, and drops the entries used longest ago beyond its bound', () => {
    const store = createFragmentStore(3 * Buffer.byteLength(HEADER));
    const fill = (generation: number, key: string) => {
      const scope = store.scope(generation);
      const { id } = scope.use(key);
      through(scope, `${marker(id, 'start')}${HEADER}${marker(id, 'end')}`, 4096);
    };
    fill(1, 'a');
    expect(store.scope(2).use('a').mode).toBe('capture');
    fill(1, 'b');
    fill(1, 'c');
    // 'a' used now: 'b' is the oldest when 'd' comes.
    expect(store.scope(1).use('a').mode).toBe('use');
    fill(1, 'd');
    expect(store.stats().entries).toBe(3);
    expect(store.scope(1).use('b').mode).toBe('capture');
    expect(store.scope(1).use('a').mode).toBe('use');
    expect(createFragmentStore(0).scope(1).use('a').mode).toBe('capture');
  });
});
