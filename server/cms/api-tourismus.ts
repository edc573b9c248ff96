import type { SectionContext, SectionHandler } from './api-section';

export function tourismusApi(_ctx: SectionContext): SectionHandler {
  return async () => null;
}
