import type { CmsContext } from '../../../../server/cms/contract/implement';
import { BESTAETIGUNG_TAGE, abmeldenPfad, bestaetigenPfad, verwaltenPfad } from '../values';

/**
 * The sealed links of the alerts (server/session/seal.ts), each under a purpose of its own so one never
 * opens as another: the confirmation link (the person's uuid, the waiting subscriptions and the expiry,
 * 7 days), the "manage my alerts" link (the uuid; stable, so every mail carries the same link) and the
 * unsubscribe link of one mail (the uuid and the subscriptions it was sent for; stable too). They name
 * the person's random uuid, never the address or a row id.
 */
type Sealing = Pick<CmsContext, 'sealer'>;

export function bestaetigenToken(ctx: Sealing, uuid: string, abos: number[], now: Date): string {
  const exp = now.getTime() + BESTAETIGUNG_TAGE * 86_400_000;
  return ctx.sealer('benachrichtigungen-bestaetigen').seal(JSON.stringify({ p: uuid, a: abos, e: exp }));
}

export function openBestaetigen(ctx: Sealing, token: string): { uuid: string; abos: number[]; exp: number } | null {
  const text = ctx.sealer('benachrichtigungen-bestaetigen').open(token);
  if (!text) return null;
  try {
    const v = JSON.parse(text) as { p?: unknown; a?: unknown; e?: unknown };
    if (typeof v.p !== 'string' || !Array.isArray(v.a) || typeof v.e !== 'number' || !v.a.every((n) => Number.isInteger(n))) return null;
    return { uuid: v.p, abos: v.a as number[], exp: v.e };
  } catch {
    return null;
  }
}

export const verwaltenToken = (ctx: Sealing, uuid: string) => ctx.sealer('benachrichtigungen-verwalten', { stable: true }).seal(uuid);
export const openVerwalten = (ctx: Sealing, token: string) => ctx.sealer('benachrichtigungen-verwalten', { stable: true }).open(token);

export const abmeldenToken = (ctx: Sealing, uuid: string, abos: number[]) =>
  ctx.sealer('benachrichtigungen-abmelden', { stable: true }).seal(`${uuid}:${abos.join(',')}`);

export function openAbmelden(ctx: Sealing, token: string): { uuid: string; abos: number[] } | null {
  const text = ctx.sealer('benachrichtigungen-abmelden', { stable: true }).open(token);
  const m = text ? /^([0-9a-f-]{36}):([\d,]+)$/.exec(text) : null;
  return m ? { uuid: m[1]!, abos: m[2]!.split(',').map(Number) } : null;
}

/** The absolute addresses a mail carries. */
export const links = {
  bestaetigen: (origin: string, token: string) => `${origin}${bestaetigenPfad(token)}`,
  verwalten: (origin: string, token: string) => `${origin}${verwaltenPfad(token)}`,
  abmelden: (origin: string, token: string) => `${origin}${abmeldenPfad(token)}`,
};
