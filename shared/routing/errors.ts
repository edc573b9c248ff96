/** Thrown by a loader when the requested thing does not exist: the server answers 404. */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(message = 'Nicht gefunden') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Thrown by a loader or action when the user may not do this: the server answers 403 with the German error page. */
export class ForbiddenError extends Error {
  readonly status = 403;
  constructor(message = 'Kein Zugriff') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** Thrown by a loader to send the visitor elsewhere (e.g. a search with exactly one hit). */
export class RedirectResponse extends Error {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 | 303 | 307 | 308 = 302,
  ) {
    super(`Weiterleitung nach ${location}`);
    this.name = 'RedirectResponse';
  }
}

export function notFound(message?: string): never {
  throw new NotFoundError(message);
}

/** Returns the value, or answers 404 when it is null or undefined. */
export function found<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) notFound(message);
  return value;
}

export function redirect(location: string, status: 301 | 302 | 303 | 307 | 308 = 302): never {
  throw new RedirectResponse(location, status);
}

/** Answers 403 unless the user has the role (admins may do everything). */
export function requireRole(user: { rollen: readonly string[] } | null, rolle: string): void {
  if (!user || !(user.rollen.includes(rolle) || user.rollen.includes('admin'))) throw new ForbiddenError();
}
