import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { benutzerAendern, benutzerAnlegen, benutzerListe, type Benutzer } from '../contract';
import { ROLLEN, type Rolle } from '../../../site/roles';
import { validatePassword } from '../../../site/validation';
import { implement, notFound, problem, type CmsContext } from '../../../../server/cms/contract/implement';
import { hashPassword } from '../../../../server/cms/passwords';
import { rollenOf } from './api';
import type { Database } from '../../../../server/cms/schema';

/**
 * The account administration (role `admin`): list, add, change roles, disable and enable, reset the
 * password. Every operation checks the token's user's role here, whoever calls it (the intranet page or
 * anybody with a token at /api). Disabling and a new password delete the account's tokens, so its
 * sessions end at their next request. An admin cannot lock themselves out, and one active admin stays.
 */

const db = (ctx: CmsContext) => ctx.db;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const refuse = (status: 400 | 409, fehler: Record<string, string>) => problem(status, Object.values(fehler)[0]!, { fehler });

async function isAdmin(ctx: CmsContext, uuid: string): Promise<boolean> {
  const row = await db(ctx)
    .selectFrom('intranet_user_rolle as r')
    .innerJoin('intranet_user as u', 'u.uuid', 'r.user_uuid')
    .select('r.rolle')
    .where('r.user_uuid', '=', uuid)
    .where('r.rolle', '=', 'admin')
    .where('u.aktiv', '=', 1)
    .executeTakeFirst();
  return !!row;
}

/** Roles as stored: `mitarbeiter` always, in the order of shared/site/roles.ts. */
const normalRoles = (rollen: readonly Rolle[]): Rolle[] => ROLLEN.filter((r) => r === 'mitarbeiter' || rollen.includes(r));

async function benutzer(ctx: CmsContext, uuid: string): Promise<Benutzer | null> {
  const u = await db(ctx)
    .selectFrom('intranet_user')
    .select(['uuid', 'email', 'vorname', 'nachname', 'aktiv', 'erstellt', 'passwort_geaendert'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return u ? { ...u, aktiv: Number(u.aktiv) === 1, rollen: await rollenOf(ctx, u.uuid) } : null;
}

async function setRoles(d: Kysely<Database>, uuid: string, rollen: readonly Rolle[]): Promise<void> {
  await d.deleteFrom('intranet_user_rolle').where('user_uuid', '=', uuid).execute();
  await d
    .insertInto('intranet_user_rolle')
    .values(normalRoles(rollen).map((rolle) => ({ user_uuid: uuid, rolle })))
    .execute();
}

/** Active admins other than `uuid`. */
async function otherActiveAdmins(d: Kysely<Database>, uuid: string): Promise<number> {
  const row = await d
    .selectFrom('intranet_user_rolle as r')
    .innerJoin('intranet_user as u', 'u.uuid', 'r.user_uuid')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.rolle', '=', 'admin')
    .where('u.aktiv', '=', 1)
    .where('u.uuid', '!=', uuid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const benutzerOperations = [
  implement(benutzerListe, async ({ auth }, ctx) => {
    if (!(await isAdmin(ctx, auth!.uuid))) return problem(403, 'Kein Zugriff');
    const users = await db(ctx)
      .selectFrom('intranet_user')
      .select(['uuid', 'email', 'vorname', 'nachname', 'aktiv', 'erstellt', 'passwort_geaendert'])
      .orderBy('nachname')
      .orderBy('vorname')
      .orderBy('email')
      .execute();
    const roles = await db(ctx).selectFrom('intranet_user_rolle').select(['user_uuid', 'rolle']).execute();
    return {
      data: users.map((u) => ({
        ...u,
        aktiv: Number(u.aktiv) === 1,
        rollen: ROLLEN.filter((r) => roles.some((x) => x.user_uuid === u.uuid && x.rolle === r)),
      })),
    };
  }),

  implement(benutzerAnlegen, async ({ auth, body }, ctx) => {
    if (!(await isAdmin(ctx, auth!.uuid))) return problem(403, 'Kein Zugriff');
    const fehler: Record<string, string> = {};
    if (!EMAIL.test(body.email)) fehler.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
    if (!body.vorname) fehler.vorname = 'Bitte geben Sie den Vornamen ein.';
    if (!body.nachname) fehler.nachname = 'Bitte geben Sie den Nachnamen ein.';
    const rule = validatePassword(body.passwort);
    if (rule) fehler.passwort = rule;
    if (Object.keys(fehler).length) return refuse(400, fehler);
    const taken = await db(ctx).selectFrom('intranet_user').select('uuid').where('email', '=', body.email).executeTakeFirst();
    if (taken) return refuse(409, { email: 'Es gibt schon einen Zugang mit dieser E-Mail-Adresse.' });
    const uuid = crypto.randomUUID();
    const now = ctx.now().toISOString();
    const passwort_hash = await hashPassword(body.passwort);
    await db(ctx)
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('intranet_user')
          .values({ uuid, email: body.email, vorname: body.vorname, nachname: body.nachname, passwort_hash, passwort_geaendert: now, erstellt: now })
          .execute();
        await setRoles(trx, uuid, body.rollen);
      });
    return { data: (await benutzer(ctx, uuid))! };
  }),

  implement(benutzerAendern, async ({ auth, params, body }, ctx) => {
    if (!(await isAdmin(ctx, auth!.uuid))) return problem(403, 'Kein Zugriff');
    const before = await benutzer(ctx, params.uuid);
    if (!before) return notFound();
    if (body.passwort !== undefined) {
      const rule = validatePassword(body.passwort);
      if (rule) return refuse(400, { passwort: rule });
    }
    const self = params.uuid === auth!.uuid;
    const losesAdmin = (body.rollen !== undefined && !body.rollen.includes('admin')) || body.aktiv === false;
    if (self && losesAdmin) {
      return refuse(
        409,
        body.aktiv === false
          ? { aktiv: 'Sie können Ihren eigenen Zugang nicht deaktivieren.' }
          : { rollen: 'Sie können sich die Rolle „admin“ nicht selbst nehmen.' },
      );
    }
    const passwort_hash = body.passwort !== undefined ? await hashPassword(body.passwort) : null;
    // One change of admins at a time, across instances: two admins demoting each other at the same
    // moment must not both pass the check of the last admin (on PostgreSQL READ COMMITTED lets them).
    const result = await ctx.exclusive('intranet:admins', () =>
      db(ctx)
        .transaction()
        .execute(async (trx) => {
          if (before.rollen.includes('admin') && before.aktiv && losesAdmin && (await otherActiveAdmins(trx, params.uuid)) === 0) return 'last-admin' as const;
          if (body.rollen !== undefined) await setRoles(trx, params.uuid, body.rollen);
          if (body.aktiv !== undefined)
            await trx
              .updateTable('intranet_user')
              .set({ aktiv: body.aktiv ? 1 : 0 })
              .where('uuid', '=', params.uuid)
              .execute();
          if (passwort_hash) {
            await trx
              .updateTable('intranet_user')
              .set({ passwort_hash, passwort_geaendert: ctx.now().toISOString() })
              .where('uuid', '=', params.uuid)
              .execute();
          }
          // A disabled account and a new password end every session of the account.
          if (body.aktiv === false || passwort_hash) await trx.deleteFrom('intranet_token').where('user_uuid', '=', params.uuid).execute();
          return 'ok' as const;
        }),
    );
    if (result === 'last-admin') return refuse(409, { rollen: 'Mindestens ein aktiver Zugang muss die Rolle „admin“ behalten.' });
    return { data: (await benutzer(ctx, params.uuid))! };
  }),
];
