import { z } from 'zod';
import { documented, operation, json, q, type ParamText } from '../../contract/operation';
import { Adresse, Bild, Kontakt, ListMeta, pathParam, html } from '../../contract/common';
import { seiteQuery, slugIdField } from '../../contract/paging';
import {
  FLAECHEN_ARTEN,
  FLAECHEN_STATUS,
  ORTSTEILE,
  PHASE_STATUS,
  SITE_STATUS,
  type BaustellenStatus,
  type FlaechenArt,
  type FlaechenStatus,
  type PhasenStatus,
} from './values';

export type { BaustellenStatus, FlaechenArt, FlaechenStatus, PhasenStatus };

/**
 * Construction sites (Baustellen) with their phases, detours and parking notes, and the town's plots
 * (Flächen) for businesses and homes. The statuses of phases and sites are computed from the dates.
 */

const absent = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);
const mustBe = (name: string, values: readonly string[]) => `Parameter ${name} muss ${values.join(', ')} sein.`;

/** One of the values, or undefined when empty or absent. */
function choice<const V extends readonly [string, ...string[]]>(name: string, values: V, text: ParamText) {
  return documented<V[number] | undefined, V[number] | undefined>(
    z.preprocess(absent, z.enum(values, { error: mustBe(name, values) }).optional()),
    { type: 'string', enum: ['', ...values] },
    false,
    text,
  );
}

/** Any of the values as a list parameter, each once ([] when absent). */
function choices<const V extends readonly [string, ...string[]]>(name: string, values: V, text: ParamText) {
  return documented<Array<V[number]>, ReadonlyArray<V[number]> | undefined>(
    z
      .array(z.enum(values, { error: mustBe(name, values) }))
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    { type: 'array', items: { type: 'string', enum: [...values] } },
    true,
    text,
  );
}

const LIST_TEXT =
  'List parameter: `name=a&name=b`, `name[]=a&name[]=b` (what the site sends), `name=a,b` and `name=[a,b]` are equivalent. Empty or absent: all. Any other value: 400.';

const ortsteilParam = () =>
  choice('ortsteil', ORTSTEILE, {
    description: 'Only sites in this part of the town (Ortsteil). Empty or absent: all. Any other value: 400.',
    example: 'Bombach',
  });

const proSeite = (fallback: number) =>
  q.intOr('pro_seite', fallback, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' });

// ---------------------------------------------------------------------------------------------
// Schemas

export const Ortsteil = z.enum(ORTSTEILE);
export type Ortsteil = z.infer<typeof Ortsteil>;

export const Bauphase = z
  .object({
    titel: z.string().min(1),
    von: z.iso.date().describe('First day.'),
    bis: z.iso.date().describe('Last day (planned for running and planned phases).'),
    status: z.enum(PHASE_STATUS).describe('Computed from the dates against today (Europe/Berlin).'),
  })
  .meta({ id: 'Bauphase', description: 'A phase of a construction site (whole days, Europe/Berlin).' });
export type Bauphase = z.infer<typeof Bauphase>;

const siteShape = {
  id: z.number().int().min(1),
  titel: z.string().min(1),
  slug: slugIdField(),
  strasse: z.string().describe('Affected street or place.'),
  ortsteil: Ortsteil,
  status: z.enum(SITE_STATUS),
  beginn: z.iso.date().describe('First day of the first phase.'),
  ende: z.iso.date().describe('Last day of the last phase.'),
  aktuelle_phase: Bauphase.nullable().describe(
    'The running phase; when none runs the next planned one; for a finished site the last one; null without phases.',
  ),
  bild: Bild.nullable(),
};

export const BaustelleItem = z.object(siteShape).meta({ id: 'BaustelleItem', description: 'A construction site in a list.' });
export type BaustelleItem = z.infer<typeof BaustelleItem>;

export const BaustelleKontakt = z
  .object({
    id: z.number().int().min(1),
    titel: z.string().min(1),
    url: z.string().regex(/^\/rathaus\/fachaemter\/[a-z0-9-]*_\d{1,9}$/),
    adresse: Adresse,
    kontakt: Kontakt,
  })
  .meta({ id: 'BaustelleKontakt', description: 'The office responsible for a site.' });
export type BaustelleKontakt = z.infer<typeof BaustelleKontakt>;

export const BaustelleDetail = z
  .object({
    ...siteShape,
    beschreibung: html('HTML.'),
    umleitung: html('Detour, HTML; may be empty.'),
    parken: html('Parking notes, HTML; may be empty.'),
    phasen: z.array(Bauphase).describe('All phases by first day.'),
    kontakt: BaustelleKontakt.nullable(),
  })
  .meta({ id: 'BaustelleDetail', description: 'A construction site with its phases.' });
export type BaustelleDetail = z.infer<typeof BaustelleDetail>;

export const BauphaseListItem = Bauphase.extend({
  baustelle: z.object({ id: z.number().int().min(1), titel: z.string().min(1), slug: slugIdField(), ortsteil: Ortsteil, strasse: z.string() }),
}).meta({ id: 'BauphaseListItem', description: 'A phase with its site.' });
export type BauphaseListItem = z.infer<typeof BauphaseListItem>;

const plotShape = {
  id: z.number().int().min(1),
  art: z.enum(FLAECHEN_ARTEN),
  titel: z.string().min(1),
  slug: slugIdField(),
  lage: z.string().describe('Area and position.'),
  groesse_qm: z.number().int().min(1).describe('Size in square metres.'),
  preis_qm: z.number().min(0).nullable().describe('Euro per square metre, developed; null: price on request (auf Anfrage).'),
  status: z.enum(FLAECHEN_STATUS),
};

export const FlaecheItem = z.object(plotShape).meta({ id: 'FlaecheItem', description: 'A commercial or building plot (Fläche).' });
export type FlaecheItem = z.infer<typeof FlaecheItem>;

export const FlaecheDetail = z.object({ ...plotShape, text: html('HTML.') }).meta({ id: 'FlaecheDetail', description: 'A plot with its description.' });
export type FlaecheDetail = z.infer<typeof FlaecheDetail>;

const BaustelleListResponse = z
  .object({ data: z.array(BaustelleItem), meta: ListMeta })
  .meta({ id: 'BaustelleListResponse', description: 'A page of construction sites.' });
const BauphaseListResponse = z
  .object({ data: z.array(BauphaseListItem), meta: ListMeta })
  .meta({ id: 'BauphaseListResponse', description: 'A page of phases.' });
const BaustelleDetailResponse = z.object({ data: BaustelleDetail }).meta({ id: 'BaustelleDetailResponse' });
const FlaecheListResponse = z.object({ data: z.array(FlaecheItem), meta: ListMeta }).meta({ id: 'FlaecheListResponse', description: 'A page of plots.' });
const FlaecheDetailResponse = z.object({ data: FlaecheDetail }).meta({ id: 'FlaecheDetailResponse' });

// ---------------------------------------------------------------------------------------------
// Operations

export const baustellenList = operation({
  id: 'listBaustellen',
  method: 'GET',
  path: '/cms/baustellen',
  tag: 'Baustellen',
  summary: 'Construction sites, paged',
  description:
    "A page of construction sites with `meta`. The status of every phase is computed from its dates against today's date in Europe/Berlin (`abgeschlossen` after its last day, `geplant` before its first day, else `laufend`); a site is `geplant` while none of its phases has begun, `abgeschlossen` when all are over, else `aktuell` (also between two phases). Order: `aktuell`, then `geplant` (each by their first day), then `abgeschlossen` (latest end first).",
  query: z.object({
    ortsteil: ortsteilParam(),
    status: choices('status', SITE_STATUS, { description: `Only sites with one of these statuses. ${LIST_TEXT}` }),
    seite: seiteQuery(),
    pro_seite: proSeite(10),
  }),
  answer: json(BaustelleListResponse),
  answerDescription: 'A page of sites.',
});

export const bauphasenList = operation({
  id: 'listBauphasen',
  method: 'GET',
  path: '/cms/baustellen/phasen',
  tag: 'Baustellen',
  summary: 'Phases of all sites by period, paged',
  description:
    'Every phase of every site (optionally of one Ortsteil and some statuses) with its site, ordered by first day, then last day: the road works by period. Statuses as in `listBaustellen`.',
  query: z.object({
    ortsteil: ortsteilParam(),
    status: choices('status', ['laufend', 'geplant', 'abgeschlossen'], { description: `Only phases with one of these statuses. ${LIST_TEXT}` }),
    seite: seiteQuery(),
    pro_seite: proSeite(20),
  }),
  answer: json(BauphaseListResponse),
  answerDescription: 'A page of phases.',
});

export const baustelleDetail = operation({
  id: 'getBaustelle',
  method: 'GET',
  path: '/cms/baustellen/{id}',
  tag: 'Baustellen',
  summary: 'One construction site with phases and contact office',
  description:
    'Detail of a site by id (the trailing digits of its slug, e.g. `hochwasserrueckhaltebecken-muehlbach_8001`): description, all phases in order with their computed status, detour, parking notes and the responsible office.',
  params: z.object({ id: pathParam.id({ description: 'Site id (1 to 9 digits).', example: 8001 }) }),
  answer: json(BaustelleDetailResponse),
  answerDescription: 'The site.',
  errors: { 404: 'No site with this id (`Baustelle nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const flaechenList = operation({
  id: 'listFlaechen',
  method: 'GET',
  path: '/cms/flaechen',
  tag: 'Baustellen',
  summary: 'Plots for businesses or homes, paged',
  description: "A page of the town's plots with `meta`: available ones first, then reserved, then sold; within them in German order of `titel`.",
  query: z.object({
    art: choice('art', FLAECHEN_ARTEN, {
      description:
        '`gewerbe` (commercial plots, /wirtschaft/gewerbeflaechen/) or `wohnen` (building plots, /wirtschaft/wohnflaechen/). Empty or absent: both. Anything else: 400.',
      example: 'gewerbe',
    }),
    status: choices('status', FLAECHEN_STATUS, { description: `Only plots with one of these statuses (umlauts spelled out). ${LIST_TEXT}` }),
    seite: seiteQuery(),
    pro_seite: proSeite(10),
  }),
  answer: json(FlaecheListResponse),
  answerDescription: 'A page of plots.',
});

export const flaecheDetail = operation({
  id: 'getFlaeche',
  method: 'GET',
  path: '/cms/flaechen/{id}',
  tag: 'Baustellen',
  summary: 'One plot',
  description:
    'Detail of a plot by id (the trailing digits of its slug). The site answers 404 itself when the plot is of the other `art` than the page asks for.',
  params: z.object({ id: pathParam.id({ description: 'Plot id (1 to 9 digits).', example: 8101 }) }),
  answer: json(FlaecheDetailResponse),
  answerDescription: 'The plot.',
  errors: { 404: 'No plot with this id (`Fläche nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});
