import { describe, expect, it } from 'vitest';
import { fillTownSettings, townSettingPaths } from './town-settings';
import { TOWN_LEGAL } from './town';

describe('town settings in CMS text', () => {
  it('replaces known placeholders, escaped for HTML, and leaves unknown ones visible', () => {
    expect(fillTownSettings('USt-IdNr.: {{legal.vatId}}', { html: true })).toBe(`USt-IdNr.: ${TOWN_LEGAL.vatId}`);
    expect(fillTownSettings('{{ legal.dataProtectionOfficer.name }}', { html: false })).toBe(TOWN_LEGAL.dataProtectionOfficer.name);
    expect(fillTownSettings('{{provider.openstreetmap}}', { html: false })).toContain('OpenStreetMap Foundation');
    expect(fillTownSettings('{{legal.gazette.publisher}}', { html: true })).not.toMatch(/[<>"]/);
    expect(fillTownSettings('<p>{{legal.unknown}}</p>', { html: true })).toBe('<p>{{legal.unknown}}</p>');
    // a path to an object, or past a string, is not a setting
    expect(fillTownSettings('{{legal.dataProtectionOfficer}}', { html: true })).toBe('{{legal.dataProtectionOfficer}}');
    expect(fillTownSettings('{{legal.vatId.length}}', { html: true })).toBe('{{legal.vatId.length}}');
    expect(fillTownSettings('{{legal.constructor}}', { html: true })).toBe('{{legal.constructor}}');
  });

  it('escapes a value for HTML', () => {
    expect(fillTownSettings('{{legal.noticeForm}}', { html: true })).toBe(TOWN_LEGAL.noticeForm.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });

  it('lists every setting a placeholder can name', () => {
    const paths = townSettingPaths();
    expect(paths).toContain('legal.vatId');
    expect(paths).toContain('legal.schools.dreiLinden');
    expect(paths).toContain('provider.buchung');
    for (const p of paths) expect(fillTownSettings(`{{${p}}}`, { html: false }), p).not.toContain('{{');
  });
});
