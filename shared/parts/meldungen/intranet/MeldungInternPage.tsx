import type { ReactNode } from 'react';
import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { ActionForm } from '../../../components/forms/ActionForm';
import { IntranetFrame } from '../../intranet/IntranetFrame';
import { zeitpunkt } from '../../../format/zeitpunkt';
import { Ampel } from '../Ampel';
import { tag } from '../datum';
import { INTRANET_MELDUNGEN, MELDUNG_STATUS, MELDUNG_STATUS_TITEL, meldungPath } from '../values';
import type { MeldungInternData } from './types';

const ENTSCHEIDUNG = { offen: 'noch nicht entschieden', freigegeben: 'öffentlich', verworfen: 'verworfen (nicht öffentlich)' } as const;

/** A field of a staff form with its label, its message and its hint tied to it. */
function Feld({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const ids = [error ? `${id}-fehler` : null, hint ? `${id}-hinweis` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`st-intranet__field${error ? ' st-intranet__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="st-form__hint" id={`${id}-hinweis`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="st-intranet__fielderror" id={`${id}-fehler`}>
          {error}
        </p>
      ) : null}
      {children(ids)}
    </div>
  );
}

/** A form of the staff page: which change it makes travels as `aktion`. */
function StaffForm({ action, csrf, aktion, children }: { action: string; csrf: string; aktion: string; children: ReactNode }) {
  return (
    <ActionForm action={action} csrf={csrf} className="st-intranet__form">
      <input type="hidden" name="aktion" value={aktion} />
      {children}
    </ActionForm>
  );
}

/** One report for staff: what the reporter wrote, and every decision on what the public sees. */
export default function MeldungInternPage({ data }: PageProps<MeldungInternData>) {
  const m = data.meldung;
  const { nav, errors, values } = data;
  const action = `${INTRANET_MELDUNGEN}/${m.id}`;
  const merged = m.zusammengefuehrt_in !== null;
  return (
    <IntranetFrame nav={nav} title={`Meldung Nr. ${m.id}`}>
      <p>
        <Link to={INTRANET_MELDUNGEN}>Alle Meldungen</Link>
        {m.referenz ? (
          <>
            {' · '}
            <Link to={`/intranet/eingaenge/${m.referenz}`}>Eingang {m.referenz} (mit Kontaktdaten)</Link>
          </>
        ) : null}
        {m.freigegeben && !merged ? (
          <>
            {' · '}
            <Link to={meldungPath(m.id)}>Öffentliche Seite</Link>
          </>
        ) : null}
      </p>
      {data.gespeichert ? (
        <p role="status" className="st-intranet__saved">
          Gespeichert.
        </p>
      ) : null}
      {data.message ? (
        <p role="alert" className="st-form__summary">
          {data.message}
        </p>
      ) : null}
      <dl className="st-meldung__daten">
        <dt>Status</dt>
        <dd>
          <Ampel status={m.status} />
        </dd>
        <dt>Kategorie</dt>
        <dd>{m.kategorie_name}</dd>
        <dt>Ort</dt>
        <dd>
          {m.adresse ?? 'ohne Ortsangabe'}
          {m.ortsteil ? ` (${m.ortsteil})` : ''}
          {m.lat !== null ? `, Position ${m.lat.toFixed(5)}, ${m.lon!.toFixed(5)}` : ''}
        </dd>
        <dt>Eingegangen</dt>
        <dd>{tag(m.erstellt)}</dd>
        <dt>Öffentlich</dt>
        <dd>
          {merged ? `zusammengeführt in Nr. ${m.zusammengefuehrt_in}` : m.freigegeben ? `seit ${zeitpunkt(m.freigegeben)}` : 'nein (noch nicht freigegeben)'}
        </dd>
        <dt>Erhalten Nachrichten</dt>
        <dd>
          {m.abos.meldend ? 'die meldende Person' : 'die meldende Person nicht (keine E-Mail-Adresse)'}, {m.abos.betroffen} weitere Betroffene
        </dd>
      </dl>
      <section aria-labelledby="meldung-original">
        <h2 id="meldung-original">Was gemeldet wurde (nicht öffentlich)</h2>
        <p className="st-meldung__text">{m.beschreibung || 'Der Eingang ist nach Ablauf der Aufbewahrungsfrist gelöscht.'}</p>
      </section>
      {merged ? null : (
        <>
          <section aria-labelledby="meldung-status">
            <h2 id="meldung-status">Status</h2>
            <StaffForm action={action} csrf={nav.csrf} aktion="status">
              <Feld id="meldung-status-wahl" label="Status" error={errors.status}>
                {(d) => (
                  <select id="meldung-status-wahl" name="status" defaultValue={values.status || m.status} aria-describedby={d}>
                    {MELDUNG_STATUS.map((s) => (
                      <option key={s} value={s}>
                        {MELDUNG_STATUS_TITEL[s]}
                      </option>
                    ))}
                  </select>
                )}
              </Feld>
              <Feld id="meldung-notiz" label="Interne Notiz (freiwillig)" error={errors.notiz} hint="Nur für die Beschäftigten sichtbar.">
                {(d) => <textarea id="meldung-notiz" name="notiz" rows={2} defaultValue={values.notiz ?? ''} aria-describedby={d} />}
              </Feld>
              <button type="submit" className="st-button">
                Status speichern
              </button>
            </StaffForm>
          </section>
          <section aria-labelledby="meldung-antwort">
            <h2 id="meldung-antwort">Antwort der Stadt (öffentlich)</h2>
            <StaffForm action={action} csrf={nav.csrf} aktion="antwort">
              <Feld
                id="meldung-antwort-text"
                label="Antwort"
                error={errors.antwort}
                hint="Erscheint auf der öffentlichen Seite und geht per E-Mail an alle, die Nachrichten erhalten."
              >
                {(d) => (
                  <textarea
                    id="meldung-antwort-text"
                    name="antwort"
                    rows={4}
                    defaultValue={values.antwort ?? m.antwort ?? ''}
                    aria-describedby={d}
                    aria-invalid={errors.antwort ? true : undefined}
                  />
                )}
              </Feld>
              <button type="submit" className="st-button">
                Antwort speichern und senden
              </button>
            </StaffForm>
          </section>
          <section aria-labelledby="meldung-freigabe">
            <h2 id="meldung-freigabe">Öffentlicher Text und Freigabe</h2>
            <StaffForm action={action} csrf={nav.csrf} aktion="freigeben">
              <Feld
                id="meldung-text-oeffentlich"
                label="Öffentlicher Text"
                error={errors.text}
                hint="Ohne Namen, Telefonnummern, Kennzeichen oder andere persönliche Angaben. Mit dem Speichern ist die Meldung öffentlich."
              >
                {(d) => (
                  <textarea
                    id="meldung-text-oeffentlich"
                    name="text"
                    rows={4}
                    defaultValue={values.text ?? m.text ?? m.beschreibung}
                    aria-describedby={d}
                    aria-invalid={errors.text ? true : undefined}
                  />
                )}
              </Feld>
              <button type="submit" className="st-button">
                {m.freigegeben ? 'Öffentlichen Text speichern' : 'Text freigeben und veröffentlichen'}
              </button>
            </StaffForm>
            {m.freigegeben ? (
              <StaffForm action={action} csrf={nav.csrf} aktion="zurueckziehen">
                <button type="submit" className="st-button st-button--secondary">
                  Nicht mehr öffentlich zeigen
                </button>
              </StaffForm>
            ) : null}
          </section>
          {m.fotos.length ? (
            <section aria-labelledby="meldung-fotos">
              <h2 id="meldung-fotos">Fotos</h2>
              <ul className="st-meldung__fotos st-meldung__fotos--intern">
                {m.fotos.map((f, i) => (
                  <li key={f.id}>
                    {f.bild ? (
                      <img src={f.bild.url} alt={`Öffentliche Fassung von Foto ${i + 1}`} width={f.bild.breite} height={f.bild.hoehe} loading="lazy" />
                    ) : f.intern ? (
                      <img src={f.intern} alt={`Foto ${i + 1} (Original, nicht öffentlich)`} loading="lazy" />
                    ) : null}
                    <p>
                      Foto {i + 1}: {ENTSCHEIDUNG[f.entscheidung]}
                      {f.verpixelt ? ', verpixelt' : ''}
                    </p>
                    <StaffForm action={action} csrf={nav.csrf} aktion="foto">
                      <button type="submit" name="foto" value={`${f.id}:freigeben`} className="st-button st-button--secondary">
                        Freigeben
                      </button>{' '}
                      <button type="submit" name="foto" value={`${f.id}:verpixeln`} className="st-button st-button--secondary">
                        Verpixelt freigeben
                      </button>{' '}
                      <button type="submit" name="foto" value={`${f.id}:verwerfen`} className="st-button st-button--secondary">
                        Verwerfen
                      </button>
                    </StaffForm>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="meldung-amt">
            <h2 id="meldung-amt">Zuständiges Amt</h2>
            <StaffForm action={action} csrf={nav.csrf} aktion="amt">
              <Feld id="meldung-amt-wahl" label="Amt" error={errors.amt}>
                {(d) => (
                  <select id="meldung-amt-wahl" name="amt" defaultValue={values.amt ?? (m.amt_id ? String(m.amt_id) : '')} aria-describedby={d}>
                    <option value="">Keinem Amt zugewiesen</option>
                    {(data.aemter ?? []).map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.titel}
                      </option>
                    ))}
                  </select>
                )}
              </Feld>
              <button type="submit" className="st-button st-button--secondary">
                Zuweisen
              </button>
            </StaffForm>
          </section>
          <section aria-labelledby="meldung-zusammenfuehren">
            <h2 id="meldung-zusammenfuehren">Doppelte Meldung zusammenführen</h2>
            <StaffForm action={action} csrf={nav.csrf} aktion="zusammenfuehren">
              <Feld
                id="meldung-ziel"
                label="Nummer der Meldung, in die diese übernommen wird"
                error={errors.ziel}
                hint="Diese Meldung verschwindet aus der öffentlichen Liste; wer Nachrichten zu ihr erhält, erhält sie künftig zur anderen."
              >
                {(d) => (
                  <input
                    id="meldung-ziel"
                    name="ziel"
                    inputMode="numeric"
                    defaultValue={values.ziel ?? ''}
                    aria-describedby={d}
                    aria-invalid={errors.ziel ? true : undefined}
                  />
                )}
              </Feld>
              <button type="submit" className="st-button st-button--secondary">
                Zusammenführen
              </button>
            </StaffForm>
          </section>
        </>
      )}
      <section aria-labelledby="meldung-verlauf-intern">
        <h2 id="meldung-verlauf-intern">Verlauf</h2>
        <ol className="st-inbox__history">
          {m.verlauf.map((v, i) => (
            <li key={i}>
              <time dateTime={v.zeit}>{zeitpunkt(v.zeit)}</time>, {v.von}
              {v.intern ? ' (intern)' : ''}: {v.status ? `Status ${MELDUNG_STATUS_TITEL[v.status]}. ` : ''}
              {v.art === 'freigegeben' ? 'Freigegeben. ' : ''}
              {v.text ?? ''}
            </li>
          ))}
        </ol>
      </section>
    </IntranetFrame>
  );
}
