import type { Option } from './contract';
import type { Feld } from './values';
import { imageUrl } from '../../components/media/CmsImage';
import { RichTextField } from './RichTextField';

type Value = string | string[] | undefined;

const one = (v: Value) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const many = (v: Value) => (Array.isArray(v) ? v : v ? [v] : []);

/** A stored wall-clock value as the browser's date and time fields take it. */
const forInput = (typ: 'datum' | 'datumzeit', v: string) => (typ === 'datum' ? v.slice(0, 10) : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? v.slice(0, 16) : v);

export interface FieldProps {
  feld: Feld;
  values: Record<string, Value>;
  errors: Record<string, string>;
  optionen: Record<string, Option[]>;
  /** The image of a `bild` field: stored with the item, or uploaded with a refused save and kept (`hochgeladen`). */
  bild?: { url: string; alt: string; hochgeladen?: boolean };
  /** The stored PDF of a `pdf` field. */
  pdf?: { link: string; datei: string } | null;
}

/** One field of the desk's form: label, hint and message tied to the control, every typed value kept. */
export function DeskField({ feld: f, values, errors, optionen, bild, pdf }: FieldProps) {
  const id = `feld-${f.name}`;
  const error = errors[f.name];
  const hintId = f.hinweis ? `${id}-hinweis` : undefined;
  const errorId = error ? `${id}-fehler` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      {f.label}
      {f.pflicht ? null : <span className="st-form__optional"> (freiwillig)</span>}
    </>
  );
  const head = (
    <>
      {f.hinweis ? (
        <p className="st-form__hint" id={hintId}>
          {f.hinweis}
        </p>
      ) : null}
      {error ? (
        <p className="st-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
  const common = {
    id,
    name: f.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: f.pflicht && f.typ !== 'html' ? true : undefined,
  };
  const cls = `st-form__field${error ? ' st-form__field--invalid' : ''}`;

  if (f.typ === 'mehrfach') {
    const chosen = many(values[f.name]);
    return (
      <fieldset className={cls} id={id} aria-describedby={describedBy} tabIndex={-1}>
        <legend className="st-form__legend">{label}</legend>
        {head}
        <div className="st-form__choices">
          {(optionen[f.name] ?? []).map((o) => (
            <label key={o.wert} className="st-form__choice">
              <input type="checkbox" name={f.name} value={o.wert} defaultChecked={chosen.includes(o.wert)} aria-invalid={error ? true : undefined} /> {o.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (f.typ === 'bild') {
    const altError = errors[`${f.name}_alt`];
    const key = one(values[f.name]);
    return (
      <fieldset className={cls}>
        <legend className="st-form__legend">{label}</legend>
        {error ? (
          <p className="st-form__error" id={errorId}>
            {error}
          </p>
        ) : null}
        {key && bild ? (
          <figure className="st-desk__image">
            <img src={imageUrl(bild.url, 360)} alt={bild.alt} width={360} />
            <figcaption>{bild.hochgeladen ? 'Hochgeladenes Bild: Es wird mit dem Eintrag gespeichert.' : 'Gespeichertes Bild'}</figcaption>
          </figure>
        ) : null}
        <input type="hidden" name={f.name} value={key} />
        <div className="st-form__field">
          <label htmlFor={`${id}-datei`}>{key ? 'Anderes Bild hochladen' : 'Bild hochladen'} (JPEG, PNG oder WebP, höchstens 20 MB)</label>
          <input
            id={`${id}-datei`}
            type="file"
            name={`${f.name}_datei`}
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
        </div>
        <div className={`st-form__field${altError ? ' st-form__field--invalid' : ''}`}>
          <label htmlFor={`${id}-alt`}>Alternativtext: Was ist auf dem Bild zu sehen?</label>
          <p className="st-form__hint" id={`${id}-alt-hinweis`}>
            Nötig für jedes Bild: Menschen, die es nicht sehen, hören diesen Text vorgelesen.
          </p>
          {altError ? (
            <p className="st-form__error" id={`${id}-alt-fehler`}>
              {altError}
            </p>
          ) : null}
          <input
            id={`${id}-alt`}
            name={`${f.name}_alt`}
            type="text"
            defaultValue={one(values[`${f.name}_alt`])}
            maxLength={300}
            aria-invalid={altError ? true : undefined}
            aria-describedby={[altError ? `${id}-alt-fehler` : '', `${id}-alt-hinweis`].filter(Boolean).join(' ')}
          />
        </div>
        {key && !f.pflicht ? (
          <label className="st-form__choice">
            <input type="checkbox" name={`${f.name}_entfernen`} value="1" /> Bild entfernen
          </label>
        ) : null}
      </fieldset>
    );
  }

  if (f.typ === 'pdf') {
    const current = one(values[f.name]);
    return (
      <div className={cls}>
        <label htmlFor={`${id}-datei`}>{label} (höchstens 20 MB)</label>
        {head}
        {current && pdf ? (
          <p>
            Gespeichert: <a href={pdf.link}>{pdf.datei}</a>. Eine neue Datei ersetzt sie.
          </p>
        ) : null}
        <input type="hidden" name={f.name} value={current} />
        <input
          id={`${id}-datei`}
          type="file"
          name={`${f.name}_datei`}
          accept="application/pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    );
  }

  let control;
  switch (f.typ) {
    case 'textarea':
      control = <textarea {...common} rows={f.max && f.max > 1000 ? 8 : 4} defaultValue={one(values[f.name])} />;
      break;
    case 'html':
      control = <RichTextField {...common} label={f.label} defaultValue={one(values[f.name])} />;
      break;
    case 'datum':
      control = <input {...common} type="date" defaultValue={forInput('datum', one(values[f.name]))} />;
      break;
    case 'datumzeit':
      control = <input {...common} type="datetime-local" defaultValue={forInput('datumzeit', one(values[f.name]))} />;
      break;
    case 'zahl':
      control = <input {...common} type="text" inputMode="numeric" pattern="[0-9]*" defaultValue={one(values[f.name])} />;
      break;
    case 'auswahl': {
      const choices = f.optionen ?? optionen[f.name] ?? [];
      control = (
        <select {...common} defaultValue={one(values[f.name])}>
          {f.pflicht && !choices.some((o) => o.wert === '') ? <option value="">Bitte wählen</option> : null}
          {choices.map((o) => (
            <option key={o.wert} value={o.wert}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    default:
      control = <input {...common} type="text" maxLength={f.max} defaultValue={one(values[f.name])} />;
  }
  return (
    <div className={cls}>
      <label htmlFor={id} className="st-form__label">
        {label}
      </label>
      {head}
      {control}
    </div>
  );
}
