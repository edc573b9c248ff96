import type { Dokument } from '../../../contract/common';
import type { Formular } from '../contract';

/** A form of the CMS as a download of the shared DownloadList (file type and size, spec §9). */
export function formAsDownload(f: Formular, extra?: string): Dokument {
  return {
    id: f.id,
    datei: f.datei.datei,
    link: f.datei.link,
    downloadtext: f.titel,
    beschreibung: [f.beschreibung, extra].filter(Boolean).join(' ') || null,
    einstufung: null,
    stand: null,
    groesse: f.datei.groesse,
    mime: f.datei.mime,
  };
}
