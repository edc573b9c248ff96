import express, { type RequestHandler } from 'express';
import { declaredOperation } from './allow-list';

/** The JSON body limit of an operation that declares none. */
export const DEFAULT_JSON_LIMIT = 100 * 1024;

/**
 * Parses a JSON body below /api within the limit its operation declares (`bodyLimit`: a logo needs
 * more than the 100 KB every other operation gets). Over the limit the request ends with 413.
 */
export function jsonBody(): RequestHandler {
  const parsers = new Map<number, RequestHandler>();
  const parserFor = (limit: number) => {
    let p = parsers.get(limit);
    if (!p) {
      p = express.json({ limit });
      parsers.set(limit, p);
    }
    return p;
  };
  return (req, res, next) => {
    const limit = (req.method === 'POST' ? declaredOperation(req.method, req.path)?.bodyLimit : undefined) ?? DEFAULT_JSON_LIMIT;
    parserFor(limit)(req, res, next);
  };
}
