import { Icon } from './icons/Icon';
import type { Dokument } from '../contract/common';
import { downloadLabel, fileformat, formatFileSize } from '../format/text';
import { documentTextUrl, downloadSpeech, SpeakButton } from './a11y/SpeakButton';

/**
 * Downloads with file type and size (spec fileformat filter), as VISUAL.md asks for detail pages, each
 * with its read-aloud option (spec §2.8), which reads a PDF's text after the item's own.
 */
export function DownloadList({ title, items, headingLevel = 2 }: { title: string; items: Dokument[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="st-downloads" aria-label={title}>
      <H className="st-downloads__title">{title}</H>
      <ul className="st-downloads__list">
        {items.map((d) => (
          <li className="st-downloads__item" key={d.id}>
            <Icon className="st-downloads__icon" name="file-text" size={24} />
            <div className="st-downloads__body">
              <a className="st-downloads__link" href={d.link} download={d.datei}>
                {downloadLabel(d.downloadtext, d.datei)}
                <span className="st-downloads__info"> ({[fileformat(d.datei), formatFileSize(d.groesse)].filter(Boolean).join(', ')})</span>
              </a>
              {d.beschreibung ? <p className="st-downloads__desc">{d.beschreibung}</p> : null}
            </div>
            <SpeakButton text={downloadSpeech(d)} name={downloadLabel(d.downloadtext, d.datei)} textUrl={documentTextUrl(d)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
