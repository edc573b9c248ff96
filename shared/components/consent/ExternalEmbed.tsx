import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ConsentProvider } from './providers';
import { forgetConsent, hasRememberedConsent, rememberConsent } from './consent-storage';

export interface ExternalEmbedProps {
  provider: ConsentProvider;
  /** What the content is, e.g. „Karte des Startpunkts“: heading of the box and title of the frame. */
  title: string;
  /**
   * 'iframe': `src` is the frame's address. 'script': `src` is a script of the provider that renders
   * its content into the box it is inserted in. 'custom': `render` draws the content from the
   * provider's resources at `src` (the map of a form, built from the provider's tiles).
   */
  kind: 'iframe' | 'script' | 'custom';
  /** The content of a 'custom' embed, rendered only after consent. */
  render?: () => ReactNode;
  /** Level of the box's heading (default 2; 3 inside a section). */
  headingLevel?: 2 | 3;
  /** Address of the third-party content; null when the service is not set up (no key or URL). */
  src: string | null;
  /** The same content on the provider's own site (without JavaScript, or without consent). */
  href: string;
  /** Text of that link, e.g. „Karte auf openstreetmap.org öffnen“. */
  linkText: string;
  /** Height of the frame in CSS pixels. */
  height?: number;
}

type State = 'placeholder' | 'loaded';

/**
 * Two-click consent for third-party content. The server renders only a placeholder: no iframe, no
 * script, no image and no preconnect of the provider, so nothing reaches the third party before the
 * visitor decides. It names the provider, what is transferred and links to the provider's privacy
 * policy and to the content on the provider's site (the way without JavaScript). After hydration a
 * button „Inhalt von {Anbieter} laden“ and the checkbox „Entscheidung merken“ appear; only a ticked
 * box stores the choice (consent-storage.ts), and then this provider loads directly on later pages.
 * Without a configured key or URL (`src` null) the box explains that the service is not set up.
 */
export function ExternalEmbed(props: ExternalEmbedProps) {
  // A new address is new content: client-side navigation to the next route must ask again, so
  // the state (consent given once) does not carry over to it.
  return <ConsentBox key={`${props.provider.id}|${props.src ?? ''}`} {...props} />;
}

function ConsentBox({ provider, title, kind, src, href, linkText, height = 400, render, headingLevel = 2 }: ExternalEmbedProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [enhanced, setEnhanced] = useState(false);
  const [state, setState] = useState<State>('placeholder');
  const [remembered, setRemembered] = useState(false);
  const [remember, setRemember] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const focusAfterLoad = useRef(false);
  const id = useId();

  // Runs only in the browser, after hydration: the first client render equals the server HTML.
  useEffect(() => {
    setEnhanced(true);
    if (src && hasRememberedConsent(provider.id)) {
      setRemembered(true);
      setState('loaded');
    }
  }, [provider.id, src]);

  // A script embed: the provider's script is inserted into the box only now, after consent.
  useEffect(() => {
    if (state !== 'loaded' || kind !== 'script' || !src) return;
    const box = contentRef.current?.querySelector<HTMLElement>('[data-embed-target]');
    if (!box) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    box.appendChild(script);
    return () => {
      box.replaceChildren();
    };
  }, [state, kind, src]);

  useEffect(() => {
    if (state === 'loaded' && focusAfterLoad.current) {
      focusAfterLoad.current = false;
      contentRef.current?.focus();
    }
  }, [state]);

  const load = () => {
    if (!src) return;
    if (remember) {
      rememberConsent(provider.id);
      setRemembered(true);
    }
    focusAfterLoad.current = true;
    setState('loaded');
  };

  const revoke = () => {
    forgetConsent(provider.id);
    setRemembered(false);
  };

  const titleId = `${id}-titel`;

  if (!src) {
    return (
      <section className="st-embed st-embed--inactive" aria-labelledby={titleId}>
        <Heading className="st-embed__title" id={titleId}>
          {title}
        </Heading>
        <p>Dieser Dienst von {provider.name} ist auf unserer Website noch nicht eingerichtet. Sie finden das Angebot direkt beim Anbieter:</p>
        <p className="st-embed__link">
          <a href={href} rel="noopener noreferrer" target="_blank">
            {linkText}
            <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
          </a>
        </p>
      </section>
    );
  }

  if (state === 'loaded') {
    return (
      <section className="st-embed st-embed--loaded" aria-labelledby={titleId}>
        <Heading className="st-embed__title" id={titleId}>
          {title}
        </Heading>
        <div className="st-embed__content" ref={contentRef} tabIndex={-1}>
          {kind === 'custom' ? (
            render?.()
          ) : kind === 'iframe' ? (
            <iframe
              className="st-embed__frame"
              src={src}
              title={`${title} (Inhalt von ${provider.name})`}
              style={{ height }}
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
            />
          ) : (
            <div className="st-embed__target" data-embed-target="" style={{ minHeight: height }} />
          )}
        </div>
        <p className="st-embed__meta">
          Inhalt von {provider.name} ·{' '}
          <a href={provider.datenschutz} rel="noopener noreferrer" target="_blank">
            Datenschutzerklärung<span className="st-visually-hidden"> von {provider.name} (öffnet in einem neuen Fenster)</span>
          </a>
          {remembered ? (
            <>
              {' · '}
              <button type="button" className="st-embed__revoke" onClick={revoke}>
                {provider.name} künftig nicht mehr automatisch laden
              </button>
            </>
          ) : null}
        </p>
      </section>
    );
  }

  return (
    <section className="st-embed" aria-labelledby={titleId} data-embed-provider={provider.id}>
      <Heading className="st-embed__title" id={titleId}>
        {title}
      </Heading>
      <p>
        Hier ist ein Inhalt von <strong>{provider.name}</strong> ({provider.betreiber}) eingebunden. Zum Schutz Ihrer Daten wird er erst geladen, wenn Sie es
        möchten. Dabei überträgt Ihr Browser {provider.daten} an {provider.name}. Einzelheiten stehen in der{' '}
        <a href={provider.datenschutz} rel="noopener noreferrer" target="_blank">
          Datenschutzerklärung von {provider.name}
          <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
        </a>
        .
      </p>
      {enhanced ? (
        <div className="st-embed__actions">
          <button type="button" className="st-button st-embed__load" onClick={load}>
            Inhalt von {provider.name} laden
          </button>
          <label className="st-embed__remember">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> Entscheidung merken
            <span className="st-embed__hint"> ({provider.name} wird dann auf allen Seiten direkt geladen)</span>
          </label>
        </div>
      ) : null}
      <p className="st-embed__link">
        <a href={href} rel="noopener noreferrer" target="_blank">
          {linkText}
          <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
        </a>
      </p>
    </section>
  );
}
