/**
 * Adds an intranet user to the embedded store, or with --reset sets a new password:
 *
 *   npm run user:add -- --email erika.mustermann@musterstadt.de --vorname Erika --nachname Mustermann --rolle redaktion
 *   npm run user:add -- --email erika.mustermann@musterstadt.de --reset
 *   npm run user:add -- --email erika.mustermann@musterstadt.de --rolle redaktion,eingaenge   (sets the roles)
 *
 * Roles (shared/site/roles.ts): mitarbeiter (always), redaktion, eingaenge, admin; --rolle may repeat or
 * list several, separated by commas.
 *
 * The password comes from INTRANET_PASSWORT or is asked for (hidden input) and must follow spec §5.
 */
import crypto from 'node:crypto';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/cms/db';
import { storeLocation } from '../server/backend';
import { hashPassword } from '../server/cms/passwords';
import { validatePassword, validatePasswordConfirmation } from '../shared/site/validation';
import { ROLLEN, isRolle, type Rolle } from '../shared/site/roles';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('Kein Terminal: Passwort über INTRANET_PASSWORT übergeben.'));
      return;
    }
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

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
  if (!values.reset && (!values.vorname?.trim() || !values.nachname?.trim())) fail('Bitte --vorname und --nachname angeben (oder --reset für ein neues Passwort).');

  const rollen = (values.rolle ?? []).flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean);
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
      await trx.insertInto('intranet_user_rolle').values(roles.map((rolle) => ({ user_uuid: uuid, rolle }))).execute();
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

    let passwort = process.env.INTRANET_PASSWORT ?? '';
    if (!passwort) {
      passwort = await askHidden('Passwort: ');
      const wiederholung = await askHidden('Passwort wiederholen: ');
      const m = validatePasswordConfirmation(passwort, wiederholung);
      if (m) fail(m);
    }
    const rule = validatePassword(passwort);
    if (rule) fail(rule);

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
        .values({ uuid, email, vorname: values.vorname!.trim(), nachname: values.nachname!.trim(), passwort_hash: hash, passwort_geaendert: now, erstellt: now })
        .execute();
      await setRoles(uuid, wanted);
      console.log(`Benutzer ${email} angelegt, Rollen: ${wanted.join(', ')}.`);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
