/**
 * Adds an account of the council information system (/ratsinfo) for a council member to the embedded
 * store, sets a new password, or disables or enables an account. These are not intranet accounts:
 *
 *   npm run ratsinfo:add -- --person 7101 --email werner.rombach@gemeinderat.musterstadt.de
 *   npm run ratsinfo:add -- --email werner.rombach@gemeinderat.musterstadt.de --reset
 *   npm run ratsinfo:add -- --email werner.rombach@gemeinderat.musterstadt.de --sperren
 *   npm run ratsinfo:add -- --email werner.rombach@gemeinderat.musterstadt.de --entsperren
 *
 * --person is the id of the member (the trailing digits of the address of their page, e.g.
 * /musterstadt/personen/werner-rombach_7101). The password comes from RATSINFO_PASSWORT or is asked for
 * (hidden input) and must follow spec §5. A new password or disabling ends every session of the account.
 */
// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/cms/db';
import { storeLocation } from '../server/backend';
import { hashPassword } from '../server/cms/passwords';
import { askPassword, fail } from './terminal';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      person: { type: 'string' },
      reset: { type: 'boolean', default: false },
      sperren: { type: 'boolean', default: false },
      entsperren: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      'npm run ratsinfo:add -- --email <adresse> (--person <id> | --reset | --sperren | --entsperren)\nPasswort aus RATSINFO_PASSWORT oder per Eingabe.',
    );
    return;
  }
  const email = (values.email ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) fail('Bitte eine gültige E-Mail-Adresse mit --email angeben.');
  const change = values.reset || values.sperren || values.entsperren;
  if (!change && !/^\d{1,9}$/.test(values.person ?? '')) fail('Bitte das Mitglied mit --person <id> angeben (oder --reset, --sperren, --entsperren).');

  const config = loadConfig();
  if (config.cmsUrl) fail('CMS_URL ist gesetzt: Zugänge zum Ratsinformationssystem werden dann im Upstream-CMS verwaltet, nicht hier.');
  const store = await openDatabase(storeLocation(config));
  const db = store.db;
  try {
    const existing = await db.selectFrom('ratsinfo_konto').select(['uuid']).where('email', '=', email).executeTakeFirst();
    if (change && !existing) fail(`Kein Zugang mit der E-Mail-Adresse ${email}.`);
    if (existing && (values.sperren || values.entsperren)) {
      await db
        .updateTable('ratsinfo_konto')
        .set({ aktiv: values.sperren ? 0 : 1 })
        .where('uuid', '=', existing.uuid)
        .execute();
      if (values.sperren) await db.deleteFrom('ratsinfo_token').where('konto_uuid', '=', existing.uuid).execute();
      console.log(values.sperren ? `Zugang ${email} gesperrt; alle Sitzungen beendet.` : `Zugang ${email} entsperrt.`);
      return;
    }
    if (!change && existing) fail(`Es gibt schon einen Zugang mit der E-Mail-Adresse ${email}. Neues Passwort: --reset`);
    const person = existing
      ? null
      : await db.selectFrom('person').select(['id', 'vorname', 'nachname']).where('id', '=', Number(values.person)).executeTakeFirst();
    if (!existing && !person) fail(`Kein Mitglied mit der Nummer ${values.person ?? ''}.`);

    const hash = await hashPassword(await askPassword('RATSINFO_PASSWORT'));
    const now = new Date().toISOString();
    if (existing) {
      await db.updateTable('ratsinfo_konto').set({ passwort_hash: hash, passwort_geaendert: now }).where('uuid', '=', existing.uuid).execute();
      await db.deleteFrom('ratsinfo_token').where('konto_uuid', '=', existing.uuid).execute();
      console.log(`Passwort von ${email} geändert; alle Sitzungen beendet.`);
    } else {
      await db
        .insertInto('ratsinfo_konto')
        .values({
          uuid: crypto.randomUUID(),
          email,
          vorname: person!.vorname,
          nachname: person!.nachname,
          person_id: person!.id,
          passwort_hash: hash,
          passwort_geaendert: now,
          erstellt: now,
        })
        .execute();
      console.log(`Zugang ${email} für ${person!.vorname} ${person!.nachname} angelegt.`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
