import { useEffect } from 'react';
import { FORMULARE } from './definitions';
import { Formular } from './Formular';
import type { FormularData } from './types';

/**
 * The form of a citizen form's page once a person turns to it (FormularIsland.tsx, ADR 71): loaded
 * only with import(), so that it and everything it brings (the form engine and the definitions, one
 * chunk group: scripts/build.ts) stay out of the page's chunk.
 */
export function FormularHydrated({ data, onReady }: { data: FormularData; onReady: () => void }) {
  useEffect(onReady, []);
  return <Formular def={FORMULARE[data.art]!} data={data} />;
}
