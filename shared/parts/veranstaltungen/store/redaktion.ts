import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { makeSlug } from '../../../format/slug-id';
import { berlinNow, berlinToday } from '../../../format/date';
import { eventPath } from '../event-paths';
import type { veranstaltungenArt } from '../desk';
import type { DeskKind, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { likePattern } from '../../../../server/cms/desk/search';
import { endInstant } from '../../../../server/cms/visibility';
import { eventDetailOf } from './api';
import { TOWN } from '../../../site/town';

const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);
const many = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

async function load(ctx: { db: Kysely<Database> }, id: number): Promise<StoredItem | null> {
  const r = await ctx.db.selectFrom('veranstaltung').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  const rubriken = await ctx.db.selectFrom('veranstaltung_zu_rubrik').select('rubrik_id').where('veranstaltung_id', '=', id).orderBy('sortierung').execute();
  return {
    ref: String(r.id),
    titel: r.titel,
    revision: r.revision,
    gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
    felder: {
      titel: r.titel,
      rubriken: rubriken.map((x) => String(x.rubrik_id)),
      datum_von: r.datum_von,
      datum_bis: r.datum_bis ?? '',
      ort_location: r.ort_location,
      ort_street: r.ort_street,
      ort_zip: r.ort_zip,
      ort_city: r.ort_city,
      veranstalter: r.veranstalter,
      text: r.text,
      bild: r.bild ?? '',
      bild_alt: r.bild_alt ?? '',
      eintritt: r.eintritt ?? '',
      barrierefrei: r.barrierefrei === null ? '' : String(r.barrierefrei),
      link: r.link ?? '',
      sichtbar_ab: r.sichtbar_ab ?? '',
    },
    adresse: eventPath('gaeste', r.slug),
  };
}

/** Events on the editorial desk: categories, dates, place; shown from sichtbar_ab on (ADR 16). */
export const eventKind: DeskKind<typeof veranstaltungenArt> = {
  art: 'veranstaltungen',
  async list(ctx, suche) {
    let q = ctx.db.selectFrom('veranstaltung').select(['id', 'titel', 'datum_von', 'ort_location', 'status', 'sichtbar_ab']);
    if (suche) {
      const like = likePattern(suche);
      q = q.where((eb) =>
        eb.or([
          eb('titel', ctx.dialect.likeAnyCase, like),
          eb('text', ctx.dialect.likeAnyCase, like),
          eb('ort_location', ctx.dialect.likeAnyCase, like),
          eb('veranstalter', ctx.dialect.likeAnyCase, like),
        ]),
      );
    }
    const rows = await q.orderBy('datum_von', 'desc').orderBy('id', 'desc').execute();
    return rows.map((r) => ({
      ref: String(r.id),
      titel: r.titel,
      zusatz: `${r.datum_von.slice(8, 10)}.${r.datum_von.slice(5, 7)}.${r.datum_von.slice(0, 4)} · ${r.ort_location}`,
      gespeichert: r.status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf',
      von: r.sichtbar_ab,
      bis: null,
    }));
  },
  load: (ctx, ref) => (idOf(ref) ? load(ctx, idOf(ref)) : Promise.resolve(null)),
  async template() {
    return { ort_city: TOWN.address.city, ort_zip: TOWN.address.zip, rubriken: [] };
  },
  async optionen(ctx) {
    const rows = await ctx.db.selectFrom('veranstaltung_rubrik').select(['id', 'titel']).orderBy('id').execute();
    return { rubriken: rows.map((r) => ({ wert: String(r.id), label: r.titel })) };
  },
  async check(_ctx, _ref, felder): Promise<Record<string, string>> {
    const von = value(felder.datum_von);
    const bis = value(felder.datum_bis);
    return von && bis && bis < von ? { datum_bis: 'Das Ende liegt vor dem Beginn.' } : {};
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const titel = value(felder.titel);
    const bild = value(felder.bild) || null;
    const barrierefrei = value(felder.barrierefrei);
    const columns = {
      titel,
      datum_von: value(felder.datum_von),
      datum_bis: value(felder.datum_bis) || null,
      ort_location: value(felder.ort_location),
      ort_street: value(felder.ort_street),
      ort_zip: value(felder.ort_zip),
      ort_city: value(felder.ort_city),
      veranstalter: value(felder.veranstalter),
      text: value(felder.text),
      bild,
      bild_alt: bild ? value(felder.bild_alt) : null,
      eintritt: value(felder.eintritt) || null,
      barrierefrei: barrierefrei === '' ? null : Number(barrierefrei),
      link: value(felder.link) || null,
      sichtbar_ab: value(felder.sichtbar_ab) || null,
      status: gespeichert,
      revision: to,
    };
    let id: number;
    if (ref === null) {
      const r = await ctx.db
        .insertInto('veranstaltung')
        .values({ ...columns, slug: 'neu' })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(r.id);
      await ctx.db
        .updateTable('veranstaltung')
        .set({ slug: makeSlug(titel, id) })
        .where('id', '=', id)
        .execute();
    } else {
      id = idOf(ref);
      const res = await ctx.db
        .updateTable('veranstaltung')
        .set({ ...columns, slug: makeSlug(titel, id) })
        .where('id', '=', id)
        .where('revision', '=', from)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return null;
      await ctx.db.deleteFrom('veranstaltung_zu_rubrik').where('veranstaltung_id', '=', id).execute();
    }
    const rubriken = many(felder.rubriken).map(Number);
    if (rubriken.length) {
      await ctx.db
        .insertInto('veranstaltung_zu_rubrik')
        .values(rubriken.map((rubrik_id, sortierung) => ({ veranstaltung_id: id, rubrik_id, sortierung })))
        .execute();
    }
    return String(id);
  },
  async remove(ctx, ref) {
    await ctx.db.deleteFrom('veranstaltung_zu_rubrik').where('veranstaltung_id', '=', idOf(ref)).execute();
    await ctx.db.deleteFrom('veranstaltung').where('id', '=', idOf(ref)).execute();
  },
  async preview(ctx, item) {
    const detail = await eventDetailOf(ctx, idOf(item.ref), false);
    return { seite: 'veranstaltung', pfad: item.adresse ?? '/gaeste/veranstaltungen/', titel: item.titel, daten: { section: 'gaeste', item: detail } };
  },
};

/**
 * Events change without a write when a planned one appears, and when one is over: the lists and the
 * feeds show events until the end of their last day.
 */
export async function nextEventChange(db: Kysely<Database>, now: Date): Promise<Date | null> {
  const current = berlinNow(now);
  const today = berlinToday(now);
  const planned = await db
    .selectFrom('veranstaltung')
    .select((eb) => eb.fn.min('sichtbar_ab').as('v'))
    .where('status', '=', 'veroeffentlicht')
    .where('sichtbar_ab', '>', current)
    .executeTakeFirst();
  const ending = await db
    .selectFrom('veranstaltung')
    .select(sql<string>`min(substr(coalesce(datum_bis, datum_von), 1, 10))`.as('b'))
    .where('status', '=', 'veroeffentlicht')
    .where((eb) => eb(eb.fn('substr', [eb.fn.coalesce('datum_bis', 'datum_von'), eb.val(1), eb.val(10)]), '>=', today))
    .executeTakeFirst();
  const dates = [planned?.v ? endInstant(planned.v) : null, ending?.b ? endInstant(ending.b) : null];
  // A start is the instant itself, not the minute after it.
  if (planned?.v && dates[0]) dates[0] = new Date(dates[0].getTime() - 60_000);
  const real = dates.filter((d): d is Date => d !== null && d.getTime() > now.getTime());
  return real.length ? new Date(Math.min(...real.map((d) => d.getTime()))) : null;
}
