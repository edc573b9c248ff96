import { TOWN, type OpeningDay } from './town';
import type { FooterLink } from './menus';

/** What a mini-site's header, footer and contact box show. */
export interface MiniSite {
  name: string;
  address: { location: string; street: string; zip: string; city: string };
  phone: string;
  email: string;
  hours: OpeningDay[];
  footer: FooterLink[];
}

/** Fire brigade mini-site (spec §2.2). */
export const FEUERWEHR = {
  name: 'Freiwillige Feuerwehr Musterstadt',
  address: { location: 'Feuerwehrhaus Musterstadt', street: 'Am Gerätehaus 4', zip: '79999', city: 'Musterstadt' },
  phone: '+49 7641 123-300',
  email: 'feuerwehr@musterstadt.de',
  /** Spec §9: youth practice. */
  hours: [
    { day: 'Mittwoch', slots: [{ from: '18:30', to: '20:00' }], note: 'Jugendfeuerwehr, Abteilung Musterstadt, wöchentlich' },
    { day: 'Montag', slots: [{ from: '18:30', to: '20:00' }], note: 'Jugendfeuerwehr Bombach, alle zwei Wochen' },
    { day: 'Dienstag', slots: [{ from: '18:30', to: '20:00' }], note: 'Jugendfeuerwehr Hecklingen, alle zwei Wochen' },
    { day: 'Donnerstag', slots: [{ from: '18:30', to: '20:00' }], note: 'Jugendfeuerwehr Nordweil, alle zwei Wochen' },
  ] satisfies OpeningDay[],
  footer: [
    { label: 'Datenschutz', href: '/feuerwehr/gesamtwehr/informatives/fwdatenschutz/' },
    { label: 'Impressum', href: '/feuerwehr/gesamtwehr/informatives/fwimpressum/' },
    { label: 'Kontakt', href: '/feuerwehr/gesamtwehr/informatives/kontakt/' },
  ] satisfies FooterLink[],
  /** The members' area lives in a separate system; its address is a town setting. */
  membersLink: { label: 'Mitgliederbereich', href: TOWN.feuerwehrMembersArea },
};

export const GRUNDSCHULE = {
  name: 'Grundschule Musterstadt',
  address: { location: 'Grundschule Musterstadt', street: 'Schulstraße 12', zip: '79999', city: 'Musterstadt' },
  phone: '+49 7641 123-400',
  email: 'sekretariat@gs-musterstadt.de',
  hours: [
    { day: 'Montag bis Donnerstag', slots: [{ from: '07:30', to: '12:30' }] },
    { day: 'Freitag', slots: [{ from: '07:30', to: '11:30' }] },
  ] satisfies OpeningDay[],
  aktuelles: '/grundschule/unsere-schule/gs-aktuelles/',
  footer: [
    { label: 'Aktuelles', href: '/grundschule/unsere-schule/gs-aktuelles/' },
    { label: 'Datenschutz', href: '/grundschule/unsere-schule/gs-datenschutz/' },
    { label: 'Impressum', href: '/grundschule/unsere-schule/gs-impressum/' },
  ] satisfies FooterLink[],
};

export const DREI_LINDEN = {
  name: 'Drei-Linden-Grundschule Hecklingen',
  address: { location: 'Drei-Linden-Grundschule', street: 'Lindenplatz 3', zip: '79999', city: 'Musterstadt-Hecklingen' },
  phone: '+49 7641 123-450',
  email: 'sekretariat@drei-linden-gs.de',
  hours: [
    { day: 'Montag bis Freitag', slots: [{ from: '07:45', to: '12:15' }] },
    { day: 'Dienstag und Donnerstag', slots: [{ from: '13:30', to: '15:30' }], note: 'Nachmittagsbetreuung' },
  ] satisfies OpeningDay[],
  footer: [
    { label: 'Neuigkeiten', href: '/drei-linden-gs/informatives/neuigkeiten/' },
    { label: 'Kontakt', href: '/drei-linden-gs/informatives/kontakt/' },
    { label: 'Datenschutz', href: '/drei-linden-gs/informatives/gsdatenschutz/' },
    { label: 'Impressum', href: '/drei-linden-gs/informatives/gsimpressum/' },
  ] satisfies FooterLink[],
};
