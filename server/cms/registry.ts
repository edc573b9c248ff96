import type { Part } from './part';
import { medienPart } from './parts/medien';
import { nachrichtenPart } from './parts/nachrichten';
import { archivPart } from './parts/archiv';
import { dateienPart } from './parts/dateien';
import { amtsblattPart } from './parts/amtsblatt';
import { seitenPart } from './parts/seiten';
import { wetterPart } from './parts/wetter';
import { intranetPart } from './parts/intranet';
import { verwaltungPart } from './parts/verwaltung';
import { veranstaltungenPart } from './parts/veranstaltungen';
import { gremienPart } from './parts/gremien';
import { ratsterminePart } from './parts/ratstermine';
import { abfallPart } from './parts/abfall';
import { gewerbePart } from './parts/gewerbe';
import { baustellenPart } from './parts/baustellen';
import { tourismusPart } from './parts/tourismus';
import { suchePart } from './parts/suche';
import { eingaengePart } from './parts/eingaenge';
import { drosselPart } from './parts/drossel';
import { warnhinweisPart } from './parts/warnhinweis';
import { redaktionPart } from './parts/redaktion';
import { einrichtungPart } from './parts/einrichtung';

/**
 * The parts of the embedded CMS, in the order their schemas build on each other (a part's tables may
 * refer to those of the parts above it). Adding a part: its folder below parts/, and one line here.
 */
export const parts: readonly Part[] = [
  medienPart,
  nachrichtenPart,
  archivPart,
  dateienPart,
  amtsblattPart,
  seitenPart,
  wetterPart,
  intranetPart,
  verwaltungPart,
  veranstaltungenPart,
  gremienPart,
  ratsterminePart,
  abfallPart,
  gewerbePart,
  baustellenPart,
  tourismusPart,
  suchePart,
  eingaengePart,
  drosselPart,
  warnhinweisPart,
  redaktionPart,
  einrichtungPart,
];
