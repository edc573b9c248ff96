import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import express from 'express';
import busboy from 'busboy';
import type { UploadedFile, UploadLimits } from '../../shared/routing/types';
import { formatFileSize } from '../../shared/format/text';

/**
 * The body of a form POST to an action: urlencoded (64 KB, 200 fields) or multipart/form-data with
 * the route's upload limits (no files unless it declares some). The form's token (field `_csrf`) is
 * checked before any file is kept: a multipart form must send it before its first file, as the hidden
 * field at the top of every form does.
 *
 * A refusal a person can mend (a token that does not fit, a file too many, a file too large) keeps the
 * form: the files are thrown away, but every other field is still read, so the page can come back with
 * every value (ADR 28). Other refusals (a body over its limits, a broken or foreign format) answer
 * at once. Every refusal is a BodyError with its status (400, 403, 413, 415); the rest of a refused
 * request is read and thrown away (at most DRAIN_LIMIT bytes), so the client gets the answer.
 */
export const FIELDS_LIMIT = 200;
export const FIELDS_BYTES = 64 * 1024;
/** Bytes of a refused request read and discarded at most; beyond that the connection is closed. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

export interface ParsedBody {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415,
    message: string,
    /** The form's fields, read although the request was refused: the page shows them again. */
    readonly fields: Record<string, string | string[]> | null = null,
    /** Files the browser sent and the refusal threw away (the person chooses them again). */
    readonly filesDropped = 0,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

export const TOO_LARGE = 'Die gesendeten Daten sind zu groß.';
export const MALFORMED = 'Die gesendeten Formulardaten sind fehlerhaft.';
/** More files than the form takes: the number allowed, so a person knows what to choose. */
export const TOO_MANY_FILES = (sent: number, allowed: number) =>
  allowed === 0
    ? 'Dieses Formular nimmt keine Dateien an. Ihre anderen Angaben sind erhalten; bitte senden Sie das Formular ohne Dateien erneut.'
    : `Sie haben ${sent} Dateien gewählt, mit diesem Formular können Sie höchstens ${allowed === 1 ? 'eine Datei' : `${allowed} Dateien`} senden. Ihre anderen Angaben sind erhalten; bitte wählen Sie ${allowed === 1 ? 'die Datei' : `höchstens ${allowed} Dateien`} erneut aus.`;
/** A file over the form's size limit: its name and the limit. */
export const FILE_TOO_LARGE = (name: string, limit: number) =>
  `Die Datei „${name}“ ist größer als ${formatFileSize(limit)}. Ihre anderen Angaben sind erhalten; bitte wählen Sie eine kleinere Datei.`;

/**
 * Whether an urlencoded body is text a browser could have sent: every percent escape and every raw
 * byte well-formed UTF-8. The parser would keep a broken escape ('%FF') as literal text instead.
 */
export function isWellFormedUrlencoded(body: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    for (const part of text.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

const urlencoded = express.urlencoded({
  extended: false,
  limit: FIELDS_BYTES,
  parameterLimit: FIELDS_LIMIT,
  verify: (_req, _res, buf) => {
    if (!isWellFormedUrlencoded(buf)) throw Object.assign(new Error('Kein gültiges UTF-8'), { status: 400 });
  },
});

function addField(fields: Record<string, string | string[]>, name: string, value: string): void {
  const had = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (had === undefined) fields[name] = value;
  else fields[name] = Array.isArray(had) ? [...had, value] : [had, value];
}

/** Reads what is left of the request and forgets it (at most DRAIN_LIMIT bytes, then the connection closes). */
function drain(req: Request): void {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > DRAIN_LIMIT) req.destroy();
  });
  req.resume();
}

async function readUrlencoded(req: Request, res: Response): Promise<Record<string, string | string[]>> {
  await new Promise<void>((resolve, reject) => {
    urlencoded(req, res, (error?: unknown) => {
      if (!error) {
        resolve();
        return;
      }
      const status = (error as { status?: number }).status;
      reject(status === 413 ? new BodyError(413, TOO_LARGE) : status === 415 ? new BodyError(415, MALFORMED) : new BodyError(400, MALFORMED));
    });
  });
  const fields: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string') fields[k] = v;
    else if (Array.isArray(v)) fields[k] = v.map(String);
  }
  return fields;
}

/** Decides on a form's fields whether its token fits: null, or the message of the refusal (403). */
export type Authorize = (fields: Record<string, string | string[]>) => string | null;

function readMultipart(req: Request, limits: UploadLimits, tmpDir: string, authorize: Authorize): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8 ("Müll.jpg"); busboy would read it as Latin-1.
        defParamCharset: 'utf8',
        limits: {
          fields: FIELDS_LIMIT,
          fieldSize: FIELDS_BYTES,
          fieldNameSize: 200,
          fileSize: limits.fileSize,
          parts: FIELDS_LIMIT + 2 * limits.files + 2,
          headerPairs: 20,
        },
      });
    } catch {
      // No or a malformed boundary.
      drain(req);
      reject(new BodyError(400, MALFORMED));
      return;
    }
    const fields: Record<string, string | string[]> = {};
    const files: UploadedFile[] = [];
    const writes: Promise<void>[] = [];
    /** Each stored file with its write stream; a file is deleted only after its stream has closed. */
    const outputs: { file: UploadedFile; out: fs.WriteStream; stream: NodeJS.ReadableStream }[] = [];
    const removeAll = () => {
      for (const { file, out, stream } of outputs.splice(0)) {
        // The parser goes on (a refusal still reads the fields): what is left of the file is read and forgotten.
        stream.unpipe(out);
        stream.resume();
        const unlink = () => fs.promises.unlink(file.path).catch(() => {});
        if (out.closed) unlink();
        else {
          out.once('close', unlink);
          out.destroy();
        }
      }
    };
    let fieldBytes = 0;
    let csrfChecked = false;
    let done = false;
    /** Files the browser sent (chosen ones; an empty file input sends none). */
    let sent = 0;
    /**
     * A refusal a person can mend: from here on files are thrown away, the fields still read; at the
     * end the form's fields go with the refusal. `message` is built then (it may name the number of files).
     */
    let refusal: { status: 403 | 413; message: () => string } | null = null;

    const fail = (error: BodyError) => {
      if (done) return;
      done = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => {});
      removeAll();
      drain(req);
      reject(error);
    };
    const refuse = (status: 403 | 413, message: () => string) => {
      if (refusal) return;
      refusal = { status, message };
      removeAll();
      files.length = 0;
      // The rest is read for its fields, but not without end.
      let bytes = 0;
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > DRAIN_LIMIT) fail(new BodyError(413, TOO_LARGE));
      });
    };
    /** The token must come before the first file; checked once. */
    const checkCsrf = () => {
      if (csrfChecked || refusal) return !refusal;
      const message = authorize(fields);
      if (message !== null) {
        refuse(403, () => message);
        return false;
      }
      csrfChecked = true;
      return true;
    };

    parser.on('field', (name, value, info) => {
      if (done) return;
      fieldBytes += name.length + value.length;
      if (info.nameTruncated || info.valueTruncated || fieldBytes > FIELDS_BYTES) {
        fail(new BodyError(413, TOO_LARGE));
        return;
      }
      addField(fields, name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (done) {
        stream.resume();
        return;
      }
      // An empty file input sends a part without a file name: nothing was chosen.
      if (!info.filename) {
        stream.resume();
        return;
      }
      sent += 1;
      if (!checkCsrf() || refusal) {
        stream.resume();
        return;
      }
      if (files.length >= limits.files) {
        stream.resume();
        refuse(413, () => TOO_MANY_FILES(sent, limits.files));
        return;
      }
      const file: UploadedFile = {
        field: name,
        filename: info.filename.slice(0, 255),
        mimeType: info.mimeType.slice(0, 100),
        size: 0,
        path: path.join(tmpDir, `upload-${crypto.randomBytes(16).toString('hex')}`),
      };
      files.push(file);
      const out = fs.createWriteStream(file.path, { flags: 'wx', mode: 0o600 });
      outputs.push({ file, out, stream });
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => refuse(413, () => FILE_TOO_LARGE(file.filename, limits.fileSize)));
      const written = new Promise<void>((done_, failed) => {
        out.on('finish', () => done_());
        out.on('error', failed);
      });
      // A refused request destroys the stream mid-write; its error is then no news (nobody awaits it).
      written.catch(() => {});
      writes.push(written);
      stream.pipe(out);
    });
    parser.on('partsLimit', () => fail(new BodyError(413, TOO_LARGE)));
    parser.on('fieldsLimit', () => fail(new BodyError(413, TOO_LARGE)));
    parser.on('error', () => fail(new BodyError(400, MALFORMED)));
    parser.on('close', () => {
      if (done) return;
      checkCsrf();
      if (refusal) {
        done = true;
        reject(new BodyError(refusal.status, refusal.message(), fields, sent));
        return;
      }
      Promise.all(writes).then(
        () => {
          if (done) return;
          done = true;
          resolve({ fields, files });
        },
        (error: unknown) => {
          // The disk, not the request, failed: an error of the server.
          if (done) return;
          done = true;
          removeAll();
          reject(error);
        },
      );
    });
    req.on('close', () => {
      if (!req.complete) fail(new BodyError(400, MALFORMED));
    });
    req.pipe(parser);
  });
}

/**
 * The parsed form of an action's POST, after its token is checked (`authorize`). `tmpDir` receives
 * the uploaded files; the caller deletes them when the answer is sent.
 */
export async function readActionBody(
  req: Request,
  res: Response,
  options: { upload?: UploadLimits; tmpDir: string; authorize: Authorize },
): Promise<ParsedBody> {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const limits = options.upload ?? { files: 0, fileSize: 0 };
    if (limits.files > 0) await fs.promises.mkdir(options.tmpDir, { recursive: true, mode: 0o700 });
    return readMultipart(req, limits, options.tmpDir, options.authorize);
  }
  let fields: Record<string, string | string[]> = {};
  if (type === 'application/x-www-form-urlencoded') fields = await readUrlencoded(req, res);
  else if (type !== '' || Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding')) {
    drain(req);
    throw new BodyError(415, MALFORMED);
  }
  const message = options.authorize(fields);
  if (message !== null) throw new BodyError(403, message, fields);
  return { fields, files: [] };
}
