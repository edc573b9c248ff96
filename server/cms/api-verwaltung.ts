import type { Db } from './db';
import { BadRequest, readInt, listMeta, pageOf, germanCollator } from './query';
import { letterOf, paths } from '../../shared/site/paths';
import type * as T from '../../shared/api/types-verwaltung';

type Json = { status: number; body: unknown };

/** Offices, staff and procedures in German order (a few hundred rows at most, sorted here). */
const byTitel = (a: { titel: string }, b: { titel: string }) => germanCollator.compare(a.titel, b.titel);
const byName = (a: { nachname: string; vorname: string }, b: { nachname: string; vorname: string }) =>
  germanCollator.compare(a.nachname, b.nachname) || germanCollator.compare(a.vorname, b.vorname);
const json = (status: number, body: unknown): Json => ({ status, body });
const notFound = (what = 'Nicht gefunden') => json(404, { error: what });
const list = <X>(data: X[], seite: number, proSeite: number, gesamt: number) => ({
  data,
  meta: listMeta(seite, proSeite, gesamt),
});

function readLetter(q: URLSearchParams): string | null {
  const b = q.get('buchstabe');
  if (b === null || b === '') return null;
  // '0' collects titles that start with a digit or another sign (see letterOf).
  if (!/^[a-z0]$/.test(b)) throw new BadRequest('Parameter buchstabe muss ein Kleinbuchstabe a–z sein (0 für Ziffern und Zeichen).');
  return b;
}

/**
 * Town-hall part of the CMS contract: offices (Fachämter), staff, procedures (Verfahren), life
 * situations (Lebenslagen) and forms. detailURLs are site addresses (spec §3).
 */
export function verwaltungRoutes(db: Db, fileUrl: (id: number, datei: string) => string) {
  const amtRef = (a: { id: number; titel: string }): T.AmtRef => ({ id: a.id, titel: a.titel, url: paths.amt(a.id, a.titel) });

  async function formulareFor(where: { amt_id?: number; verfahren_id?: number }): Promise<T.Formular[]> {
    let q = db
      .selectFrom('formular')
      .innerJoin('dokument', 'dokument.id', 'formular.dokument_id')
      .innerJoin('amt', 'amt.id', 'formular.amt_id')
      .select(['formular.id', 'formular.titel', 'formular.beschreibung', 'amt.id as amt_id', 'amt.titel as amt_titel', 'dokument.id as dok_id', 'dokument.datei', 'dokument.groesse', 'dokument.mime']);
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
      datei: { link: fileUrl(r.dok_id, r.datei), datei: r.datei, groesse: r.groesse, mime: r.mime },
    }));
  }

  async function mitarbeiterOf(amtId: number): Promise<T.AmtMitarbeiter[]> {
    const rows = await db
      .selectFrom('mitarbeiter_amt')
      .innerJoin('mitarbeiter', 'mitarbeiter.id', 'mitarbeiter_amt.mitarbeiter_id')
      .select(['mitarbeiter.id', 'anrede', 'titel', 'vorname', 'nachname', 'funktion', 'zimmer', 'telefon', 'telefax', 'email'])
      .where('amt_id', '=', amtId)
      .orderBy('sortierung')
      .orderBy('nachname')
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

  const routes: Array<[RegExp, (q: URLSearchParams, m: RegExpMatchArray) => Promise<Json>]> = [
    [
      /^\/aemter$/,
      async () => {
        const rows = (await db.selectFrom('amt').select(['id', 'titel', 'beschreibung', 'uebergeordnet', 'telefon', 'email']).execute()).sort(byTitel);
        return json(200, { data: rows.map((r) => ({ ...amtRef(r), beschreibung: r.beschreibung, uebergeordnet: r.uebergeordnet, telefon: r.telefon, email: r.email })) });
      },
    ],
    [
      /^\/aemter\/(\d{1,9})$/,
      async (_q, m) => {
        const a = await db.selectFrom('amt').selectAll().where('id', '=', Number(m[1])).executeTakeFirst();
        if (!a) return notFound();
        const [parent, children, staff, procedures, forms] = await Promise.all([
          a.uebergeordnet ? db.selectFrom('amt').select(['id', 'titel']).where('id', '=', a.uebergeordnet).executeTakeFirst() : Promise.resolve(undefined),
          db.selectFrom('amt').select(['id', 'titel']).where('uebergeordnet', '=', a.id).execute().then((r) => r.sort(byTitel)),
          mitarbeiterOf(a.id),
          db.selectFrom('verfahren').select(['id', 'titel', 'kurztext']).where('amt_id', '=', a.id).execute().then((r) => r.sort(byTitel)),
          formulareFor({ amt_id: a.id }),
        ]);
        const data: T.AmtDetail = {
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
        return json(200, { data });
      },
    ],
    [
      /^\/mitarbeiter$/,
      async (q) => {
        const seite = readInt(q, 'seite', 1, 1, 100_000);
        const proSeite = readInt(q, 'pro_seite', 20, 1, 100);
        const buchstabe = readLetter(q);
        // Letter and order in German: umlauts under their base letter (DIN 5007).
        const all = (await db.selectFrom('mitarbeiter').selectAll().execute())
          .filter((r) => !buchstabe || letterOf(r.nachname) === buchstabe)
          .sort(byName);
        const total = { n: all.length };
        const rows = pageOf(all, seite, proSeite);
        const links = rows.length
          ? await db
              .selectFrom('mitarbeiter_amt')
              .innerJoin('amt', 'amt.id', 'mitarbeiter_amt.amt_id')
              .select(['mitarbeiter_id', 'amt.id', 'amt.titel', 'funktion', 'mitarbeiter_amt.telefon', 'mitarbeiter_amt.email'])
              .where('mitarbeiter_id', 'in', rows.map((r) => r.id))
              .orderBy('sortierung')
              .execute()
          : [];
        const data: T.MitarbeiterListItem[] = rows.map((r) => ({
          id: r.id,
          anrede: r.anrede,
          titel: r.titel,
          vorname: r.vorname,
          nachname: r.nachname,
          url: paths.mitarbeiter(r.id, r.vorname, r.nachname),
          aemter: links.filter((l) => l.mitarbeiter_id === r.id).map((l) => ({ amt: amtRef(l), funktion: l.funktion, telefon: l.telefon, email: l.email })),
        }));
        return json(200, list(data, seite, proSeite, Number(total.n)));
      },
    ],
    [
      /^\/mitarbeiter\/(\d{1,9})$/,
      async (_q, m) => {
        const r = await db.selectFrom('mitarbeiter').selectAll().where('id', '=', Number(m[1])).executeTakeFirst();
        if (!r) return notFound();
        const [links, procedures] = await Promise.all([
          db
            .selectFrom('mitarbeiter_amt')
            .innerJoin('amt', 'amt.id', 'mitarbeiter_amt.amt_id')
            .select(['amt.id', 'amt.titel', 'funktion', 'zimmer', 'mitarbeiter_amt.telefon', 'mitarbeiter_amt.telefax', 'mitarbeiter_amt.email', 'amt.gebaeude', 'amt.strasse', 'amt.plz', 'amt.ort'])
            .where('mitarbeiter_id', '=', r.id)
            .orderBy('sortierung')
            .execute(),
          db
            .selectFrom('verfahren_mitarbeiter')
            .innerJoin('verfahren', 'verfahren.id', 'verfahren_mitarbeiter.verfahren_id')
            .select(['verfahren.id', 'verfahren.titel'])
            .where('mitarbeiter_id', '=', r.id)
            .execute()
            .then((v) => v.sort(byTitel)),
        ]);
        const data: T.MitarbeiterDetail = {
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
        return json(200, { data });
      },
    ],
    [
      /^\/verfahren\/buchstaben$/,
      async () => {
        const rows = await db
          .selectFrom('verfahren')
          .select(['buchstabe', (eb) => eb.fn.countAll<number>().as('anzahl')])
          .groupBy('buchstabe')
          .orderBy('buchstabe')
          .execute();
        const data = rows.map((r) => ({ buchstabe: r.buchstabe, anzahl: Number(r.anzahl) }));
        // Digits and signs after z, as in printed registers.
        data.sort((a, b) => Number(a.buchstabe === '0') - Number(b.buchstabe === '0') || a.buchstabe.localeCompare(b.buchstabe));
        return json(200, { data });
      },
    ],
    [
      /^\/verfahren$/,
      async (q) => {
        const seite = readInt(q, 'seite', 1, 1, 100_000);
        const proSeite = readInt(q, 'pro_seite', 100, 1, 100);
        const buchstabe = readLetter(q);
        let base = db.selectFrom('verfahren');
        if (buchstabe) base = base.where('buchstabe', '=', buchstabe);
        // Sorted as a whole in German order, then paged (Ä belongs to A, not after Z).
        const all = (await base.select(['id', 'titel', 'slug', 'buchstabe', 'kurztext']).execute()).sort(byTitel);
        const data: T.VerfahrenListItem[] = pageOf(all, seite, proSeite).map((r) => ({ ...r, url: paths.verfahren(r.id, r.titel) }));
        const total = { n: all.length };
        return json(200, list(data, seite, proSeite, Number(total.n)));
      },
    ],
    [
      /^\/verfahren\/(\d{1,9})$/,
      async (_q, m) => {
        const v = await db.selectFrom('verfahren').selectAll().where('id', '=', Number(m[1])).executeTakeFirst();
        if (!v) return notFound();
        const [amt, staff, forms, situations] = await Promise.all([
          db.selectFrom('amt').selectAll().where('id', '=', v.amt_id).executeTakeFirstOrThrow(),
          db
            .selectFrom('verfahren_mitarbeiter')
            .innerJoin('mitarbeiter', 'mitarbeiter.id', 'verfahren_mitarbeiter.mitarbeiter_id')
            .select(['mitarbeiter.id', 'vorname', 'nachname', 'anrede', 'titel'])
            .where('verfahren_id', '=', v.id)
            .orderBy('verfahren_mitarbeiter.sortierung')
            .execute(),
          formulareFor({ verfahren_id: v.id }),
          db
            .selectFrom('lebenslage_verfahren')
            .innerJoin('lebenslage', 'lebenslage.id', 'lebenslage_verfahren.lebenslage_id')
            .select(['lebenslage.url', 'lebenslage.titel'])
            .where('verfahren_id', '=', v.id)
            .orderBy('lebenslage.sortierung')
            .execute(),
        ]);
        const staffAemter = staff.length
          ? await db.selectFrom('mitarbeiter_amt').selectAll().where('mitarbeiter_id', 'in', staff.map((s) => s.id)).orderBy('sortierung').execute()
          : [];
        const data: T.VerfahrenDetail = {
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
        return json(200, { data });
      },
    ],
    [
      /^\/lebenslagen$/,
      async () => {
        const rows = await db.selectFrom('lebenslage').selectAll().orderBy('sortierung').execute();
        return json(200, { data: rows.map((r) => ({ id: r.id, url: r.url, titel: r.titel, beschreibung: r.beschreibung, link: paths.lebenslage(r.url) })) });
      },
    ],
    [
      /^\/lebenslagen\/([a-z0-9-]{1,80})$/,
      async (_q, m) => {
        const l = await db.selectFrom('lebenslage').selectAll().where('url', '=', m[1]!).executeTakeFirst();
        if (!l) return notFound();
        const procedures = await db
          .selectFrom('lebenslage_verfahren')
          .innerJoin('verfahren', 'verfahren.id', 'lebenslage_verfahren.verfahren_id')
          .select(['verfahren.id', 'verfahren.titel', 'verfahren.kurztext'])
          .where('lebenslage_id', '=', l.id)
          .orderBy('lebenslage_verfahren.sortierung')
          .execute();
        const data: T.LebenslageDetail = {
          id: l.id,
          url: l.url,
          titel: l.titel,
          beschreibung: l.beschreibung,
          link: paths.lebenslage(l.url),
          verfahren: procedures.map((v) => ({ id: v.id, titel: v.titel, url: paths.verfahren(v.id, v.titel), kurztext: v.kurztext })),
        };
        return json(200, { data });
      },
    ],
    [
      /^\/formulare$/,
      async (q) => {
        const seite = readInt(q, 'seite', 1, 1, 100_000);
        const proSeite = readInt(q, 'pro_seite', 100, 1, 100);
        const all = await formulareFor({});
        return json(200, list(pageOf(all, seite, proSeite), seite, proSeite, all.length));
      },
    ],
  ];

  return async function handle(method: string, path: string, query: URLSearchParams): Promise<Json | null> {
    for (const [pattern, handler] of routes) {
      const m = path.match(pattern);
      if (!m) continue;
      if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Methode nicht erlaubt' });
      return handler(query, m);
    }
    return null;
  };
}
