import type { Part } from './part';
import type { SitePart } from '../../shared/parts/part';
import { parts as siteParts } from '../../shared/parts/registry';
import { artenOf } from '../../shared/desk/registered';
import { medienPart } from './media';
import { dateienPart } from './files';
import { postPart } from './mail';

/**
 * The core services that have tables and operations of their own (images, documents, e-mail): they
 * are parts of the embedded CMS like the site's, but belong to the core (ADR 40, 49).
 */
const coreServices: readonly Part[] = [medienPart, dateienPart, postPart];

/**
 * The site's parts with the core services among them: each core service right after the last part its
 * `after` names (at the start when it names none), so that a database is built in the order its
 * shipped migrations rely on.
 */
export function withCoreServices(site: readonly Part[], core: readonly Part[] = coreServices): Part[] {
  const list = [...site];
  for (const service of [...core].reverse()) {
    const last = Math.max(-1, ...(service.after ?? []).map((name) => list.findIndex((p) => p.name === name)));
    if ((service.after ?? []).some((name) => !list.some((p) => p.name === name))) {
      throw new Error(`${service.name}: ${service.after?.join(', ')} nicht im Register`);
    }
    list.splice(last + 1, 0, service);
  }
  return list;
}

/**
 * The parts of the embedded CMS: the server half (`store()`) of every part of the site, in the
 * registry's order (shared/parts/registry.ts, ADR 34), which is the order their schemas build on each
 * other, and the core services among them. Nothing here names a part.
 */
export const parts: readonly Part[] = withCoreServices(siteParts.map((p) => p.store()));

/** The desk's kinds, as the parts of the registry describe them (`desk` of each `index.ts`, ADR 39). */
export const deskArten = artenOf(siteParts as readonly SitePart[]);
