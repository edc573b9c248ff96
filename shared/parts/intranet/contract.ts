import { z } from 'zod';
import { operation, json, q } from '../../contract/operation';
import { pathParam, html } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';
import { ROLLEN } from '../../site/roles';

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
      .describe(
        'Intranet token, sent back as `Authorization: Bearer <token>`. The embedded CMS issues 43 base64url characters valid for one hour; it stores only a SHA-256 hash.',
      ),
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
      .describe(
        'What the user may do: `mitarbeiter` reads the intranet, `redaktion` edits public content, `eingaenge` works the inbox of submissions, `buergerbuero` plans the appointments of the Bürgerbüro, `admin` manages accounts. Absent: `mitarbeiter` only.',
      ),
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
    fehler: z.object({ passwort_alt: z.string().optional(), passwort_neu: z.string().optional() }).describe('The message per invalid field.'),
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
    text: html('Body as HTML.'),
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
  description:
    'Invalidates the token in the Authorization header, if any. Always answers `{ "data": true }`; afterwards every intranet call with that token answers 401.',
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
    403: "The uuid is not the token's own user: `Kein Zugriff`.",
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
    seite: seiteQuery(),
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

// ---------------------------------------------------------------------------------------------
// Accounts (role `admin`): list, add, change roles, disable and enable, reset the password.

const BENUTZER_UUID = pathParam.key(/^[0-9a-f-]{36}$/, { description: 'The account (lower-case uuid).', example: '00000000-0000-4000-8000-000000000000' });
const ROLLEN_TEXT = 'Roles of the account; `mitarbeiter` is always added.';

export const Benutzer = z
  .object({
    uuid: z.uuid(),
    email: z.email(),
    vorname: z.string(),
    nachname: z.string(),
    rollen: z.array(z.enum(ROLLEN)).describe(ROLLEN_TEXT),
    aktiv: z.boolean().describe('false: disabled by an admin; cannot log in and has no session.'),
    erstellt: z.string().describe('When the account was added (ISO time).'),
    passwort_geaendert: z.string().describe('When its password was last set (ISO time).'),
  })
  .meta({ id: 'Benutzer', description: 'A staff account as the account administration shows it (never its password or tokens).' });
export type Benutzer = z.infer<typeof Benutzer>;

const BenutzerListResponse = z.object({ data: z.array(Benutzer) }).meta({ id: 'BenutzerListResponse' });
const BenutzerResponse = z.object({ data: Benutzer }).meta({ id: 'BenutzerResponse' });

export const BenutzerNeu = z
  .object({
    email: z.string().trim().toLowerCase().max(254).describe('E-mail address, unique (case-insensitive).'),
    vorname: z.string().trim().max(100),
    nachname: z.string().trim().max(100),
    rollen: z.array(z.enum(ROLLEN)).max(ROLLEN.length).describe(ROLLEN_TEXT),
    passwort: z.string().max(1024).describe('The first password, following spec §5.'),
  })
  .meta({ id: 'BenutzerNeu' });

export const BenutzerAenderung = z
  .object({
    rollen: z.array(z.enum(ROLLEN)).max(ROLLEN.length).optional().describe(`New roles. ${ROLLEN_TEXT}`),
    aktiv: z.boolean().optional().describe('false disables the account and ends its sessions; true enables it again.'),
    passwort: z.string().max(1024).optional().describe('A new password (spec §5); every session of the account ends.'),
  })
  .meta({ id: 'BenutzerAenderung' });

/** A refused account change: the German message, and per field what is wrong. */
export const BenutzerFehler = z.object({ error: z.string().min(1), fehler: z.record(z.string(), z.string()).optional() }).meta({ id: 'BenutzerFehler' });

const ADMIN_ONLY = "The token's user must have the role `admin`, otherwise 403 `Kein Zugriff`.";

export const benutzerListe = operation({
  id: 'listBenutzer',
  method: 'GET',
  path: '/cms/intranet/benutzer',
  tag: 'Intranet',
  summary: 'All staff accounts (admins)',
  description: `Every account with its roles and state, by last name. ${ADMIN_ONLY}`,
  answer: json(BenutzerListResponse),
  answerDescription: 'The accounts.',
  auth: 'intranet',
  errors: { 403: 'Not an admin: `Kein Zugriff`.' },
});

export const benutzerAnlegen = operation({
  id: 'createBenutzer',
  method: 'POST',
  path: '/cms/intranet/benutzer',
  tag: 'Intranet',
  summary: 'Add a staff account (admins)',
  description: `Adds an account with a first password (spec §5). ${ADMIN_ONLY}`,
  body: BenutzerNeu,
  answer: json(BenutzerResponse),
  answerDescription: 'The new account.',
  auth: 'intranet',
  errors: { 403: 'Not an admin: `Kein Zugriff`.' },
  errorBodies: {
    400: { schema: BenutzerFehler, description: 'A field is missing or against the rules (e-mail, names, password).' },
    409: { schema: BenutzerFehler, description: 'There is an account with this e-mail address already.' },
  },
});

export const benutzerAendern = operation({
  id: 'updateBenutzer',
  method: 'POST',
  path: '/cms/intranet/benutzer/{uuid}',
  tag: 'Intranet',
  summary: 'Change roles, state or password of an account (admins)',
  description: `Sets what the body names. Disabling and a new password end every session of the account. An admin cannot take the admin role from themselves or disable themselves, and the last active admin stays. ${ADMIN_ONLY}`,
  params: z.object({ uuid: BENUTZER_UUID }),
  body: BenutzerAenderung,
  answer: json(BenutzerResponse),
  answerDescription: 'The account as it is now.',
  auth: 'intranet',
  errors: { 403: 'Not an admin: `Kein Zugriff`.', 404: 'No such account: `Nicht gefunden`.' },
  errorBodies: {
    400: { schema: BenutzerFehler, description: 'The new password is against the rules.' },
    409: { schema: BenutzerFehler, description: 'The change would leave no active admin, or an admin would lock themselves out.' },
  },
});

const IntranetSetupResponse = z
  .object({
    data: z.object({
      admin: z
        .boolean()
        .describe(
          'Whether an active account has the role `admin`. Without one, nobody can manage accounts: the login page says how to create the first (`npm run user:add`).',
        ),
    }),
  })
  .meta({ id: 'IntranetSetupResponse' });

export const intranetEinrichtung = operation({
  id: 'getEinrichtung',
  method: 'GET',
  path: '/cms/einrichtung',
  tag: 'Intranet',
  summary: 'Whether the intranet has an administrator',
  description:
    "Public, for the intranet's login page of a new installation: whether any active account has the role `admin`. Names no account. A CMS without this operation is treated as having one.",
  answer: json(IntranetSetupResponse),
  answerDescription: 'Whether an administrator exists.',
});
