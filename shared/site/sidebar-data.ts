/*
 * The data loaders give the sidebar (spec §3): the contact of a procedure, the events filter's
 * categories and period. Apart from shared/site/sidebar.ts, which re-exports them: that module brings
 * the menus, and the menus read the registry, which reaches the loaders (ADR 45).
 */

/**
 * Spec §3 "Procedure detail sidebar object": the contact of a procedure in the service guide, field
 * for field. The sidebar shows the first responsible employee, or the office if there is none; empty
 * fields are left out.
 */
export interface ProcedureSidebar {
  mitarbeiter: {
    vorname: string;
    nachname: string;
    detailURL: string;
    aemter: {
      funktion: string;
      zimmer: string;
      kontakt: { telefon: string; email: string };
    }[];
  }[];
  amt: {
    titel: string;
    detailURL: string;
    adresse: { gebaeude: string; strasse: string; plz: string; ort: string };
    kontakt: { telefon: string; telefax: string; email: string };
  };
}

/** Spec §3 events filter input: one category. */
export interface EventCategory {
  id: number;
  name: string;
}

/** Period option of the Stadtleben events filter (query zeitraum). */
export type Zeitraum = 'alle' | 'woche' | 'monat' | 'quartal';

export function zeitraumParam(query: URLSearchParams): Zeitraum {
  const v = query.get('zeitraum');
  return v === 'woche' || v === 'monat' || v === 'quartal' ? v : 'alle';
}
