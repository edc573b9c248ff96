import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import { expect } from 'vitest';

/**
 * One OParl 1.1 object checked against the official schema (tests/fixtures/oparl), for tests that
 * change the council and look at one object. The whole walk of /oparl/v1 stays in oparl.test.ts.
 */
const SCHEMA_DIR = fileURLToPath(new URL('../fixtures/oparl/', import.meta.url));
const SCHEMA_BASE = 'https://schema.oparl.org/1.1/schema/';

function withRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withRefs);
  if (!node || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  if (o.type === 'object' && typeof o.schema === 'string') return { $ref: o.schema };
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, withRefs(v)]));
}

let ajv: Ajv | null = null;
function validator(type: string): { ajv: Ajv; v: ValidateFunction } {
  if (!ajv) {
    ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true, unicodeRegExp: false });
    for (const keyword of ['references', 'backreference', 'cardinality']) ajv.addKeyword({ keyword, schemaType: 'string' });
    ajv.addFormat('url', (s: string) => {
      try {
        return /^https?:$/.test(new URL(s).protocol);
      } catch {
        return false;
      }
    });
    ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    for (const file of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.json'))) {
      const schema = withRefs(JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))) as Record<string, unknown>;
      ajv.addSchema({ ...schema, $id: `${SCHEMA_BASE}${file}` });
    }
  }
  return { ajv, v: ajv.getSchema(`${SCHEMA_BASE}${type}.json`)! };
}

export function expectOParlValid(type: 'Organization' | 'Person' | 'Membership' | 'Meeting' | 'AgendaItem' | 'Paper', body: unknown, where: string): void {
  const { ajv: a, v } = validator(type);
  expect(v(body), `${where} (${type}): ${a.errorsText(v.errors, { separator: '\n  ' })}\n  ${JSON.stringify(body).slice(0, 500)}`).toBe(true);
  expect((body as { type: string }).type, where).toBe(`https://schema.oparl.org/1.1/${type}`);
}
