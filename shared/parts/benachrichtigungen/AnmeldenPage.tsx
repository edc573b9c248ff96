import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { ActionForm } from '../../components/forms/ActionForm';
import { ContentLink } from '../../components/ContentLink';
import { BENACHRICHTIGUNGEN_PFAD, BESTAETIGUNG_TAGE, HAEUFIGKEITEN, HAEUFIGKEIT_TITEL, UHRZEITEN, UHRZEIT_STANDARD } from './values';
import { Fehler, Wahl } from './Auswahl';
import type { AnmeldenData } from './types';

const FELDER = ['email', 'themen', 'uhrzeit', 'haeufigkeit'] as const;

/**
 * The subscribe form (ADR 50): an address and the topics, without an account. A plain POST without
 * JavaScript; a refused send shows every choice again with an error summary at the top (GOV.UK's
 * pattern). A topic given in the address (?thema=abfall&strasse=…) comes preselected.
 */
export default function AnmeldenPage({ data }: PageProps<AnmeldenData>) {
  const { optionen: o, werte, errors } = data;
  const all = (name: string) => {
    const v = werte[name];
    return Array.isArray(v) ? v : v ? [v] : [];
  };
  const one = (name: string) => all(name)[0] ?? '';
  const themen = new Set(all('themen'));
  const arten = new Set(all('arten'));
  const invalid = FELDER.filter((f) => errors[f]);
  const haeufigkeit = one('haeufigkeit') || 'sofort';
  const uhrzeit = one('uhrzeit') || UHRZEIT_STANDARD;
  return (
    <PageFrame title="E-Mail-Benachrichtigungen">
      <p>
        Wir schreiben Ihnen, wenn es Neues gibt: am Vorabend der Müllabfuhr in Ihrer Straße, bei neuen Nachrichten, Tagesordnungen und Niederschriften,
        Baustellen in Ihrem Ortsteil, Veranstaltungen und jeder neuen Ausgabe des Amtsblatts. Sie brauchen kein Konto. Jede E-Mail enthält einen Link, mit dem
        Sie Ihre Benachrichtigungen ändern oder mit einem Klick abbestellen.
      </p>
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      {invalid.length ? (
        <div className="st-form__summary" role="alert" aria-labelledby="abo-fehler-titel">
          <h2 id="abo-fehler-titel" className="st-form__summarytitle">
            Bitte korrigieren Sie {invalid.length === 1 ? 'die folgende Angabe' : `die folgenden ${invalid.length} Angaben`}:
          </h2>
          <ul>
            {invalid.map((f) => (
              <li key={f}>
                <a href={`#abo-${f}`}>{errors[f]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {o ? (
        <ActionForm action={BENACHRICHTIGUNGEN_PFAD} csrf={data.csrf} noValidate className="st-form st-abo">
          <div className={`st-form__field${errors.email ? ' st-form__field--invalid' : ''}`}>
            <label htmlFor="abo-email" className="st-form__label">
              Ihre E-Mail-Adresse
            </label>
            <Fehler id="abo-email-fehler" text={errors.email} />
            <input
              id="abo-email"
              type="email"
              name="email"
              autoComplete="email"
              spellCheck={false}
              defaultValue={one('email')}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'abo-email-fehler' : undefined}
            />
          </div>
          <div id="abo-themen" tabIndex={-1}>
            <Fehler id="abo-themen-fehler" text={errors.themen} />
          </div>
          {o.strassen.length ? (
            <fieldset className="st-form__group">
              <legend className="st-form__grouptitle">Abfuhrtermine</legend>
              <p className="st-form__hint" id="abo-abfall-hinweis">
                Wir erinnern Sie am Abend vor jeder Abfuhr in Ihrer Straße.
              </p>
              <div className="st-form__field">
                <label htmlFor="abo-strasse" className="st-form__label">
                  Straße <span className="st-form__optional">(freiwillig)</span>
                </label>
                <select id="abo-strasse" name="strasse" defaultValue={one('strasse')} aria-describedby="abo-abfall-hinweis">
                  <option value="">Keine Erinnerung an Abfuhrtermine</option>
                  {o.strassen.map((s) => (
                    <option key={s.wert} value={s.wert}>
                      {s.titel} ({s.zusatz})
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="st-form__field">
                <legend className="st-form__label">Abfallarten (ohne Auswahl: alle)</legend>
                {o.abfallarten.map((a) => (
                  <Wahl key={a.wert} id={`abo-art-${a.wert}`} name="arten" value={a.wert} checked={arten.has(a.wert)}>
                    {a.titel}
                  </Wahl>
                ))}
              </fieldset>
              <div className={`st-form__field${errors.uhrzeit ? ' st-form__field--invalid' : ''}`}>
                <label htmlFor="abo-uhrzeit" className="st-form__label">
                  Erinnerung am Vorabend um
                </label>
                <Fehler id="abo-uhrzeit-fehler" text={errors.uhrzeit} />
                <select id="abo-uhrzeit" name="uhrzeit" defaultValue={uhrzeit} aria-describedby={errors.uhrzeit ? 'abo-uhrzeit-fehler' : undefined}>
                  {UHRZEITEN.map((u) => (
                    <option key={u} value={u}>
                      {u} Uhr
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
          ) : null}
          <Gruppe titel="Nachrichten" name="nachrichten" liste={o.rubriken} themen={themen} />
          <Gruppe titel="Gemeinderat und Ausschüsse: neue Tagesordnungen und Niederschriften" name="gremium" liste={o.gremien} themen={themen} />
          <Gruppe titel="Baustellen und Sperrungen im Ortsteil" name="baustellen" liste={o.ortsteile} themen={themen} />
          <Gruppe titel="Veranstaltungen" name="veranstaltungen" liste={o.veranstaltungsrubriken} themen={themen} />
          <fieldset className="st-form__group">
            <legend className="st-form__grouptitle">Amtsblatt</legend>
            <Wahl id="abo-amtsblatt" name="themen" value="amtsblatt:" checked={themen.has('amtsblatt:')}>
              Jede neue Ausgabe des Amtsblatts
            </Wahl>
          </fieldset>
          <fieldset className={`st-form__group${errors.haeufigkeit ? ' st-form__field--invalid' : ''}`} id="abo-haeufigkeit">
            <legend className="st-form__grouptitle">Wie oft dürfen wir schreiben?</legend>
            <p className="st-form__hint">Gilt für alle Themen außer der Abfuhr-Erinnerung, die immer am Vorabend kommt.</p>
            <Fehler id="abo-haeufigkeit-fehler" text={errors.haeufigkeit} />
            {HAEUFIGKEITEN.map((h) => (
              <Wahl key={h} id={`abo-haeufigkeit-${h}`} type="radio" name="haeufigkeit" value={h} checked={haeufigkeit === h}>
                {HAEUFIGKEIT_TITEL[h]}
              </Wahl>
            ))}
          </fieldset>
          <p className="st-form__privacy">
            Wir senden Ihnen zuerst eine E-Mail mit einem Link zur Bestätigung; er gilt {BESTAETIGUNG_TAGE} Tage. Was wir speichern und wann wir es löschen,
            steht in der <ContentLink to="/rathaus/datenschutz/">Datenschutzerklärung</ContentLink>.
          </p>
          <button type="submit" className="st-button">
            Benachrichtigungen bestellen
          </button>
        </ActionForm>
      ) : (
        <p role="alert">Die Themen können gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten noch einmal.</p>
      )}
    </PageFrame>
  );
}

function Gruppe({ titel, name, liste, themen }: { titel: string; name: string; liste: { wert: string; titel: string }[]; themen: Set<string> }) {
  if (!liste.length) return null;
  return (
    <fieldset className="st-form__group">
      <legend className="st-form__grouptitle">{titel}</legend>
      {liste.map((x) => (
        <Wahl
          key={x.wert}
          id={`abo-${name}-${x.wert.replace(/[^A-Za-z0-9-]/g, '-')}`}
          name="themen"
          value={`${name}:${x.wert}`}
          checked={themen.has(`${name}:${x.wert}`)}
        >
          {x.titel}
        </Wahl>
      ))}
    </fieldset>
  );
}
