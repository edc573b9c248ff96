import type { Action, ActionContext, Loader, WindowLimit } from '../../routing/types';
import { field, invalid, redirectAfterPost, shownAgain } from '../../routing/action';
import { found, notFound, requireRole } from '../../routing/errors';
import { loadNav } from '../intranet/intranet.server';
import { warnhinweisAktuell } from '../warnhinweis/contract';
import {
  aboAbmelden,
  aboAbmeldungLesen,
  aboAuskunft,
  aboBestaetigen,
  aboBestaetigungLesen,
  aboBestellen,
  aboDringend,
  aboOptionen,
  aboVerwaltung,
  aboZahlen,
  type AboOptionen,
  type AboWunsch,
} from './contract';
import {
  BENACHRICHTIGUNGEN_PFAD,
  HAEUFIGKEITEN,
  INTRANET_PFAD,
  THEMEN,
  TOKEN,
  UHRZEITEN,
  UHRZEIT_STANDARD,
  verwaltenPfad,
  type Haeufigkeit,
  type Thema,
} from './values';
import type { AbmeldenData, AnmeldenData, BestaetigenData, BestelltData, IntranetData, VerwaltenData } from './types';

/**
 * E-mail alerts without an account (ADR 50): the subscribe form (a topic may be preselected by its
 * address, so other pages link to it), the confirmation, the "manage my alerts" page, the one-click
 * unsubscribe (RFC 8058: a POST to the mail's link, answered without a redirect) and the intranet's
 * counts, the admin's export of one person's data and the "send now" of a warning.
 */

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
export const BESTELLT_PFAD = `${BENACHRICHTIGUNGEN_PFAD}bestellt/`;

/** Subscriptions per network and per address (a stranger's address cannot be flooded with confirmations). */
const LIMITS = (email: string): WindowLimit[] => [
  { per: 'netz', max: 30, windowMs: 60 * 60_000 },
  { per: { key: email }, max: 5, windowMs: 24 * 60 * 60_000 },
];

const list = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : v ? [v] : []);

/** The form's values a topic given in the address preselects: ?thema=abfall&strasse=…, ?thema=nachrichten&rubrik=…, … */
function vorauswahl(query: URLSearchParams, o: AboOptionen | null): Record<string, string | string[]> {
  const thema = query.get('thema') ?? '';
  if (!o || !(THEMEN as readonly string[]).includes(thema)) return {};
  const one = (list: { wert: string; titel: string }[], v: string | null) =>
    v ? (list.find((x) => x.wert === v) ?? list.find((x) => x.titel.toLowerCase() === v.toLowerCase()))?.wert : undefined;
  switch (thema as Thema) {
    case 'abfall': {
      const s = one(o.strassen, query.get('strasse'));
      return s ? { strasse: s, uhrzeit: UHRZEIT_STANDARD } : {};
    }
    case 'nachrichten': {
      const r = one(o.rubriken, query.get('rubrik'));
      return r ? { themen: [`nachrichten:${r}`] } : {};
    }
    case 'gremium': {
      const g = one(o.gremien, query.get('gremium'));
      return g ? { themen: [`gremium:${g}`] } : {};
    }
    case 'baustellen': {
      const t = one(o.ortsteile, query.get('ortsteil'));
      return t ? { themen: [`baustellen:${t}`] } : {};
    }
    case 'veranstaltungen': {
      const r = one(o.veranstaltungsrubriken, query.get('rubrik'));
      return r ? { themen: [`veranstaltungen:${r}`] } : {};
    }
    case 'amtsblatt':
      return { themen: ['amtsblatt:'] };
  }
}

export const anmeldenLoader: Loader<AnmeldenData> = async (ctx) => {
  const optionen = (await ctx.cms.get(aboOptionen))?.data ?? null;
  return {
    title: 'E-Mail-Benachrichtigungen',
    description: 'Erinnerung an die Müllabfuhr, neue Nachrichten, Tagesordnungen, Baustellen, Veranstaltungen und das Amtsblatt per E-Mail, ohne Konto.',
    data: {
      optionen,
      werte: ctx.form?.values ?? vorauswahl(ctx.query, optionen),
      errors: ctx.form?.errors ?? {},
      message: ctx.form?.message ?? null,
      csrf: ctx.csrf,
    },
  };
};

/** The wished subscriptions of the form, with a message per field that is wrong. */
function wuensche(fields: ActionContext['body']['fields']): { abos: AboWunsch[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const abos: AboWunsch[] = [];
  const strasse = field(fields, 'strasse', 100);
  if (strasse) {
    const uhrzeit = field(fields, 'uhrzeit', 5);
    if (!(UHRZEITEN as readonly string[]).includes(uhrzeit)) errors.uhrzeit = 'Bitte wählen Sie, wann wir Sie am Vorabend erinnern sollen.';
    abos.push({ thema: 'abfall', bezug: strasse, arten: list(fields.arten).slice(0, 20), uhrzeit: (uhrzeit || UHRZEIT_STANDARD) as AboWunsch['uhrzeit'] });
  }
  for (const t of list(fields.themen).slice(0, 60)) {
    const i = t.indexOf(':');
    const thema = t.slice(0, i);
    if (i < 0 || !(THEMEN as readonly string[]).includes(thema) || thema === 'abfall') continue;
    abos.push({ thema: thema as Thema, bezug: t.slice(i + 1, i + 101), arten: [], uhrzeit: null });
  }
  if (!abos.length) errors.themen = 'Bitte wählen Sie mindestens ein Thema, zum Beispiel Ihre Straße für die Abfuhrtermine.';
  return { abos, errors };
}

export const anmeldenAction: Action = async (ctx) => {
  const f = ctx.body.fields;
  const email = field(f, 'email', 254).trim();
  const haeufigkeit = field(f, 'haeufigkeit', 20) || 'sofort';
  const values = { email, strasse: field(f, 'strasse', 100), uhrzeit: field(f, 'uhrzeit', 5), arten: list(f.arten), themen: list(f.themen), haeufigkeit };
  const { abos, errors } = wuensche(f);
  if (!EMAIL.test(email))
    errors.email = email ? 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@example.de.' : 'Bitte geben Sie Ihre E-Mail-Adresse an.';
  if (!(HAEUFIGKEITEN as readonly string[]).includes(haeufigkeit)) errors.haeufigkeit = 'Bitte wählen Sie, wie oft wir Ihnen schreiben sollen.';
  if (Object.keys(errors).length) return invalid({ errors, values });
  const limits = ctx.session.throttle.limits('benachrichtigungen', LIMITS(email.toLowerCase()));
  const wait = await limits.wait();
  if (wait)
    return invalid({
      status: 429,
      retryAfter: wait,
      values,
      message: `Von hier wurden gerade viele Benachrichtigungen bestellt. Bitte versuchen Sie es in ${Math.ceil(wait / 60)} Minuten noch einmal.`,
    });
  const res = await ctx.cms.call(aboBestellen, { body: { email, abos, haeufigkeit: haeufigkeit as Haeufigkeit, herkunft: ctx.origin } });
  if (!res.ok) {
    if (res.status === 400) return invalid({ values, errors: { themen: 'Bitte wählen Sie nur Themen aus der Liste.' } });
    return invalid({
      status: 503,
      retryAfter: 30,
      values,
      message: 'Ihre Bestellung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.',
    });
  }
  await limits.count();
  return redirectAfterPost(BESTELLT_PFAD);
};

export const bestelltLoader: Loader<BestelltData> = async () => ({ title: 'Bitte bestätigen Sie Ihre E-Mail-Adresse', personal: true, data: { email: null } });

const tokenOf = (ctx: { params: Readonly<Record<string, string | undefined>> }) => {
  const t = ctx.params.token ?? '';
  if (!TOKEN.test(t)) notFound('Dieser Link ist ungültig.');
  return t;
};

export const bestaetigenLoader: Loader<BestaetigenData> = async (ctx) => {
  const token = tokenOf(ctx);
  const res = found(await ctx.cms.load(aboBestaetigungLesen, { query: { token } }));
  if (res.data.status === 'ungueltig') notFound('Dieser Link ist ungültig.');
  return {
    title: res.data.status === 'abgelaufen' ? 'Bestätigungslink abgelaufen' : 'E-Mail-Benachrichtigungen bestätigen',
    noindex: true,
    data: { ...res.data, token, csrf: ctx.csrf, message: ctx.form?.message ?? null },
  };
};

export const bestaetigenAction: Action = async (ctx) => {
  const token = tokenOf(ctx);
  const res = await ctx.cms.call(aboBestaetigen, { body: { token } });
  if (!res.ok)
    return invalid({
      status: 503,
      retryAfter: 30,
      message: 'Die Bestätigung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.',
    });
  if (res.data.data.status === 'abgelaufen')
    return invalid({ status: 400, message: 'Dieser Bestätigungslink ist abgelaufen. Bitte bestellen Sie die Benachrichtigungen noch einmal.' });
  if (!res.data.data.verwalten) notFound('Dieser Link ist ungültig.');
  return redirectAfterPost(`${verwaltenPfad(res.data.data.verwalten)}?bestaetigt=1`);
};

export const verwaltenLoader: Loader<VerwaltenData> = async (ctx) => {
  const token = tokenOf(ctx);
  const res = found(await ctx.cms.load(aboVerwaltung, { query: { token } }), 'Dieser Link ist ungültig.');
  const beendet = ctx.query.getAll('beendet').slice(0, 100);
  return {
    title: 'Meine E-Mail-Benachrichtigungen',
    noindex: true,
    data: { ...res.data, token, csrf: ctx.csrf, bestaetigt: ctx.query.get('bestaetigt') === '1', beendet, errors: ctx.form?.errors ?? {} },
  };
};

export const verwaltenAction: Action = async (ctx) => {
  const token = tokenOf(ctx);
  const alle = field(ctx.body.fields, '_aktion', 20) === 'alle';
  const ids = list(ctx.body.fields.abo)
    .filter((v) => /^\d{1,12}$/.test(v))
    .map(Number)
    .slice(0, 100);
  if (!alle && !ids.length) return invalid({ errors: { abo: 'Bitte wählen Sie die Benachrichtigungen, die Sie abbestellen möchten.' } });
  const res = await ctx.cms.call(aboAbmelden, { body: { token, art: 'verwalten', abos: alle ? 'alle' : ids } });
  if (!res.ok) {
    if (res.status === 404) notFound('Dieser Link ist ungültig.');
    return invalid({
      status: 503,
      retryAfter: 30,
      message: 'Das Abbestellen konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.',
    });
  }
  const q = new URLSearchParams(res.data.data.beendet.map((t) => ['beendet', t]));
  return redirectAfterPost(`${verwaltenPfad(token)}${q.size ? `?${q.toString()}` : ''}`);
};

export const abmeldenLoader: Loader<AbmeldenData> = async (ctx) => {
  const token = tokenOf(ctx);
  const res = found(await ctx.cms.load(aboAbmeldungLesen, { query: { token } }), 'Dieser Link ist ungültig.');
  const beendet = ctx.form ? list(ctx.form.values.beendet) : null;
  return {
    title: beendet ? 'Benachrichtigung abbestellt' : 'Benachrichtigung abbestellen',
    noindex: true,
    data: { abos: res.data.abos, verwalten: res.data.verwalten, token, csrf: ctx.csrf, beendet },
  };
};

/**
 * The unsubscribe link's POST: the button of the page, or a mail program's one-click POST (RFC 8058,
 * body `List-Unsubscribe=One-Click`, no form token: the sealed address is the authority). Answered
 * with the page itself, never a redirect (the RFC's rule).
 */
export const abmeldenAction: Action = async (ctx) => {
  const token = tokenOf(ctx);
  const res = await ctx.cms.call(aboAbmelden, { body: { token, art: 'link' } });
  if (!res.ok) {
    if (res.status === 404) notFound('Dieser Link ist ungültig.');
    return invalid({
      status: 503,
      retryAfter: 30,
      message: 'Das Abbestellen konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.',
    });
  }
  return shownAgain({ message: 'Abbestellt.', values: { beendet: res.data.data.beendet } });
};

export const intranetLoader: Loader<IntranetData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'redaktion');
  const [zahlen, warn] = await Promise.all([ctx.cms.get(aboZahlen), ctx.cms.get(warnhinweisAktuell)]);
  const gesendet = ctx.query.get('gesendet');
  const werte = Object.fromEntries(Object.entries(ctx.form?.values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]));
  return {
    title: 'E-Mail-Benachrichtigungen – Intranet',
    data: {
      nav,
      zahlen: zahlen?.data ?? null,
      warnhinweis: warn?.data ? { id: warn.data.id, titel: warn.data.titel, text: warn.data.text } : null,
      admin: !!ctx.user?.rollen.includes('admin'),
      redaktion: true,
      gesendet: gesendet !== null && /^\d{1,9}$/.test(gesendet) ? Number(gesendet) : null,
      errors: ctx.form?.errors ?? {},
      message: ctx.form?.message ?? null,
      werte,
    },
  };
};

export const intranetAction: Action = async (ctx) => {
  const aktion = field(ctx.body.fields, '_aktion', 20);
  if (aktion === 'auskunft') {
    requireRole(ctx.user, 'admin');
    const email = field(ctx.body.fields, 'email', 254).trim();
    if (!EMAIL.test(email))
      return invalid({ errors: { email: 'Bitte geben Sie die E-Mail-Adresse an, zu der Auskunft gegeben werden soll.' }, values: { email } });
    const res = await ctx.cms.call(aboAuskunft, { query: { email } });
    if (!res.ok) {
      if (res.status === 404) return shownAgain({ message: 'Zu dieser Adresse ist nichts gespeichert.', values: { email } });
      return invalid({ status: 503, retryAfter: 30, values: { email }, message: 'Die Auskunft konnte gerade nicht erstellt werden.' });
    }
    return shownAgain({ message: 'Auskunft erstellt.', values: { email, auskunft: res.data.data } });
  }
  if (aktion === 'dringend') {
    requireRole(ctx.user, 'redaktion');
    const id = Number(field(ctx.body.fields, 'warnhinweis', 9));
    const ortsteil = field(ctx.body.fields, 'ortsteil', 60);
    const values = { ortsteil };
    if (!ortsteil) return invalid({ errors: { ortsteil: 'Bitte wählen Sie, an wen der Hinweis gehen soll.' }, values });
    if (field(ctx.body.fields, 'sicher', 2) !== 'ja')
      return invalid({ errors: { sicher: 'Bitte bestätigen Sie, dass der Hinweis jetzt per E-Mail verschickt werden soll.' }, values });
    const res = await ctx.cms.call(aboDringend, { body: { warnhinweis: Number.isInteger(id) && id > 0 ? id : 1, ortsteil, herkunft: ctx.origin } });
    if (!res.ok) {
      if (res.status === 404) return invalid({ status: 409, values, message: 'Dieser Warnhinweis ist nicht mehr gültig. Es wurde nichts verschickt.' });
      return invalid({
        status: 503,
        retryAfter: 30,
        values,
        message: 'Der Hinweis konnte gerade nicht verschickt werden. Bitte versuchen Sie es gleich noch einmal.',
      });
    }
    return redirectAfterPost(`${INTRANET_PFAD}?gesendet=${res.data.data.empfaenger}`);
  }
  return invalid({ status: 400, message: 'Unbekannte Aktion.' });
};
