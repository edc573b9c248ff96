import type { SectionContext, SectionHandler } from './api-section';

export function baustellenApi(_ctx: SectionContext): SectionHandler {
  return async () => null;
}
