// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractDocument } from '../server/cms/contract/document';

/** `npm run openapi`: writes docs/openapi.json from the declarations of the contract (shared/contract). */
export const DOC_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'openapi.json');

export function renderDocument(): string {
  return `${JSON.stringify(contractDocument(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(DOC_FILE, renderDocument());
  console.log(`${path.relative(process.cwd(), DOC_FILE)} geschrieben`);
}
