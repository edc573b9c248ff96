import { z } from 'zod';
import type { Address } from '../../contract/address';
import { operation, json, q } from '../../contract/operation';
import { ListMeta, pathParam, html } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';
import { SCHWIERIGKEITEN, UNTERKUNFT_ARTEN, type Schwierigkeit, type UnterkunftArt } from './values';

export type { Schwierigkeit, UnterkunftArt };

/** Tourism (spec §2.3): accommodation, carnival clubs and hiking routes. */

export const TourismusAdresse = z
  .object({ location: z.string(), street: z.string(), zip: z.string(), city: z.string() })
  .describe('Spec §3 Address: place, street, postcode, town.') satisfies z.ZodType<Address>;
export type TourismusAdresse = z.infer<typeof TourismusAdresse>;

export const Unterkunft = z
  .object({
    id: z.number().int(),
    name: z.string().min(1),
    art: z.enum(UNTERKUNFT_ARTEN),
    sterne: z.number().int().min(1).max(5).nullable().describe('DEHOGA (hotels, inns) or DTV (holiday flats) stars; null when not classified.'),
    adresse: TourismusAdresse,
    telefon: z.string().describe("As written, spec §5 format, e.g. '+49 7641 5880-0'."),
    email: z.string().nullable(),
    web: z.string().nullable().describe('Absolute http(s) URL of the host.'),
    betten: z.number().int().min(0).describe('Beds; pitches for a campsite.'),
    text: z.string().describe('Description, plain text.'),
  })
  .meta({ id: 'Unterkunft', description: 'An accommodation (Unterkunft) in the hosts directory.' });
export type Unterkunft = z.infer<typeof Unterkunft>;

export const FasnetVerein = z
  .object({
    id: z.number().int(),
    name: z.string().min(1),
    gruendung: z.number().int().describe('Founding year.'),
    ortsteil: z.string().describe("District: 'Kernstadt', 'Bombach', 'Hecklingen', 'Nordweil'."),
    figuren: z.array(z.string()).describe("Names of the figures and groups, in the club's order."),
    text: html('Simple HTML.'),
    web: z.string().nullable(),
  })
  .meta({ id: 'FasnetVerein', description: 'A carnival club (Narrenzunft, Narrenverein, Guggenmusik) with its masked figures.' });
export type FasnetVerein = z.infer<typeof FasnetVerein>;

const SchwierigkeitSchema = z.enum(SCHWIERIGKEITEN);

const routeShape = {
  id: z.number().int(),
  titel: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+_\d+$/)
    .describe("'<text>_<id>': the last segment of the page /gaeste/wandern-walken/{slug}."),
  laenge_km: z.number().min(0),
  hoehenmeter: z.number().int().min(0).describe('Ascent in metres.'),
  dauer_min: z.number().int().min(0).describe('Walking time in minutes.'),
  schwierigkeit: SchwierigkeitSchema,
  start: z.string().describe('Starting point as text.'),
};

export const WanderwegItem = z.object(routeShape).meta({ id: 'WanderwegItem', description: 'A hiking or walking route in the list.' });
export type WanderwegItem = z.infer<typeof WanderwegItem>;

export const WanderwegDetail = z
  .object({
    ...routeShape,
    text: html('Simple HTML.'),
    start_geo: z
      .union([z.null(), z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })])
      .describe('Starting point (WGS 84) for the map; null when unknown.'),
    tourenportal_id: z.string().nullable().describe('Tour id in the hiking portal (spec §7 outdoor/hiking portal); null when the tour is not there.'),
  })
  .meta({ id: 'WanderwegDetail', description: 'One hiking route with text, starting point and portal tour id.' });
export type WanderwegDetail = z.infer<typeof WanderwegDetail>;

const UnterkunftListResponse = z
  .object({ data: z.array(Unterkunft), meta: ListMeta })
  .meta({ id: 'UnterkunftListResponse', description: 'A page of accommodation.' });
const FasnetVereinListResponse = z
  .object({ data: z.array(FasnetVerein), meta: ListMeta })
  .meta({ id: 'FasnetVereinListResponse', description: 'A page of carnival clubs.' });
const WanderwegListResponse = z
  .object({ data: z.array(WanderwegItem), meta: ListMeta })
  .meta({ id: 'WanderwegListResponse', description: 'A page of hiking routes.' });
const WanderwegDetailResponse = z.object({ data: WanderwegDetail }).meta({ id: 'WanderwegDetailResponse' });

const paging = () => ({
  seite: seiteQuery(),
  pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
});

export const unterkuenfteList = operation({
  id: 'listUnterkuenfte',
  method: 'GET',
  path: '/cms/unterkuenfte',
  tag: 'Tourismus',
  summary: 'Accommodation, optionally of one kind',
  description: 'The hosts directory in German alphabetical order of `name` (DIN 5007, case-insensitive), paged. `art` keeps one kind.',
  query: z.object({
    art: q.oneOf('art', UNTERKUNFT_ARTEN, 'Parameter art muss Hotel, Gasthof, Pension, Ferienwohnung oder Campingplatz sein.', {
      description: 'Kind of accommodation. Another value: 400.',
      example: 'Ferienwohnung',
    }),
    ...paging(),
  }),
  answer: json(UnterkunftListResponse),
  answerDescription: 'The page of accommodation.',
});

export const fasnetvereineList = operation({
  id: 'listFasnetvereine',
  method: 'GET',
  path: '/cms/fasnetvereine',
  tag: 'Tourismus',
  summary: 'Carnival clubs with their figures',
  description: 'The Fasnet clubs, oldest first (founding year, then id), paged.',
  query: z.object(paging()),
  answer: json(FasnetVereinListResponse),
  answerDescription: 'The page of clubs.',
});

export const wanderwegeList = operation({
  id: 'listWanderwege',
  method: 'GET',
  path: '/cms/wanderwege',
  tag: 'Tourismus',
  summary: 'Hiking and walking routes',
  description: 'The routes, shortest first (length, then id), paged.',
  query: z.object(paging()),
  answer: json(WanderwegListResponse),
  answerDescription: 'The page of routes.',
});

export const wanderwegDetail = operation({
  id: 'getWanderweg',
  method: 'GET',
  path: '/cms/wanderwege/{ref}',
  tag: 'Tourismus',
  summary: 'One hiking route by id or slug',
  description:
    "A route by its id, by its slug `<text>_<id>` (the trailing digits are the id, the text part is ignored) or, for addresses from before the ids, by the slug's text part alone (`hochfirst-runde`). The site redirects to the current slug.",
  params: z.object({
    ref: pathParam.key(/^[a-z0-9_-]{1,80}$/, {
      description: 'Id, slug or slug text (lowercase letters, digits, hyphen, underscore; 1 to 80).',
      example: 'hochfirst-runde_8401',
    }),
  }),
  answer: json(WanderwegDetailResponse),
  answerDescription: 'The route.',
  errors: { 404: 'No route with this id or slug (`Wanderweg nicht gefunden`), or a reference outside the pattern (`Unbekannter Endpunkt`).' },
});
