import type { CmsContext } from '../../../../server/cms/contract/implement';
import { paths } from '../../../site/paths';
import { deskColumnsOf, isPublic } from '../../../../server/cms/visibility';
import type { Dienst } from '../contract';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (m, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m)))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What to bring, from a procedure page's text: the items of the list under its heading
 * "Erforderliche Unterlagen" (or "Was mitbringen", "Unterlagen"), as plain text.
 */
export function unterlagenAus(html: string): string[] {
  const heading = /<h[2-4][^>]*>\s*(Erforderliche Unterlagen|Was (?:muss ich|sollte ich)? ?mitbringen\??|Unterlagen)\s*<\/h[2-4]>/i.exec(html);
  if (!heading) return [];
  const rest = html.slice(heading.index + heading[0].length);
  const next = rest.search(/<h[2-4][^>]*>/i);
  const section = next >= 0 ? rest.slice(0, next) : rest;
  return [...section.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => plain(m[1]!)).filter(Boolean);
}

/** Own lines of a service (one item a line). */
export const zeilen = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Whether the store holds the town's procedures. With an upstream CMS (CMS_URL) the site's own store
 * keeps only its own records (ADR 13), without the Wegweiser's tables: appointments, which name
 * procedures, are then not offered (ADR 55), and the booking page says so instead of failing.
 */
const withProcedures = new WeakMap<object, Promise<boolean>>();
function hasProcedures(db: CmsContext['db']): Promise<boolean> {
  let known = withProcedures.get(db);
  if (!known) {
    known = db
      .selectFrom('verfahren')
      .select('id')
      .limit(1)
      .execute()
      .then(
        () => true,
        () => false,
      );
    withProcedures.set(db, known);
  }
  return known;
}

/** The published services in their order, each with what to bring. */
export async function ladeDienste(ctx: Pick<CmsContext, 'db' | 'now'>, nur?: number): Promise<Dienst[]> {
  if (!(await hasProcedures(ctx.db))) return [];
  const rows = await ctx.db
    .selectFrom('termin_dienst as d')
    .leftJoin('verfahren', (j) => j.onRef('verfahren.id', '=', 'd.verfahren_id').on(isPublic(deskColumnsOf('verfahren'), ctx.now())))
    .select([
      'd.id',
      'd.schluessel',
      'd.name',
      'd.dauer',
      'd.dauer_weitere',
      'd.personen_max',
      'd.hinweis',
      'd.unterlagen',
      'verfahren.id as verfahren_id',
      'verfahren.titel as verfahren_titel',
      'verfahren.text as verfahren_text',
    ])
    .where(nur === undefined ? isPublic({ status: 'd.status', von: 'd.sichtbar_ab' }, ctx.now()) : (eb) => eb('d.id', '=', nur))
    .orderBy('d.reihenfolge')
    .orderBy('d.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    schluessel: r.schluessel,
    name: r.name,
    dauer: r.dauer,
    dauer_weitere: r.dauer_weitere,
    personen_max: r.personen_max,
    hinweis: r.hinweis,
    unterlagen: [...unterlagenAus(r.verfahren_text ?? ''), ...zeilen(r.unterlagen)],
    verfahren:
      r.verfahren_id && r.verfahren_titel ? { id: r.verfahren_id, titel: r.verfahren_titel, url: paths.verfahren(r.verfahren_id, r.verfahren_titel) } : null,
  }));
}
