import { describe, expect, it } from 'vitest';
import { serializeForScript } from './serialize';

describe('initial data serialisation', () => {
  it('escapes < so a value cannot close the script element', () => {
    const out = serializeForScript({ t: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ t: '</script><script>alert(1)</script>' });
  });

  it('escapes U+2028 and U+2029 and keeps the value intact', () => {
    const value = { t: 'a\u2028b\u2029c', u: 'Müll – Straße' };
    const out = serializeForScript(value);
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect(out).toContain('\\u2028');
    expect(JSON.parse(out)).toEqual(value);
  });
});
