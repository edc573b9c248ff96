import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '../icons/Icon';
import { fileformat, formatFileSize } from '../../format/text';

type Speech = typeof import('./speech');

/** A text as a sentence: with a full stop unless it ends in one already (or ! or ?). */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What is read of a download (spec §2.8, §3 download item): its text, description and file type. */
export function downloadSpeech(d: { downloadtext: string; beschreibung?: string | null; datei: string; groesse?: number }): string {
  const type = fileformat(d.datei);
  const size = d.groesse ? formatFileSize(d.groesse) : '';
  return [
    `Download: ${d.downloadtext}.`,
    d.beschreibung ? sentence(d.beschreibung) : '',
    type ? `Dateityp ${type}${size ? `, ${size}` : ''}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What is read of a link (spec §3 link item): its text, and where it leads. */
export function linkSpeech(l: { linktext: string; isintern: boolean }): string {
  return `Link: ${l.linktext}. ${l.isintern ? 'Eine Seite dieser Website.' : 'Eine andere Website, sie öffnet in einem neuen Fenster.'}`;
}

/**
 * The read-aloud option of a download or a link (spec §2.8): a button after the item that reads
 * `text` with the browser's speech synthesis, in German. Like the page's 'Vorlesen' button it appears
 * only where the browser can speak (after mounting, so server HTML and first render agree; its room is
 * kept from the start, a11y.css), not on intranet pages; it is a plain button (Enter, Space) that keeps
 * the focus and switches between 'Vorlesen' and 'Vorlesen beenden'. Starting it ends any other
 * reading; it stops on navigation. The reading code loads on the first click.
 */
export function SpeakButton({ text, name }: { text: string; name: string }) {
  const { pathname } = useLocation();
  const [available, setAvailable] = useState(false);
  const [reading, setReading] = useState(false);
  const speech = useRef<Speech | null>(null);
  const readingNow = useRef(false);
  readingNow.current = reading;

  useEffect(() => setAvailable('speechSynthesis' in window), []);
  // Its own reading stops on route change and unmount (another one started since is left alone).
  useEffect(
    () => () => {
      if (readingNow.current) speech.current?.stopReading();
    },
    [pathname],
  );

  const onClick = async () => {
    try {
      speech.current ??= await import('./speech');
    } catch {
      // Offline or a new deployment: the button does nothing this time.
      return;
    }
    if (reading) {
      speech.current.stopReading();
      setReading(false);
    } else {
      setReading(speech.current.readText(text, () => setReading(false)));
    }
  };

  return (
    <span className="st-speak">
      {/* Not on intranet pages, like the page's button (hasReadAloud in site/read-aloud.ts, not imported:
          that would split the tiny module off the first-load code into a file of its own). */}
      {available && !pathname.startsWith('/intranet') ? (
        <button type="button" className="st-speak__button" onClick={onClick}>
          <Icon name={reading ? 'pause' : 'volume-2'} size={18} />
          <span className="st-visually-hidden">
            {reading ? 'Vorlesen beenden' : 'Vorlesen'}: {name}
          </span>
        </button>
      ) : null}
    </span>
  );
}
