import crypto from 'node:crypto';
import { demoPasswordHash } from '../../../../../server/cms/passwords';
import type { SeedWork } from '../../../../../server/cms/seed/step';
import { intranetRubriken, intranetUsers } from './intranet';

/** The demo account (README) and the intranet's text categories with their texts. */
export function work(): SeedWork {
  // Computed before the seed's transaction when the work factor differs from the precomputed hashes'.
  const hashes = new Map<string, string>();
  return {
    async prepare(ctx) {
      for (const u of ctx.demoUsers ? intranetUsers : []) hashes.set(u.email, await demoPasswordHash(u.passwort, u.passwortHash));
    },
    async run(ctx) {
      const db = ctx.db;
      const now = ctx.now.toISOString();
      for (const u of ctx.demoUsers ? intranetUsers : []) {
        const uuid = crypto.randomUUID();
        await db
          .insertInto('intranet_user')
          .values({
            uuid,
            email: u.email,
            vorname: u.vorname,
            nachname: u.nachname,
            passwort_hash: hashes.get(u.email) ?? u.passwortHash,
            passwort_geaendert: now,
            erstellt: now,
          })
          .execute();
        await db
          .insertInto('intranet_user_rolle')
          .values(u.rollen.map((rolle) => ({ user_uuid: uuid, rolle })))
          .execute();
      }
      for (const r of intranetRubriken) {
        // The categories are the basis step's (../basis.ts).
        await db
          .insertInto('intranet_rubrik')
          .values({ id: r.id, url: r.url, titel: r.titel })
          .onConflict((oc) => oc.doNothing())
          .execute();
        if (r.texte.length) {
          await db
            .insertInto('intranet_text')
            .values(r.texte.map((t) => ({ id: t.id, rubrik_id: r.id, titel: t.titel, url: t.url, text: t.text, datum_von: t.datum_von })))
            .execute();
        }
      }
    },
  };
}
