/**
 * What of a business self-entry the directory publishes (ADR 15): the business's own details, its
 * categories and its opening hours as short lines. The contact person, the address the private link
 * goes to and the agreement are never part of it. Plain module: the inbox's pages use it too.
 */
import type { GewerbeEintragung } from './contract';
import { mehrfachWerte } from '../eingaenge/formulare/definitions';
import { zeitenZeilen } from '../eingaenge/formulare/oeffnungszeiten';

/** The fields of a self-entry that the directory shows (everything else stays with the town). */
export const OEFFENTLICHE_FELDER = [
  'name',
  'rubriken',
  'spezialisierung',
  'beschreibung',
  'strasse',
  'plz',
  'ort',
  'telefon',
  'fax',
  'email',
  'web',
  'oeffnungszeiten',
  'zeiten_hinweis',
] as const;

export function gewerbeEintragung(schluessel: string, felder: Readonly<Record<string, string>>, logo: GewerbeEintragung['logo']): GewerbeEintragung {
  const hinweis = felder.zeiten_hinweis?.trim();
  return {
    schluessel,
    name: felder.name ?? '',
    spezialisierung: felder.spezialisierung ?? '',
    text: felder.beschreibung ?? '',
    rubriken: mehrfachWerte(felder.rubriken),
    adresse: { location: felder.name ?? '', street: felder.strasse ?? '', zip: felder.plz ?? '', city: felder.ort ?? '' },
    telefon: felder.telefon ?? '',
    fax: felder.fax || null,
    email: felder.email || null,
    web: felder.web || null,
    oeffnungszeiten: [...zeitenZeilen(felder.oeffnungszeiten ?? ''), ...(hinweis ? [hinweis] : [])],
    logo,
  };
}
