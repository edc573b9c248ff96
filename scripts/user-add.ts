/**
 * Adds an intranet user to the embedded store, or with --reset sets a new password:
 *
 *   npm run user:add -- --email max.muster@beispiel.de --vorname Max --nachname Muster --rolle admin   (the first administrator)
 *   npm run user:add -- --email max.muster@beispiel.de --reset
 *   npm run user:add -- --email max.muster@beispiel.de --rolle redaktion,eingaenge   (sets the roles)
 *
 * Roles (shared/site/roles.ts): mitarbeiter (always), redaktion, eingaenge, buergerbuero, admin; --rolle may repeat or
 * list several, separated by commas.
 *
 * The password comes from INTRANET_PASSWORT or is asked for (hidden input) and must follow spec §5.
 */
// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/cms/db';
import { storeLocation } from '../server/backend';
import { hashPassword } from '../server/cms/passwords';
import { ROLLEN, isRolle, type Rolle } from '../shared/site/roles';
import { askPassword, fail } from './terminal';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      vorname: { type: 'string' },
      nachname: { type: 'string' },
      reset: { type: 'boolean', default: false },
      rolle: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      `npm run user:add -- --email <adresse> --vorname <name> --nachname <name> [--rolle <rolle>] [--reset]\nRollen: ${ROLLEN.join(', ')} (mitarbeiter hat jede Person). Passwort aus INTRANET_PASSWORT oder per Eingabe.`,
    );
    return;
  }
  const email = (values.email ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) fail('Bitte eine gültige E-Mail-Adresse mit --email angeben.');
  if (!values.reset && (!values.vorname?.trim() || !values.nachname?.trim()))
    fail('Bitte --vorname und --nachname angeben (oder --reset für ein neues Passwort).');

  const rollen = (values.rolle ?? [])
    .flatMap((r) => r.split(','))
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = rollen.filter((r) => !isRolle(r));
  if (unknown.length) fail(`Unbekannte Rolle: ${unknown.join(', ')}. Möglich sind: ${ROLLEN.join(', ')}.`);
  const wanted = [...new Set<Rolle>(['mitarbeiter', ...(rollen as Rolle[])])];
  const onlyRoles = !values.reset && rollen.length > 0 && !values.vorname && !values.nachname;

  const config = loadConfig();
  if (config.cmsUrl) fail('CMS_URL ist gesetzt: Benutzer werden dann im Upstream-CMS verwaltet, nicht hier.');
  // The site's store: SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL.
  const { db, close } = await openDatabase(storeLocation(config));
  async function setRoles(uuid: string, roles: Rolle[]) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('intranet_user_rolle').where('user_uuid', '=', uuid).execute();
      await trx
        .insertInto('intranet_user_rolle')
        .values(roles.map((rolle) => ({ user_uuid: uuid, rolle })))
        .execute();
    });
  }
  try {
    const existing = await db.selectFrom('intranet_user').select(['uuid']).where('email', '=', email).executeTakeFirst();
    if ((values.reset || onlyRoles) && !existing) fail(`Kein Benutzer mit der E-Mail-Adresse ${email}.`);
    if (onlyRoles && existing) {
      await setRoles(existing.uuid, wanted);
      console.log(`Rollen von ${email}: ${wanted.join(', ')}.`);
      return;
    }
    if (!values.reset && existing) fail(`Es gibt schon einen Benutzer mit der E-Mail-Adresse ${email}. Neues Passwort: --reset, andere Rollen: nur --rolle`);

    const passwort = await askPassword('INTRANET_PASSWORT');

    const hash = await hashPassword(passwort);
    const now = new Date().toISOString();
    if (existing) {
      await db.updateTable('intranet_user').set({ passwort_hash: hash, passwort_geaendert: now }).where('uuid', '=', existing.uuid).execute();
      // A new password ends every session of the user.
      await db.deleteFrom('intranet_token').where('user_uuid', '=', existing.uuid).execute();
      console.log(`Passwort von ${email} geändert; alle Sitzungen beendet.`);
    } else {
      const uuid = crypto.randomUUID();
      await db
        .insertInto('intranet_user')
        .values({
          uuid,
          email,
          vorname: values.vorname!.trim(),
          nachname: values.nachname!.trim(),
          passwort_hash: hash,
          passwort_geaendert: now,
          erstellt: now,
        })
        .execute();
      await setRoles(uuid, wanted);
      console.log(`Benutzer ${email} angelegt, Rollen: ${wanted.join(', ')}.`);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
