import { changePassword, intranetEinrichtung, intranetRubriken, intranetTexte, intranetUser, login, logout } from '../contract';
import { SESSION_MAX_AGE_MS } from '../../../site/constants';
import { ROLLEN, type Rolle } from '../../../site/roles';
import { implement, notFound, problem, type CmsContext } from '../../../../server/cms/contract/implement';
import { changeOwnPassword, hashToken, newToken, passwordAccepted } from '../../../../server/cms/tokens';
import { isPublic } from '../../../../server/cms/visibility';

const db = (ctx: Pick<CmsContext, 'db'>) => ctx.db;
/** Drafts and planned rows of the desk (ADR 47) stay hidden from the staff too. */
const pub = (ctx: CmsContext) => isPublic({ status: 'status', von: 'sichtbar_ab' }, ctx.now());

/** The roles of a user, in the order of shared/site/roles.ts. */
export async function rollenOf(ctx: Pick<CmsContext, 'db'>, uuid: string): Promise<Rolle[]> {
  const rows = await db(ctx).selectFrom('intranet_user_rolle').select('rolle').where('user_uuid', '=', uuid).execute();
  const own = new Set(rows.map((r) => r.rolle));
  return ROLLEN.filter((r) => own.has(r));
}

/** Whether an active account has the role admin (a new installation has none until `npm run user:add`). */
export async function hasActiveAdmin(ctx: Pick<CmsContext, 'db'>): Promise<boolean> {
  const row = await db(ctx)
    .selectFrom('intranet_user_rolle')
    .innerJoin('intranet_user', 'intranet_user.uuid', 'intranet_user_rolle.user_uuid')
    .select('intranet_user.uuid')
    .where('intranet_user_rolle.rolle', '=', 'admin')
    .where('intranet_user.aktiv', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const operations = [
  implement(intranetEinrichtung, async (_input, ctx) => ({ data: { admin: await hasActiveAdmin(ctx) } })),

  implement(login, async ({ body }, ctx) => {
    const user = await db(ctx).selectFrom('intranet_user').select(['uuid', 'passwort_hash', 'aktiv']).where('email', '=', body.email).executeTakeFirst();
    // Checked against some hash also for an unknown address: both answers take the same time.
    const accepted = await passwordAccepted(user, body.passwort, 'intranet');
    if (!user || !accepted) return problem(401, 'E-Mail-Adresse oder Passwort ist nicht korrekt.');
    const token = newToken();
    const t = ctx.now().getTime();
    await db(ctx).deleteFrom('intranet_token').where('ablauf', '<=', t).execute();
    await db(ctx)
      .insertInto('intranet_token')
      .values({ token_hash: hashToken(token), user_uuid: user.uuid, ablauf: t + SESSION_MAX_AGE_MS })
      .execute();
    return { data: { token, uuid: user.uuid } };
  }),

  implement(logout, async ({ token }, ctx) => {
    if (token) await db(ctx).deleteFrom('intranet_token').where('token_hash', '=', hashToken(token)).execute();
    return { data: true as const };
  }),

  implement(intranetUser, async ({ params, auth }, ctx) => {
    // A token only ever reads its own user.
    if (params.uuid !== auth!.uuid) return problem(403, 'Kein Zugriff');
    const u = await db(ctx).selectFrom('intranet_user').select(['uuid', 'vorname', 'nachname', 'email']).where('uuid', '=', auth!.uuid).executeTakeFirst();
    if (!u) return notFound();
    return { data: { ...u, rollen: await rollenOf(ctx, u.uuid) } };
  }),

  implement(changePassword, async ({ body, auth, token }, ctx) => {
    // The password of the token's own user; other sessions of the user end, the one that changed it stays.
    const uuid = auth!.uuid;
    return changeOwnPassword(
      body,
      {
        currentHash: async () =>
          (await db(ctx).selectFrom('intranet_user').select(['passwort_hash']).where('uuid', '=', uuid).executeTakeFirst())?.passwort_hash ?? null,
        replace: async (hash) => {
          await db(ctx)
            .updateTable('intranet_user')
            .set({ passwort_hash: hash, passwort_geaendert: ctx.now().toISOString() })
            .where('uuid', '=', uuid)
            .execute();
          await db(ctx)
            .deleteFrom('intranet_token')
            .where('user_uuid', '=', uuid)
            .where('token_hash', '!=', hashToken(token ?? ''))
            .execute();
        },
      },
      'intranet',
    );
  }),

  implement(intranetRubriken, async (_input, ctx) => ({
    data: await db(ctx).selectFrom('intranet_rubrik').select(['id', 'url', 'titel']).where(pub(ctx)).orderBy('titel').execute(),
  })),

  implement(intranetTexte, async ({ params, query }, ctx) => {
    const rubrik = await db(ctx).selectFrom('intranet_rubrik').selectAll().where('url', '=', params.url).where(pub(ctx)).executeTakeFirst();
    if (!rubrik) return notFound('Unbekannte Rubrik');
    let q = db(ctx).selectFrom('intranet_text').select(['id', 'titel', 'url', 'text', 'datum_von']).where('rubrik_id', '=', rubrik.id).where(pub(ctx));
    for (const o of query.order) q = q.orderBy(o.field, o.dir === 'ASC' ? 'asc' : 'desc');
    const rows = await q
      .limit(query.pro_seite)
      .offset((query.seite - 1) * query.pro_seite)
      .execute();
    return { data: rows.map((r) => ({ ...r, rubrik: rubrik.url, rubrik_titel: rubrik.titel })) };
  }),
];
