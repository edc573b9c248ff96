import type { SectionContext, SectionHandler } from './api-section';

export function ratstermineApi(_ctx: SectionContext): SectionHandler {
  return async () => null;
}
