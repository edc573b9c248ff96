import { useEffect, useRef, useState } from 'react';

/** How long the message that the connection is back stays. */
const BACK_ONLINE_MS = 6_000;

type Connection = 'online' | 'offline' | 'back';

const MESSAGES: Record<Exclude<Connection, 'online'>, string> = {
  offline: 'Sie sind offline. Bereits besuchte Seiten können Sie weiter lesen; sie sind möglicherweise nicht mehr aktuell.',
  back: 'Sie sind wieder online.',
};

/**
 * Spec §4: the online/offline state is tracked. When the connection drops and when it comes back the
 * visitor is told in German, politely (role="status", so screen readers wait for a pause). The
 * region is in the server HTML from the start, empty, so that what is put into it is announced. The
 * offline message stays until the connection is back or it is closed; the other goes by itself.
 */
export function ConnectionStatus() {
  const [state, setState] = useState<Connection>('online');
  const [closed, setClosed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const offline = () => {
      clearTimeout(timer.current);
      setClosed(false);
      setState('offline');
    };
    const online = () => {
      clearTimeout(timer.current);
      setClosed(false);
      setState('back');
      timer.current = setTimeout(() => setState('online'), BACK_ONLINE_MS);
    };
    if (!navigator.onLine) offline();
    addEventListener('offline', offline);
    addEventListener('online', online);
    return () => {
      clearTimeout(timer.current);
      removeEventListener('offline', offline);
      removeEventListener('online', online);
    };
  }, []);

  const shown = state !== 'online' && !closed;
  return (
    <div className={`st-connection${shown ? ' is-shown' : ''}${state === 'offline' ? ' st-connection--offline' : ''}`}>
      <p className="st-connection__text" role="status">
        {shown ? MESSAGES[state as Exclude<Connection, 'online'>] : null}
      </p>
      {shown && state === 'offline' ? (
        <button type="button" className="st-connection__close" onClick={() => setClosed(true)}>
          Hinweis schließen
        </button>
      ) : null}
    </div>
  );
}
