import type { ReactNode } from 'react';
import type { LinkItem } from '../../site/sidebar';
import { InfoBox } from './InfoBox';
import { SidebarLink } from './SidebarLink';
import { linkSpeech, SpeakButton } from '../a11y/SpeakButton';

export interface LinkList {
  title: string;
  items: LinkItem[];
}

/**
 * Gäste pages Fasnet, Fasnetvereine and Märkte (spec §2.4): an info text and lists of links
 * (spec §3 link items; external ones open in a new tab), each with its read-aloud option (spec §2.8).
 * All data comes from the page.
 */
export function GaesteInfoBox({ title, text, lists }: { title: string; text: ReactNode; lists: LinkList[] }) {
  return (
    <InfoBox title={title}>
      {typeof text === 'string' ? <p>{text}</p> : text}
      {lists.map((list) => (
        <div className="st-infobox__group" key={list.title}>
          <h3 className="st-infobox__subtitle">{list.title}</h3>
          <ul className="st-infobox__list">
            {list.items.map((item) => (
              <li key={item.link} className="st-infobox__speakable">
                <SidebarLink href={item.link} extern={!item.isintern}>
                  {item.linktext}
                </SidebarLink>
                <SpeakButton text={linkSpeech(item)} name={item.linktext} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </InfoBox>
  );
}
