import { feedUrl } from '../../site/webcal';
import type { Loader, LoaderContext } from '../../routing/types';
import { abfallArten, abfallStrasse, abfallStrassen, abfallTermine, type Abfallart, type Abfuhrtermin, type Strasse } from './contract';
import { found, notFound, redirect } from '../../routing/errors';
import {
  ABFALL_PATH,
  MONATE,
  UUID_RE,
  actionPath,
  addDays,
  berlinToday,
  icsPath,
  monthStart,
  relativeDay,
  selectedArten,
  webcalUrl,
  type AbfallAction,
} from './paths';
import { TOWN } from '../../site/town';

/** The coming weeks the termine page lists (today included). */
export const TERMINE_WOCHEN = 8;
/** Ortsteile in the street chooser: the core town first, then the villages alphabetically. */
const ORTSTEIL_ZUERST = 'Kernstadt';

export interface StrassenGruppe {
  ortsteil: string;
  strassen: Array<{ uuid: string; name: string }>;
}

export interface ChooserData {
  gruppen: StrassenGruppe[];
  arten: Abfallart[];
  /** The chooser was sent with a street that does not exist (e.g. an outdated bookmark). */
  unbekannt: boolean;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Streets grouped by Ortsteil for the <optgroup>s, names in German order. */
export function groupStreets(strassen: Strasse[]): StrassenGruppe[] {
  const groups = new Map<string, StrassenGruppe>();
  for (const s of strassen) {
    const g = groups.get(s.ortsteil) ?? { ortsteil: s.ortsteil, strassen: [] };
    g.strassen.push({ uuid: s.uuid, name: s.name });
    groups.set(s.ortsteil, g);
  }
  const list = [...groups.values()];
  for (const g of list) g.strassen.sort((a, b) => collator.compare(a.name, b.name));
  return list.sort((a, b) => Number(b.ortsteil === ORTSTEIL_ZUERST) - Number(a.ortsteil === ORTSTEIL_ZUERST) || collator.compare(a.ortsteil, b.ortsteil));
}

/**
 * The chooser (/wirtschaft/abfallkalender/). Its GET form sends `?strasse={uuid}`; a known street
 * is answered with a redirect to its dates, so the form works without JavaScript.
 */
export const chooserLoader: Loader<ChooserData> = async ({ cms, query }) => {
  const wanted = query.get('strasse');
  let unbekannt = false;
  if (wanted) {
    const s = UUID_RE.test(wanted) ? await cms.load(abfallStrasse, { params: { uuid: wanted } }) : null;
    if (s) redirect(actionPath('termine', s.data.uuid), 302);
    unbekannt = true;
  }
  const [strassen, arten] = await Promise.all([cms.load(abfallStrassen), cms.get(abfallArten)]);
  return {
    title: 'Abfallkalender',
    description: `Abfuhrtermine für Ihre Straße in ${TOWN.name}: Restmüll, Biotonne, Papier, Gelber Sack, Sperrmüll und Schadstoffmobil.`,
    data: { gruppen: groupStreets(found(strassen).data), arten: arten?.data ?? [], unbekannt },
  };
};

/** What every action page knows: the street, the waste types and the selection of the filter. */
export interface StreetBase {
  action: AbfallAction;
  strasse: Strasse;
  arten: Abfallart[];
  /** Selected type keys (query `arten`); empty = all types. */
  gewaehlt: string[];
  heute: string;
}

export interface TerminTag {
  datum: string;
  termine: Abfuhrtermin[];
}

export interface TermineData extends StreetBase {
  /** Last day of the listed weeks. */
  bis: string;
  /** The next collection of every (selected) type within the coming year, null when none is known. */
  naechste: Array<{ art: string; datum: string | null; relativ: string | null; hinweis: string | null }>;
  tage: TerminTag[];
}

export interface Monat {
  /** 'YYYY-MM' */
  key: string;
  titel: string;
  tage: TerminTag[];
}

export interface JahrData extends StreetBase {
  von: string;
  bis: string;
  monate: Monat[];
}

export interface ExportData extends StreetBase {
  /** Download (site-relative). */
  ics: string;
  /** Subscription address, webcal:// on the public host. */
  webcal: string;
  /** The same address with https://, for calendars that ask for a web address (Google Kalender). */
  abo: string;
}

function byDay(termine: Abfuhrtermin[]): TerminTag[] {
  const days: TerminTag[] = [];
  for (const t of termine) {
    const last = days[days.length - 1];
    if (last && last.datum === t.datum) last.termine.push(t);
    else days.push({ datum: t.datum, termine: [t] });
  }
  return days;
}

/**
 * The street of an action page. Without a uuid the visitor is sent back to the chooser (302): a
 * shortened link should lead to where a street can be chosen, not to an error. A uuid that is not
 * a UUID or not a known street answers 404.
 */
async function streetBase(ctx: LoaderContext, action: AbfallAction): Promise<StreetBase> {
  const uuid = ctx.params.uuid;
  if (!uuid) redirect(ABFALL_PATH, 302);
  if (!UUID_RE.test(uuid)) notFound('Unbekannte Straße');
  const [strasse, arten] = await Promise.all([ctx.cms.load(abfallStrasse, { params: { uuid } }), ctx.cms.load(abfallArten)]);
  const artenList = found(arten).data;
  return {
    action,
    strasse: found(strasse, 'Unbekannte Straße').data,
    arten: artenList,
    gewaehlt: selectedArten(
      ctx.query,
      artenList.map((a) => a.key),
    ),
    heute: berlinToday(),
  };
}

function termineOf(ctx: LoaderContext, base: StreetBase, von: string, bis: string, arten: string[] = base.gewaehlt) {
  return ctx.cms.load(abfallTermine, { query: { strasse: base.strasse.uuid, von, bis, arten } }).then((r) => found(r).data);
}

const strasseText = (s: Strasse) => `${s.name} (${s.ortsteil})`;

export const termineLoader: Loader<TermineData> = async (ctx) => {
  const base = await streetBase(ctx, 'termine');
  // One request for the coming year: the list shows its first weeks, "Nächste Abholung" the first date of each type.
  const jahr = await termineOf(ctx, base, base.heute, addDays(base.heute, 365));
  const bis = addDays(base.heute, TERMINE_WOCHEN * 7 - 1);
  const shown = base.gewaehlt.length ? base.arten.filter((a) => base.gewaehlt.includes(a.key)) : base.arten;
  const naechste = shown.map((a) => {
    const t = jahr.find((x) => x.art === a.key);
    return { art: a.key, datum: t?.datum ?? null, relativ: t ? relativeDay(base.heute, t.datum) : null, hinweis: t?.hinweis ?? null };
  });
  return {
    title: `Abfuhrtermine ${strasseText(base.strasse)}`,
    description: `Die nächsten Abfuhrtermine für ${base.strasse.name} in ${base.strasse.ortsteil}.`,
    data: { ...base, bis, naechste, tage: byDay(jahr.filter((t) => t.datum <= bis)) },
  };
};

export const jahresuebersichtLoader: Loader<JahrData> = async (ctx) => {
  const base = await streetBase(ctx, 'jahresuebersicht');
  // Twelve months from the month of the next collection (on 21.11.2026: December 2026 to November 2027).
  const next = await termineOf(ctx, base, base.heute, addDays(base.heute, 365), []);
  const von = monthStart(next[0]?.datum ?? base.heute);
  const bis = addDays(monthStart(von, 12), -1);
  const termine = await termineOf(ctx, base, von, bis);
  const monate: Monat[] = Array.from({ length: 12 }, (_, i) => {
    const start = monthStart(von, i);
    const key = start.slice(0, 7);
    return {
      key,
      titel: `${MONATE[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`,
      tage: byDay(termine.filter((t) => t.datum.startsWith(key))),
    };
  });
  return {
    title: `Jahresübersicht ${strasseText(base.strasse)}`,
    description: `Alle Abfuhrtermine von ${monate[0]!.titel} bis ${monate[11]!.titel} für ${base.strasse.name} in ${base.strasse.ortsteil}, zum Ausdrucken.`,
    data: { ...base, von, bis, monate },
  };
};

export const exportLoader: Loader<ExportData> = async (ctx) => {
  const base = await streetBase(ctx, 'export');
  const ics = icsPath(base.strasse.uuid, base.gewaehlt);
  return {
    title: `Abfallkalender exportieren: ${strasseText(base.strasse)}`,
    description: `Die Abfuhrtermine für ${base.strasse.name} in ${base.strasse.ortsteil} als Kalenderdatei oder Kalender-Abonnement.`,
    data: { ...base, ics, webcal: webcalUrl(ctx.origin, ics), abo: feedUrl(ctx.origin, ics) },
  };
};
