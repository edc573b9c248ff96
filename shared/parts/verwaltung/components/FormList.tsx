import { Link } from '../../../components/Link';
import { Icon } from '../../../components/icons/Icon';
import type { Formular } from '../contract';
import { fileformat, formatFileSize, downloadLabel } from '../../../format/text';
import { documentTextUrl, downloadSpeech, SpeakButton } from '../../../components/a11y/SpeakButton';

/**
 * Forms as downloads with file type and size (spec §9 fileformat), in the look of the shared
 * DownloadList. Each entry carries the anchor the site search links to
 * (/rathaus/wegweiser/formulare#formular-{id}); with `amtHref` it also names the office. Each form
 * has its read-aloud option like every download (spec §2.8): its name, description, type and text.
 */
export function FormList({ title, items, amtHref }: { title: string; items: Formular[]; amtHref?: (f: Formular) => string }) {
  return (
    <section className="st-downloads" aria-label={title}>
      <h2 className="st-downloads__title">{title}</h2>
      <ul className="st-downloads__list">
        {items.map((f) => (
          <li className="st-downloads__item st-formlist__item" id={`formular-${f.id}`} key={f.id}>
            <Icon className="st-downloads__icon" name="file-text" size={24} />
            <div className="st-downloads__body">
              <a className="st-downloads__link" href={f.datei.link} download={f.datei.datei}>
                {downloadLabel(f.titel, f.datei.datei)}
                <span className="st-downloads__info"> ({[fileformat(f.datei.datei), formatFileSize(f.datei.groesse)].filter(Boolean).join(', ')})</span>
              </a>
              {f.beschreibung ? <p className="st-downloads__desc">{f.beschreibung}</p> : null}
              {amtHref ? (
                <p className="st-downloads__desc st-formlist__amt">
                  Zuständig: <Link to={amtHref(f)}>{f.amt.titel}</Link>
                </p>
              ) : null}
            </div>
            <SpeakButton
              text={downloadSpeech({ downloadtext: f.titel, beschreibung: f.beschreibung, datei: f.datei.datei, groesse: f.datei.groesse })}
              name={downloadLabel(f.titel, f.datei.datei)}
              textUrl={documentTextUrl({ link: f.datei.link, mime: f.datei.mime, datei: f.datei.datei })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
