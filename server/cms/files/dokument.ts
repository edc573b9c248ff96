import type { Dokument } from '../../../shared/contract/common';
import { fileUrl, internalFileUrl } from './links';

/** The columns of a `dokument` row that its answer shows, plus what it belongs to. */
export const DOKUMENT_COLUMNS = [
  'id',
  'datei',
  'mime',
  'groesse',
  'downloadtext',
  'beschreibung',
  'einstufung',
  'stand',
  'intern',
  'archiv_id',
  'aktuelles_id',
  'sortierung',
] as const;

/** A stored document as the contract shows it: internal ones link to the download with the intranet token. */
export function toDokument(d: {
  id: number;
  datei: string;
  mime: string;
  groesse: number;
  downloadtext: string;
  beschreibung: string | null;
  einstufung: string | null;
  stand: string | null;
  intern: number;
}): Dokument {
  return {
    id: d.id,
    datei: d.datei,
    link: d.intern ? internalFileUrl(d.id) : fileUrl(d.id, d.datei),
    downloadtext: d.downloadtext,
    beschreibung: d.beschreibung,
    einstufung: d.einstufung,
    stand: d.stand,
    groesse: d.groesse,
    mime: d.mime,
  };
}
