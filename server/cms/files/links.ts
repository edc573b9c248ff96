/** Public download address of a stored document. */
export const fileUrl = (id: number, datei: string) => `/api/cms/dateien/${id}/${encodeURIComponent(datei)}`;

/** Download address of an internal document: only with an intranet session. */
export const internalFileUrl = (id: number) => `/api/cms/intranet/dokument/${id}`;
