import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import { expect } from 'vitest';

/**
 * OParl 1.1 objects checked against the official schemas of the standard (tests/fixtures/oparl, OParl/spec
 * v1.1.1): the walk of /oparl/v1 in oparl.test.ts and the tests that change the council and look at one
 * object.
 */
const SCHEMA_DIR = fileURLToPath(new URL('../fixtures/oparl/', import.meta.url));
const SCHEMA_BASE = 'https://schema.oparl.org/1.1/schema/';

/** OParl's own keyword `schema` on an embedded object becomes a `$ref` to that schema (fixtures README). */
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
    // The standard's patterns escape ':' ('https\\:'), which a Unicode regular expression refuses.
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
    // Section 2.4: `yyyy-mm-ddThh:mm:ss±hh:mm`, with the offset written out.
    ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    for (const file of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.json'))) {
      const schema = withRefs(JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))) as Record<string, unknown>;
      ajv.addSchema({ ...schema, $id: `${SCHEMA_BASE}${file}` });
    }
  }
  return { ajv, v: ajv.getSchema(`${SCHEMA_BASE}${type}.json`)! };
}

/** The schema's check of one object of the type (to see that a broken object is refused). */
export const oparlValidator = (type: string): ValidateFunction => validator(type).v;

export function expectOParlValid(type: string, body: unknown, where: string): void {
  const { ajv: a, v } = validator(type);
  expect(v(body), `${where} (${type}): ${a.errorsText(v.errors, { separator: '\n  ' })}\n  ${JSON.stringify(body).slice(0, 500)}`).toBe(true);
  expect((body as { type: string }).type, where).toBe(`https://schema.oparl.org/1.1/${type}`);
}
