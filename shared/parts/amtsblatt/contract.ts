import { z } from 'zod';
import { operation, json, q } from '../../contract/operation';
import { ListMeta } from '../../contract/common';
import { seiteQuery } from '../../contract/paging';

/** The weekly official gazette (Amtsblatt): its issues with their PDFs. */

export const AmtsblattDatei = z
  .object({
    link: z.string().regex(/^\/api\/cms\/dateien\/\d{1,9}\/[^/]{1,200}$/),
    datei: z.string().min(1),
    groesse: z.number().int().min(0),
  })
  .meta({ id: 'AmtsblattDatei', description: 'The PDF of one gazette issue.' });
export type AmtsblattDatei = z.infer<typeof AmtsblattDatei>;

export const Amtsblatt = z
  .object({
    id: z.number().int().min(1),
    jahr: z.number().int().min(1000).max(9999),
    ausgabe: z.number().int().min(1).describe('Issue number within the year.'),
    datum: z.iso.date(),
    themen: z.array(z.string()).describe('Headlines of the issue.'),
    datei: AmtsblattDatei.nullable(),
  })
  .meta({ id: 'Amtsblatt', description: 'One issue (Ausgabe) of the official gazette (Amtsblatt), published on Fridays.' });
export type Amtsblatt = z.infer<typeof Amtsblatt>;

const AmtsblattListResponse = z.object({ data: z.array(Amtsblatt), meta: ListMeta }).meta({ id: 'AmtsblattListResponse' });

export const amtsblattList = operation({
  id: 'listAmtsblatt',
  method: 'GET',
  path: '/cms/amtsblatt',
  tag: 'Amtsblatt',
  summary: 'Issues of the official gazette',
  description: 'Gazette issues, newest first, with paging.',
  query: z.object({
    seite: seiteQuery(),
    pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 100 }, { description: 'Page size. Not a whole number or outside 1..100: 400.' }),
    jahr: q.int('jahr', { min: 0, max: 9999 }, { description: 'Only issues of this year; 0 or absent: all years. Not a number or outside 0..9999: 400.' }),
  }),
  answer: json(AmtsblattListResponse),
  answerDescription: 'A page of issues.',
});
