import type { FormularDef } from '../formulare/definitions';
import type { Vorgang } from '../values';
import { TOWN } from '../../../site/town';

/**
 * The e-mails of a kind with approval (ADR 15) to the person behind an entry: the private link after a
 * new entry, a change or a removal request; the decision with its reason; a new link from staff. All go
 * through the outbox (ADR 14) to the address of the entry's contact person.
 */

export interface EintragMail {
  betreff: string;
  text: string;
}

const FUSS = ['', 'Freundliche Grüße', `Stadt ${TOWN.name}`, '', 'Diese E-Mail wurde automatisch erstellt.'];

const anrede = (name: string | undefined) => (name?.trim() ? `Guten Tag ${name.trim()},` : 'Guten Tag,');

/** The absolute private link. */
export const linkAdresse = (def: FormularDef, herkunft: string, link: string) => `${herkunft}${def.pfad}${link}`;

function linkAbsatz(def: FormularDef, herkunft: string, link: string): string[] {
  return [
    'Ihr persönlicher Link zum Ändern oder Löschen des Eintrags:',
    linkAdresse(def, herkunft, link),
    '',
    'Bitte bewahren Sie diese E-Mail auf und geben Sie den Link nicht weiter: Wer ihn kennt, kann Änderungen an Ihrem Eintrag beantragen. Einen neuen Link schickt Ihnen die Stadt auf Anfrage.',
  ];
}

const text = (lines: string[]) => `${[...lines, ...FUSS].join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
const kurz = (s: string) => [...s.replace(/\s+/g, ' ').trim()].slice(0, 150).join('');

/** After a new entry, a change or a removal request: received, what happens next, and the link. */
export function eingangBestaetigung(
  def: FormularDef,
  o: { vorgang: Vorgang; name: string; kontakt: string | undefined; referenz: string; herkunft: string; link: string; amtEmail: string },
): EintragMail {
  const wo = def.freigabe?.wo ?? '';
  const was =
    o.vorgang === 'neu'
      ? { betreff: `Ihr Eintrag „${kurz(o.name)}“ ist eingegangen`, satz: `vielen Dank für Ihren Eintrag „${o.name}“ ${wo} der Stadt ${TOWN.name}.` }
      : o.vorgang === 'aenderung'
        ? { betreff: `Ihre Änderung des Eintrags „${kurz(o.name)}“ ist eingegangen`, satz: `wir haben Ihre Änderung des Eintrags „${o.name}“ ${wo} erhalten.` }
        : {
            betreff: `Ihr Antrag auf Löschung des Eintrags „${kurz(o.name)}“ ist eingegangen`,
            satz: `wir haben Ihren Antrag erhalten, den Eintrag „${o.name}“ ${wo} zu löschen.`,
          };
  const danach =
    o.vorgang === 'neu'
      ? `Die Stadt prüft Ihre Angaben in der Regel innerhalb einer Woche. Erst danach erscheint der Eintrag ${wo}. Über die Entscheidung informieren wir Sie per E-Mail.`
      : o.vorgang === 'aenderung'
        ? `Die Stadt prüft die Änderung in der Regel innerhalb einer Woche. Bis dahin bleibt die bisherige Fassung ${wo} sichtbar. Über die Entscheidung informieren wir Sie per E-Mail.`
        : `Die Stadt löscht den Eintrag in der Regel innerhalb einer Woche und bestätigt es Ihnen per E-Mail.`;
  return {
    betreff: was.betreff,
    text: text([
      anrede(o.kontakt),
      '',
      was.satz,
      `Vorgangsnummer: ${o.referenz}`,
      '',
      danach,
      '',
      ...linkAbsatz(def, o.herkunft, o.link),
      '',
      `Wenn Sie das nicht veranlasst haben, schreiben Sie uns bitte an ${o.amtEmail}.`,
    ]),
  };
}

/** The decision on a version. */
export function entscheidungMail(
  def: FormularDef,
  o: {
    entscheidung: 'freigegeben' | 'abgelehnt';
    vorgang: Vorgang;
    name: string;
    kontakt: string | undefined;
    referenz: string;
    grund: string | null;
    url: string | null;
    herkunft: string;
    link: string | null;
    amtEmail: string;
  },
): EintragMail {
  const wo = def.freigabe?.wo ?? '';
  const lines: string[] = [anrede(o.kontakt), ''];
  let betreff: string;
  if (o.entscheidung === 'freigegeben' && o.vorgang === 'entfernen') {
    betreff = `Ihr Eintrag „${kurz(o.name)}“ ist gelöscht`;
    lines.push(
      `wie gewünscht haben wir den Eintrag „${o.name}“ ${wo} gelöscht (Vorgangsnummer ${o.referenz}).`,
      '',
      'Ihr persönlicher Link gilt damit nicht mehr. Einen neuen Eintrag können Sie jederzeit anlegen:',
      `${o.herkunft}${def.pfad}`,
    );
  } else if (o.entscheidung === 'freigegeben') {
    betreff = o.vorgang === 'neu' ? `Ihr Eintrag „${kurz(o.name)}“ ist freigegeben` : `Ihre Änderung des Eintrags „${kurz(o.name)}“ ist freigegeben`;
    lines.push(
      o.vorgang === 'neu'
        ? `Ihr Eintrag „${o.name}“ ist geprüft und steht jetzt ${wo} (Vorgangsnummer ${o.referenz}):`
        : `Ihre Änderung ist geprüft und jetzt ${wo} zu sehen (Vorgangsnummer ${o.referenz}):`,
      o.url ? `${o.herkunft}${o.url}` : '',
    );
    if (o.link) lines.push('', ...linkAbsatz(def, o.herkunft, o.link));
  } else {
    betreff =
      o.vorgang === 'neu'
        ? `Ihr Eintrag „${kurz(o.name)}“ wurde nicht freigegeben`
        : o.vorgang === 'aenderung'
          ? `Ihre Änderung des Eintrags „${kurz(o.name)}“ wurde nicht freigegeben`
          : `Ihr Antrag auf Löschung des Eintrags „${kurz(o.name)}“ wurde abgelehnt`;
    lines.push(
      o.vorgang === 'neu'
        ? `leider können wir Ihren Eintrag „${o.name}“ so nicht veröffentlichen (Vorgangsnummer ${o.referenz}).`
        : o.vorgang === 'aenderung'
          ? `leider können wir Ihre Änderung des Eintrags „${o.name}“ so nicht übernehmen (Vorgangsnummer ${o.referenz}). ${wo.charAt(0).toUpperCase()}${wo.slice(1)} bleibt die bisherige Fassung sichtbar.`
          : `Ihren Antrag, den Eintrag „${o.name}“ zu löschen, haben wir nicht umgesetzt (Vorgangsnummer ${o.referenz}).`,
      '',
      'Begründung:',
      o.grund ?? '',
    );
    if (o.link) lines.push('', 'Sie können Ihre Angaben über Ihren persönlichen Link korrigieren und erneut senden:', linkAdresse(def, o.herkunft, o.link));
  }
  lines.push('', `Bei Fragen erreichen Sie uns unter ${o.amtEmail}.`);
  return { betreff, text: text(lines) };
}

/** A new link from staff (the old one no longer works). */
export function neuerLinkMail(
  def: FormularDef,
  o: { name: string; kontakt: string | undefined; herkunft: string; link: string; amtEmail: string },
): EintragMail {
  return {
    betreff: `Ihr neuer Link zum Eintrag „${kurz(o.name)}“`,
    text: text([
      anrede(o.kontakt),
      '',
      `die Stadt ${TOWN.name} hat Ihnen einen neuen persönlichen Link zu Ihrem Eintrag „${o.name}“ ${def.freigabe?.wo ?? ''} ausgestellt. Der bisherige Link gilt nicht mehr.`,
      '',
      ...linkAbsatz(def, o.herkunft, o.link),
      '',
      `Wenn Sie keinen neuen Link angefordert haben, schreiben Sie uns bitte an ${o.amtEmail}.`,
    ]),
  };
}
