import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { declaredOperation } from './allow-list';

/** The JSON body limit of an operation that declares none. */
export const DEFAULT_JSON_LIMIT = 100 * 1024;

/**
 * How deep a JSON body may nest. The contract's deepest body is a few levels; 5,000 levels ended in a
 * RangeError where the body was written again (forwarding it to an upstream CMS) and came back as 502.
 */
export const MAX_JSON_DEPTH = 32;

/** A body refused before it is parsed: 400, with the error handler's German message. */
class TooDeep extends Error {
  readonly status = 400;
  readonly expose = true;
  constructor() {
    super(`JSON tiefer als ${MAX_JSON_DEPTH} Ebenen`);
  }
}

/** The deepest nesting of arrays and objects in a JSON text (brackets inside strings do not count). */
export function jsonDepth(text: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next byte is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Parses a JSON body below /api within the limit its operation declares (`bodyLimit`: a logo needs
 * more than the 100 KB every other operation gets). Over the limit the request ends with 413, nested
 * deeper than MAX_JSON_DEPTH with 400, before anything parses it.
 */
export function jsonBody(): RequestHandler {
  const parsers = new Map<number, RequestHandler>();
  const verify = (_req: IncomingMessage, _res: unknown, body: Buffer) => {
    if (jsonDepth(body) > MAX_JSON_DEPTH) throw new TooDeep();
  };
  const parserFor = (limit: number) => {
    let p = parsers.get(limit);
    if (!p) {
      p = express.json({ limit, verify });
      parsers.set(limit, p);
    }
    return p;
  };
  return (req, res, next) => {
    const limit = (req.method === 'POST' ? declaredOperation(req.method, req.path)?.bodyLimit : undefined) ?? DEFAULT_JSON_LIMIT;
    parserFor(limit)(req, res, next);
  };
}
