import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { asHtml } from '../../format/rich-text';

/**
 * Formatted text (ADR 16). Without JavaScript, and until the editor has loaded, a plain textarea: it
 * takes the same simple HTML (h2 to h4, p, lists, links, strong, em, tables) or plain paragraphs
 * separated by a blank line. With JavaScript the TipTap editor takes its place; it is imported only
 * here, so its code is a chunk of the desk's editor and never part of the public pages. The textarea
 * stays the form's field either way: the editor writes its HTML into it on every change, and the
 * server cleans whatever arrives with its allow-list.
 */
const TipTapEditor = lazy(() => import('./TipTapEditor'));

export interface RichTextFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function RichTextField({ id, name, label, defaultValue, ...aria }: RichTextFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const onReady = useCallback(() => setReady(true), []);
  const onChange = useCallback((html: string) => {
    if (textarea.current) textarea.current.value = html;
  }, []);
  // Read when the editor starts, not when it was asked for: what is typed into the plain field while
  // the editor's code loads goes into the editor, plain paragraphs as paragraphs (ADR 28).
  const initial = useCallback(() => asHtml(textarea.current?.value ?? defaultValue), [defaultValue]);
  const hintId = `${id}-markup`;
  return (
    <div className="st-richtext">
      {enhanced ? (
        <Suspense fallback={null}>
          <TipTapEditor
            initial={initial}
            label={label}
            describedBy={aria['aria-describedby']}
            invalid={aria['aria-invalid'] === true}
            onReady={onReady}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        rows={14}
        defaultValue={defaultValue}
        hidden={ready}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[aria['aria-describedby'], ready ? '' : hintId].filter(Boolean).join(' ') || undefined}
      />
      {ready ? null : (
        <p className="st-form__hint" id={hintId}>
          Absätze trennen Sie durch eine Leerzeile. Für Überschriften, Listen, Links und Tabellen können Sie einfaches HTML schreiben, zum Beispiel{' '}
          <code>&lt;h2&gt;Überschrift&lt;/h2&gt;</code>, <code>&lt;ul&gt;&lt;li&gt;Punkt&lt;/li&gt;&lt;/ul&gt;</code> oder{' '}
          <code>&lt;a href="/rathaus/"&gt;Link&lt;/a&gt;</code>.
        </p>
      )}
    </div>
  );
}
