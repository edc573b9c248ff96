import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import express from 'express';
import busboy from 'busboy';
import type { UploadedFile, UploadLimits } from '../../shared/routing/types';

/**
 * The body of a form POST to an action: urlencoded (64 KB, 200 fields) or multipart/form-data with
 * the route's upload limits (no files unless it declares some). The CSRF token (field `_csrf`) is
 * checked before anything is kept: a multipart form must send it before its first file, as the hidden
 * field at the top of every form does. Every refusal is a BodyError with its status (400, 403, 413,
 * 415); the rest of a refused request is read and thrown away, so the client gets the answer.
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
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

export const TOO_LARGE = 'Die gesendeten Daten sind zu groß.';
export const MALFORMED = 'Die gesendeten Formulardaten sind fehlerhaft.';
export const FORBIDDEN = 'Die Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

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
  const had = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
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

function readMultipart(req: Request, limits: UploadLimits, tmpDir: string, csrfValid: (token: unknown) => boolean): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8 ("Müll.jpg"); busboy would read it as Latin-1.
        defParamCharset: 'utf8',
        limits: { fields: FIELDS_LIMIT, fieldSize: FIELDS_BYTES, fieldNameSize: 200, fileSize: limits.fileSize, parts: FIELDS_LIMIT + 2 * limits.files + 2, headerPairs: 20 },
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
    const outputs: { file: UploadedFile; out: fs.WriteStream }[] = [];
    const removeAll = () => {
      for (const { file, out } of outputs) {
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
    /** The token must come before the first file; checked once. */
    const checkCsrf = () => {
      if (csrfChecked) return true;
      if (!csrfValid(fields._csrf)) {
        fail(new BodyError(403, FORBIDDEN));
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
      if (!checkCsrf()) {
        stream.resume();
        return;
      }
      if (files.length >= limits.files) {
        stream.resume();
        fail(new BodyError(413, TOO_LARGE));
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
      outputs.push({ file, out });
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => fail(new BodyError(413, TOO_LARGE)));
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
      if (!checkCsrf()) return;
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
 * The parsed form of an action's POST, after the CSRF check. `tmpDir` receives the uploaded files;
 * the caller deletes them when the answer is sent.
 */
export async function readActionBody(
  req: Request,
  res: Response,
  options: { upload?: UploadLimits; tmpDir: string; csrfValid: (token: unknown) => boolean },
): Promise<ParsedBody> {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const limits = options.upload ?? { files: 0, fileSize: 0 };
    if (limits.files > 0) await fs.promises.mkdir(options.tmpDir, { recursive: true, mode: 0o700 });
    return readMultipart(req, limits, options.tmpDir, options.csrfValid);
  }
  let fields: Record<string, string | string[]> = {};
  if (type === 'application/x-www-form-urlencoded') fields = await readUrlencoded(req, res);
  else if (type !== '' || Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding')) {
    drain(req);
    throw new BodyError(415, MALFORMED);
  }
  if (!options.csrfValid(fields._csrf)) throw new BodyError(403, FORBIDDEN);
  return { fields, files: [] };
}
