import { townOrganization } from '../../../site/structured-data';
import { randomBytes } from 'node:crypto';
import type { Action, ActionContext, ActionResult, Loader, LoaderContext, WindowLimit } from '../../../routing/types';
import { field, invalid, redirectAfterPost } from '../../../routing/action';
import { NotFoundError, notFound } from '../../../routing/errors';
import { formKeyOf } from '../../../routing/form-token';
import { eingangAnlegen, eingangBekannt, eingangFotosAblegen, meldekategorien, type EntwurfFoto } from '../contract';
import { gewerbeRubriken } from '../../gewerbe/contract';
import { FOTO_TOKEN, SCHLUESSEL } from '../values';
import { aemterList } from '../../verwaltung/contract';
import { seiteDetail } from '../../seiten/contract';
import { berlinToday } from '../../../format/date';
import { TOWN } from '../../../site/town';
import {
  FEHLERMELDUNG,
  HONEYPOT_FIELD,
  KONTAKT,
  PHOTOS_PER_NETWORK,
  SCHADENSMELDUNG,
  SUBMISSION_WINDOW_MS,
  SUBMISSIONS_PER_EMAIL,
  SUBMISSIONS_PER_NETWORK,
  feldWert,
  isSeite,
  mehrereWerte,
  mehrfachWerte,
  normalisiere,
  parseDatum,
  pruefeFormular,
  sichtbareFelder,
  type AmtOption,
  type FeldDef,
  type FormularDef,
  type Option,
  formularFor,
  kategorieVon,
} from './definitions';
import type { DankeData, FormularData, KontaktData } from './types';
import { adresseBei, karteData, kartenSchritt, inDerNaehe, ortBeimSenden, strassenListe } from './karte.server';

/**
 * Loaders and actions of the citizen forms (issue "Citizens write to the town", ADR 13, 28): the
 * damage report, the error and barrier report and the contact form. The page handler has checked the
 * form's signed token (and the origin) before; the action then takes, in this order: the photos (kept
 * across a refused submit), the rules of spec §5 and of the form (422 with every value kept), the signs
 * of a program (a filled honeypot, a form sent faster than a person can: the page again with every
 * value and one more click, never "stored"), the limits of accepted submissions (429 with Retry-After),
 * and then has the store write the submission before it answers 303 with the reference number.
 */

const newKey = () => randomBytes(18).toString('base64url');

/** The first value of a hidden or text field of a parsed form ('' for absent or repeated). */
const one = (fields: Record<string, string | string[]>, name: string, max = 200) => {
  const v = fields[name];
  return typeof v === 'string' ? v.slice(0, max) : '';
};

function parseFotos(value: string): EntwurfFoto[] {
  try {
    const list = JSON.parse(value) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter((f): f is EntwurfFoto => !!f && typeof f.id === 'string' && typeof f.name === 'string' && typeof f.groesse === 'number').slice(0, 10);
  } catch {
    return [];
  }
}

export async function loadAemter(ctx: Pick<LoaderContext, 'cms'>): Promise<{ id: number; titel: string; email: string }[] | null> {
  const res = await ctx.cms.get(aemterList);
  return res ? res.data.map((a) => ({ id: a.id, titel: a.titel, email: a.email })) : null;
}

/**
 * The choices of the fields whose choices come from the CMS (the directory's categories), by field
 * name. Throws when the CMS cannot answer: such a form cannot be filled in without them.
 */
export async function loadOptionen(def: FormularDef, ctx: Pick<LoaderContext, 'cms'>): Promise<Record<string, AmtOption[]>> {
  const out: Record<string, AmtOption[]> = {};
  for (const f of def.felder) {
    if (f.auswahl === 'gewerbe-rubriken') {
      const res = await ctx.cms.load(gewerbeRubriken);
      out[f.name] = (res?.data ?? []).map((r) => ({ wert: r.url, label: r.titel }));
    }
    if (f.auswahl === 'meldekategorien') {
      // The report categories with their offices (ADR 54): the page shows the names, the action routes by the office.
      const res = await ctx.cms.load(meldekategorien);
      out[f.name] = (res?.data ?? []).map((k) => ({ wert: k.schluessel, label: k.name, amt: k.amt_id }));
    }
  }
  return out;
}

/** The choices as the page gets them: value and label (the offices stay on the server). */
const shownOptionen = (optionen: Record<string, AmtOption[]>): Record<string, Option[]> =>
  Object.fromEntries(Object.entries(optionen).map(([k, list]) => [k, list.map((o) => ({ wert: o.wert, label: o.label }))]));

/** The form's data: after a refused submit its values and messages, else fresh defaults. */
export function formularData(
  def: FormularDef,
  ctx: LoaderContext,
  defaults: Record<string, string>,
  aemter: FormularData['aemter'],
  optionen: FormularData['optionen'] = {},
): FormularData {
  const { form } = ctx;
  const v = form?.values ?? {};
  const werte: Record<string, string> = {};
  for (const f of sichtbareFelder(def)) werte[f.name] = form ? field(v, f.name, 20_000) : (defaults[f.name] ?? '');
  const token = field(v, '_fotos');
  const csrf = ctx.csrf;
  return {
    art: def.art,
    csrf,
    // A form anyone may send: its key is the one its signed token binds (ADR 28). Staff's forms keep theirs.
    schluessel: formKeyOf(csrf) ?? (SCHLUESSEL.test(field(v, '_schluessel')) ? field(v, '_schluessel') : newKey()),
    werte,
    errors: form?.errors ?? {},
    message: form?.message ?? null,
    bestaetigen: field(v, BESTAETIGUNG) === '1',
    fotos: FOTO_TOKEN.test(token) ? parseFotos(field(v, '_fotos_liste', 20_000)) : [],
    fotoToken: FOTO_TOKEN.test(token) ? token : null,
    heute: berlinToday(),
    aemter,
    optionen,
  };
}

export const schadensmeldungLoader: Loader<FormularData> = async (ctx) => {
  const optionen = await loadOptionen(SCHADENSMELDUNG, ctx);
  const kategorie = kategorieVon(ctx.query.get('kategorie') ?? '');
  const known = optionen.kategorie?.some((o) => o.wert === kategorie);
  return {
    title: SCHADENSMELDUNG.titel,
    description:
      'Melden Sie Schäden im öffentlichen Raum: defekte Straßenbeleuchtung, Straßenschäden, illegale Müllablagerungen, Spielplätze und Bäume – mit Fotos und Ort.',
    data: await mitKarte(ctx, formularData(SCHADENSMELDUNG, ctx, { kategorie: known ? kategorie : '', bemerkt: berlinToday() }, null, shownOptionen(optionen))),
  };
};

/** A form with a place: its map's view, the marked street, the town's streets and the reports nearby (ADR 52). */
async function mitKarte(ctx: LoaderContext, data: FormularData): Promise<FormularData> {
  return { ...data, karte: await karteData(ctx.cms, ctx.form?.values ?? {}, data.werte) };
}

/** The form comes back before it is stored: reports of the same kind were made close by (ADR 52). */
export const NAEHE_MESSAGE =
  'In der Nähe wurde in den letzten Wochen schon etwas Ähnliches gemeldet (siehe unten). Ist das Ihr Anliegen? Dann abonnieren Sie die Meldung, statt eine neue zu senden. Ist es etwas anderes, senden Sie Ihre Meldung bitte erneut ab.';

export const fehlerMeldenLoader: Loader<FormularData> = async (ctx) => {
  const seite = (ctx.query.get('seite') ?? '').slice(0, 500);
  return {
    title: FEHLERMELDUNG.titel,
    description: 'Melden Sie uns einen inhaltlichen Fehler, einen defekten Link oder eine Barriere auf dieser Website (Feedback nach § 7 BITV 2.0).',
    data: formularData(FEHLERMELDUNG, ctx, { seite: isSeite(seite) && !/[\u0000-\u001f]/.test(seite) ? seite : '' }, null),
  };
};

export const kontaktLoader: Loader<KontaktData> = async (ctx) => {
  const [seite, aemter] = await Promise.all([ctx.cms.get(seiteDetail, { query: { pfad: '/rathaus/kontakt/' } }), loadAemter(ctx)]);
  // The office a visitor chose by coming from its page; else none, so nobody sends to an office without choosing it.
  const wanted = Number(ctx.query.get('amt'));
  const amt = aemter?.some((a) => a.id === wanted) ? String(wanted) : '';
  return {
    title: seite?.data.titel ?? 'Kontakt',
    description: seite?.data.beschreibung ?? 'Anschrift, Telefon, E-Mail und Öffnungszeiten des Rathauses, und das Kontaktformular.',
    meta: { jsonLd: [townOrganization(ctx.origin)] },
    data: {
      seite: seite?.data ?? null,
      formular: formularData(KONTAKT, ctx, { amt }, aemter ? aemter.map((a) => ({ id: a.id, titel: a.titel })) : null),
    },
  };
};

/**
 * The thank-you page: only the number and the general text, so guessing numbers reveals nothing. It
 * thanks only for a submission that is stored: an unknown number (or none) answers 404.
 */
export function dankeLoader(art: 'schadensmeldung' | 'fehlermeldung' | 'kontakt' | 'gewerbeeintrag'): Loader<DankeData> {
  const def = formularFor(art)!;
  const pattern = new RegExp(`^${def.prefix}-\\d{4}-\\d{6}$`);
  return async ({ params, query, cms }) => {
    const referenz = params.ref ?? '';
    if (!pattern.test(referenz)) notFound();
    const known = await cms.load(eingangBekannt, { params: { referenz } });
    if (!known?.data) notFound();
    return {
      title: def.dank.titel,
      personal: true,
      data: { art: def.art, referenz, barriere: def === FEHLERMELDUNG && query.get('barriere') === '1' },
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Actions

const TOO_MANY = (seconds: number) =>
  `Von Ihrem Netz oder mit Ihrer E-Mail-Adresse wurden in kurzer Zeit sehr viele Formulare gesendet. Ihre Angaben sind nicht gespeichert, stehen aber unten. Bitte warten Sie ${
    seconds >= 120 ? `${Math.ceil(seconds / 60)} Minuten` : `${seconds} Sekunden`
  } und senden Sie das Formular dann erneut.`;
const STORE_DOWN = 'Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut. Ihre Eingaben bleiben erhalten.';
const FOTOS_BUSY = 'Gerade werden sehr viele Fotos verarbeitet. Bitte senden Sie das Formular in einigen Sekunden erneut.';
const INCOMPLETE = 'Das Formular war unvollständig. Bitte prüfen Sie Ihre Angaben und senden Sie es erneut.';
/** The page that asks for one more click (ADR 28): nothing is stored yet, and it says so. */
export const BESTAETIGEN =
  'Bitte senden Sie das Formular noch einmal ab: Es kam so schnell bei uns an, wie es sonst nur Programme schaffen, deshalb haben wir es noch nicht gespeichert. Ihre Angaben stehen unten; prüfen Sie sie bitte und klicken Sie dann erneut auf den Knopf zum Senden.';
/** A form key that stored a submission before, sent again with other values. */
export const SCHON_GESENDET = (referenz: string, fotos: boolean) =>
  `Dieses Formular haben Sie bereits gesendet, es ist unter der Vorgangsnummer ${referenz} gespeichert. Die geänderten Angaben unten sind noch nicht gespeichert: Wenn Sie sie als weitere Meldung senden möchten, senden Sie das Formular bitte erneut.${
    fotos ? ' Fotos wählen Sie dafür bitte noch einmal aus.' : ''
  }`;
const repeated = (label: string) => `${label} wurde mehrfach gesendet. Bitte geben Sie den Wert nur einmal an.`;
/** The hidden field of the page that asks for one more click. */
const BESTAETIGUNG = '_bestaetigung';

export function submitAction(def: FormularDef, options: (ctx: ActionContext) => SubmitOptions = () => ({})): Action {
  return async (ctx) => {
    try {
      return await submit(def, ctx, options(ctx));
    } catch (error) {
      if (error instanceof NotFoundError) throw error;
      // The store could not be reached: nothing was acknowledged, the visitor keeps every value.
      return invalid({ status: 503, retryAfter: 30, message: STORE_DOWN, values: displayValues(def, ctx.body.fields) });
    }
  };
}

/**
 * The values to show again: every field of the form as the form keeps it (phone numbers and web
 * addresses normalised, so the person sees what is taken), and the form's own hidden fields.
 */
export function displayValues(def: FormularDef, fields: Record<string, string | string[]>, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of sichtbareFelder(def)) out[f.name] = normalisiere(f, feldWert(f, fields)).slice(0, f.max + 1000);
  // A former category key (ADR 54) is shown as the category it is taken as: chosen in the list, and
  // the reports nearby looked up under it.
  for (const f of sichtbareFelder(def)) if (f.auswahl === 'meldekategorien' && out[f.name]) out[f.name] = kategorieVon(out[f.name]!);
  for (const k of ['_schluessel', '_fotos', 'logo_entfernen', BESTAETIGUNG]) out[k] = one(fields, k, 100);
  return { ...out, ...extra };
}

/** The limits of a kind: the citizen forms count together, a kind with approval (ADR 15) on its own. */
const throttleScope = (def: FormularDef) => (def.freigabe ? def.art : 'formulare');

/** The limits one accepted submission counts against: its network, and each e-mail address it names. */
export function submissionLimits(def: FormularDef, werte: Readonly<Record<string, string>>): WindowLimit[] {
  const limits: WindowLimit[] = [{ per: 'netz', max: SUBMISSIONS_PER_NETWORK, windowMs: SUBMISSION_WINDOW_MS }];
  const emails = new Set(
    def.felder
      .filter((f) => f.typ === 'email')
      .map((f) => (werte[f.name] ?? '').trim().toLowerCase())
      .filter(Boolean),
  );
  for (const e of emails) limits.push({ per: { key: `email:${e}` }, max: SUBMISSIONS_PER_EMAIL, windowMs: SUBMISSION_WINDOW_MS });
  return limits;
}

/** Seconds until one more accepted submission stays within its limits (0: now); counts nothing. */
async function limitWait(def: FormularDef, ctx: ActionContext, limits: readonly WindowLimit[]): Promise<number> {
  return ctx.session.throttle.limits(throttleScope(def), limits).wait();
}

/** The page again with 429, Retry-After and every value. */
const tooMany = (wait: number, values: Record<string, string>) => invalid({ status: 429, retryAfter: wait, message: TOO_MANY(wait), values });

/** Over a limit of accepted submissions: the page again with 429, Retry-After and every value; else null. */
export async function overLimit(
  def: FormularDef,
  ctx: ActionContext,
  limits: readonly WindowLimit[],
  values: Record<string, string>,
): Promise<ActionResult | null> {
  const wait = await limitWait(def, ctx, limits);
  return wait ? tooMany(wait, values) : null;
}

/** Counts an accepted submission against its limits. */
export async function countAccepted(def: FormularDef, ctx: ActionContext, limits: readonly WindowLimit[]): Promise<void> {
  await ctx.session.throttle.limits(throttleScope(def), limits).count();
}

/** A proof of work was sent but is not valid (forged, solved for another form, expired): nothing stored, every value kept. */
export const PRUEFUNG_UNGUELTIG =
  'Die automatische Prüfung, dass ein Mensch dieses Formular sendet, ist fehlgeschlagen. Ihre Angaben sind nicht gespeichert, stehen aber unten. Bitte senden Sie das Formular erneut; Ihr Browser rechnet die Prüfung dafür neu.';

/**
 * Signs of a program rather than a person (ADR 28): the honeypot filled in (unless the person has
 * already confirmed once: a browser's autofill may fill it again), or the form sent sooner after it
 * was shown than a person can fill it in, by the time signed into its token.
 */
export function looksAutomated(ctx: ActionContext): boolean {
  const fields = ctx.body.fields;
  const honeypot = fields[HONEYPOT_FIELD];
  const confirmed = one(fields, BESTAETIGUNG, 2) === '1';
  if (!confirmed && honeypot !== undefined && honeypot !== '') return true;
  const token = ctx.formToken;
  return token !== null && token.ageMs < token.minFillMs;
}

/** The page that asks for one more click, every value kept (never a "thank you" for what was not stored). */
export const confirmAgain = (values: Record<string, string>) => invalid({ status: 422, message: BESTAETIGEN, values: { ...values, [BESTAETIGUNG]: '1' } });

/** The stored value of a field whose choices come from the CMS: what they read as (the categories' titles). */
export function anzeigeWert(f: FeldDef, wert: string, optionen: Record<string, Option[]>): string {
  const list = optionen[f.name] ?? [];
  return mehrfachWerte(wert)
    .map((w) => list.find((o) => o.wert === w)?.label ?? w)
    .join(', ');
}

export interface SubmitOptions {
  /** A change of an entry with approval: its private link (ADR 15). */
  link?: string;
  /** The entry carries the agreement to its publication already: a change needs no new tick. */
  zugestimmt?: boolean;
}

async function submit(def: FormularDef, ctx: ActionContext, options: SubmitOptions = {}): Promise<ActionResult> {
  const { body, cms } = ctx;
  const fields = body.fields;
  // The form's key: the one its signed token binds (ADR 28); a form of a signed-in area sends its own.
  const schluessel = ctx.formToken?.key ?? one(fields, '_schluessel', 100);
  if (!SCHLUESSEL.test(schluessel)) return invalid({ status: 400, message: INCOMPLETE, values: displayValues(def, fields, { _schluessel: '' }) });

  // Values: one string per field, as the form keeps it; a field sent twice is an error of its own.
  const errors: Record<string, string> = {};
  const werte: Record<string, string> = {};
  for (const f of sichtbareFelder(def)) {
    const v = fields[f.name];
    if (Array.isArray(v) && !mehrereWerte(f)) errors[f.name] = repeated(f.label);
    werte[f.name] = normalisiere(f, (Array.isArray(v) && !mehrereWerte(f) ? '' : feldWert(f, fields)).replace(/\r\n?/g, '\n')).trim();
  }
  if (options.zugestimmt && def.freigabe) werte.zustimmung = 'ja';
  if (werte.kategorie && def.felder.some((f) => f.auswahl === 'meldekategorien')) werte.kategorie = kategorieVon(werte.kategorie);

  // Photos: new uploads are checked and kept, unticked ones removed, before anything else is judged,
  // so they stay attached when the page comes back with messages. Their work is bounded per network.
  let token = FOTO_TOKEN.test(one(fields, '_fotos', 100)) ? one(fields, '_fotos', 100) : null;
  let fotos: EntwurfFoto[] = [];
  if (def.fotos > 0) {
    const files = body.files.filter((f) => f.field === 'fotos');
    const entfernen = ([] as string[]).concat(fields.foto_entfernen ?? []).slice(0, 20);
    if (files.length) {
      const photoLimit = [{ per: 'netz' as const, max: PHOTOS_PER_NETWORK, windowMs: SUBMISSION_WINDOW_MS }];
      const limits = ctx.session.throttle.limits(`${throttleScope(def)}:fotos`, photoLimit);
      const wait = await limits.wait(files.length);
      if (wait) return invalid({ status: 429, retryAfter: wait, message: TOO_MANY(wait), values: displayValues(def, fields) });
      await limits.count(files.length);
    }
    if (files.length || entfernen.length || token) {
      const kept = await cms.call(eingangFotosAblegen, {
        body: {
          schluessel,
          token,
          dateien: files.map((f) => ({ pfad: f.path, name: f.filename })),
          entfernen,
          hoechstens: def.fotos,
          ...(def.bild ? { kante: def.bild.kante } : {}),
        },
      });
      if (!kept.ok) {
        const busy = kept.status === 503;
        return invalid({ status: 503, retryAfter: busy ? 5 : 30, message: busy ? FOTOS_BUSY : STORE_DOWN, values: displayValues(def, fields) });
      }
      token = kept.data.data.token;
      fotos = kept.data.data.fotos;
      if (kept.data.data.fehler.length) errors.fotos = kept.data.data.fehler.join(' ');
    }
  }

  // A form with a place: a step on its map (a click on the image, a zoom, the address shown) comes
  // back with every value and the new view; nothing is stored (ADR 52).
  const ortMitKarte = def.felder.some((f) => f.typ === 'position');
  const strassen = ortMitKarte ? await strassenListe(cms) : null;
  const fotoWerte = { _fotos: token ?? '', _fotos_liste: JSON.stringify(fotos) };
  const kartenWerte = (w: Record<string, string>): Record<string, string> =>
    ortMitKarte
      ? {
          position: w.position ?? '',
          ort: w.ort ?? '',
          _naehe_gesehen: one(fields, '_naehe_gesehen', 2),
          _karte_lat: one(fields, '_karte_lat', 20),
          _karte_lon: one(fields, '_karte_lon', 20),
          _karte_z: one(fields, '_karte_z', 4),
        }
      : {};
  if (ortMitKarte) {
    const schritt = kartenSchritt(fields, werte, strassen);
    if (schritt) {
      return invalid({
        errors: { ...errors, ...schritt.errors },
        values: { ...displayValues(def, fields, fotoWerte), ...kartenWerte(schritt.werte), ...schritt.ansicht },
      });
    }
    // A marked point without a place written: its address.
    if (!werte.ort && werte.position) werte.ort = adresseBei(werte.position, strassen);
  }

  // The offices, the CMS's choices and the limits at once: a store that cannot answer costs one wait, not three.
  const limits = submissionLimits(def, werte);
  const [aemter, optionen, wait] = await Promise.all([
    def === KONTAKT ? loadAemter(ctx) : Promise.resolve(null),
    loadOptionen(def, ctx),
    limitWait(def, ctx, limits),
  ]);
  const heute = berlinToday();
  const choices = Object.fromEntries(Object.entries(optionen).map(([k, list]) => [k, list.map((o) => o.wert)]));
  Object.assign(errors, { ...pruefeFormular(def, werte, { heute, aemter: aemter?.map((a) => a.id) ?? null, optionen: choices }), ...errors });
  if (ortMitKarte && !errors.ort) {
    const ort = ortBeimSenden(werte, strassen);
    if (ort.fehler) errors.ort = ort.fehler;
    if (ort.position) werte.position = ort.position;
  }
  const values = { ...displayValues(def, fields, fotoWerte), ...kartenWerte(werte) };
  if (Object.keys(errors).length) return invalid({ errors, values });
  // Reports of the same category close by: shown once before this one is stored (ADR 52).
  if (ortMitKarte && werte.position && werte.kategorie && one(fields, '_naehe_gesehen', 2) !== '1') {
    const naehe = await inDerNaehe(cms, werte.kategorie, werte.position);
    if (naehe.length) return invalid({ message: NAEHE_MESSAGE, values: { ...values, _naehe_gesehen: '1' } });
  }
  // A program's signs: not stored, the page again with every value; a person confirms with one click.
  if (looksAutomated(ctx)) return confirmAgain(values);
  if (ctx.formToken?.work === 'invalid') return invalid({ status: 422, message: PRUEFUNG_UNGUELTIG, values });
  if (wait) return tooMany(wait, values);

  // Stored as the rules read them: dates as YYYY-MM-DD, empty optional fields left out.
  const felder: Record<string, string> = {};
  for (const f of sichtbareFelder(def)) {
    const v = werte[f.name] ?? '';
    if (v) felder[f.name] = f.typ === 'date' ? (parseDatum(v) ?? v) : v;
    if (v && f.auswahl && f.anzeige) felder[f.anzeige] = anzeigeWert(f, v, optionen);
  }
  const amtId = def.amt(felder, optionen);
  // No office named (a category whose office the town has not set yet, ADR 54): the town hall's address.
  const amt = amtId === null ? undefined : (aemter ?? (await loadAemter(ctx)))?.find((a) => a.id === amtId);
  if (def === KONTAKT) felder.amt_name = amt?.titel ?? 'Bürgerbüro';
  const saved = await cms.call(eingangAnlegen, {
    body: {
      art: def.art,
      schluessel,
      felder,
      token,
      // The office list may be unreachable (an upstream CMS down): the town hall's address then.
      empfaenger: amt ? { email: amt.email, name: amt.titel } : { email: TOWN.email, name: TOWN.administration },
      herkunft: ctx.origin,
      ...(def.freigabe && options.link
        ? { link: options.link, logo: one(fields, 'logo_entfernen', 10) === 'ja' ? ('entfernen' as const) : ('behalten' as const) }
        : {}),
    },
  });
  if (!saved.ok) {
    // The link was revoked, or the entry removed, while the form was open.
    if (saved.status === 404 && options.link) notFound();
    if (saved.status === 400) return invalid({ status: 400, message: INCOMPLETE, values: displayValues(def, fields) });
    return invalid({ status: 503, retryAfter: 30, message: STORE_DOWN, values });
  }
  const stored = saved.data.data;
  // The form's key stored another submission before (sent again after the back button, with changes):
  // nothing is stored now; a new token lets the person send these values as a new one (ADR 28).
  if (stored.anders) {
    return invalid({
      status: 409,
      message: SCHON_GESENDET(stored.referenz, fotos.length > 0),
      values: { ...values, _fotos: '', _fotos_liste: '[]' },
      freshToken: true,
    });
  }
  if (stored.neu) await countAccepted(def, ctx, limits);
  // A kind with approval: the thank-you page below the entry's private link, which it shows.
  if (def.freigabe && stored.link) return redirectAfterPost(`${def.pfad}${stored.link}/danke`);
  const barriere = def === FEHLERMELDUNG && felder.problem === 'barriere' ? '?barriere=1' : '';
  return redirectAfterPost(`${def.pfad}danke/${stored.referenz}${barriere}`);
}

export const schadensmeldungAction = submitAction(SCHADENSMELDUNG);
export const fehlerMeldenAction = submitAction(FEHLERMELDUNG);
export const kontaktAction = submitAction(KONTAKT);
