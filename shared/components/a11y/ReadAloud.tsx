import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '../icons/Icon';
import { hasReadAloud, openReadAloudService, READ_ALOUD_SERVICE } from '../../site/read-aloud';

type Speech = typeof import('./speech');

/**
 * Spec §2.8: the 'Vorlesen' button at the top of the main content, on every page but the intranet.
 * It reads #inhalt with the browser's speech synthesis in German, or opens the configured external
 * service (shared/site/read-aloud.ts). It needs JavaScript and speech synthesis: the server renders
 * it, the stylesheet shows it only where scripts run and the entry has not found the browser without
 * speech (html[data-no-speech], client/entry.tsx), so it is there from the first paint, before its
 * island's script, which comes at a person's first interaction (ADR 70; a click before that is
 * repeated once it has hydrated). The reading code loads on the first click.
 */
export function ReadAloud() {
  const { pathname } = useLocation();
  // True on the server and while hydrating (the server's HTML has the button), then the browser's answer.
  const [available, setAvailable] = useState(true);
  const [reading, setReading] = useState(false);
  const speech = useRef<Speech | null>(null);

  useEffect(() => setAvailable(!!READ_ALOUD_SERVICE || 'speechSynthesis' in window), []);
  // Stops on route change and unmount.
  useEffect(
    () => () => {
      speech.current?.stopReading();
      setReading(false);
    },
    [pathname],
  );

  if (!hasReadAloud(pathname)) return null;

  const onClick = async () => {
    if (openReadAloudService(location.href)) return;
    try {
      speech.current ??= await import('./speech');
    } catch {
      // Offline or a new deployment: the button simply does nothing this time.
      return;
    }
    if (reading) {
      speech.current.stopReading();
      setReading(false);
    } else {
      const root = document.getElementById('inhalt');
      if (root) setReading(speech.current.readAloud(root, () => setReading(false)));
    }
  };

  return (
    <div className="st-readaloud">
      <div className="st-container">
        {available ? (
          <button type="button" className={`st-readaloud__button${READ_ALOUD_SERVICE ? ' st-readaloud__button--service' : ''}`} onClick={onClick}>
            <Icon name={reading ? 'pause' : 'volume-2'} size={18} />
            {reading ? 'Vorlesen beenden' : 'Vorlesen'}
            {READ_ALOUD_SERVICE ? (
              <span className="st-visually-hidden"> (öffnet {READ_ALOUD_SERVICE.name ?? 'einen Vorlesedienst'} in einem neuen Fenster)</span>
            ) : null}
          </button>
        ) : null}
      </div>
    </div>
  );
}
