import { useEffect, useRef, useState } from 'react';
import { island } from '../../../app/island';
import { captureTypedValues, stopCapturingTypedValues } from '../../../components/forms/typed-values';
import type { FormularData } from './types';

/**
 * A citizen form's page hydrates its form when a person turns to it (issue 31, ADR 71): the form is
 * the server's HTML, complete and working as it is without JavaScript (a plain POST, the server
 * checks), and nothing in it acts on its own. Its code (the form engine, the definitions, the map
 * picker, the dates of the reports nearby, the proof of work's solver) loads when the pointer moves
 * over it, a finger touches it or focus enters it, and React then hydrates it; the page's first load
 * carries none of it.
 *
 * - What is typed before that stays: the fields' states are noted at every input until the form has
 *   hydrated (typed-values.ts, as the entry does until the page is hydrated), and ActionForm takes
 *   them as the form's state (ADR 28).
 * - A send before the form has hydrated (possible only in the moment its code is on its way) waits
 *   for it and is then sent by the form's script (its checks, its offline handling); if the code
 *   cannot be loaded, the browser sends it as without JavaScript.
 * - A form that comes back from the server (errors, a message, photos kept, a confirmation asked
 *   for) or has a copy of a failed send in the tab hydrates at once: its first invalid field gets the
 *   focus, the copy is brought back (spec §5, ADR 28).
 *
 * The waiting is island.tsx's "when seen" with an element that is never seen: the wrapper around the
 * form has `display: contents` (styles.css), so it has no box an IntersectionObserver could report,
 * and island.tsx wakes it when the pointer goes over the form, a finger touches it, focus enters it
 * or a key is pressed in it. A send wakes it by a focus event aimed at the wrapper. A navigation loads it like every waiting
 * island (wakeIslands), and after the first page it loads at once.
 */

const WAITING = 'data-formular-wartet';
/** A selector that finds no element: the island loads at once. */
const AT_ONCE = '#st-formular-sofort';

interface Props {
  data: FormularData;
  /** Called once the form has hydrated. */
  onReady: () => void;
}

/** The form comes back from the server, or the tab holds a copy of a failed send of this page. */
function hydrateAtOnce(data: FormularData): boolean {
  if (Object.keys(data.errors).length || data.message || data.bestaetigen || data.fotos.length) return true;
  try {
    const prefix = `st-formular:${location.pathname}|`;
    return Object.keys(sessionStorage).some((k) => k.startsWith(prefix));
  } catch {
    return false;
  }
}

let loadFailed = false;

const Form = island<Props>(
  () =>
    import('./FormularHydrated').then(
      (m) => m.FormularHydrated,
      (error: unknown) => {
        loadFailed = true;
        throw error;
      },
    ),
  { visible: ({ data }) => (hydrateAtOnce(data) ? AT_ONCE : `[${WAITING}="${data.art}"]`) },
);

/** The citizen form of `data.art` (definitions.ts), hydrated when a person turns to it. */
export function FormularIsland({ data }: { data: FormularData }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const readyNow = useRef(false);
  const onReady = useRef(() => {
    readyNow.current = true;
    setReady(true);
  }).current;

  useEffect(() => {
    const el = box.current;
    const form = el?.querySelector('form');
    if (!el || !form || readyNow.current) return;
    // Listened to on the document, before React's own listeners: an event inside a boundary React has
    // not hydrated yet goes no further than React's root (React stops it), so no listener on the form
    // would hear it.
    const inForm = (e: Event) => e.target instanceof Node && e.target !== el && el.contains(e.target);
    /** Wakes the island once (a send before it woke): a focus event aimed at the wrapper, which island.tsx hears. */
    let woken = false;
    const wakeIsland = () => {
      if (woken) return;
      woken = true;
      el.dispatchEvent(new FocusEvent('focusin'));
    };
    // The entry stops noting typed values once the page is hydrated; until the form is, this does.
    const note = (e: Event) => {
      if (!readyNow.current && inForm(e)) captureTypedValues(form);
    };
    let passing = false;
    const hold = (e: SubmitEvent) => {
      if (e.target !== form || readyNow.current || loadFailed || passing) return;
      e.preventDefault();
      const submitter = e.submitter instanceof HTMLElement ? e.submitter : null;
      wakeIsland();
      const started = Date.now();
      const send = () => {
        if (!readyNow.current && !loadFailed && Date.now() - started < 30_000) return void setTimeout(send, 50);
        passing = true;
        form.requestSubmit(submitter);
        passing = false;
      };
      send();
    };
    const listeners: [string, (e: Event) => void][] = [
      ['input', note],
      ['change', note],
      ['submit', hold as (e: Event) => void],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, []);

  useEffect(() => {
    // Hydrated after the page was: nothing is left to note.
    if (ready && document.documentElement.dataset.hydrated === 'true') stopCapturingTypedValues();
  }, [ready]);

  return (
    <div ref={box} className="st-formular" {...{ [WAITING]: data.art }} data-bereit={ready ? '' : undefined}>
      <Form data={data} onReady={onReady} />
    </div>
  );
}
