import type { SitePart } from './part';
import { nachrichten } from './nachrichten';
import { archiv } from './archiv';
import { amtsblatt } from './amtsblatt';
import { seiten } from './seiten';
import { wetter } from './wetter';
import { intranet } from './intranet';
import { verwaltung } from './verwaltung';
import { veranstaltungen } from './veranstaltungen';
import { gremien } from './gremien';
import { ratstermine } from './ratstermine';
import { abfall } from './abfall';
import { gewerbe } from './gewerbe';
import { baustellen } from './baustellen';
import { tourismus } from './tourismus';
import { suche } from './suche';
import { eingaenge } from './eingaenge';
import { meldungen } from './meldungen';
import { drossel } from './drossel';
import { warnhinweis } from './warnhinweis';
import { redaktion } from './redaktion';
import { einlesen } from './einlesen';
import { einrichtung } from './einrichtung';
import { meinort } from './meinort';
import { benachrichtigungen } from './benachrichtigungen';
import { termine } from './termine';

/**
 * The parts of the site, each once (ADR 34), in the order their schemas build on each other (a part's
 * tables may refer to those of the parts above it). The route table, the embedded CMS's parts, the
 * stylesheet and the OpenAPI tags derive from this list. Adding a part: its folder, and one line here.
 */
export const parts = [
  nachrichten,
  archiv,
  amtsblatt,
  seiten,
  wetter,
  intranet,
  verwaltung,
  veranstaltungen,
  gremien,
  ratstermine,
  abfall,
  gewerbe,
  baustellen,
  tourismus,
  suche,
  eingaenge,
  meldungen,
  drossel,
  warnhinweis,
  redaktion,
  einlesen,
  einrichtung,
  meinort,
  benachrichtigungen,
  termine,
] as const satisfies readonly SitePart[];
