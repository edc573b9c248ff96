import type { Request } from 'express';

/**
 * A cookie's value as the browser sent it, or undefined.
 *
 * cookie-parser turns values that start with `j:` into parsed JSON; a visitor can send
 * `st_sitzung=j:{"t":"x"}` and get an object where a string is expected. Only strings count.
 */
export function cookieValue(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
