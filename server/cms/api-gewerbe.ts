import type { SectionContext, SectionHandler } from './api-section';

export function gewerbeApi(_ctx: SectionContext): SectionHandler {
  return async () => null;
}
