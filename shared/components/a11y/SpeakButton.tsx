import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '../icons/Icon';
import { fileformat, formatFileSize, downloadLabel } from '../../format/text';

type Speech = typeof import('./speech');

/** A text as a sentence: with a full stop unless it ends in one already (or ! or ?). */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What is read of a download (spec §2.8, §3 download item): its text, description and file type. */
export function downloadSpeech(d: { downloadtext: string; beschreibung?: string | null; datei: string; groesse?: number }): string {
  const type = fileformat(d.datei);
  const size = d.groesse ? formatFileSize(d.groesse) : '';
  return [
    `Download: ${downloadLabel(d.downloadtext, d.datei)}.`,
    d.beschreibung ? sentence(d.beschreibung) : '',
    type ? `Dateityp ${type}${size ? `, ${size}` : ''}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Where the text of a download can be fetched to read it aloud (GET /api/cms/dateien/{id}/{datei}/text,
 * spec §7 document reader): public PDFs and text files only. Internal documents have no such address.
 */
export function documentTextUrl(d: { link: string; mime?: string | null; datei: string }): string | null {
  if (!/^\/api\/cms\/dateien\/\d{1,9}\/[^/?#]+$/.test(d.link)) return null;
  const type = (d.mime ?? '').split(';')[0]!.trim().toLowerCase();
  const byName = /\.(pdf|txt)$/i.test(d.datei);
  return type === 'application/pdf' || type === 'text/plain' || (!type && byName) ? `${d.link}/text` : null;
}

/** Characters of a document read at most (about half an hour of speech); then the reading says where to go on. */
export const MAX_DOCUMENT_SPEECH = 30_000;

/** The item's own text, then the document's text (cut at MAX_DOCUMENT_SPEECH at a sentence or word end). */
export function withDocumentText(itemText: string, documentText: string): string {
  const doc = documentText.replace(/\s+/g, ' ').trim();
  if (!doc) return itemText;
  let body = doc;
  if (doc.length > MAX_DOCUMENT_SPEECH) {
    const cut = doc.slice(0, MAX_DOCUMENT_SPEECH);
    const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(' '));
    body = `${cut.slice(0, end > 0 ? end + 1 : MAX_DOCUMENT_SPEECH).trim()} … Das Dokument geht weiter; öffnen Sie es, um den Rest zu lesen.`;
  }
  return `${itemText} Inhalt des Dokuments: ${body}`;
}

/** The document's text from its address, or '' when it cannot be had in time (offline, an upstream CMS without it). */
async function fetchDocumentText(url: string, signal: AbortSignal): Promise<string> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
    if (!res.ok) return '';
    const body = (await res.json()) as { data?: { text?: unknown } };
    return typeof body.data?.text === 'string' ? body.data.text : '';
  } catch {
    return '';
  }
}

/** Longest wait for a document's text before the item's own text is read without it. */
const TEXT_TIMEOUT_MS = 8_000;

/** What is read of a link (spec §3 link item): its text, and where it leads. */
export function linkSpeech(l: { linktext: string; isintern: boolean }): string {
  return `Link: ${l.linktext}. ${l.isintern ? 'Eine Seite dieser Website.' : 'Eine andere Website, sie öffnet in einem neuen Fenster.'}`;
}

/**
 * The read-aloud option of a download or a link (spec §2.8): a button after the item that reads
 * `text` with the browser's speech synthesis, in German. Like the page's 'Vorlesen' button it appears
 * only where the browser can speak (after mounting, so server HTML and first render agree; its room is
 * kept from the start, a11y.css), not on intranet pages; it is a plain button (Enter, Space) that keeps
 * the focus and switches between 'Vorlesen' and 'Vorlesen beenden'. Starting it ends any other
 * reading; it stops on navigation. The reading code loads on the first click.
 *
 * With `textUrl` (a PDF download: documentTextUrl) it reads the document's text after the item's own:
 * the button switches at once, the text is fetched, then read; a second press meanwhile cancels. When
 * the text cannot be had, the item's own text is read.
 */
export function SpeakButton({ text, name, textUrl }: { text: string; name: string; textUrl?: string | null }) {
  const { pathname } = useLocation();
  const [available, setAvailable] = useState(false);
  const [reading, setReading] = useState(false);
  const speech = useRef<Speech | null>(null);
  const readingNow = useRef(false);
  readingNow.current = reading;
  /** The fetch of the document's text under way. */
  const loading = useRef<AbortController | null>(null);

  useEffect(() => setAvailable('speechSynthesis' in window), []);
  // Its own reading stops on route change and unmount (another one started since is left alone).
  useEffect(
    () => () => {
      loading.current?.abort();
      loading.current = null;
      if (readingNow.current) speech.current?.stopReading();
    },
    [pathname],
  );

  const onClick = async () => {
    // Reading, or waiting for the document's text: stop.
    if (reading) {
      loading.current?.abort();
      loading.current = null;
      speech.current?.stopReading();
      setReading(false);
      return;
    }
    try {
      speech.current ??= await import('./speech');
    } catch {
      // Offline or a new deployment: the button does nothing this time.
      return;
    }
    const s = speech.current;
    if (!textUrl) {
      setReading(s.readText(text, () => setReading(false)));
      return;
    }
    const ctrl = new AbortController();
    loading.current = ctrl;
    // Ends any other reading now; another one started while the text loads ends this one.
    const stillMine = s.beginReading(() => {
      ctrl.abort();
      if (loading.current === ctrl) loading.current = null;
      setReading(false);
    });
    setReading(true);
    const timer = setTimeout(() => ctrl.abort(), TEXT_TIMEOUT_MS);
    const documentText = await fetchDocumentText(textUrl, ctrl.signal);
    clearTimeout(timer);
    if (!stillMine()) return;
    loading.current = null;
    setReading(s.readText(withDocumentText(text, documentText), () => setReading(false)));
  };

  return (
    <span className="st-speak">
      {/* Not on intranet pages, like the page's button (hasReadAloud in site/read-aloud.ts, not imported:
          that would split the tiny module off the first-load code into a file of its own). */}
      {available && !pathname.startsWith('/intranet') ? (
        <button type="button" className="st-speak__button" onClick={onClick}>
          <Icon name={reading ? 'pause' : 'volume-2'} size={18} />
          <span className="st-visually-hidden">
            {reading ? 'Vorlesen beenden' : 'Vorlesen'}: {name}
          </span>
        </button>
      ) : null}
    </span>
  );
}
