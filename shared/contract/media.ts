import { z } from 'zod';
import { operation, file } from './operation';
import { pathParam } from './common';

/** Images of the media list: the originals behind `Bild.url` (the Bild schema itself is in common.ts). */

export const mediumFile = operation({
  id: 'getMedium',
  method: 'GET',
  path: '/cms/medien/{key}.jpg',
  tag: 'Dateien',
  summary: 'Original of an image',
  description: 'The original JPEG behind `Bild.url`. The site serves resized variants through `/bild?src=/api/cms/medien/{key}.jpg&w=…`.',
  params: z.object({ key: pathParam.key(/^[a-z0-9-]{1,60}$/, { description: 'Image key.', example: 'hero-stadt' }) }),
  answer: file(['image/jpeg'], 'public'),
  answerDescription: 'The image.',
  errors: { 404: 'Unknown image key (`Bild nicht gefunden`) or its file missing in storage (`Datei nicht gefunden`).' },
});
