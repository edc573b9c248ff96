import { HELP_ID, HELP_TITLE_ID } from './access-keys';
import { ACCESS_KEYS } from './access-key-list';

const Plus = () => <> + </>;

/**
 * The text of the keyboard help panel (spec §2.8): the access keys, how each browser triggers them,
 * and how to move around and zoom with the keyboard. Static: the server renders it to HTML once
 * (with AccessKeysMarkup, in access-keys.server.tsx), so this text never reaches the client bundle.
 */
/** Which of the pages the help points to have content (an empty site has neither yet). */
export interface HelpLinks {
  seitenbedienung: boolean;
  barrierefreiheit: boolean;
}

export function KeyboardHelpContent({ links }: { links: HelpLinks }) {
  return (
    <>
      <h2 className="st-help__title" id={HELP_TITLE_ID}>
        Tastaturbedienung
      </h2>
      <p>
        Alle Seiten lassen sich vollständig mit der Tastatur bedienen. Mit den Zugriffstasten 1 bis 8 springen Sie von jeder Seite aus direkt zu wichtigen
        Bereichen.
      </p>
      <div className="st-help__grid">
        <section aria-labelledby={`${HELP_ID}-tasten`}>
          <h3 id={`${HELP_ID}-tasten`}>Zugriffstasten</h3>
          <table className="st-help__table">
            <thead>
              <tr>
                <th scope="col">Taste</th>
                <th scope="col">springt zu</th>
              </tr>
            </thead>
            <tbody>
              {ACCESS_KEYS.map((k) => (
                <tr key={k.key}>
                  <td>
                    <kbd>{k.key}</kbd>
                  </td>
                  <td>{k.key === '1' ? 'Hilfe (diese Erklärung)' : k.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby={`${HELP_ID}-browser`}>
          <h3 id={`${HELP_ID}-browser`}>Zugriffstasten auslösen</h3>
          <dl className="st-help__list">
            <dt>Windows und Linux: Chrome, Edge</dt>
            <dd>
              <kbd>Alt</kbd>
              <Plus />
              <kbd>Ziffer</kbd>
            </dd>
            <dt>Windows und Linux: Firefox</dt>
            <dd>
              <kbd>Alt</kbd>
              <Plus />
              <kbd>Umschalt</kbd>
              <Plus />
              <kbd>Ziffer</kbd>
            </dd>
            <dt>macOS: Safari, Chrome, Firefox, Edge</dt>
            <dd>
              <kbd>Control</kbd>
              <Plus />
              <kbd>Option</kbd>
              <Plus />
              <kbd>Ziffer</kbd>
            </dd>
          </dl>
          <p>
            Beispiel: <kbd>Alt</kbd>
            <Plus />
            <kbd>4</kbd> führt in Chrome unter Windows direkt zum Inhalt der Seite.
          </p>
        </section>
        <section aria-labelledby={`${HELP_ID}-bewegen`}>
          <h3 id={`${HELP_ID}-bewegen`}>Mit der Tastatur bewegen</h3>
          <dl className="st-help__list">
            <dt>
              <kbd>Tab</kbd>
            </dt>
            <dd>zum nächsten Link, Schalter oder Eingabefeld</dd>
            <dt>
              <kbd>Umschalt</kbd>
              <Plus />
              <kbd>Tab</kbd>
            </dt>
            <dd>zurück zum vorherigen Element</dd>
            <dt>Pfeiltasten</dt>
            <dd>die Seite scrollen; in Auswahllisten den nächsten Eintrag wählen</dd>
            <dt>
              <kbd>Enter</kbd>
            </dt>
            <dd>Link öffnen, Schalter auslösen, Formular absenden</dd>
            <dt>
              <kbd>Leertaste</kbd>
            </dt>
            <dd>Schalter und Kontrollkästchen auslösen, die Seite weiterblättern</dd>
            <dt>
              <kbd>Esc</kbd>
            </dt>
            <dd>geöffnete Menüs und diese Hilfe schließen</dd>
          </dl>
        </section>
        <section aria-labelledby={`${HELP_ID}-zoom`}>
          <h3 id={`${HELP_ID}-zoom`}>Ansicht vergrößern</h3>
          <dl className="st-help__list">
            <dt>
              <kbd>Strg</kbd>
              <Plus />
              <kbd>Plus</kbd>
            </dt>
            <dd>vergrößern</dd>
            <dt>
              <kbd>Strg</kbd>
              <Plus />
              <kbd>Minus</kbd>
            </dt>
            <dd>verkleinern</dd>
            <dt>
              <kbd>Strg</kbd>
              <Plus />
              <kbd>0</kbd>
            </dt>
            <dd>zurück zur normalen Größe</dd>
          </dl>
          <p>
            Auf dem Mac nehmen Sie <kbd>Cmd</kbd> statt <kbd>Strg</kbd>.
          </p>
        </section>
      </div>
      {links.seitenbedienung || links.barrierefreiheit ? (
        <p>
          Mehr dazu: {links.seitenbedienung ? <a href="/rathaus/seitenbedienung/">Hinweise zur Seitenbedienung</a> : null}
          {links.seitenbedienung && links.barrierefreiheit ? ' und ' : null}
          {links.barrierefreiheit ? <a href="/rathaus/barrierefreiheit/">Erklärung zur Barrierefreiheit</a> : null}.
        </p>
      ) : null}
    </>
  );
}
