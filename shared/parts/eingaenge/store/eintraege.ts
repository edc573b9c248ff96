import type { Kysely, Transaction } from 'kysely';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import type { EingangStatus, EintragStatus, Entscheidung, Vorgang } from '../values';
import type { EingaengeTables } from './schema';

/**
 * Kinds with approval (ADR 15): the standing entry behind the versions, and its private link. The link
 * carries the entry's id and its link version sealed with AES-GCM under a key derived from the site's
 * secret for this purpose only (server/session/seal.ts); raising the version revokes every earlier link.
 */
export const LINK_PURPOSE = 'eintrag-link';

type Db = Kysely<EingaengeTables> | Transaction<EingaengeTables>;
export const eintragDb = (ctx: Pick<CmsContext, 'db'>) => ctx.db;

/** The link of an entry's current link version: always the same text (a synthetic IV), so the e-mail and the pages show one link. */
export function sealLink(ctx: Pick<CmsContext, 'sealer'>, art: string, id: number, version: number): string {
  return ctx.sealer(LINK_PURPOSE, { stable: true }).seal(`${art}:${id}:${version}`);
}

/** The entry id and link version of a sealed link of this kind, or null (tampered, foreign, another purpose). */
export function openLink(ctx: Pick<CmsContext, 'sealer'>, link: string): { art: string; id: number; version: number } | null {
  const text = ctx.sealer(LINK_PURPOSE, { stable: true }).open(link);
  const m = text ? /^([a-z]{1,40}):(\d{1,12}):(\d{1,9})$/.exec(text) : null;
  return m ? { art: m[1]!, id: Number(m[2]), version: Number(m[3]) } : null;
}

export type EintragRow = EingaengeTables['eingang_eintrag'] & { id: number };

/** The entry a link stands for: the row, 'entfernt' for a removed entry, or null (unknown, revoked). */
export async function entryByLink(db: Db, ctx: Pick<CmsContext, 'sealer'>, link: string): Promise<EintragRow | 'entfernt' | null> {
  const opened = openLink(ctx, link);
  if (!opened) return null;
  const row = await db.selectFrom('eingang_eintrag').selectAll().where('id', '=', opened.id).executeTakeFirst();
  if (!row || row.art !== opened.art || row.link_version !== opened.version) return null;
  return row.status === 'entfernt' ? 'entfernt' : (row as EintragRow);
}

export interface Version {
  id: number;
  referenz: string;
  uuid: string;
  status: EingangStatus;
  vorgang: Vorgang;
  entscheidung: Entscheidung | null;
  felder: Record<string, string>;
  erstellt: string;
}

/** The versions of an entry, newest first. */
export async function versionsOf(db: Db, eintragId: number): Promise<Version[]> {
  const rows = await db
    .selectFrom('eingang')
    .select(['id', 'referenz', 'uuid', 'status', 'vorgang', 'entscheidung', 'felder', 'erstellt'])
    .where('eintrag_id', '=', eintragId)
    .orderBy('erstellt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    referenz: r.referenz,
    uuid: r.uuid,
    status: r.status as EingangStatus,
    vorgang: (r.vorgang ?? 'neu') as Vorgang,
    entscheidung: (r.entscheidung as Entscheidung | null) ?? null,
    felder: JSON.parse(r.felder) as Record<string, string>,
    erstellt: r.erstellt,
  }));
}

/** The version waiting for a decision (at most one: a newer one replaces it). */
export const pendingOf = (versions: readonly Version[]) => versions.find((v) => v.entscheidung === null && v.status !== 'erledigt') ?? null;

export const approvedOf = (row: Pick<EintragRow, 'felder'>): Record<string, string> | null =>
  row.felder ? (JSON.parse(row.felder) as Record<string, string>) : null;

/**
 * The values the entry shows now, and where they come from: the waiting version (a removal request
 * shows what it would remove), else the published ones, else the last version sent (a new entry that
 * was rejected).
 */
export function currentValues(row: Pick<EintragRow, 'felder'>, versions: readonly Version[]): { werte: Record<string, string>; pending: Version | null } {
  const pending = pendingOf(versions);
  if (pending && pending.vorgang !== 'entfernen') return { werte: pending.felder, pending };
  const approved = approvedOf(row);
  if (approved) return { werte: approved, pending };
  const last = versions.find((v) => v.vorgang !== 'entfernen');
  return { werte: last?.felder ?? {}, pending };
}

/**
 * What the current logo is (what the form shows, and what "keep the logo" keeps): the one sent with
 * the waiting version, the published one, or none.
 */
export function currentLogo(
  row: Pick<EintragRow, 'felder'>,
  versions: readonly Version[],
): { quelle: 'ausstehend'; version: Version } | { quelle: 'veroeffentlicht' } | null {
  const pending = pendingOf(versions);
  if (pending && pending.vorgang !== 'entfernen') {
    if (pending.felder.logo === 'neu') return { quelle: 'ausstehend', version: pending };
    if (pending.felder.logo === 'bisher' && approvedOf(row)?.logo) return { quelle: 'veroeffentlicht' };
    return null;
  }
  return approvedOf(row)?.logo ? { quelle: 'veroeffentlicht' } : null;
}

/** The address the entry's e-mails go to: the newest one sent, else the approved one. */
export function contactOf(
  def: { freigabe?: { linkEmail: string; linkName: string } },
  row: Pick<EintragRow, 'felder'>,
  versions: readonly Version[],
): { email: string | null; name: string | undefined } {
  const field = def.freigabe?.linkEmail ?? 'email';
  const nameField = def.freigabe?.linkName ?? 'name';
  const { werte } = currentValues(row, versions);
  const approved = approvedOf(row);
  return { email: werte[field] || approved?.[field] || null, name: werte[nameField] || approved?.[nameField] };
}

export const isEintragStatus = (s: string): s is EintragStatus => s === 'neu' || s === 'veroeffentlicht' || s === 'entfernt';
