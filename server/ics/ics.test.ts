import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, htmlToText, unfold } from './ics';

const stamp = new Date('2027-03-01T08:30:00Z');

function calendar(events: Parameters<typeof buildCalendar>[0]['events']) {
  return buildCalendar({ name: 'Veranstaltungen in Musterstadt', events, stamp });
}

/** Properties of each VEVENT, from the unfolded lines. */
function vevents(ics: string): Map<string, string>[] {
  const out: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of unfold(ics)) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT') {
      if (current) out.push(current);
      current = null;
    } else if (current) {
      const i = line.indexOf(':');
      current.set(line.slice(0, i), line.slice(i + 1));
    }
  }
  return out;
}

/** Reverses RFC 5545 TEXT escaping. */
const unescape = (s: string) => s.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('iCalendar writer', () => {
  it('writes a VCALENDAR with the required properties and a Europe/Berlin VTIMEZONE', () => {
    const ics = calendar([{ uid: 'veranstaltung-1@musterstadt.de', summary: 'Test', start: '2027-03-27T19:00' }]);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('CALSCALE:GREGORIAN');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('X-WR-CALNAME:Veranstaltungen in Musterstadt');
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(tz).toEqual(expect.arrayContaining(['BEGIN:STANDARD', 'END:STANDARD', 'BEGIN:DAYLIGHT', 'END:DAYLIGHT', 'TZOFFSETTO:+0100', 'TZOFFSETTO:+0200']));
    expect(vevents(ics)[0]!.get('DTSTAMP')).toBe('20270301T083000Z');
  });

  it('uses CRLF line endings only and ends with CRLF', () => {
    const ics = calendar([{ uid: 'a@musterstadt.de', summary: 'Zeile', start: '2027-03-27T19:00', description: 'eins\nzwei' }]);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps the wall-clock time with TZID across the DST change on 2027-03-28', () => {
    const ics = calendar([
      { uid: 'vor@musterstadt.de', summary: 'Vor der Umstellung', start: '2027-03-27T19:00', end: '2027-03-27T21:30' },
      { uid: 'nach@musterstadt.de', summary: 'Nach der Umstellung', start: '2027-03-29T19:00' },
    ]);
    const [before, after] = vevents(ics);
    expect(before!.get('DTSTART;TZID=Europe/Berlin')).toBe('20270327T190000');
    expect(before!.get('DTEND;TZID=Europe/Berlin')).toBe('20270327T213000');
    expect(after!.get('DTSTART;TZID=Europe/Berlin')).toBe('20270329T190000');
    // No UTC conversion (which would give 18:00 before and 17:00 after the change).
    expect(ics).not.toMatch(/DTSTART:2027032\dT1[78]0000Z/);
  });

  it('writes whole-day events as VALUE=DATE with DTEND the day after the last day', () => {
    const ics = calendar([
      { uid: 'tag@musterstadt.de', summary: 'Ein Tag', start: '2027-02-28' },
      { uid: 'tage@musterstadt.de', summary: 'Mehrere Tage', start: '2027-12-30', end: '2027-12-31' },
    ]);
    const [one, many] = vevents(ics);
    expect(one!.get('DTSTART;VALUE=DATE')).toBe('20270228');
    expect(one!.get('DTEND;VALUE=DATE')).toBe('20270301');
    expect(many!.get('DTSTART;VALUE=DATE')).toBe('20271230');
    expect(many!.get('DTEND;VALUE=DATE')).toBe('20280101');
  });

  it('escapes backslash, semicolon, comma and newlines and reads them back', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const summary = 'Kaffee, Kuchen; Musik \\ Tanz';
    const description = 'Erste Zeile\nZweite Zeile, mit Komma';
    const ics = calendar([{ uid: 'x@musterstadt.de', summary, description, location: 'Stadthalle, Hauptstraße 60', start: '2027-01-10T15:00' }]);
    const [e] = vevents(ics);
    expect(e!.get('SUMMARY')).toBe('Kaffee\\, Kuchen\\; Musik \\\\ Tanz');
    expect(unescape(e!.get('SUMMARY')!)).toBe(summary);
    expect(unescape(e!.get('DESCRIPTION')!)).toBe(description);
    expect(unescape(e!.get('LOCATION')!)).toBe('Stadthalle, Hauptstraße 60');
  });

  it('folds lines at 75 octets without splitting UTF-8 characters, and unfolds to the original', () => {
    const summary = 'Fasnetsumzug mit Hästrägern, Guggenmusik und Narrenbaumstellen – Großer Umzug durch die Altstadt ÄÖÜß€😀'.repeat(3);
    const ics = calendar([{ uid: 'lang@musterstadt.de', summary, start: '2027-02-04T14:00' }]);
    for (const physical of ics.split('\r\n')) {
      expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
      expect(physical).not.toContain('\uFFFD');
    }
    expect(unescape(vevents(ics)[0]!.get('SUMMARY')!)).toBe(summary);
    const folded = foldLine('X'.repeat(200));
    expect(folded.split('\r\n').map((l) => l.length)).toEqual([75, 75, 52]); // 75 + (1 space + 74) + (1 space + 51);
  });

  it('turns simple HTML into plain text', () => {
    expect(htmlToText('<p>Hallo &amp; <strong>willkommen</strong>!</p>\n<p>Zweiter&nbsp;Absatz</p><ul><li>eins</li></ul>')).toBe(
      'Hallo & willkommen!\n\nZweiter\u00a0Absatz\n\n• eins',
    );
  });

  it('writes a display reminder (VALARM) inside the event and TRANSP only when asked', () => {
    const ics = calendar([
      {
        uid: 'abfuhr@musterstadt.de',
        summary: 'Restmüll',
        start: '2027-03-30',
        transparent: true,
        alarm: { trigger: '-PT6H', description: 'Morgen: Restmüll, bitte bereitstellen' },
      },
      { uid: 'ohne@musterstadt.de', summary: 'Ohne Erinnerung', start: '2027-03-30' },
    ]);
    const lines = unfold(ics);
    const first = lines.slice(lines.indexOf('UID:abfuhr@musterstadt.de'), lines.indexOf('END:VEVENT') + 1);
    expect(first).toContain('DTSTART;VALUE=DATE:20270330');
    expect(first).toContain('TRANSP:TRANSPARENT');
    const alarm = first.slice(first.indexOf('BEGIN:VALARM'), first.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT6H', 'DESCRIPTION:Morgen: Restmüll\\, bitte bereitstellen', 'END:VALARM']);
    const second = lines.slice(lines.indexOf('UID:ohne@musterstadt.de'));
    expect(second.slice(0, second.indexOf('END:VEVENT'))).not.toContain('BEGIN:VALARM');
    expect(second.slice(0, second.indexOf('END:VEVENT'))).not.toContain('TRANSP:TRANSPARENT');
  });
});
