import { z } from 'zod';
import { operation, json, q } from './operation';
import { pathParam } from './common';
import { seiteParam } from './gewerbe';
import { ROLLEN } from '../site/roles';

/** The staff intranet (spec §6, §7): login and logout, the user, the password, text categories and texts. */

const DATUM = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const RUBRIK_URL = /^[a-z0-9-]{1,60}$/;
const LOGIN_REQUIRED = 'E-Mail-Adresse und Passwort sind erforderlich.';

export const LoginRequest = z
  .looseObject({
    email: z
      .string({ error: LOGIN_REQUIRED })
      .trim()
      .min(1, LOGIN_REQUIRED)
      .max(254, LOGIN_REQUIRED)
      .describe('E-mail address; compared case-insensitively, surrounding blanks ignored.'),
    passwort: z.string({ error: LOGIN_REQUIRED }).min(1, LOGIN_REQUIRED).max(1024, LOGIN_REQUIRED),
  })
  .meta({ id: 'LoginRequest' });

export const LoginResult = z
  .object({
    token: z
      .string()
      .min(1)
      .describe('Intranet token, sent back as `Authorization: Bearer <token>`. The embedded CMS issues 43 base64url characters valid for one hour; it stores only a SHA-256 hash.'),
    uuid: z.uuid().describe('The user; read with GET /api/cms/intranet/user/{uuid}.'),
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResult>;

const LoginResponse = z.object({ data: LoginResult }).meta({ id: 'LoginResponse' });
const LogoutResponse = z.object({ data: z.literal(true) }).meta({ id: 'LogoutResponse' });

export const IntranetUser = z
  .object({
    uuid: z.uuid(),
    vorname: z.string(),
    nachname: z.string(),
    email: z.email(),
    rollen: z
      .array(z.enum(ROLLEN))
      .optional()
      .describe('What the user may do: `mitarbeiter` reads the intranet, `redaktion` edits public content, `eingaenge` works the inbox of submissions, `admin` manages accounts. Absent: `mitarbeiter` only.'),
  })
  .meta({ id: 'IntranetUser' });
export type IntranetUser = z.infer<typeof IntranetUser>;
const IntranetUserResponse = z.object({ data: IntranetUser }).meta({ id: 'IntranetUserResponse' });

export const PasswordChangeRequest = z
  .object({
    passwort_alt: z.string().max(1024).describe('The current password.'),
    passwort_neu: z
      .string()
      .max(1024)
      .describe('The new password: at least 8 characters with a lowercase and an uppercase letter, a digit and one of _!@#$%^&* (spec §5).'),
  })
  .meta({ id: 'PasswordChangeRequest' });

export const PasswordChangeError = z
  .object({
    error: z.string().describe('German message for the visitor.'),
    fehler: z
      .object({ passwort_alt: z.string().optional(), passwort_neu: z.string().optional() })
      .describe('The message per invalid field.'),
  })
  .meta({ id: 'PasswordChangeError' });
export type PasswordChangeError = z.infer<typeof PasswordChangeError>;

export const IntranetRubrik = z
  .object({
    id: z.number().int().min(1),
    url: z.string().regex(RUBRIK_URL).describe('URL key, used in /api/cms/intranet/rubrik/{url}.'),
    titel: z.string().min(1),
  })
  .meta({ id: 'IntranetRubrik', description: 'A category (Rubrik) of intranet texts.' });
export type IntranetRubrik = z.infer<typeof IntranetRubrik>;
const IntranetRubrikListResponse = z.object({ data: z.array(IntranetRubrik) }).meta({ id: 'IntranetRubrikListResponse' });

export const IntranetText = z
  .object({
    id: z.number().int().min(1),
    titel: z.string().min(1),
    url: z.string().min(1).describe('URL key of the text within its category.'),
    text: z.string().describe('Body as HTML.'),
    datum_von: z.string().regex(DATUM),
    rubrik: z.string().regex(RUBRIK_URL).describe('URL key of the category.'),
    rubrik_titel: z.string().min(1),
  })
  .meta({ id: 'IntranetText', description: 'A text section (Text) of an intranet category.' });
export type IntranetText = z.infer<typeof IntranetText>;
const IntranetTextListResponse = z.object({ data: z.array(IntranetText) }).meta({ id: 'IntranetTextListResponse' });

export const login = operation({
  id: 'login',
  method: 'POST',
  path: '/cms/login',
  tag: 'Intranet',
  summary: 'Intranet login',
  description:
    'Checks e-mail and password (Passwort) of a staff member and issues an intranet token. The site keeps the token in its own session cookie and sends it as `Authorization: Bearer <token>` (spec §6). Unknown address and wrong password answer the same 401, in the same time.',
  body: LoginRequest,
  answer: json(LoginResponse),
  answerDescription: 'Logged in.',
  starts: 'intranet',
  guard: 'login',
  errors: {
    400: 'email or passwort missing, empty or too long (`E-Mail-Adresse und Passwort sind erforderlich.`), or a body that is not JSON.',
    401: 'Unknown e-mail address or wrong password (`E-Mail-Adresse oder Passwort ist nicht korrekt.`).',
    503: 'Too many password checks at once: try again after `Retry-After` seconds.',
  },
});

export const logout = operation({
  id: 'logout',
  method: 'POST',
  path: '/cms/intranet/logout',
  tag: 'Intranet',
  summary: 'Intranet logout',
  description: 'Invalidates the token in the Authorization header, if any. Always answers `{ "data": true }`; afterwards every intranet call with that token answers 401.',
  answer: json(LogoutResponse),
  answerDescription: 'Logged out (or there was nothing to log out).',
  // The token is read if there is one; without it there is nothing to do.
  optionalAuth: 'intranet',
});

export const intranetUser = operation({
  id: 'getIntranetUser',
  method: 'GET',
  path: '/cms/intranet/user/{uuid}',
  tag: 'Intranet',
  summary: 'The logged-in staff member',
  description: 'A token only ever reads its own user.',
  params: z.object({
    uuid: pathParam.key(/^[0-9a-f-]{36}$/, { description: 'The uuid from the login answer (lower-case).', example: '00000000-0000-4000-8000-000000000000' }),
  }),
  answer: json(IntranetUserResponse),
  answerDescription: 'The user.',
  auth: 'intranet',
  errors: {
    403: 'The uuid is not the token\'s own user: `Kein Zugriff`.',
    404: 'The user no longer exists (`Nicht gefunden`), or a uuid outside its pattern (`Unbekannter Endpunkt`).',
  },
});

export const changePassword = operation({
  id: 'changePassword',
  method: 'POST',
  path: '/cms/intranet/passwort',
  tag: 'Intranet',
  summary: 'Change the intranet password',
  description:
    "Changes the password of the token's own user. The current password must match and the new one follow spec §5 (the message for a rule violation is the spec's German text). On success every other session (token) of the user ends; the calling one stays.",
  body: PasswordChangeRequest,
  answer: json(LogoutResponse),
  answerDescription: 'Changed.',
  auth: 'intranet',
  guard: 'password',
  errorBodies: { 400: { schema: PasswordChangeError, description: 'Current password wrong, new password against the rules, or the same as before.' } },
});

export const intranetRubriken = operation({
  id: 'listIntranetRubriken',
  method: 'GET',
  path: '/cms/intranet/rubrik',
  tag: 'Intranet',
  summary: 'Intranet categories',
  description: 'All categories of intranet texts, by title. The site builds "latest texts" by calling /api/cms/intranet/rubrik/{url} for each.',
  answer: json(IntranetRubrikListResponse),
  answerDescription: 'The categories.',
  auth: 'intranet',
});

export const intranetTexte = operation({
  id: 'listIntranetTexte',
  method: 'GET',
  path: '/cms/intranet/rubrik/{url}',
  tag: 'Intranet',
  summary: 'Texts of an intranet category',
  description: 'A page of the texts of one category (no `meta`).',
  params: z.object({ url: pathParam.key(RUBRIK_URL, { description: 'Category URL key.', example: 'personal' }) }),
  query: z.object({
    seite: seiteParam(),
    pro_seite: q.intOr('pro_seite', 20, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
    order: q.order(['datum_von', 'titel'] as const, [{ field: 'datum_von', dir: 'DESC' }], {
      description:
        'Sort order `[feld ASC, feld2 DESC]` (list parameter, `ASC` is the default direction, case-insensitive). Allowed fields: `datum_von`, `titel`; any other field answers 400. Default: `[datum_von DESC]`.',
      example: ['datum_von DESC'],
    }),
  }),
  answer: json(IntranetTextListResponse),
  answerDescription: 'The texts.',
  auth: 'intranet',
  errors: { 404: 'Unknown category (`Unbekannte Rubrik`), or a url outside its pattern (`Unbekannter Endpunkt`).' },
});
