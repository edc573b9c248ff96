import type { DeskArtDaten } from '../../../shared/desk/kind';
import { sanitizeRichText } from '../sanitize';
import type { Felder, Option } from './kind';

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const many = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : v ? [v] : []);

function validDate(s: string): boolean {
  const d = new Date(`${s.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s.slice(0, 10));
}

/** A date as the desk stores it: 'YYYY-MM-DD' (also from '1.12.2026'), or null when it is none. */
function parseDatum(raw: string): string | null {
  const s = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) {
    const g = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
    if (g) m = ['', g[3]!, g[2]!.padStart(2, '0'), g[1]!.padStart(2, '0')] as unknown as RegExpExecArray;
  }
  if (!m) return null;
  const d = `${m[1]}-${m[2]}-${m[3]}`;
  return validDate(d) ? d : null;
}

/** A time as the desk stores it: 'YYYY-MM-DDTHH:mm' (Berlin), also from '1.12.2026 08:00' or a bare date. */
function parseDatumZeit(raw: string): string | null {
  const s = raw.trim().replace(' ', 'T');
  const iso = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(s);
  if (iso) return validDate(iso[1]!) && Number(iso[2]) < 24 && Number(iso[3]) < 60 ? `${iso[1]}T${iso[2]}:${iso[3]}` : null;
  const de = /^(\d{1,2}\.\d{1,2}\.\d{4})(?:T(\d{1,2}):(\d{2}))?$/.exec(s);
  if (de) {
    const d = parseDatum(de[1]!);
    if (!d) return null;
    const h = Number(de[2] ?? 0);
    const mi = Number(de[3] ?? 0);
    return h < 24 && mi < 60 ? `${d}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}` : null;
  }
  const date = parseDatum(s);
  return date ? `${date}T00:00` : null;
}

/** Plain text of formatted text (is anything left after the allow-list?). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface Checked {
  felder: Felder;
  fehler: Record<string, string>;
}

/**
 * The form's values checked against the kind's fields: trimmed, bounded, dates in the stored form,
 * choices among their options, formatted text through the allow-list. Images (`bild` with `bild_alt`)
 * keep the key of the stored image; the upload itself is the desk's operations'.
 */
export function checkFields(def: DeskArtDaten, input: Felder, optionen: Record<string, Option[]>): Checked {
  const felder: Felder = {};
  const fehler: Record<string, string> = {};
  for (const f of def.felder) {
    const label = f.label;
    switch (f.typ) {
      case 'text':
      case 'textarea': {
        const raw = one(input[f.name]).replace(/\r\n?/g, '\n');
        const v = f.typ === 'text' ? raw.replace(/\s+/g, ' ').trim() : raw.trim();
        felder[f.name] = v;
        if (CONTROL.test(v)) fehler[f.name] = `${label}: Der Text enthält Steuerzeichen, die wir nicht speichern können.`;
        else if (f.max && [...v].length > f.max) fehler[f.name] = `${label} darf höchstens ${f.max.toLocaleString('de-DE')} Zeichen lang sein.`;
        else if (f.pflicht && !v) fehler[f.name] = `Bitte füllen Sie „${label}“ aus.`;
        else if (v && f.muster && !new RegExp(f.muster.regex).test(v)) fehler[f.name] = f.muster.meldung;
        break;
      }
      case 'html': {
        const v = sanitizeRichText(one(input[f.name]));
        felder[f.name] = v;
        if (v.length > 200_000) fehler[f.name] = `${label} ist zu lang.`;
        else if (f.pflicht && !textOf(v)) fehler[f.name] = `Bitte füllen Sie „${label}“ aus.`;
        break;
      }
      case 'datum': {
        const raw = one(input[f.name]).trim();
        const v = raw ? parseDatum(raw) : '';
        felder[f.name] = v ?? raw;
        if (v === null) fehler[f.name] = `${label}: Bitte geben Sie ein Datum an, zum Beispiel 01.12.2026.`;
        else if (f.pflicht && !v) fehler[f.name] = `Bitte geben Sie „${label}“ an.`;
        break;
      }
      case 'datumzeit': {
        const raw = one(input[f.name]).trim();
        const v = raw ? parseDatumZeit(raw) : '';
        felder[f.name] = v ?? raw;
        if (v === null) fehler[f.name] = `${label}: Bitte geben Sie Datum und Uhrzeit an, zum Beispiel 01.12.2026 08:00.`;
        else if (f.pflicht && !v) fehler[f.name] = `Bitte geben Sie „${label}“ an.`;
        break;
      }
      case 'zahl': {
        const v = one(input[f.name]).trim();
        felder[f.name] = v;
        if (v && !/^\d{1,6}$/.test(v)) fehler[f.name] = `${label}: Bitte geben Sie eine ganze Zahl an.`;
        else if (f.pflicht && !v) fehler[f.name] = `Bitte geben Sie „${label}“ an.`;
        break;
      }
      case 'auswahl': {
        const v = one(input[f.name]).trim();
        felder[f.name] = v;
        const choices = f.optionen ?? optionen[f.name] ?? [];
        if (f.pflicht && !v) fehler[f.name] = `Bitte wählen Sie „${label}“ aus.`;
        else if (v && !choices.some((o) => o.wert === v)) fehler[f.name] = `${label}: Bitte wählen Sie einen Eintrag der Liste.`;
        break;
      }
      case 'mehrfach': {
        const v = [
          ...new Set(
            many(input[f.name])
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        ];
        felder[f.name] = v;
        const choices = f.optionen ?? optionen[f.name] ?? [];
        if (f.pflicht && v.length === 0) fehler[f.name] = `Bitte wählen Sie mindestens einen Eintrag bei „${label}“.`;
        else if (v.some((x) => !choices.some((o) => o.wert === x))) fehler[f.name] = `${label}: Bitte wählen Sie nur Einträge der Liste.`;
        break;
      }
      case 'bild': {
        const key = one(input[f.name]).trim();
        const alt = one(input[`${f.name}_alt`]).replace(/\s+/g, ' ').trim();
        const entfernen = one(input[`${f.name}_entfernen`]) === '1';
        felder[f.name] = entfernen || !/^[a-z0-9-]{1,60}$/.test(key) ? '' : key;
        felder[`${f.name}_alt`] = alt;
        if ([...alt].length > 300) fehler[`${f.name}_alt`] = 'Der Alternativtext darf höchstens 300 Zeichen lang sein.';
        else if (CONTROL.test(alt)) fehler[`${f.name}_alt`] = 'Der Alternativtext enthält Steuerzeichen.';
        break;
      }
      case 'pdf': {
        const v = one(input[f.name]).trim();
        felder[f.name] = /^\d{1,9}$/.test(v) ? v : '';
        break;
      }
    }
  }
  // An end before its start would hide the item at once.
  const von = def.von ? one(felder[def.von]) : '';
  const bis = def.bis ? one(felder[def.bis]) : '';
  if (def.bis && von && bis && !fehler[def.bis] && !fehler[def.von] && bis < von.slice(0, bis.length)) {
    fehler[def.bis] = `„${def.felder.find((x) => x.name === def.bis)?.label}“ liegt vor „${def.felder.find((x) => x.name === def.von)?.label}“.`;
  }
  return { felder, fehler };
}

/** After the uploads: a required image or file, and the alt text every image needs. */
export function checkImages(def: DeskArtDaten, felder: Felder, fehler: Record<string, string>): void {
  for (const f of def.felder) {
    if (f.typ === 'pdf' && f.pflicht && !one(felder[f.name]) && !fehler[f.name]) fehler[f.name] = `Bitte wählen Sie die Datei für „${f.label}“ aus.`;
    if (f.typ !== 'bild') continue;
    const key = one(felder[f.name]);
    if (!key && f.pflicht && !fehler[f.name] && !fehler[`${f.name}_alt`]) fehler[f.name] = `Bitte wählen Sie ein Bild für „${f.label}“.`;
    if (key && !one(felder[`${f.name}_alt`]) && !fehler[`${f.name}_alt`]) {
      fehler[`${f.name}_alt`] = 'Bitte beschreiben Sie, was auf dem Bild zu sehen ist (Alternativtext für Menschen, die es nicht sehen).';
    }
  }
}

/** The value of a single field. */
export const value = one;
