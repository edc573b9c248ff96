import type { SectionContext, SectionHandler } from './api-section';

export function abfallApi(_ctx: SectionContext): SectionHandler {
  return async () => null;
}
