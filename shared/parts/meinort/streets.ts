import type { Strasse } from '../abfall/contract';

/** The streets of one Ortsteil in the chooser's <optgroup>. */
export interface StrassenGruppe {
  ortsteil: string;
  strassen: Array<{ uuid: string; name: string }>;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * Streets grouped by Ortsteil, names in German order; the Ortsteil with the most streets (the core
 * town) first, then the others alphabetically: where most people live comes first, without naming it.
 */
export function groupStreets(strassen: readonly Strasse[]): StrassenGruppe[] {
  const groups = new Map<string, StrassenGruppe>();
  for (const s of strassen) {
    const g = groups.get(s.ortsteil) ?? { ortsteil: s.ortsteil, strassen: [] };
    g.strassen.push({ uuid: s.uuid, name: s.name });
    groups.set(s.ortsteil, g);
  }
  const list = [...groups.values()];
  for (const g of list) g.strassen.sort((a, b) => collator.compare(a.name, b.name));
  const largest = list.reduce<StrassenGruppe | null>((a, g) => (!a || g.strassen.length > a.strassen.length ? g : a), null);
  return list.sort((a, b) => Number(b === largest) - Number(a === largest) || collator.compare(a.ortsteil, b.ortsteil));
}
