import { z } from 'zod';
import { operation, json, documented } from '../../contract/operation';
import { Bild, pathParam, html } from '../../contract/common';

/** Editorial pages by path, and the hero sliders of the sections. */

const PFAD = /^\/(?:.*\/)?$/;

export const Seite = z
  .object({
    pfad: z.string().regex(PFAD).describe("Normalised path with trailing slash, e.g. '/rathaus/'."),
    titel: z.string().min(1),
    beschreibung: z.string().describe('Meta description; may be empty.'),
    inhalt: html('Content (Inhalt) as HTML.'),
    geaendert: z.iso.datetime({ offset: true }),
    unterseiten: z
      .array(z.object({ pfad: z.string().regex(PFAD), titel: z.string().min(1), beschreibung: z.string() }))
      .describe('Pages one level below this one (their path has exactly one more segment), in German alphabetical order of the title.'),
    oberseite: z.xor([z.null(), z.object({ pfad: z.string().regex(PFAD), titel: z.string().min(1) })]).describe('The page one level above, if there is one.'),
  })
  .meta({ id: 'Seite', description: 'An editorial content page (Seite).' });
export type Seite = z.infer<typeof Seite>;

export const HeroSlide = z
  .object({
    bild: Bild,
    titel: z.string(),
    link: z.string().nullable().describe('Site path the slide links to, or null.'),
  })
  .meta({ id: 'HeroSlide', description: 'One slide of a section hero slider (the site shows at most the first 5).' });
export type HeroSlide = z.infer<typeof HeroSlide>;

const SeiteResponse = z.object({ data: Seite }).meta({ id: 'SeiteResponse' });
const HeroResponse = z.object({ data: z.array(HeroSlide) }).meta({ id: 'HeroResponse' });

const PFAD_MESSAGE = 'Parameter pfad fehlt oder ist ungültig.';

export const seiteDetail = operation({
  id: 'getSeite',
  method: 'GET',
  path: '/cms/seite',
  tag: 'Seiten',
  summary: 'Editorial page by path',
  query: z.object({
    pfad: documented<string, string>(
      z.string({ error: PFAD_MESSAGE }).max(300, PFAD_MESSAGE).regex(/^\//, PFAD_MESSAGE),
      { type: 'string', pattern: '^/', maxLength: 300 },
      false,
      {
        description:
          "Site path starting with '/', at most 300 characters; a missing trailing slash is added ('/rathaus' = '/rathaus/'). A path whose last segment ends in `_{id}` also finds the page with that id in the same folder when the text before the id differs (a renamed page); compare the answer's `pfad` to redirect to the current address.",
        example: '/rathaus/',
      },
    ),
  }),
  answer: json(SeiteResponse),
  answerDescription: 'The page.',
  errors: { 400: '`pfad` missing, not starting with `/` or too long.', 404: 'No page at this path (`Nicht gefunden`).' },
});

export const heroList = operation({
  id: 'listHero',
  method: 'GET',
  path: '/cms/hero/{bereich}',
  tag: 'Seiten',
  summary: 'Hero slider images of a section',
  description: 'Slides of a section (Bereich) in display order. An unknown section answers an empty list, not 404.',
  params: z.object({
    bereich: pathParam.key(/^[a-z0-9-]{1,40}$/, { description: "Section, e.g. 'start' (home page), 'rathaus', 'feuerwehr'.", example: 'start' }),
  }),
  answer: json(HeroResponse),
  answerDescription: 'The slides (possibly none).',
});
