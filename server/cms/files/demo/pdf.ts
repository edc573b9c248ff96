/**
 * Minimal, dependency-free writers for the demo downloads: a small but valid
 * PDF 1.4 (A4, standard Type1 Helvetica with WinAnsiEncoding so that German
 * umlauts and ß display correctly) and a UTF-8 text file.
 */

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const BODY_SIZE = 11;
const BODY_LEAD = 15.5;
const TITLE_SIZE = 18;
const TITLE_LEAD = 23;
const WRAP_BODY = 90;
const WRAP_TITLE = 52;

/** Code points 0x80–0x9F of Windows-1252 that differ from Latin-1. */
const CP1252_EXTRA: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** Characters without a cp1252 slot that have an obvious stand-in. */
const FALLBACK: Record<number, string> = {
  0x2010: '-',
  0x2011: '-',
  0x2012: '-',
  0x2212: '-',
  0x2009: ' ',
  0x202f: ' ',
  0x2007: ' ',
  0x200b: '',
  0x2032: "'",
  0x2033: '"',
  0x2192: '->',
  0x2190: '<-',
  0x2264: '<=',
  0x2265: '>=',
  0x2248: '~',
  0x00ad: '',
};

/** Encodes a string as Windows-1252 bytes; unmappable characters become '?'. */
export function toCp1252(text: string): Buffer {
  const out: number[] = [];
  const push = (ch: string): void => {
    const cp = ch.codePointAt(0) ?? 0x3f;
    if (cp === 0x09) out.push(0x20);
    else if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff)) out.push(cp);
    else if (CP1252_EXTRA[cp] !== undefined) out.push(CP1252_EXTRA[cp]);
    else if (FALLBACK[cp] !== undefined) for (const c of FALLBACK[cp]) out.push(c.charCodeAt(0));
    else out.push(0x3f);
  };
  for (const ch of text.normalize('NFC')) push(ch);
  return Buffer.from(out);
}

/** PDF literal string: cp1252 bytes with ( ) \ escaped and control characters dropped. */
function pdfString(text: string): Buffer {
  const src = toCp1252(text);
  const out: number[] = [0x28];
  for (const b of src) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out.push(0x5c, b);
    else if (b < 0x20) continue;
    else out.push(b);
  }
  out.push(0x29);
  return Buffer.from(out);
}

/** UTF-16BE hex string with BOM, for document info (PDFDocEncoding is not cp1252). */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** Word wrap at `max` characters; overlong words are split. Empty input gives one empty line. */
export function wrapLine(line: string, max: number): string[] {
  const words = line.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  let cur = '';
  for (let w of words) {
    while (w.length > max) {
      if (cur) {
        out.push(cur);
        cur = '';
      }
      out.push(w.slice(0, max));
      w = w.slice(max);
    }
    if (!cur) cur = w;
    else if (cur.length + 1 + w.length <= max) cur += ' ' + w;
    else {
      out.push(cur);
      cur = w;
    }
  }
  out.push(cur);
  return out;
}

const num = (v: number): string => String(Math.round(v * 100) / 100);

interface Op {
  font: 'F1' | 'F2';
  size: number;
  x: number;
  y: number;
  text: string;
  gray?: number;
}

/**
 * Writes a PDF 1.4 document: a bold title with a red rule, then the lines as body
 * text (wrapped at about 90 characters), on as many A4 pages as needed.
 */
export function makePdf(title: string, lines: string[]): Buffer {
  // --- layout into pages ------------------------------------------------------
  const pages: { ops: Op[]; rule?: number }[] = [];
  let page: { ops: Op[]; rule?: number } = { ops: [] };
  pages.push(page);
  let y = PAGE_H - MARGIN_TOP;
  for (const t of wrapLine(title, WRAP_TITLE)) {
    page.ops.push({ font: 'F2', size: TITLE_SIZE, x: MARGIN_X, y, text: t });
    y -= TITLE_LEAD;
  }
  page.rule = y + TITLE_LEAD - 9;
  y -= 12;
  for (const raw of lines) {
    const parts = raw.trim() === '' ? [''] : wrapLine(raw, WRAP_BODY);
    for (const t of parts) {
      if (y < MARGIN_BOTTOM + 20) {
        page = { ops: [] };
        pages.push(page);
        y = PAGE_H - MARGIN_TOP;
      }
      if (t) page.ops.push({ font: 'F1', size: BODY_SIZE, x: MARGIN_X, y, text: t });
      y -= BODY_LEAD;
    }
  }

  // --- content streams --------------------------------------------------------
  const streams = pages.map((pg, i) => {
    const chunks: Buffer[] = [];
    const w = (s: string): void => {
      chunks.push(Buffer.from(s, 'latin1'));
    };
    if (pg.rule !== undefined) {
      w(`q 0.702 0 0.106 rg ${num(MARGIN_X)} ${num(pg.rule - 6)} 64 3 re f Q\n`);
    }
    w('BT\n');
    for (const op of pg.ops) {
      w(`/${op.font} ${op.size} Tf ${op.gray ?? 0.12} g 1 0 0 1 ${num(op.x)} ${num(op.y)} Tm `);
      chunks.push(pdfString(op.text));
      w(' Tj\n');
    }
    w(`/F1 8.5 Tf 0.42 g 1 0 0 1 ${num(MARGIN_X)} ${num(MARGIN_BOTTOM - 28)} Tm `);
    chunks.push(pdfString(`Stadt Musterstadt \u2013 ${title}`.slice(0, 100)));
    w(' Tj\n');
    const label = `Seite ${i + 1} von ${pages.length}`;
    w(`1 0 0 1 ${num(PAGE_W - MARGIN_X - label.length * 4.6)} ${num(MARGIN_BOTTOM - 28)} Tm `);
    chunks.push(pdfString(label));
    w(' Tj\nET\n');
    return Buffer.concat(chunks);
  });

  // --- objects ----------------------------------------------------------------
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page/content pairs.
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'));
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`, 'latin1'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'));
  objects.push(Buffer.from(`<< /Title ${pdfTextString(title)} /Author ${pdfTextString('Stadt Musterstadt')} /Producer (Musterstadt Demo-Seed) >>`, 'latin1'));
  streams.forEach((content, i) => {
    const contentId = pageIds[i]! + 1;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_W)} ${num(PAGE_H)}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
        'latin1',
      ),
    );
    objects.push(Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]));
  });

  return pdfFile(objects, '/Root 1 0 R /Info 5 0 R');
}

/**
 * A PDF 1.4 file of numbered objects (object n is objects[n-1]) with its cross-reference table;
 * `trailer` adds entries to the trailer dictionary (/Root, /Info, /ID).
 */
export function pdfFile(objects: readonly Buffer[], trailer: string): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const buf = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(buf);
    offset += buf.length;
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${offset}\n%%EOF`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** Plain UTF-8 text file: title, underline, blank line, body lines. */
export function makeText(title: string, lines: string[]): Buffer {
  const rule = '='.repeat(Math.min(80, Math.max(3, [...title].length)));
  return Buffer.from(`${title}\n${rule}\n\n${lines.join('\n')}\n`, 'utf8');
}
