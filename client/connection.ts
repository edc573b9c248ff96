/** What the browser says of its connection (Network Information API, where there is one). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser's connection, or undefined where it says nothing. */
export const connection = (): NetworkInformation | undefined => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** Spec §9: no prefetch on data saver or 2g (slow-2g included). */
export function connectionAllowsPrefetch(info: NetworkInformation | undefined): boolean {
  return !(info?.saveData || /2g/.test(info?.effectiveType ?? ''));
}
