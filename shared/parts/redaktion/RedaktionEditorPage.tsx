import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { formatFileSize } from '../../format/text';
import { textOf } from '../../format/rich-text';
import { STATUS_TITEL, deskPath, type DeskArtDaten } from './values';
import type { Option } from './contract';
import { zeitpunkt } from '../../format/zeitpunkt';
import { DeskField } from './DeskField';
import { RedaktionFrame, StatusLabel } from './RedaktionFrame';
import type { RedaktionEditorData } from './types';

const GESPEICHERT_TEXT: Record<string, string> = {
  entwurf: 'Gespeichert als Entwurf. Niemand außerhalb der Redaktion sieht ihn.',
  geplant: 'Gespeichert und zur Veröffentlichung geplant: Der Eintrag erscheint zum angegebenen Zeitpunkt von selbst.',
  veroeffentlicht: 'Gespeichert und veröffentlicht: Der Eintrag steht jetzt auf der Website, in den Listen und in der Suche.',
  abgelaufen: 'Gespeichert. Der Eintrag ist abgelaufen und erscheint nicht mehr auf der Website.',
  dokument: 'Die Downloads wurden geändert.',
};

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/**
 * A value of a field as a person reads it, for the comparison of two versions: formatted text without
 * its markup, dates and times the German way, choices by their names.
 */
export function shownValue(def: DeskArtDaten, name: string, v: string | string[] | undefined, optionen: Record<string, Option[]>): string {
  const f = def.felder.find((x) => x.name === name);
  const choices = f?.optionen ?? optionen[name] ?? [];
  const label = (x: string) => choices.find((o) => o.wert === x)?.label ?? x;
  if (Array.isArray(v)) return v.map(label).join(', ');
  if (!v) return '';
  if (f?.typ === 'html') return textOf(v);
  if (f?.typ === 'datum' || f?.typ === 'datumzeit') {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(v);
    if (m) return `${m[3]}.${m[2]}.${m[1]}${m[4] && f.typ === 'datumzeit' ? `, ${m[4]}:${m[5]} Uhr` : ''}`;
  }
  return f?.typ === 'auswahl' ? label(v) : v;
}

/** The fields two versions show side by side (images with their alt text). */
export function comparedFields(def: DeskArtDaten): Array<{ name: string; label: string }> {
  return def.felder.flatMap((f) =>
    f.typ === 'bild'
      ? [
          { name: f.name, label: `${f.label} (Schlüssel)` },
          { name: `${f.name}_alt`, label: `${f.label}: Alternativtext` },
        ]
      : [{ name: f.name, label: f.label }],
  );
}

/**
 * Create and edit an item of any kind: its fields, the save as draft or published, publish now, take
 * back, the preview, the history and the downloads. After a refused save every typed value is kept;
 * after a save in between (conflict) both versions show.
 */
export default function RedaktionEditorPage({ data }: PageProps<RedaktionEditorData>) {
  const { art, def, eintrag: e, errors, konflikt } = data;
  const values = data.values ?? e.felder;
  const neu = e.ref === null;
  const action = neu ? deskPath(art, 'neu') : deskPath(art, e.ref);
  const invalid = Object.keys(errors);
  const fieldIds = (name: string) => {
    const f = def.felder.find((x) => x.name === name || `${x.name}_alt` === name || `${x.name}_datei` === name);
    if (f?.typ === 'bild') return name.endsWith('_alt') ? `feld-${f.name}-alt` : `feld-${f.name}-datei`;
    if (f?.typ === 'pdf') return `feld-${f.name}-datei`;
    return name.startsWith('dokument_') ? `feld-${name}` : `feld-${name}`;
  };
  const published = e.status !== 'entwurf';
  /** The image a field shows: the item's stored one, or one uploaded with a refused save and kept (ADR 28). */
  const bildOf = (name: string) => {
    const key = single(values[name]);
    if (!key) return undefined;
    if (single(e.felder[name]) === key) return e.bilder[name];
    return /^[a-z0-9-]{1,80}$/.test(key) ? { url: `/api/cms/medien/${key}.jpg`, alt: single(values[`${name}_alt`]), hochgeladen: true } : undefined;
  };
  const pdfFeld = def.felder.find((f) => f.typ === 'pdf');
  const pdfDoc = pdfFeld ? (e.dokumente.find((d) => String(d.id) === (Array.isArray(values[pdfFeld.name]) ? '' : values[pdfFeld.name])) ?? null) : null;
  return (
    <RedaktionFrame nav={data.nav} arten={data.arten} title={neu ? `${def.wort} anlegen` : e.titel || def.wort} art={art}>
      <p>
        <Link to={deskPath(art)}>Zurück zur Liste: {def.titel}</Link>
      </p>
      {data.gespeichert ? (
        <p className="st-intranet__notice" role="status">
          {GESPEICHERT_TEXT[data.gespeichert]}
        </p>
      ) : null}
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      {invalid.length ? (
        <div className="st-form__summary" role="alert" aria-labelledby="desk-fehler-titel">
          <h2 id="desk-fehler-titel" className="st-form__summarytitle">
            Bitte korrigieren Sie {invalid.length === 1 ? 'die folgende Angabe' : `die folgenden ${invalid.length} Angaben`}:
          </h2>
          <ul>
            {invalid.map((name) => (
              <li key={name}>
                <a href={`#${fieldIds(name)}`}>{errors[name]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {konflikt ? (
        <section className="st-desk__conflict" aria-labelledby="desk-konflikt">
          <h2 id="desk-konflikt">Zwei Fassungen</h2>
          <p>
            Gespeichert{konflikt.bearbeitet ? ` von ${konflikt.bearbeitet.name} am ${zeitpunkt(konflikt.bearbeitet.zeit)}` : ' in der Zwischenzeit'} (Fassung{' '}
            {konflikt.revision}). Nichts ist verloren: Ihre Fassung steht im Formular darunter.
          </p>
          <table className="st-desk__compare">
            <caption className="st-visually-hidden">Die gespeicherte Fassung und Ihre Fassung, Feld für Feld</caption>
            <thead>
              <tr>
                <th scope="col">Feld</th>
                <th scope="col">Gespeicherte Fassung</th>
                <th scope="col">Ihre Fassung</th>
              </tr>
            </thead>
            <tbody>
              {comparedFields(def).map(({ name, label }) => {
                const saved = shownValue(def, name, konflikt.felder[name], e.optionen);
                const mine = shownValue(def, name, values[name], e.optionen);
                return (
                  <tr key={name} className={saved !== mine ? 'st-desk__changed' : undefined}>
                    <th scope="row">
                      {label}
                      {saved !== mine ? <span className="st-desk__zusatz">unterschiedlich</span> : null}
                    </th>
                    <td className="st-desk__value">{saved}</td>
                    <td className="st-desk__value">{mine}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
      {!neu ? (
        <dl className="st-inbox__facts">
          <dt>Status</dt>
          <dd>
            <StatusLabel status={e.status} />
          </dd>
          <dt>Zuletzt bearbeitet</dt>
          <dd>{e.bearbeitet ? `${e.bearbeitet.name}, ${zeitpunkt(e.bearbeitet.zeit)}` : 'noch nicht in der Redaktion'}</dd>
          {e.adresse && e.status === 'veroeffentlicht' ? (
            <>
              <dt>Auf der Website</dt>
              <dd>
                <Link to={e.adresse}>{e.adresse}</Link>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {!neu ? (
        <ul className="st-desk__actions">
          <li>
            <Link to={deskPath(art, e.ref, '/vorschau')}>Vorschau ansehen</Link>
          </li>
          <li>
            <Link to={deskPath(art, e.ref, '/versionen')}>Versionen vergleichen und wiederherstellen</Link>
          </li>
          <li>
            <Link to={deskPath(art, e.ref, '/loeschen')}>{def.wort} löschen</Link>
          </li>
        </ul>
      ) : null}
      {/* One form per item: opened from another item's editor inside the app, the fields start afresh
          (a mounted select keeps its choice and a typed field its text whatever the new item holds). */}
      <ActionForm key={`${art}/${e.ref ?? 'neu'}`} action={action} csrf={data.nav.csrf} files noValidate className="st-form st-desk__form">
        <input type="hidden" name="_revision" value={String(konflikt ? konflikt.revision : e.revision)} />
        <p className="st-form__note">Alle Angaben sind nötig, wenn nicht „freiwillig“ dabeisteht.</p>
        {def.felder.map((f) => (
          <DeskField
            key={f.name}
            feld={f}
            values={values}
            errors={errors}
            optionen={e.optionen}
            bild={f.typ === 'bild' ? bildOf(f.name) : undefined}
            pdf={f.typ === 'pdf' ? pdfDoc : undefined}
          />
        ))}
        <div className="st-desk__buttons">
          {published ? (
            <>
              <button type="submit" name="_aktion" value="speichern" className="st-button">
                Änderungen speichern{e.status === 'veroeffentlicht' ? ' (sofort sichtbar)' : ''}
              </button>
              {e.status === 'geplant' ? (
                <button type="submit" name="_aktion" value="jetzt" className="st-button st-button--secondary">
                  Jetzt veröffentlichen
                </button>
              ) : null}
              <button type="submit" name="_aktion" value="entwurf" className="st-button st-button--secondary">
                Speichern und zurückziehen (Entwurf)
              </button>
            </>
          ) : (
            <>
              <button type="submit" name="_aktion" value="entwurf" className="st-button st-button--secondary">
                Als Entwurf speichern
              </button>
              <button type="submit" name="_aktion" value="veroeffentlichen" className="st-button">
                Speichern und veröffentlichen
              </button>
            </>
          )}
        </div>
        <p className="st-form__hint">
          {published
            ? `Status: ${STATUS_TITEL[e.status]}. „Zurückziehen“ nimmt ${def.einzahl} von der Website; nichts wird gelöscht.`
            : `Ein Datum bei „${def.felder.find((f) => f.name === def.von)?.label ?? 'Erscheint ab'}“ in der Zukunft plant die Veröffentlichung für diesen Zeitpunkt.`}
        </p>
      </ActionForm>
      {def.dokumente && !neu ? <Downloads data={data} /> : null}
    </RedaktionFrame>
  );
}

/** The downloads of an item: the §3 fields, one PDF each; removed with their own button. */
function Downloads({ data }: { data: RedaktionEditorData }) {
  const { art, eintrag: e, errors } = data;
  const values = data.values ?? {};
  const v = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const action = deskPath(art, e.ref, '/dokumente');
  const err = (name: string) =>
    errors[name] ? (
      <p className="st-form__error" id={`feld-${name}-fehler`}>
        {errors[name]}
      </p>
    ) : null;
  const aria = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `feld-${name}-fehler` : undefined });
  return (
    <section id="downloads" aria-labelledby="desk-downloads" className="st-desk__downloads">
      <h2 id="desk-downloads">Downloads</h2>
      {e.dokumente.length ? (
        <ul className="st-desk__doclist">
          {e.dokumente.map((d) => (
            <li key={d.id}>
              <a href={d.link}>{d.downloadtext}</a>{' '}
              <span className="st-desk__zusatz">{[d.datei, formatFileSize(d.groesse), d.einstufung].filter(Boolean).join(' · ')}</span>
              {d.beschreibung ? <span className="st-desk__zusatz">{d.beschreibung}</span> : null}
              <ActionForm action={action} csrf={data.nav.csrf} className="st-desk__inline">
                <input type="hidden" name="entfernen" value={String(d.id)} />
                <button type="submit" className="st-button st-button--secondary">
                  Entfernen<span className="st-visually-hidden">: {d.downloadtext}</span>
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>Noch keine Downloads.</p>
      )}
      <ActionForm action={action} csrf={data.nav.csrf} files noValidate className="st-form">
        <h3>Download hinzufügen</h3>
        <div className={`st-form__field${errors.dokument_datei ? ' st-form__field--invalid' : ''}`}>
          <label htmlFor="feld-dokument_datei">PDF-Datei (höchstens 20 MB)</label>
          {err('dokument_datei')}
          <input id="feld-dokument_datei" type="file" name="dokument_datei" accept="application/pdf" {...aria('dokument_datei')} />
        </div>
        <div className={`st-form__field${errors.dokument_downloadtext ? ' st-form__field--invalid' : ''}`}>
          <label htmlFor="feld-dokument_downloadtext">Linktext (Downloadtext)</label>
          {err('dokument_downloadtext')}
          <input
            id="feld-dokument_downloadtext"
            name="dokument_downloadtext"
            type="text"
            maxLength={300}
            defaultValue={v('dokument_downloadtext')}
            {...aria('dokument_downloadtext')}
          />
        </div>
        <div className="st-form__field">
          <label htmlFor="feld-dokument_beschreibung">
            Beschreibung<span className="st-form__optional"> (freiwillig)</span>
          </label>
          <input id="feld-dokument_beschreibung" name="dokument_beschreibung" type="text" maxLength={2000} defaultValue={v('dokument_beschreibung')} />
        </div>
        <div className="st-form__field">
          <label htmlFor="feld-dokument_einstufung">
            Einstufung<span className="st-form__optional"> (freiwillig)</span>
          </label>
          <p className="st-form__hint" id="feld-dokument_einstufung-hinweis">
            Zum Beispiel Formular, Satzung, Bekanntmachung, Information.
          </p>
          <input
            id="feld-dokument_einstufung"
            name="dokument_einstufung"
            type="text"
            maxLength={100}
            defaultValue={v('dokument_einstufung')}
            aria-describedby="feld-dokument_einstufung-hinweis"
          />
        </div>
        <button type="submit" className="st-button st-button--secondary">
          Download hinzufügen
        </button>
      </ActionForm>
    </section>
  );
}
