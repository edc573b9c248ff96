import { amtsblattList } from '../contract';
import { implement } from '../../../../server/cms/contract/implement';
import { listMeta } from '../../../../server/cms/query';
import { jsonList } from '../../../../server/cms/search/source';
import { AMTSBLATT_VISIBILITY } from './schema';
import { isPublic } from '../../../../server/cms/visibility';

export const operations = [
  implement(amtsblattList, async ({ query }, ctx) => {
    const { seite, pro_seite: proSeite, jahr } = query;
    let base = ctx.db.selectFrom('amtsblatt').leftJoin('dokument', 'dokument.id', 'amtsblatt.dokument_id').where(isPublic(AMTSBLATT_VISIBILITY, ctx.now()));
    if (jahr) base = base.where('jahr', '=', jahr);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['amtsblatt.id', 'jahr', 'ausgabe', 'datum', 'themen', 'dokument.id as dok_id', 'dokument.datei', 'dokument.groesse'])
      .orderBy('datum', 'desc')
      .limit(proSeite)
      .offset((seite - 1) * proSeite)
      .execute();
    const data = rows.map((r) => ({
      id: r.id,
      jahr: r.jahr,
      ausgabe: r.ausgabe,
      datum: r.datum,
      themen: jsonList(r.themen),
      datei: r.dok_id && r.datei ? { link: ctx.fileUrl(r.dok_id, r.datei), datei: r.datei, groesse: r.groesse ?? 0 } : null,
    }));
    return { data, meta: listMeta(seite, proSeite, Number(total.n)) };
  }),
];
