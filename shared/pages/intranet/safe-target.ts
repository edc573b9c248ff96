/** A login target below /intranet on this site, never an open redirect (`ziel` of the login form). */
export function safeTarget(value: unknown): string {
  if (typeof value !== 'string' || !/^\/intranet(?:[/?#]|$)/.test(value) || value.includes('//') || value.includes('\\') || value.length > 500) return '/intranet';
  return value;
}
