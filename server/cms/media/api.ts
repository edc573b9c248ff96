import path from 'node:path';
import { mediumFile } from '../../../shared/contract/media';
import { implement, notFound } from '../contract/implement';
import { MEDIA_DIR } from '../seed/dirs';

export const operations = [
  implement(mediumFile, async ({ params }, ctx) => {
    const row = await ctx.db.selectFrom('medium').select(['datei']).where('key', '=', params.key).executeTakeFirst();
    if (!row) return notFound('Bild nicht gefunden');
    // The size is left to the file system: the image is sent as it is stored.
    return { file: { path: path.join(ctx.filesDir, MEDIA_DIR, row.datei), mime: 'image/jpeg', name: row.datei, size: -1 } };
  }),
];
