import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from './errors';
import { readEventsIcs } from './events';
import { readWasteCsv, readWasteIcs } from './waste';
import { readXzufi } from './xzufi';

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import', name));

/** A fixed sequence of pseudo-random bytes (the same every run). */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x & 0xff;
  }
  return out;
}

const readers: Record<string, { file: string; read: (input: Uint8Array) => unknown }> = {
  'waste ICS': { file: 'abfall-hauptstrasse.ics', read: (b) => readWasteIcs(b, { year: 2027, area: 'A' }) },
  'waste CSV': { file: 'abfall.csv', read: (b) => readWasteCsv(b) },
  'events ICS': { file: 'veranstaltungen.ics', read: (b) => readEventsIcs(b, { from: '2027-01-01', until: '2028-01-01' }) },
  XZuFi: { file: 'xzufi-seite-1.xml', read: (b) => readXzufi(b) },
};

describe('every reader fails only with ImportError', () => {
  for (const [name, { file, read }] of Object.entries(readers)) {
    it(`${name}: cut files, bytes changed and noise give records or a German ImportError`, () => {
      const whole = fixture(file);
      const inputs: Uint8Array[] = [noise(300, 7), new Uint8Array([0, 0, 0]), Buffer.from('\u0000\uffff')];
      for (let i = 1; i < 20; i++) inputs.push(whole.subarray(0, Math.floor((whole.length * i) / 20)));
      for (let i = 0; i < 20; i++) {
        const changed = Buffer.from(whole);
        const at = Math.floor((changed.length * i) / 20);
        changed.set(noise(3, i), at);
        inputs.push(changed);
      }
      let refused = 0;
      for (const input of inputs) {
        try {
          read(input);
        } catch (err) {
          expect(err, Buffer.from(input).toString('latin1').slice(0, 80)).toBeInstanceOf(ImportError);
          expect((err as ImportError).message).toMatch(/[a-zäöüß]/);
          refused += 1;
        }
      }
      // Some of the damage must have been noticed (the test would be empty otherwise).
      expect(refused).toBeGreaterThan(3);
    });
  }
});
