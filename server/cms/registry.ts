import type { Part } from './part';
import { parts as siteParts } from '../../shared/parts/registry';

/**
 * The parts of the embedded CMS: the server half (`store()`) of every part of the site, in the
 * registry's order (shared/parts/registry.ts, ADR 34), which is the order their schemas build on each
 * other. Nothing here names a part.
 */
export const parts: readonly Part[] = siteParts.map((p) => p.store());
