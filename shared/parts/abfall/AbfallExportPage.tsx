import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Icon } from '../../components/icons/Icon';
import { ArtenFilter, StrasseBox } from './AbfallParts';
import type { ExportData } from './abfall.server';

/** export/{uuid}: the street's dates as a calendar file or a subscription, with short instructions. */
export default function AbfallExportPage({ data }: PageProps<ExportData>) {
  const { strasse, arten, gewaehlt } = data;
  const auswahl = gewaehlt.length
    ? arten
        .filter((a) => gewaehlt.includes(a.key))
        .map((a) => a.titel)
        .join(', ')
    : 'alle Abfallarten';
  return (
    <PageFrame title={`Kalender exportieren: ${strasse.name} (${strasse.ortsteil})`} sidebar={<StrasseBox base={data} />}>
      <p>
        Übernehmen Sie die Abfuhrtermine in Ihren Kalender auf dem Smartphone oder am Computer. Jeder Termin ist ein ganztägiger Eintrag mit einer Erinnerung am
        Vorabend um 18 Uhr.
      </p>

      <section aria-labelledby="export-auswahl">
        <h2 id="export-auswahl">Abfallarten wählen</h2>
        <ArtenFilter base={data} action="export" legend="Diese Abfallarten übernehmen" />
        <p className="st-abfall__meta">Gewählt: {auswahl}</p>
      </section>

      <section aria-labelledby="export-abo">
        <h2 id="export-abo">Kalender abonnieren</h2>
        <p>Ein Abonnement hält Ihren Kalender aktuell: Ändert sich ein Termin, etwa wegen eines Feiertags, übernimmt Ihr Kalender die Änderung von selbst.</p>
        <p>
          <a className="st-button" href={data.webcal}>
            <Icon name="calendar-days" /> Kalender abonnieren
            <span className="st-visually-hidden"> (öffnet Ihr Kalenderprogramm)</span>
          </a>
        </p>
        <label className="st-abfall__label" htmlFor="abo-adresse">
          Adresse zum Abonnieren (für Google Kalender und Outlook im Web)
        </label>
        <input className="st-abfall__url" id="abo-adresse" type="text" readOnly value={data.abo} />
      </section>

      <section aria-labelledby="export-datei">
        <h2 id="export-datei">Kalenderdatei herunterladen</h2>
        <p>Die Datei enthält die Termine ab heute. Spätere Änderungen kommen nicht von selbst in Ihren Kalender.</p>
        <p>
          <a className="st-button st-button--secondary" href={data.ics} download>
            <Icon name="download" /> Kalenderdatei herunterladen
            <span className="st-visually-hidden"> (iCalendar, .ics)</span>
          </a>
        </p>
      </section>

      <section aria-labelledby="export-anleitung" className="st-abfall__howto">
        <h2 id="export-anleitung">So geht’s</h2>
        <h3>iPhone und iPad</h3>
        <p>Tippen Sie auf „Kalender abonnieren“ und bestätigen Sie mit „Abonnieren“. Die Termine erscheinen in der App Kalender.</p>
        <h3>Android (Google Kalender)</h3>
        <p>
          Öffnen Sie am Computer calendar.google.com, wählen Sie bei „Weitere Kalender“ das Plus und „Per URL“, fügen Sie die Adresse oben ein und bestätigen
          Sie. Nach kurzer Zeit erscheinen die Termine auch auf dem Smartphone.
        </p>
        <h3>Outlook</h3>
        <p>
          Outlook am Computer: „Kalender hinzufügen“ → „Aus dem Internet“ und die Adresse oben einfügen. Outlook im Web: „Kalender hinzufügen“ → „Aus dem
          Internet abonnieren“. Alternativ die Kalenderdatei herunterladen und doppelt anklicken.
        </p>
      </section>
    </PageFrame>
  );
}
