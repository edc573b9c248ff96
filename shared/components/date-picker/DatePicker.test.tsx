import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DatePicker } from './DatePicker';
import { EventFilter } from '../sidebar/EventFilter';
import { renderAt } from '../sidebar/render-for-test';

describe('DatePicker on the server (and without JavaScript)', () => {
  it('is the native date field under its name, with label, bounds and format hint', () => {
    const html = renderToString(
      <DatePicker id="d" name="datum" label="Datum des Schadens" defaultValue="2026-11-25" min="2026-01-01" max="2026-12-31" required />,
    );
    expect(html).toContain('<label class="st-datepicker__label" for="d">Datum des Schadens</label>');
    const input = /<input[^>]*>/.exec(html)![0];
    for (const attr of [
      'id="d"',
      'name="datum"',
      'type="date"',
      'value="2026-11-25"',
      'min="2026-01-01"',
      'max="2026-12-31"',
      'required=""',
      'aria-describedby="d-hinweis"',
    ]) {
      expect(input).toContain(attr);
    }
    expect(html).toContain('<p class="st-datepicker__hint" id="d-hinweis">Format: TT.MM.JJJJ</p>');
    // No calendar button without JavaScript.
    expect(html).not.toContain('<button');
  });

  it('ignores a start value that is no date', () => {
    expect(renderToString(<DatePicker id="d" name="datum" label="Datum" defaultValue="2026-02-30" />)).toContain('value=""');
  });
});

describe('EventFilter with dates', () => {
  const categories = [{ id: 1, name: 'Kultur' }];

  it('offers the period as two date fields (von, bis) where the list takes dates', () => {
    const html = renderAt(
      <EventFilter
        variant="stadtleben"
        categories={categories}
        selected={null}
        action="/stadtleben/veranstaltungen/"
        dateRange={{ von: '2026-12-01', bis: null }}
      />,
      '/stadtleben/veranstaltungen/',
    );
    expect(html).toMatch(/<legend class="st-eventfilter__legend">Zeitraum<\/legend>/);
    const input = (id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
    for (const attr of ['name="von"', 'type="date"', 'value="2026-12-01"']) expect(input('zeitraum-von')).toContain(attr);
    for (const attr of ['name="bis"', 'type="date"', 'value=""']) expect(input('zeitraum-bis')).toContain(attr);
    expect(html).not.toContain('name="zeitraum"');
  });

  it('keeps the relative periods otherwise', () => {
    const html = renderAt(
      <EventFilter variant="stadtleben" categories={categories} selected={null} action="/stadtleben/veranstaltungen/" />,
      '/stadtleben/veranstaltungen/',
    );
    expect(html).toContain('name="zeitraum"');
    expect(html).not.toContain('type="date"');
  });
});
