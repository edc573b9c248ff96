// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { TOWN } from '../shared/site/town';
import { DREI_LINDEN, FEUERWEHR, GRUNDSCHULE } from '../shared/site/minisites';
import { aemter } from '../shared/parts/verwaltung/store/demo/aemter';
import { pdfFile, pdfTextString } from '../server/cms/files/demo/pdf';

import {
  FONT,
  FRAME,
  GREY,
  INK,
  MAP_HEIGHT,
  MAP_RIGHT,
  MAP_WIDTH,
  PUBLIC,
  PX_PER_KM,
  RED,
  ROAD_STYLE,
  WATER,
  WATER_EDGE,
  box,
  defs,
  mapLayers,
  rect,
  text,
  textWidth,
  type Pt,
  type RoadClass,
} from '../shared/map/stadtplan';

export { MAP_HEIGHT, MAP_WIDTH };

/** A3 landscape in PostScript points. */
export const PAGE_WIDTH_PT = 1190.55;
export const PAGE_HEIGHT_PT = 841.89;

/**
 * `npx tsx scripts/stadtplan.ts`: draws the illustrated town map of Musterstadt (Kernstadt and the
 * districts Bombach, Hecklingen and Nordweil) as an SVG, renders it with sharp to a JPEG and wraps
 * that in a one-page A3 landscape PDF 1.4, written to public/dokumente/stadtplan-musterstadt.pdf
 * (linked from every page header, see TOWN.quickLinks).
 *
 * The geometry and its drawing live in shared/map/stadtplan.ts, which the server's town map draws
 * from too (ADR 52); this script adds the title, the numbered places, the legend and the PDF.
 */

// ---------------------------------------------------------------------------------------------
// Points of interest
// ---------------------------------------------------------------------------------------------

interface Poi {
  n: number;
  name: string;
  address: string;
  /** Marker position. */
  at: Pt;
  /** The building the marker points to, if the marker sits beside it. */
  anchor?: Pt;
}

function amtAddress(titel: string): string {
  const amt = aemter.find((a) => a.titel === titel);
  if (!amt) throw new Error(`Amt „${titel}“ nicht in den Seed-Daten gefunden`);
  return amt.adresse.strasse;
}

/** The twelve numbered places; addresses come from the site data where the demo content has one. */
export function pointsOfInterest(): Poi[] {
  return [
    { n: 1, name: 'Rathaus', address: TOWN.address.street, at: [1611, 1287] },
    { n: 2, name: 'Bürgerbüro', address: `${amtAddress('Bürgerbüro')}, im Rathaus (EG)`, at: [1710, 1346], anchor: [1662, 1304] },
    { n: 3, name: 'Stadtkirche', address: 'Kirchplatz', at: [1760, 1120], anchor: [1690, 1140] },
    { n: 4, name: 'Grundschule Musterstadt', address: GRUNDSCHULE!.address.street, at: [1905, 1200], anchor: [1890, 1095] },
    { n: 5, name: 'Drei-Linden-Grundschule', address: `${DREI_LINDEN!.address.street}, Hecklingen`, at: [820, 2125], anchor: [765, 2124] },
    { n: 6, name: 'Feuerwehrhaus', address: FEUERWEHR!.address.street, at: [1125, 1190], anchor: [1125, 1255] },
    { n: 7, name: 'Bauhof', address: amtAddress('Bauhof'), at: [955, 1540], anchor: [945, 1450] },
    { n: 8, name: 'Freibad', address: 'Mühlbachweg', at: [2140, 1800], anchor: [2080, 1780] },
    { n: 9, name: 'Stadtbücherei', address: 'Kirchstraße', at: [1475, 1095], anchor: [1510, 1160] },
    { n: 10, name: 'Bahnhof', address: 'Bahnhofstraße', at: [1395, 1700], anchor: [1450, 1776] },
    { n: 11, name: 'Tourist-Information', address: `${amtAddress('Tourist-Information')}, Eingang Marktplatz`, at: [1510, 1346], anchor: [1560, 1304] },
    { n: 12, name: 'Friedhof', address: 'Bombacher Straße', at: [2440, 1455], anchor: [2380, 1480] },
  ];
}

function markers(pois: Poi[]): string {
  const out: string[] = [];
  for (const p of pois) {
    if (p.anchor) {
      out.push(`<path d="M${p.at[0]} ${p.at[1]}L${p.anchor[0]} ${p.anchor[1]}" stroke="${RED}" stroke-width="5" stroke-linecap="round"/>`);
      out.push(`<circle cx="${p.anchor[0]}" cy="${p.anchor[1]}" r="8" fill="${RED}" stroke="#fff" stroke-width="3"/>`);
    }
  }
  for (const p of pois) {
    const [x, y] = p.at;
    out.push(`<circle cx="${x + 3}" cy="${y + 4}" r="33" fill="#000" opacity="0.22"/>`);
    out.push(`<circle cx="${x}" cy="${y}" r="31" fill="${RED}" stroke="#ffffff" stroke-width="6"/>`);
    out.push(text(x, y, String(p.n), { size: p.n >= 10 ? 30 : 34, weight: 'bold', fill: '#ffffff', halo: false }));
  }
  return out.join('');
}

/** North arrow and scale bar, bottom left on the map. */
function northAndScale(): string {
  const x = 70;
  const y = 2668;
  const out: string[] = [];
  out.push(rect(x + 5, y + 7, 920, 232, 'rx="16" fill="#000" opacity="0.16"'));
  out.push(rect(x, y, 920, 232, 'rx="16" fill="#ffffff" stroke="#d0d0d0" stroke-width="3"'));
  const nx = x + 100;
  const ny = y + 135;
  out.push(`<circle cx="${nx}" cy="${ny}" r="62" fill="#f6f6f6" stroke="#9a9a9a" stroke-width="3"/>`);
  out.push(`<path d="M${nx} ${ny - 52} L${nx + 24} ${ny + 30} L${nx} ${ny + 16} Z" fill="${INK}"/>`);
  out.push(`<path d="M${nx} ${ny - 52} L${nx - 24} ${ny + 30} L${nx} ${ny + 16} Z" fill="#ffffff" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`);
  out.push(text(nx, ny - 92, 'N', { size: 36, weight: 'bold', halo: false }));
  const km = PX_PER_KM;
  const sx = x + 215;
  const sy = y + 125;
  out.push(text(sx, y + 58, 'Maßstab (ungefähr)', { size: 27, anchor: 'start', fill: GREY, halo: false }));
  out.push(rect(sx, sy - 12, km / 2, 24, `fill="${INK}"`));
  out.push(rect(sx + km / 2, sy - 12, km / 2, 24, `fill="#ffffff"`));
  out.push(rect(sx, sy - 12, km, 24, `fill="none" stroke="${INK}" stroke-width="3"`));
  out.push(text(sx, sy + 46, '0', { size: 27, halo: false }));
  out.push(text(sx + km / 2, sy + 46, '500 m', { size: 27, halo: false }));
  out.push(text(sx + km, sy + 46, '1 km', { size: 27, halo: false }));
  return out.join('');
}

function titleBox(): string {
  const x = 80;
  const y = 80;
  return (
    rect(x + 6, y + 8, 1330, 250, 'rx="18" fill="#000" opacity="0.18"') +
    rect(x, y, 1330, 250, 'rx="18" fill="#ffffff" stroke="#d0d0d0" stroke-width="3"') +
    rect(x, y, 22, 250, `fill="${RED}"`) +
    text(x + 70, y + 92, 'Stadtplan Musterstadt', { size: 96, weight: 'bold', fill: RED, anchor: 'start', halo: false }) +
    text(x + 72, y + 172, `${TOWN.claim} – Kernstadt mit den Stadtteilen`, { size: 38, fill: INK, anchor: 'start', halo: false }) +
    text(x + 72, y + 218, 'Bombach, Hecklingen und Nordweil', { size: 38, fill: INK, anchor: 'start', halo: false })
  );
}

function legend(pois: Poi[]): string {
  const x0 = MAP_RIGHT;
  const left = x0 + 56;
  const out: string[] = [];
  out.push(rect(x0, FRAME.y, FRAME.x + FRAME.w - x0, FRAME.h, 'fill="#ffffff"'));
  out.push(`<path d="M${x0} ${FRAME.y}V${FRAME.y + FRAME.h}" stroke="#8a8a8a" stroke-width="4"/>`);

  // Places.
  let y = 120;
  out.push(text(left, y, 'Wichtige Adressen', { size: 46, weight: 'bold', fill: RED, anchor: 'start', halo: false }));
  out.push(`<path d="M${left} ${y + 40}H${x0 + 960}" stroke="${RED}" stroke-width="4"/>`);
  y += 110;
  for (const p of pois) {
    out.push(`<circle cx="${left + 32}" cy="${y + 18}" r="31" fill="${RED}" stroke="#fff" stroke-width="4"/>`);
    out.push(text(left + 32, y + 18, String(p.n), { size: p.n >= 10 ? 29 : 33, weight: 'bold', fill: '#fff', halo: false }));
    out.push(text(left + 90, y - 2, p.name, { size: 36, weight: 'bold', anchor: 'start', halo: false }));
    out.push(text(left + 90, y + 42, p.address, { size: 30, fill: GREY, anchor: 'start', halo: false }));
    y += 112;
  }

  // Symbols.
  y += 20;
  out.push(text(left, y, 'Zeichenerklärung', { size: 46, weight: 'bold', fill: RED, anchor: 'start', halo: false }));
  out.push(`<path d="M${left} ${y + 40}H${x0 + 960}" stroke="${RED}" stroke-width="4"/>`);
  y += 100;
  const line = (sx: number, sy: number, cls: RoadClass): string =>
    `<path d="M${sx} ${sy}h90" stroke="${ROAD_STYLE[cls].casing}" stroke-width="${ROAD_STYLE[cls].width + 6}"/><path d="M${sx + 3} ${sy}h84" stroke="${ROAD_STYLE[cls].fill}" stroke-width="${ROAD_STYLE[cls].width}"/>`;
  const area = (sx: number, sy: number, attrs: string): string => rect(sx, sy - 24, 90, 48, `rx="6" ${attrs}`);
  const items: [string, (sx: number, sy: number) => string][] = [
    ['Bundesstraße', (sx, sy) => line(sx, sy, 'bundes')],
    ['Hauptstraße', (sx, sy) => line(sx, sy, 'haupt')],
    ['Kreis-, Verbindungsstr.', (sx, sy) => line(sx, sy, 'kreis')],
    ['Ortsstraße, Fußweg', (sx, sy) => line(sx, sy, 'orts')],
    ['Radweg', (sx, sy) => `<path d="M${sx} ${sy}h90" stroke="#3f9a4a" stroke-width="6" stroke-dasharray="18 12"/>`],
    [
      'Bahnlinie',
      (sx, sy) =>
        `<path d="M${sx} ${sy}h90" stroke="#4a4a4a" stroke-width="14"/><path d="M${sx} ${sy}h90" stroke="#fff" stroke-width="8" stroke-dasharray="22 22"/>`,
    ],
    ['Bach', (sx, sy) => `<path d="M${sx} ${sy}h90" stroke="${WATER_EDGE}" stroke-width="24"/><path d="M${sx} ${sy}h90" stroke="${WATER}" stroke-width="18"/>`],
    ['Wald', (sx, sy) => area(sx, sy, 'fill="#b3d59b" stroke="#93bd7c" stroke-width="3"') + area(sx, sy, 'fill="url(#wald)"')],
    [
      'Wohnbebauung',
      (sx, sy) =>
        area(sx, sy, 'fill="#f5ead9" stroke="#eadbc4" stroke-width="3"') +
        box(sx + 14, sy - 12, sx + 42, sy + 8, 'fill="#dcc6a8" stroke="#b99b76" stroke-width="2"') +
        box(sx + 52, sy - 8, sx + 78, sy + 12, 'fill="#dcc6a8" stroke="#b99b76" stroke-width="2"'),
    ],
    ['Öffentliches Gebäude', (sx, sy) => area(sx, sy, 'fill="#f5ead9"') + box(sx + 16, sy - 14, sx + 74, sy + 14, PUBLIC)],
    ['Park, Grünanlage', (sx, sy) => area(sx, sy, 'fill="#bfe0a8" stroke="#9cc987" stroke-width="3"')],
    ['Friedhof', (sx, sy) => area(sx, sy, 'fill="url(#friedhof)" stroke="#8db07d" stroke-width="3"')],
    ['Weinberg', (sx, sy) => area(sx, sy, 'fill="url(#reben)" stroke="#c9c48a" stroke-width="3"')],
    [
      'Parkhaus',
      (sx, sy) => rect(sx + 27, sy - 18, 36, 36, 'rx="6" fill="#1f5fa8"') + text(sx + 45, sy, 'P', { size: 28, weight: 'bold', fill: '#fff', halo: false }),
    ],
  ];
  items.forEach(([label, sym], i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const sx = left + col * 470;
    const sy = y + row * 70;
    out.push(`<g fill="none">${sym(sx, sy)}</g>`);
    out.push(text(sx + 110, sy, label, { size: 28, anchor: 'start', halo: false }));
  });
  y += Math.ceil(items.length / 2) * 70 + 40;

  // Practical notes from the town's own pages.
  out.push(text(left, y, 'Gut zu wissen', { size: 46, weight: 'bold', fill: RED, anchor: 'start', halo: false }));
  out.push(`<path d="M${left} ${y + 40}H${x0 + 960}" stroke="${RED}" stroke-width="4"/>`);
  y += 100;
  for (const note of NOTES) {
    wrapText(note, 28, 880 - 34).forEach((ln, i) => {
      if (i === 0) out.push(`<circle cx="${left + 8}" cy="${y}" r="7" fill="${RED}"/>`);
      out.push(text(left + 34, y, ln, { size: 28, anchor: 'start', halo: false }));
      y += 40;
    });
    y += 8;
  }

  // Publisher and status note at the bottom.
  const fy = FRAME.y + FRAME.h - 170;
  out.push(`<path d="M${left} ${fy - 40}H${x0 + 960}" stroke="#d0d0d0" stroke-width="3"/>`);
  out.push(text(left, fy, `Herausgeber: ${TOWN.administration}`, { size: 28, anchor: 'start', halo: false }));
  out.push(text(left, fy + 42, `${TOWN.address.street}, ${TOWN.address.zip} ${TOWN.name} · Telefon ${TOWN.phone}`, { size: 28, anchor: 'start', halo: false }));
  out.push(
    text(left, fy + 100, 'Stand: November 2026 – Darstellung nicht maßstabsgetreu', { size: 28, weight: 'bold', anchor: 'start', fill: RED, halo: false }),
  );
  return out.join('');
}

/** The complete map as an SVG document. */
export function stadtplanSvg(): string {
  const pois = pointsOfInterest();
  const map = [...mapLayers(), markers(pois), titleBox(), northAndScale()].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" font-family="${FONT}">
${defs()}
<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#ffffff"/>
<g clip-path="url(#mapclip)">
${map}
</g>
${legend(pois)}
<rect x="${FRAME.x}" y="${FRAME.y}" width="${FRAME.w}" height="${FRAME.h}" fill="none" stroke="#555555" stroke-width="5"/>
</svg>
`;
}

/** The map rendered as a baseline sRGB JPEG. */
export async function renderStadtplanJpeg(svg = stadtplanSvg()): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8'), { density: 72, limitInputPixels: false })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 84, chromaSubsampling: '4:2:0', mozjpeg: true, progressive: false })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

/** Practical notes for the legend, taken from the demo content (Rathaus directions, news). */
const NOTES = [
  'Vom Bahnhof zum Rathaus: etwa zehn Minuten zu Fuß über die Bahnhofstraße',
  'Bushaltestelle „Marktplatz“ direkt vor dem Rathaus',
  'Parken: Parkhaus Stadtmitte (Hauptstraße) und Kirchplatz',
  'Radweg Bombach–Hecklingen entlang der K\u00a05130 (2,8\u00a0km)',
];

/** Greedy word wrap by estimated text width. */
function wrapText(s: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of s.split(' ')) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && textWidth(next, size) > maxWidth) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

const ALT_TEXT =
  'Illustrierter Stadtplan von Musterstadt: Kernstadt mit Marktplatz, Rathaus und Mühlbach, die Stadtteile Nordweil im Norden, ' +
  'Bombach im Südosten und Hecklingen im Südwesten, umgeben von Wald. Nummerierte Orte: ';

/**
 * A PDF 1.4 document with one A3 landscape page showing the JPEG full-page. The page is tagged
 * (one Figure with alternative text), the catalog declares the language de-DE.
 */
export function jpegToPdf(jpeg: Buffer, width: number, height: number, title: string, alt: string): Buffer {
  const W = PAGE_WIDTH_PT.toFixed(2);
  const H = PAGE_HEIGHT_PT.toFixed(2);
  const content = Buffer.from(`/Figure <</MCID 0>> BDC\nq\n${W} 0 0 ${H} 0 0 cm\n/Im1 Do\nQ\nEMC\n`, 'latin1');
  // 1 catalog, 2 pages, 3 page, 4 content, 5 image, 6 info, 7 struct tree root, 8 document, 9 figure, 10 parent tree
  const objects: Buffer[] = [
    Buffer.from(
      '<< /Type /Catalog /Pages 2 0 R /Lang (de-DE) /MarkInfo << /Marked true >> /StructTreeRoot 7 0 R /ViewerPreferences << /DisplayDocTitle true >> >>',
      'latin1',
    ),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /XObject << /Im1 5 0 R >> /ProcSet [/PDF /ImageC] >> /Contents 4 0 R /StructParents 0 >>`,
      'latin1',
    ),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
        'latin1',
      ),
      jpeg,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    Buffer.from(
      `<< /Title ${pdfTextString(title)} /Author ${pdfTextString(TOWN.administration)} /Subject ${pdfTextString('Stadtplan mit Kernstadt und den Stadtteilen Bombach, Hecklingen und Nordweil')} /Creator (scripts/stadtplan.ts) /Producer (Musterstadt Stadtplan-Generator) >>`,
      'latin1',
    ),
    Buffer.from('<< /Type /StructTreeRoot /K [8 0 R] /ParentTree 10 0 R /ParentTreeNextKey 1 >>', 'latin1'),
    Buffer.from('<< /Type /StructElem /S /Document /P 7 0 R /K [9 0 R] >>', 'latin1'),
    Buffer.from(`<< /Type /StructElem /S /Figure /P 8 0 R /Pg 3 0 R /K 0 /Alt ${pdfTextString(alt)} >>`, 'latin1'),
    Buffer.from('<< /Nums [0 [9 0 R]] >>', 'latin1'),
  ];
  const id = crypto.createHash('md5').update(jpeg).update(title).digest('hex').toUpperCase();
  return Buffer.concat([pdfFile(objects, `/Root 1 0 R /Info 6 0 R /ID [<${id}> <${id}>]`), Buffer.from('\n', 'latin1')]);
}

/** The finished PDF: map drawn as SVG, rendered to JPEG, embedded full-page on A3 landscape. */
export async function buildStadtplan(): Promise<Buffer> {
  const jpeg = await renderStadtplanJpeg();
  const meta = await sharp(jpeg).metadata();
  if (meta.width !== MAP_WIDTH || meta.height !== MAP_HEIGHT || meta.channels !== 3) {
    throw new Error(`Unerwartetes JPEG: ${meta.width}×${meta.height}, ${meta.channels} Kanäle`);
  }
  const alt =
    ALT_TEXT +
    pointsOfInterest()
      .map((p) => `${p.n} ${p.name} (${p.address})`)
      .join(', ') +
    '.';
  return jpegToPdf(jpeg, MAP_WIDTH, MAP_HEIGHT, `Stadtplan ${TOWN.name}`, alt);
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STADTPLAN_PDF = path.join(ROOT, 'public', 'dokumente', 'stadtplan-musterstadt.pdf');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pdf = await buildStadtplan();
  fs.mkdirSync(path.dirname(STADTPLAN_PDF), { recursive: true });
  fs.writeFileSync(STADTPLAN_PDF, pdf);
  if (process.argv.includes('--preview')) {
    // For checking the drawing: the SVG and the JPEG as embedded, in the temp directory.
    const svg = stadtplanSvg();
    fs.writeFileSync(path.join(os.tmpdir(), 'stadtplan.svg'), svg);
    fs.writeFileSync(path.join(os.tmpdir(), 'stadtplan.jpg'), await renderStadtplanJpeg(svg));
    console.log(`Vorschau: ${path.join(os.tmpdir(), 'stadtplan.jpg')}`);
  }
  console.log(`${path.relative(ROOT, STADTPLAN_PDF)} geschrieben (${(pdf.length / 1024).toFixed(0)} KiB)`);
}
