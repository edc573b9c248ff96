import { implement, notFound, problem } from '../../../../server/cms/contract/implement';
import {
  aboAbmelden,
  aboAbmeldungLesen,
  aboAuskunft,
  aboBestaetigen,
  aboBestaetigungLesen,
  aboBestellen,
  aboDringend,
  aboOptionen,
  aboVerwaltung,
  aboZahlen,
} from '../contract';
import { abmelden, abmeldungLesen, auskunft, bestaetigen, bestaetigungLesen, bestellen, gueltig, optionen, verwaltung, zahlen } from './abos';
import { dringendSenden } from './dringend';

export const operations = [
  implement(aboOptionen, async (_input, ctx) => ({ data: await optionen(ctx.db) })),

  implement(aboBestellen, async ({ body }, ctx) => {
    const o = await optionen(ctx.db);
    if (!body.abos.every((a) => gueltig(o, a))) return problem(400, 'Bitte wählen Sie nur Themen aus der Liste.');
    return { data: { abos: await bestellen(ctx, body.email, body.abos, body.haeufigkeit, body.herkunft) } };
  }),

  implement(aboBestaetigungLesen, async ({ query }, ctx) => ({ data: await bestaetigungLesen(ctx, query.token ?? '') })),

  implement(aboBestaetigen, async ({ body }, ctx) => ({ data: await bestaetigen(ctx, body.token) })),

  implement(aboVerwaltung, async ({ query }, ctx) => {
    const v = await verwaltung(ctx, query.token ?? '');
    return v ? { data: v } : notFound('Dieser Link ist ungültig.');
  }),

  implement(aboAbmeldungLesen, async ({ query }, ctx) => {
    const v = await abmeldungLesen(ctx, query.token ?? '');
    return v ? { data: v } : notFound('Dieser Link ist ungültig.');
  }),

  implement(aboAbmelden, async ({ body }, ctx) => {
    const v = await abmelden(ctx, body.token, body.art, body.abos);
    return v ? { data: v } : notFound('Dieser Link ist ungültig.');
  }),

  implement(aboZahlen, async (_input, ctx) => ({ data: await zahlen(ctx) })),

  implement(aboAuskunft, async ({ query }, ctx) => {
    const text = await auskunft(ctx, query.email ?? '');
    return text ? { data: text } : notFound('Zu dieser Adresse ist nichts gespeichert.');
  }),

  implement(aboDringend, async ({ body }, ctx) => {
    const n = await dringendSenden(ctx, body.warnhinweis, body.ortsteil, body.herkunft);
    return n === null ? notFound('Dieser Warnhinweis ist nicht veröffentlicht oder nicht mehr gültig.') : { data: { empfaenger: n } };
  }),
];
