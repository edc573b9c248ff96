import { describe, expect, it } from 'vitest';
import { CONTENT_LINKS, MAIN_FOOTER_LEGAL, MAIN_FOOTER_NAV, MENUS } from './menus';

/**
 * The menus and footers as the site shows them today, entry by entry and in order (the demo town's
 * file): whatever assembles them (the hand-written lists, or the parts' own entries from the
 * registry, ADR 40) must give exactly these. A deliberate change of a menu updates the file with
 * `npx vitest run shared/site/menus.test.ts -u` and shows the change in the diff.
 */
describe('menus', () => {
  it('are the menus and footer links of today, in their order', async () => {
    const today = { MENUS, MAIN_FOOTER_NAV, MAIN_FOOTER_LEGAL, CONTENT_LINKS };
    await expect(`${JSON.stringify(today, null, 2)}\n`).toMatchFileSnapshot('./menus.today.json');
  });
});
