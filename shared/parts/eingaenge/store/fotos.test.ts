import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FOTO_TYP_MESSAGE } from '../formulare/definitions';
import { HEIC_MESSAGE, POLYGLOT_MESSAGE, TOO_LARGE_MESSAGE, reencode } from './fotos';

/**
 * Photos without metadata (issue 28 item 6, ADR 52): phone photos generated with EXIF, a GPS
 * position, XMP and IPTC come out of the re-encoding with none of them, as JPEG, PNG and WebP; files
 * that are two things at once, SVG, pixel floods and HEIC (which this sharp cannot read) are refused
 * with a German message.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-fotos-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const EXIF = {
  IFD0: { Make: 'Telefon', Model: 'Kamera 3000', Copyright: 'Erika Mustermann' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 7/1 1682/100', GPSLongitudeRef: 'E', GPSLongitude: '7/1 51/1 418/100' },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,7.28N" exif:GPSLongitude="7,51.07E"/></rdf:RDF></x:xmpmeta>';

/** An IPTC block (Photoshop APP13) with a by-line and a city, put right after the JPEG's SOI. */
function withIptc(jpeg: Buffer): Buffer {
  const field = (tag: number, text: string) => Buffer.concat([Buffer.from([0x1c, 2, tag, 0, text.length]), Buffer.from(text, 'latin1')]);
  const iptc = Buffer.concat([field(80, 'Erika Mustermann'), field(90, 'Musterstadt')]);
  const resource = Buffer.concat([
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0, 0]),
    Buffer.alloc(4),
    iptc.length % 2 ? Buffer.concat([iptc, Buffer.alloc(1)]) : iptc,
  ]);
  resource.writeUInt32BE(iptc.length, 10);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const app13 = Buffer.concat([Buffer.from([0xff, 0xed, 0, 0]), body]);
  app13.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app13, jpeg.subarray(2)]);
}

const phone = (format: 'jpeg' | 'png' | 'webp') => {
  const img = sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a7' } })
    .withExif(EXIF)
    .withXmp(XMP);
  return (format === 'jpeg' ? img.jpeg() : format === 'png' ? img.png() : img.webp()).toBuffer();
};

let n = 0;
async function run(bytes: Buffer, name: string) {
  n += 1;
  const source = path.join(dir, `in-${n}`);
  const target = path.join(dir, `out-${n}`);
  fs.writeFileSync(source, bytes);
  return { result: await reencode(source, name, target), target };
}

describe('photos lose every metadata', () => {
  it('generated phone photos with EXIF, GPS, XMP and IPTC: none of it is in the stored file, as JPEG, PNG and WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      let bytes: Buffer = await phone(format);
      if (format === 'jpeg') bytes = withIptc(bytes);
      const before = await sharp(bytes).metadata();
      // The generated photo carries what a phone writes (else the test proves nothing).
      expect(before.exif, format).toBeDefined();
      expect(before.exif!.toString('latin1'), format).toContain('Kamera 3000');
      expect(before.xmp, format).toBeDefined();
      if (format === 'jpeg') expect(before.iptc).toBeDefined();

      const { result, target } = await run(bytes, `foto.${format}`);
      expect(result, format).toMatchObject({ mime: `image/${format}` });
      const stored = fs.readFileSync(target);
      const after = await sharp(stored).metadata();
      expect([after.format, after.exif, after.xmp, after.iptc], format).toEqual([format, undefined, undefined, undefined]);
      const raw = stored.toString('latin1');
      for (const trace of ['Kamera 3000', 'Erika Mustermann', 'GPS', 'xmpmeta', 'Photoshop 3.0', 'Musterstadt', 'Exif'])
        expect(raw, `${format}: ${trace}`).not.toContain(trace);
    }
  });

  it('HEIC: read and stripped where this sharp reads it, else refused with a German message', async () => {
    const reads = (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 1)]);
    const { result } = await run(heic, 'IMG_0001.HEIC');
    if (reads) expect(result).not.toHaveProperty('fehler', HEIC_MESSAGE('IMG_0001.HEIC'));
    else expect(result).toEqual({ fehler: HEIC_MESSAGE('IMG_0001.HEIC') });
  });

  it('refuses polyglots, SVG and pixel floods with a German message each; a motion photo’s trailing video is dropped, not refused', async () => {
    const jpeg = await phone('jpeg');
    const html = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await run(html, 'a.jpg')).result).toEqual({ fehler: POLYGLOT_MESSAGE('a.jpg') });
    // A PNG that is also a ZIP archive (its entries after IEND, the end record last).
    const png = await phone('png');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 7), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    expect((await run(Buffer.concat([png, zip]), 'b.png')).result).toEqual({ fehler: POLYGLOT_MESSAGE('b.png') });
    // SVG is no photo.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await run(svg, 'c.svg')).result).toEqual({ fehler: FOTO_TYP_MESSAGE('c.svg') });
    // A PNG whose header claims 60000 × 60000 pixels (3.6 billion) in a few bytes.
    const chunk = (type: string, data: Buffer) => {
      const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const out = Buffer.alloc(12 + data.length);
      out.writeUInt32BE(data.length, 0);
      td.copy(out, 4);
      out.writeUInt32BE(zlib.crc32(td), 8 + data.length);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(60_000, 0);
    ihdr.writeUInt32BE(60_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const flood = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect((await run(flood, 'd.png')).result).toEqual({ fehler: TOO_LARGE_MESSAGE('d.png') });
    // A motion photo: a video after the JPEG's end. Taken; the stored file is the picture alone.
    const motion = Buffer.concat([jpeg, Buffer.from('....ftypmp42'), Buffer.alloc(2000, 3)]);
    const { result, target } = await run(motion, 'e.jpg');
    expect(result).toMatchObject({ mime: 'image/jpeg' });
    expect(fs.readFileSync(target).toString('latin1')).not.toContain('ftypmp42');
  });
});
