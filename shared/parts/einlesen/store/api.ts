import fs from 'node:fs';
import { einlesenAnwenden, einlesenArten, einlesenLauf, einlesenLeer, einlesenVorschau } from '../contract';
import { implement, notFound, problem, type AuthInfo, type CmsContext, type Problem } from '../../../../server/cms/contract/implement';
import type { ImportKind } from '../../../../server/cms/import/apply';
import { fetchInput } from '../../../../server/cms/import/download';
import { ImportError } from '../../../../server/cms/import/errors';
import { RunError, applyRun, listRuns, loadRun, previewRun, undoRun, type Runner } from '../../../../server/cms/import/runs';
import { isUpload } from '../../../../server/cms/media/upload-files';

const MAX_BYTES = 20_000_000;

/** The user of the session, if the role allows the desk (admins may everything): else 401/403. */
async function runner(ctx: CmsContext, auth: AuthInfo | null): Promise<Runner | Problem> {
  if (!auth) return problem(401, 'Anmeldung erforderlich');
  const db = ctx.db;
  const user = await db.selectFrom('intranet_user').select(['uuid', 'vorname', 'nachname', 'email', 'aktiv']).where('uuid', '=', auth.uuid).executeTakeFirst();
  if (!user?.aktiv) return problem(401, 'Anmeldung erforderlich');
  const rollen = await db.selectFrom('intranet_user_rolle').select('rolle').where('user_uuid', '=', auth.uuid).execute();
  if (!rollen.some((r) => r.rolle === 'redaktion' || r.rolle === 'admin')) return problem(403, 'Für die Redaktion fehlt Ihnen die Berechtigung.');
  return { uuid: user.uuid, name: `${user.vorname} ${user.nachname}`.trim() || user.email };
}

const isProblemValue = (v: unknown): v is Problem => typeof v === 'object' && v !== null && 'problem' in v;

function kindOf(ctx: CmsContext, art: string): ImportKind<any> | null {
  return ctx.imports?.get(art) ?? null;
}

const describe = (k: ImportKind<any>) => ({
  art: k.name,
  titel: k.titel,
  beschreibung: k.beschreibung,
  eingabe: k.eingabe,
  dateitypen: k.dateitypen ?? null,
  jahr: k.jahr ?? false,
});

/** The bytes of an upload (checked to be one of this instance's temporary uploads), or a message. */
async function uploadBytes(ctx: CmsContext, datei: { pfad: string; name: string }): Promise<Uint8Array | string> {
  if (!isUpload(ctx.dataDir, datei.pfad)) return 'Die Datei wurde nicht richtig übertragen. Bitte wählen Sie sie erneut.';
  const stat = await fs.promises.stat(datei.pfad).catch(() => null);
  if (!stat || stat.size === 0) return `Die Datei „${datei.name}“ ist leer.`;
  if (stat.size > MAX_BYTES) return `Die Datei „${datei.name}“ ist größer als 20 MB.`;
  return new Uint8Array(await fs.promises.readFile(datei.pfad));
}

export const operations = [
  implement(einlesenArten, async ({ auth }, ctx) => {
    const wer = await runner(ctx, auth);
    if (isProblemValue(wer)) return wer;
    const kinds = ctx.imports ?? new Map();
    return { data: { arten: [...kinds.values()].map(describe), laeufe: await listRuns(ctx, kinds) } };
  }),

  implement(einlesenLeer, async ({ auth }, ctx) => {
    const wer = await runner(ctx, auth);
    if (isProblemValue(wer)) return wer;
    const data = [];
    for (const e of ctx.empty ?? []) if (await e.leer(ctx.db)) data.push({ titel: e.titel, pfad: e.aktion.pfad, text: e.aktion.text });
    return { data };
  }),

  implement(einlesenVorschau, async ({ params, body, auth }, ctx) => {
    const wer = await runner(ctx, auth);
    if (isProblemValue(wer)) return wer;
    const kind = kindOf(ctx, params.art);
    if (!kind) return notFound('Diese Art des Einlesens gibt es nicht.');
    const url = body.url?.trim() || null;
    let bytes: Uint8Array | null = null;
    let name = url ?? '';
    try {
      if (kind.eingabe === 'datei') {
        if (body.datei) {
          const b = await uploadBytes(ctx, body.datei);
          if (typeof b === 'string') return problem(400, b);
          bytes = b;
          name = body.datei.name || 'Datei';
        } else if (url) bytes = await fetchInput(url);
        else return problem(400, 'Bitte wählen Sie eine Datei aus oder geben Sie eine Adresse an.');
      } else if (!url) return problem(400, 'Bitte geben Sie die Adresse des Systems an.');
      const run = await previewRun(ctx, kind, { bytes, name, url, jahr: body.jahr }, wer);
      return { data: run };
    } catch (error) {
      if (error instanceof ImportError) return problem(400, error.message);
      throw error;
    }
  }),

  implement(einlesenLauf, async ({ params, auth }, ctx) => {
    const wer = await runner(ctx, auth);
    if (isProblemValue(wer)) return wer;
    const kind = kindOf(ctx, params.art);
    const run = kind ? await loadRun(ctx, kind, params.lauf) : null;
    return run ? { data: run } : notFound('Diesen Lauf gibt es nicht.');
  }),

  implement(einlesenAnwenden, async ({ params, body, auth }, ctx) => {
    const wer = await runner(ctx, auth);
    if (isProblemValue(wer)) return wer;
    const kind = kindOf(ctx, params.art);
    if (!kind) return notFound('Diesen Lauf gibt es nicht.');
    try {
      const run = body.aktion === 'anwenden' ? await applyRun(ctx, kind, params.lauf, wer) : await undoRun(ctx, kind, params.lauf, wer);
      return { data: run };
    } catch (error) {
      if (error instanceof RunError) return error.status === 404 ? notFound(error.message) : problem(409, error.message, { konflikte: error.konflikte });
      throw error;
    }
  }),
];
