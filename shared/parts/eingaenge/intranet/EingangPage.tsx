import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { ActionForm } from '../../../components/forms/ActionForm';
import { osmPageUrl } from '../../../components/consent/providers';
import { formatFileSize } from '../../../format/text';
import { EINGANG_STATUS, EINGANG_STATUS_TITEL, ENTSCHEIDUNG_TITEL, VORGANG_TITEL, type PostStatus } from '../values';
import type { EingangVerlauf } from '../contract';
import { FORMULARE, angezeigt, parsePosition, sichtbareFelder, type FormularDef } from '../formulare/definitions';
import { IntranetFrame } from '../../intranet/IntranetFrame';
import { zeitpunkt } from '../../../format/zeitpunkt';
import { unterschiede } from './unterschiede';
import type { EingangData, Gespeichert } from './types';

const POST_TITEL: Record<PostStatus, string> = {
  wartend: 'noch nicht gesendet',
  gesendet: 'gesendet',
  aufgegeben: 'nicht zustellbar',
};

const GESPEICHERT_TEXT: Record<Gespeichert, string> = {
  status: 'Der Status wurde geändert.',
  notiz: 'Die Notiz wurde gespeichert.',
  antwort: 'Die Antwort liegt im Postausgang und ist im Verlauf festgehalten. Ihr Zustand steht unten bei den E-Mails.',
  freigegeben: 'Freigegeben. Das Gewerbeverzeichnis zeigt den Stand jetzt, der Betrieb erhält eine E-Mail.',
  abgelehnt: 'Abgelehnt. Die Begründung geht per E-Mail an den Betrieb.',
  link_gesperrt: 'Der persönliche Link ist gesperrt. Er führt jetzt ins Leere.',
  link_gesendet: 'Ein neuer Link ist unterwegs; der bisherige gilt nicht mehr.',
};

const AKTION_TEXT: Record<string, string> = {
  freigegeben: 'Freigegeben',
  abgelehnt: 'Abgelehnt',
  ersetzt: 'Durch eine neuere Fassung ersetzt',
  link_gesperrt: 'Persönlichen Link gesperrt',
  link_gesendet: 'Neuen persönlichen Link gesendet',
  antwort: 'Antwort per E-Mail',
};

function Verlauf({ v }: { v: EingangVerlauf }) {
  if (v.aktion) {
    return (
      <>
        <strong>{AKTION_TEXT[v.aktion] ?? v.aktion}</strong>
        {v.notiz ? <span className="st-inbox__note">: {v.notiz}</span> : null}
      </>
    );
  }
  return v.status ? (
    <>
      Status <strong>{EINGANG_STATUS_TITEL[v.status]}</strong>
    </>
  ) : (
    <>
      Notiz <span className="st-inbox__note">{v.notiz}</span>
    </>
  );
}

/** The answer to the citizen by e-mail: through the outbox, kept in the history (ADR 49). */
function Antworten({ data }: { data: EingangData }) {
  const e = data.eingang;
  const an = e.felder.email?.trim();
  const def = FORMULARE[e.art];
  const betreffError = data.errors.antwort_betreff;
  const textError = data.errors.antwort;
  return (
    <section aria-labelledby="eingang-antworten">
      <h2 id="eingang-antworten">Per E-Mail antworten</h2>
      {an ? (
        <ActionForm action={`/intranet/eingaenge/${e.referenz}`} csrf={data.nav.csrf} className="st-intranet__form">
          <input type="hidden" name="_aktion" value="antworten" />
          <input type="hidden" name="_antwort_schluessel" value={data.antwortSchluessel} />
          <p className="st-form__hint" id="eingang-antwort-an">
            An <strong>{an}</strong>. Die Antwort geht über den Postausgang, mit der Vorgangsnummer und dem Namen der Stadt; Rückantworten gehen an das
            zuständige Amt. Sie wird im Verlauf festgehalten.
          </p>
          <div className={`st-intranet__field${betreffError ? ' st-intranet__field--invalid' : ''}`}>
            <label htmlFor="eingang-antwort-betreff">Betreff</label>
            {betreffError ? (
              <p className="st-intranet__fielderror" id="eingang-antwort-betreff-fehler">
                {betreffError}
              </p>
            ) : null}
            <input
              id="eingang-antwort-betreff"
              name="antwort_betreff"
              type="text"
              maxLength={200}
              defaultValue={data.values.antwort_betreff ?? `Ihre ${def?.titel ?? 'Anfrage'}`}
              aria-invalid={betreffError ? true : undefined}
              aria-describedby={betreffError ? 'eingang-antwort-betreff-fehler' : undefined}
            />
          </div>
          <div className={`st-intranet__field${textError ? ' st-intranet__field--invalid' : ''}`}>
            <label htmlFor="eingang-antwort">Antwort</label>
            {textError ? (
              <p className="st-intranet__fielderror" id="eingang-antwort-fehler">
                {textError}
              </p>
            ) : null}
            <textarea
              id="eingang-antwort"
              name="antwort"
              rows={8}
              defaultValue={data.values.antwort ?? ''}
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? 'eingang-antwort-fehler eingang-antwort-an' : 'eingang-antwort-an'}
            />
          </div>
          <button type="submit" className="st-button">
            Antwort senden
          </button>
        </ActionForm>
      ) : (
        <p>Die Absenderin oder der Absender hat keine E-Mail-Adresse angegeben. Bitte antworten Sie, falls nötig, per Telefon oder Brief.</p>
      )}
    </section>
  );
}

/**
 * One submission: every field as the citizen filled it in, the photos (served only to staff), the
 * status and an internal note as forms (each change recorded with who and when), the history, and the
 * e-mail to the office with its state in the outbox. A version of an entry with approval (ADR 15)
 * shows the change against the published values and is approved or rejected instead.
 */
export default function EingangPage({ data }: PageProps<EingangData>) {
  const { eingang: e, nav } = data;
  const def = FORMULARE[e.art];
  const felder = def ? sichtbareFelder(def) : [];
  const statusError = data.errors.status;
  const notizError = data.errors.notiz;
  const freigabe = !!(def?.freigabe && e.eintrag);
  return (
    <IntranetFrame nav={nav} title={`${def?.titel ?? e.art} ${e.referenz}`}>
      <p>
        <Link to="/intranet/eingaenge">Zurück zur Liste der Eingänge</Link>
      </p>
      {data.gespeichert ? (
        <p className="st-intranet__notice" role="status">
          {GESPEICHERT_TEXT[data.gespeichert]}
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
          {e.entscheidung ? ` (${ENTSCHEIDUNG_TITEL[e.entscheidung]})` : freigabe && e.status !== 'erledigt' ? ' (wartet auf Freigabe)' : ''}
        </dd>
        {e.vorgang ? (
          <>
            <dt>Vorgang</dt>
            <dd>{VORGANG_TITEL[e.vorgang]}</dd>
          </>
        ) : null}
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

      {freigabe && def ? (
        <EintragAngaben data={data} def={def} />
      ) : (
        <section aria-labelledby="eingang-angaben">
          <h2 id="eingang-angaben">Angaben</h2>
          <dl className="st-inbox__fields">
            {felder.map((f) => {
              const shown = angezeigt(f, e.felder);
              const pos = f.typ === 'position' && e.felder[f.name] ? parsePosition(e.felder[f.name]!) : null;
              return (
                <div key={f.name}>
                  <dt>{f.label}</dt>
                  <dd className="st-inbox__value">
                    {shown ? shown : <span className="st-inbox__empty">keine Angabe</span>}
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
      )}

      {e.fotos.length ? (
        <section aria-labelledby="eingang-fotos">
          <h2 id="eingang-fotos">{def?.bild ? def.bild.label : 'Fotos'}</h2>
          <ul className="st-inbox__photos">
            {e.fotos.map((f, i) => {
              const src = `/intranet/eingaenge/${e.referenz}/fotos/${f.id}`;
              return (
                <li key={f.id}>
                  <figure>
                    <a href={src}>
                      <img src={src} alt={def?.bild ? `${def.bild.label} aus ${e.referenz}` : `Foto ${i + 1} der Meldung ${e.referenz}`} loading="lazy" />
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

      {freigabe ? <Entscheiden data={data} /> : null}

      <section aria-labelledby="eingang-bearbeiten">
        <h2 id="eingang-bearbeiten">{freigabe ? 'Interne Notiz' : 'Bearbeiten'}</h2>
        {freigabe ? null : (
          <ActionForm action={`/intranet/eingaenge/${e.referenz}`} csrf={nav.csrf} className="st-intranet__form">
            <input type="hidden" name="_aktion" value="status" />
            <div className={`st-intranet__field${statusError ? ' st-intranet__field--invalid' : ''}`}>
              <label htmlFor="eingang-status">Status</label>
              {statusError ? (
                <p className="st-intranet__fielderror" id="eingang-status-fehler">
                  {statusError}
                </p>
              ) : null}
              <select
                id="eingang-status"
                name="status"
                defaultValue={e.status}
                aria-invalid={statusError ? true : undefined}
                aria-describedby={statusError ? 'eingang-status-fehler' : undefined}
              >
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
        )}
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

      {freigabe ? null : <Antworten data={data} />}

      <section aria-labelledby="eingang-verlauf">
        <h2 id="eingang-verlauf">Verlauf</h2>
        <ol className="st-inbox__history">
          {e.verlauf.map((v, i) => (
            <li key={i}>
              <time dateTime={v.zeit}>{zeitpunkt(v.zeit)}</time>, {v.von}: <Verlauf v={v} />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="eingang-post">
        <h2 id="eingang-post">{freigabe ? 'E-Mails an das Amt und an den Betrieb' : 'E-Mails zu diesem Eingang'}</h2>
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

/** The values of a version: a new entry as sent, a change against the published values field by field, a removal with its reason. */
function EintragAngaben({ data, def }: { data: EingangData; def: FormularDef }) {
  const e = data.eingang;
  const eintrag = e.eintrag!;
  // A version that was approved is what went online (or went online then): compared with the
  // published values it would compare with itself. Its values are shown as they are.
  const bisher = e.entscheidung === 'freigegeben' ? null : eintrag.veroeffentlicht;
  if (e.vorgang === 'entfernen') {
    return (
      <section aria-labelledby="eingang-angaben">
        <h2 id="eingang-angaben">Antrag auf Löschung</h2>
        <dl className="st-inbox__fields">
          <div>
            <dt>Eintrag</dt>
            <dd className="st-inbox__value">{e.felder[def.freigabe!.name] || <span className="st-inbox__empty">keine Angabe</span>}</dd>
          </div>
          <div>
            <dt>Begründung</dt>
            <dd className="st-inbox__value">{e.felder.grund || <span className="st-inbox__empty">keine Angabe</span>}</dd>
          </div>
        </dl>
      </section>
    );
  }
  const rows = unterschiede(def, bisher ?? {}, e.felder);
  const changed = rows.filter((r) => r.geaendert).length;
  return (
    <section aria-labelledby="eingang-angaben">
      <h2 id="eingang-angaben">{bisher ? 'Änderungen gegenüber der veröffentlichten Fassung' : 'Angaben'}</h2>
      {bisher ? (
        <p>
          {changed === 0 ? 'Keine Angabe wurde geändert.' : changed === 1 ? '1 Angabe wurde geändert.' : `${changed} Angaben wurden geändert.`} Geänderte Zeilen
          sind markiert.
        </p>
      ) : null}
      <div className="st-inbox__scroll">
        <table className="st-inbox__table st-inbox__diff">
          <caption className="st-visually-hidden">{bisher ? 'Jede Angabe: veröffentlicht und neu' : 'Die Angaben des Eintrags'}</caption>
          <thead>
            <tr>
              <th scope="col">Angabe</th>
              {bisher ? <th scope="col">Veröffentlicht</th> : null}
              <th scope="col">{bisher ? 'Neu' : 'Wert'}</th>
              {bisher ? <th scope="col">Geändert</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} className={bisher && r.geaendert ? 'st-inbox__diff--geaendert' : undefined}>
                <th scope="row">{r.label}</th>
                {bisher ? <td className="st-inbox__value">{r.bisher || <span className="st-inbox__empty">keine Angabe</span>}</td> : null}
                <td className="st-inbox__value">{r.neu || <span className="st-inbox__empty">keine Angabe</span>}</td>
                {bisher ? <td>{r.geaendert ? <strong>geändert</strong> : 'gleich'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.logo && bisher?.logo ? (
        <p>
          Veröffentlichtes Logo:
          <img
            className="st-form__logo"
            src={data.logo.url}
            width={data.logo.breite}
            height={data.logo.hoehe}
            alt={`Veröffentlichtes Logo von ${bisher.name ?? 'dem Betrieb'}`}
          />
        </p>
      ) : null}
    </section>
  );
}

/** Approve, edit before approving, reject with a reason; the entry, its versions and its private link. */
function Entscheiden({ data }: { data: EingangData }) {
  const e = data.eingang;
  const eintrag = e.eintrag!;
  const nav = data.nav;
  const offen = e.entscheidung === null && e.status !== 'erledigt';
  const grundError = data.errors.grund;
  const action = `/intranet/eingaenge/${e.referenz}`;
  return (
    <>
      {offen ? (
        <section aria-labelledby="eingang-entscheiden">
          <h2 id="eingang-entscheiden">Entscheiden</h2>
          <p>
            {e.vorgang === 'entfernen'
              ? 'Mit der Freigabe wird der Eintrag aus dem Gewerbeverzeichnis gelöscht.'
              : 'Mit der Freigabe erscheint diese Fassung sofort im Gewerbeverzeichnis, unter ihren Branchen und in der Suche. Ansprechperson und ihre E-Mail-Adresse werden nicht veröffentlicht.'}
          </p>
          <ActionForm action={action} csrf={nav.csrf} className="st-intranet__form">
            <input type="hidden" name="_aktion" value="freigeben" />
            <button type="submit" className="st-button">
              {e.vorgang === 'entfernen' ? 'Löschen und bestätigen' : 'Freigeben und veröffentlichen'}
            </button>
          </ActionForm>
          {e.vorgang !== 'entfernen' ? (
            <p>
              <Link to={`${action}/bearbeiten`}>Vor der Freigabe bearbeiten</Link>
            </p>
          ) : null}
          <ActionForm action={action} csrf={nav.csrf} className="st-intranet__form">
            <input type="hidden" name="_aktion" value="ablehnen" />
            <div className={`st-intranet__field${grundError ? ' st-intranet__field--invalid' : ''}`}>
              <label htmlFor="eingang-grund">Begründung der Ablehnung</label>
              <p className="st-form__hint" id="eingang-grund-hinweis">
                Geht per E-Mail an die Ansprechperson des Betriebs.
              </p>
              {grundError ? (
                <p className="st-intranet__fielderror" id="eingang-grund-fehler">
                  {grundError}
                </p>
              ) : null}
              <textarea
                id="eingang-grund"
                name="grund"
                rows={4}
                defaultValue={data.values.grund ?? ''}
                aria-invalid={grundError ? true : undefined}
                aria-describedby={grundError ? 'eingang-grund-fehler eingang-grund-hinweis' : 'eingang-grund-hinweis'}
              />
            </div>
            <button type="submit" className="st-button st-button--secondary">
              Ablehnen
            </button>
          </ActionForm>
        </section>
      ) : null}
      <section aria-labelledby="eingang-eintrag">
        <h2 id="eingang-eintrag">Der Eintrag</h2>
        <dl className="st-inbox__facts">
          <dt>Im Verzeichnis</dt>
          <dd>
            {eintrag.status === 'veroeffentlicht' && eintrag.url ? (
              <Link to={eintrag.url}>veröffentlicht</Link>
            ) : eintrag.status === 'entfernt' ? (
              'gelöscht'
            ) : (
              'noch nicht veröffentlicht'
            )}
          </dd>
          {eintrag.ausstehend && eintrag.ausstehend !== e.referenz ? (
            <>
              <dt>Wartet</dt>
              <dd>
                <Link to={`/intranet/eingaenge/${eintrag.ausstehend}`}>{eintrag.ausstehend}</Link>
              </dd>
            </>
          ) : null}
        </dl>
        <h3>Fassungen</h3>
        <ol className="st-inbox__history">
          {eintrag.versionen.map((v) => (
            <li key={v.referenz}>
              {v.referenz === e.referenz ? <strong>{v.referenz}</strong> : <Link to={`/intranet/eingaenge/${v.referenz}`}>{v.referenz}</Link>},{' '}
              {VORGANG_TITEL[v.vorgang]}, <time dateTime={v.erstellt}>{zeitpunkt(v.erstellt)}</time>:{' '}
              {v.entscheidung ? ENTSCHEIDUNG_TITEL[v.entscheidung] : 'wartet auf Freigabe'}
            </li>
          ))}
        </ol>
        {eintrag.status !== 'entfernt' ? (
          <>
            <h3>Persönlicher Link</h3>
            <p>
              Mit dem Link ändert der Betrieb seinen Eintrag. Sperren Sie ihn, wenn er in falsche Hände geraten ist. Ein neuer Link geht per E-Mail an die
              Ansprechperson des Eintrags; der bisherige gilt dann nicht mehr.
            </p>
            <div className="st-inbox__buttons">
              <ActionForm action={action} csrf={nav.csrf}>
                <input type="hidden" name="_aktion" value="link_senden" />
                <button type="submit" className="st-button">
                  Neuen Link senden
                </button>
              </ActionForm>
              <ActionForm action={action} csrf={nav.csrf}>
                <input type="hidden" name="_aktion" value="link_sperren" />
                <button type="submit" className="st-button st-button--secondary">
                  Link sperren
                </button>
              </ActionForm>
            </div>
          </>
        ) : null}
      </section>
    </>
  );
}
