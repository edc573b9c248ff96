import fs from 'node:fs';
import path from 'node:path';
import { eintragEntfernenBeantragen, eintragEntscheiden, eintragLink, eintragLogo, eintragPerLink } from '../contract';
import type { Entscheidung } from '../values';
import { formularFor } from '../formulare/definitions';
import { TOWN } from '../../../site/town';
import { implement, notFound, problem } from '../../../../server/cms/contract/implement';
import { aboutEingang, store } from './api';
import { eingaengeDir } from './files';
import { entscheidungMail, neuerLinkMail } from './eintrag-texte';
import { approvedOf, contactOf, currentLogo, currentValues, eintragDb as db, entryByLink, isEintragStatus, sealLink, versionsOf } from './eintraege';
import { queueMail } from '../../../../server/cms/mail';

/**
 * Kinds with approval (ADR 15): the entry behind a private link, a removal request, the logo of a
 * version for publishing, staff's decision, and revoking or renewing the link. Each decision and act
 * is recorded in the version's history with who and when; every e-mail goes through the outbox
 * (server/cms/mail) in the same transaction.
 */

/** The sender of a decision's e-mail names its office; without one the town hall. */
const amtEmail = (amt: { email: string } | undefined) => amt?.email ?? TOWN.email;

export const freigabeOperations = [
  implement(eintragPerLink, async ({ params }, ctx) => {
    const found = await entryByLink(db(ctx), ctx, params.link);
    if (found === 'entfernt') return problem(410, 'Der Eintrag wurde gelöscht');
    if (!found) return notFound('Unbekannter Link');
    const versions = await versionsOf(db(ctx), found.id);
    const { werte, pending } = currentValues(found, versions);
    const logo = currentLogo(found, versions);
    let logoInfo: { quelle: 'ausstehend'; name: string } | { quelle: 'veroeffentlicht' } | null = null;
    if (logo?.quelle === 'ausstehend') {
      const foto = await db(ctx).selectFrom('eingang_foto').select('name').where('eingang_id', '=', logo.version.id).orderBy('id').executeTakeFirst();
      logoInfo = foto ? { quelle: 'ausstehend', name: foto.name } : null;
    } else if (logo) logoInfo = logo;
    const last = versions[0];
    let abgelehnt: { grund: string | null; zeit: string } | null = null;
    if (!pending && last?.entscheidung === 'abgelehnt') {
      const v = await db(ctx)
        .selectFrom('eingang_verlauf')
        .select(['notiz', 'zeit'])
        .where('eingang_id', '=', last.id)
        .where('aktion', '=', 'abgelehnt')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      abgelehnt = v ? { grund: v.notiz, zeit: v.zeit } : null;
    }
    // The agreement belongs to the entry: given once, a change needs no new one (the form says so).
    const { zustimmung, logo: _l, ...shown } = werte;
    return {
      data: {
        id: found.id,
        art: found.art,
        status: isEintragStatus(found.status) ? found.status : 'neu',
        werte: shown,
        ausstehend: pending ? { referenz: pending.referenz, vorgang: pending.vorgang, erstellt: pending.erstellt } : null,
        abgelehnt,
        oeffentlich_id: found.oeffentlich_id,
        url: found.oeffentlich_url,
        logo: logoInfo,
        zugestimmt: zustimmung === 'ja',
      },
    };
  }),

  implement(eintragEntfernenBeantragen, async ({ params, body }, ctx) => {
    const found = await entryByLink(db(ctx), ctx, params.link);
    if (!found || found === 'entfernt') return notFound('Unbekannter Link');
    const def = formularFor(found.art);
    if (!def?.freigabe) return notFound('Unbekannter Link');
    const versions = await versionsOf(db(ctx), found.id);
    const { werte } = currentValues(found, versions);
    const felder: Record<string, string> = { [def.freigabe.name]: werte[def.freigabe.name] ?? '' };
    if (body.grund.trim()) felder.grund = body.grund.trim();
    const res = await store(ctx, def, {
      art: def.art,
      schluessel: body.schluessel,
      felder,
      token: null,
      empfaenger: body.empfaenger,
      herkunft: body.herkunft,
      link: params.link,
      vorgang: 'entfernen',
    });
    return 'data' in res ? { data: { referenz: res.data.referenz, neu: res.data.neu } } : res;
  }),

  implement(eintragLogo, async ({ params }, ctx) => {
    const e = await db(ctx).selectFrom('eingang').select(['id', 'uuid']).where('referenz', '=', params.referenz).executeTakeFirst();
    if (!e) return notFound('Unbekannter Eingang');
    const foto = await db(ctx).selectFrom('eingang_foto').selectAll().where('eingang_id', '=', e.id).orderBy('id').executeTakeFirst();
    if (!foto) return { data: null };
    const daten = await fs.promises.readFile(path.join(eingaengeDir(ctx.filesDir), e.uuid, foto.datei));
    return { data: { typ: foto.mime as 'image/jpeg' | 'image/png' | 'image/webp', daten: daten.toString('base64') } };
  }),

  implement(eintragEntscheiden, async ({ params, body }, ctx) => {
    const zeit = ctx.now().toISOString();
    const outcome = await db(ctx)
      .transaction()
      .execute(async (trx) => {
        const e = await trx.selectFrom('eingang').selectAll().where('referenz', '=', params.referenz).executeTakeFirst();
        if (!e || e.eintrag_id === null) return 404;
        if (e.entscheidung !== null || e.status === 'erledigt') return 409;
        const entry = await trx.selectFrom('eingang_eintrag').selectAll().where('id', '=', e.eintrag_id).executeTakeFirstOrThrow();
        const def = formularFor(e.art);
        if (!def?.freigabe) return 404;
        const versions = await versionsOf(trx, entry.id);
        const sent = JSON.parse(e.felder) as Record<string, string>;
        const vorgang = (e.vorgang ?? 'neu') as 'neu' | 'aenderung' | 'entfernen';
        // The address and name for the e-mail, before a removal forgets them.
        const contact = contactOf(def, entry, versions);
        const name = sent[def.freigabe.name] || approvedOf(entry)?.[def.freigabe.name] || '';
        const kontaktEmail = vorgang === 'entfernen' ? contact.email : sent[def.freigabe.linkEmail] || contact.email;

        if (body.entscheidung === 'freigegeben') {
          if (vorgang === 'entfernen') {
            // Removed: nothing personal stays with the entry; its link now says it is gone.
            await trx
              .updateTable('eingang_eintrag')
              .set({ status: 'entfernt', felder: null, fassung_id: null, oeffentlich_id: null, oeffentlich_url: null, geaendert: zeit })
              .where('id', '=', entry.id)
              .execute();
          } else {
            if (!body.veroeffentlicht) return 400;
            const approved = { ...(body.felder ?? sent) };
            approved.logo = approved.logo === 'neu' || approved.logo === 'bisher' || approved.logo === 'ja' ? 'ja' : '';
            await trx
              .updateTable('eingang_eintrag')
              .set({
                status: 'veroeffentlicht',
                felder: JSON.stringify(approved),
                fassung_id: e.id,
                oeffentlich_id: body.veroeffentlicht.id,
                oeffentlich_url: body.veroeffentlicht.url,
                geaendert: zeit,
              })
              .where('id', '=', entry.id)
              .execute();
          }
        }
        const entscheidung: Entscheidung = body.entscheidung;
        await trx.updateTable('eingang').set({ status: 'erledigt', entscheidung, erledigt_am: zeit, geaendert: zeit }).where('id', '=', e.id).execute();
        const notiz = body.entscheidung === 'abgelehnt' ? (body.grund ?? null) : body.felder ? 'Vor der Freigabe bearbeitet' : null;
        await trx
          .insertInto('eingang_verlauf')
          .values({ eingang_id: e.id, zeit, von_uuid: body.von.uuid || null, von_name: body.von.name, status: 'erledigt', notiz, aktion: entscheidung })
          .execute();

        if (kontaktEmail) {
          const removed = body.entscheidung === 'freigegeben' && vorgang === 'entfernen';
          const m = entscheidungMail(def, {
            entscheidung: body.entscheidung,
            vorgang,
            name,
            kontakt: contact.name,
            referenz: e.referenz,
            grund: body.grund ?? null,
            url: body.veroeffentlicht?.url ?? entry.oeffentlich_url,
            herkunft: body.herkunft,
            link: removed ? null : sealLink(ctx, entry.art, entry.id, entry.link_version),
            amtEmail: amtEmail(body.amt),
          });
          await queueMail(trx, { to: kontaktEmail, subject: m.betreff, text: m.text, replyTo: amtEmail(body.amt), about: aboutEingang(e.id) }, new Date(zeit));
        }
        return 200;
      });
    if (outcome === 404) return notFound('Unbekannter Eingang');
    if (outcome === 409) return problem(409, 'Über diese Fassung wurde schon entschieden, oder eine neuere hat sie ersetzt.');
    if (outcome === 400) return problem(400, 'Für die Freigabe fehlt der veröffentlichte Eintrag.');
    return { data: true as const };
  }),

  implement(eintragLink, async ({ params, body }, ctx) => {
    const zeit = ctx.now().toISOString();
    const outcome = await db(ctx)
      .transaction()
      .execute(async (trx) => {
        const e = await trx.selectFrom('eingang').select(['id', 'art', 'eintrag_id']).where('referenz', '=', params.referenz).executeTakeFirst();
        if (!e || e.eintrag_id === null) return 404 as const;
        const entry = await trx.selectFrom('eingang_eintrag').selectAll().where('id', '=', e.eintrag_id).executeTakeFirstOrThrow();
        if (entry.status === 'entfernt') return 409 as const;
        const def = formularFor(entry.art);
        if (!def?.freigabe) return 404 as const;
        const versions = await versionsOf(trx, entry.id);
        const contact = contactOf(def, entry, versions);
        if (body.aktion === 'senden' && !contact.email) return 422 as const;
        const version = entry.link_version + 1;
        await trx.updateTable('eingang_eintrag').set({ link_version: version, geaendert: zeit }).where('id', '=', entry.id).execute();
        await trx
          .insertInto('eingang_verlauf')
          .values({
            eingang_id: e.id,
            zeit,
            von_uuid: body.von.uuid || null,
            von_name: body.von.name,
            status: null,
            notiz: null,
            aktion: body.aktion === 'senden' ? 'link_gesendet' : 'link_gesperrt',
          })
          .execute();
        if (body.aktion === 'senden' && contact.email) {
          const { werte } = currentValues(entry, versions);
          const m = neuerLinkMail(def, {
            name: werte[def.freigabe.name] ?? '',
            kontakt: contact.name,
            herkunft: body.herkunft,
            link: sealLink(ctx, entry.art, entry.id, version),
            amtEmail: amtEmail(body.amt),
          });
          await queueMail(trx, { to: contact.email, subject: m.betreff, text: m.text, replyTo: amtEmail(body.amt), about: aboutEingang(e.id) }, new Date(zeit));
        }
        return version;
      });
    if (outcome === 404) return notFound('Unbekannter Eingang');
    if (outcome === 409) return problem(409, 'Der Eintrag wurde gelöscht.');
    if (outcome === 422) return problem(409, 'Für diesen Eintrag ist keine E-Mail-Adresse bekannt.');
    return { data: { link_version: outcome } };
  }),
];
