import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Dokument } from '../../contract/common';
import { fileformat, formatFileSize, downloadLabel } from '../../format/text';
import { formatDate, isoDate } from '../../format/date';
import { Icon } from '../../components/icons/Icon';

/** A signed-in area with an authenticated download: the intranet, or the council information system. */
export type DownloadArea = 'intranet' | 'ratsinfo';

/** The site route that streams a document with the area's session (works without JavaScript too). */
export const documentHref = (d: Dokument, area: DownloadArea = 'intranet') => `/${area}/dokument/${d.id}`;

/**
 * Authenticated download (spec §4, §7): with JavaScript the file is fetched (the cookie goes along,
 * the server adds the token), the percentage shows while it loads, then it is saved under its name.
 * A failed download clears the progress (spec §8).
 */
function DownloadLink({ doc, area }: { doc: Dokument; area: DownloadArea }) {
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (clearTimer.current) clearTimeout(clearTimer.current);
    },
    [],
  );

  async function onClick(e: MouseEvent<HTMLAnchorElement>) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || typeof fetch !== 'function' || typeof ReadableStream === 'undefined') return;
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    if (clearTimer.current) clearTimeout(clearTimer.current);
    setProgress(0);
    try {
      const res = await fetch(documentHref(doc, area), { credentials: 'same-origin', headers: { 'x-requested-with': 'fetch' } });
      if (res.status === 401) {
        window.location.assign(`/${area}?ziel=${encodeURIComponent(window.location.pathname)}`);
        return;
      }
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const total = Number(res.headers.get('content-length')) || doc.groesse || 0;
      const reader = res.body.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        if (total > 0) setProgress(Math.min(99, Math.floor((received * 100) / total)));
      }
      const blob = new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? doc.mime });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = doc.datei;
      a.hidden = true;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setProgress(100);
      clearTimer.current = setTimeout(() => setProgress(null), 6_000);
    } catch {
      setProgress(null);
    } finally {
      busy.current = false;
    }
  }

  const info = [fileformat(doc.datei), formatFileSize(doc.groesse)].filter(Boolean).join(', ');
  return (
    <>
      <a className="st-downloads__link" href={documentHref(doc, area)} onClick={onClick}>
        {downloadLabel(doc.downloadtext, doc.datei)}
        <span className="st-downloads__info"> ({info})</span>
      </a>
      {doc.stand ? (
        <p className="st-downloads__desc">
          Stand: <time dateTime={isoDate(doc.stand)}>{formatDate(doc.stand)}</time>
        </p>
      ) : null}
      {doc.beschreibung ? <p className="st-downloads__desc">{doc.beschreibung}</p> : null}
      {progress !== null ? (
        <div className="st-intranet__progress">
          <div
            className="st-intranet__bar"
            role="progressbar"
            aria-label={`Download: ${doc.downloadtext}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress} %`}
          >
            <span className="st-intranet__barfill" style={{ width: `${progress}%` }} />
          </div>
          <span className="st-intranet__percent">{progress} %</span>
        </div>
      ) : null}
      <span className="st-visually-hidden" role="status" aria-live="polite">
        {progress === 100 ? `${doc.downloadtext} heruntergeladen` : progress !== null ? `${doc.downloadtext} wird heruntergeladen` : ''}
      </span>
    </>
  );
}

export function DocumentList({
  items,
  headingLevel = 3,
  area = 'intranet',
  title = 'Dokumente',
}: {
  items: Dokument[];
  headingLevel?: 2 | 3 | 4;
  area?: DownloadArea;
  title?: string;
}) {
  const H = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="st-downloads" aria-label={title}>
      <H className="st-downloads__title">{title}</H>
      <ul className="st-downloads__list">
        {items.map((d) => (
          <li className="st-downloads__item" key={d.id}>
            <Icon className="st-downloads__icon" name="file-text" size={24} />
            <div>
              <DownloadLink doc={d} area={area} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
