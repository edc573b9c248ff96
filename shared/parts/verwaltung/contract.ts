import { z } from 'zod';
import { operation, json, q } from '../../contract/operation';
import { Adresse, Kontakt, ListMeta, pathParam, html } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';

/**
 * Town hall (Verwaltung): offices (Fachämter), staff, the service guide (Wegweiser: procedures A–Z,
 * life situations) and forms. Every `url`/`detailURL`/`link` is a site address (spec §3).
 */

const TAG = 'Verwaltung';
const GERMAN_ORDER = 'German alphabetical order (DIN 5007: umlauts with their base letter, `Ä` with `A`; case-insensitive)';

// ---------------------------------------------------------------------------------------------
// Fields used by several schemas

const id = () => z.number().int().min(1);
const nonEmpty = () => z.string().min(1);
const phone = () => z.string().regex(/^\+?[0-9][0-9 ()/-]*$/);
const telefon = () => phone().meta({ examples: ['+49 7641 123-49'] });
const email = () => z.email();
const amtUrl = () =>
  z
    .string()
    .regex(/^\/rathaus\/fachaemter\/[a-z0-9-]*_\d{1,9}$/)
    .describe('Site address of the office page (`/rathaus/fachaemter/<slug>_<id>`).');
const mitarbeiterUrl = () =>
  z
    .string()
    .regex(/^\/rathaus\/mitarbeiter\/[a-z0-9-]*_\d{1,9}$/)
    .describe('Site address of the staff page (`/rathaus/mitarbeiter/<vorname-nachname>_<id>`).');
const verfahrenUrl = () =>
  z
    .string()
    .regex(/^\/rathaus\/wegweiser\/verfahren\/[a-z0]\/[a-z0-9-]*_\d{1,9}$/)
    .describe('Site address of the procedure page, under its letter (`/rathaus/wegweiser/verfahren/<buchstabe>/<slug>_<id>`).');
const lebenslageLink = () =>
  z
    .string()
    .regex(/^\/rathaus\/wegweiser\/[a-z0-9-]{1,80}$/)
    .describe('Site address of the life-situation page (`/rathaus/wegweiser/<url>`).');
const buchstabe = () =>
  z
    .string()
    .regex(/^[a-z0]$/)
    .describe(
      "Letter of the A–Z list: the first letter of the title, umlauts under their base letter (DIN 5007: 'Änderung …' under `a`), `0` for titles that do not start with a letter.",
    );
const anrede = () => nonEmpty().meta({ examples: ['Frau', 'Herr'] });
const akademischerTitel = () => z.string().nullable().describe("Academic title ('Dr.'), or null.");

// ---------------------------------------------------------------------------------------------
// Schemas

export { Adresse, Kontakt };

export const AmtRef = z
  .object({ id: id(), titel: nonEmpty(), url: amtUrl() })
  .meta({ id: 'AmtRef', description: 'Reference to an office (Amt, Sachgebiet, Ortsverwaltung).' });
export type AmtRef = z.infer<typeof AmtRef>;

export const VerfahrenRef = z
  .object({ id: id(), titel: nonEmpty(), url: verfahrenUrl() })
  .meta({ id: 'VerfahrenRef', description: 'Reference to a procedure (Verfahren / Leistung).' });
export type VerfahrenRef = z.infer<typeof VerfahrenRef>;

export const VerfahrenTeaser = z
  .object({ id: id(), titel: nonEmpty(), url: verfahrenUrl(), kurztext: z.string() })
  .meta({ id: 'VerfahrenTeaser', description: 'Reference to a procedure with its short text.' });
export type VerfahrenTeaser = z.infer<typeof VerfahrenTeaser>;

export const FormularDatei = z
  .object({
    link: z
      .string()
      .regex(/^\/api\/cms\/dateien\/\d{1,9}\/[^/]{1,200}$/)
      .describe('Site-relative download link (operation `getDatei`; the file name part is percent-encoded).'),
    datei: z.string().min(1).max(200).describe('File name as offered for saving.'),
    groesse: z.number().int().min(0).describe('Size (Größe) in bytes.'),
    mime: z
      .string()
      .regex(/^[a-z0-9.+-]+\/[a-z0-9.+-]+/)
      .meta({ examples: ['application/pdf'] }),
  })
  .meta({ id: 'FormularDatei', description: 'The document of a form.' });
export type FormularDatei = z.infer<typeof FormularDatei>;

export const Formular = z
  .object({ id: id(), titel: nonEmpty(), beschreibung: z.string(), amt: AmtRef, datei: FormularDatei })
  .meta({ id: 'Formular', description: 'A downloadable form (Formular) with the office responsible for it.' });
export type Formular = z.infer<typeof Formular>;

export const AmtMitarbeiter = z
  .object({
    id: id(),
    anrede: anrede(),
    titel: akademischerTitel(),
    vorname: nonEmpty(),
    nachname: nonEmpty(),
    url: mitarbeiterUrl(),
    funktion: nonEmpty(),
    zimmer: z.string().describe("Room (Zimmer), e.g. 'EG 0.05'."),
    kontakt: Kontakt,
  })
  .meta({ id: 'AmtMitarbeiter', description: 'A staff member as listed on an office page, with the function, room and contact in this office.' });
export type AmtMitarbeiter = z.infer<typeof AmtMitarbeiter>;

export const AmtListItem = z
  .object({
    id: id(),
    titel: nonEmpty(),
    url: amtUrl(),
    beschreibung: z.string(),
    uebergeordnet: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe('Id of the parent office (übergeordnetes Amt), null for a top-level office. The site builds its office tree from it.'),
    telefon: telefon(),
    email: email(),
  })
  .meta({ id: 'AmtListItem', description: 'An office in the list of all offices.' });
export type AmtListItem = z.infer<typeof AmtListItem>;

export const AmtDetail = z
  .object({
    id: id(),
    titel: nonEmpty(),
    url: amtUrl(),
    beschreibung: z.string(),
    aufgaben: z.array(nonEmpty()).describe('Tasks (Aufgaben), one line each.'),
    adresse: Adresse,
    kontakt: Kontakt,
    oeffnungszeiten: z.array(nonEmpty()).describe("Opening hours (Öffnungszeiten), one line each, e.g. 'Mo 9–12 und 14–16 Uhr'; may be empty."),
    uebergeordnet: AmtRef.nullable().describe('The parent office, or null.'),
    unteraemter: z.array(AmtRef).describe('Offices whose parent this office is, by title.'),
    mitarbeiter: z.array(AmtMitarbeiter).describe("Staff of this office in the office's own order (sortierung, then surname)."),
    verfahren: z.array(VerfahrenTeaser).describe('Procedures this office is responsible for, by title.'),
    formulare: z.array(Formular).describe('Forms of this office, by title.'),
  })
  .meta({ id: 'AmtDetail', description: 'One office with tasks, address, opening hours, staff, procedures and forms.' });
export type AmtDetail = z.infer<typeof AmtDetail>;

export const MitarbeiterListAmt = z
  .object({ amt: AmtRef, funktion: nonEmpty(), telefon: telefon(), email: email() })
  .meta({ id: 'MitarbeiterListAmt', description: 'An office of a staff member in the staff list.' });
export type MitarbeiterListAmt = z.infer<typeof MitarbeiterListAmt>;

export const MitarbeiterListItem = z
  .object({
    id: id(),
    anrede: anrede(),
    titel: akademischerTitel(),
    vorname: nonEmpty(),
    nachname: nonEmpty(),
    url: mitarbeiterUrl(),
    aemter: z.array(MitarbeiterListAmt).describe('Offices of the person in their order of importance (sortierung).'),
  })
  .meta({ id: 'MitarbeiterListItem', description: 'A staff member (Mitarbeiter/in) in the A–Z staff list.' });
export type MitarbeiterListItem = z.infer<typeof MitarbeiterListItem>;

export const MitarbeiterDetailAmt = z
  .object({ amt: AmtRef, funktion: nonEmpty(), zimmer: z.string(), kontakt: Kontakt, adresse: Adresse })
  .meta({ id: 'MitarbeiterDetailAmt', description: 'An office of a staff member with function, room, contact and the office address.' });
export type MitarbeiterDetailAmt = z.infer<typeof MitarbeiterDetailAmt>;

export const MitarbeiterDetail = z
  .object({
    id: id(),
    anrede: anrede(),
    titel: akademischerTitel(),
    vorname: nonEmpty(),
    nachname: nonEmpty(),
    url: mitarbeiterUrl(),
    aemter: z.array(MitarbeiterDetailAmt),
    verfahren: z.array(VerfahrenRef).describe('Procedures this person is a contact for, by title.'),
  })
  .meta({ id: 'MitarbeiterDetail', description: 'One staff member with offices and the procedures they handle.' });
export type MitarbeiterDetail = z.infer<typeof MitarbeiterDetail>;

export const VerfahrenListItem = z
  .object({
    id: id(),
    titel: nonEmpty(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]*_\d{1,9}$/)
      .describe('URL slug; the id is its trailing digits.'),
    buchstabe: buchstabe(),
    kurztext: z.string(),
    url: verfahrenUrl(),
  })
  .meta({ id: 'VerfahrenListItem', description: 'A procedure (Verfahren / Leistung) in the A–Z list.' });
export type VerfahrenListItem = z.infer<typeof VerfahrenListItem>;

export const Buchstabe = z
  .object({
    buchstabe: buchstabe(),
    anzahl: z.number().int().min(1).describe('Number of procedures under this letter (Anzahl).'),
  })
  .meta({ id: 'Buchstabe', description: 'A letter of the procedure A–Z list and how many procedures it has.' });
export type Buchstabe = z.infer<typeof Buchstabe>;

export const VerfahrenSidebarMitarbeiterAmt = z
  .object({
    funktion: nonEmpty(),
    zimmer: z.string(),
    kontakt: z.object({ telefon: telefon(), email: email() }),
  })
  .meta({
    id: 'VerfahrenSidebarMitarbeiterAmt',
    description: 'Spec §3 sidebar: one office of a responsible employee (function, room, phone and e-mail there).',
  });

export const VerfahrenSidebarMitarbeiter = z
  .object({
    vorname: nonEmpty(),
    nachname: nonEmpty(),
    anrede: anrede(),
    titel: akademischerTitel(),
    detailURL: mitarbeiterUrl(),
    aemter: z.array(VerfahrenSidebarMitarbeiterAmt).describe('All offices of the person, in their order of importance.'),
  })
  .meta({ id: 'VerfahrenSidebarMitarbeiter', description: 'Spec §3 sidebar: a responsible employee.' });

export const VerfahrenSidebarAmt = z
  .object({ titel: nonEmpty(), detailURL: amtUrl(), adresse: Adresse, kontakt: Kontakt })
  .meta({ id: 'VerfahrenSidebarAmt', description: 'Spec §3 sidebar: the responsible office.' });

export const VerfahrenSidebar = z
  .object({
    mitarbeiter: z.array(VerfahrenSidebarMitarbeiter).describe('Responsible employees in the order of responsibility; may be empty.'),
    amt: VerfahrenSidebarAmt,
  })
  .meta({
    id: 'VerfahrenSidebar',
    description:
      'The **procedure detail sidebar object** of spec §3: `mitarbeiter` (vorname, nachname, detailURL, aemter with funktion, zimmer, kontakt.telefon/email) and `amt` (titel, detailURL, adresse with gebaeude/strasse/plz/ort, kontakt with telefon/telefax/email). The page shows the first employee, or the office when the list is empty. `anrede` and `titel` of an employee are additions to spec §3.',
  });
/** Spec §3: the procedure detail sidebar object. */
export type VerfahrenSidebar = z.infer<typeof VerfahrenSidebar>;

export const VerfahrenDetail = z
  .object({
    id: id(),
    titel: nonEmpty(),
    slug: z.string().regex(/^[a-z0-9-]*_\d{1,9}$/),
    buchstabe: buchstabe(),
    url: verfahrenUrl(),
    kurztext: z.string(),
    text: html('Description as HTML (editorial content).'),
    gebuehren: z.string().describe('Fees (Gebühren) as plain text.'),
    online: z
      .string()
      .regex(/^https?:\/\//)
      .nullable()
      .describe('Address of the online service, or null.'),
    stichworte: z.array(nonEmpty()).describe('Keywords (Stichworte); also searchable.'),
    formulare: z.array(Formular).describe('Forms of this procedure, by title.'),
    lebenslagen: z.array(z.object({ titel: nonEmpty(), url: lebenslageLink() })).describe('Life situations that list this procedure.'),
    sidebar: VerfahrenSidebar,
  })
  .meta({ id: 'VerfahrenDetail', description: 'One procedure with description, fees, forms, life situations and the spec §3 sidebar object.' });
export type VerfahrenDetail = z.infer<typeof VerfahrenDetail>;

export const LebenslageListItem = z
  .object({
    id: id(),
    url: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .describe('URL key (slug) of the life situation; the key of `GET /api/cms/lebenslagen/{url}`.'),
    titel: nonEmpty(),
    beschreibung: z.string(),
    link: lebenslageLink(),
  })
  .meta({ id: 'LebenslageListItem', description: 'A life situation (Lebenslage) of the service guide.' });
export type LebenslageListItem = z.infer<typeof LebenslageListItem>;

export const LebenslageDetail = z
  .object({
    id: id(),
    url: z.string().regex(/^[a-z0-9-]{1,80}$/),
    titel: nonEmpty(),
    beschreibung: z.string(),
    link: lebenslageLink(),
    verfahren: z.array(VerfahrenTeaser).describe("Procedures in the life situation's own order."),
  })
  .meta({ id: 'LebenslageDetail', description: 'One life situation with its procedures.' });
export type LebenslageDetail = z.infer<typeof LebenslageDetail>;

const AmtListResponse = z.object({ data: z.array(AmtListItem) }).meta({ id: 'AmtListResponse', description: 'All offices, no paging.' });
const AmtDetailResponse = z.object({ data: AmtDetail }).meta({ id: 'AmtDetailResponse' });
const MitarbeiterListResponse = z
  .object({ data: z.array(MitarbeiterListItem), meta: ListMeta })
  .meta({ id: 'MitarbeiterListResponse', description: 'A page of the staff list.' });
const MitarbeiterDetailResponse = z.object({ data: MitarbeiterDetail }).meta({ id: 'MitarbeiterDetailResponse' });
const VerfahrenListResponse = z
  .object({ data: z.array(VerfahrenListItem), meta: ListMeta })
  .meta({ id: 'VerfahrenListResponse', description: 'A page of the procedure list.' });
const BuchstabenResponse = z
  .object({ data: z.array(Buchstabe) })
  .meta({ id: 'BuchstabenResponse', description: 'Letters that have procedures, ascending (`0` before `a`).' });
const VerfahrenDetailResponse = z.object({ data: VerfahrenDetail }).meta({ id: 'VerfahrenDetailResponse' });
const LebenslageListResponse = z.object({ data: z.array(LebenslageListItem) }).meta({ id: 'LebenslageListResponse' });
const LebenslageDetailResponse = z.object({ data: LebenslageDetail }).meta({ id: 'LebenslageDetailResponse' });
const FormularListResponse = z
  .object({ data: z.array(Formular), meta: ListMeta })
  .meta({ id: 'FormularListResponse', description: 'A page of the form list.' });

// ---------------------------------------------------------------------------------------------
// Parameters

/**
 * The letter of the staff and procedure A–Z lists: `a`–`z` or `0`. Unlike the business directory's
 * letter, another digit is not accepted (400), as these lists have always answered.
 */
const letterParam = () =>
  q.str(
    /^[a-z0]$/,
    'Parameter buchstabe muss ein Kleinbuchstabe a–z sein (0 für Ziffern und Zeichen).',
    {},
    {
      description:
        'Only entries under this letter of the A–Z list: one lower-case letter `a`–`z` (umlauts count under their base letter, DIN 5007: `a` includes `Ä…`), `0` for entries that do not start with a letter. `ä`, upper case, another digit, two characters or anything else: 400. Empty or absent: all entries.',
      example: 'a',
    },
  );

const proSeite = (fallback: number) =>
  q.intOr('pro_seite', fallback, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' });

// ---------------------------------------------------------------------------------------------
// Operations

export const aemterList = operation({
  id: 'listAemter',
  method: 'GET',
  path: '/cms/aemter',
  tag: TAG,
  summary: 'All offices',
  description: `All offices (Ämter, Sachgebiete, Ortsverwaltungen) in ${GERMAN_ORDER} of \`titel\`, without paging and without \`meta\`. \`uebergeordnet\` links an office to its parent; the site groups the list into a tree with it.`,
  answer: json(AmtListResponse),
  answerDescription: 'The offices.',
});

export const amtDetail = operation({
  id: 'getAmt',
  method: 'GET',
  path: '/cms/aemter/{id}',
  tag: TAG,
  summary: 'One office with staff, procedures and forms',
  description:
    'Detail of an office by id (the trailing digits of its slug, e.g. `buergerbuero_49`): tasks, address, contact, opening hours, parent and child offices, staff, procedures and forms.',
  params: z.object({ id: pathParam.id({ description: 'Office id (1 to 9 digits).', example: 49 }) }),
  answer: json(AmtDetailResponse),
  answerDescription: 'The office.',
  errors: { 404: 'No office with this id (`Nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const mitarbeiterList = operation({
  id: 'listMitarbeiter',
  method: 'GET',
  path: '/cms/mitarbeiter',
  tag: TAG,
  summary: 'Staff A–Z, by letter, paged',
  description: `A page of the staff list in ${GERMAN_ORDER} of \`nachname\`, then \`vorname\`, with \`meta\`. With \`buchstabe\`: only people whose surname starts with that letter (case-insensitive; \`o\` includes \`Ö…\`).`,
  query: z.object({ buchstabe: letterParam(), seite: seiteQuery(), pro_seite: proSeite(20) }),
  answer: json(MitarbeiterListResponse),
  answerDescription: 'A page of staff.',
});

export const mitarbeiterDetail = operation({
  id: 'getMitarbeiter',
  method: 'GET',
  path: '/cms/mitarbeiter/{id}',
  tag: TAG,
  summary: 'One staff member',
  description:
    'Detail of a staff member by id (the trailing digits of the slug): every office with function, room, contact and the office address, and the procedures the person is a contact for.',
  params: z.object({ id: pathParam.id({ description: 'Staff id (1 to 9 digits).', example: 101 }) }),
  answer: json(MitarbeiterDetailResponse),
  answerDescription: 'The staff member.',
  errors: { 404: 'No staff member with this id (`Nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const verfahrenList = operation({
  id: 'listVerfahren',
  method: 'GET',
  path: '/cms/verfahren',
  tag: TAG,
  summary: 'Procedures A–Z, by letter, paged',
  description: `A page of the procedures (Verfahren / Leistungen, service guide "Wegweiser") in ${GERMAN_ORDER} of \`titel\`, with \`meta\`; the pages of any size concatenate to the whole list in that order. With \`buchstabe\`: only the procedures of that letter (\`Buchstabe.buchstabe\`).`,
  query: z.object({ buchstabe: letterParam(), seite: seiteQuery(), pro_seite: proSeite(100) }),
  answer: json(VerfahrenListResponse),
  answerDescription: 'A page of procedures.',
});

export const verfahrenBuchstaben = operation({
  id: 'listVerfahrenBuchstaben',
  method: 'GET',
  path: '/cms/verfahren/buchstaben',
  tag: TAG,
  summary: 'Letters of the procedure A–Z list',
  description:
    'The letters that have procedures, ascending (`0` before `a`), each with its number of procedures (the letter bar of the A–Z pages). The counts add up to `meta.gesamt` of `GET /api/cms/verfahren`. No parameters, no `meta`.',
  answer: json(BuchstabenResponse),
  answerDescription: 'The letters.',
});

export const verfahrenDetail = operation({
  id: 'getVerfahren',
  method: 'GET',
  path: '/cms/verfahren/{id}',
  tag: TAG,
  summary: 'One procedure with the spec §3 sidebar object',
  description:
    'Detail of a procedure by id (the trailing digits of its slug): HTML description, fees, online service, keywords, forms, life situations and `sidebar`, the procedure detail sidebar object of spec §3 (responsible employees and the responsible office, with `detailURL`s to their pages).',
  params: z.object({
    id: pathParam.id({ description: 'Procedure id (1 to 9 digits). `/api/cms/verfahren/buchstaben` is its own operation.', example: 1002 }),
  }),
  answer: json(VerfahrenDetailResponse),
  answerDescription: 'The procedure.',
  errors: { 404: 'No procedure with this id (`Nicht gefunden`), or an id that is not 1 to 9 digits (`Unbekannter Endpunkt`).' },
});

export const lebenslagenList = operation({
  id: 'listLebenslagen',
  method: 'GET',
  path: '/cms/lebenslagen',
  tag: TAG,
  summary: 'Life situations',
  description: 'All life situations (Lebenslagen) of the service guide in their editorial order, without paging and without `meta`.',
  answer: json(LebenslageListResponse),
  answerDescription: 'The life situations.',
});

export const lebenslageDetail = operation({
  id: 'getLebenslage',
  method: 'GET',
  path: '/cms/lebenslagen/{url}',
  tag: TAG,
  summary: 'One life situation with its procedures',
  description: 'A life situation by its URL key (`LebenslageListItem.url`) with its procedures.',
  params: z.object({ url: pathParam.key(/^[a-z0-9-]{1,80}$/, { description: 'URL key of the life situation.', example: 'umzug' }) }),
  answer: json(LebenslageDetailResponse),
  answerDescription: 'The life situation.',
  errors: { 404: 'No life situation with this key (`Nicht gefunden`), or a key outside its pattern, e.g. with upper case (`Unbekannter Endpunkt`).' },
});

export const formulareList = operation({
  id: 'listFormulare',
  method: 'GET',
  path: '/cms/formulare',
  tag: TAG,
  summary: 'Forms, paged',
  description: `A page of all forms (Formulare) in ${GERMAN_ORDER} of \`titel\`, with \`meta\`. Each form links its document for download (\`getDatei\`).`,
  query: z.object({ seite: seiteQuery(), pro_seite: proSeite(100) }),
  answer: json(FormularListResponse),
  answerDescription: 'A page of forms.',
});
