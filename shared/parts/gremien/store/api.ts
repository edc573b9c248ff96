import {
  gremienList,
  gremiumDetail,
  personDetail,
  personenList,
  ratsinfoChangePassword,
  ratsinfoLogin,
  ratsinfoLogout,
  ratsinfoUser,
  type GremiumDetail,
  type PersonDetail,
  type PersonInfo,
} from '../contract';
import { SESSION_MAX_AGE_MS } from '../../../site/constants';
import { personSlug } from '../gemeinderat/paths';
import { implement, notFound, problem, type CmsContext } from '../../../../server/cms/contract/implement';
import { germanCollator } from '../../../../server/cms/query';
import { changeOwnPassword, hashToken, newToken, passwordAccepted } from '../../../../server/cms/tokens';
import { loadCouncil, personName, type Council, type GremiumRow, type PersonRow } from './model';

const db = (ctx: CmsContext) => ctx.db;

const council = (ctx: CmsContext) => loadCouncil(ctx.db, ctx.now());

/** A body with its current members (the public page, and the desk's preview). */
export async function gremiumDetailOf(ctx: Pick<CmsContext, 'bilder'>, c: Council, g: GremiumRow): Promise<GremiumDetail> {
  const members = c.aktuelle({ gremium: g.id });
  const bilder = await ctx.bilder(c.personen.map((p) => p.bild));
  const personen = new Map(c.personen.map((p) => [p.id, p]));
  return {
    ...c.info(g),
    beschreibung: g.beschreibung,
    email: g.email,
    mitgliederliste: members.map((m) => {
      const { gremium: _, ...mitgliedschaft } = c.mitgliedschaft(m);
      return { mitgliedschaft, person: c.personRef(personen.get(m.person_id)!, bilder) };
    }),
  };
}

/** A person with their seats and, where published, contact details (the public page, and the desk's preview). */
export async function personDetailOf(ctx: Pick<CmsContext, 'bilder'>, c: Council, p: PersonRow): Promise<PersonDetail> {
  const bilder = await ctx.bilder([p.bild]);
  const published = p.kontakt_veroeffentlichen === 1 && (p.email || p.telefon);
  return {
    ...c.personRef(p, bilder),
    mitgliedschaften: c.vonPerson(p.id).map((m) => c.mitgliedschaft(m)),
    beruf: p.beruf,
    kontakt: published ? { email: p.email, telefon: p.telefon } : null,
    erstellt: p.erstellt,
    geaendert: p.geaendert,
  };
}

/**
 * The council: its bodies with their members, the persons with their memberships and functions (contact
 * details only where published), and the accounts of the council information system (login, logout,
 * the user of a council token).
 */
export const operations = [
  implement(gremienList, async ({ query }, ctx) => {
    const c = await council(ctx);
    return { data: c.gremien.filter((g) => !query.art || g.art === query.art).map((g) => c.info(g)) };
  }),

  implement(gremiumDetail, async ({ params }, ctx) => {
    const c = await council(ctx);
    const g = c.gremium(params.id);
    if (!g) return notFound('Gremium nicht gefunden');
    return { data: await gremiumDetailOf(ctx, c, g) };
  }),

  implement(personenList, async (_input, ctx) => {
    const c = await council(ctx);
    const bilder = await ctx.bilder(c.personen.map((p) => p.bild));
    const data: PersonInfo[] = c.personen
      .map((p) => ({ p, mitgliedschaften: c.vonPerson(p.id) }))
      .filter(({ mitgliedschaften }) => mitgliedschaften.length > 0)
      .sort((a, b) => germanCollator.compare(a.p.nachname, b.p.nachname) || germanCollator.compare(a.p.vorname, b.p.vorname) || a.p.id - b.p.id)
      .map(({ p, mitgliedschaften }) => ({
        ...c.personRef(p, bilder),
        mitgliedschaften: mitgliedschaften.map((m) => c.mitgliedschaft(m)),
        erstellt: p.erstellt,
        geaendert: p.geaendert,
      }));
    return { data };
  }),

  implement(personDetail, async ({ params }, ctx) => {
    const c = await council(ctx);
    const p = c.personen.find((x) => x.id === params.id);
    // Only people with a seat (now or before) are published here.
    if (!p || c.vonPerson(p.id).length === 0) return notFound('Person nicht gefunden');
    return { data: await personDetailOf(ctx, c, p) };
  }),

  implement(ratsinfoLogin, async ({ body }, ctx) => {
    const konto = await db(ctx).selectFrom('ratsinfo_konto').select(['uuid', 'passwort_hash', 'aktiv']).where('email', '=', body.email).executeTakeFirst();
    // Checked against some hash also for an unknown address: both answers take the same time.
    const accepted = await passwordAccepted(konto, body.passwort, 'ratsinfo');
    if (!konto || !accepted) return problem(401, 'E-Mail-Adresse oder Passwort ist nicht korrekt.');
    const token = newToken();
    const t = ctx.now().getTime();
    await db(ctx).deleteFrom('ratsinfo_token').where('ablauf', '<=', t).execute();
    await db(ctx)
      .insertInto('ratsinfo_token')
      .values({ token_hash: hashToken(token), konto_uuid: konto.uuid, ablauf: t + SESSION_MAX_AGE_MS })
      .execute();
    return { data: { token, uuid: konto.uuid } };
  }),

  implement(ratsinfoLogout, async ({ token }, ctx) => {
    if (token) await db(ctx).deleteFrom('ratsinfo_token').where('token_hash', '=', hashToken(token)).execute();
    return { data: true as const };
  }),

  implement(ratsinfoChangePassword, async ({ body, auth, token }, ctx) => {
    // The password of the token's own account; its other sessions end, the one that changed it stays.
    const uuid = auth!.uuid;
    return changeOwnPassword(
      body,
      {
        currentHash: async () =>
          (await db(ctx).selectFrom('ratsinfo_konto').select(['passwort_hash']).where('uuid', '=', uuid).executeTakeFirst())?.passwort_hash ?? null,
        replace: async (hash) => {
          await db(ctx)
            .updateTable('ratsinfo_konto')
            .set({ passwort_hash: hash, passwort_geaendert: ctx.now().toISOString() })
            .where('uuid', '=', uuid)
            .execute();
          await db(ctx)
            .deleteFrom('ratsinfo_token')
            .where('konto_uuid', '=', uuid)
            .where('token_hash', '!=', hashToken(token ?? ''))
            .execute();
        },
      },
      'ratsinfo',
    );
  }),

  implement(ratsinfoUser, async ({ params, auth }, ctx) => {
    // A token only ever reads its own user.
    if (params.uuid !== auth!.uuid) return problem(403, 'Kein Zugriff');
    const k = await db(ctx)
      .selectFrom('ratsinfo_konto')
      .innerJoin('person', 'person.id', 'ratsinfo_konto.person_id')
      .select([
        'ratsinfo_konto.uuid',
        'ratsinfo_konto.vorname',
        'ratsinfo_konto.nachname',
        'ratsinfo_konto.email',
        'person.id as person_id',
        'person.titel',
        'person.vorname as p_vorname',
        'person.nachname as p_nachname',
      ])
      .where('ratsinfo_konto.uuid', '=', auth!.uuid)
      .executeTakeFirst();
    if (!k) return notFound();
    const name = personName({ titel: k.titel, vorname: k.p_vorname, nachname: k.p_nachname });
    return {
      data: { uuid: k.uuid, vorname: k.vorname, nachname: k.nachname, email: k.email, person: { id: k.person_id, slug: personSlug(name, k.person_id), name } },
    };
  }),
];
