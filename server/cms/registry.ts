import type { Part } from './part';
import type { SitePart } from '../../shared/parts/part';
import { parts as siteParts } from '../../shared/parts/registry';
import { artenOf } from '../../shared/desk/registered';

/**
 * The parts of the embedded CMS: the server half (`store()`) of every part of the site, in the
 * registry's order (shared/parts/registry.ts, ADR 34), which is the order their schemas build on each
 * other. Nothing here names a part.
 */
export const parts: readonly Part[] = siteParts.map((p) => p.store());

/** The desk's kinds, as the parts of the registry describe them (`desk` of each `index.ts`, ADR 39). */
export const deskArten = artenOf(siteParts as readonly SitePart[]);
