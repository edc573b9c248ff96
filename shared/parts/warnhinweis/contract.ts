import { z } from 'zod';
import { json, operation } from '../../contract/operation';

/** The header's warning banner (Warnhinweis): an urgent notice shown on every page while it is valid. */

export const Warnhinweis = z
  .object({
    id: z.number().int().min(1),
    titel: z.string().min(1).describe("Short heading, e.g. 'Unwetterwarnung'."),
    text: z.string().min(1).describe('Plain text: what is happening and what to do.'),
    link: z.string().nullable().describe('Optional address with more information (site-relative or https).'),
    gueltig_bis: z.string().describe('End of validity, Europe/Berlin wall clock (YYYY-MM-DDTHH:mm).'),
  })
  .meta({ id: 'Warnhinweis', description: 'An urgent notice for the header of every page (flood, storm, water supply).' });
export type Warnhinweis = z.infer<typeof Warnhinweis>;

export const warnhinweisAktuell = operation({
  id: 'getWarnhinweis',
  method: 'GET',
  path: '/cms/warnhinweis',
  tag: 'Warnhinweis',
  summary: 'The warning banner valid now',
  description:
    'The published warning that is valid now (its start has come, its end has not passed, Europe/Berlin), the newest first if several are; `data: null` when there is none. The site shows it at the top of every page of every layout.',
  answer: json(z.object({ data: Warnhinweis.nullable() }).meta({ id: 'WarnhinweisResponse' })),
  answerDescription: 'The banner, or null.',
  maxAge: 30,
});
