import type { Part } from './part';
import { medienPart } from '../../shared/parts/medien/store';
import { nachrichtenPart } from '../../shared/parts/nachrichten/store';
import { archivPart } from '../../shared/parts/archiv/store';
import { dateienPart } from '../../shared/parts/dateien/store';
import { amtsblattPart } from '../../shared/parts/amtsblatt/store';
import { seitenPart } from '../../shared/parts/seiten/store';
import { wetterPart } from '../../shared/parts/wetter/store';
import { intranetPart } from '../../shared/parts/intranet/store';
import { verwaltungPart } from '../../shared/parts/verwaltung/store';
import { veranstaltungenPart } from '../../shared/parts/veranstaltungen/store';
import { gremienPart } from '../../shared/parts/gremien/store';
import { ratsterminePart } from '../../shared/parts/ratstermine/store';
import { abfallPart } from '../../shared/parts/abfall/store';
import { gewerbePart } from '../../shared/parts/gewerbe/store';
import { baustellenPart } from '../../shared/parts/baustellen/store';
import { tourismusPart } from '../../shared/parts/tourismus/store';
import { suchePart } from '../../shared/parts/suche/store';
import { eingaengePart } from '../../shared/parts/eingaenge/store';
import { drosselPart } from '../../shared/parts/drossel/store';
import { warnhinweisPart } from '../../shared/parts/warnhinweis/store';
import { redaktionPart } from '../../shared/parts/redaktion/store';
import { einrichtungPart } from '../../shared/parts/einrichtung/store';

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
