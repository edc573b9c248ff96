/**
 * Reads data the town gets from elsewhere into the embedded store (ADR 42), as the desk's import pages
 * do: waste dates, the council's OParl system, service descriptions (XZuFi), an events calendar, the
 * streets' course.
 *
 *   npm run import:abfall -- abfuhrtermine-2027.csv [--jahr 2027] [--vorschau]
 *   npm run import:oparl -- https://ratsinfo.example/oparl/v1 [--vorschau]
 *   npm run import:xzufi -- seite-1.xml seite-2.xml [--vorschau]   (pages in their order)
 *   npm run import:veranstaltungen -- https://kalender.example/region.ics [--vorschau]
 *   npm run import:strassen-geo -- strassen.geojson [--vorschau]   (OpenStreetMap extract: GeoJSON or Overpass JSON)
 *
 * Without --vorschau the plan is applied in one transaction, written to the desk's audit log and can be
 * undone on the desk (Redaktion → Daten einlesen). Exit code 1 with a German message on bad input.
 */
// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/cms/db';
import { storeLocation } from '../server/backend';
import { parts } from '../server/cms/registry';
import type { ImportInput, ImportKind, ImportPlan } from '../server/cms/import/apply';
import { fetchInput } from '../server/cms/import/download';
import { ImportError } from '../server/cms/import/errors';
import { applyRun, previewRun, RunError } from '../server/cms/import/runs';
import { fail } from './terminal';

const KINDS = new Map(parts.flatMap((p) => p.imports ?? []).map((k) => [k.name, k as ImportKind<unknown>]));

function print(plan: ImportPlan, applied: boolean) {
  console.log(`${applied ? 'Übernommen' : 'Vorschau, nichts wurde geändert'}: ${plan.neu} neu, ${plan.geaendert} geändert, ${plan.entfernt} entfernt.`);
  const WORD = { neu: 'neu', geaendert: 'geändert', entfernt: 'entfernt' } as const;
  for (const z of plan.zeilen.slice(0, 50)) console.log(`  ${WORD[z.art].padEnd(9)} ${z.was}: ${z.titel}`);
  if (plan.zeilen.length > 50) console.log(`  … und ${plan.neu + plan.geaendert + plan.entfernt - 50} weitere`);
  for (const p of plan.probleme) console.log(`Problem: ${p}`);
  for (const h of plan.hinweise) console.log(`Hinweis: ${h}`);
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const kind = name ? KINDS.get(name) : undefined;
  if (!kind) fail(`Unbekannte Art „${name ?? ''}“. Möglich sind: ${[...KINDS.keys()].join(', ')}.`);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { vorschau: { type: 'boolean', default: false }, jahr: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help || positionals.length === 0) {
    fail(
      `npm run import:${kind.name} -- <${kind.eingabe === 'server' ? 'Adresse' : 'Datei oder Adresse'}>${kind.jahr ? ' [--jahr JJJJ]' : ''} [--vorschau]\n${kind.beschreibung}`,
    );
  }
  if (values.jahr !== undefined && !/^2\d{3}$/.test(values.jahr)) fail(`Das Jahr „${values.jahr}“ ist ungültig (vierstellig, z. B. 2027).`);
  if (positionals.length > 1 && kind.name !== 'xzufi') fail('Bitte genau eine Datei oder Adresse angeben.');
  const config = loadConfig();
  if (config.cmsUrl) fail('CMS_URL ist gesetzt: Inhalte werden dann im angebundenen CMS gepflegt, nicht hier.');
  const store = await openDatabase(storeLocation(config));
  const ctx = { db: store.db, now: () => new Date(), filesDir: config.filesDir };
  const wer = { uuid: null, name: `Befehl import:${kind.name} (${os.userInfo().username})` };
  try {
    for (const source of positionals) {
      const isUrl = /^https?:\/\//i.test(source);
      let bytes: Uint8Array | null = null;
      if (kind.eingabe === 'datei') {
        if (isUrl) bytes = await fetchInput(source);
        else if (!fs.existsSync(source)) fail(`Die Datei „${source}“ gibt es nicht.`);
        else bytes = new Uint8Array(fs.readFileSync(source));
      } else if (!isUrl) fail(`„${source}“ ist keine Adresse (https://…).`);
      const input: ImportInput = { bytes, name: source, url: isUrl ? source : null, jahr: values.jahr ? Number(values.jahr) : null };
      const run = await previewRun(ctx, kind, input, wer);
      if (positionals.length > 1) console.log(`${source}:`);
      if (values.vorschau) print(run.plan, false);
      else print((await applyRun(ctx, kind, run.id, wer)).plan, true);
    }
  } catch (error) {
    if (error instanceof ImportError || error instanceof RunError) fail(`Einlesen nicht möglich: ${error.message}`);
    throw error;
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
