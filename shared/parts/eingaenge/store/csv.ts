import { FORMULARE, angezeigt, formularFor, sichtbareFelder, type FeldDef } from '../formulare/definitions';
import { statusText, zeitText } from './texte';

/**
 * The inbox's CSV export for a spreadsheet (German Excel opens it with a double click): UTF-8 with a
 * byte order mark so umlauts survive, `;` between fields, every field quoted, lines ended by CRLF.
 * A cell that starts with = + - @ (or a tab or carriage return) would be read as a formula; it gets a
 * leading apostrophe, as OWASP's "CSV Injection" advice says.
 */
export function csvCell(value: string): string {
  let s = value.replace(/\r\n?/g, '\n');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export interface ExportRow {
  referenz: string;
  art: string;
  status: string;
  erstellt: string;
  erledigt_am: string | null;
  felder: Record<string, string>;
  fotos: number;
}

/** The columns: the common ones, then every field of the kinds exported (a field shared by kinds once). */
export function exportCsv(rows: readonly ExportRow[], art?: string): string {
  const defs = art ? [formularFor(art)].filter((d) => d !== undefined) : Object.values(FORMULARE);
  const felder: FeldDef[] = [];
  // A field of the same name and label in several kinds (name, e-mail, phone) is one column.
  for (const def of defs) for (const f of sichtbareFelder(def)) if (!felder.some((g) => g.name === f.name && g.label === f.label)) felder.push(f);
  const header = ['Vorgangsnummer', 'Art', 'Status', 'Eingegangen', 'Erledigt am', ...felder.map((f) => f.label), 'Fotos'];
  const body = rows.map((r) => {
    const def = formularFor(r.art);
    return [
      r.referenz,
      def?.titel ?? r.art,
      statusText(r.status),
      zeitText(r.erstellt),
      r.erledigt_am ? zeitText(r.erledigt_am) : '',
      ...felder.map((f) => {
        if (def && !def.felder.some((g) => g.name === f.name && g.label === f.label)) return '';
        return angezeigt(f, r.felder);
      }),
      String(r.fotos),
    ];
  });
  return csvText([header, ...body]);
}
