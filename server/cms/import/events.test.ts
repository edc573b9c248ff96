import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from './errors';
import { readEventsIcs } from './events';

const feed = fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import/veranstaltungen.ics'));
const options = { from: '2027-01-01', until: '2028-01-01', categories: { musik: [6], Kultur: [6, 2], Markt: [7] }, defaultCategories: [1] };

describe('events from an ICS feed', () => {
  it('gives timed events in Berlin time, whole-day events as days, and maps categories', () => {
    const { events, unmappedCategories } = readEventsIcs(feed, options);
    const konzert = events.find((e) => e.uid === 'konzert-17@regionalkalender.example')!;
    expect(konzert).toEqual({
      id: 'konzert-17@regionalkalender.example',
      uid: 'konzert-17@regionalkalender.example',
      recurrenceId: null,
      title: 'Frühjahrskonzert der Stadtkapelle',
      description: 'Werke von Mozart, Haydn und Strauß.\nEintritt frei.',
      location: 'Stadthalle, Hauptstraße 1',
      url: 'https://regionalkalender.example/konzert-17',
      allDay: false,
      start: '2027-03-13T19:30',
      end: '2027-03-13T22:00',
      sourceCategories: ['Musik', 'Kultur'],
      categories: [6, 2],
    });
    // Whole days: DTEND is exclusive, the record keeps the last day. A javascript: URL is dropped.
    expect(events.find((e) => e.uid === 'markt@regionalkalender.example')).toMatchObject({
      allDay: true,
      start: '2027-05-01',
      end: '2027-05-03',
      categories: [7],
      url: null,
    });
    // UTC in winter: 18:00Z is 19:00 in Berlin. Unmapped categories fall back to the default.
    expect(events.find((e) => e.uid === 'vortrag@regionalkalender.example')).toMatchObject({
      start: '2027-01-15T19:00',
      end: '2027-01-15T20:30',
      categories: [1],
    });
    expect(unmappedCategories).toEqual(['Natur', 'Sport']);
    // Outside the window.
    expect(events.some((e) => e.uid === 'alt@regionalkalender.example')).toBe(false);
  });

  it('expands a weekly event across the change to summer time, with EXDATE, a moved and a cancelled occurrence', () => {
    const lauftreff = readEventsIcs(feed, options).events.filter((e) => e.uid === 'lauftreff@regionalkalender.example');
    expect(lauftreff.map((e) => [e.id, e.title, e.start, e.end])).toEqual([
      ['lauftreff@regionalkalender.example|20270320T180000', 'Lauftreff', '2027-03-20T18:00', '2027-03-20T19:00'],
      // 27.03. excluded; 03.04. (summer time, still 18:00 on the wall clock) moved to 17:00; 10.04. cancelled.
      ['lauftreff@regionalkalender.example|20270403T180000', 'Lauftreff (früher wegen Ostern)', '2027-04-03T17:00', '2027-04-03T18:00'],
    ]);
  });

  it('is repeatable: the same feed gives the same records and ids', () => {
    const a = readEventsIcs(feed, options);
    const b = readEventsIcs(feed.toString('utf8'), options);
    expect(b).toEqual(a);
    expect(new Set(a.events.map((e) => e.id)).size).toBe(a.events.length);
  });

  it('expands an endless rule only in the window and converts other zones', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:stammtisch',
      'DTSTART;TZID=Europe/Berlin:20200106T200000',
      'RRULE:FREQ=MONTHLY;BYDAY=1MO',
      'SUMMARY:Stammtisch',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:london',
      'DTSTART;TZID=Europe/London:20270701T120000',
      'SUMMARY:Übertragung aus London',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:outlook',
      'DTSTART;TZID=W. Europe Standard Time:20270702T120000',
      'SUMMARY:Aus Outlook',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const r = readEventsIcs(ics, { from: '2027-06-01', until: '2027-09-01' });
    expect(r.events.map((e) => [e.id, e.start])).toEqual([
      ['stammtisch|20270607T200000', '2027-06-07T20:00'],
      ['london', '2027-07-01T13:00'],
      ['outlook', '2027-07-02T12:00'],
      ['stammtisch|20270705T200000', '2027-07-05T20:00'],
      ['stammtisch|20270802T200000', '2027-08-02T20:00'],
    ]);
  });

  it('bounds the number of events and reports bad input as ImportError in German', () => {
    const daily = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:t\r\nDTSTART:20270101T100000\r\nRRULE:FREQ=HOURLY\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    let err: unknown;
    try {
      readEventsIcs(daily, { from: '2027-01-01', until: '2028-01-01', maxEvents: 100 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).kind).toBe('size');
    expect((err as ImportError).message).toBe('Der Kalender ergibt mehr als 100 Termine im Zeitraum 2027-01-01 bis 2028-01-01.');
    expect(() => readEventsIcs('<html>Fehler</html>', options)).toThrow(ImportError);
    expect(() => readEventsIcs(feed, { ...options, from: '2028-01-01' })).toThrow('Der Zeitraum 2028-01-01 bis 2028-01-01 ist ungültig.');
  });
});
