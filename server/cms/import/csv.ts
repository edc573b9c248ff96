/**
 * A CSV reader for what German offices export: `;` as separator (`,` and tab are recognised from the
 * header line), fields in double quotes with "" inside and line breaks inside quotes, a byte order
 * mark, Windows line ends, Windows-1252 when the bytes are not UTF-8.
 */
import { DEFAULT_MAX_BYTES, ImportError, inputText, isoDay } from './errors';

export interface CsvRow {
  /** 1-based line where the row starts. */
  line: number;
  fields: string[];
}

export interface CsvTable {
  separator: string;
  header: string[];
  rows: CsvRow[];
}

/** Bound on the rows of one file. */
export const MAX_CSV_ROWS = 200_000;

/** Reads a whole CSV file with a header line; empty lines are left out. */
export function readCsv(input: string | Uint8Array, maxBytes = DEFAULT_MAX_BYTES): CsvTable {
  const text = inputText(input, maxBytes);
  const firstLine = text.slice(0, text.search(/\r\n|\n|\r|$/));
  const separator = [';', '\t', ','].map((s) => [s, firstLine.split(s).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const records = parse(text, separator);
  const head = records.shift();
  if (!head || head.fields.every((f) => f.trim() === '')) throw new ImportError('format', 'Die CSV-Datei ist leer: die Kopfzeile fehlt.', { line: 1 });
  return { separator, header: head.fields.map((h) => h.trim()), rows: records.filter((r) => r.fields.some((f) => f.trim() !== '')) };
}

function parse(text: string, sep: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;
  let quoted = false;
  let quoteLine = 0;
  const endRow = () => {
    fields.push(field);
    rows.push({ line: rowLine, fields: fields.map((f) => f.replace(/\r\n?/g, '\n')) });
    if (rows.length > MAX_CSV_ROWS + 1) throw new ImportError('size', `Die CSV-Datei hat mehr als ${MAX_CSV_ROWS} Zeilen.`, { line });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        // Only a separator or a line end may follow a closing quote.
        const after = text[i];
        if (after !== undefined && after !== sep && after !== '\r' && after !== '\n') {
          throw new ImportError('format', 'Nach einem Anführungszeichen am Feldende folgt weiterer Text; Anführungszeichen im Feld werden verdoppelt ("").', {
            line,
          });
        }
        continue;
      }
      if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
      i += 1;
    } else if (c === sep) {
      fields.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      rowLine = line;
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) throw new ImportError('format', 'Ein Anführungszeichen wird bis zum Dateiende nicht geschlossen.', { line: quoteLine });
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}

/**
 * A German date as 'YYYY-MM-DD': 'dd.mm.yyyy' (also 'd.m.yyyy', 'dd.mm.yy' as 20yy), or ISO
 * 'yyyy-mm-dd'. A weekday before it ('Mo, 05.01.2027') is allowed. Null when it is no day.
 */
export function germanDate(value: string): string | null {
  const v = value.trim().replace(/^[A-Za-zÄÖÜäöü]{2,10}\.?,?\s+/, '');
  let m = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/.exec(v);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return isoDay(y, Number(m[2]), Number(m[1]));
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? isoDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
