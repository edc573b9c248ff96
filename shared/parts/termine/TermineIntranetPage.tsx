import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { longGermanDate } from '../../components/date-picker/calendar-math';
import { IntranetFrame, LoadFailed } from '../intranet/IntranetFrame';
import { INTRANET_PFAD, STATUS_TITEL, zeitText } from './values';
import type { TermineIntranetData } from './types';

const GESPEICHERT: Record<string, string> = {
  status: 'Der Status ist gespeichert.',
  gesperrt: 'Die Zeit ist gesperrt. Betroffene Termine sind abgesagt, die Betroffenen bekommen eine E-Mail mit einem Link zum Neubuchen.',
  aufgehoben: 'Die Sperre ist aufgehoben.',
  gebucht: 'Der Termin ist gebucht.',
};

const MARKEN = [
  ['erschienen', 'Erschienen'],
  ['erledigt', 'Erledigt'],
  ['nicht_erschienen', 'Nicht erschienen'],
] as const;

/** /intranet/termine: the Bürgerbüro's day per counter (printable), with the staff's actions (ADR 55). */
export default function TermineIntranetPage({ data }: PageProps<TermineIntranetData>) {
  const d = data.tagDaten;
  const schalter = d ? Math.max(d.schalter, ...d.termine.map((t) => t.schalter)) : 0;
  const err = (name: string) =>
    data.errors[name] ? (
      <p className="st-form__error" id={`termine-${name}-fehler`}>
        <span className="st-visually-hidden">Fehler: </span>
        {data.errors[name]}
      </p>
    ) : null;
  const inv = (name: string) => (data.errors[name] ? { 'aria-invalid': true, 'aria-describedby': `termine-${name}-fehler` } : {});
  return (
    <IntranetFrame nav={data.nav} title={`Termine am ${longGermanDate(data.tag)}`}>
      <nav className="st-termine__tage st-termine__noprint" aria-label="Tag wechseln">
        <Link to={`${INTRANET_PFAD}?tag=${data.vorher}`}>Vorheriger Tag</Link> <Link to={`${INTRANET_PFAD}?tag=${data.nachher}`}>Nächster Tag</Link>{' '}
        <a href={`${INTRANET_PFAD}/export.csv?tag=${data.tag}`} download>
          Tag als CSV
        </a>{' '}
        <Link to={`${INTRANET_PFAD}/statistik`}>Statistik</Link>
      </nav>
      <form method="get" action={INTRANET_PFAD} className="st-intranet__filter st-termine__noprint">
        <div className="st-intranet__field">
          <label htmlFor="termine-tag">Tag</label>
          <input id="termine-tag" type="date" name="tag" defaultValue={data.tag} />
        </div>
        <button type="submit" className="st-button st-button--secondary">
          Anzeigen
        </button>
      </form>
      {data.gespeichert ? (
        <p className="st-danke" role="status">
          {GESPEICHERT[data.gespeichert]}
        </p>
      ) : null}
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      {!d ? (
        <LoadFailed what="Die Termine des Tages" />
      ) : (
        <>
          {d.geschlossen ? <p>Das Bürgerbüro hat an diesem Tag geschlossen ({d.geschlossen}).</p> : null}
          {d.sperren.length ? (
            <section aria-labelledby="termine-sperren">
              <h2 id="termine-sperren">Gesperrte Zeiten</h2>
              <ul>
                {d.sperren.map((s) => (
                  <li key={s.id}>
                    {zeitText(s.von)} bis {zeitText(s.bis)}: {s.grund} ({s.von_name})
                    <ActionForm action={INTRANET_PFAD} csrf={data.csrf} className="st-termine__inline st-termine__noprint">
                      <input type="hidden" name="_aktion" value="aufheben" />
                      <input type="hidden" name="tag" value={data.tag} />
                      <input type="hidden" name="id" value={s.id} />
                      <button type="submit" className="st-button st-button--secondary">
                        Sperre aufheben
                      </button>
                    </ActionForm>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {Array.from({ length: schalter }, (_, i) => i + 1).map((nr) => {
            const liste = d.termine.filter((t) => t.schalter === nr);
            return (
              <section key={nr} className="st-termine__schalter" aria-labelledby={`schalter-${nr}`}>
                <h2 id={`schalter-${nr}`}>Schalter {nr}</h2>
                {liste.length ? (
                  <table className="st-termine__tabelle">
                    <caption className="st-visually-hidden">Termine an Schalter {nr}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Zeit</th>
                        <th scope="col">Name</th>
                        <th scope="col">Anliegen</th>
                        <th scope="col">Kontakt</th>
                        <th scope="col">Status</th>
                        <th scope="col" className="st-termine__noprint">
                          Markieren
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {liste.map((t) => (
                        <tr key={t.id}>
                          <td>
                            {t.zeit}–{t.ende}
                          </td>
                          <th scope="row">{t.name}</th>
                          <td>
                            {t.dienste}
                            {t.quelle === 'telefon' ? ' (telefonisch)' : ''}
                          </td>
                          <td>{[t.telefon, t.email].filter(Boolean).join(', ')}</td>
                          <td>{STATUS_TITEL[t.status]}</td>
                          <td className="st-termine__noprint">
                            <ActionForm action={INTRANET_PFAD} csrf={data.csrf} className="st-termine__inline">
                              <input type="hidden" name="_aktion" value="status" />
                              <input type="hidden" name="tag" value={data.tag} />
                              <input type="hidden" name="id" value={t.id} />
                              {MARKEN.filter(([s]) => s !== t.status).map(([s, label]) => (
                                <button
                                  key={s}
                                  type="submit"
                                  name="status"
                                  value={s}
                                  className="st-button st-button--secondary"
                                  aria-label={`${t.zeit} ${t.name}: ${label}`}
                                >
                                  {label}
                                </button>
                              ))}
                            </ActionForm>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p>Keine Termine.</p>
                )}
              </section>
            );
          })}
        </>
      )}
      <section className="st-termine__noprint" aria-labelledby="termine-telefon">
        <h2 id="termine-telefon">Termin telefonisch buchen</h2>
        <form method="get" action={INTRANET_PFAD} className="st-intranet__filter">
          <input type="hidden" name="tag" value={data.tag} />
          <div className="st-intranet__field">
            <label htmlFor="termine-dienst">Anliegen</label>
            <select id="termine-dienst" name="dienst" defaultValue={data.werte.dienst ?? ''}>
              {data.dienste.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </div>
          <div className="st-intranet__field">
            <label htmlFor="termine-personen">Personen</label>
            <select id="termine-personen" name="personen" defaultValue={data.werte.personen ?? '1'}>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="st-button st-button--secondary">
            Freie Zeiten zeigen
          </button>
        </form>
        {data.telefonZeiten ? (
          data.telefonZeiten.length ? (
            <ActionForm action={INTRANET_PFAD} csrf={data.csrf} className="st-form" noValidate>
              <input type="hidden" name="_aktion" value="telefon" />
              <input type="hidden" name="tag" value={data.tag} />
              <input type="hidden" name="dienst" value={data.werte.dienst ?? ''} />
              <input type="hidden" name="personen" value={data.werte.personen ?? '1'} />
              <div className="st-form__field">
                <label htmlFor="termine-zeit" className="st-form__label">
                  Uhrzeit (auch freigehaltene Schalter)
                </label>
                {err('zeit')}
                <select id="termine-zeit" name="zeit" defaultValue={data.werte.zeit ?? ''} {...inv('zeit')}>
                  {data.telefonZeiten.map((z) => (
                    <option key={z} value={z}>
                      {zeitText(z)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="st-form__field">
                <label htmlFor="termine-name" className="st-form__label">
                  Name
                </label>
                {err('name')}
                <input id="termine-name" type="text" name="name" defaultValue={data.werte.name ?? ''} {...inv('name')} />
              </div>
              <div className="st-form__field">
                <label htmlFor="termine-email" className="st-form__label">
                  E-Mail <span className="st-form__optional">(freiwillig; dann geht die Bestätigung dorthin)</span>
                </label>
                {err('email')}
                <input id="termine-email" type="email" name="email" defaultValue={data.werte.email ?? ''} {...inv('email')} />
              </div>
              <div className="st-form__field">
                <label htmlFor="termine-telefon-nr" className="st-form__label">
                  Telefon <span className="st-form__optional">(freiwillig)</span>
                </label>
                <input id="termine-telefon-nr" type="tel" name="telefon" defaultValue={data.werte.telefon ?? ''} />
              </div>
              <button type="submit" className="st-button">
                Termin buchen
              </button>
            </ActionForm>
          ) : (
            <p role="status">An diesem Tag ist für dieses Anliegen keine Zeit mehr frei.</p>
          )
        ) : null}
      </section>
      <section className="st-termine__noprint" aria-labelledby="termine-sperre">
        <h2 id="termine-sperre">Zeit sperren</h2>
        <p>Termine in der gesperrten Zeit werden abgesagt; die Betroffenen bekommen eine E-Mail mit dem Grund und einem Link zum Neubuchen.</p>
        <ActionForm action={INTRANET_PFAD} csrf={data.csrf} className="st-form" noValidate>
          <input type="hidden" name="_aktion" value="sperren" />
          <input type="hidden" name="tag" value={data.tag} />
          <div className="st-form__field">
            <label htmlFor="termine-von" className="st-form__label">
              Von (Uhrzeit)
            </label>
            {err('von')}
            <input id="termine-von" type="time" name="von" defaultValue={data.werte.von ?? ''} {...inv('von')} />
          </div>
          <div className="st-form__field">
            <label htmlFor="termine-bis" className="st-form__label">
              Bis (Uhrzeit)
            </label>
            {err('bis')}
            <input id="termine-bis" type="time" name="bis" defaultValue={data.werte.bis ?? ''} {...inv('bis')} />
          </div>
          <div className="st-form__field">
            <label htmlFor="termine-grund" className="st-form__label">
              Grund
            </label>
            {err('grund')}
            <input id="termine-grund" type="text" name="grund" defaultValue={data.werte.grund ?? ''} {...inv('grund')} />
          </div>
          <button type="submit" className="st-button">
            Zeit sperren
          </button>
        </ActionForm>
      </section>
    </IntranetFrame>
  );
}
