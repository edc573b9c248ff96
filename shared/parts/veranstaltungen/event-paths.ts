/** Addresses of the events pages and calendar files (used by loaders and pages alike). */
export type EventSection = 'gaeste' | 'stadtleben';

export const eventsListPath = (section: EventSection) => `/${section}/veranstaltungen/`;
export const eventPath = (section: EventSection, slug: string) => `/${section}/veranstaltungen/${slug}`;
export const eventFeedPath = (rubrikId: number | null) => `/api/cms/veranstaltungen/kalender${rubrikId ? `?rubrik_id=${rubrikId}` : ''}`;
