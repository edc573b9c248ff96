import type { Action, ActionContext, Loader, LoaderContext } from '../../routing/types';
import { field, invalid, redirectAfterPost } from '../../routing/action';
import { notFound, redirect } from '../../routing/errors';
import { addDays } from '../../time/holidays';
import { isIsoDate } from '../../components/date-picker/calendar-math';
import { termineDienste, termineFrei, terminAbsagen, terminBuchen, terminLesen, terminVerschieben, type Dienst } from './contract';
import { termineEinstellungen } from './settings';
import { LINK, TERMINE_PFAD, ZEIT, auswahlText, parseAuswahl, terminPfad } from './values';
import type { Gewaehlt, TermineData, TerminData } from './types';

/**
 * The booking's steps (ADR 55), each a page of its own address, so that every step is a link or a GET
 * form and works without JavaScript: the services (/rathaus/termine/), the day (…/tag?dienste=), the
 * time (…/zeit?dienste=&tag=), the person (…/angaben?dienste=&tag=&zeit=, the one POST), and the
 * appointment's own page behind its sealed link (…/t/<link>), where it is changed or cancelled. A
 * change walks the same steps with `t=<link>` and ends in a confirmation without personal fields.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEFON = /^[0-9+()/ -]{0,40}$/;
const MONAT = /^\d{4}-\d{2}$/;

async function dienste(ctx: Pick<LoaderContext, 'cms'>): Promise<Dienst[]> {
  const res = await ctx.cms.load(termineDienste);
  if (!res) throw new Error('Termine: Anliegen nicht lesbar');
  return res.data;
}

/** The chosen services from the address, checked against the bookable ones; null when any is unknown. */
function gewaehlt(list: Dienst[], text: string | null): Gewaehlt[] | null {
  const auswahl = parseAuswahl(text);
  if (!auswahl.length) return null;
  const out: Gewaehlt[] = [];
  for (const a of auswahl) {
    const d = list.find((x) => x.id === a.id);
    if (!d || a.personen > d.personen_max) return null;
    out.push({ id: d.id, name: d.name, personen: a.personen });
  }
  return out;
}

/** The link of a change (`t`), checked for its form only; the store checks the seal. */
const aendernOf = (q: URLSearchParams) => {
  const t = q.get('t') ?? '';
  return LINK.test(t) ? t : null;
};

const weiter = (path: string, params: Record<string, string | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  return `${TERMINE_PFAD}${path}?${q.toString()}`;
};

const TITEL = 'Termin im Bürgerbüro vereinbaren';

export const startLoader: Loader<TermineData> = async (ctx) => {
  const list = await dienste(ctx);
  const auswahl = parseAuswahl(ctx.query.get('dienste'));
  // One service chosen on its procedure page: `?dienst=<id>`.
  const eins = Number(ctx.query.get('dienst'));
  if (!auswahl.length && list.some((d) => d.id === eins)) auswahl.push({ id: eins, personen: 1 });
  return {
    title: TITEL,
    description: 'Buchen Sie online einen Termin im Bürgerbüro: Anliegen wählen, Tag und Uhrzeit aussuchen, Bestätigung per E-Mail.',
    data: {
      schritt: 'start',
      dienste: list,
      auswahl,
      fehler: ctx.query.get('fehler') === 'auswahl' ? 'Bitte wählen Sie mindestens ein Anliegen.' : null,
      aendern: aendernOf(ctx.query),
    },
  };
};

/** Reads the checkboxes of the services' form (GET without JavaScript: `d=<id>&p<id>=<personen>`) into `dienste`. */
function auswahlAusFormular(q: URLSearchParams): string | null {
  const ids = q.getAll('d').filter((v) => /^\d{1,9}$/.test(v));
  if (!ids.length) return null;
  return auswahlText(ids.slice(0, 10).map((id) => ({ id: Number(id), personen: Math.min(5, Math.max(1, Number(q.get(`p${id}`)) || 1)) })));
}

export const tagLoader: Loader<TermineData> = async (ctx) => {
  // The services' form sends its checkboxes: the step's own address then names the choice.
  const ausFormular = auswahlAusFormular(ctx.query);
  const aendern = aendernOf(ctx.query);
  if (ausFormular) redirect(weiter('tag', { dienste: ausFormular, t: aendern }), 303);
  const list = await dienste(ctx);
  const g = gewaehlt(list, ctx.query.get('dienste'));
  if (!g) redirect(`${TERMINE_PFAD}?fehler=auswahl`, 303);
  const wanted = ctx.query.get('monat') ?? '';
  const auswahl = auswahlText(g);
  // The store knows the booking window (its clock): a month asked for, else the whole window, of
  // which the first month is shown.
  const res = await ctx.cms.call(termineFrei, {
    body: {
      auswahl: g.map((x) => ({ id: x.id, personen: x.personen })),
      von: MONAT.test(wanted) ? `${wanted}-01` : '2000-01-01',
      bis: MONAT.test(wanted) ? addDays(`${monthShift(wanted, 1)}-01`, -1) : '2999-12-31',
      ...(aendern ? { link: aendern } : {}),
    },
  });
  if (!res.ok) throw new Error('Termine: freie Zeiten nicht lesbar');
  const fenster = res.data.data.fenster;
  const monat = MONAT.test(wanted) && wanted >= fenster.von.slice(0, 7) && wanted <= fenster.bis.slice(0, 7) ? wanted : fenster.von.slice(0, 7);
  const prevMonth = monthShift(monat, -1);
  const nextMonth = monthShift(monat, 1);
  return {
    title: `Tag wählen – ${TITEL}`,
    data: {
      schritt: 'tag',
      auswahl,
      gewaehlt: g,
      dauer: res.data.data.dauer,
      monat,
      vorher: prevMonth >= fenster.von.slice(0, 7) ? prevMonth : null,
      nachher: nextMonth <= fenster.bis.slice(0, 7) ? nextMonth : null,
      tage: res.data.data.tage.filter((t) => t.tag.startsWith(monat)),
      fenster: { von: fenster.von, bis: fenster.bis },
      aendern,
    },
  };
};

function monthShift(monat: string, n: number): string {
  const y = Number(monat.slice(0, 4));
  const m = Number(monat.slice(5, 7)) - 1 + n;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${yy}-${String(mm + 1).padStart(2, '0')}`;
}

export const zeitLoader: Loader<TermineData> = async (ctx) => {
  const list = await dienste(ctx);
  const g = gewaehlt(list, ctx.query.get('dienste'));
  if (!g) redirect(`${TERMINE_PFAD}?fehler=auswahl`, 303);
  const tag = ctx.query.get('tag') ?? '';
  if (!isIsoDate(tag)) notFound();
  const aendern = aendernOf(ctx.query);
  const res = await ctx.cms.call(termineFrei, {
    body: { auswahl: g.map((x) => ({ id: x.id, personen: x.personen })), von: tag, bis: tag, ...(aendern ? { link: aendern } : {}) },
  });
  if (!res.ok) throw new Error('Termine: freie Zeiten nicht lesbar');
  const day = res.data.data.tage[0];
  return {
    title: `Uhrzeit wählen – ${TITEL}`,
    data: {
      schritt: 'zeit',
      auswahl: auswahlText(g),
      gewaehlt: g,
      dauer: res.data.data.dauer,
      tag,
      zeiten: day?.zeiten ?? [],
      geschlossen: day ? day.geschlossen : 'Dieser Tag liegt außerhalb der Buchungszeit.',
      aendern,
    },
  };
};

export const angabenLoader: Loader<TermineData> = async (ctx) => {
  const list = await dienste(ctx);
  const v = ctx.form?.values ?? {};
  const q = (name: string) => (ctx.form ? field(v, name, 300) : (ctx.query.get(name) ?? ''));
  const g = gewaehlt(list, q('dienste'));
  if (!g) redirect(`${TERMINE_PFAD}?fehler=auswahl`, 303);
  const tag = q('tag');
  const zeit = q('zeit');
  if (!isIsoDate(tag) || !ZEIT.test(zeit)) notFound();
  const aendern = LINK.test(q('t')) ? q('t') : null;
  const naechste = ctx.form ? parseNaechste(field(v, '_naechste', 2000)) : [];
  return {
    title: `${aendern ? 'Verlegung bestätigen' : 'Ihre Angaben'} – ${TITEL}`,
    data: {
      schritt: 'angaben',
      auswahl: auswahlText(g),
      gewaehlt: g,
      dauer: 0,
      tag,
      zeit,
      csrf: ctx.csrf,
      werte: { name: field(v, 'name', 200), email: field(v, 'email', 254), telefon: field(v, 'telefon', 40) },
      errors: ctx.form?.errors ?? {},
      message: ctx.form?.message ?? null,
      naechste,
      aendern,
    },
  };
};

function parseNaechste(text: string): Array<{ tag: string; zeit: string }> {
  return text
    .split(',')
    .map((s) => /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(s))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ tag: m[1]!, zeit: m[2]! }))
    .slice(0, 6);
}

const STORE_DOWN = 'Ihr Termin konnte gerade nicht gebucht werden. Bitte versuchen Sie es in einigen Minuten erneut. Ihre Angaben bleiben erhalten.';
const TOO_MANY = (s: number) =>
  `Von Ihrem Netz wurden heute schon sehr viele Termine gebucht. Damit niemand Termine sammelt, können Sie erst in ${s >= 3600 ? `${Math.ceil(s / 3600)} Stunden` : `${Math.ceil(s / 60)} Minuten`} wieder online buchen. Rufen Sie uns gern an; Ihre Angaben stehen unten.`;
const DAY_MS = 24 * 60 * 60_000;

export const angabenAction: Action = async (ctx) => {
  const f = ctx.body.fields;
  const dienste = field(f, 'dienste', 300);
  const tag = field(f, 'tag', 10);
  const zeit = field(f, 'zeit', 5);
  const aendern = LINK.test(field(f, 't', 400)) ? field(f, 't', 400) : '';
  const werte = { name: field(f, 'name', 200).trim(), email: field(f, 'email', 254).trim(), telefon: field(f, 'telefon', 40).trim() };
  const values = { ...werte, dienste, tag, zeit, t: aendern };
  const auswahl = parseAuswahl(dienste);
  if (!auswahl.length || !isIsoDate(tag) || !ZEIT.test(zeit))
    return invalid({ status: 400, message: 'Die Auswahl war unvollständig. Bitte beginnen Sie noch einmal.', values });
  try {
    if (aendern) {
      const res = await ctx.cms.call(terminVerschieben, { body: { link: aendern, tag, zeit, herkunft: ctx.origin } });
      if (res.ok) return redirectAfterPost(`${terminPfad(res.data.data.link)}?neu=verlegt`);
      return refused(res.status, res.body, values);
    }
    const errors: Record<string, string> = {};
    if (!werte.name) errors.name = 'Bitte geben Sie Ihren Namen an.';
    if (!EMAIL.test(werte.email)) errors.email = 'Bitte geben Sie eine E-Mail-Adresse wie name@beispiel.de an: Dorthin schicken wir die Bestätigung.';
    if (!TELEFON.test(werte.telefon)) errors.telefon = 'Die Telefonnummer besteht aus Ziffern, Leerzeichen und den Zeichen + ( ) / -.';
    if (Object.keys(errors).length) return invalid({ errors, values });
    const e = termineEinstellungen();
    const limits = ctx.session.throttle.limits('termine', [{ per: 'netz', max: e.proNetzTag, windowMs: DAY_MS }]);
    const wait = await limits.wait();
    if (wait) return invalid({ status: 429, retryAfter: wait, message: TOO_MANY(wait), values });
    const res = await ctx.cms.call(terminBuchen, { body: { auswahl, tag, zeit, ...werte, herkunft: ctx.origin } });
    if (res.ok) {
      await limits.count();
      return redirectAfterPost(`${terminPfad(res.data.data.link)}?neu=gebucht`);
    }
    return refused(res.status, res.body, values);
  } catch {
    return invalid({ status: 503, retryAfter: 30, message: STORE_DOWN, values });
  }
};

function refused(status: number, body: unknown, values: Record<string, string>) {
  const b = (body ?? {}) as { error?: string; naechste?: Array<{ tag: string; zeit: string }> };
  if (status === 409) {
    const naechste = (b.naechste ?? []).map((n) => `${n.tag}T${n.zeit}`).join(',');
    return invalid({
      status: 409,
      message: `${b.error ?? 'Dieser Termin ist leider gerade vergeben worden.'} Ihre Angaben stehen unten; wählen Sie bitte eine andere Zeit.`,
      values: { ...values, _naechste: naechste },
    });
  }
  if (status === 429) return invalid({ status: 429, message: b.error ?? 'Mit dieser E-Mail-Adresse sind schon genug Termine gebucht.', values });
  if (status === 404)
    return invalid({
      status: 409,
      message: 'Diesen Termin gibt es nicht mehr: Er wurde abgesagt oder schon verlegt. Buchen Sie bitte einen neuen.',
      values: { ...values, t: '' },
    });
  if (status === 422 || status === 400) return invalid({ status: 422, message: b.error ?? 'Dieser Termin kann nicht gebucht werden.', values });
  return invalid({ status: 503, retryAfter: 30, message: STORE_DOWN, values });
}

export const terminLoader: Loader<TerminData> = async (ctx) => {
  const link = ctx.params.link ?? '';
  if (!LINK.test(link)) notFound();
  const res = await ctx.cms.call(terminLesen, { body: { link } });
  if (!res.ok) {
    if (res.status === 404)
      notFound('Diesen Termin gibt es nicht (mehr): Der Link ist veraltet, weil der Termin verlegt wurde, oder der Termin ist vorbei und gelöscht.');
    throw new Error('Termine: Termin nicht lesbar');
  }
  const t = res.data.data;
  const neu = ctx.query.get('neu');
  return {
    title: t.status === 'abgesagt' ? 'Termin abgesagt' : neu === 'gebucht' ? 'Ihr Termin ist gebucht' : 'Ihr Termin im Bürgerbüro',
    noindex: true,
    personal: true,
    data: {
      termin: t,
      csrf: ctx.csrf,
      neu: neu === 'gebucht' || neu === 'verlegt' || neu === 'abgesagt' ? neu : null,
      offen: t.aenderbar,
      message: ctx.form?.message ?? null,
    },
  };
};

export const terminAction: Action = async (ctx: ActionContext) => {
  const link = ctx.params.link ?? '';
  if (!LINK.test(link)) notFound();
  if (field(ctx.body.fields, '_aktion', 20) !== 'absagen') return invalid({ status: 400, message: 'Unbekannte Aktion.' });
  try {
    const res = await ctx.cms.call(terminAbsagen, { body: { link, herkunft: ctx.origin } });
    if (res.ok) return redirectAfterPost(`${terminPfad(link)}?neu=abgesagt`);
    if (res.status === 404) notFound();
    return invalid({ status: 422, message: (res.body as { error?: string })?.error ?? 'Dieser Termin kann nicht mehr abgesagt werden.' });
  } catch {
    return invalid({
      status: 503,
      retryAfter: 30,
      message: 'Die Absage konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    });
  }
};

export { DAY_MS, weiter };
