import { HELP_ID, HELP_TITLE_ID } from './access-keys';
import { ACCESS_KEYS } from './access-key-list';
import { KeyboardHelpContent, type HelpLinks } from './KeyboardHelpContent';

/**
 * The markup of the shortcut block and the help panel as it works without JavaScript: every entry is
 * a plain link, the help panel an in-page section that CSS shows while it is the :target. Rendered
 * on the server only (access-keys.server.tsx); AccessKeys.tsx enhances it in the browser.
 */
export function AccessKeysMarkup({ links }: { links: HelpLinks }) {
  return (
    <>
      <nav className="st-akeys" aria-labelledby="st-akeys-titel">
        <p className="st-akeys__title" id="st-akeys-titel">
          Tastaturbedienung
        </p>
        <ul className="st-akeys__list">
          {ACCESS_KEYS.map(({ key, label, href }) => (
            <li key={key}>
              <a className="st-akeys__link" href={href} accessKey={key}>
                {key} {label}
              </a>
            </li>
          ))}
        </ul>
        <a className="st-akeys__link st-akeys__mobile" href={`#${HELP_ID}`}>
          Tastaturhilfe
        </a>
      </nav>
      <section className="st-help" id={HELP_ID} tabIndex={-1} aria-labelledby={HELP_TITLE_ID}>
        <div className="st-container st-help__inner">
          <KeyboardHelpContent links={links} />
          {/* Only useful with JavaScript, which shows it. */}
          <button type="button" className="st-button st-button--secondary st-help__close" hidden>
            Hilfe schließen
          </button>
        </div>
      </section>
    </>
  );
}
