import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { col, tableKind } from '../../../../server/cms/desk/table-kind';
import { germanCollator } from '../../../../server/cms/query';
import { value } from '../../../../server/cms/desk/fields';
import type { branchenArt } from '../desk';
import { gewerbeRubrikPath } from '../paths';
import { entriesOf } from './api';

const db = (ctx: { db: Kysely<Database> }) => ctx.db;

/** The directory's categories on the editorial desk (ADR 43), made by the table builder. */
export const branchenKind = tableKind<typeof branchenArt>({
  art: 'branchen',
  table: 'gewerbe_rubrik',
  key: { column: 'id', type: 'integer' },
  fields: { titel: col.text('titel'), url: col.text('url'), sichtbar_ab: col.optional('sichtbar_ab') },
  bookkeeping: { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' },
  title: (r) => String(r.titel),
  extra: (r) => gewerbeRubrikPath(String(r.url)),
  search: ['titel', 'url'],
  address: (r) => gewerbeRubrikPath(String(r.url)),
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const url = value(felder.url);
    const other = url ? await db(ctx).selectFrom('gewerbe_rubrik').select('id').where('url', '=', url).executeTakeFirst() : undefined;
    return other && String(other.id) !== ref ? { url: `Die Kennung „${url}“ hat schon eine andere Branche. Bitte wählen Sie eine andere.` } : {};
  },
  async inUse(ctx, key) {
    const r = await db(ctx)
      .selectFrom('gewerbe')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rubrik_id', '=', Number(key))
      .executeTakeFirstOrThrow();
    const n = Number(r.n);
    return n
      ? `Unter dieser Branche ${n === 1 ? 'steht noch ein Betrieb' : `stehen noch ${n} Betriebe`}. Ordnen Sie ${n === 1 ? 'ihn' : 'sie'} zuerst einer anderen Branche zu.`
      : null;
  },
  async beforeRemove(ctx, key) {
    // Listed there as a further category only: the business keeps its own.
    await db(ctx).deleteFrom('gewerbe_zuordnung').where('rubrik_id', '=', Number(key)).execute();
  },
  async preview(ctx, item) {
    const id = Number(item.ref);
    const items = await entriesOf(ctx as never, id);
    const public_ = await db(ctx).selectFrom('gewerbe_rubrik').select(['id', 'url', 'titel']).where('status', '=', 'veroeffentlicht').execute();
    const rubrik = { id, url: value(item.felder.url), titel: item.titel, anzahl: items.length };
    const rubriken = [...public_.filter((r) => r.id !== id).map((r) => ({ ...r, anzahl: 0 })), rubrik].sort((a, b) => germanCollator.compare(a.titel, b.titel));
    return {
      seite: 'rubrik',
      pfad: gewerbeRubrikPath(rubrik.url),
      titel: item.titel,
      daten: { items, seite: 1, seiten: 1, gesamt: items.length, rubrik, rubriken },
    };
  },
});
