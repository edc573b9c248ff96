import { GaesteInfoBox } from '../../components/sidebar/GaesteInfoBox';
import { eventFeedPath } from './event-paths';
import { TOWN } from '../../site/town';

/** Event categories the menu links directly (spec §2.3: 6 Fasnet, 7 Märkte). */
export const FASNET_RUBRIK = 6;
export const MAERKTE_RUBRIK = 7;

/**
 * Spec §2.4: the Gäste markets and Fasnet pages show info text and link lists. The menu's 'Märkte'
 * entry opens the event calendar filtered to markets, so the box stands under the filter there
 * (and likewise for the Fasnet events).
 */
export function EventTopicBox({ rubrikId }: { rubrikId: number | null }) {
  if (rubrikId === MAERKTE_RUBRIK) {
    return (
      <GaesteInfoBox
        title={`Märkte in ${TOWN.name}`}
        text="Wochenmarkt jeden Samstag von 7:30 bis 12:30 Uhr auf dem Marktplatz mit rund 15 Ständen aus der Region. Dazu kommen der Weihnachtsmarkt an den Adventswochenenden, der Ostermarkt und der Frühjahrsmarkt mit verkaufsoffenem Sonntag."
        lists={[
          {
            title: 'Rund um die Märkte',
            items: [
              { link: eventFeedPath(MAERKTE_RUBRIK), linktext: 'Markttermine als Kalender abonnieren', isintern: true },
              { link: '/rathaus/kontakt/', linktext: 'Standplatz anfragen: Marktverwaltung im Rathaus', isintern: true },
              { link: '/gaeste/unterkuenfte/', linktext: `Übernachten in ${TOWN.name}`, isintern: true },
            ],
          },
        ]}
      />
    );
  }
  if (rubrikId === FASNET_RUBRIK) {
    return (
      <GaesteInfoBox
        title="Fasnet 2027"
        text="Die Hohen Tage dauern vom Schmutzigen Donnerstag, 4. Februar, bis zum Fasnetsdienstag, 9. Februar 2027."
        lists={[
          {
            title: `Fasnet in ${TOWN.name}`,
            items: [
              { link: '/gaeste/fasnet/', linktext: 'Brauchtum, Ablauf und Hinweise für Gäste', isintern: true },
              { link: '/gaeste/fasnetvereine/', linktext: 'Die Fasnetvereine und ihre Figuren', isintern: true },
              { link: eventFeedPath(FASNET_RUBRIK), linktext: 'Fasnetstermine als Kalender abonnieren', isintern: true },
            ],
          },
        ]}
      />
    );
  }
  return null;
}
