/**
 * A login target below the area's home on this site (`ziel` of a login form), never an open redirect:
 * anything else, also another area's address, gives the home itself.
 */
export function safeTargetBelow(value: unknown, home: string): string {
  if (typeof value !== 'string' || value.length > 500 || value.includes('//') || value.includes('\\')) return home;
  if (value !== home && !value.startsWith(`${home}/`) && !value.startsWith(`${home}?`) && !value.startsWith(`${home}#`)) return home;
  return value;
}
