import {
  redaktionArten,
  redaktionDokument,
  redaktionEintrag,
  redaktionListe,
  redaktionLoeschen,
  redaktionProtokoll,
  redaktionSpeichern,
  redaktionStatus,
  redaktionVersion,
  redaktionVersionen,
  redaktionVorschau,
  redaktionWiederherstellen,
  type DeskZeile,
} from '../contract';
import { STATUS, type Aktion, type Gespeichert, type Status } from '../values';
import { berlinNow, berlinToday } from '../../../format/date';
import {
  implement,
  notFound,
  problem,
  type AuthInfo,
  type CmsContext,
  type Implementation,
  type Problem,
  type Reply,
} from '../../../../server/cms/contract/implement';
import type { AnyOperation, ParsedInputOf } from '../../../contract/operation';
import type { DeskArtDaten } from '../../../desk/kind';
import { listMeta } from '../../../../server/cms/query';
import { storeImage } from '../../../../server/cms/media/upload';
import { storePdf } from '../../../../server/cms/desk/uploads';
import { checkFields, checkImages, value } from '../../../../server/cms/desk/fields';
import type { DeskContext, DeskKind, Felder, StoredItem } from '../../../../server/cms/desk/kind';
import { statusOf } from '../../../../server/cms/visibility';

interface Editor {
  uuid: string;
  name: string;
}

/** The user of the session, if the role allows editing (admins may everything): else 403. */
async function editor(ctx: CmsContext, auth: AuthInfo | null): Promise<Editor | Problem> {
  if (!auth) return problem(401, 'Anmeldung erforderlich');
  const user = await ctx.db
    .selectFrom('intranet_user')
    .select(['uuid', 'vorname', 'nachname', 'email', 'aktiv'])
    .where('uuid', '=', auth.uuid)
    .executeTakeFirst();
  if (!user?.aktiv) return problem(401, 'Anmeldung erforderlich');
  const rollen = await ctx.db.selectFrom('intranet_user_rolle').select('rolle').where('user_uuid', '=', auth.uuid).execute();
  if (!rollen.some((r) => r.rolle === 'redaktion' || r.rolle === 'admin')) return problem(403, 'Für die Redaktion fehlt Ihnen die Berechtigung.');
  return { uuid: user.uuid, name: `${user.vorname} ${user.nachname}`.trim() || user.email };
}

const isProblemValue = (v: unknown): v is Problem => typeof v === 'object' && v !== null && 'problem' in v;

/** What a visitor sees of a stored item now. */
function statusOfItem(def: DeskArtDaten, item: { gespeichert: Gespeichert; felder: Felder }, now: Date): Status {
  return statusOf(item.gespeichert, value(item.felder[def.von]) || null, def.bis ? value(item.felder[def.bis]) || null : null, now);
}

function aktionOf(before: Gespeichert | null, after: Gespeichert, status: Status): Aktion {
  if (after === 'veroeffentlicht' && before !== 'veroeffentlicht') return status === 'geplant' ? 'geplant' : 'veroeffentlicht';
  if (after === 'entwurf' && before === 'veroeffentlicht') return 'zurueckgezogen';
  return before === null ? 'erstellt' : 'gespeichert';
}

async function lastEdits(ctx: CmsContext, art: string, refs: string[]): Promise<Map<string, { name: string; zeit: string }>> {
  const out = new Map<string, { name: string; zeit: string }>();
  for (let i = 0; i < refs.length; i += 200) {
    const rows = await ctx.db
      .selectFrom('redaktion_revision')
      .select(['ref', 'nr', 'autor_name', 'zeit', 'aktion'])
      .where('art', '=', art)
      .where('ref', 'in', refs.slice(i, i + 200))
      .where('aktion', '!=', 'ausgangsstand')
      .orderBy('nr', 'desc')
      .execute();
    for (const r of rows) if (!out.has(r.ref)) out.set(r.ref, { name: r.autor_name, zeit: r.zeit });
  }
  return out;
}

/** What one revision records (and, but for the state before the first edit, its line of the audit log). */
interface RevisionRecord {
  art: string;
  ref: string;
  nr: number;
  aktion: Aktion;
  gespeichert: Gespeichert;
  titel: string;
  felder: Felder;
  wer: Editor | null;
  zeit: string;
  hinweis?: string | null;
}

/** A revision, and (for everything but drafts being written) a line of the audit log. */
async function record(ctx: DeskContext, r: RevisionRecord): Promise<void> {
  await ctx.db
    .insertInto('redaktion_revision')
    .values({
      art: r.art,
      ref: r.ref,
      nr: r.nr,
      aktion: r.aktion,
      status: r.gespeichert,
      titel: r.titel,
      felder: JSON.stringify(r.felder),
      autor_uuid: r.wer?.uuid ?? null,
      autor_name: r.wer?.name ?? 'Ausgangsstand',
      zeit: r.zeit,
    } as never)
    .execute();
  if (r.aktion === 'ausgangsstand') return;
  await log(ctx, r);
}

async function log(ctx: DeskContext, r: Pick<RevisionRecord, 'art' | 'ref' | 'aktion' | 'titel' | 'wer' | 'zeit' | 'hinweis'>): Promise<void> {
  await ctx.db
    .insertInto('redaktion_protokoll')
    .values({
      zeit: r.zeit,
      art: r.art,
      ref: r.ref,
      titel: r.titel,
      aktion: r.aktion,
      hinweis: r.hinweis ?? null,
      autor_uuid: r.wer?.uuid ?? null,
      autor_name: r.wer?.name ?? '',
    } as never)
    .execute();
}

/** Content never edited on the desk gets its state before the first change as revision, so it can be restored. */
async function keepOriginal(ctx: DeskContext, art: string, item: StoredItem): Promise<void> {
  const any = await ctx.db.selectFrom('redaktion_revision').select('id').where('art', '=', art).where('ref', '=', item.ref).executeTakeFirst();
  if (any) return;
  await record(ctx, {
    art,
    ref: item.ref,
    nr: item.revision,
    aktion: 'ausgangsstand',
    gespeichert: item.gespeichert,
    titel: item.titel,
    felder: item.felder,
    wer: null,
    zeit: ctx.now().toISOString(),
  });
}

class Conflict extends Error {}

function conflict(item: StoredItem, bearbeitet: { name: string; zeit: string } | null): Problem {
  return problem(409, 'Der Eintrag wurde inzwischen von jemand anderem geändert.', { aktuell: { revision: item.revision, felder: item.felder, bearbeitet } });
}

/**
 * Writes an item and its revision in one transaction. Answers the new ref and revision, or throws
 * Conflict when the stored revision is no longer `from` (a second editor saved in between).
 */
async function commit(
  ctx: CmsContext,
  { kind, def }: Kind,
  current: StoredItem | null,
  felder: Felder,
  gespeichert: Gespeichert,
  wer: Editor,
  aktion: Aktion | null,
  hinweis?: string,
): Promise<{ ref: string; revision: number; status: Status }> {
  const zeit = ctx.now().toISOString();
  const status = statusOfItem(def, { gespeichert, felder }, ctx.now());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const tctx: DeskContext = { ...ctx, db: trx };
    if (current) await keepOriginal(tctx, kind.art, current);
    const from = current?.revision ?? 0;
    const to = from + 1;
    const ref = await kind.write(tctx, current?.ref ?? null, felder, gespeichert, from, to);
    if (!ref) throw new Conflict();
    const stored = await kind.load(tctx, ref);
    const titel = stored?.titel ?? '';
    await record(tctx, {
      art: kind.art,
      ref,
      nr: to,
      aktion: aktion ?? aktionOf(current?.gespeichert ?? null, gespeichert, status),
      gespeichert,
      titel,
      felder: stored?.felder ?? felder,
      wer,
      zeit,
      hinweis: hinweis ?? (status === 'geplant' ? `erscheint ab ${value(felder[def.von])}` : null),
    });
    return { ref, revision: to, status };
  });
  return result;
}

/**
 * Stores the images of `bild` fields uploaded with the form, whatever else the save says: a save
 * refused for a missing alt text (or any other field) comes back with the image kept, its key in the
 * field (ADR 28), so nobody chooses it again. Answers the keys stored; messages go to the field.
 */
async function storeImages(
  ctx: CmsContext,
  { def }: Kind,
  felder: Felder,
  uploads: Record<string, { pfad: string; name: string }>,
  fehler: Record<string, string>,
) {
  const stored: Record<string, string> = {};
  for (const f of def.felder) {
    const upload = uploads[f.name];
    if (!upload || f.typ !== 'bild') continue;
    const image = await storeImage(ctx, upload, value(felder[`${f.name}_alt`]));
    if ('fehler' in image) fehler[f.name] = image.fehler;
    else stored[f.name] = felder[f.name] = image.key;
  }
  return stored;
}

/** Stores the files of `pdf` fields uploaded with the form (once the other fields are right); their messages go to the field. */
async function storeFiles(
  ctx: CmsContext,
  { kind, def }: Kind,
  felder: Felder,
  uploads: Record<string, { pfad: string; name: string }>,
  fehler: Record<string, string>,
) {
  for (const f of def.felder) {
    const upload = uploads[f.name];
    if (!upload || f.typ !== 'pdf' || !kind.storeFile) continue;
    const stored = await kind.storeFile(ctx, f.name, upload, felder);
    if ('fehler' in stored) fehler[f.name] = stored.fehler;
    else felder[f.name] = stored.wert;
  }
}

/** Publish now: a start in the future becomes now (a date field today). */
function startNow(def: DeskArtDaten, felder: Felder, now: Date): Felder {
  const von = value(felder[def.von]);
  const f = def.felder.find((x) => x.name === def.von);
  const current = f?.typ === 'datum' ? berlinToday(now) : berlinNow(now);
  if (von && von > current) return { ...felder, [def.von]: current };
  return felder;
}

/** A kind of the desk, both halves (`ctx.desk`). */
interface Kind {
  kind: DeskKind;
  def: DeskArtDaten;
}

/** What the desk's preamble hands an operation: the editor, and the kind and item it asked for. */
interface Desk<I> extends Kind {
  wer: Editor;
  /** The stored item named by `ref` (null: a new one, or none where the operation may do without). */
  item: I;
}

/**
 * How much of the preamble an operation needs beyond the editor and the kind:
 * - `item`: the item named by `ref`, 404 when it is gone; `neu`: the same, but `neu` is a new item (null);
 *   `optional`: the item or null;
 * - `revision`: the request's `revision` must be the stored one, else 409 with the version saved in between;
 * - `dokumente`: only kinds that take downloads.
 */
interface Needs {
  item?: 'item' | 'neu' | 'optional';
  revision?: true;
  dokumente?: true;
}
type ItemOf<N extends Needs> = N['item'] extends 'item' ? StoredItem : N['item'] extends 'neu' | 'optional' ? StoredItem | null : null;

type DeskInput<O extends AnyOperation> = ParsedInputOf<O> & { auth: AuthInfo | null };

/** The editor of the session, or the problem (401, 403) to answer. */
function forEditor<O extends AnyOperation>(operation: O, handler: (input: DeskInput<O>, ctx: CmsContext, wer: Editor) => Promise<Reply<O>>): Implementation<O> {
  return implement(operation, async (input, ctx) => {
    const wer = await editor(ctx, input.auth);
    return isProblemValue(wer) ? (wer as Reply<O>) : handler(input, ctx, wer);
  });
}

/**
 * An operation on a kind of the desk, or an item of it: one shape for all of them (as the contract's
 * dispatcher has one for every handler). The preamble runs here, once, with its answers: the editor's
 * role (401, 403), the kind by its name among the registered ones (404), the item (404) and its
 * revision (409 with the version saved in between), as `needs` says.
 */
function forKind<O extends AnyOperation, N extends Needs>(
  operation: O,
  needs: N,
  handler: (input: DeskInput<O>, ctx: CmsContext, desk: Desk<ItemOf<N>>) => Promise<Reply<O>>,
): Implementation<O> {
  return forEditor(operation, async (input, ctx, wer) => {
    const { art, ref } = (input as { params: { art: string; ref?: string } }).params;
    const registered = ctx.desk?.get(art);
    if (!registered) return notFound('Unbekannte Art') as Reply<O>;
    if (needs.dokumente && !registered.kind.dokumente) return notFound('Diese Art hat keine Downloads') as Reply<O>;
    let item: StoredItem | null = null;
    if (needs.item && ref !== undefined && !(needs.item === 'neu' && ref === 'neu')) {
      item = await registered.kind.load(ctx, ref);
      if (!item && needs.item !== 'optional') return notFound() as Reply<O>;
    }
    const revision = (input as { body?: { revision?: number } }).body?.revision;
    if (needs.revision && item && revision !== item.revision) {
      return conflict(item, (await lastEdits(ctx, art, [item.ref])).get(item.ref) ?? null) as Reply<O>;
    }
    return handler(input, ctx, { ...registered, wer, item: item as ItemOf<N> });
  });
}

/** A write that lost the race against another editor's (the item changed between its check and the transaction). */
async function afterConflict<T>(write: () => Promise<T>, lost: () => Promise<Problem>): Promise<T | Problem> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Conflict) return lost();
    throw error;
  }
}

const changed = async () => problem(409, 'Der Eintrag wurde inzwischen geändert.');

export const operations = [
  forEditor(redaktionArten, async (_input, ctx) => {
    const now = ctx.now();
    const data = [];
    for (const [art, { kind }] of ctx.desk ?? []) {
      const anzahl = Object.fromEntries(STATUS.map((s) => [s, 0])) as Record<Status, number>;
      for (const r of await kind.list(ctx, '')) anzahl[statusOf(r.gespeichert, r.von, r.bis, now)]++;
      data.push({ art, anzahl });
    }
    return { data };
  }),

  forKind(redaktionListe, {}, async ({ params, query }, ctx, { kind }) => {
    const now = ctx.now();
    const rows = (await kind.list(ctx, query.suche.trim()))
      .map((r) => ({ ...r, status: statusOf(r.gespeichert, r.von, r.bis, now) }))
      .filter((r) => !query.status || r.status === query.status);
    const slice = rows.slice((query.seite - 1) * query.pro_seite, query.seite * query.pro_seite);
    const edits = await lastEdits(
      ctx,
      params.art,
      slice.map((r) => r.ref),
    );
    const data: DeskZeile[] = slice.map((r) => ({
      ref: r.ref,
      titel: r.titel,
      zusatz: r.zusatz,
      status: r.status,
      von: r.von,
      bis: r.bis,
      bearbeitet: edits.get(r.ref) ?? null,
    }));
    return { data, meta: listMeta(query.seite, query.pro_seite, rows.length) };
  }),

  forKind(redaktionEintrag, { item: 'neu' }, async ({ params }, ctx, { kind, def, item }) => {
    const optionen = (await kind.optionen?.(ctx)) ?? {};
    if (!item) {
      const felder = (await kind.template?.(ctx)) ?? {};
      return {
        data: { ref: null, titel: '', status: 'entwurf' as const, revision: 0, felder, optionen, bilder: {}, dokumente: [], adresse: null, bearbeitet: null },
      };
    }
    const bilder: Record<string, { url: string; alt: string }> = {};
    for (const f of def.felder) {
      const key = value(item.felder[f.name]);
      if (f.typ === 'bild' && key) {
        const b = await ctx.bild(key, value(item.felder[`${f.name}_alt`]) || null);
        if (b) bilder[f.name] = { url: b.url, alt: b.alt };
      }
    }
    return {
      data: {
        ref: item.ref,
        titel: item.titel,
        status: statusOfItem(def, item, ctx.now()),
        revision: item.revision,
        felder: item.felder,
        optionen,
        bilder,
        dokumente: (await kind.listDokumente?.(ctx, item.ref)) ?? [],
        adresse: item.adresse,
        bearbeitet: (await lastEdits(ctx, params.art, [item.ref])).get(item.ref) ?? null,
      },
    };
  }),

  forKind(redaktionSpeichern, { item: 'neu', revision: true }, async ({ body }, ctx, desk) => {
    const { kind, def, wer, item: current } = desk;
    const optionen = (await kind.optionen?.(ctx)) ?? {};
    const { felder, fehler } = checkFields(def, body.felder, optionen);
    const bilder = await storeImages(ctx, desk, felder, body.uploads, fehler);
    if (Object.keys(fehler).length === 0) await storeFiles(ctx, desk, felder, body.uploads, fehler);
    checkImages(def, felder, fehler);
    Object.assign(fehler, { ...((await kind.check?.(ctx, current?.ref ?? null, felder)) ?? {}), ...fehler });
    if (Object.keys(fehler).length) return problem(400, 'Bitte prüfen Sie die markierten Felder.', { fehler, bilder });
    const gespeichert: Gespeichert =
      body.aktion === 'entwurf' ? 'entwurf' : body.aktion === 'veroeffentlichen' ? 'veroeffentlicht' : (current?.gespeichert ?? 'entwurf');
    return afterConflict(
      async () => ({ data: await commit(ctx, desk, current, felder, gespeichert, wer, null) }),
      async () => {
        const now = current ? await kind.load(ctx, current.ref) : null;
        return now ? conflict(now, null) : notFound();
      },
    );
  }),

  forKind(redaktionStatus, { item: 'item', revision: true }, async ({ body }, ctx, desk) => {
    const publish = body.aktion === 'veroeffentlichen';
    const felder = publish ? startNow(desk.def, desk.item.felder, ctx.now()) : desk.item.felder;
    return afterConflict(
      async () => ({
        data: await commit(ctx, desk, desk.item, felder, publish ? 'veroeffentlicht' : 'entwurf', desk.wer, publish ? 'veroeffentlicht' : 'zurueckgezogen'),
      }),
      changed,
    );
  }),

  forKind(redaktionLoeschen, { item: 'item', revision: true }, async ({ params }, ctx, { kind, wer, item: current }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const tctx = { ...ctx, db: trx };
      await kind.remove(tctx, current.ref);
      // The history goes with the item (an id may be given again); the audit log keeps what happened.
      await tctx.db.deleteFrom('redaktion_revision').where('art', '=', params.art).where('ref', '=', current.ref).execute();
      await log(tctx, { art: params.art, ref: current.ref, aktion: 'geloescht', titel: current.titel, wer, zeit: ctx.now().toISOString() });
    });
    return { data: true as const };
  }),

  forKind(redaktionVersionen, { item: 'item' }, async ({ params }, ctx, { item }) => {
    const rows = await ctx.db
      .selectFrom('redaktion_revision')
      .select(['nr', 'aktion', 'status', 'autor_name', 'zeit'])
      .where('art', '=', params.art)
      .where('ref', '=', params.ref)
      .orderBy('nr', 'desc')
      .execute();
    return {
      data: {
        titel: item.titel,
        aktuell: item.revision,
        versionen: rows.map((r) => ({ nr: r.nr, aktion: r.aktion as Aktion, status: r.status as Gespeichert, name: r.autor_name, zeit: r.zeit })),
      },
    };
  }),

  forKind(redaktionVersion, { item: 'optional' }, async ({ params }, ctx, { kind, item }) => {
    const row = await revisionRow(ctx, params);
    if (!row) return notFound('Unbekannte Fassung');
    return {
      data: {
        version: {
          nr: row.nr,
          aktion: row.aktion as Aktion,
          status: row.status as Gespeichert,
          name: row.autor_name,
          zeit: row.zeit,
          felder: JSON.parse(row.felder) as Felder,
        },
        aktuell: item ? { revision: item.revision, felder: item.felder } : null,
        optionen: (await kind.optionen?.(ctx)) ?? {},
      },
    };
  }),

  forKind(redaktionWiederherstellen, { item: 'item', revision: true }, async ({ params }, ctx, desk) => {
    const { kind, def, wer, item: current } = desk;
    const row = await revisionRow(ctx, params);
    if (!row) return notFound('Unbekannte Fassung');
    const { felder, fehler } = checkFields(def, JSON.parse(row.felder) as Felder, (await kind.optionen?.(ctx)) ?? {});
    Object.assign(fehler, (await kind.check?.(ctx, current.ref, felder)) ?? {});
    if (Object.keys(fehler).length) return problem(400, 'Diese Fassung passt nicht mehr zu den heutigen Inhalten.', { fehler });
    return afterConflict(
      async () => ({
        data: await commit(ctx, desk, current, felder, current.gespeichert, wer, 'wiederhergestellt', `Fassung ${row.nr} vom ${row.zeit.slice(0, 10)}`),
      }),
      changed,
    );
  }),

  forKind(redaktionVorschau, { item: 'item' }, async (_input, ctx, { kind, def, item }) => ({
    data: await kind.preview(ctx, item),
    status: statusOfItem(def, item, ctx.now()),
    revision: item.revision,
  })),

  forEditor(redaktionProtokoll, async ({ query }, ctx) => {
    let base = ctx.db.selectFrom('redaktion_protokoll');
    if (query.art) base = base.where('art', '=', query.art);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('zeit', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pro_seite)
      .offset((query.seite - 1) * query.pro_seite)
      .execute();
    return {
      data: rows.map((r) => ({
        zeit: r.zeit,
        name: r.autor_name,
        art: r.art,
        ref: r.ref,
        titel: r.titel,
        aktion: r.aktion as Aktion,
        hinweis: r.hinweis,
      })),
      meta: listMeta(query.seite, query.pro_seite, Number(total.n)),
    };
  }),

  forKind(redaktionDokument, { item: 'item', dokumente: true }, async ({ params, body }, ctx, { kind, wer, item }) => {
    const column = kind.dokumente!;
    const owner = { [column]: Number(item.ref) };
    const zeit = ctx.now().toISOString();
    if ('entfernen' in body) {
      const doc = await ctx.db
        .selectFrom('dokument')
        .select(['id', 'downloadtext'])
        .where('id', '=', body.entfernen)
        .where(column, '=', Number(item.ref))
        .executeTakeFirst();
      if (!doc) return notFound('Unbekanntes Dokument');
      await ctx.db.deleteFrom('dokument').where('id', '=', doc.id).execute();
      await log(ctx, {
        art: params.art,
        ref: item.ref,
        aktion: 'gespeichert',
        titel: item.titel,
        wer,
        zeit,
        hinweis: `Download „${doc.downloadtext}“ entfernt`,
      });
      return { data: true as const };
    }
    const h = body.hinzufuegen;
    const downloadtext = h.downloadtext.replace(/\s+/g, ' ').trim();
    const fehler: Record<string, string> = {};
    if (!downloadtext) fehler.downloadtext = 'Bitte geben Sie den Linktext des Downloads an.';
    if (Object.keys(fehler).length) return problem(400, 'Bitte prüfen Sie die markierten Felder.', { fehler });
    const stored = await storePdf(ctx, h.datei, {
      ...owner,
      downloadtext,
      beschreibung: h.beschreibung.trim() || null,
      einstufung: h.einstufung.trim() || null,
      intern: kind.dokumenteIntern === true,
    });
    if ('fehler' in stored) return problem(400, stored.fehler, { fehler: { datei: stored.fehler } });
    await log(ctx, { art: params.art, ref: item.ref, aktion: 'gespeichert', titel: item.titel, wer, zeit, hinweis: `Download „${downloadtext}“ hinzugefügt` });
    return { data: true as const };
  }),
];

/** One stored revision of an item. */
function revisionRow(ctx: CmsContext, params: { art: string; ref: string; nr: number }) {
  return ctx.db
    .selectFrom('redaktion_revision')
    .selectAll()
    .where('art', '=', params.art)
    .where('ref', '=', params.ref)
    .where('nr', '=', params.nr)
    .executeTakeFirst();
}
