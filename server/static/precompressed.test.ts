import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFolderOnly } from './precompressed';

let dir: string;
let app: express.Express;
/** The addresses the folder's handlers saw. */
const seen: string[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-public-'));
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(path.join(dir, 'images', 'wappen.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dir, 'Pläne'));
  fs.writeFileSync(path.join(dir, 'Pläne', 'plan.txt'), 'Plan');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  app = express();
  app.use(
    publicFolderOnly(dir, [
      (req, _res, next) => {
        seen.push(req.path);
        next();
      },
      express.static(dir, { index: false }),
    ]),
  );
  app.use((req, res) => {
    res.status(404).send(`Seite ${req.path}`);
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('publicFolderOnly', () => {
  it('serves the files below the folder’s top-level entries, encoded names too', async () => {
    expect((await request(app).get('/images/wappen.svg')).status).toBe(200);
    expect((await request(app).get('/manifest.webmanifest')).text).toBe('{}');
    expect((await request(app).get(`/${encodeURIComponent('Pläne')}/plan.txt`)).text).toBe('Plan');
    // A missing file below an entry still falls through to what comes after.
    const missing = await request(app).get('/images/gibt-es-nicht.svg');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Seite /images/gibt-es-nicht.svg');
  });

  it('hands every other address on without looking into the folder', async () => {
    seen.length = 0;
    for (const url of ['/', '/rathaus/buergernachrichten/', '/imagesX/wappen.svg', '/%E0%A4%A', '/..%2fetc/passwd']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
    }
    expect(seen).toEqual([]);
  });
});
