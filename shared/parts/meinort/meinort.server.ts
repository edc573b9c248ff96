import type { Action, Loader } from '../../routing/types';
import { redirect } from '../../routing/errors';
import { field, invalid, redirectAfterPost } from '../../routing/action';
import { berlinToday } from '../../format/date';
import { TOWN } from '../../site/town';
import { groupStreets, type StrassenGruppe } from './streets';
import { meinOrtView, streetOf, streetsOf, type MeinOrtView } from './view.server';
import { MEIN_ORT_CHOICE, MEIN_ORT_CHOICE_DAYS, MEIN_ORT_PATH, UUID_RE, meinOrtPath } from './paths';

export interface MeinOrtData {
  /** The town's streets by Ortsteil, for the chooser; empty while the town has entered none. */
  gruppen: StrassenGruppe[];
  /** The chosen place's view, null without a choice. */
  ort: MeinOrtView | null;
  /** A street was asked for that the town does not have (an old bookmark). */
  unbekannt: boolean;
  /** The uuid the visitor asked the site to remember, if any. */
  gemerkt: string | null;
  /** The form's token ("Auswahl merken", "Auswahl vergessen"). */
  csrf: string;
  /** The refused form's message (a street not in the list), else null. */
  fehler: string | null;
}

/**
 * /rathaus/mein-ort/ (ADR 51). The place is in the address (`?strasse={uuid}`, bookmarkable); without
 * one, a place the visitor asked the site to remember sends them there. A street the town does not
 * know shows the chooser again with a message, as a 404.
 */
export const meinOrtLoader: Loader<MeinOrtData> = async (ctx) => {
  const wanted = ctx.query.get('strasse');
  const gemerkt = ctx.remembered?.(MEIN_ORT_CHOICE) ?? null;
  if (!wanted && gemerkt && UUID_RE.test(gemerkt)) redirect(meinOrtPath(gemerkt), 302);
  const [strassen, strasse] = await Promise.all([streetsOf(ctx.cms), streetOf(ctx.cms, wanted)]);
  const ort = strasse ? await meinOrtView(ctx.cms, strasse, berlinToday()) : null;
  const unbekannt = !!wanted && !strasse;
  return {
    title: ort ? `Mein Ort: ${ort.strasse.name} (${ort.strasse.ortsteil})` : 'Mein Ort',
    description: ort
      ? `Abfuhrtermine, Baustellen, Veranstaltungen und Sitzungen für ${ort.strasse.name} in ${ort.strasse.ortsteil} auf einen Blick.`
      : `Wählen Sie Ihre Straße in ${TOWN.name}: Abfuhrtermine, Baustellen, Veranstaltungen und Sitzungen für Ihren Ortsteil auf einen Blick.`,
    ...(unbekannt ? { status: 404 as const } : {}),
    // Only a place's page has the form: the chooser reads no token and stays in the page cache.
    data: { gruppen: groupStreets(strassen), ort, unbekannt, gemerkt, csrf: ort ? ctx.csrf : '', fehler: ctx.form?.errors.strasse ?? null },
  };
};

/**
 * "Auswahl merken" and "Auswahl vergessen": the one place where the site sets the choice's cookie,
 * because the visitor asked for it (a functional cookie, no consent needed; the privacy page says so).
 */
export const meinOrtAction: Action = async (ctx) => {
  const aktion = field(ctx.body.fields, '_aktion', 20);
  if (aktion === 'vergessen') {
    return { ...redirectAfterPost(MEIN_ORT_PATH), remember: [{ name: MEIN_ORT_CHOICE, value: null, path: MEIN_ORT_PATH, maxAgeDays: 0 }] };
  }
  const strasse = await streetOf(ctx.cms, field(ctx.body.fields, 'strasse', 40));
  if (!strasse) {
    return invalid({ errors: { strasse: 'Bitte wählen Sie Ihre Straße aus der Liste.' }, values: { strasse: field(ctx.body.fields, 'strasse', 40) } });
  }
  return {
    ...redirectAfterPost(meinOrtPath(strasse.uuid)),
    remember: [{ name: MEIN_ORT_CHOICE, value: strasse.uuid, path: MEIN_ORT_PATH, maxAgeDays: MEIN_ORT_CHOICE_DAYS }],
  };
};
