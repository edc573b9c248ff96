import { createContext } from 'react';

/**
 * What a server render learns about the page while rendering it and the document's head then says
 * (the head is written when the shell is ready, after these components ran): the breadcrumb's trail,
 * for its structured data. Null in the browser: nothing there collects.
 */
export interface HeadFacts {
  breadcrumb?: ReadonlyArray<{ label: string; href: string }>;
}

export const HeadFactsContext = createContext<HeadFacts | null>(null);
