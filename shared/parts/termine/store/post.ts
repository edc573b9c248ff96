import { buildCalendar } from '../../../../server/ics/ics';
import { calendarProdId, calendarUid } from '../../../../server/ics/site-origin';
import type { OutgoingMail } from '../../../../server/cms/mail/outbox';
import { longGermanDate } from '../../../components/date-picker/calendar-math';
import { TOWN } from '../../../site/town';
import { TERMINE_PFAD, auswahlText, terminPfad, zeitText } from '../values';
import { uhrzeit } from '../slots';

/**
 * The appointments' mails (ADR 55): plain text with the date, the place, what to bring and the sealed
 * link to change or cancel; the confirmation carries the appointment as an ICS file (with the
 * VTIMEZONE of Europe/Berlin). Each has a key, so a repeated composition queues nothing twice.
 */

export interface GebuchterDienst {
  id: number;
  name: string;
  personen: number;
  unterlagen: string[];
}

export interface MailTermin {
  id: number;
  uuid: string;
  tag: string;
  beginn: number;
  dauer: number;
  dienste: GebuchterDienst[];
  name: string;
  email: string;
  link: string;
  /** The appointment's version (a moved appointment gets new mails). */
  version: number;
}

export const ORT = () => `Bürgerbüro, ${TOWN.address.location}, ${TOWN.address.street}, ${TOWN.address.zip} ${TOWN.address.city}`;

export const dienstZeile = (d: { name: string; personen: number }) => (d.personen > 1 ? `${d.name} (für ${d.personen} Personen)` : d.name);

const wann = (t: Pick<MailTermin, 'tag' | 'beginn'>) => `${longGermanDate(t.tag)}, ${zeitText(uhrzeit(t.beginn))}`;

function unterlagenText(t: MailTermin): string[] {
  const lines: string[] = [];
  for (const d of t.dienste) {
    if (!d.unterlagen.length) continue;
    lines.push(`Bitte mitbringen für ${dienstZeile(d)}:`, ...d.unterlagen.map((u) => `  – ${u}`), '');
  }
  return lines;
}

const schluss = () => ['', `Mit freundlichen Grüßen`, `Ihr Bürgerbüro`, TOWN.administration, `Telefon ${TOWN.phone}`];

/**
 * The appointment as a calendar file. Its UID stays for the appointment's life; each mail's copy has
 * a higher SEQUENCE (booked, moved, cancelled), so the calendar the person imported it into moves the
 * entry, and the cancellation's copy (STATUS:CANCELLED) removes it.
 */
export function terminIcs(t: MailTermin, herkunft: string, stamp: Date, abgesagt = false): string {
  return buildCalendar({
    name: `Termin im Bürgerbüro ${TOWN.name}`,
    prodId: calendarProdId('Termine im Bürgerbüro'),
    stamp,
    events: [
      {
        uid: calendarUid(`termin-${t.uuid}`),
        summary: `Termin im Bürgerbüro: ${t.dienste.map(dienstZeile).join(', ')}`,
        start: `${t.tag}T${uhrzeit(t.beginn)}`,
        end: `${t.tag}T${uhrzeit(t.beginn + t.dauer)}`,
        location: ORT(),
        description: [...unterlagenText(t), `Ändern oder absagen: ${herkunft}${terminPfad(t.link)}`].join('\n'),
        url: `${herkunft}${terminPfad(t.link)}`,
        alarm: abgesagt ? null : { trigger: '-PT1H', description: 'Termin im Bürgerbüro in einer Stunde' },
        sequence: abgesagt ? t.version + 1 : t.version,
        status: abgesagt ? 'CANCELLED' : 'CONFIRMED',
      },
    ],
  });
}

export function bestaetigung(t: MailTermin, herkunft: string, now: Date, verschoben = false): OutgoingMail {
  const link = `${herkunft}${terminPfad(t.link)}`;
  return {
    to: t.email,
    subject: `${verschoben ? 'Ihr Termin wurde verlegt' : 'Ihr Termin im Bürgerbüro'}: ${wann(t)}`,
    text: [
      `Guten Tag ${t.name},`,
      '',
      verschoben ? 'Ihr Termin im Bürgerbüro ist verlegt. Er findet jetzt statt:' : 'Ihr Termin im Bürgerbüro ist gebucht:',
      '',
      `Wann: ${wann(t)} (etwa ${t.dauer} Minuten)`,
      `Wo: ${ORT()}`,
      `Anliegen: ${t.dienste.map(dienstZeile).join(', ')}`,
      '',
      ...unterlagenText(t),
      'Den Termin im Anhang können Sie in Ihren Kalender übernehmen.',
      '',
      `Termin ändern oder absagen (ohne Anmeldung): ${link}`,
      'Bitte geben Sie diesen Link nicht weiter: Wer ihn hat, kann den Termin ändern oder absagen.',
      ...schluss(),
    ].join('\n'),
    attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: terminIcs(t, herkunft, now) }],
    key: `termin:${t.id}:bestaetigung:${t.version}`,
    about: `termin:${t.id}`,
  };
}

export function erinnerung(t: MailTermin, herkunft: string): OutgoingMail {
  return {
    to: t.email,
    subject: `Erinnerung: Ihr Termin im Bürgerbüro morgen, ${zeitText(uhrzeit(t.beginn))}`,
    text: [
      `Guten Tag ${t.name},`,
      '',
      'wir erinnern Sie an Ihren Termin im Bürgerbüro:',
      '',
      `Wann: ${wann(t)}`,
      `Wo: ${ORT()}`,
      `Anliegen: ${t.dienste.map(dienstZeile).join(', ')}`,
      '',
      ...unterlagenText(t),
      `Wenn Sie nicht kommen können, sagen Sie den Termin bitte ab, damit ihn jemand anderes bekommt: ${herkunft}${terminPfad(t.link)}`,
      ...schluss(),
    ].join('\n'),
    key: `termin:${t.id}:erinnerung:${t.version}`,
    about: `termin:${t.id}`,
  };
}

export function absage(t: MailTermin, herkunft: string, grund: 'buerger' | 'sperre', text?: string): OutgoingMail {
  const neu = `${herkunft}${TERMINE_PFAD}tag?dienste=${auswahlText(t.dienste)}`;
  return {
    to: t.email,
    subject: `Termin abgesagt: ${wann(t)}`,
    text: [
      `Guten Tag ${t.name},`,
      '',
      grund === 'buerger'
        ? `Ihr Termin im Bürgerbüro am ${wann(t)} ist abgesagt, wie Sie es gewünscht haben.`
        : `leider müssen wir Ihren Termin im Bürgerbüro am ${wann(t)} absagen${text ? `: ${text}` : '.'} Wir bitten um Entschuldigung.`,
      '',
      `Einen neuen Termin für dasselbe Anliegen buchen Sie hier: ${neu}`,
      'Mit dem Anhang entfernt Ihr Kalenderprogramm den Termin, wenn Sie ihn übernommen hatten.',
      ...schluss(),
    ].join('\n'),
    attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: terminIcs(t, herkunft, new Date(), true) }],
    key: `termin:${t.id}:absage:${t.version}`,
    about: `termin:${t.id}`,
  };
}
