import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../passwords';
import type { SeedWork } from '../../../seed/step';
import type { IntranetTables } from '../schema';
import { intranetRubriken, intranetUsers } from './intranet';

/** The demo account (README) and the intranet's text categories with their texts. */
export function work(): SeedWork {
  let users: Array<{ vorname: string; nachname: string; email: string; hash: string }> = [];
  return {
    // Hashing is deliberately slow and asynchronous: done before the transaction.
    async prepare(ctx) {
      users = ctx.demoUsers ? await Promise.all(intranetUsers.map(async (u) => ({ ...u, hash: await hashPassword(u.passwort) }))) : [];
    },
    async run(ctx) {
      const db = ctx.db as Kysely<IntranetTables>;
      const now = ctx.now.toISOString();
      for (const u of users) {
        await db
          .insertInto('intranet_user')
          .values({ uuid: crypto.randomUUID(), email: u.email, vorname: u.vorname, nachname: u.nachname, passwort_hash: u.hash, passwort_geaendert: now, erstellt: now })
          .execute();
      }
      for (const r of intranetRubriken) {
        await db.insertInto('intranet_rubrik').values({ id: r.id, url: r.url, titel: r.titel }).execute();
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
