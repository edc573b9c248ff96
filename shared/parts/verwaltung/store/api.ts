import {
  aemterList,
  amtDetail,
  formulareList,
  lebenslageDetail,
  lebenslagenList,
  mitarbeiterDetail,
  mitarbeiterList,
  verfahrenBuchstaben,
  verfahrenDetail,
  verfahrenList,
  type AmtDetail,
  type AmtMitarbeiter,
  type AmtRef,
  type Formular,
  type MitarbeiterDetail,
  type MitarbeiterListItem,
  type LebenslageDetail,
  type VerfahrenDetail,
  type VerfahrenListItem,
} from '../contract';
import { letterOf, paths } from '../../../site/paths';
import { implement, notFound, type CmsContext } from '../../../../server/cms/contract/implement';
import { germanCollator, listMeta, pageOf } from '../../../../server/cms/query';
import { deskColumnsOf, isPublic } from '../../../../server/cms/visibility';

const db = (ctx: CmsContext) => ctx.db;

/** Offices, staff and procedures in German order (a few hundred rows at most, sorted here). */
const byTitel = (a: { titel: string }, b: { titel: string }) => germanCollator.compare(a.titel, b.titel);
const byName = (a: { nachname: string; vorname: string }, b: { nachname: string; vorname: string }) =>
  germanCollator.compare(a.nachname, b.nachname) || germanCollator.compare(a.vorname, b.vorname);

/** Published and its time has come (ADR 16, 43): drafts and planned rows of the desk stay off the site. */
const pub = (table: string, ctx: CmsContext) => isPublic(deskColumnsOf(table), ctx.now());

const amtRef = (a: { id: number; titel: string }): AmtRef => ({ id: a.id, titel: a.titel, url: paths.amt(a.id, a.titel) });

/** The forms of an office or of a procedure (or all), by title, each with its document. */
async function formulareFor(ctx: CmsContext, where: { amt_id?: number; verfahren_id?: number }): Promise<Formular[]> {
  let q = db(ctx)
    .selectFrom('formular')
    .innerJoin('dokument', 'dokument.id', 'formular.dokument_id')
    .innerJoin('amt', 'amt.id', 'formular.amt_id')
    .select([
      'formular.id',
      'formular.titel',
      'formular.beschreibung',
      'amt.id as amt_id',
      'amt.titel as amt_titel',
      'dokument.id as dok_id',
      'dokument.datei',
      'dokument.groesse',
      'dokument.mime',
    ])
    .where(pub('formular', ctx))
    .where(pub('amt', ctx));
  if (where.amt_id) q = q.where('formular.amt_id', '=', where.amt_id);
  if (where.verfahren_id) {
    q = q.innerJoin('verfahren_formular', 'verfahren_formular.formular_id', 'formular.id').where('verfahren_formular.verfahren_id', '=', where.verfahren_id);
  }
  const rows = (await q.execute()).sort(byTitel);
  return rows.map((r) => ({
    id: r.id,
    titel: r.titel,
    beschreibung: r.beschreibung,
    amt: amtRef({ id: r.amt_id, titel: r.amt_titel }),
    datei: { link: ctx.fileUrl(r.dok_id, r.datei), datei: r.datei, groesse: r.groesse, mime: r.mime },
  }));
}

/** The staff of an office in the office's own order. */
async function mitarbeiterOf(ctx: CmsContext, amtId: number): Promise<AmtMitarbeiter[]> {
  const rows = await db(ctx)
    .selectFrom('mitarbeiter_amt')
    .innerJoin('mitarbeiter', 'mitarbeiter.id', 'mitarbeiter_amt.mitarbeiter_id')
    .select([
      'mitarbeiter.id',
      'mitarbeiter.anrede',
      'mitarbeiter.titel',
      'mitarbeiter.vorname',
      'mitarbeiter.nachname',
      'mitarbeiter_amt.funktion',
      'mitarbeiter_amt.zimmer',
      'mitarbeiter_amt.telefon',
      'mitarbeiter_amt.telefax',
      'mitarbeiter_amt.email',
    ])
    .where('mitarbeiter_amt.amt_id', '=', amtId)
    .where(pub('mitarbeiter', ctx))
    .orderBy('mitarbeiter_amt.sortierung')
    .orderBy('mitarbeiter.nachname')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    anrede: r.anrede,
    titel: r.titel,
    vorname: r.vorname,
    nachname: r.nachname,
    url: paths.mitarbeiter(r.id, r.vorname, r.nachname),
    funktion: r.funktion,
    zimmer: r.zimmer,
    kontakt: { telefon: r.telefon, telefax: r.telefax, email: r.email },
  }));
}

/**
 * An office as its page shows it; `draft` reads it whatever its status (the desk's preview, ADR 43),
 * while everything it lists stays the public part.
 */
export async function amtDetailOf(ctx: CmsContext, id: number, draft: boolean): Promise<AmtDetail | null> {
  let q = db(ctx).selectFrom('amt').selectAll().where('id', '=', id);
  if (!draft) q = q.where(pub('amt', ctx));
  const a = await q.executeTakeFirst();
  if (!a) return null;
  const [parent, children, staff, procedures, forms] = await Promise.all([
    a.uebergeordnet
      ? db(ctx).selectFrom('amt').select(['id', 'titel']).where('id', '=', a.uebergeordnet).where(pub('amt', ctx)).executeTakeFirst()
      : Promise.resolve(undefined),
    db(ctx)
      .selectFrom('amt')
      .select(['id', 'titel'])
      .where('uebergeordnet', '=', a.id)
      .where(pub('amt', ctx))
      .execute()
      .then((r) => r.sort(byTitel)),
    mitarbeiterOf(ctx, a.id),
    db(ctx)
      .selectFrom('verfahren')
      .select(['id', 'titel', 'kurztext'])
      .where('amt_id', '=', a.id)
      .where(pub('verfahren', ctx))
      .execute()
      .then((r) => r.sort(byTitel)),
    formulareFor(ctx, { amt_id: a.id }),
  ]);
  const data: AmtDetail = {
    ...amtRef(a),
    beschreibung: a.beschreibung,
    aufgaben: JSON.parse(a.aufgaben) as string[],
    adresse: { gebaeude: a.gebaeude, strasse: a.strasse, plz: a.plz, ort: a.ort },
    kontakt: { telefon: a.telefon, telefax: a.telefax, email: a.email },
    oeffnungszeiten: JSON.parse(a.oeffnungszeiten) as string[],
    uebergeordnet: parent ? amtRef(parent) : null,
    unteraemter: children.map(amtRef),
    mitarbeiter: staff,
    verfahren: procedures.map((v) => ({ id: v.id, titel: v.titel, url: paths.verfahren(v.id, v.titel), kurztext: v.kurztext })),
    formulare: forms,
  };
  return data;
}

/** A person as their page shows them. `draft` reads it whatever its status (the desk's preview, ADR 43); what it lists stays the public part. */
export async function mitarbeiterDetailOf(ctx: CmsContext, key: number, draft: boolean): Promise<MitarbeiterDetail | null> {
  let q = db(ctx).selectFrom('mitarbeiter').selectAll().where('id', '=', key);
  if (!draft) q = q.where(pub('mitarbeiter', ctx));
  const r = await q.executeTakeFirst();
  if (!r) return null;
  const [links, procedures] = await Promise.all([
    db(ctx)
      .selectFrom('mitarbeiter_amt')
      .innerJoin('amt', 'amt.id', 'mitarbeiter_amt.amt_id')
      .select([
        'amt.id',
        'amt.titel',
        'mitarbeiter_amt.funktion',
        'mitarbeiter_amt.zimmer',
        'mitarbeiter_amt.telefon',
        'mitarbeiter_amt.telefax',
        'mitarbeiter_amt.email',
        'amt.gebaeude',
        'amt.strasse',
        'amt.plz',
        'amt.ort',
      ])
      .where('mitarbeiter_amt.mitarbeiter_id', '=', r.id)
      .where(pub('amt', ctx))
      .orderBy('mitarbeiter_amt.sortierung')
      .execute(),
    db(ctx)
      .selectFrom('verfahren_mitarbeiter')
      .innerJoin('verfahren', 'verfahren.id', 'verfahren_mitarbeiter.verfahren_id')
      .select(['verfahren.id', 'verfahren.titel'])
      .where('verfahren_mitarbeiter.mitarbeiter_id', '=', r.id)
      .where(pub('verfahren', ctx))
      .execute()
      .then((v) => v.sort(byTitel)),
  ]);
  const data: MitarbeiterDetail = {
    id: r.id,
    anrede: r.anrede,
    titel: r.titel,
    vorname: r.vorname,
    nachname: r.nachname,
    url: paths.mitarbeiter(r.id, r.vorname, r.nachname),
    aemter: links.map((l) => ({
      amt: amtRef(l),
      funktion: l.funktion,
      zimmer: l.zimmer,
      kontakt: { telefon: l.telefon, telefax: l.telefax, email: l.email },
      adresse: { gebaeude: l.gebaeude, strasse: l.strasse, plz: l.plz, ort: l.ort },
    })),
    verfahren: procedures.map((v) => ({ id: v.id, titel: v.titel, url: paths.verfahren(v.id, v.titel) })),
  };
  return data;
}

/** A procedure as its page shows it. `draft` reads it whatever its status (the desk's preview, ADR 43); what it lists stays the public part. */
export async function verfahrenDetailOf(ctx: CmsContext, key: number, draft: boolean): Promise<VerfahrenDetail | null> {
  let q = db(ctx).selectFrom('verfahren').selectAll().where('id', '=', key);
  if (!draft) q = q.where(pub('verfahren', ctx));
  const v = await q.executeTakeFirst();
  if (!v) return null;
  const [amt, staff, forms, situations] = await Promise.all([
    db(ctx).selectFrom('amt').selectAll().where('id', '=', v.amt_id).executeTakeFirstOrThrow(),
    db(ctx)
      .selectFrom('verfahren_mitarbeiter')
      .innerJoin('mitarbeiter', 'mitarbeiter.id', 'verfahren_mitarbeiter.mitarbeiter_id')
      .select(['mitarbeiter.id', 'mitarbeiter.vorname', 'mitarbeiter.nachname', 'mitarbeiter.anrede', 'mitarbeiter.titel'])
      .where('verfahren_mitarbeiter.verfahren_id', '=', v.id)
      .where(pub('mitarbeiter', ctx))
      .orderBy('verfahren_mitarbeiter.sortierung')
      .execute(),
    formulareFor(ctx, { verfahren_id: v.id }),
    db(ctx)
      .selectFrom('lebenslage_verfahren')
      .innerJoin('lebenslage', 'lebenslage.id', 'lebenslage_verfahren.lebenslage_id')
      .select(['lebenslage.url', 'lebenslage.titel'])
      .where('lebenslage_verfahren.verfahren_id', '=', v.id)
      .where(pub('lebenslage', ctx))
      .orderBy('lebenslage.sortierung')
      .execute(),
  ]);
  const staffAemter = staff.length
    ? await db(ctx)
        .selectFrom('mitarbeiter_amt')
        .selectAll()
        .where(
          'mitarbeiter_id',
          'in',
          staff.map((s) => s.id),
        )
        .orderBy('sortierung')
        .execute()
    : [];
  const data: VerfahrenDetail = {
    id: v.id,
    titel: v.titel,
    slug: v.slug,
    buchstabe: v.buchstabe,
    url: paths.verfahren(v.id, v.titel),
    kurztext: v.kurztext,
    text: v.text,
    gebuehren: v.gebuehren,
    online: v.online,
    stichworte: JSON.parse(v.stichworte) as string[],
    formulare: forms,
    lebenslagen: situations.map((l) => ({ titel: l.titel, url: paths.lebenslage(l.url) })),
    // Spec §3: the procedure detail sidebar object.
    sidebar: {
      mitarbeiter: staff.map((s) => ({
        vorname: s.vorname,
        nachname: s.nachname,
        anrede: s.anrede,
        titel: s.titel,
        detailURL: paths.mitarbeiter(s.id, s.vorname, s.nachname),
        aemter: staffAemter
          .filter((a) => a.mitarbeiter_id === s.id)
          .map((a) => ({ funktion: a.funktion, zimmer: a.zimmer, kontakt: { telefon: a.telefon, email: a.email } })),
      })),
      amt: {
        titel: amt.titel,
        detailURL: paths.amt(amt.id, amt.titel),
        adresse: { gebaeude: amt.gebaeude, strasse: amt.strasse, plz: amt.plz, ort: amt.ort },
        kontakt: { telefon: amt.telefon, telefax: amt.telefax, email: amt.email },
      },
    },
  };
  return data;
}

/** A life situation as its page shows it. `draft` reads it whatever its status (the desk's preview, ADR 43); what it lists stays the public part. */
export async function lebenslageDetailOf(ctx: CmsContext, key: string, draft: boolean): Promise<LebenslageDetail | null> {
  let q = db(ctx).selectFrom('lebenslage').selectAll().where('url', '=', key);
  if (!draft) q = q.where(pub('lebenslage', ctx));
  const l = await q.executeTakeFirst();
  if (!l) return null;
  const procedures = await db(ctx)
    .selectFrom('lebenslage_verfahren')
    .innerJoin('verfahren', 'verfahren.id', 'lebenslage_verfahren.verfahren_id')
    .select(['verfahren.id', 'verfahren.titel', 'verfahren.kurztext'])
    .where('lebenslage_verfahren.lebenslage_id', '=', l.id)
    .where(pub('verfahren', ctx))
    .orderBy('lebenslage_verfahren.sortierung')
    .execute();
  const data: LebenslageDetail = {
    id: l.id,
    url: l.url,
    titel: l.titel,
    beschreibung: l.beschreibung,
    link: paths.lebenslage(l.url),
    verfahren: procedures.map((v) => ({ id: v.id, titel: v.titel, url: paths.verfahren(v.id, v.titel), kurztext: v.kurztext })),
  };
  return data;
}

/** Town-hall part of the CMS contract: offices (Fachämter), staff, procedures, life situations and forms. */
export const operations = [
  implement(aemterList, async (_input, ctx) => {
    const rows = (
      await db(ctx).selectFrom('amt').select(['id', 'titel', 'beschreibung', 'uebergeordnet', 'telefon', 'email']).where(pub('amt', ctx)).execute()
    ).sort(byTitel);
    return { data: rows.map((r) => ({ ...amtRef(r), beschreibung: r.beschreibung, uebergeordnet: r.uebergeordnet, telefon: r.telefon, email: r.email })) };
  }),

  implement(amtDetail, async ({ params }, ctx) => {
    const data = await amtDetailOf(ctx, params.id, false);
    return data ? { data } : notFound();
  }),

  implement(mitarbeiterList, async ({ query }, ctx) => {
    const { seite, pro_seite: proSeite, buchstabe } = query;
    // Letter and order in German: umlauts under their base letter (DIN 5007).
    const all = (await db(ctx).selectFrom('mitarbeiter').selectAll().where(pub('mitarbeiter', ctx)).execute())
      .filter((r) => !buchstabe || letterOf(r.nachname) === buchstabe)
      .sort(byName);
    const rows = pageOf(all, seite, proSeite);
    const links = rows.length
      ? await db(ctx)
          .selectFrom('mitarbeiter_amt')
          .innerJoin('amt', 'amt.id', 'mitarbeiter_amt.amt_id')
          .select(['mitarbeiter_amt.mitarbeiter_id', 'amt.id', 'amt.titel', 'mitarbeiter_amt.funktion', 'mitarbeiter_amt.telefon', 'mitarbeiter_amt.email'])
          .where(
            'mitarbeiter_amt.mitarbeiter_id',
            'in',
            rows.map((r) => r.id),
          )
          .where(pub('amt', ctx))
          .orderBy('mitarbeiter_amt.sortierung')
          .execute()
      : [];
    const data: MitarbeiterListItem[] = rows.map((r) => ({
      id: r.id,
      anrede: r.anrede,
      titel: r.titel,
      vorname: r.vorname,
      nachname: r.nachname,
      url: paths.mitarbeiter(r.id, r.vorname, r.nachname),
      aemter: links.filter((l) => l.mitarbeiter_id === r.id).map((l) => ({ amt: amtRef(l), funktion: l.funktion, telefon: l.telefon, email: l.email })),
    }));
    return { data, meta: listMeta(seite, proSeite, all.length) };
  }),

  implement(mitarbeiterDetail, async ({ params }, ctx) => {
    const data = await mitarbeiterDetailOf(ctx, params.id, false);
    return data ? { data } : notFound();
  }),

  implement(verfahrenBuchstaben, async (_input, ctx) => {
    const rows = await db(ctx)
      .selectFrom('verfahren')
      .select(['buchstabe', (eb) => eb.fn.countAll<number>().as('anzahl')])
      .where(pub('verfahren', ctx))
      .groupBy('buchstabe')
      .orderBy('buchstabe')
      .execute();
    const data = rows.map((r) => ({ buchstabe: r.buchstabe, anzahl: Number(r.anzahl) }));
    // Digits and signs after z, as in printed registers.
    data.sort((a, b) => Number(a.buchstabe === '0') - Number(b.buchstabe === '0') || a.buchstabe.localeCompare(b.buchstabe));
    return { data };
  }),

  implement(verfahrenList, async ({ query }, ctx) => {
    const { seite, pro_seite: proSeite, buchstabe } = query;
    let base = db(ctx).selectFrom('verfahren').where(pub('verfahren', ctx));
    if (buchstabe) base = base.where('buchstabe', '=', buchstabe);
    // Sorted as a whole in German order, then paged (Ä belongs to A, not after Z).
    const all = (await base.select(['id', 'titel', 'slug', 'buchstabe', 'kurztext']).execute()).sort(byTitel);
    const data: VerfahrenListItem[] = pageOf(all, seite, proSeite).map((r) => ({ ...r, url: paths.verfahren(r.id, r.titel) }));
    return { data, meta: listMeta(seite, proSeite, all.length) };
  }),

  implement(verfahrenDetail, async ({ params }, ctx) => {
    const data = await verfahrenDetailOf(ctx, params.id, false);
    return data ? { data } : notFound();
  }),

  implement(lebenslagenList, async (_input, ctx) => {
    const rows = await db(ctx).selectFrom('lebenslage').selectAll().where(pub('lebenslage', ctx)).orderBy('sortierung').execute();
    return { data: rows.map((r) => ({ id: r.id, url: r.url, titel: r.titel, beschreibung: r.beschreibung, link: paths.lebenslage(r.url) })) };
  }),

  implement(lebenslageDetail, async ({ params }, ctx) => {
    const data = await lebenslageDetailOf(ctx, params.url, false);
    return data ? { data } : notFound();
  }),

  implement(formulareList, async ({ query }, ctx) => {
    const { seite, pro_seite: proSeite } = query;
    const all = await formulareFor(ctx, {});
    return { data: pageOf(all, seite, proSeite), meta: listMeta(seite, proSeite, all.length) };
  }),
];
