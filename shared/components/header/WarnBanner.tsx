import { Link } from '../Link';
import type { Warnhinweis } from '../../contract/warnhinweis';

/**
 * The warning banner above the header of every layout (storm, flood, water supply): shown while a
 * published notice of the editorial desk is valid, and gone by itself when it ends. It cannot be
 * closed, so nobody misses it on the next page; an alert, so screen readers announce it.
 */
export function WarnBanner({ hinweis }: { hinweis: Warnhinweis }) {
  const external = hinweis.link && /^https?:\/\//.test(hinweis.link);
  return (
    <div className="st-warn" role="alert">
      <div className="st-container st-warn__inner">
        <p className="st-warn__text">
          <strong className="st-warn__title">{hinweis.titel}:</strong> {hinweis.text}
          {hinweis.link ? (
            <>
              {' '}
              {external ? (
                <a className="st-warn__link" href={hinweis.link} target="_blank" rel="noopener noreferrer">
                  Mehr erfahren<span className="st-visually-hidden"> zu „{hinweis.titel}“ (öffnet in einem neuen Fenster)</span>
                </a>
              ) : (
                <Link className="st-warn__link" to={hinweis.link}>
                  Mehr erfahren<span className="st-visually-hidden"> zu „{hinweis.titel}“</span>
                </Link>
              )}
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
