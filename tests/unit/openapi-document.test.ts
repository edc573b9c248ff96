import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_FILE, renderDocument } from '../../scripts/openapi';

describe('docs/openapi.json', () => {
  it('is what the declarations of the contract give (run `npm run openapi` after changing one)', () => {
    expect(fs.readFileSync(DOC_FILE, 'utf8') === renderDocument(), 'docs/openapi.json is stale: run `npm run openapi`').toBe(true);
  });
});
