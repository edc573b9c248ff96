import type { MedienTables } from './parts/medien/schema';
import type { NachrichtenTables } from './parts/nachrichten/schema';
import type { ArchivTables } from './parts/archiv/schema';
import type { DateienTables } from './parts/dateien/schema';
import type { AmtsblattTables } from './parts/amtsblatt/schema';
import type { SeitenTables } from './parts/seiten/schema';
import type { WetterTables } from './parts/wetter/schema';
import type { IntranetTables } from './parts/intranet/schema';
import type { VerwaltungTables } from './parts/verwaltung/schema';
import type { VeranstaltungenTables } from './parts/veranstaltungen/schema';
import type { RatstermineTables } from './parts/ratstermine/schema';
import type { AbfallTables } from './parts/abfall/schema';
import type { GewerbeTables } from './parts/gewerbe/schema';
import type { BaustellenTables } from './parts/baustellen/schema';
import type { TourismusTables } from './parts/tourismus/schema';

/**
 * Row types of every part, for code that has not moved into a part yet. A part's own code uses its
 * own tables (and those of the parts it builds on).
 */
export interface Database
  extends MedienTables,
    NachrichtenTables,
    ArchivTables,
    DateienTables,
    AmtsblattTables,
    SeitenTables,
    WetterTables,
    IntranetTables,
    VerwaltungTables,
    VeranstaltungenTables,
    RatstermineTables,
    AbfallTables,
    GewerbeTables,
    BaustellenTables,
    TourismusTables {}
