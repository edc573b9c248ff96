import { z } from 'zod';
import { json, operation, q } from '../../contract/operation';
import { Bild, pathParam, html } from '../../contract/common';
import { LoginRequest, PasswordChangeError, PasswordChangeRequest } from '../intranet/contract';
import { GREMIUM_ARTEN, WOHNBEZIRKE } from './values';

/**
 * The council (spec §1 "council and party groups", §3 "council groups"): the Gemeinderat with its
 * chair, its committees, the party groups (Fraktionen) and the three Ortschaftsräte, their members
 * and memberships with functions; and the accounts of the council information system (spec §6: its
 * token travels in the header `X-Ratsinfo-Token`).
 */

const DATE = z.iso.date();
const INSTANT = z.iso.datetime({ offset: true });
const stamps = {
  erstellt: INSTANT.describe('When the record was created, an instant (UTC).'),
  geaendert: INSTANT.describe('Last change (geändert), an instant (UTC).'),
};

const Art = z.enum(GREMIUM_ARTEN).describe('`gemeinderat`, `ausschuss` (committees, the Ältestenrat among them), `fraktion` (party group) or `ortschaftsrat`.');

export const GremiumRef = z
  .object({
    id: z.number().int().min(1),
    slug: z
      .string()
      .regex(/^[a-z0-9-]*_\d{1,9}$/)
      .describe('Page address part; its trailing digits are the id.'),
    name: z
      .string()
      .min(1)
      .meta({ examples: ['Technischer Ausschuss'] }),
    kurzname: z.string().nullable().describe("Short name, e.g. 'TA', 'CDU'."),
    art: Art,
  })
  .meta({ id: 'GremiumRef', description: 'A body (Gremium) as other records name it.' });
export type GremiumRef = z.infer<typeof GremiumRef>;

export const Mitgliedschaft = z
  .object({
    id: z.number().int().min(1),
    gremium: GremiumRef,
    rolle: z
      .string()
      .min(1)
      .meta({ description: "The function in the body: 'Mitglied', 'Vorsitzende', 'Fraktionsvorsitzender', 'Ortsvorsteherin', …", examples: ['Mitglied'] }),
    stimmrecht: z.boolean().describe('Whether the member votes (an advisory member does not).'),
    beginn: DATE.nullable().describe('Start of the membership, YYYY-MM-DD.'),
    ende: DATE.nullable().describe('End of the membership, YYYY-MM-DD; null while it lasts.'),
    fuer: GremiumRef.nullable().describe('The party group the seat is held for (a seat in the Gemeinderat or a committee), else null.'),
    ...stamps,
  })
  .meta({ id: 'Mitgliedschaft', description: 'A membership of a person in a body, with the function held there.' });
export type Mitgliedschaft = z.infer<typeof Mitgliedschaft>;

const personShape = {
  id: z.number().int().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]*_\d{1,9}$/)
    .describe('Page address part `/{town}/personen/{slug}` (`{town}`: the town segment); its trailing digits are the id.'),
  name: z.string().min(1).describe("Name as shown, with academic title: 'Dr. Katrin Albrecht'."),
  anrede: z.enum(['Frau', 'Herr']).nullable(),
  titel: z.string().nullable().describe("Academic title, e.g. 'Dr.'."),
  vorname: z.string().min(1),
  nachname: z.string().min(1),
  wohnbezirk: z.enum(WOHNBEZIRKE).nullable().describe('The district the member lives in and was elected for (Wohnbezirk).'),
  bild: Bild.nullable().describe('Portrait, or null.'),
  fraktion: GremiumRef.nullable().describe('The party group the person belongs to now, if any.'),
  funktion: z.string().nullable().describe("The main office, when the person holds one: 'Bürgermeisterin', 'Ortsvorsteher Bombach', 'Fraktionsvorsitzende'."),
};

export const PersonRef = z.object(personShape).meta({ id: 'PersonRef', description: 'A member (Person) as lists of members name them.' });
export type PersonRef = z.infer<typeof PersonRef>;

export const PersonInfo = z
  .object({ ...personShape, mitgliedschaften: z.array(Mitgliedschaft).describe('Current and past memberships, current ones first.'), ...stamps })
  .meta({ id: 'PersonInfo', description: 'A member of the Gemeinderat or an Ortschaftsrat (or the mayor) with memberships.' });
export type PersonInfo = z.infer<typeof PersonInfo>;

export const PersonDetail = z
  .object({
    ...personShape,
    mitgliedschaften: z.array(Mitgliedschaft),
    beruf: z.string().nullable().describe('Profession as published.'),
    kontakt: z
      .object({
        email: z.email().nullable(),
        telefon: z
          .string()
          .regex(/^\+?[0-9][0-9 ()/-]*$/)
          .nullable(),
      })
      .nullable()
      .describe('Contact details the member agreed to publish; null when none.'),
    ...stamps,
  })
  .meta({ id: 'PersonDetail', description: 'A member with memberships and, if published, contact details.' });
export type PersonDetail = z.infer<typeof PersonDetail>;

const gremiumShape = {
  id: z.number().int().min(1),
  slug: GremiumRef.shape.slug,
  key: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .describe('Key of the body in the `gremium` parameter of /api/cms/ratstermine (the name in URL form).'),
  name: z.string().min(1),
  kurzname: z.string().nullable(),
  art: Art,
  uebergeordnet: GremiumRef.nullable().describe('The body it belongs to: the Gemeinderat for committees and party groups.'),
  wohnbezirk: z.enum(WOHNBEZIRKE).nullable().describe('The district of an Ortschaftsrat.'),
  beginn: DATE.nullable(),
  ende: DATE.nullable(),
  mitglieder: z.number().int().min(0).describe('Number of current members.'),
  sitzungen: GremiumRef.nullable().describe(
    'Whose meetings belong to this body in the meeting list: itself, for a party group the Gemeinderat it works in; null when it never meets.',
  ),
  ...stamps,
};

export const GremiumInfo = z
  .object(gremiumShape)
  .meta({ id: 'GremiumInfo', description: 'A body: the Gemeinderat, a committee, a party group or an Ortschaftsrat.' });
export type GremiumInfo = z.infer<typeof GremiumInfo>;

export const GremiumDetail = z
  .object({
    ...gremiumShape,
    beschreibung: html('What the body does, as HTML (paragraphs).'),
    email: z.email().nullable().describe('Contact address of the body (a party group, an Ortschaftsrat), if any.'),
    mitgliederliste: z
      .array(z.object({ mitgliedschaft: Mitgliedschaft.omit({ gremium: true }), person: PersonRef }))
      .describe('Current members: the chair first, then deputies and functions, then members by name.'),
  })
  .meta({ id: 'GremiumDetail', description: 'A body with its current members and their functions.' });
export type GremiumDetail = z.infer<typeof GremiumDetail>;

export const RatsinfoUser = z
  .object({
    uuid: z.uuid(),
    vorname: z.string(),
    nachname: z.string(),
    email: z.email(),
    person: z
      .object({ id: z.number().int().min(1), slug: personShape.slug, name: z.string() })
      .nullable()
      .describe('The member the account belongs to, or null (an account of the council office).'),
  })
  .meta({ id: 'RatsinfoUser', description: 'A user of the council information system: a council member, not a staff member.' });
export type RatsinfoUser = z.infer<typeof RatsinfoUser>;

const RatsinfoLoginResponse = z
  .object({
    data: z.object({
      token: z
        .string()
        .min(1)
        .describe(
          'Council token, sent back as `X-Ratsinfo-Token: <token>` (never as Authorization). The embedded CMS issues 43 base64url characters valid for one hour; it stores only a SHA-256 hash.',
        ),
      uuid: z.uuid().describe('The user; read with GET /api/cms/ratsinfo/user/{uuid}.'),
    }),
  })
  .meta({ id: 'RatsinfoLoginResponse' });

const GremiumListResponse = z.object({ data: z.array(GremiumInfo) }).meta({ id: 'GremiumInfoListResponse' });
const GremiumDetailResponse = z.object({ data: GremiumDetail }).meta({ id: 'GremiumDetailResponse' });
const PersonListResponse = z.object({ data: z.array(PersonInfo) }).meta({ id: 'PersonInfoListResponse' });
const PersonDetailResponse = z.object({ data: PersonDetail }).meta({ id: 'PersonDetailResponse' });
const RatsinfoUserResponse = z.object({ data: RatsinfoUser }).meta({ id: 'RatsinfoUserResponse' });
const RatsinfoLogoutResponse = z.object({ data: z.literal(true) }).meta({ id: 'RatsinfoLogoutResponse' });

export const gremienList = operation({
  id: 'listGremienInfo',
  method: 'GET',
  path: '/cms/gremien',
  tag: 'Gemeinderat',
  summary: 'The bodies of the council',
  description:
    'The Gemeinderat, its committees, the party groups and the Ortschaftsräte: by kind (in that order), then in their set order. `art` restricts the list to one kind.',
  query: z.object({
    art: q.oneOf('art', GREMIUM_ARTEN, 'Parameter art muss gemeinderat, ausschuss, fraktion oder ortschaftsrat sein.', {
      description: 'One kind of body; absent: all.',
      example: 'fraktion',
    }),
  }),
  answer: json(GremiumListResponse),
  answerDescription: 'The bodies.',
});

export const gremiumDetail = operation({
  id: 'getGremiumInfo',
  method: 'GET',
  path: '/cms/gremien/{id}',
  tag: 'Gemeinderat',
  summary: 'One body with its members',
  description: 'A body by id with its description and its current members with their functions.',
  params: z.object({ id: pathParam.id({ description: 'Body id (the trailing digits of its slug).', example: 7001 }) }),
  answer: json(GremiumDetailResponse),
  answerDescription: 'The body.',
  errors: { 404: 'No body with this id (`Gremium nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const personenList = operation({
  id: 'listPersonen',
  method: 'GET',
  path: '/cms/personen',
  tag: 'Gemeinderat',
  summary: 'The members of the council and the Ortschaftsräte',
  description:
    'Every person with a membership (the mayor, council members, members of the Ortschaftsräte), in German alphabetical order of surname and first name, with their memberships.',
  answer: json(PersonListResponse),
  answerDescription: 'The persons.',
});

export const personDetail = operation({
  id: 'getPerson',
  method: 'GET',
  path: '/cms/personen/{id}',
  tag: 'Gemeinderat',
  summary: 'One member with functions and published contact details',
  description: 'A person by id: memberships and functions, profession, and contact details only where the member agreed to publish them.',
  params: z.object({ id: pathParam.id({ description: 'Person id (the trailing digits of its slug).', example: 7101 }) }),
  answer: json(PersonDetailResponse),
  answerDescription: 'The person.',
  errors: { 404: 'No person with this id (`Person nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const ratsinfoLogin = operation({
  id: 'ratsinfoLogin',
  method: 'POST',
  path: '/cms/ratsinfo/login',
  tag: 'Ratsinfo',
  summary: 'Council information system login',
  description:
    'Checks e-mail and password of a council member (an account of the council information system, not of the intranet) and issues a council token. The site keeps the token in its own session cookie and sends it only as `X-Ratsinfo-Token` (spec §6). Unknown address and wrong password answer the same 401, in the same time.',
  body: LoginRequest,
  answer: json(RatsinfoLoginResponse),
  answerDescription: 'Logged in.',
  starts: 'ratsinfo',
  guard: 'login',
  errors: {
    400: 'email or passwort missing, empty or too long (`E-Mail-Adresse und Passwort sind erforderlich.`), or a body that is not JSON.',
    401: 'Unknown e-mail address or wrong password (`E-Mail-Adresse oder Passwort ist nicht korrekt.`).',
    503: 'Too many password checks at once: try again after `Retry-After` seconds.',
  },
});

export const ratsinfoLogout = operation({
  id: 'ratsinfoLogout',
  method: 'POST',
  path: '/cms/ratsinfo/logout',
  tag: 'Ratsinfo',
  summary: 'Council information system logout',
  description:
    'Invalidates the council token in `X-Ratsinfo-Token`, if any. Always answers `{ "data": true }`; afterwards every council call with that token answers 401.',
  answer: json(RatsinfoLogoutResponse),
  answerDescription: 'Logged out (or there was nothing to log out).',
  optionalAuth: 'ratsinfo',
});

export const ratsinfoUser = operation({
  id: 'getRatsinfoUser',
  method: 'GET',
  path: '/cms/ratsinfo/user/{uuid}',
  tag: 'Ratsinfo',
  summary: 'The logged-in council member',
  description: 'A council token only ever reads its own user.',
  params: z.object({
    uuid: pathParam.key(/^[0-9a-f-]{36}$/, { description: 'The uuid from the login answer (lower-case).', example: '00000000-0000-4000-8000-000000000000' }),
  }),
  answer: json(RatsinfoUserResponse),
  answerDescription: 'The user.',
  auth: 'ratsinfo',
  errors: {
    403: "The uuid is not the token's own user: `Kein Zugriff`.",
    404: 'The user no longer exists (`Nicht gefunden`), or a uuid outside its pattern (`Unbekannter Endpunkt`).',
  },
});

export const ratsinfoChangePassword = operation({
  id: 'ratsinfoChangePassword',
  method: 'POST',
  path: '/cms/ratsinfo/passwort',
  tag: 'Ratsinfo',
  summary: 'Change the password of a council account',
  description:
    "Changes the password of the council token's own account, by the same rules as the intranet's (spec §5). On success every other session of the account ends; the calling one stays.",
  body: PasswordChangeRequest,
  answer: json(RatsinfoLogoutResponse),
  answerDescription: 'Changed.',
  auth: 'ratsinfo',
  guard: 'password',
  errorBodies: { 400: { schema: PasswordChangeError, description: 'Current password wrong, new password against the rules, or the same as before.' } },
});
