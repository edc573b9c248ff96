import crypto from 'node:crypto';
import { demoPasswordHash } from '../../../../../server/cms/passwords';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import { portraitKey } from '../../../../../server/cms/media/demo/media-keys';
import { GR, gremien, personen, ratsinfoKonten, sitzBeginn, sitzOrdnung } from './gremien';

const BATCH = 50;

/** An instant as the store keeps it: 'YYYY-MM-DDTHH:mm:ssZ'. */
const instant = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/**
 * The council's bodies, members and memberships, and the demo accounts of the council information
 * system. A body the meetings named before this part existed (migration ratstermine-2 created it from
 * their names) is completed, not duplicated; its id stays.
 */
/** The council accounts' hashes, computed before the seed's transaction when the work factor differs. */
const hashes = new Map<string, string>();

export const work: SeedWork = {
  async prepare(ctx) {
    for (const k of ctx.demoUsers ? ratsinfoKonten : []) hashes.set(k.email, await demoPasswordHash(k.passwort, k.passwortHash));
  },
  async run(ctx) {
    const db = ctx.db;
    const stamp = instant(ctx.now);
    const ids = new Map<number, number>();
    for (const g of gremien) {
      const fields = {
        kurzname: g.kurzname,
        art: g.art,
        wohnbezirk: g.wohnbezirk ?? null,
        beschreibung: g.beschreibung,
        email: g.email ?? null,
        beginn: g.beginn,
        sortierung: g.id,
        geaendert: stamp,
      };
      const existing = await db.selectFrom('gremium').select('id').where('name', '=', g.name).executeTakeFirst();
      if (existing) {
        await db.updateTable('gremium').set(fields).where('id', '=', existing.id).execute();
        ids.set(g.id, existing.id);
        continue;
      }
      const taken = await db.selectFrom('gremium').select('id').where('id', '=', g.id).executeTakeFirst();
      const row = await db
        .insertInto('gremium')
        .values({ ...(taken ? {} : { id: g.id }), name: g.name, ...fields, erstellt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(g.id, row.id);
    }
    for (const g of gremien) {
      if (g.uebergeordnet)
        await db
          .updateTable('gremium')
          .set({ uebergeordnet_id: ids.get(g.uebergeordnet)! })
          .where('id', '=', ids.get(g.id)!)
          .execute();
    }

    const rows = personen.map((p, i) => ({
      id: p.id,
      anrede: p.anrede,
      titel: p.titel ?? null,
      vorname: p.vorname,
      nachname: p.nachname,
      wohnbezirk: p.wohnbezirk,
      beruf: p.beruf,
      amt: p.amt ?? null,
      bild: portraitKey(i + 1),
      email: p.kontakt?.email ?? null,
      telefon: p.kontakt?.telefon ?? null,
      kontakt_veroeffentlichen: p.kontakt ? 1 : 0,
      erstellt: stamp,
      geaendert: stamp,
    }));
    for (let i = 0; i < rows.length; i += BATCH)
      await db
        .insertInto('person')
        .values(rows.slice(i, i + BATCH))
        .execute();

    const fraktionen = new Set(gremien.filter((g) => g.art === 'fraktion').map((g) => g.id));
    const ausschuesse = new Set(gremien.filter((g) => g.art === 'ausschuss').map((g) => g.id));
    const sitze = personen.flatMap((p) => {
      // A seat in the Gemeinderat or a committee is held for the member's party group.
      const fraktion = p.sitze.map(([g]) => g).find((g) => fraktionen.has(g));
      return p.sitze.map(([g, rolle = 'Mitglied']) => ({
        person_id: p.id,
        gremium_id: ids.get(g)!,
        rolle,
        stimmrecht: 1,
        fuer_gremium_id: fraktion && (g === GR || ausschuesse.has(g)) ? ids.get(fraktion)! : null,
        beginn: sitzBeginn(p, g),
        ende: null,
        sortierung: sitzOrdnung(rolle),
        erstellt: stamp,
        geaendert: stamp,
      }));
    });
    for (let i = 0; i < sitze.length; i += BATCH)
      await db
        .insertInto('mitgliedschaft')
        .values(sitze.slice(i, i + BATCH))
        .execute();

    for (const k of ctx.demoUsers ? ratsinfoKonten : []) {
      const p = personen.find((x) => x.id === k.person)!;
      await db
        .insertInto('ratsinfo_konto')
        .values({
          uuid: crypto.randomUUID(),
          email: k.email,
          vorname: p.vorname,
          nachname: p.nachname,
          person_id: p.id,
          passwort_hash: hashes.get(k.email) ?? k.passwortHash,
          passwort_geaendert: ctx.now.toISOString(),
          erstellt: ctx.now.toISOString(),
        })
        .execute();
    }
  },
};
