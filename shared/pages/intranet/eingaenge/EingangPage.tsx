import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { ActionForm } from '../../../components/forms/ActionForm';
import { osmPageUrl } from '../../../components/consent/providers';
import { formatFileSize } from '../../../format/text';
import { EINGANG_STATUS, EINGANG_STATUS_TITEL, type PostStatus } from '../../../contract/eingaenge-values';
import { FORMULARE, parsePosition, sichtbareFelder, wertText } from '../../formulare/definitions';
import { IntranetFrame } from '../IntranetFrame';
import { zeitpunkt } from './zeit';
import type { EingangData } from './types';

const POST_TITEL: Record<PostStatus, string> = {
  wartend: 'noch nicht gesendet',
  gesendet: 'gesendet',
  aufgegeben: 'nicht zustellbar',
};

/**
 * One submission: every field as the citizen filled it in, the photos (served only to staff), the
 * status and an internal note as forms (each change recorded with who and when), the history, and the
 * e-mail to the office with its state in the outbox.
 */
export default function EingangPage({ data }: PageProps<EingangData>) {
  const { eingang: e, nav } = data;
  const def = FORMULARE[e.art];
  const felder = def ? sichtbareFelder(def) : [];
  const statusError = data.errors.status;
  const notizError = data.errors.notiz;
  return (
    <IntranetFrame nav={nav} title={`${def?.titel ?? e.art} ${e.referenz}`}>
      <p>
        <Link to="/intranet/eingaenge">Zurück zur Liste der Eingänge</Link>
      </p>
      {data.gespeichert ? (
        <p className="st-intranet__notice" role="status">
          {data.gespeichert === 'status' ? 'Der Status wurde geändert.' : 'Die Notiz wurde gespeichert.'}
        </p>
      ) : null}
      {data.message ? (
        <div className="st-intranet__error" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      <dl className="st-inbox__facts">
        <dt>Status</dt>
        <dd>
          <span className={`st-inbox__status st-inbox__status--${e.status}`}>{EINGANG_STATUS_TITEL[e.status]}</span>
        </dd>
        <dt>Eingegangen</dt>
        <dd>
          <time dateTime={e.erstellt}>{zeitpunkt(e.erstellt)}</time>
        </dd>
        {e.erledigt_am ? (
          <>
            <dt>Erledigt</dt>
            <dd>
              <time dateTime={e.erledigt_am}>{zeitpunkt(e.erledigt_am)}</time> (wird nach Ablauf der Aufbewahrungsfrist gelöscht)
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="eingang-angaben">
        <h2 id="eingang-angaben">Angaben</h2>
        <dl className="st-inbox__fields">
          {felder.map((f) => {
            const raw = f.typ === 'amt' ? e.felder.amt_name || e.felder.amt : e.felder[f.name];
            const pos = f.typ === 'position' && raw ? parsePosition(raw) : null;
            return (
              <div key={f.name}>
                <dt>{f.label}</dt>
                <dd className="st-inbox__value">
                  {raw ? wertText(f, raw) : <span className="st-inbox__empty">keine Angabe</span>}
                  {pos ? (
                    <>
                      {' '}
                      <a href={osmPageUrl(pos.lat, pos.lon)} rel="noopener noreferrer" target="_blank">
                        Auf der Karte ansehen<span className="st-visually-hidden"> (openstreetmap.org, öffnet in einem neuen Fenster)</span>
                      </a>
                    </>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      {e.fotos.length ? (
        <section aria-labelledby="eingang-fotos">
          <h2 id="eingang-fotos">Fotos</h2>
          <ul className="st-inbox__photos">
            {e.fotos.map((f, i) => {
              const src = `/intranet/eingaenge/${e.referenz}/fotos/${f.id}`;
              return (
                <li key={f.id}>
                  <figure>
                    <a href={src}>
                      <img src={src} alt={`Foto ${i + 1} der Meldung ${e.referenz}`} loading="lazy" />
                    </a>
                    <figcaption>
                      {f.name} ({formatFileSize(f.groesse)})
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="eingang-bearbeiten">
        <h2 id="eingang-bearbeiten">Bearbeiten</h2>
        <ActionForm action={`/intranet/eingaenge/${e.referenz}`} csrf={nav.csrf} className="st-intranet__form">
          <input type="hidden" name="_aktion" value="status" />
          <div className={`st-intranet__field${statusError ? ' st-intranet__field--invalid' : ''}`}>
            <label htmlFor="eingang-status">Status</label>
            {statusError ? (
              <p className="st-intranet__fielderror" id="eingang-status-fehler">
                {statusError}
              </p>
            ) : null}
            <select id="eingang-status" name="status" defaultValue={e.status} aria-invalid={statusError ? true : undefined} aria-describedby={statusError ? 'eingang-status-fehler' : undefined}>
              {EINGANG_STATUS.map((s) => (
                <option key={s} value={s}>
                  {EINGANG_STATUS_TITEL[s]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="st-button">
            Status ändern
          </button>
        </ActionForm>
        <ActionForm action={`/intranet/eingaenge/${e.referenz}`} csrf={nav.csrf} className="st-intranet__form">
          <input type="hidden" name="_aktion" value="notiz" />
          <div className={`st-intranet__field${notizError ? ' st-intranet__field--invalid' : ''}`}>
            <label htmlFor="eingang-notiz">Interne Notiz</label>
            <p className="st-form__hint" id="eingang-notiz-hinweis">
              Nur für die Beschäftigten sichtbar. Die Bürgerin oder der Bürger erfährt davon nichts.
            </p>
            {notizError ? (
              <p className="st-intranet__fielderror" id="eingang-notiz-fehler">
                {notizError}
              </p>
            ) : null}
            <textarea
              id="eingang-notiz"
              name="notiz"
              rows={4}
              defaultValue={data.values.notiz ?? ''}
              aria-invalid={notizError ? true : undefined}
              aria-describedby={notizError ? 'eingang-notiz-fehler eingang-notiz-hinweis' : 'eingang-notiz-hinweis'}
            />
          </div>
          <button type="submit" className="st-button st-button--secondary">
            Notiz speichern
          </button>
        </ActionForm>
      </section>

      <section aria-labelledby="eingang-verlauf">
        <h2 id="eingang-verlauf">Verlauf</h2>
        <ol className="st-inbox__history">
          {e.verlauf.map((v, i) => (
            <li key={i}>
              <time dateTime={v.zeit}>{zeitpunkt(v.zeit)}</time>, {v.von}:{' '}
              {v.status ? (
                <>
                  Status <strong>{EINGANG_STATUS_TITEL[v.status]}</strong>
                </>
              ) : (
                <>
                  Notiz <span className="st-inbox__note">{v.notiz}</span>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="eingang-post">
        <h2 id="eingang-post">Benachrichtigung an das Amt</h2>
        {e.post.length ? (
          <ul className="st-inbox__mails">
            {e.post.map((p, i) => (
              <li key={i}>
                An <strong>{p.an}</strong>: „{p.betreff}“ – {POST_TITEL[p.status]}
                {p.gesendet ? (
                  <>
                    {' '}
                    am <time dateTime={p.gesendet}>{zeitpunkt(p.gesendet)}</time>
                  </>
                ) : null}
                {p.status === 'wartend' ? (
                  <>
                    {p.versuche ? ` (${p.versuche} ${p.versuche === 1 ? 'Versuch' : 'Versuche'}` : ' ('}
                    {p.versuche ? ', ' : ''}liegt im Postausgang)
                  </>
                ) : null}
                {p.letzter_fehler ? <span className="st-inbox__mailerror"> Letzter Fehler: {p.letzter_fehler}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>Keine Benachrichtigung.</p>
        )}
      </section>
    </IntranetFrame>
  );
}
