import { TOWN, type OpeningDay, type TownImage } from './town';
import type { FooterLink } from './menu-types';

/** What a mini-site's header, footer and contact box show: its facts from the town file, its links from here. */
export interface MiniSite {
  name: string;
  address: { location: string; street: string; zip: string; city: string };
  phone: string;
  email: string;
  hours: OpeningDay[];
  logo: TownImage;
  footer: FooterLink[];
}

const { feuerwehr, grundschule, dreiLinden } = TOWN.miniSites;

/** Fire brigade mini-site (spec §2.2), if the town file has one. */
export const FEUERWEHR = feuerwehr && {
  ...feuerwehr,
  footer: [
    { label: 'Datenschutz', href: '/feuerwehr/gesamtwehr/informatives/fwdatenschutz/' },
    { label: 'Impressum', href: '/feuerwehr/gesamtwehr/informatives/fwimpressum/' },
    { label: 'Kontakt', href: '/feuerwehr/gesamtwehr/informatives/kontakt/' },
  ] satisfies FooterLink[],
  /** The members' area lives in a separate system; its address is a town setting. */
  membersLink: { label: 'Mitgliederbereich', href: feuerwehr.membersArea },
};

export const GRUNDSCHULE = grundschule && {
  ...grundschule,
  aktuelles: '/grundschule/unsere-schule/gs-aktuelles/',
  footer: [
    { label: 'Aktuelles', href: '/grundschule/unsere-schule/gs-aktuelles/' },
    { label: 'Datenschutz', href: '/grundschule/unsere-schule/gs-datenschutz/' },
    { label: 'Impressum', href: '/grundschule/unsere-schule/gs-impressum/' },
  ] satisfies FooterLink[],
};

export const DREI_LINDEN = dreiLinden && {
  ...dreiLinden,
  footer: [
    { label: 'Neuigkeiten', href: '/drei-linden-gs/informatives/neuigkeiten/' },
    { label: 'Kontakt', href: '/drei-linden-gs/informatives/kontakt/' },
    { label: 'Datenschutz', href: '/drei-linden-gs/informatives/gsdatenschutz/' },
    { label: 'Impressum', href: '/drei-linden-gs/informatives/gsimpressum/' },
  ] satisfies FooterLink[],
};
