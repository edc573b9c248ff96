import { GaesteInfoBox, type LinkList } from '../../components/sidebar/GaesteInfoBox';
import { FASNET_EVENTS_PATH, FASNET_PATH, FASNETVEREINE_PATH, vereinPath } from './paths';
import { TOWN } from '../../site/town';

/** External pages about the Fasnet as a whole (spec §2.4 „link lists“). */
const EXTERNE_LINKS: LinkList = {
  title: 'Mehr zur Fasnet',
  items: [
    { link: 'https://www.vsan.de/', linktext: 'Vereinigung Schwäbisch-Alemannischer Narrenzünfte', isintern: false },
    { link: 'https://www.narrenschopf.de/', linktext: 'Fasnachtsmuseum Narrenschopf Bad Dürrheim', isintern: false },
  ],
};

/**
 * The Gäste info box of the Fasnet pages (spec §2.4, sidebar kind 'gaeste-info'): the high days as
 * text, then links to the Fasnet events, the clubs and external pages.
 */
export function FasnetSidebar({ topic, vereine }: { topic: 'fasnet' | 'fasnetvereine'; vereine: { id: number; name: string; web?: string | null }[] }) {
  const fasnet: LinkList = {
    title: `Fasnet in ${TOWN.name}`,
    items: [
      { link: FASNET_EVENTS_PATH, linktext: 'Termine der Fasnet im Veranstaltungskalender', isintern: true },
      topic === 'fasnet'
        ? { link: FASNETVEREINE_PATH, linktext: 'Alle Fasnetvereine und ihre Figuren', isintern: true }
        : { link: FASNET_PATH, linktext: 'Brauchtum, Ablauf und Hinweise für Gäste', isintern: true },
    ],
  };
  // On the clubs page the club links lead to their own websites, elsewhere to the club on the clubs page.
  const clubs: LinkList = {
    title: topic === 'fasnet' ? 'Die Vereine' : 'Websites der Vereine',
    items:
      topic === 'fasnet'
        ? vereine.map((v) => ({ link: vereinPath(v.id), linktext: v.name, isintern: true }))
        : vereine.filter((v) => v.web).map((v) => ({ link: v.web!, linktext: v.name, isintern: false })),
  };
  return (
    <GaesteInfoBox
      title="Fasnet 2027"
      text="Die Hohen Tage dauern vom Schmutzigen Donnerstag, 4. Februar, bis zum Fasnetsdienstag, 9. Februar 2027. Am Aschermittwoch ist alles vorbei."
      lists={[fasnet, ...(clubs.items.length ? [clubs] : []), EXTERNE_LINKS]}
    />
  );
}
