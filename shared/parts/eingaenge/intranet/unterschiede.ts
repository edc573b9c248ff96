import { angezeigt, sichtbareFelder, type FormularDef } from '../formulare/definitions';

/** One field of a change: its label, the published value, the new one, and whether they differ. */
export interface Unterschied {
  name: string;
  label: string;
  bisher: string;
  neu: string;
  geaendert: boolean;
}

/**
 * A change of an entry against its published version, field by field, as the form shows the values
 * (the categories' titles, the opening hours as lines). The logo is a row of its own.
 */
export function unterschiede(def: FormularDef, bisher: Readonly<Record<string, string>>, neu: Readonly<Record<string, string>>): Unterschied[] {
  const rows: Unterschied[] = sichtbareFelder(def)
    .filter((f) => f.typ !== 'zustimmung')
    .map((f) => {
      const a = angezeigt(f, bisher);
      const b = angezeigt(f, neu);
      return { name: f.name, label: f.label, bisher: a, neu: b, geaendert: a !== b };
    });
  if (def.bild) {
    const had = !!bisher.logo;
    const text = neu.logo === 'neu' ? 'neues Logo' : neu.logo === 'bisher' ? (had ? 'unverändert' : 'kein Logo') : 'kein Logo';
    rows.push({
      name: 'logo',
      label: def.bild.label,
      bisher: had ? 'vorhanden' : 'kein Logo',
      neu: text,
      geaendert: neu.logo === 'neu' || (had && neu.logo !== 'bisher'),
    });
  }
  return rows;
}
