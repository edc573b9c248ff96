import { sectionOf } from './sections';

/**
 * Read-aloud (spec §2.8, §7 "a read-aloud service script and document reader").
 *
 * By default the 'Vorlesen' button uses the browser's own speech synthesis: nothing leaves the
 * visitor's device. A town that has a contract with an external read-aloud service can configure it
 * here; the button then opens the service for the current page in a new window. Nothing of the
 * service is loaded before the visitor clicks (ARCHITECTURE.md, privacy).
 */
export interface ReadAloudLinkService {
  kind: 'link';
  /** Address of the service; `{url}` is replaced by the URL-encoded address of the current page. */
  url: string;
  /** Name of the service, for the button's accessible description. */
  name?: string;
}

export type ReadAloudService = ReadAloudLinkService;

/** Example: `{ kind: 'link', url: 'https://vorlesen.example/?lang=de&url={url}', name: 'Vorlesedienst' }`. */
export const READ_ALOUD_SERVICE: ReadAloudService | null = null;

/**
 * Opens the configured service for the page at `pageUrl` in a new window; false when none is
 * configured. (Here, next to the setting, so that the build drops the code when there is none.)
 */
export function openReadAloudService(pageUrl: string): boolean {
  const service = READ_ALOUD_SERVICE as ReadAloudService | null;
  if (!service) return false;
  window.open(service.url.replace('{url}', encodeURIComponent(pageUrl)), '_blank', 'noopener');
  return true;
}

/** Spec §2.8: the read-aloud button is on every page except the intranet. */
export function hasReadAloud(pathname: string): boolean {
  return sectionOf(pathname)?.readAloud ?? true;
}
