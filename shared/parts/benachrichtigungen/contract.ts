import { z } from 'zod';
import { json, operation, q } from '../../contract/operation';
import { HAEUFIGKEITEN, THEMEN, TOKEN, UHRZEITEN } from './values';

/**
 * E-mail alerts without an account (ADR 50). The subscribers are the site's own records, not content:
 * the part is local, so these operations are answered by the site's own store in every mode and only
 * in-process (the pages' loaders and actions). They have no address below /api and are not in
 * docs/openapi.json.
 */
const TAG = 'Benachrichtigungen';

const Token = z.string().regex(TOKEN).describe('A sealed link (AES-GCM under a key of its own purpose).');
const Herkunft = z
  .string()
  .regex(/^https?:\/\/[^/\s]+$/)
  .describe("The site's origin, for the links in the e-mails.");
const Thema = z.enum(THEMEN);
const Haeufigkeit = z.enum(HAEUFIGKEITEN);

/** One subscription as the visitor chose it. */
export const AboWunsch = z.object({
  thema: Thema,
  bezug: z.string().max(100),
  arten: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20),
  uhrzeit: z.enum(UHRZEITEN).nullable(),
});
export type AboWunsch = z.infer<typeof AboWunsch>;

export const Option = z.object({ wert: z.string(), titel: z.string(), zusatz: z.string().optional() });
export type Option = z.infer<typeof Option>;

export const AboOptionen = z.object({
  strassen: z.array(Option).describe('Streets of the waste calendar: uuid, name, district.'),
  abfallarten: z.array(Option).describe('Bin types: key and title.'),
  rubriken: z.array(Option).describe('News categories: key and title.'),
  gremien: z.array(Option).describe('Bodies that meet: id and name.'),
  ortsteile: z.array(Option),
  veranstaltungsrubriken: z.array(Option),
});
export type AboOptionen = z.infer<typeof AboOptionen>;

export const aboOptionen = operation({
  id: 'aboOptionen',
  method: 'GET',
  path: '/cms/benachrichtigungen/optionen',
  tag: TAG,
  summary: 'What one can subscribe to',
  answer: json(z.object({ data: AboOptionen })),
});

export const aboBestellen = operation({
  id: 'aboBestellen',
  method: 'POST',
  path: '/cms/benachrichtigungen',
  tag: TAG,
  summary: 'Subscribe an address (waiting for its confirmation)',
  description:
    'Stores the wished subscriptions as waiting and queues the confirmation e-mail with a sealed link valid for 7 days, in one transaction. Answers the same whether the address is known or not.',
  body: z.object({
    email: z.email().max(254),
    abos: z.array(AboWunsch).min(1).max(60),
    haeufigkeit: Haeufigkeit,
    herkunft: Herkunft,
  }),
  answer: json(z.object({ data: z.object({ abos: z.number().int().min(1) }) })),
  errors: { 400: 'A topic that does not exist.' },
});

export const AboZeile = z.object({
  id: z.number().int().min(1),
  thema: Thema,
  titel: z.string().describe('What it is about, in words.'),
  haeufigkeit: Haeufigkeit,
  uhrzeit: z.string().nullable(),
});
export type AboZeile = z.infer<typeof AboZeile>;

export const aboBestaetigungLesen = operation({
  id: 'aboBestaetigungLesen',
  method: 'GET',
  path: '/cms/benachrichtigungen/bestaetigen',
  tag: TAG,
  summary: 'What a confirmation link would confirm',
  query: z.object({ token: q.str(TOKEN, 'Der Link ist ungültig.') }),
  answer: json(z.object({ data: z.object({ status: z.enum(['offen', 'bestaetigt', 'abgelaufen', 'ungueltig']), abos: z.array(AboZeile) }) })),
});

export const aboBestaetigen = operation({
  id: 'aboBestaetigen',
  method: 'POST',
  path: '/cms/benachrichtigungen/bestaetigen',
  tag: TAG,
  summary: 'Confirm subscriptions (double opt-in)',
  body: z.object({ token: Token }),
  answer: json(
    z.object({
      data: z.object({
        status: z.enum(['bestaetigt', 'abgelaufen', 'ungueltig']),
        verwalten: Token.nullable().describe('The sealed "manage my alerts" link.'),
      }),
    }),
  ),
});

export const aboVerwaltung = operation({
  id: 'aboVerwaltung',
  method: 'GET',
  path: '/cms/benachrichtigungen/verwalten',
  tag: TAG,
  summary: "An address's subscriptions (by its sealed link)",
  query: z.object({ token: q.str(TOKEN, 'Der Link ist ungültig.') }),
  answer: json(z.object({ data: z.object({ email: z.string().describe('Shortened: j…s@example.org.'), abos: z.array(AboZeile), pausiert: z.boolean() }) })),
  errors: { 404: 'A link that is tampered with, or of an address deleted since.' },
});

export const aboAbmeldungLesen = operation({
  id: 'aboAbmeldungLesen',
  method: 'GET',
  path: '/cms/benachrichtigungen/abmelden',
  tag: TAG,
  summary: 'What an unsubscribe link of a mail would end',
  query: z.object({ token: q.str(TOKEN, 'Der Link ist ungültig.') }),
  answer: json(z.object({ data: z.object({ abos: z.array(AboZeile), verwalten: Token }) })),
  errors: { 404: 'A link that is tampered with, or of an address deleted since.' },
});

export const aboAbmelden = operation({
  id: 'aboAbmelden',
  method: 'POST',
  path: '/cms/benachrichtigungen/abmelden',
  tag: TAG,
  summary: 'End subscriptions',
  description:
    'With an unsubscribe link of a mail (`art: "link"`): ends the subscriptions the mail was sent for (RFC 8058 one-click). With the manage link (`art: "verwalten"`): ends those named in `abos`, or all.',
  body: z.object({
    token: Token,
    art: z.enum(['link', 'verwalten']),
    abos: z.union([z.array(z.number().int().min(1)).max(100), z.literal('alle')]).optional(),
  }),
  answer: json(z.object({ data: z.object({ beendet: z.array(z.string()), verwalten: Token }) })),
  errors: { 404: 'A link that is tampered with, or of an address deleted since.' },
});

export const AboZahlen = z.object({
  themen: z.array(z.object({ thema: Thema, bezug: z.string(), titel: z.string(), aktiv: z.number().int(), offen: z.number().int() })),
  personen: z.number().int().describe('Addresses with at least one active subscription.'),
  pausiert: z.number().int(),
  ortsteile: z.array(z.object({ ortsteil: z.string(), personen: z.number().int() })).describe('Who a "send now" to a district reaches.'),
});
export type AboZahlen = z.infer<typeof AboZahlen>;

export const aboZahlen = operation({
  id: 'aboZahlen',
  method: 'GET',
  path: '/cms/benachrichtigungen/zahlen',
  tag: TAG,
  summary: 'Subscribers per topic (never addresses)',
  answer: json(z.object({ data: AboZahlen })),
});

export const aboAuskunft = operation({
  id: 'aboAuskunft',
  method: 'GET',
  path: '/cms/benachrichtigungen/auskunft',
  tag: TAG,
  summary: "One person's stored data (GDPR Art. 15), for an admin",
  query: z.object({ email: q.str(/^[^\s@]{1,64}@[^\s@]{1,190}$/, 'Bitte eine E-Mail-Adresse angeben.') }),
  answer: json(z.object({ data: z.string().describe('Everything stored about the address, as a JSON document.') })),
  errors: { 404: 'Nothing is stored about the address.' },
});

export const aboDringend = operation({
  id: 'aboDringend',
  method: 'POST',
  path: '/cms/benachrichtigungen/dringend',
  tag: TAG,
  summary: 'Send a warning now to every subscriber of a district',
  description:
    'Queues the published warning banner as an e-mail to every address with an active subscription in the district (its street, its construction sites), or in the whole town. Each address gets one warning once, also when sent twice.',
  body: z.object({ warnhinweis: z.number().int().min(1), ortsteil: z.string().max(60), herkunft: Herkunft }),
  answer: json(z.object({ data: z.object({ empfaenger: z.number().int().min(0) }) })),
  errors: { 404: 'No such published warning.' },
});
