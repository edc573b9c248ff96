/**
 * Intranet der Stadtverwaltung Musterstadt (fiktiv): Rubriken mit Mitteilungen
 * für die Beschäftigten und ein Demo-Zugang.
 */
import type { Rolle } from '../../../../site/roles';

export interface SeedIntranetText {
  id: number;
  titel: string;
  /** URL slug of the text, unique within its category. */
  url: string;
  /** Simple HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <a href="/...">. No inline styles. */
  text: string;
  datum_von: string;
}

export interface SeedIntranetRubrik {
  id: number;
  /** URL slug used in GET /api/cms/intranet/rubrik/{url}. */
  url: string;
  titel: string;
  texte: SeedIntranetText[];
}

export interface SeedIntranetUser {
  vorname: string;
  nachname: string;
  email: string;
  /** Demo password (README), for people and tests. */
  passwort: string;
  /**
   * Its scrypt hash, computed once (a unit test checks that it matches): seeding a database then costs
   * no deliberately slow hashing.
   */
  passwortHash: string;
  rollen: Rolle[];
}

export const intranetRubriken: SeedIntranetRubrik[] = [
  {
    id: 1,
    url: 'personal',
    titel: 'Personalnachrichten',
    texte: [
      {
        id: 101,
        titel: 'Neue Kolleginnen und Kollegen im ersten Quartal',
        url: 'neue-kolleginnen-und-kollegen-q1-2026',
        text: `<p>Wir begrüßen herzlich unsere neuen Kolleginnen und Kollegen:</p>
<ul>
<li>Lisa Brenner, Klimaschutzmanagement (Stabsstelle), Durchwahl -65</li>
<li>Tobias Ruf, Bauhof, Grünflächenpflege</li>
<li>Mareike Sutter, Kita Regenbogen Hecklingen</li>
<li>Dennis Kury, IT-Stelle, Durchwahl -61</li>
</ul>
<p>Wir wünschen einen guten Start und freuen uns auf die Zusammenarbeit. Bitte helfen Sie den Neuen, sich im Haus zurechtzufinden – der Weg zur Kaffeeküche im zweiten Obergeschoss ist nicht ausgeschildert.</p>`,
        datum_von: '2026-01-12T08:00',
      },
      {
        id: 102,
        titel: 'Dienstjubiläen 2026',
        url: 'dienstjubilaeen-2026',
        text: `<p>In diesem Jahr feiern zahlreiche Kolleginnen und Kollegen ein Dienstjubiläum. Bürgermeisterin Dr. Katrin Albrecht gratuliert herzlich und dankt für die langjährige Treue.</p>
<h2>40 Jahre</h2>
<ul><li>Hans-Peter Wisser, Bauhof</li></ul>
<h2>25 Jahre</h2>
<ul>
<li>Andrea Schuler, Kämmerei</li>
<li>Monika Eble, Bürgerbüro</li>
<li>Ralf Dold, Wasserversorgung</li>
</ul>
<p>Die Ehrung findet im Rahmen der Personalversammlung am 9. Dezember statt.</p>`,
        datum_von: '2026-02-02T08:00',
      },
      {
        id: 103,
        titel: 'Ergebnis der Tarifrunde: Was ändert sich beim Entgelt?',
        url: 'tarifrunde-2026',
        text: `<p>Die Tarifvertragsparteien des öffentlichen Dienstes haben sich auf einen Abschluss geeinigt. Für die Beschäftigten der Stadt bedeutet das:</p>
<ul>
<li>Die Tabellenentgelte steigen ab 1. April 2026 um 3,0 Prozent.</li>
<li>Die Jahressonderzahlung wird ab 2026 erhöht.</li>
<li>Auszubildende erhalten monatlich 75 Euro mehr.</li>
</ul>
<p>Die Nachzahlung für die Monate seit Inkrafttreten erfolgt voraussichtlich mit dem Entgelt für Juni. Fragen beantwortet die Personalabteilung, Durchwahl -22.</p>`,
        datum_von: '2026-04-20T08:00',
      },
      {
        id: 104,
        titel: 'Interne Stellenausschreibung: Teamleitung Bürgerbüro',
        url: 'interne-ausschreibung-teamleitung-buergerbuero',
        text: `<p>Zum 1. Januar 2027 ist die Teamleitung im Bürgerbüro neu zu besetzen, da Monika Eble in den Ruhestand geht. Die Stelle wird zunächst intern ausgeschrieben.</p>
<p>Erwartet werden Erfahrung im Melde- und Passwesen, Freude an der Führung eines Teams von sieben Beschäftigten und Interesse an der weiteren Digitalisierung der Bürgerdienste. Die Stelle ist nach EG 9c TVöD bewertet.</p>
<p>Interessierte richten ihre Bewerbung bis 30. November 2026 an Hauptamtsleiter Jürgen Fehrenbach.</p>`,
        datum_von: '2026-11-09T08:00',
      },
      {
        id: 105,
        titel: 'Einladung zur Personalversammlung am 9. Dezember',
        url: 'personalversammlung-dezember-2026',
        text: `<p>Der Personalrat lädt alle Beschäftigten zur Personalversammlung am Mittwoch, 9. Dezember 2026, um 14 Uhr in die Stadthalle ein. Die Teilnahme gilt als Arbeitszeit.</p>
<ol>
<li>Bericht des Personalrats</li>
<li>Bericht der Bürgermeisterin</li>
<li>Ehrung der Dienstjubilarinnen und Dienstjubilare</li>
<li>Aussprache</li>
</ol>
<p>Im Anschluss gibt es einen kleinen Jahresausklang mit Punsch. Das Bürgerbüro ist an diesem Nachmittag geschlossen.</p>`,
        datum_von: '2026-11-16T08:00',
      },
    ],
  },
  {
    id: 2,
    url: 'dienstbetrieb',
    titel: 'Dienstbetrieb',
    texte: [
      {
        id: 201,
        titel: 'Neue Kernzeiten ab 1. Januar',
        url: 'neue-kernzeiten',
        text: `<p>Mit der neuen Dienstanweisung Arbeitszeit gelten ab 1. Januar 2026 geänderte Kernzeiten: montags bis donnerstags von 9 bis 12 Uhr, freitags von 9 bis 11:30 Uhr. Die Nachmittags-Kernzeit am Donnerstag entfällt.</p>
<p>Die Servicezeiten für Bürgerinnen und Bürger bleiben unverändert. Bitte stimmen Sie sich im Team ab, damit alle Sprechzeiten abgedeckt sind. Die vollständige Dienstanweisung finden Sie im Archiv unter „Dienstanweisungen und interne Dokumente“.</p>`,
        datum_von: '2026-01-05T08:00',
      },
      {
        id: 202,
        titel: 'Landtagswahl: Mitarbeit im Wahlbüro',
        url: 'landtagswahl-wahlbuero',
        text: `<p>Für die Landtagswahl am 8. März 2026 benötigt das Wahlamt Unterstützung bei der Briefwahl. Vom 2. Februar bis 6. März werden im Rathaus täglich Briefwahlunterlagen ausgegeben.</p>
<p>Wer bereit ist, einzelne Vor- oder Nachmittage zu übernehmen, meldet sich bitte bis 23. Januar bei Sabrina Vogt im Wahlamt, Durchwahl -25. Die Einsätze werden mit der Amtsleitung abgestimmt. Für den Wahltag werden außerdem Wahlvorsteherinnen und Wahlvorsteher aus der Verwaltung gesucht.</p>`,
        datum_von: '2026-01-14T08:00',
      },
      {
        id: 203,
        titel: 'Umstellung auf die elektronische Akte im Hauptamt',
        url: 'e-akte-hauptamt',
        text: `<p>Nach der erfolgreichen Pilotphase in der Kämmerei wird die elektronische Akte ab Mai auch im Hauptamt eingeführt. Neue Vorgänge werden ab dem 4. Mai 2026 nur noch digital angelegt.</p>
<p>Für alle Beschäftigten des Hauptamts finden Schulungen am 21. und 23. April statt. Papierakten laufender Vorgänge werden bis Jahresende schrittweise eingescannt. Ansprechpartner ist Dennis Kury von der IT-Stelle.</p>`,
        datum_von: '2026-03-30T08:00',
      },
      {
        id: 204,
        titel: 'Dienstfahrzeuge: Neues Buchungssystem',
        url: 'buchungssystem-dienstfahrzeuge',
        text: `<p>Die beiden Elektro-Dienstfahrzeuge und die drei Dienst-Pedelecs werden ab sofort über den Ressourcenkalender gebucht. Die Schlüssel liegen weiterhin an der Pforte.</p>
<p>Bitte laden Sie die Elektrofahrzeuge nach jeder Fahrt an der Wallbox im Hof wieder auf und tragen Sie den Kilometerstand in das Fahrtenbuch ein. Schäden melden Sie bitte sofort dem Hauptamt.</p>`,
        datum_von: '2026-06-15T08:00',
      },
      {
        id: 205,
        titel: 'Rathaus zwischen den Jahren geschlossen',
        url: 'schliesstage-jahreswechsel-2026',
        text: `<p>Das Rathaus ist vom 24. Dezember 2026 bis 1. Januar 2027 geschlossen. Für die Schließtage am 28., 29. und 30. Dezember setzen Sie bitte Urlaub oder Gleitzeit ein.</p>
<p>Die Bereitschaft des Standesamts und der Wasserversorgung ist sichergestellt. Bitte denken Sie daran, vor dem Urlaub Ihre Abwesenheitsnotiz im E-Mail-Programm einzurichten und die Heizkörper in Ihrem Büro herunterzudrehen.</p>`,
        datum_von: '2026-11-18T08:00',
      },
    ],
  },
  {
    id: 3,
    url: 'it',
    titel: 'IT und Technik',
    texte: [
      {
        id: 301,
        titel: 'Zwei-Faktor-Anmeldung für den Fernzugriff',
        url: 'zwei-faktor-anmeldung',
        text: `<p>Ab dem 1. März 2026 ist für den Zugriff von außen auf das Verwaltungsnetz eine Zwei-Faktor-Anmeldung verpflichtend. Neben dem Passwort wird ein Einmalcode aus einer Authenticator-App abgefragt.</p>
<p>Die IT-Stelle richtet die App gerne gemeinsam mit Ihnen ein. Termine können über die Durchwahl -60 vereinbart werden. Wer kein dienstliches Smartphone hat, erhält einen Hardware-Token.</p>`,
        datum_von: '2026-02-09T08:00',
      },
      {
        id: 302,
        titel: 'Achtung: Gefälschte E-Mails im Namen des Landratsamts',
        url: 'warnung-phishing-landratsamt',
        text: `<p>Derzeit kursieren E-Mails, die angeblich vom Landratsamt stammen und zur Eingabe von Zugangsdaten auf einer gefälschten Anmeldeseite auffordern. Die Absenderadresse sieht auf den ersten Blick echt aus.</p>
<p><strong>Bitte klicken Sie nicht auf Links in solchen E-Mails</strong> und geben Sie keine Zugangsdaten ein. Melden Sie verdächtige Nachrichten über die Schaltfläche „Phishing melden“. Wer bereits Daten eingegeben hat, ruft bitte sofort die IT-Stelle an.</p>`,
        datum_von: '2026-05-12T08:00',
      },
      {
        id: 303,
        titel: 'Austausch der Arbeitsplatzrechner im Bauamt',
        url: 'rechnertausch-bauamt',
        text: `<p>Im Rahmen des regulären Austauschzyklus erhalten alle Arbeitsplätze im Bauamt in der Woche vom 14. bis 18. September 2026 neue Rechner mit zwei Bildschirmen. Der Tausch dauert pro Arbeitsplatz etwa zwei Stunden.</p>
<p>Bitte speichern Sie vorher keine Dateien auf dem Desktop oder lokal auf dem Rechner – diese werden nicht übernommen. Die IT-Stelle stimmt die genauen Termine mit Ihnen ab.</p>`,
        datum_von: '2026-09-01T08:00',
      },
      {
        id: 304,
        titel: 'Wartungsfenster am 28. November',
        url: 'wartungsfenster-november-2026',
        text: `<p>Am Samstag, 28. November 2026, werden von 8 bis 16 Uhr die Server des Rechenzentrums aktualisiert. In dieser Zeit sind Fachverfahren, E-Mail und Netzlaufwerke nicht erreichbar.</p>
<p>Betroffen sind auch die Zeiterfassung und der Fernzugriff. Bitte planen Sie eventuelle Wochenendarbeit entsprechend. Für Bereitschaftsdienste steht das Notfall-Telefonbuch in ausgedruckter Form an der Pforte bereit.</p>`,
        datum_von: '2026-11-13T08:00',
      },
    ],
  },
  {
    id: 4,
    url: 'gesundheit',
    titel: 'Betriebliches Gesundheitsmanagement',
    texte: [
      {
        id: 401,
        titel: 'Bewegte Pause: Jeden Dienstag um 10 Uhr',
        url: 'bewegte-pause',
        text: `<p>Zehn Minuten für den Rücken: Jeden Dienstag um 10 Uhr leitet eine Übungsleiterin des Turnvereins im Foyer des Rathauses eine bewegte Pause an. Die Übungen sind für alle geeignet und können in Bürokleidung mitgemacht werden.</p>
<p>Die Teilnahme gilt als Arbeitszeit. Kolleginnen und Kollegen aus den Ortsverwaltungen können sich per Video zuschalten.</p>`,
        datum_von: '2026-01-20T08:00',
      },
      {
        id: 402,
        titel: 'Gesundheitstag am 24. Juni',
        url: 'gesundheitstag-2026',
        text: `<p>Am Mittwoch, 24. Juni 2026, findet von 9 bis 14 Uhr der Gesundheitstag der Stadtverwaltung in der Stadthalle statt. Auf dem Programm stehen:</p>
<ul>
<li>Venen- und Blutdruckmessung</li>
<li>Rückenscreening und Ergonomieberatung</li>
<li>Workshop „Stress erkennen und bewältigen“</li>
<li>Gesunde Küche zum Probieren</li>
</ul>
<p>Die Teilnahme gilt als Arbeitszeit. Bitte melden Sie sich für die Workshops über das Hauptamt an.</p>`,
        datum_von: '2026-05-26T08:00',
      },
      {
        id: 403,
        titel: 'Jobrad: Jetzt auch für Teilzeitbeschäftigte',
        url: 'jobrad-teilzeit',
        text: `<p>Das Angebot zum Leasing eines Dienstrads per Entgeltumwandlung steht ab sofort auch Teilzeitbeschäftigten mit mindestens 50 Prozent offen. Die Stadt gibt einen Zuschuss von 20 Euro im Monat.</p>
<p>Informationen zum Ablauf und zu den Partnerhändlern erhalten Sie bei der Personalabteilung, Durchwahl -22.</p>`,
        datum_von: '2026-07-06T08:00',
      },
      {
        id: 404,
        titel: 'Grippeschutzimpfung im Rathaus',
        url: 'grippeschutzimpfung-2026',
        text: `<p>Der Betriebsarzt bietet am Donnerstag, 22. Oktober 2026, von 8 bis 12 Uhr im Besprechungsraum 1 eine kostenlose Grippeschutzimpfung für alle Beschäftigten an.</p>
<p>Bitte bringen Sie Ihren Impfpass mit und tragen Sie sich bis 16. Oktober in die Liste im Hauptamt ein. Für die Beschäftigten des Bauhofs und der Kitas gibt es einen zusätzlichen Termin am 23. Oktober.</p>`,
        datum_von: '2026-10-05T08:00',
      },
    ],
  },
];

/** Demo accounts (README "Intranet"): one with every role, and one per role for the desk and the inbox. */
export const intranetUsers: SeedIntranetUser[] = [
  {
    vorname: 'Erika',
    nachname: 'Mustermann',
    email: 'erika.mustermann@musterstadt.de',
    passwort: 'Demo#Rathaus2026',
    passwortHash: 'scrypt$131072$8$1$ettt1XkNm+F7ADZqFi0e1Q==$QagbE8hQd+K33eC3V55CH5uFQGUewwktNw/yK1P5pdwj9/rK9A2CfkTVn35o++UrW79s0QLxDOZAP7mE6lF4iw==',
    rollen: ['mitarbeiter', 'redaktion', 'eingaenge', 'buergerbuero', 'admin'],
  },
  {
    vorname: 'Jonas',
    nachname: 'Weber',
    email: 'jonas.weber@musterstadt.de',
    passwort: 'Demo#Redaktion2026',
    passwortHash: 'scrypt$131072$8$1$U9O4+eFPXb0JiIGHhGYtOQ==$y2ZkT2AZpwveiZEBLAsclJK4eo1yyWKRj1fw6CyqdTt+l+5vo2HvJXUY1kGC4xabh//xA6khPR9RXzdtQZ69eA==',
    rollen: ['mitarbeiter', 'redaktion'],
  },
  {
    vorname: 'Sabine',
    nachname: 'Fuchs',
    email: 'sabine.fuchs@musterstadt.de',
    passwort: 'Demo#Eingang2026',
    passwortHash: 'scrypt$131072$8$1$gGHEwCdSpSlXHSJ5F6ihEQ==$X3y2zR32cABOQaNKL1yHlP228IZglmA2lvqMHOJxdIP6nM7Ehhia8NNxhNdYT6Jl69uAXoK+qM8P8Ue9eRoGsg==',
    rollen: ['mitarbeiter', 'eingaenge'],
  },
  {
    vorname: 'Paul',
    nachname: 'Brenner',
    email: 'paul.brenner@musterstadt.de',
    passwort: 'Demo#Intranet2026',
    passwortHash: 'scrypt$131072$8$1$EsAeiVEcao4xlMI6bXDbYg==$19Jibkh07VdtKX410fNjCc2pFVzZKpaE6CMlCYJavwCtYhArAi5HVy60ipOGIfY9KYhLdrfcdzCF5VJ3HGkh8Q==',
    rollen: ['mitarbeiter'],
  },
  {
    vorname: 'Lena',
    nachname: 'Schmid',
    email: 'lena.schmid@musterstadt.de',
    passwort: 'Demo#Termin2026',
    passwortHash: 'scrypt$131072$8$1$bFC9BuEqwNljjHLia3scLQ==$AMozqVrnwvgwVUQ9ZeSQco2bLp8sdG3h23l5/Lmnl5mRtFXsJ+LFNroUBwSGtJLs9elHR/E3HBp/fBNt2O78iQ==',
    rollen: ['mitarbeiter', 'buergerbuero'],
  },
];
