import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import {
  KARTE_PFAD,
  aufDerKarte,
  begrenzt,
  kartenQuery,
  latLonToPixel,
  pixelToLatLon,
  zoomStufen,
  type Ansicht,
  type KartenQuelle,
  type Punkt,
} from '../../../map/projection';
import { adresseText } from '../../../map/address';
import type { NaechsteStrasse } from '../../../map/streets';
import { parsePosition, positionWert } from './definitions';
import { KARTE_BILD, KARTE_FELD, KARTE_GROSS, KARTE_KLEIN, type KarteData } from './karte';

/** Pixels the mark moves per arrow key (with Shift five times as far). */
const STEP = 8;
/** Below this width the map is lower (phones). */
const SCHMAL = 520;

/** The map's image: the drawn map as SVG, or the town's tiles composed by our server as PNG (ADR 59). */
export const bildAdresse = (q: KartenQuelle, v: Ansicht, pins: readonly (Punkt & { status?: string })[]) =>
  `${KARTE_PFAD}/${q.art === 'kacheln' ? 'kacheln.png' : 'karte.svg'}?${kartenQuery(v, pins)}`;

/** Without JavaScript, while the town's tile server does not answer. */
export const KARTE_AUSFALL =
  'Die Karte ist gerade nicht erreichbar. Bitte geben Sie oben Straße und Hausnummer ein und wählen Sie „Adresse auf der Karte zeigen“, oder beschreiben Sie die Stelle mit eigenen Worten.';

/** 'nahe Hauptstraße 12, Kernstadt' for the nearest street of a point. */
export function strassenText(s: NaechsteStrasse | null): string {
  if (!s) return 'Die markierte Stelle liegt nicht an einer Straße der Karte.';
  return `nahe ${adresseText({ strasse: s.name, ortsteil: s.ortsteil, nummer: s.nummer }, !!s.ortsteil)}${s.abstandM > 15 ? ` (etwa ${s.abstandM} m entfernt)` : ''}`;
}

/**
 * The town map drawn by our server, to mark the place of a damage (ADR 52). Without JavaScript two
 * `<input type="image">` (one sized for phones, one for wide screens; a click's coordinates count in
 * the pixels of the image as shown) send the click's point with the form, which comes back with the
 * pin drawn and the nearest street named; buttons zoom and pan the same way. With JavaScript the same
 * images become one map that pans (drag), zooms (buttons, plus and minus keys) and takes the mark by
 * click or by keyboard (Enter marks the middle, the arrow keys move the mark); the nearest street is
 * announced in the live region. Every image comes from this server; nothing is loaded from elsewhere.
 */
export function StadtKarte({
  id,
  karte,
  value,
  onChange,
  onStrasse,
  quelle = { art: 'stadtplan' },
  mitSkript,
}: {
  id: string;
  karte: KarteData;
  /** The drawn map (default) or the town's own tile server, whose tiles our server composes. */
  quelle?: KartenQuelle;
  /** With JavaScript this instead of the server's image (the tile map in the browser). */
  mitSkript?: ReactNode;
  /** The position field's value ('48.121300,7.851200' or ''). */
  value: string;
  onChange: (position: string) => void;
  /** The nearest street of a new mark, as its address text (for the place field). */
  onStrasse: (text: string) => void;
}) {
  const [js, setJs] = useState(false);
  const [view, setView] = useState<Ansicht>(karte.ansicht);
  const [strasse, setStrasse] = useState<NaechsteStrasse | null>(karte.markiert);
  const [drag, setDrag] = useState<{ x: number; y: number; dx: number; dy: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const pos = parsePosition(value);
  const nearby = karte.naehe.filter((m) => m.lat !== null && m.lon !== null).map((m) => ({ lat: m.lat!, lon: m.lon!, status: m.status }));
  const hintId = `${id}-karte-hinweis`;

  useEffect(() => setJs(true), []);

  // With JavaScript the image is drawn at the size of its box.
  useEffect(() => {
    const el = box.current;
    if (!js || !el) return;
    const measure = () => {
      const breite = Math.max(200, Math.round(el.clientWidth));
      setView((v) => begrenzt(quelle, { ...v, breite, hoehe: breite < SCHMAL ? KARTE_KLEIN.hoehe : KARTE_GROSS.hoehe }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [js]);

  // The nearest street of a mark set here, announced and offered for the place field.
  const announced = useRef(value);
  useEffect(() => {
    // The nearest street comes from /karte/strasse.json: the drawn map's geometry, or a town's streets'
    // courses in the store when it has its own tile server (ADR 59); OpenStreetMap's map has none.
    if (!js || (quelle.art !== 'stadtplan' && quelle.art !== 'kacheln') || value === announced.current) return;
    const before = announced.current;
    announced.current = value;
    // Set once the answer is in: an effect undone before that (another render changed `onStrasse`)
    // leaves the mark unannounced, so the next run asks again instead of taking it as announced.
    let answered = false;
    const p = parsePosition(value);
    if (!p) {
      setStrasse(null);
      return;
    }
    const ask = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${KARTE_PFAD}/strasse.json?lat=${p.lat}&lon=${p.lon}`, { signal: ask.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ strasse: NaechsteStrasse | null }>) : null))
        .then((answer) => {
          answered = true;
          if (!answer) return;
          setStrasse(answer.strasse);
          const s = answer.strasse;
          if (s && s.abstandM <= 100) onStrasse(adresseText({ strasse: s.name, ortsteil: s.ortsteil, nummer: s.nummer }, !!s.ortsteil));
        })
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      ask.abort();
      if (!answered) announced.current = before;
    };
  }, [js, value, onStrasse, quelle.art]);

  const mark = (p: Punkt, keep = false) => {
    if (!aufDerKarte(quelle, p)) return;
    onChange(positionWert(p.lat, p.lon));
    const at = latLonToPixel(quelle, view, p);
    const margin = 24;
    if (!keep && (at.x < margin || at.y < margin || at.x > view.breite - margin || at.y > view.hoehe - margin)) setView(begrenzt(quelle, { ...view, ...p }));
  };
  const zoomBy = (d: number) => {
    const z = zoomStufen(quelle);
    setView((v) => begrenzt(quelle, { ...v, ...(pos ?? {}), zoom: Math.min(z.max, Math.max(z.min, v.zoom + d)) }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[e.key];
    const at = pos ? latLonToPixel(quelle, view, pos) : { x: view.breite / 2, y: view.hoehe / 2 };
    if (move) {
      e.preventDefault();
      const step = e.shiftKey ? STEP * 5 : STEP;
      mark(pixelToLatLon(quelle, view, pos ? at.x + move[0] * step : at.x, pos ? at.y + move[1] * step : at.y));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      mark(pixelToLatLon(quelle, view, view.breite / 2, view.hoehe / 2));
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomBy(1);
    } else if (e.key === '-') {
      e.preventDefault();
      zoomBy(-1);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ x: e.clientX, y: e.clientY, dx: 0, dy: 0 });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, dx: e.clientX - drag.x, dy: e.clientY - drag.y });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const moved = Math.hypot(drag.dx, drag.dy) > 4;
    setDrag(null);
    if (moved) {
      setView(begrenzt(quelle, { ...view, ...pixelToLatLon(quelle, view, view.breite / 2 - drag.dx, view.hoehe / 2 - drag.dy) }));
      return;
    }
    const rect = e.currentTarget.getBoundingClientRect();
    mark(pixelToLatLon(quelle, view, e.clientX - rect.left, e.clientY - rect.top), true);
  };

  const hidden = (
    <>
      <input type="hidden" name="_karte_lat" value={String(view.lat)} />
      <input type="hidden" name="_karte_lon" value={String(view.lon)} />
      <input type="hidden" name="_karte_z" value={String(view.zoom)} />
    </>
  );
  const status = (
    <p className="st-form__position" id={`${id}-text`} tabIndex={-1} aria-live="polite">
      {pos
        ? `Markiert: ${strassenText(strasse)}. Stimmt die Stelle? Sonst ${js ? 'markieren Sie sie neu' : 'klicken Sie erneut in die Karte'}.`
        : 'Keine Stelle markiert.'}
    </p>
  );

  if (js && mitSkript) {
    // The browser's tile map: the point as coordinates (the nearest street is named by the server only).
    return (
      <>
        <p className="st-form__position" id={`${id}-text`} tabIndex={-1} aria-live="polite">
          {pos ? `Markiert: ${pos.lat.toFixed(5)}° Nord, ${pos.lon.toFixed(5)}° Ost` : 'Keine Stelle markiert.'}
        </p>
        {mitSkript}
      </>
    );
  }

  if (!js && karte.ausfall) {
    return (
      <div className="st-karte">
        {hidden}
        {status}
        <p className="st-form__hint" role="status">
          {KARTE_AUSFALL}
        </p>
      </div>
    );
  }

  if (!js) {
    const pins = [...nearby, ...(pos ? [pos] : [])];
    const knopf = (wert: string, text: string) => (
      <button type="submit" name={KARTE_FELD} value={wert} formNoValidate className="st-button st-button--secondary">
        {text}
      </button>
    );
    return (
      <div className="st-karte">
        {hidden}
        {status}
        {(['gross', 'klein'] as const).map((g) => {
          const size = g === 'gross' ? KARTE_GROSS : KARTE_KLEIN;
          return (
            <input
              key={g}
              type="image"
              name={KARTE_BILD[g]}
              className={`st-karte__bild st-karte__bild--${g}`}
              src={bildAdresse(quelle, { ...view, ...size }, pins)}
              width={size.breite}
              height={size.hoehe}
              alt="Karte der Stadt: Klicken Sie auf die Stelle des Schadens. Ohne Maus geben Sie bitte oben die Adresse ein."
              formNoValidate
            />
          );
        })}
        {quelle.art === 'kacheln' ? <p className="st-form__hint">{`Karte: ${quelle.namensnennung}`}</p> : null}
        <div className="st-karte__knoepfe">
          {knopf('plus', 'Vergrößern')}
          {knopf('minus', 'Verkleinern')}
          {knopf('norden', 'Nach Norden')}
          {knopf('westen', 'Nach Westen')}
          {knopf('osten', 'Nach Osten')}
          {knopf('sueden', 'Nach Süden')}
          {pos ? knopf('entfernen', 'Markierung entfernen') : null}
        </div>
      </div>
    );
  }

  const marker = pos ? latLonToPixel(quelle, view, pos) : null;
  const z = zoomStufen(quelle);
  return (
    <div className="st-karte st-karte--js">
      {hidden}
      <p className="st-form__hint" id={hintId}>
        Klicken Sie auf die Stelle des Schadens; die Karte verschieben Sie durch Ziehen. Mit der Tastatur setzt die Eingabetaste die Markierung in die
        Kartenmitte, die Pfeiltasten verschieben sie (mit Umschalttaste weiter), Plus und Minus ändern den Maßstab.
      </p>
      {status}
      <div
        ref={box}
        className="st-karte__feld"
        role="application"
        aria-roledescription="Karte"
        aria-label="Karte der Stadt: Stelle des Schadens markieren"
        aria-describedby={`${hintId} ${id}-text`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        style={{ height: view.hoehe }}
      >
        <img
          className="st-karte__ansicht"
          src={bildAdresse(quelle, view, nearby)}
          alt=""
          draggable={false}
          width={view.breite}
          height={view.hoehe}
          style={drag ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
        />
        {marker && !drag ? (
          <svg className="st-karte__pin" aria-hidden="true" width="26" height="36" viewBox="-13 -36 26 36" style={{ left: marker.x - 13, top: marker.y - 36 }}>
            <path d="M0 0C-4 -10 -13 -15 -13 -23A13 13 0 1 1 13 -23C13 -15 4 -10 0 0Z" fill="#0b4f8a" stroke="#ffffff" strokeWidth="2.5" />
            <circle cx="0" cy="-23" r="5" fill="#ffffff" />
          </svg>
        ) : null}
      </div>
      <div className="st-karte__knoepfe">
        <button type="button" className="st-button st-button--secondary" onClick={() => zoomBy(1)} disabled={view.zoom >= z.max}>
          Vergrößern
        </button>
        <button type="button" className="st-button st-button--secondary" onClick={() => zoomBy(-1)} disabled={view.zoom <= z.min}>
          Verkleinern
        </button>
        {pos ? (
          <button type="button" className="st-button st-button--secondary" onClick={() => onChange('')}>
            Markierung entfernen
          </button>
        ) : null}
      </div>
    </div>
  );
}
