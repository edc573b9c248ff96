import { describe, expect, it } from 'vitest';
import { YearFilter } from './YearFilter';
import { EventFilter, ZEITRAUM_LABELS } from './EventFilter';
import { zeitraumParam } from '../../site/sidebar';
import { element, labelledHeadings, renderAt, tags, text } from './render-for-test';

/** Option values and texts of a select, and which one is selected. */
function options(html: string): { value: string; text: string; selected: boolean }[] {
  return [...html.matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)].map((m) => ({
    value: /value="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
    text: text(m[2]!),
    selected: /selected=""/.test(m[1]!),
  }));
}

describe('Year filter (Rathaus, buergernachrichten)', () => {
  const render = (selected: number | null) =>
    renderAt(<YearFilter years={[2025, 2024, 2023]} selected={selected} action="/rathaus/buergernachrichten/" />, '/rathaus/buergernachrichten/');

  it('is a GET form to the list with a labelled select named datum and a submit button', () => {
    const html = render(null);
    expect(tags(html, 'form')).toEqual([expect.objectContaining({ method: 'get', action: '/rathaus/buergernachrichten/' })]);
    expect(html).toMatch(/<label\b[^>]*for="datum"[^>]*>Ältere Artikel recherchieren<\/label>/);
    expect(html).toMatch(/<select\b[^>]*id="datum"[^>]*name="datum"/);
    expect(html).toMatch(/<button\b[^>]*type="submit"[^>]*>Anzeigen<\/button>/);
  });

  it('offers all articles and one entry per year', () => {
    expect(options(render(null))).toEqual([
      { value: '', text: 'Alle Artikel anzeigen', selected: true },
      { value: '2025', text: 'Meldungen aus dem Jahr 2025', selected: false },
      { value: '2024', text: 'Meldungen aus dem Jahr 2024', selected: false },
      { value: '2023', text: 'Meldungen aus dem Jahr 2023', selected: false },
    ]);
  });

  it('shows the selected year', () => {
    expect(
      options(render(2024))
        .filter((o) => o.selected)
        .map((o) => o.value),
    ).toEqual(['2024']);
  });

  it('has no hint about instant navigation in the server HTML, where choosing alone does nothing', () => {
    const html = render(null);
    expect(html).not.toContain('st-yearfilter__hint');
    expect(html).not.toContain('aria-describedby');
  });
});

describe('Events filter', () => {
  const categories = [
    { id: 6, name: 'Fasnet' },
    { id: 7, name: 'Märkte' },
    { id: 9, name: 'Konzerte' },
  ];

  it('Gäste: categories side by side as radio buttons named rubrik_id in a GET form, no period', () => {
    const html = renderAt(
      <EventFilter variant="gaeste" categories={categories} selected={7} action="/gaeste/veranstaltungen/" />,
      '/gaeste/veranstaltungen/?rubrik_id=7',
    );
    expect(labelledHeadings(html)).toEqual(['Veranstaltungen filtern']);
    expect(html).toContain('st-eventfilter--gaeste');
    expect(tags(html, 'form')).toEqual([expect.objectContaining({ method: 'get', action: '/gaeste/veranstaltungen/' })]);
    expect(element(html, 'fieldset')).toContain('<legend class="st-eventfilter__legend">Kategorie</legend>');
    // Each radio sits in its label, so the category name is its accessible name.
    const labels = [...html.matchAll(/<label class="st-eventfilter__option">(<input[^>]*>)<span>([^<]*)<\/span><\/label>/g)].map((m) => {
      const input = tags(m[1]!, 'input')[0]!;
      return [input.type, input.name, input.value, m[2], 'checked' in input];
    });
    expect(labels).toEqual([
      ['radio', 'rubrik_id', '', 'Alle Kategorien', false],
      ['radio', 'rubrik_id', '6', 'Fasnet', false],
      ['radio', 'rubrik_id', '7', 'Märkte', true],
      ['radio', 'rubrik_id', '9', 'Konzerte', false],
    ]);
    expect(html).not.toContain('name="zeitraum"');
    expect(html).toMatch(/<button\b[^>]*type="submit"[^>]*>Filtern<\/button>/);
  });

  it('selects all categories when none is chosen', () => {
    const html = renderAt(<EventFilter variant="gaeste" categories={categories} selected={null} action="/gaeste/veranstaltungen/" />);
    expect(
      tags(html, 'input')
        .filter((i) => 'checked' in i)
        .map((i) => i.value),
    ).toEqual(['']);
  });

  it('Stadtleben: categories one below the other, with a labelled period select (zeitraum)', () => {
    const html = renderAt(<EventFilter variant="stadtleben" categories={categories} selected={null} zeitraum="monat" action="/stadtleben/veranstaltungen/" />);
    expect(html).toContain('st-eventfilter--stadtleben');
    expect(html).toMatch(/<label\b[^>]*for="zeitraum"[^>]*>Zeitraum<\/label>/);
    expect(options(html)).toEqual([
      { value: '', text: 'Alle Termine', selected: false },
      { value: 'woche', text: 'Innerhalb einer Woche', selected: false },
      { value: 'monat', text: 'Innerhalb eines Monats', selected: true },
      { value: 'quartal', text: 'Innerhalb von drei Monaten', selected: false },
    ]);
    expect(Object.keys(ZEITRAUM_LABELS)).toEqual(['alle', 'woche', 'monat', 'quartal']);
  });

  it('reads the period from the query, anything unknown meaning all', () => {
    expect(zeitraumParam(new URLSearchParams('zeitraum=quartal'))).toBe('quartal');
    expect(zeitraumParam(new URLSearchParams('zeitraum=jahr'))).toBe('alle');
    expect(zeitraumParam(new URLSearchParams(''))).toBe('alle');
  });
});
