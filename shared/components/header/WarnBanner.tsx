import { Link } from '../Link';
import type { Warnhinweis } from '../../parts/warnhinweis/contract';
import { isContentLink } from '../../site/links';

/**
 * The warning banner above the header of every layout (storm, flood, water supply): shown while a
 * published notice of the editorial desk is valid, and gone by itself when it ends. It cannot be
 * closed, so nobody misses it on the next page; an alert, so screen readers announce it.
 */
export function WarnBanner({ hinweis }: { hinweis: Warnhinweis }) {
  // A link that is neither a web address nor a path of this site (from an upstream CMS) is not shown.
  const link = isContentLink(hinweis.link) ? hinweis.link : null;
  const external = link && /^https?:\/\//.test(link);
  return (
    <div className="st-warn" role="alert">
      <div className="st-container st-warn__inner">
        <p className="st-warn__text">
          <strong className="st-warn__title">{hinweis.titel}:</strong> {hinweis.text}
          {link ? (
            <>
              {' '}
              {external ? (
                <a className="st-warn__link" href={link} target="_blank" rel="noopener noreferrer">
                  Mehr erfahren<span className="st-visually-hidden"> zu „{hinweis.titel}“ (öffnet in einem neuen Fenster)</span>
                </a>
              ) : (
                <Link className="st-warn__link" to={link}>
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
