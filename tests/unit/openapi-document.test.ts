import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOC_FILE, renderDocument } from '../../scripts/openapi';
import { json, operation } from '../../shared/contract/operation';
import { openApiDocument } from '../../server/cms/contract/openapi';
import { declaredTags } from '../../server/cms/contract/document';
import { parts } from '../../server/cms/registry';
import { parts as siteParts } from '../../shared/parts/registry';

describe('docs/openapi.json', () => {
  it('is what the declarations of the contract give (run `npm run openapi` after changing one)', () => {
    expect(fs.readFileSync(DOC_FILE, 'utf8') === renderDocument(), 'docs/openapi.json is stale: run `npm run openapi`').toBe(true);
  });
});

describe('OpenAPI tags, declared by the parts (ADR 34)', () => {
  const op = (tag: string) =>
    operation({
      id: 'getProbe',
      method: 'GET',
      path: '/cms/probe',
      tag,
      summary: 'Probe',
      answer: json(z.object({ ok: z.boolean() }).meta({ id: 'TagProbe' })),
    });

  it('stop the document when an operation names a tag no part declares', () => {
    expect(() => openApiDocument([op('Fundsachen')], { Abfall: 'Waste calendar.' })).toThrow(/Fundsachen/);
    expect(JSON.stringify(openApiDocument([op('Abfall')], { Abfall: 'Waste calendar.' }))).toContain('"name":"Abfall"');
  });

  it('are each declared once, and every operation of the contract has its tag declared', () => {
    expect(() =>
      declaredTags([
        { name: 'a', tags: { X: 'x' }, store: () => null },
        { name: 'b', tags: { X: 'y' }, store: () => null },
      ]),
    ).toThrow(/zweimal/);
    const tags = declaredTags();
    const undeclared = parts
      .flatMap((p) => p.operations ?? [])
      .map((i) => i.operation.tag)
      .filter((tag) => !Object.hasOwn(tags, tag));
    expect(undeclared).toEqual([]);
  });

  it('come from the registry, whose parts are named as their folders and stores', () => {
    expect(siteParts.map((p) => p.store().name)).toEqual(siteParts.map((p) => p.name));
  });
});
