import { describe, expect, it } from 'vitest';
import { safeTarget } from './safe-target';

describe('login target', () => {
  it('keeps addresses below /intranet', () => {
    for (const t of ['/intranet', '/intranet/archiv/4', '/intranet?abgemeldet=1', '/intranet/texte/personal#x']) expect(safeTarget(t)).toBe(t);
  });

  it('never leads elsewhere', () => {
    for (const t of [
      'https://evil.example/intranet',
      '//evil.example/intranet',
      '/intranet//evil.example',
      '/intranet/\\evil',
      '/intranetx',
      '/rathaus/',
      '',
      42,
      null,
      ['/intranet/archiv/4'],
      `/intranet/${'a'.repeat(600)}`,
    ]) {
      expect(safeTarget(t)).toBe('/intranet');
    }
  });
});
