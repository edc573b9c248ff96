import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ActionForm } from '../../../components/forms/ActionForm';
import { WORK_FIELD, useProofOfWork } from '../../../components/forms/proof-of-work';
import { focusInvalidField } from '../../../components/forms/focus-invalid';
import { ExternalEmbed } from '../../../components/consent/ExternalEmbed';
import { OPENSTREETMAP, osmPageUrl } from '../../../components/consent/providers';
import { formatFileSize } from '../../../format/text';
import { TOWN } from '../../../site/town';
import { FOTO_MAX_BYTES, FOTO_TYPEN, SCHLUESSEL } from '../values';
import {
  FOTO_ANZAHL_MESSAGE,
  FOTO_GROSS_MESSAGE,
  FOTO_TYP_MESSAGE,
  HONEYPOT_FIELD,
  feldWert,
  mehrfachWerte,
  normalisiere,
  parsePosition,
  positionWert,
  pruefeFormular,
  sichtbareFelder,
  type FeldDef,
  type FormularDef,
  type Option,
} from './definitions';
import { TAGE, ZEITEN_PRO_TAG, parseZeiten, pruefeZeiten, zeitInputName, zeitenWert, type TagKey } from './oeffnungszeiten';
import { MapPicker, type Position } from './MapPicker';
import { StadtKarte } from './StadtKarte';
import { KARTE_FELD, type KarteData } from './karte';
import { MELDUNG_STATUS_TITEL, meldungPath } from '../../meldungen/values';
import { aufDerKarte, type KartenQuelle } from '../../../map/projection';
import { formatDate } from '../../../format/date';
import type { FormularData } from './types';
import { ContentLink } from '../../../components/ContentLink';

const FOTOS = 'fotos';

/**
 * A citizen form from its definition (definitions.ts). Without JavaScript it is a plain POST and the
 * server's answer is the page again with an error summary at the top (linking to each field, the
 * GOV.UK pattern), the messages at the fields and every value kept, photos included. With
 * JavaScript the same rules run in the browser: a field is marked invalid once changed or validated,
 * and a failed submit scrolls to the first invalid field and focuses it (spec §5). Either way the
 * server decides.
 */
export function Formular({
  def,
  data,
  ebene = 2,
  intro,
  action = def.pfad,
  senden = def.senden,
  intern = false,
  bildAktuell,
  zugestimmt = false,
}: {
  def: FormularDef;
  data: FormularData;
  ebene?: 2 | 3;
  intro?: ReactNode;
  /** The address the form posts to (the private link of an entry instead of the new-entry form). */
  action?: string;
  /** Text of the send button. */
  senden?: string;
  /** Staff edit the values (an entry before its approval): no spam traps, no privacy note. */
  intern?: boolean;
  /** The picture an entry has now, with the choice to remove it, above the upload. */
  bildAktuell?: ReactNode;
  /** The entry carries the agreement to its publication: a change asks for no new one. */
  zugestimmt?: boolean;
}) {
  // Staff edit what the sender agreed to; the agreement itself is the sender's, not theirs. An entry
  // that carries it needs no new one for a change.
  const felder = sichtbareFelder(def).filter((f) => !((intern || zugestimmt) && f.typ === 'zustimmung'));
  const byName = new Map(felder.map((f) => [f.name, f]));
  const choicesOf = (f: FeldDef): readonly Option[] => f.optionen ?? data.optionen?.[f.name] ?? [];
  const [werte, setWerte] = useState<Record<string, string>>(() => (zugestimmt ? { ...data.werte, zustimmung: 'ja' } : data.werte));
  const [schluessel, setSchluessel] = useState(data.schluessel);
  // The proof of work (ADR 54) of a form anyone may send, bound to its key; staff's forms need none.
  const work = useProofOfWork(intern ? null : schluessel);
  // A field shows as invalid once it was changed or the form was validated (spec §5).
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [fotoFehler, setFotoFehler] = useState<string | null>(null);
  const [entfernt, setEntfernt] = useState<Record<string, boolean>>({});
  const ctx = {
    heute: data.heute,
    aemter: data.aemter?.map((a) => a.id) ?? null,
    optionen: Object.fromEntries(Object.entries(data.optionen ?? {}).map(([k, list]) => [k, list.map((o) => o.wert)])),
  };

  const errorOf = (name: string): string | undefined => {
    if (name === FOTOS) return touched[FOTOS] ? (fotoFehler ?? undefined) : data.errors[FOTOS];
    return touched[name] ? clientErrors[name] : data.errors[name];
  };
  const order = def.gruppen.flatMap((g) => g.felder);
  const invalid = order.filter((name) => errorOf(name));
  const fieldId = (name: string) => `${def.art}-${name}`;
  /** Where a message's link and the focus go: the field, or the first choice of a group. */
  const zeitId = (name: string, tag: TagKey, i: number, teil: 'von' | 'bis') => `${fieldId(name)}-${tag}-${i + 1}-${teil}`;
  const targetId = (name: string) => {
    const f = byName.get(name);
    if (f?.typ === 'optionen' || f?.typ === 'mehrfach') return `${fieldId(name)}-0`;
    if (f?.typ === 'zeiten') {
      const z = pruefeZeiten(werte[name] ?? '');
      return z ? zeitId(name, z.tag, z.index, z.teil) : zeitId(name, 'mo', 0, 'von');
    }
    return name === 'position' ? `${fieldId(name)}-text` : fieldId(name);
  };

  const keptFotos = data.fotos.filter((f) => !entfernt[f.id]).length;

  function checkFotos(input: HTMLInputElement | null): string | null {
    const files = [...(input?.files ?? [])];
    if (!files.length) return null;
    if (keptFotos + files.length > def.fotos) return FOTO_ANZAHL_MESSAGE(def.fotos);
    const wrong = files.find((f) => !(FOTO_TYPEN as readonly string[]).includes(f.type));
    if (wrong) return FOTO_TYP_MESSAGE(wrong.name);
    const big = files.find((f) => f.size > FOTO_MAX_BYTES);
    return big ? FOTO_GROSS_MESSAGE(big.name) : null;
  }

  function set(name: string, value: string) {
    const next = { ...werte, [name]: value };
    setWerte(next);
    setTouched((t) => ({ ...t, [name]: true }));
    setClientErrors(pruefeFormular(def, next, ctx));
  }

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(e.target.name, e.target.value);

  /**
   * What the fields hold when the script starts (typed before hydration, autofilled, a failed send's
   * copy after a reload) is the form's state (ADR 28): read as the server reads a sent form.
   */
  function adopt(fields: Record<string, string | string[]>) {
    const next = { ...werte };
    let changed = false;
    for (const f of felder) {
      if (f.typ === 'zustimmung' && zugestimmt) continue;
      const v = feldWert(f, fields);
      if (v !== (werte[f.name] ?? '')) {
        next[f.name] = v;
        changed = true;
      }
    }
    if (changed) setWerte(next);
    const key = fields._schluessel;
    if (typeof key === 'string' && SCHLUESSEL.test(key) && key !== schluessel) setSchluessel(key);
  }

  /** A phone number or web address as the form keeps it ('07641 55555' → '+49 7641 55555'), shown when the field is left. */
  const onBlur = (f: FeldDef) => (e: { target: { value: string } }) => {
    const normal = normalisiere(f, e.target.value);
    if (normal !== e.target.value) set(f.name, normal);
  };

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    // A step on the map (the address shown on it) is no send: the server answers with the form again.
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === KARTE_FELD) return;
    const found = pruefeFormular(def, werte, ctx);
    const fotos = def.fotos && !intern ? checkFotos(e.currentTarget.querySelector<HTMLInputElement>(`#${fieldId(FOTOS)}`)) : null;
    if (!Object.keys(found).length && !fotos) return; // the server checks again and stores it
    e.preventDefault();
    setTouched(Object.fromEntries([...felder.map((f) => [f.name, true]), [FOTOS, true]]));
    setClientErrors(found);
    setFotoFehler(fotos);
    const first = order.find((name) => (name === FOTOS ? fotos : found[name]));
    if (first) focusInvalidField(() => document.getElementById(targetId(first)));
  }

  const H = ebene === 2 ? 'h2' : 'h3';
  const summaryId = `${def.art}-fehler`;

  function control(f: FeldDef) {
    const error = errorOf(f.name);
    const id = fieldId(f.name);
    const describedBy = [error ? `${id}-fehler` : null, f.hinweis ? `${id}-hinweis` : null].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name: f.name,
      value: werte[f.name] ?? '',
      onChange,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      required: f.pflicht || undefined,
    };
    const labelText = (
      <>
        {f.label}
        {f.pflicht ? null : <span className="st-form__optional"> (freiwillig)</span>}
      </>
    );
    const hint = f.hinweis ? (
      <p className="st-form__hint" id={`${id}-hinweis`}>
        {f.hinweis}
      </p>
    ) : null;
    const message = error ? (
      <p className="st-form__error" id={`${id}-fehler`}>
        <span className="st-visually-hidden">Fehler: </span>
        {error}
      </p>
    ) : null;
    const cls = `st-form__field${error ? ' st-form__field--invalid' : ''}`;

    if (f.typ === 'optionen') {
      return (
        <fieldset key={f.name} className={cls} aria-describedby={describedBy}>
          <legend className="st-form__legend">{labelText}</legend>
          {hint}
          {message}
          <div className="st-form__choices">
            {choicesOf(f).map((o, i) => (
              <label key={o.wert} className="st-form__choice">
                <input
                  type="radio"
                  id={`${id}-${i}`}
                  name={f.name}
                  value={o.wert}
                  checked={werte[f.name] === o.wert}
                  onChange={onChange}
                  aria-invalid={error ? true : undefined}
                  required={f.pflicht || undefined}
                />{' '}
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    if (f.typ === 'position')
      return (
        <PositionField
          key={f.name}
          f={f}
          id={id}
          error={error}
          message={message}
          hint={hint}
          value={werte[f.name] ?? ''}
          set={set}
          karte={data.karte}
          ort={werte.ort ?? ''}
        />
      );
    if (f.typ === 'mehrfach') {
      const chosen = mehrfachWerte(werte[f.name]);
      const choices = choicesOf(f);
      const toggle = (wert: string, on: boolean) => {
        const next = new Set(chosen);
        if (on) next.add(wert);
        else next.delete(wert);
        // In the order of the list, as a browser without JavaScript sends them.
        set(
          f.name,
          choices
            .filter((o) => next.has(o.wert))
            .map((o) => o.wert)
            .join(','),
        );
      };
      return (
        <fieldset key={f.name} className={`${cls} st-form__multi`} aria-describedby={describedBy}>
          <legend className="st-form__legend">{labelText}</legend>
          {hint}
          {message}
          <div className="st-form__choices st-form__choices--columns">
            {choices.map((o, i) => (
              <label key={o.wert} className="st-form__choice">
                <input
                  type="checkbox"
                  id={`${id}-${i}`}
                  name={f.name}
                  value={o.wert}
                  checked={chosen.includes(o.wert)}
                  onChange={(e) => toggle(o.wert, e.target.checked)}
                  aria-invalid={error ? true : undefined}
                />{' '}
                {o.label}
              </label>
            ))}
          </div>
          {f.hoechstens ? (
            <p className="st-form__count" aria-live="polite">
              {chosen.length} von höchstens {f.hoechstens} gewählt
            </p>
          ) : null}
        </fieldset>
      );
    }
    if (f.typ === 'zeiten') {
      const z = parseZeiten(werte[f.name]);
      const wrong = error ? pruefeZeiten(werte[f.name] ?? '') : null;
      const change = (tag: TagKey, i: number, teil: 0 | 1, value: string) => {
        const ranges = Array.from({ length: ZEITEN_PRO_TAG }, (_, k): [string, string] => [...(z[tag]?.[k] ?? ['', ''])] as [string, string]);
        ranges[i]![teil] = value;
        set(f.name, zeitenWert({ ...z, [tag]: ranges }));
      };
      return (
        <fieldset key={f.name} className={`${cls} st-zeiten`} aria-describedby={describedBy}>
          <legend className="st-form__legend">{labelText}</legend>
          {hint}
          {message}
          <div className="st-zeiten__tage">
            {TAGE.map((t) => (
              <div key={t.key} className="st-zeiten__tag" role="group" aria-labelledby={`${id}-${t.key}`}>
                <span className="st-zeiten__name" id={`${id}-${t.key}`}>
                  {t.name}
                </span>
                {Array.from({ length: ZEITEN_PRO_TAG }, (_, i) => (
                  <span key={i} className="st-zeiten__zeitraum">
                    {(['von', 'bis'] as const).map((teil, k) => {
                      const inputId = zeitId(f.name, t.key, i, teil);
                      const bad = wrong && wrong.tag === t.key && wrong.index === i && wrong.teil === teil;
                      return (
                        <span key={teil} className="st-zeiten__ende">
                          <label htmlFor={inputId}>
                            <span className="st-visually-hidden">
                              {t.name}, {i + 1}. Zeit,{' '}
                            </span>
                            {teil}
                          </label>
                          <input
                            type="time"
                            id={inputId}
                            name={zeitInputName(f.name, t.key, i, teil)}
                            value={z[t.key]?.[i]?.[k] ?? ''}
                            onChange={(e) => change(t.key, i, k as 0 | 1, e.target.value)}
                            aria-invalid={bad ? true : undefined}
                            aria-describedby={bad ? `${id}-fehler` : undefined}
                          />
                        </span>
                      );
                    })}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </fieldset>
      );
    }
    if (f.typ === 'zustimmung') {
      if (zugestimmt) return null;
      return (
        <div key={f.name} className={cls}>
          {message}
          <label className="st-form__choice st-form__choice--text" htmlFor={id}>
            <input
              type="checkbox"
              id={id}
              name={f.name}
              value="ja"
              checked={werte[f.name] === 'ja'}
              onChange={(e) => set(f.name, e.target.checked ? 'ja' : '')}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              required={f.pflicht || undefined}
            />{' '}
            <span>{f.ankreuzen ?? f.label}</span>
          </label>
        </div>
      );
    }
    let input: ReactNode;
    if (f.typ === 'textarea') input = <textarea {...common} rows={8} maxLength={f.max + 1000} />;
    else if (f.typ === 'amt') {
      input = (
        <select {...common}>
          {/* Nothing chosen until the person chooses: a message never goes to an office by default. */}
          <option value="">Bitte wählen Sie ein Amt</option>
          {(data.aemter ?? [{ id: Number(werte[f.name]) || 49, titel: 'Bürgerbüro' }]).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.titel}
            </option>
          ))}
        </select>
      );
    } else {
      const type = f.typ === 'email' ? 'email' : f.typ === 'tel' ? 'tel' : f.typ === 'date' ? 'date' : f.typ === 'url' ? 'url' : 'text';
      input = (
        <input
          {...common}
          type={type}
          autoComplete={f.autocomplete}
          inputMode={f.typ === 'seite' ? 'url' : f.typ === 'plz' ? 'numeric' : undefined}
          onBlur={f.typ === 'tel' || f.typ === 'url' || f.typ === 'seite' ? onBlur(f) : undefined}
          max={f.typ === 'date' ? data.heute : undefined}
          className={f.typ === 'plz' ? 'st-form__short' : undefined}
          list={f.name === 'ort' && data.karte ? `${id}-strassen` : undefined}
          spellCheck={f.typ === 'email' || f.typ === 'tel' || f.typ === 'seite' || f.typ === 'url' ? false : undefined}
        />
      );
    }
    const adresse = f.name === 'ort' && data.karte;
    return (
      <div key={f.name} className={cls}>
        <label htmlFor={id} className="st-form__label">
          {labelText}
        </label>
        {hint}
        {message}
        {adresse ? (
          <div className="st-karte__adresse">
            {input}
            <datalist id={`${id}-strassen`}>
              {data.karte!.strassen.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            {eigeneKarte() ? (
              <button type="submit" name={KARTE_FELD} value="adresse" formNoValidate className="st-button st-button--secondary">
                Adresse auf der Karte zeigen
              </button>
            ) : null}
          </div>
        ) : (
          input
        )}
      </div>
    );
  }

  function fotoControl() {
    // Staff keep or leave out the picture that came with the version; they upload none.
    if (intern) return bildAktuell ? <div key={FOTOS}>{bildAktuell}</div> : null;
    const error = errorOf(FOTOS);
    const id = fieldId(FOTOS);
    const describedBy = [error ? `${id}-fehler` : null, `${id}-hinweis`].filter(Boolean).join(' ');
    return (
      <div key={FOTOS} className={`st-form__field${error ? ' st-form__field--invalid' : ''}`}>
        {data.fotos.length ? (
          <div className="st-form__kept">
            <p id={`${id}-angehaengt`}>Bereits angehängt:</p>
            <ul aria-labelledby={`${id}-angehaengt`}>
              {data.fotos.map((f) => (
                <li key={f.id}>
                  <span className="st-form__filename">{f.name}</span> ({formatFileSize(f.groesse)}){' '}
                  <label className="st-form__choice">
                    <input
                      type="checkbox"
                      name="foto_entfernen"
                      value={f.id}
                      checked={!!entfernt[f.id]}
                      onChange={(e) => setEntfernt((x) => ({ ...x, [f.id]: e.target.checked }))}
                    />{' '}
                    entfernen
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {bildAktuell}
        <label htmlFor={id} className="st-form__label">
          {def.bild ? (data.fotos.length || bildAktuell ? `Anderes ${def.bild.label}` : def.bild.label) : data.fotos.length ? 'Weitere Fotos' : 'Fotos'}
          <span className="st-form__optional"> (freiwillig)</span>
        </label>
        <p className="st-form__hint" id={`${id}-hinweis`}>
          {def.bild
            ? def.bild.hinweis
            : `Bis zu ${def.fotos} Fotos im Format JPEG, PNG oder WebP, je höchstens 10 MB. Standortdaten und andere Angaben in den Fotos entfernen wir beim Hochladen.`}
        </p>
        {error ? (
          <p className="st-form__error" id={`${id}-fehler`}>
            <span className="st-visually-hidden">Fehler: </span>
            {error}
          </p>
        ) : null}
        <input
          id={id}
          type="file"
          name={FOTOS}
          multiple={def.fotos > 1}
          accept={FOTO_TYPEN.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setTouched((t) => ({ ...t, [FOTOS]: true }));
            setFotoFehler(checkFotos(e.currentTarget));
          }}
        />
      </div>
    );
  }

  return (
    <>
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      {invalid.length ? (
        <div className="st-form__summary" role="alert" aria-labelledby={`${summaryId}-titel`}>
          <H id={`${summaryId}-titel`} className="st-form__summarytitle">
            Bitte korrigieren Sie {invalid.length === 1 ? 'die folgende Angabe' : `die folgenden ${invalid.length} Angaben`}:
          </H>
          <ul>
            {invalid.map((name) => (
              <li key={name}>
                <a href={`#${targetId(name)}`}>{errorOf(name)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {intro}
      <p className="st-form__note">Alle Angaben sind nötig, wenn nicht „freiwillig“ dabeisteht.</p>
      <ActionForm action={action} csrf={data.csrf} files={def.fotos > 0 && !intern} noValidate onSubmit={onSubmit} adopt={adopt} className="st-form">
        {data.karte && eigeneKarte() ? (
          // The form's default button (Enter in a field sends the form, not a click on the map image below).
          <button type="submit" className="st-form__standard" tabIndex={-1} aria-hidden="true">
            Absenden
          </button>
        ) : null}
        <input type="hidden" name="_schluessel" value={schluessel} />
        {work ? <input type="hidden" name={WORK_FIELD} value={work} /> : null}
        {intern ? <input type="hidden" name="_aktion" value="bearbeiten" /> : null}
        {data.bestaetigen && !intern ? <input type="hidden" name="_bestaetigung" value="1" /> : null}
        {data.fotoToken ? <input type="hidden" name="_fotos" value={data.fotoToken} /> : null}
        {def.gruppen
          .filter((g) => g.felder.some((n) => (n === FOTOS ? !intern || !!bildAktuell : byName.has(n))))
          .map((g) => (
            <section key={g.titel} className="st-form__group" aria-labelledby={`${def.art}-gruppe-${g.felder[0]}`}>
              <H id={`${def.art}-gruppe-${g.felder[0]}`} className="st-form__grouptitle">
                {g.titel}
              </H>
              {g.felder.map((name) => (name === FOTOS ? fotoControl() : byName.has(name) ? control(byName.get(name)!) : null))}
            </section>
          ))}
        {zugestimmt ? (
          <p className="st-form__note">
            Ihre Zustimmung zur Veröffentlichung liegt uns vor; sie gilt auch für diese Änderung. Wenn Sie den Eintrag nicht mehr veröffentlicht haben möchten,
            beantragen Sie unten die Löschung.
          </p>
        ) : null}
        {intern ? null : (
          <>
            {data.bestaetigen ? null : (
              <div className="st-form__hp">
                <label htmlFor={`${def.art}-${HONEYPOT_FIELD}`}>Bitte lassen Sie dieses Feld leer.</label>
                <input
                  id={`${def.art}-${HONEYPOT_FIELD}`}
                  type="text"
                  name={HONEYPOT_FIELD}
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                  data-transient=""
                />
              </div>
            )}
            <p className="st-form__privacy">
              Was mit Ihren Angaben geschieht und wann wir sie löschen, steht in der <ContentLink to="/rathaus/datenschutz/">Datenschutzerklärung</ContentLink>.
            </p>
          </>
        )}
        {data.karte?.naehe.length ? <InDerNaehe karte={data.karte} ebene={ebene} /> : null}
        {data.karte?.gesehen || data.karte?.naehe.length ? <input type="hidden" name="_naehe_gesehen" value="1" /> : null}
        <button type="submit" className="st-button">
          {senden}
        </button>
      </ActionForm>
    </>
  );
}

/** The town's map source (town settings `karte`), if it has one. */
const quelle = (): KartenQuelle | undefined => TOWN.karte;
/** A map whose image this server makes (the steps without JavaScript need one): drawn, or composed from the town's tiles (ADR 59). */
const eigeneKarte = () => quelle()?.art === 'stadtplan' || quelle()?.art === 'kacheln';

/**
 * The optional place on the map (ADR 52): a hidden field, and the town's map: the one this server
 * draws (with and without JavaScript), the town's own tile server, or OpenStreetMap after consent.
 * With JavaScript "Meine Position" marks where the visitor stands, asked only after the click.
 */
function PositionField({
  f,
  id,
  error,
  message,
  hint,
  value,
  set,
  karte,
  ort,
}: {
  f: FeldDef;
  id: string;
  error: string | undefined;
  message: ReactNode;
  hint: ReactNode;
  value: string;
  set: (name: string, value: string) => void;
  karte: KarteData | undefined;
  ort: string;
}) {
  const pos = parsePosition(value);
  const q = quelle();
  const onChange = (p: Position | null) => set(f.name, p ? positionWert(p.lat, p.lon) : '');
  // The place field takes the nearest address of a mark while it is empty or holds the last one taken.
  const taken = useRef('');
  const ortNow = useRef(ort);
  ortNow.current = ort;
  const onStrasse = useCallback(
    (text: string) => {
      if (ortNow.current === '' || ortNow.current === taken.current) {
        taken.current = text;
        set('ort', text);
      }
    },
    [set],
  );
  let map: ReactNode = null;
  if (q?.art === 'stadtplan' && karte) map = <StadtKarte id={id} karte={karte} value={value} onChange={(v) => set(f.name, v)} onStrasse={onStrasse} />;
  else if (q?.art === 'kacheln' && karte)
    // Without JavaScript the town's tiles composed by our server (ADR 59); with it the tile map in the browser.
    map = (
      <StadtKarte
        id={id}
        karte={karte}
        value={value}
        onChange={(v) => set(f.name, v)}
        onStrasse={onStrasse}
        quelle={q}
        mitSkript={<MapPicker value={pos} onChange={onChange} start={pos ?? TOWN.geo} kacheln={q.kacheln} namensnennung={q.namensnennung} nurMitSkript />}
      />
    );
  else if (q?.art === 'kacheln')
    map = <MapPicker value={pos} onChange={onChange} start={pos ?? TOWN.geo} kacheln={q.kacheln} namensnennung={q.namensnennung} nurMitSkript />;
  else if (q?.art === 'openstreetmap')
    map = (
      <ExternalEmbed
        provider={OPENSTREETMAP}
        title="Karte: Stelle markieren"
        kind="custom"
        src="https://tile.openstreetmap.org/"
        href={osmPageUrl(pos?.lat ?? TOWN.geo.lat, pos?.lon ?? TOWN.geo.lon)}
        linkText="Die Umgebung auf openstreetmap.org ansehen"
        headingLevel={3}
        render={() => <MapPicker value={pos} onChange={onChange} start={pos ?? TOWN.geo} />}
      />
    );
  return (
    <div className={`st-form__field${error ? ' st-form__field--invalid' : ''}`}>
      <input type="hidden" name={f.name} value={value} />
      <p className="st-form__label" id={`${id}-label`}>
        {f.label}
        <span className="st-form__optional"> (freiwillig)</span>
      </p>
      {hint}
      {message}
      {(q?.art === 'stadtplan' || q?.art === 'kacheln') && karte ? null : (
        <p className="st-form__position" id={`${id}-text`} tabIndex={-1} aria-live="polite">
          {pos ? `Markiert: ${pos.lat.toFixed(5)}° Nord, ${pos.lon.toFixed(5)}° Ost` : 'Keine Stelle markiert.'}
        </p>
      )}
      <MeinePosition quelle={q} onPosition={(p) => set(f.name, positionWert(p.lat, p.lon))} />
      {map}
    </div>
  );
}

/** "Meine Position": the browser's position, asked for only when the visitor clicks (JavaScript only). */
function MeinePosition({ quelle, onPosition }: { quelle: KartenQuelle | undefined; onPosition: (p: Position) => void }) {
  const [js, setJs] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setJs(typeof navigator !== 'undefined' && 'geolocation' in navigator), []);
  if (!js) return null;
  const ask = () => {
    setStatus('Ihre Position wird ermittelt …');
    navigator.geolocation.getCurrentPosition(
      (g) => {
        const p = { lat: g.coords.latitude, lon: g.coords.longitude };
        if (quelle && !aufDerKarte(quelle, p)) {
          setStatus('Ihre Position liegt außerhalb der Karte der Stadt. Bitte markieren Sie die Stelle auf der Karte oder geben Sie die Adresse ein.');
          return;
        }
        onPosition(p);
        setStatus(`Ihre Position ist markiert (auf etwa ${Math.max(1, Math.round(g.coords.accuracy))} m genau).`);
      },
      (e) =>
        setStatus(
          e.code === e.PERMISSION_DENIED
            ? 'Sie haben die Abfrage Ihrer Position nicht erlaubt. Bitte markieren Sie die Stelle auf der Karte oder geben Sie die Adresse ein.'
            : 'Ihre Position ließ sich nicht ermitteln. Bitte markieren Sie die Stelle auf der Karte oder geben Sie die Adresse ein.',
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="st-karte__position">
      <button type="button" className="st-button st-button--secondary" onClick={ask}>
        Meine Position verwenden
      </button>
      <p className="st-form__hint" aria-live="polite">
        {status || 'Ihr Browser fragt Sie, ob er Ihre Position mitteilen darf. Sie wird nur in dieses Formular übernommen.'}
      </p>
    </div>
  );
}

/** The public reports close by, before this one is sent: "Ist das Ihr Anliegen? Dann abonnieren Sie es." */
function InDerNaehe({ karte, ebene }: { karte: KarteData; ebene: 2 | 3 }) {
  const H = ebene === 2 ? 'h2' : 'h3';
  return (
    <section className="st-naehe" aria-labelledby="st-naehe-titel">
      <H id="st-naehe-titel" className="st-form__grouptitle">
        Meldungen in der Nähe
      </H>
      <p>Diese Meldungen der gleichen Art aus den letzten 90 Tagen liegen höchstens 50 Meter von Ihrer markierten Stelle entfernt:</p>
      <ul className="st-naehe__liste">
        {karte.naehe.map((m) => (
          <li key={m.id}>
            <span className={`st-naehe__status st-naehe__status--${m.status}`}>{MELDUNG_STATUS_TITEL[m.status]}</span> <strong>{m.kategorie_name}</strong>
            {m.adresse ? `, ${m.adresse}` : ''} – gemeldet am {formatDate(m.erstellt)}, etwa {m.abstand_m} m entfernt.{' '}
            <ContentLink to={meldungPath(m.id)}>Ist das Ihr Anliegen? Dann abonnieren Sie es</ContentLink>
          </li>
        ))}
      </ul>
      <p>Wenn es um etwas anderes geht, senden Sie Ihre Meldung einfach ab.</p>
    </section>
  );
}
