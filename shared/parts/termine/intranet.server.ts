import type { Action, Loader, LoaderContext } from '../../routing/types';
import { field, invalid, redirectAfterPost } from '../../routing/action';
import { requireRole } from '../../routing/errors';
import { berlinToday } from '../../format/date';
import { addDays } from '../../time/holidays';
import { isIsoDate } from '../../components/date-picker/calendar-math';
import { loadNav } from '../intranet/intranet.server';
import { termineDienste, termineFrei, termineStatistik, termineTag, terminBuchen, terminSperreAufheben, terminSperren, terminStatusSetzen } from './contract';
import { INTRANET_PFAD, ZEIT } from './values';
import type { TermineIntranetData, TermineStatistikData } from './types';

/**
 * The Bürgerbüro's day (ADR 55), for the role `buergerbuero`: the appointments per counter (printable),
 * marking arrived, done or no-show, booking by phone for someone, blocking a period (its appointments
 * are cancelled with a mail and a link to rebook) and the statistics per service and week. The CSV of
 * the day is a server route (server/termine).
 */
const ROLLE = 'buergerbuero';
const GESPEICHERT = ['status', 'gesperrt', 'aufgehoben', 'gebucht'] as const;

function tagOf(ctx: Pick<LoaderContext, 'query'>): string {
  const t = ctx.query.get('tag') ?? '';
  return isIsoDate(t) ? t : berlinToday();
}

export const intranetLoader: Loader<TermineIntranetData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, ROLLE);
  const tag = ctx.form ? (isIsoDate(field(ctx.form.values, 'tag', 10)) ? field(ctx.form.values, 'tag', 10) : tagOf(ctx)) : tagOf(ctx);
  const [tagRes, dienste] = await Promise.all([ctx.cms.call(termineTag, { body: { tag } }), ctx.cms.get(termineDienste)]);
  const list = dienste?.data ?? [];
  // A phone booking's free times: after "Freie Zeiten zeigen" (a GET form) or a refused booking.
  const v = ctx.form?.values ?? {};
  const dienst = Number(ctx.form ? field(v, 'dienst', 12) : (ctx.query.get('dienst') ?? ''));
  const personen = Math.max(1, Math.min(5, Number(ctx.form ? field(v, 'personen', 2) : (ctx.query.get('personen') ?? '1')) || 1));
  let telefonZeiten: string[] | null = null;
  if (list.some((d) => d.id === dienst)) {
    const frei = await ctx.cms.call(termineFrei, { body: { auswahl: [{ id: dienst, personen }], von: tag, bis: tag, alle: true } });
    telefonZeiten = frei.ok ? (frei.data.data.tage[0]?.zeiten ?? []) : [];
  }
  const g = ctx.query.get('gespeichert');
  return {
    title: `Termine ${tag} – Intranet`,
    data: {
      nav,
      tag,
      vorher: addDays(tag, -1),
      nachher: addDays(tag, 1),
      tagDaten: tagRes.ok ? tagRes.data.data : null,
      dienste: list,
      csrf: ctx.csrf,
      errors: ctx.form?.errors ?? {},
      werte: {
        ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, Array.isArray(x) ? (x[0] ?? '') : x])),
        ...(dienst ? { dienst: String(dienst), personen: String(personen) } : {}),
      },
      message: ctx.form?.message ?? null,
      gespeichert: !ctx.form && g && (GESPEICHERT as readonly string[]).includes(g) ? g : null,
      telefonZeiten,
    },
  };
};

const back = (tag: string, what: (typeof GESPEICHERT)[number]) => redirectAfterPost(`${INTRANET_PFAD}?tag=${tag}&gespeichert=${what}`);

export const intranetAction: Action = async (ctx) => {
  requireRole(ctx.user, ROLLE);
  const f = ctx.body.fields;
  const tag = field(f, 'tag', 10);
  if (!isIsoDate(tag)) return invalid({ status: 400, message: 'Der Tag fehlt.' });
  const values = Object.fromEntries(Object.entries(f).map(([k, x]) => [k, Array.isArray(x) ? (x[0] ?? '') : x]));
  const aktion = field(f, '_aktion', 20);
  if (aktion === 'status') {
    const status = field(f, 'status', 20);
    const id = Number(field(f, 'id', 12));
    if (!['gebucht', 'erschienen', 'erledigt', 'nicht_erschienen'].includes(status) || !id)
      return invalid({ status: 400, message: 'Unbekannter Status.', values });
    const res = await ctx.cms.call(terminStatusSetzen, { body: { id, status: status as 'erschienen' } });
    if (!res.ok) return invalid({ status: 409, message: 'Dieser Termin ist abgesagt oder gelöscht.', values });
    return back(tag, 'status');
  }
  if (aktion === 'sperren') {
    const von = field(f, 'von', 5);
    const bis = field(f, 'bis', 5);
    const grund = field(f, 'grund', 200).trim();
    const errors: Record<string, string> = {};
    if (!ZEIT.test(von)) errors.von = 'Bitte geben Sie den Beginn als Uhrzeit wie 09:00 an.';
    if (!ZEIT.test(bis)) errors.bis = 'Bitte geben Sie das Ende als Uhrzeit wie 12:00 an.';
    else if (ZEIT.test(von) && bis <= von) errors.bis = 'Das Ende muss nach dem Beginn liegen.';
    if (!grund) errors.grund = 'Bitte nennen Sie den Grund; er steht in der Absage an die Betroffenen.';
    if (Object.keys(errors).length) return invalid({ errors, values });
    const name = ctx.user ? `${ctx.user.vorname} ${ctx.user.nachname}` : 'Bürgerbüro';
    const res = await ctx.cms.call(terminSperren, { body: { tag, von, bis, grund, von_name: name, herkunft: ctx.origin } });
    if (!res.ok) return invalid({ status: 422, message: 'Die Sperre konnte nicht gespeichert werden.', values });
    return back(tag, 'gesperrt');
  }
  if (aktion === 'aufheben') {
    const id = Number(field(f, 'id', 12));
    await ctx.cms.call(terminSperreAufheben, { body: { id } });
    return back(tag, 'aufgehoben');
  }
  if (aktion === 'telefon') {
    const dienst = Number(field(f, 'dienst', 12));
    const personen = Math.max(1, Math.min(5, Number(field(f, 'personen', 2)) || 1));
    const zeit = field(f, 'zeit', 5);
    const name = field(f, 'name', 200).trim();
    const email = field(f, 'email', 254).trim();
    const telefon = field(f, 'telefon', 40).trim();
    const errors: Record<string, string> = {};
    if (!ZEIT.test(zeit)) errors.zeit = 'Bitte wählen Sie eine freie Uhrzeit.';
    if (!name) errors.name = 'Bitte geben Sie den Namen an.';
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      errors.email = 'Bitte geben Sie eine E-Mail-Adresse wie name@beispiel.de an, oder lassen Sie das Feld leer.';
    if (Object.keys(errors).length) return invalid({ errors, values });
    const res = await ctx.cms.call(terminBuchen, {
      body: { auswahl: [{ id: dienst, personen }], tag, zeit, name, email, telefon, telefonisch: true, herkunft: ctx.origin },
    });
    if (res.ok) return back(tag, 'gebucht');
    const b = (res.body ?? {}) as { error?: string };
    return invalid({ status: res.status === 409 ? 409 : 422, message: b.error ?? 'Der Termin konnte nicht gebucht werden.', values });
  }
  return invalid({ status: 400, message: 'Unbekannte Aktion.', values });
};

export const statistikLoader: Loader<TermineStatistikData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, ROLLE);
  const heute = berlinToday();
  const von = isIsoDate(ctx.query.get('von')) ? ctx.query.get('von')! : addDays(heute, -56);
  const bis = isIsoDate(ctx.query.get('bis')) ? ctx.query.get('bis')! : addDays(heute, 56);
  const res = await ctx.cms.call(termineStatistik, { body: { von, bis } });
  return { title: 'Termine: Statistik – Intranet', data: { nav, von, bis, zeilen: res.ok ? res.data.data : null } };
};
