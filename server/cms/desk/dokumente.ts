import { toDokument } from '../../../shared/parts/dateien/store/dokument';
import type { DeskDokument } from './kind';

/** A download of an item as the desk lists it. */
export function toDeskDokument(d: Parameters<typeof toDokument>[0]): DeskDokument {
  const doc = toDokument(d);
  return {
    id: doc.id,
    datei: doc.datei,
    downloadtext: doc.downloadtext,
    beschreibung: doc.beschreibung,
    einstufung: doc.einstufung,
    groesse: doc.groesse,
    link: doc.link,
  };
}
