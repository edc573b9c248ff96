import type { MedienTables } from './media/schema';
import type { NachrichtenTables } from '../../shared/parts/nachrichten/store/schema';
import type { ArchivTables } from '../../shared/parts/archiv/store/schema';
import type { DateienTables } from './files/schema';
import type { AmtsblattTables } from '../../shared/parts/amtsblatt/store/schema';
import type { SeitenTables } from '../../shared/parts/seiten/store/schema';
import type { WetterTables } from '../../shared/parts/wetter/store/schema';
import type { IntranetTables } from '../../shared/parts/intranet/store/schema';
import type { VerwaltungTables } from '../../shared/parts/verwaltung/store/schema';
import type { VeranstaltungenTables } from '../../shared/parts/veranstaltungen/store/schema';
import type { RatstermineTables } from '../../shared/parts/ratstermine/store/schema';
import type { AbfallTables } from '../../shared/parts/abfall/store/schema';
import type { GewerbeTables } from '../../shared/parts/gewerbe/store/schema';
import type { BaustellenTables } from '../../shared/parts/baustellen/store/schema';
import type { TourismusTables } from '../../shared/parts/tourismus/store/schema';

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
