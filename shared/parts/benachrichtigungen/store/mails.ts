import { oneClickUnsubscribe, type OutgoingMail } from '../../../../server/cms/mail/outbox';
import { renderMail } from '../../../../server/cms/mail/render';
import { TOWN } from '../../../site/town';
import { BESTAETIGUNG_TAGE } from '../values';
import { links } from './links';

/**
 * The alerts' e-mails (ADR 50): German, plain text with an HTML alternative from the mail service's
 * renderMail (the town's name and crest from the town settings), absolute links to the site's public
 * origin, no tracking. Every alert carries the "manage my alerts" link and a one-click unsubscribe
 * (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058) for the subscriptions it was sent for.
 */
export interface Empfaenger {
  email: string;
  /** Sealed "manage my alerts" token. */
  verwalten: string;
  /** Sealed unsubscribe token of this mail's subscriptions. */
  abmelden: string;
}

export interface Eintrag {
  titel: string;
  text: string;
  /** Site path. */
  link: string;
}

function alert(
  origin: string,
  to: Empfaenger,
  o: { key: string; about: string; subject: string; title: string; paragraphs: string[]; links: { label: string; href: string }[]; warum: string },
): OutgoingMail {
  const abmelden = links.abmelden(origin, to.abmelden);
  const verwalten = links.verwalten(origin, to.verwalten);
  const { text, html } = renderMail(TOWN, {
    title: o.title,
    paragraphs: o.paragraphs,
    links: o.links,
    footer: [
      `Sie erhalten diese E-Mail, weil Sie ${o.warum} bestellt haben.`,
      { label: 'Benachrichtigungen verwalten', href: verwalten },
      { label: 'Diese Benachrichtigung abbestellen', href: abmelden },
    ],
    origin,
  });
  return {
    to: to.email,
    subject: o.subject,
    text,
    html,
    headers: oneClickUnsubscribe(abmelden),
    key: o.key,
    about: o.about,
  };
}

const absolute = (origin: string, e: Eintrag) => ({ label: e.titel, href: `${origin}${e.link}` });

/** The double opt-in: the link that confirms, valid for 7 days. */
export function bestaetigungMail(origin: string, email: string, token: string, themen: string[], key: string): OutgoingMail {
  const { text, html } = renderMail(TOWN, {
    title: 'Bitte bestätigen Sie Ihre E-Mail-Benachrichtigungen',
    paragraphs: [
      `Auf der Website der ${TOWN.officialName} wurden für diese E-Mail-Adresse Benachrichtigungen bestellt:`,
      ...themen.map((t) => `• ${t}`),
      `Bitte bestätigen Sie die Bestellung innerhalb von ${BESTAETIGUNG_TAGE} Tagen mit dem folgenden Link. Erst dann senden wir Ihnen Benachrichtigungen.`,
      'Haben Sie nichts bestellt, brauchen Sie nichts zu tun: Ohne Bestätigung löschen wir die Adresse nach 7 Tagen.',
    ],
    links: [{ label: 'Benachrichtigungen bestätigen', href: links.bestaetigen(origin, token) }],
    origin,
  });
  return {
    to: email,
    subject: `Bitte bestätigen: E-Mail-Benachrichtigungen der ${TOWN.officialName}`,
    text,
    ...(html ? { html } : {}),
    key,
    about: 'alert:bestaetigung',
  };
}

/** One new item at once. */
export function sofortMail(origin: string, to: Empfaenger, e: Eintrag, themaTitel: string, key: string): OutgoingMail {
  return alert(origin, to, {
    key,
    about: 'alert:sofort',
    subject: `${themaTitel}: ${e.titel}`,
    title: e.titel,
    paragraphs: e.text ? [e.text] : [],
    links: [absolute(origin, e)],
    warum: `Benachrichtigungen zu „${themaTitel}“`,
  });
}

/** The daily or weekly digest: what is new under each of the person's subscriptions of that frequency. */
export function zusammenfassungMail(
  origin: string,
  to: Empfaenger,
  art: 'taeglich' | 'woechentlich',
  gruppen: { titel: string; eintraege: Eintrag[] }[],
  key: string,
): OutgoingMail {
  const wann = art === 'taeglich' ? 'Tägliche' : 'Wöchentliche';
  const paragraphs: string[] = [];
  const all: { label: string; href: string }[] = [];
  for (const g of gruppen) {
    paragraphs.push(`${g.titel}:`);
    for (const e of g.eintraege) {
      paragraphs.push(`• ${e.titel}${e.text ? ` – ${e.text}` : ''}`);
      all.push(absolute(origin, e));
    }
  }
  return alert(origin, to, {
    key,
    about: 'alert:zusammenfassung',
    subject: `${wann} Zusammenfassung: ${all.length} ${all.length === 1 ? 'Neuigkeit' : 'Neuigkeiten'} der ${TOWN.officialName}`,
    title: `${wann} Zusammenfassung`,
    paragraphs,
    links: all,
    warum: `eine ${art === 'taeglich' ? 'tägliche' : 'wöchentliche'} Zusammenfassung`,
  });
}

/** The waste reminder of the evening before. */
export function abfallMail(
  origin: string,
  to: Empfaenger,
  o: { strasse: string; strasseUuid: string; datum: string; wochentag: string; arten: { titel: string; hinweis: string | null }[]; key: string },
): OutgoingMail {
  const namen = o.arten.map((a) => a.titel);
  const liste = namen.length > 1 ? `${namen.slice(0, -1).join(', ')} und ${namen.at(-1)}` : (namen[0] ?? '');
  return alert(origin, to, {
    key: o.key,
    about: 'alert:abfall',
    subject: `Morgen Abfuhr: ${liste} (${o.strasse})`,
    title: `Morgen, ${o.wochentag}, ${o.datum}: ${liste}`,
    paragraphs: [
      `In der ${o.strasse} wird morgen abgeholt: ${liste}. Bitte stellen Sie die Tonnen bis 6 Uhr morgens bereit.`,
      ...o.arten.filter((a) => a.hinweis).map((a) => `${a.titel}: ${a.hinweis}`),
    ],
    links: [{ label: 'Abfallkalender', href: `${origin}/wirtschaft/abfallkalender/termine/${o.strasseUuid}` }],
    warum: `die Erinnerung an die Abfuhrtermine der ${o.strasse}`,
  });
}

/** A warning sent at once to a district's subscribers. */
export function dringendMail(origin: string, to: Empfaenger, w: { titel: string; text: string; link: string | null }, wo: string, key: string): OutgoingMail {
  // Only the site's own pages: a mail links nowhere else (no third-party links).
  const own = w.link?.startsWith('/') && !w.link.startsWith('//') ? w.link : w.link?.startsWith(`${origin}/`) ? w.link.slice(origin.length) : null;
  const href = `${origin}${own ?? '/'}`;
  return alert(origin, to, {
    key,
    about: 'alert:dringend',
    subject: `Wichtiger Hinweis: ${w.titel}`,
    title: w.titel,
    paragraphs: [w.text, `Dieser Hinweis geht an alle, die Benachrichtigungen für ${wo} bestellt haben.`],
    links: [{ label: 'Mehr Informationen', href }],
    warum: `Benachrichtigungen für ${wo}`,
  });
}
