import type { CmsContext } from '../../../../server/cms/contract/implement';
import { isPublic } from '../../../../server/cms/visibility';
import { queueMails } from '../../../../server/cms/mail/outbox';
import { TOWN } from '../../../site/town';
import { empfaengerImOrtsteil } from './abos';
import { abmeldenToken, verwaltenToken } from './links';
import { dringendMail } from './mails';

/**
 * "Send now" of an urgent notice (road closed, water boil notice): the warning banner valid now, as an
 * e-mail to every address with an active subscription in the district (or the whole town), queued at
 * once. The key names the warning, the district and the person: sent twice, it reaches each once.
 */
export async function dringendSenden(ctx: CmsContext, warnhinweisId: number, ortsteil: string, origin: string): Promise<number | null> {
  const w = await ctx.db
    .selectFrom('warnhinweis')
    .select(['id', 'titel', 'text', 'link'])
    .where('id', '=', warnhinweisId)
    .where(isPublic({ status: 'status', von: 'gueltig_von', bis: 'gueltig_bis' }, ctx.now()))
    .executeTakeFirst();
  if (!w) return null;
  const people = await empfaengerImOrtsteil(ctx.db, ortsteil);
  if (!people.length) return 0;
  const ids = new Map<number, number[]>();
  const abos = await ctx.db
    .selectFrom('abo')
    .select(['id', 'person_id'])
    .where('status', '=', 'aktiv')
    .where(
      'person_id',
      'in',
      people.map((p) => p.id),
    )
    .execute();
  for (const a of abos) ids.set(Number(a.person_id), [...(ids.get(Number(a.person_id)) ?? []), Number(a.id)]);
  const wo = ortsteil === 'alle' ? `ganz ${TOWN.name}` : ortsteil;
  const mails = people.map((p) =>
    dringendMail(
      origin,
      { email: p.email, verwalten: verwaltenToken(ctx, p.uuid), abmelden: abmeldenToken(ctx, p.uuid, ids.get(Number(p.id)) ?? []) },
      w,
      wo,
      `alert:dringend:${w.id}:${p.uuid}`,
    ),
  );
  for (let i = 0; i < mails.length; i += 500) await queueMails(ctx.db, mails.slice(i, i + 500), ctx.now());
  return people.length;
}
