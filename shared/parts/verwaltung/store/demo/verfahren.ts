/**
 * Verfahren des Wegweisers „Was erledige ich wo?“ (fiktiv, Stand 2025).
 * Gebühren und Rechtsgrundlagen orientieren sich an der Rechtslage in Baden-Württemberg;
 * städtische Gebühren sind Beispielwerte der Demo-Stadt.
 */
import type { SeedVerfahren } from './types';

const SERVICE_BW = 'https://www.service-bw.de/zufi/leistungen';

export const verfahren: SeedVerfahren[] = [
  {
    id: 1001,
    titel: 'Abmeldung des Wohnsitzes',
    kurztext:
      'Wer ins Ausland zieht oder eine Nebenwohnung aufgibt, muss sich abmelden. Bei einem Umzug innerhalb Deutschlands genügt die Anmeldung am neuen Wohnort.',
    text: `<h2>Beschreibung</h2>
<p>Eine Abmeldung ist nur nötig, wenn Sie ins Ausland ziehen oder eine Nebenwohnung aufgeben und keine neue Wohnung in Deutschland beziehen. Ziehen Sie innerhalb Deutschlands um, melden Sie sich einfach am neuen Wohnort an – die Abmeldung in Musterstadt geschieht dann automatisch.</p>
<h2>Voraussetzungen</h2>
<p>Die Abmeldung ist frühestens eine Woche vor und spätestens zwei Wochen nach dem Auszug möglich. Sie können sich persönlich, schriftlich oder durch eine bevollmächtigte Person abmelden.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass aller Personen, die sich abmelden</li>
<li>ausgefülltes Formular „Abmeldung bei der Meldebehörde“</li>
<li>bei Vertretung: Vollmacht und Ausweis der bevollmächtigten Person</li>
</ul>
<h2>Kosten</h2>
<p>Die Abmeldung ist gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Auf Wunsch erhalten Sie eine Abmeldebestätigung. Diese benötigen Sie oft für Behörden im Ausland, für die Krankenkasse oder um Verträge zu kündigen.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [113, 112],
    amt_id: 49,
    formulare: [2002, 2030],
    stichworte: ['Wegzug', 'Ausland', 'Nebenwohnung', 'Umzug'],
  },
  {
    id: 1002,
    titel: 'Anmeldung des Wohnsitzes',
    kurztext: 'Wer nach Musterstadt zieht, muss sich innerhalb von zwei Wochen nach dem Einzug im Bürgerbüro oder in einer Ortsverwaltung anmelden.',
    text: `<h2>Beschreibung</h2>
<p>Wenn Sie eine Wohnung in Musterstadt beziehen, müssen Sie sich innerhalb von zwei Wochen nach dem Einzug anmelden. Das gilt für die Hauptwohnung und für eine Nebenwohnung. Die Anmeldung ist im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> und in den Ortsverwaltungen Bombach, Hecklingen und Nordweil möglich.</p>
<h2>Voraussetzungen</h2>
<p>Sie sind bereits eingezogen. Eine Anmeldung im Voraus ist nicht möglich. Sie können eine andere Person mit der Anmeldung beauftragen, wenn Sie ihr eine schriftliche Vollmacht mitgeben.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass aller Personen, die sich anmelden</li>
<li>Wohnungsgeberbestätigung des Vermieters oder der Vermieterin</li>
<li>bei Kindern: Geburtsurkunde, falls die Kinder noch keinen Ausweis haben</li>
<li>bei Zuzug aus dem Ausland: Pass und gegebenenfalls Aufenthaltstitel sowie Heirats- und Geburtsurkunden</li>
</ul>
<h2>Kosten</h2>
<p>Die Anmeldung ist gebührenfrei. Wer sich zu spät anmeldet, begeht eine Ordnungswidrigkeit, die mit einem Bußgeld geahndet werden kann.</p>
<h2>Hinweise</h2>
<p>Wenn Sie einen Personalausweis mit Online-Ausweisfunktion haben, können Sie sich auch online anmelden. Die neue Anschrift wird im Ausweis vermerkt. Ihre Steuer-Identifikationsnummer bleibt gleich. Denken Sie auch an den Rundfunkbeitrag, die Kfz-Zulassung und die Hundesteuer.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [113, 112, 111],
    amt_id: 49,
    formulare: [2001],
    stichworte: ['Umzug', 'Zuzug', 'Ummeldung', 'Wohnsitz', 'Meldeamt'],
    online: `${SERVICE_BW}/wohnsitz-anmelden`,
  },
  {
    id: 1003,
    titel: 'Anwohnerparkausweis beantragen',
    kurztext: 'Wer in einer Bewohnerparkzone der Innenstadt wohnt, kann einen Parkausweis beantragen und damit in der Zone ohne Parkschein parken.',
    text: `<h2>Beschreibung</h2>
<p>In der Altstadt (Zone A), am Kirchberg (Zone B) und in der Bahnhofstraße (Zone C) gibt es Bewohnerparkplätze. Mit einem Bewohnerparkausweis dürfen Sie dort ohne Parkschein und ohne Zeitbegrenzung parken. Einen Anspruch auf einen freien Parkplatz gibt der Ausweis nicht.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>Sie sind mit Hauptwohnung in der Bewohnerparkzone gemeldet.</li>
<li>Sie sind Halterin oder Halter des Fahrzeugs oder nutzen ein Firmen- oder Leasingfahrzeug dauerhaft.</li>
<li>Pro Person wird ein Ausweis für ein Fahrzeug ausgestellt.</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis</li>
<li>Zulassungsbescheinigung Teil I (Fahrzeugschein)</li>
<li>bei Firmenwagen: Bestätigung des Arbeitgebers über die private Nutzung</li>
</ul>
<h2>Kosten</h2>
<p>60,00 Euro pro Jahr. Der Ausweis kann für ein oder zwei Jahre ausgestellt werden.</p>
<h2>Bearbeitungsdauer</h2>
<p>Bei vollständigen Unterlagen erhalten Sie den Ausweis sofort, bei schriftlichem Antrag innerhalb einer Woche per Post.</p>`,
    gebuehren: '60,00 Euro pro Jahr',
    mitarbeiter: [109],
    amt_id: 43,
    formulare: [2010],
    stichworte: ['Bewohnerparken', 'Parkausweis', 'Anwohnerparken', 'Parken'],
  },
  {
    id: 1004,
    titel: 'Auskunftssperre im Melderegister beantragen',
    kurztext: 'Wer bedroht wird oder aus anderen Gründen gefährdet ist, kann verhindern, dass die Meldebehörde seine Anschrift an Dritte herausgibt.',
    text: `<h2>Beschreibung</h2>
<p>Grundsätzlich darf die Meldebehörde Privatpersonen und Firmen Auskunft über Namen und Anschrift erteilen. Wenn Ihnen dadurch eine Gefahr für Leben, Gesundheit oder persönliche Freiheit droht, können Sie eine Auskunftssperre eintragen lassen (§ 51 Bundesmeldegesetz). Dann erhält niemand ohne Ihre Zustimmung Auskunft über Ihre Anschrift.</p>
<h2>Voraussetzungen</h2>
<p>Sie müssen die Gefährdung glaubhaft machen, zum Beispiel durch eine polizeiliche Anzeige, eine gerichtliche Schutzanordnung oder eine Bescheinigung einer Beratungsstelle. Für bestimmte Berufsgruppen, etwa Polizei- oder Justizbedienstete, gelten Erleichterungen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>schriftlicher Antrag mit Begründung</li>
<li>Nachweise über die Gefährdung</li>
</ul>
<h2>Kosten</h2>
<p>Die Auskunftssperre ist gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Die Sperre gilt zwei Jahre und kann verlängert werden. Sie wird auch bei einem Umzug innerhalb von Musterstadt beibehalten. Bitte sprechen Sie uns vertraulich an – auch telefonisch vorab.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [111],
    amt_id: 49,
    formulare: [2003],
    stichworte: ['Adresse sperren', 'Melderegister', 'Datenschutz', 'Stalking'],
  },
  {
    id: 1005,
    titel: 'Änderung der Bankverbindung für städtische Abgaben',
    kurztext: 'Wenn sich Ihre Bankverbindung ändert, brauchen wir ein neues SEPA-Lastschriftmandat, damit Steuern und Gebühren weiter abgebucht werden können.',
    text: `<h2>Beschreibung</h2>
<p>Die Stadtkasse bucht Grundsteuer, Hundesteuer, Wasser- und Abwassergebühren sowie Kindergartenbeiträge auf Wunsch per Lastschrift ab. Ein Lastschriftmandat gilt immer nur für das angegebene Konto. Wenn Sie die Bank wechseln, erteilen Sie uns bitte ein neues Mandat.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>ausgefülltes und unterschriebenes SEPA-Lastschriftmandat im Original</li>
<li>Kassenzeichen oder Buchungszeichen (steht auf Ihrem Bescheid)</li>
</ul>
<h2>Kosten</h2>
<p>Die Änderung ist gebührenfrei. Kosten einer Rücklastschrift wegen einer veralteten Bankverbindung müssen wir Ihnen allerdings in Rechnung stellen.</p>
<h2>Bearbeitungsdauer</h2>
<p>Das neue Mandat gilt ab der nächsten Fälligkeit, wenn es mindestens zwei Wochen vorher bei uns eingeht.</p>
<h2>Hinweise</h2>
<p>Das Mandat muss eigenhändig unterschrieben sein. Bitte senden Sie es per Post oder geben Sie es im Rathaus ab; eine einfache E-Mail genügt nicht.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [120, 119],
    amt_id: 47,
    formulare: [2017],
    stichworte: ['Lastschrift', 'SEPA', 'IBAN', 'Kontowechsel'],
  },
  {
    id: 1006,
    titel: 'Bauantrag stellen',
    kurztext: 'Für größere Bauvorhaben wie Gewerbebauten oder Gebäude außerhalb eines Bebauungsplans brauchen Sie eine Baugenehmigung im regulären Verfahren.',
    text: `<h2>Beschreibung</h2>
<p>Wer ein Gebäude errichten, wesentlich ändern oder anders nutzen möchte, braucht in der Regel eine Baugenehmigung nach der Landesbauordnung Baden-Württemberg. Im regulären Verfahren prüft die Baurechtsbehörde das Vorhaben umfassend. Zuständige untere Baurechtsbehörde für Musterstadt ist das Landratsamt. Die Stadt Musterstadt wird beteiligt und entscheidet über das gemeindliche Einvernehmen.</p>
<h2>Voraussetzungen</h2>
<p>Die Bauvorlagen muss eine bauvorlageberechtigte Person erstellen, zum Beispiel eine Architektin oder ein Bauingenieur. Vor dem Antrag lohnt sich eine Bauberatung im Bauamt.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antragsvordruck des Landes</li>
<li>Lageplan, Bauzeichnungen und Baubeschreibung</li>
<li>Darstellung der Grundstücksentwässerung und Stellplatznachweis</li>
<li>bautechnische Nachweise</li>
</ul>
<h2>Kosten</h2>
<p>Die Baurechtsbehörde erhebt Gebühren nach den Baukosten. Die Stadt kann zusätzlich Gebühren für ihre Stellungnahme erheben.</p>
<h2>Bearbeitungsdauer</h2>
<p>Die Baurechtsbehörde prüft die Unterlagen innerhalb von zehn Arbeitstagen auf Vollständigkeit. Über einen vollständigen Antrag entscheidet sie in der Regel innerhalb von zwei Monaten.</p>
<h2>Hinweise</h2>
<p>Reichen Sie den Bauantrag am besten digital über das Virtuelle Bauamt Baden-Württemberg ein. Papieranträge nimmt auch das Bauamt der Stadt entgegen und leitet sie weiter. Beim Neubau und bei grundlegender Dachsanierung gilt die Photovoltaik-Pflicht des Landes.</p>`,
    gebuehren: 'nach den Baukosten (Gebühr der Baurechtsbehörde)',
    mitarbeiter: [126, 125],
    amt_id: 50,
    formulare: [2024],
    stichworte: ['Baugenehmigung', 'Bauen', 'Neubau', 'Umbau'],
    online: `${SERVICE_BW}/baugenehmigung-beantragen`,
  },
  {
    id: 1007,
    titel: 'Baugenehmigung im vereinfachten Verfahren',
    kurztext:
      'Für Wohngebäude und kleinere Vorhaben prüft die Baurechtsbehörde im vereinfachten Verfahren nur einen Teil der Vorschriften – und entscheidet schneller.',
    text: `<h2>Beschreibung</h2>
<p>Das vereinfachte Baugenehmigungsverfahren (§ 52 Landesbauordnung) gilt unter anderem für Wohngebäude, kleinere Gewerbebauten und Nebengebäude. Die Baurechtsbehörde prüft vor allem das Bauplanungsrecht, die Abstandsflächen und örtliche Bauvorschriften. Für alles Weitere sind Bauherrschaft und Planverfasser selbst verantwortlich.</p>
<h2>Voraussetzungen</h2>
<p>Das Vorhaben ist kein Sonderbau, zum Beispiel keine Versammlungsstätte und kein Hochhaus. Die Bauvorlagen erstellt eine bauvorlageberechtigte Person.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antragsvordruck mit Kennzeichnung „vereinfachtes Verfahren“</li>
<li>Lageplan, Bauzeichnungen, Baubeschreibung</li>
<li>Berechnungen zur Grund- und Geschossfläche und Stellplatznachweis</li>
</ul>
<h2>Kosten</h2>
<p>Die Gebühr richtet sich nach den Baukosten und ist geringer als im regulären Verfahren.</p>
<h2>Bearbeitungsdauer</h2>
<p>In der Regel entscheidet die Baurechtsbehörde innerhalb eines Monats nach Eingang der vollständigen Unterlagen.</p>`,
    gebuehren: 'nach den Baukosten (Gebühr der Baurechtsbehörde)',
    mitarbeiter: [126, 127],
    amt_id: 50,
    formulare: [2024],
    stichworte: ['Baugenehmigung', 'Einfamilienhaus', 'Bauen'],
    online: `${SERVICE_BW}/vereinfachtes-baugenehmigungsverfahren`,
  },
  {
    id: 1008,
    titel: 'Bauplatz kaufen',
    kurztext: 'Die Stadt vergibt ihre Bauplätze nach Richtlinien des Gemeinderats. Bewerben können Sie sich, sobald ein Baugebiet ausgeschrieben ist.',
    text: `<h2>Beschreibung</h2>
<p>Die Stadt Musterstadt erschließt regelmäßig Baugebiete und verkauft die städtischen Bauplätze. Die Vergabe erfolgt nach einem Punktesystem, das der Gemeinderat beschlossen hat. Punkte gibt es unter anderem für Kinder im Haushalt, ehrenamtliches Engagement, einen Arbeitsplatz in Musterstadt und die Pflege von Angehörigen.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>Sie besitzen noch kein Wohneigentum oder bebaubares Grundstück.</li>
<li>Sie verpflichten sich, innerhalb von drei Jahren zu bauen und das Haus mindestens zehn Jahre selbst zu bewohnen.</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Bewerbungsbogen</li>
<li>Nachweise zu den angegebenen Punkten, zum Beispiel Bestätigung des Vereins oder des Arbeitgebers</li>
<li>Finanzierungsbestätigung einer Bank</li>
</ul>
<h2>Kosten</h2>
<p>Der Kaufpreis hängt vom Baugebiet ab. Hinzu kommen Notar- und Grundbuchkosten sowie die Grunderwerbsteuer.</p>
<h2>Hinweise</h2>
<p>Freie Bauplätze und Bewerbungsfristen veröffentlichen wir im Amtsblatt und auf dieser Website. Eine Warteliste führen wir nicht.</p>`,
    gebuehren: 'Kaufpreis je nach Baugebiet; Bewerbung gebührenfrei',
    mitarbeiter: [134, 125],
    amt_id: 53,
    formulare: [2026],
    stichworte: ['Grundstück', 'Bauplatz', 'Baugebiet', 'Wohnbaufläche'],
  },
  {
    id: 1009,
    titel: 'Baumfällung beantragen',
    kurztext: 'Bäume, die unter die Baumschutzsatzung fallen oder im Bebauungsplan geschützt sind, dürfen nur mit Genehmigung gefällt werden.',
    text: `<h2>Beschreibung</h2>
<p>In der Kernstadt gilt die Baumschutzsatzung: Laubbäume mit einem Stammumfang ab 80 Zentimetern (gemessen in einem Meter Höhe) dürfen nur mit Genehmigung gefällt oder stark zurückgeschnitten werden. Auch Bäume, die ein Bebauungsplan zum Erhalt festsetzt, sind geschützt. Obstbäume und Nadelbäume fallen nicht unter die Satzung.</p>
<h2>Voraussetzungen</h2>
<p>Eine Genehmigung gibt es zum Beispiel, wenn der Baum krank oder nicht mehr standsicher ist oder ein genehmigtes Bauvorhaben sonst nicht umgesetzt werden kann. In der Regel verlangen wir eine Ersatzpflanzung.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag mit Lageplan und Fotos</li>
<li>Einverständnis der Eigentümerin oder des Eigentümers</li>
<li>bei Zweifeln an der Standsicherheit: Gutachten</li>
</ul>
<h2>Kosten</h2>
<p>Die Genehmigung kostet 30,00 Euro. Die Beratung ist gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Vom 1. März bis 30. September dürfen Bäume nach dem Bundesnaturschutzgesetz grundsätzlich nicht gefällt werden – auch nicht auf Privatgrundstücken außerhalb der Satzung. Ausgenommen sind schonende Form- und Pflegeschnitte. Bäume an Straßen und in Grünanlagen der Stadt pflegt der Bauhof.</p>`,
    gebuehren: '30,00 Euro',
    mitarbeiter: [127],
    amt_id: 50,
    formulare: [2023],
    stichworte: ['Baum fällen', 'Baumschutz', 'Garten', 'Rückschnitt'],
  },
  {
    id: 1010,
    titel: 'Beglaubigung von Unterschriften und Kopien',
    kurztext:
      'Im Bürgerbüro und in den Ortsverwaltungen werden Kopien und Unterschriften amtlich beglaubigt, wenn Sie diese bei einer Behörde vorlegen müssen.',
    text: `<h2>Beschreibung</h2>
<p>Mit einer amtlichen Beglaubigung bestätigen wir, dass eine Kopie mit dem Original übereinstimmt oder dass eine Unterschrift von Ihnen stammt. Amtliche Beglaubigungen sind zur Vorlage bei Behörden, Hochschulen oder Arbeitgebern bestimmt.</p>
<h2>Voraussetzungen</h2>
<p>Für die Beglaubigung einer Unterschrift unterschreiben Sie vor unseren Augen. Für Kopien bringen Sie das Original mit.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Originaldokument und Kopie (die Kopie können wir auch anfertigen)</li>
</ul>
<h2>Kosten</h2>
<ul>
<li>Beglaubigung einer Unterschrift: 10,00 Euro</li>
<li>Beglaubigung einer Kopie: 5,00 Euro für die erste Seite, 1,00 Euro für jede weitere Seite</li>
</ul>
<h2>Hinweise</h2>
<p>Personenstandsurkunden beglaubigen wir nicht; beantragen Sie stattdessen eine neue Urkunde beim Standesamt. Unterschriften für Grundbuch- oder Handelsregistererklärungen beglaubigt ein Notariat. Für Dokumente, die im Ausland verwendet werden sollen, kann eine Apostille nötig sein.</p>`,
    gebuehren: 'Unterschrift 10,00 Euro, Kopie ab 5,00 Euro',
    mitarbeiter: [113, 112],
    amt_id: 49,
    formulare: [],
    stichworte: ['Beglaubigung', 'Kopie', 'Unterschrift', 'Zeugnis'],
  },
  {
    id: 1011,
    titel: 'Briefwahl beantragen',
    kurztext: 'Wer am Wahltag nicht ins Wahllokal gehen kann oder möchte, kann per Brief wählen. Den Wahlschein beantragen Sie beim Wahlamt.',
    text: `<h2>Beschreibung</h2>
<p>Bei allen Wahlen können Sie per Briefwahl abstimmen. Sie erhalten dann einen Wahlschein, die Stimmzettel und die Umschläge nach Hause geschickt. Sie können auch direkt im Rathaus wählen, sobald die Unterlagen vorliegen.</p>
<h2>Voraussetzungen</h2>
<p>Sie sind in Musterstadt wahlberechtigt und im Wählerverzeichnis eingetragen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Wahlbenachrichtigung (Antrag auf der Rückseite) oder Online-Antrag</li>
<li>bei Abholung durch eine andere Person: schriftliche Vollmacht</li>
</ul>
<h2>Kosten</h2>
<p>Die Briefwahl ist gebührenfrei. Der Rückversand im roten Wahlbrief ist innerhalb Deutschlands portofrei.</p>
<h2>Hinweise</h2>
<p>Anträge sind bis Freitag vor der Wahl, 18 Uhr, möglich, bei plötzlicher Erkrankung bis zum Wahltag, 15 Uhr. Der Wahlbrief muss am Wahlsonntag bis 18 Uhr beim Wahlamt eingehen. Telefonische Anträge sind nicht zulässig.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [106, 103],
    amt_id: 42,
    formulare: [2031],
    stichworte: ['Wahl', 'Wahlschein', 'Briefwahlunterlagen'],
    online: `${SERVICE_BW}/briefwahl-beantragen`,
  },
  {
    id: 1012,
    titel: 'Datenauskunft über die eigenen Meldedaten',
    kurztext: 'Sie können jederzeit erfahren, welche Daten das Melderegister über Sie speichert und an wen sie weitergegeben wurden.',
    text: `<h2>Beschreibung</h2>
<p>Nach dem Bundesmeldegesetz und der Datenschutz-Grundverordnung haben Sie das Recht zu erfahren, welche Daten über Sie im Melderegister gespeichert sind, woher sie stammen und an wen sie übermittelt wurden.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>bei schriftlichem Antrag: Kopie des Ausweises und eigenhändige Unterschrift</li>
</ul>
<h2>Kosten</h2>
<p>Die Auskunft ist gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Stellen Sie fest, dass Daten falsch sind, berichtigen wir sie. Die Auskunft senden wir aus Datenschutzgründen nur an Ihre gemeldete Anschrift.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [],
    amt_id: 49,
    formulare: [],
    stichworte: ['Selbstauskunft', 'Datenschutz', 'Melderegister'],
  },
  {
    id: 1013,
    titel: 'Eheschließung anmelden',
    kurztext:
      'Wer heiraten möchte, meldet die Eheschließung beim Standesamt des Wohnorts an. Die Trauung kann dann in Musterstadt oder in jedem anderen Standesamt stattfinden.',
    text: `<h2>Beschreibung</h2>
<p>Vor der Trauung prüft das Standesamt, ob Sie heiraten dürfen. Dazu melden Sie die Eheschließung gemeinsam beim Standesamt an, in dessen Bezirk eine oder einer von Ihnen wohnt. Die Anmeldung ist bis zu sechs Monate vor dem Hochzeitstermin möglich.</p>
<h2>Voraussetzungen</h2>
<p>Beide sind volljährig und nicht bereits verheiratet oder verpartnert. Bitte vereinbaren Sie einen Termin; kommen Sie nach Möglichkeit gemeinsam.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>erweiterte Meldebescheinigung mit Familienstand (erhalten Sie im Bürgerbüro, für Musterstädter nicht nötig)</li>
<li>beglaubigter Ausdruck aus dem Geburtenregister, nicht älter als sechs Monate</li>
<li>wenn Sie schon verheiratet waren: Eheurkunde mit Auflösungsvermerk oder Scheidungsurteil</li>
<li>bei ausländischen Staatsangehörigen: weitere Unterlagen nach Absprache</li>
</ul>
<h2>Kosten</h2>
<p>Die Anmeldung kostet 70,00 Euro, mit Auslandsbezug ab 100,00 Euro. Für Trauungen außerhalb der Öffnungszeiten und am Samstag fallen Zusatzgebühren an.</p>
<h2>Hinweise</h2>
<p>Trauungen finden im historischen Trauzimmer des Rathauses statt, von April bis Oktober auch in der Alten Mühle in Bombach. Termine können bis zu einem Jahr im Voraus reserviert werden.</p>`,
    gebuehren: '70,00 Euro (mit Auslandsbezug ab 100,00 Euro)',
    mitarbeiter: [114, 115],
    amt_id: 44,
    formulare: [],
    stichworte: ['Heirat', 'Hochzeit', 'Trauung', 'Standesamt'],
  },
  {
    id: 1014,
    titel: 'Einbürgerung beantragen',
    kurztext:
      'Wer seit Jahren in Deutschland lebt, kann sich unter bestimmten Voraussetzungen einbürgern lassen. Zuständig ist die Einbürgerungsbehörde beim Landratsamt.',
    text: `<h2>Beschreibung</h2>
<p>Mit der Einbürgerung erhalten Sie die deutsche Staatsangehörigkeit mit allen Rechten und Pflichten, etwa dem Wahlrecht. Seit 2024 müssen Sie Ihre bisherige Staatsangehörigkeit in der Regel nicht mehr aufgeben. Über den Antrag entscheidet die Einbürgerungsbehörde beim Landratsamt. Das Integrationsmanagement der Stadt berät Sie gerne vorab.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>in der Regel fünf Jahre rechtmäßiger Aufenthalt in Deutschland</li>
<li>Deutschkenntnisse auf dem Niveau B1 und bestandener Einbürgerungstest</li>
<li>Sie können Ihren Lebensunterhalt grundsätzlich selbst sichern</li>
<li>Bekenntnis zur freiheitlichen demokratischen Grundordnung, keine Verurteilung wegen einer Straftat</li>
</ul>
<h2>Kosten</h2>
<p>255,00 Euro für Erwachsene, 51,00 Euro für jedes miteingebürgerte minderjährige Kind.</p>
<h2>Hinweise</h2>
<p>Die Antragsformulare und eine Checkliste erhalten Sie beim Landratsamt oder online. Die Bearbeitung dauert derzeit oft mehrere Monate.</p>`,
    gebuehren: '255,00 Euro (Kinder 51,00 Euro)',
    mitarbeiter: [],
    amt_id: 59,
    formulare: [],
    stichworte: ['Staatsangehörigkeit', 'deutscher Pass', 'Integration'],
    online: `${SERVICE_BW}/einbuergerung-beantragen`,
  },
  {
    id: 1015,
    titel: 'Fischereischein beantragen',
    kurztext:
      'Wer in Baden-Württemberg angeln möchte, braucht einen Fischereischein. Er wird von der Wohnsitzgemeinde nach bestandener Fischerprüfung ausgestellt.',
    text: `<h2>Beschreibung</h2>
<p>Der Fischereischein berechtigt zum Fischfang. Zusätzlich brauchen Sie für das jeweilige Gewässer eine Erlaubnis der Fischereiberechtigten, zum Beispiel eine Tageskarte des Angelvereins. Ausgestellt wird der Fischereischein von der Gemeinde, in der Sie Ihre Hauptwohnung haben.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>bestandene Fischerprüfung</li>
<li>Mindestalter 14 Jahre; Kinder ab 10 Jahren erhalten einen Jugendfischereischein</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Prüfungszeugnis der Fischerprüfung im Original</li>
<li>ein aktuelles Lichtbild</li>
<li>bei Verlängerung: bisheriger Fischereischein</li>
</ul>
<h2>Kosten</h2>
<p>Die Verwaltungsgebühr richtet sich nach der Geltungsdauer. Zusätzlich wird die Fischereiabgabe des Landes erhoben, die dem Schutz der Fischbestände zugutekommt.</p>
<h2>Bearbeitungsdauer</h2>
<p>Bei vollständigen Unterlagen erhalten Sie den Fischereischein sofort.</p>`,
    gebuehren: 'Verwaltungsgebühr nach Geltungsdauer zuzüglich Fischereiabgabe',
    mitarbeiter: [108],
    amt_id: 43,
    formulare: [2016],
    stichworte: ['Angeln', 'Angelschein', 'Fischerprüfung'],
  },
  {
    id: 1016,
    titel: 'Führungszeugnis beantragen',
    kurztext: 'Das Führungszeugnis zeigt, ob jemand vorbestraft ist. Sie beantragen es im Bürgerbüro oder online beim Bundesamt für Justiz.',
    text: `<h2>Beschreibung</h2>
<p>Das Führungszeugnis ist ein Auszug aus dem Bundeszentralregister. Arbeitgeber verlangen es oft bei einer Bewerbung. Für Tätigkeiten mit Kindern und Jugendlichen – auch im Ehrenamt – wird ein erweitertes Führungszeugnis verlangt. Ausgestellt wird es vom Bundesamt für Justiz.</p>
<h2>Voraussetzungen</h2>
<p>Sie sind mindestens 14 Jahre alt. Das Führungszeugnis kann nur persönlich oder mit Online-Ausweis beantragt werden, nicht durch andere Personen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>für ein erweitertes Führungszeugnis: schriftliche Aufforderung der Stelle, die es verlangt</li>
<li>für eine Gebührenbefreiung: Bestätigung der Einrichtung über die ehrenamtliche Tätigkeit</li>
</ul>
<h2>Kosten</h2>
<p>13,00 Euro. Für ehrenamtlich Tätige ist das Führungszeugnis gebührenfrei.</p>
<h2>Bearbeitungsdauer</h2>
<p>Das Führungszeugnis wird Ihnen in der Regel innerhalb von zwei Wochen zugeschickt. Ist es zur Vorlage bei einer Behörde bestimmt, geht es direkt an diese.</p>`,
    gebuehren: '13,00 Euro',
    mitarbeiter: [112, 113],
    amt_id: 49,
    formulare: [],
    stichworte: ['Polizeiliches Führungszeugnis', 'Bundeszentralregister', 'Vorstrafen', 'Ehrenamt'],
    online: 'https://www.fuehrungszeugnis.bund.de',
  },
  {
    id: 1017,
    titel: 'Fundsachen: Fund abgeben oder Verlust melden',
    kurztext: 'Das Fundbüro im Bürgerbüro nimmt Fundsachen entgegen und hilft, verlorene Gegenstände wiederzufinden.',
    text: `<h2>Beschreibung</h2>
<p>Wer etwas findet, muss den Fund abgeben, wenn der Wert mehr als 10 Euro beträgt. Haben Sie etwas verloren, fragen Sie im Fundbüro nach – persönlich, telefonisch oder per E-Mail. Beschreiben Sie den Gegenstand möglichst genau.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>bei Abholung: Personalausweis und ein Nachweis, dass Ihnen der Gegenstand gehört (zum Beispiel Schlüssel zum Fahrradschloss, Kaufbeleg)</li>
</ul>
<h2>Kosten</h2>
<p>Die Abgabe ist gebührenfrei. Bei der Rückgabe können Aufbewahrungskosten anfallen. Die Finderin oder der Finder hat Anspruch auf Finderlohn: 5 Prozent vom Wert bis 500 Euro, darüber 3 Prozent.</p>
<h2>Hinweise</h2>
<p>Fundsachen bewahren wir sechs Monate auf. Meldet sich niemand, kann die Finderin oder der Finder den Gegenstand erhalten. Gefundene Ausweise geben wir an die ausstellende Behörde. Entlaufene oder gefundene Tiere melden Sie bitte dem Ordnungsamt; sie werden im Tierheim versorgt.</p>`,
    gebuehren: 'gebührenfrei; bei Rückgabe ggf. Aufbewahrungskosten',
    mitarbeiter: [],
    amt_id: 49,
    formulare: [],
    stichworte: ['Fundbüro', 'verloren', 'gefunden', 'Fundtier', 'Schlüssel'],
  },
  {
    id: 1018,
    titel: 'Gaststättenerlaubnis beantragen',
    kurztext: 'Wer alkoholische Getränke ausschenkt, braucht eine Gaststättenerlaubnis – für ein Fest oder eine Feier eine vorübergehende Gestattung.',
    text: `<h2>Beschreibung</h2>
<p>Für den Ausschank alkoholischer Getränke brauchen Sie eine Erlaubnis nach dem Gaststättengesetz. Sie gilt für eine bestimmte Person und bestimmte Räume. Vereine, die bei einem Fest Getränke ausschenken, beantragen eine vorübergehende Gestattung.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>persönliche Zuverlässigkeit</li>
<li>geeignete Räume mit Baugenehmigung für die Nutzung als Gaststätte</li>
<li>Nachweis über die Unterrichtung bei der Industrie- und Handelskammer</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag mit Grundriss der Räume</li>
<li>Führungszeugnis und Auskunft aus dem Gewerbezentralregister</li>
<li>Bescheinigung in Steuersachen des Finanzamts</li>
<li>Miet- oder Pachtvertrag</li>
</ul>
<h2>Kosten</h2>
<p>Die Erlaubnis kostet je nach Aufwand 250,00 bis 1.500,00 Euro, eine Gestattung ab 30,00 Euro.</p>
<h2>Bearbeitungsdauer</h2>
<p>Rechnen Sie mit vier bis sechs Wochen. Gestattungen beantragen Sie bitte mindestens zwei Wochen vor dem Fest.</p>`,
    gebuehren: '250,00 bis 1.500,00 Euro; Gestattung ab 30,00 Euro',
    mitarbeiter: [108, 107],
    amt_id: 43,
    formulare: [2015],
    stichworte: ['Gaststätte', 'Ausschank', 'Gestattung', 'Restaurant', 'Kneipe'],
  },
  {
    id: 1019,
    titel: 'Geburt beurkunden',
    kurztext:
      'Jede Geburt wird vom Standesamt des Geburtsorts beurkundet. Die Eltern erhalten die Geburtsurkunden für Kindergeld, Elterngeld und Krankenkasse.',
    text: `<h2>Beschreibung</h2>
<p>Eine Geburt muss innerhalb einer Woche dem Standesamt angezeigt werden, in dessen Bezirk das Kind geboren wurde. Bei einer Geburt in der Klinik übernimmt die Klinik die Anzeige; die Eltern reichen die Unterlagen nach. Da es in Musterstadt keine Geburtsklinik gibt, beurkundet das Standesamt Musterstadt vor allem Hausgeburten und Geburten im Geburtshaus Bombach.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweise oder Reisepässe der Eltern</li>
<li>bei verheirateten Eltern: Eheurkunde oder beglaubigter Ausdruck aus dem Eheregister</li>
<li>bei nicht verheirateten Eltern: Geburtsurkunde der Mutter, gegebenenfalls Vaterschaftsanerkennung und Sorgeerklärung</li>
<li>Erklärung zur Namensführung des Kindes</li>
</ul>
<h2>Kosten</h2>
<p>Die Beurkundung ist gebührenfrei. Die Geburtsurkunden für Elterngeld, Kindergeld und Mutterschaftsgeld sind ebenfalls kostenlos. Jede weitere Urkunde kostet 12,00 Euro, bei gleichzeitiger Bestellung 6,00 Euro.</p>
<h2>Hinweise</h2>
<p>Die Steuer-Identifikationsnummer Ihres Kindes schickt Ihnen das Bundeszentralamt für Steuern automatisch zu. Denken Sie an die Anmeldung bei der Krankenkasse und – wenn Sie einen Platz brauchen – an die Kita-Anmeldung.</p>`,
    gebuehren: 'gebührenfrei; weitere Urkunden 12,00 Euro',
    mitarbeiter: [115, 114],
    amt_id: 44,
    formulare: [],
    stichworte: ['Geburtsurkunde', 'Baby', 'Geburt', 'Kind'],
  },
  {
    id: 1020,
    titel: 'Gewerbe anmelden',
    kurztext: 'Wer ein Gewerbe beginnt, muss es beim Ordnungsamt anmelden. Die Gewerbeanzeige geht automatisch an Finanzamt, Kammern und weitere Stellen.',
    text: `<h2>Beschreibung</h2>
<p>Jede selbstständige, auf Dauer angelegte und gewinnorientierte Tätigkeit ist ein Gewerbe und muss angemeldet werden – auch im Nebenerwerb. Freie Berufe wie Ärztinnen, Anwälte oder Künstlerinnen melden kein Gewerbe an, sondern wenden sich direkt an das Finanzamt.</p>
<h2>Voraussetzungen</h2>
<p>Für manche Tätigkeiten brauchen Sie vorher eine Erlaubnis oder eine Eintragung, zum Beispiel in die Handwerksrolle, eine Gaststättenerlaubnis oder eine Erlaubnis als Makler. Ausländische Staatsangehörige aus Nicht-EU-Staaten brauchen einen Aufenthaltstitel, der die selbstständige Tätigkeit erlaubt.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Gewerbeanmeldung (GewA 1)</li>
<li>bei Gesellschaften: Handelsregisterauszug oder Gesellschaftsvertrag</li>
<li>bei erlaubnispflichtigen Tätigkeiten: Erlaubnis oder Handwerkskarte</li>
</ul>
<h2>Kosten</h2>
<p>30,00 Euro.</p>
<h2>Hinweise</h2>
<p>Die Anmeldung ist auch online möglich. Den Fragebogen zur steuerlichen Erfassung übermitteln Sie anschließend selbst elektronisch über „Mein ELSTER“ an das Finanzamt. Die Wirtschaftsförderung berät Gründerinnen und Gründer kostenlos.</p>`,
    gebuehren: '30,00 Euro',
    mitarbeiter: [108],
    amt_id: 43,
    formulare: [2005],
    stichworte: ['Gewerbeanmeldung', 'Selbstständigkeit', 'Gründung', 'Gewerbeschein'],
    online: `${SERVICE_BW}/gewerbe-anmelden`,
  },
  {
    id: 1021,
    titel: 'Gewerbe ummelden',
    kurztext: 'Wenn Sie Ihren Betrieb innerhalb von Musterstadt verlegen, Ihre Tätigkeit ändern oder erweitern, müssen Sie das Gewerbe ummelden.',
    text: `<h2>Beschreibung</h2>
<p>Eine Ummeldung ist nötig, wenn Sie die Betriebsstätte innerhalb von Musterstadt verlegen, eine andere Tätigkeit aufnehmen oder Ihr Angebot erweitern. Ziehen Sie mit dem Betrieb in eine andere Gemeinde, melden Sie das Gewerbe dort an und in Musterstadt ab.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Gewerbeummeldung (GewA 2)</li>
<li>bei neuen erlaubnispflichtigen Tätigkeiten: die Erlaubnis</li>
</ul>
<h2>Kosten</h2>
<p>25,00 Euro.</p>
<h2>Hinweise</h2>
<p>Ändert sich nur der Name einer im Handelsregister eingetragenen Firma, genügt in der Regel die Mitteilung des Registergerichts.</p>`,
    gebuehren: '25,00 Euro',
    mitarbeiter: [108],
    amt_id: 43,
    formulare: [2006],
    stichworte: ['Gewerbeummeldung', 'Betrieb verlegen', 'Gewerbe ändern'],
    online: `${SERVICE_BW}/gewerbe-ummelden`,
  },
  {
    id: 1022,
    titel: 'Gewerbe abmelden',
    kurztext: 'Wer seinen Betrieb aufgibt, übergibt oder aus Musterstadt wegverlegt, muss das Gewerbe abmelden.',
    text: `<h2>Beschreibung</h2>
<p>Geben Sie Ihr Gewerbe auf, müssen Sie es abmelden. Das gilt auch, wenn Sie den Betrieb an eine Nachfolgerin oder einen Nachfolger übergeben oder in eine andere Gemeinde verlegen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Gewerbeabmeldung (GewA 3)</li>
<li>bei Abmeldung durch Erben: Sterbeurkunde und Erbnachweis</li>
</ul>
<h2>Kosten</h2>
<p>15,00 Euro.</p>
<h2>Hinweise</h2>
<p>Die Abmeldung geht automatisch an Finanzamt, Kammern und Berufsgenossenschaft. Kündigen Sie Versicherungen und Verträge bitte selbst.</p>`,
    gebuehren: '15,00 Euro',
    mitarbeiter: [108],
    amt_id: 43,
    formulare: [2007],
    stichworte: ['Gewerbeabmeldung', 'Betriebsaufgabe', 'Gewerbe aufgeben'],
    online: `${SERVICE_BW}/gewerbe-abmelden`,
  },
  {
    id: 1023,
    titel: 'Gewerbefläche anfragen',
    kurztext: 'Die Wirtschaftsförderung hilft Unternehmen, die in Musterstadt eine Gewerbefläche, ein Büro oder eine Halle suchen.',
    text: `<h2>Beschreibung</h2>
<p>Im Gewerbegebiet „Mattenäcker“ verkauft die Stadt noch Gewerbegrundstücke für Handwerk, Handel und Dienstleistung. Außerdem vermittelt die Wirtschaftsförderung leerstehende Läden, Büros und Hallen privater Eigentümerinnen und Eigentümer.</p>
<h2>Voraussetzungen</h2>
<p>Städtische Flächen vergibt der Gemeinderat. Wichtig sind die Zahl der Arbeitsplätze, eine sparsame Flächennutzung und die Verträglichkeit mit der Nachbarschaft.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>kurze Beschreibung Ihres Unternehmens und Vorhabens</li>
<li>Flächenbedarf, Zeitplan und Zahl der Arbeitsplätze</li>
</ul>
<h2>Kosten</h2>
<p>Die Beratung ist gebührenfrei.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [143],
    amt_id: 57,
    formulare: [],
    stichworte: ['Gewerbegebiet', 'Ansiedlung', 'Halle', 'Büro mieten'],
  },
  {
    id: 1024,
    titel: 'Gewerbezentralregister: Auskunft beantragen',
    kurztext:
      'Die Auskunft aus dem Gewerbezentralregister zeigt gewerberechtliche Verstöße. Sie wird oft bei Erlaubnissen und öffentlichen Aufträgen verlangt.',
    text: `<h2>Beschreibung</h2>
<p>Im Gewerbezentralregister werden unter anderem Bußgeldentscheidungen und Untersagungen im Zusammenhang mit einem Gewerbe eingetragen. Eine Auskunft brauchen Sie zum Beispiel für eine Gaststättenerlaubnis, eine Maklererlaubnis oder die Teilnahme an öffentlichen Ausschreibungen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>für Auskünfte über eine juristische Person: Handelsregisterauszug und Nachweis der Vertretungsberechtigung</li>
</ul>
<h2>Kosten</h2>
<p>13,00 Euro.</p>
<h2>Bearbeitungsdauer</h2>
<p>Das Bundesamt für Justiz schickt die Auskunft in der Regel innerhalb von zwei Wochen zu.</p>`,
    gebuehren: '13,00 Euro',
    mitarbeiter: [112],
    amt_id: 49,
    formulare: [],
    stichworte: ['GZR', 'Gewerbezentralregisterauszug', 'Ausschreibung'],
    online: 'https://www.fuehrungszeugnis.bund.de',
  },
  {
    id: 1025,
    titel: 'Grabstätte erwerben oder verlängern',
    kurztext: 'Die Friedhofsverwaltung vergibt Nutzungsrechte an Wahlgräbern und Urnengräbern und verlängert sie auf Antrag.',
    text: `<h2>Beschreibung</h2>
<p>Auf den Friedhöfen in der Kernstadt, in Bombach, Hecklingen und Nordweil gibt es Reihengräber, Wahlgräber, Urnengräber und Baumgräber. Bei einem Wahlgrab erwerben Sie ein Nutzungsrecht für 25 Jahre, das verlängert werden kann. Reihengräber werden nur im Todesfall für die Dauer der Ruhezeit vergeben.</p>
<h2>Voraussetzungen</h2>
<p>Ein Wahlgrab kann im Todesfall oder zur Vorsorge erworben werden. Die Ruhezeit beträgt 20 Jahre, für Urnen 15 Jahre.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag auf Erwerb oder Verlängerung</li>
<li>im Todesfall: Sterbeurkunde (meist reicht das Bestattungsunternehmen sie ein)</li>
</ul>
<h2>Kosten</h2>
<p>Nach der Friedhofsgebührenordnung, zum Beispiel Reihengrab 1.240 Euro, Wahlgrab 1.880 Euro je Grabstelle, Urnenreihengrab 860 Euro, Baumgrab 1.150 Euro.</p>
<h2>Hinweise</h2>
<p>Grabmale brauchen eine Zustimmung der Friedhofsverwaltung. Bitte reichen Sie den Antrag zusammen mit dem Steinmetzbetrieb ein.</p>`,
    gebuehren: 'nach Friedhofsgebührenordnung, z. B. Wahlgrab 1.880 Euro je Grabstelle',
    mitarbeiter: [116, 115],
    amt_id: 45,
    formulare: [2022],
    stichworte: ['Friedhof', 'Grab', 'Beerdigung', 'Urnengrab'],
  },
  {
    id: 1026,
    titel: 'Grundsteuer: Bescheid, Fälligkeit und Änderungen',
    kurztext: 'Eigentümerinnen und Eigentümer von Grundstücken zahlen Grundsteuer. Die Stadt setzt sie auf Grundlage des Messbetrags des Finanzamts fest.',
    text: `<h2>Beschreibung</h2>
<p>Seit 2025 gilt in Baden-Württemberg das neue Landesgrundsteuergesetz. Das Finanzamt ermittelt den Grundsteuerwert und den Messbetrag. Die Stadt multipliziert ihn mit dem Hebesatz und verschickt den Grundsteuerbescheid. In Musterstadt beträgt der Hebesatz für die Grundsteuer B 310 Prozent, für die Grundsteuer A 330 Prozent.</p>
<h2>Fälligkeit</h2>
<p>Die Grundsteuer wird in vier Raten am 15. Februar, 15. Mai, 15. August und 15. November fällig. Auf Antrag können Sie den Jahresbetrag am 1. Juli in einer Summe zahlen.</p>
<h2>Kosten</h2>
<p>Für den Bescheid fallen keine Gebühren an. Bei verspäteter Zahlung entstehen Säumniszuschläge.</p>
<h2>Hinweise</h2>
<p>Fragen zum Grundsteuerwert und zum Messbetrag richten Sie an das Finanzamt – die Stadt ist an dessen Bescheid gebunden. Bei einem Eigentümerwechsel ändert die Stadt die Steuer zum 1. Januar des Folgejahres, sobald das Finanzamt den neuen Eigentümer mitteilt. Eine Lastschrift erspart Ihnen die Termine.</p>`,
    gebuehren: 'Steuer nach Messbetrag und Hebesatz (Grundsteuer B 310 Prozent)',
    mitarbeiter: [123, 122],
    amt_id: 48,
    formulare: [2017],
    stichworte: ['Grundsteuerbescheid', 'Hebesatz', 'Grundsteuerreform', 'Steuern'],
  },
  {
    id: 1027,
    titel: 'Halteverbot für einen Umzug beantragen',
    kurztext: 'Für den Umzugswagen können Sie vor dem Haus ein befristetes Halteverbot einrichten lassen.',
    text: `<h2>Beschreibung</h2>
<p>Damit der Umzugswagen direkt vor dem Haus halten kann, ordnet das Ordnungsamt als Straßenverkehrsbehörde auf Antrag ein befristetes Halteverbot an. Die Schilder stellen Sie selbst auf oder beauftragen ein Umzugsunternehmen oder einen Schilderverleih. Der Bauhof verleiht ebenfalls Schilder.</p>
<h2>Voraussetzungen</h2>
<p>Der Antrag muss mindestens 14 Tage vor dem Umzug vorliegen. Die Schilder müssen mindestens drei Tage (72 Stunden) vorher stehen, damit falsch parkende Fahrzeuge abgeschleppt werden dürfen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag auf verkehrsrechtliche Anordnung mit Ort, Zeitraum und Länge der Fläche</li>
</ul>
<h2>Kosten</h2>
<p>40,00 Euro für die Anordnung, zuzüglich Kosten für die Schilder.</p>
<h2>Hinweise</h2>
<p>Bitte notieren Sie beim Aufstellen der Schilder die Kennzeichen der bereits parkenden Fahrzeuge. Diese Liste hilft im Streitfall.</p>`,
    gebuehren: '40,00 Euro zuzüglich Beschilderung',
    mitarbeiter: [109],
    amt_id: 43,
    formulare: [2011],
    stichworte: ['Umzug', 'Halteverbotszone', 'Parkverbot', 'Umzugswagen'],
  },
  {
    id: 1028,
    titel: 'Hund anmelden (Hundesteuer)',
    kurztext: 'Wer einen Hund hält, der älter als drei Monate ist, muss ihn innerhalb eines Monats zur Hundesteuer anmelden.',
    text: `<h2>Beschreibung</h2>
<p>Für jeden Hund, der älter als drei Monate ist, erhebt die Stadt Musterstadt Hundesteuer. Melden Sie Ihren Hund innerhalb eines Monats nach der Aufnahme oder nach dem Zuzug an. Sie erhalten dann eine Hundesteuermarke, die der Hund außerhalb des Hauses tragen muss.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Anmeldeformular</li>
<li>Chipnummer des Hundes</li>
<li>für eine Steuerbefreiung: Nachweis, zum Beispiel über die Ausbildung als Assistenz- oder Rettungshund</li>
</ul>
<h2>Kosten</h2>
<p>Die Hundesteuer beträgt 108,00 Euro im Jahr für den ersten Hund und 216,00 Euro für jeden weiteren Hund. Für Kampfhunde beträgt sie 720,00 Euro. Blindenführhunde, Assistenzhunde und geprüfte Rettungshunde sind steuerfrei.</p>
<h2>Hinweise</h2>
<p>Die Steuer wird im ersten Jahr anteilig ab dem Monat nach der Anmeldung berechnet. Für die Abbuchung können Sie gleich ein SEPA-Lastschriftmandat erteilen.</p>`,
    gebuehren: '108,00 Euro pro Jahr (jeder weitere Hund 216,00 Euro)',
    mitarbeiter: [123],
    amt_id: 48,
    formulare: [2008, 2017],
    stichworte: ['Hundesteuer', 'Hundemarke', 'Hund', 'Haustier'],
    online: `${SERVICE_BW}/hund-anmelden`,
  },
  {
    id: 1029,
    titel: 'Hund abmelden',
    kurztext: 'Wenn Ihr Hund gestorben ist, Sie ihn abgegeben haben oder aus Musterstadt wegziehen, melden Sie ihn von der Hundesteuer ab.',
    text: `<h2>Beschreibung</h2>
<p>Die Hundesteuerpflicht endet mit Ablauf des Monats, in dem der Hund gestorben ist, abgegeben wurde oder Sie weggezogen sind. Melden Sie den Hund bitte innerhalb eines Monats ab und geben Sie die Hundesteuermarke zurück.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Abmeldeformular oder formlose schriftliche Abmeldung</li>
<li>Hundesteuermarke</li>
<li>bei Abgabe: Name und Anschrift der neuen Halterin oder des neuen Halters</li>
</ul>
<h2>Kosten</h2>
<p>Die Abmeldung ist gebührenfrei. Zu viel gezahlte Steuer erstatten wir.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [123],
    amt_id: 48,
    formulare: [2009],
    stichworte: ['Hundesteuer', 'Hund', 'Hundemarke'],
  },
  {
    id: 1030,
    titel: 'Informationszugang nach dem Landesinformationsfreiheitsgesetz',
    kurztext: 'Jede Person hat das Recht, amtliche Informationen der Stadtverwaltung einzusehen – ohne Begründung.',
    text: `<h2>Beschreibung</h2>
<p>Nach dem Landesinformationsfreiheitsgesetz Baden-Württemberg (LIFG) können Sie Zugang zu amtlichen Informationen der Stadt Musterstadt verlangen, zum Beispiel zu Gutachten, Verträgen oder Statistiken. Sie müssen Ihren Antrag nicht begründen.</p>
<h2>Voraussetzungen</h2>
<p>Der Antrag kann formlos gestellt werden, auch per E-Mail. Beschreiben Sie möglichst genau, welche Informationen Sie suchen.</p>
<h2>Kosten</h2>
<p>Einfache Auskünfte sind gebührenfrei. Für umfangreiche Anfragen können Gebühren nach Aufwand entstehen. Wir informieren Sie vorher über die voraussichtlichen Kosten.</p>
<h2>Bearbeitungsdauer</h2>
<p>Wir antworten innerhalb eines Monats, bei umfangreichen Anfragen innerhalb von drei Monaten.</p>
<h2>Hinweise</h2>
<p>Geschützt bleiben personenbezogene Daten, Betriebs- und Geschäftsgeheimnisse sowie Informationen aus laufenden Beratungen. Viele Informationen, etwa Satzungen und Haushaltspläne, finden Sie bereits auf dieser Website.</p>`,
    gebuehren: 'einfache Auskünfte gebührenfrei, sonst nach Aufwand',
    mitarbeiter: [103],
    amt_id: 40,
    formulare: [2025],
    stichworte: ['LIFG', 'Akteneinsicht', 'Transparenz', 'Informationsfreiheit'],
  },
  {
    id: 1031,
    titel: 'Jubiläen: Glückwünsche zu Geburtstagen und Ehejubiläen',
    kurztext: 'Die Stadt gratuliert Seniorinnen und Senioren zu hohen Geburtstagen und Ehepaaren zu Ehejubiläen – auf Wunsch auch im Amtsblatt.',
    text: `<h2>Beschreibung</h2>
<p>Die Bürgermeisterin gratuliert zum 80., 85. und 90. Geburtstag und ab dem 95. Geburtstag jedes Jahr. Ehepaare erhalten Glückwünsche zur Goldenen, Diamantenen, Eisernen und Gnadenhochzeit. Zu besonderen Jubiläen kommen die Bürgermeisterin, ihre Stellvertretung oder die Ortsvorsteherin bzw. der Ortsvorsteher auf Wunsch persönlich vorbei.</p>
<h2>Voraussetzungen</h2>
<p>Sie müssen nichts beantragen: Die Daten stammen aus dem Melderegister. Ehejubiläen von Paaren, die nicht in Musterstadt geheiratet haben, teilen Sie uns bitte mit.</p>
<h2>Kosten</h2>
<p>gebührenfrei</p>
<h2>Hinweise</h2>
<p>Im Amtsblatt veröffentlichen wir Jubiläen nur, wenn Sie nicht widersprochen haben. Sie können der Veröffentlichung jederzeit widersprechen – mit dem Formular zu den Übermittlungssperren oder formlos beim Hauptamt.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [],
    amt_id: 40,
    formulare: [2004],
    stichworte: ['Geburtstag', 'Goldene Hochzeit', 'Altersjubiläum', 'Senioren'],
  },
  {
    id: 1032,
    titel: 'Kampfhunde und gefährliche Hunde: Erlaubnis beantragen',
    kurztext:
      'Wer einen Kampfhund halten möchte, braucht eine Erlaubnis der Ortspolizeibehörde. Für bestimmte Rassen kann eine Verhaltensprüfung die Vermutung der Gefährlichkeit widerlegen.',
    text: `<h2>Beschreibung</h2>
<p>In Baden-Württemberg regelt die Polizeiverordnung über das Halten gefährlicher Hunde, welche Hunde als Kampfhunde gelten. Bei American Staffordshire Terrier, Bullterrier und Pit Bull Terrier wird die Gefährlichkeit stets angenommen. Bei weiteren Rassen, etwa Bullmastiff oder Staffordshire Bullterrier, kann eine bestandene Verhaltensprüfung (Wesenstest) das Gegenteil zeigen.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>Sie sind mindestens 18 Jahre alt und zuverlässig.</li>
<li>Sie haben ein berechtigtes Interesse an der Haltung.</li>
<li>Der Hund wird sicher gehalten, so dass von ihm keine Gefahr ausgeht.</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Führungszeugnis</li>
<li>Nachweis über die Haftpflichtversicherung für den Hund</li>
<li>gegebenenfalls Ergebnis der Verhaltensprüfung</li>
</ul>
<h2>Kosten</h2>
<p>Die Erlaubnis kostet je nach Aufwand 150,00 bis 500,00 Euro. Die Hundesteuer für Kampfhunde beträgt 720,00 Euro im Jahr.</p>
<h2>Hinweise</h2>
<p>Auch Hunde, die durch Beißen oder Angriffe aufgefallen sind, können im Einzelfall als gefährlich eingestuft werden. Dann kann das Ordnungsamt einen Leinen- und Maulkorbzwang anordnen.</p>`,
    gebuehren: '150,00 bis 500,00 Euro',
    mitarbeiter: [107],
    amt_id: 43,
    formulare: [],
    stichworte: ['Kampfhund', 'Listenhund', 'Wesenstest', 'Hund'],
  },
  {
    id: 1033,
    titel: 'Kenntnisgabeverfahren für Bauvorhaben',
    kurztext:
      'Wohngebäude im Geltungsbereich eines Bebauungsplans können in Baden-Württemberg ohne Baugenehmigung errichtet werden – im Kenntnisgabeverfahren.',
    text: `<h2>Beschreibung</h2>
<p>Das Kenntnisgabeverfahren (§ 51 Landesbauordnung) gibt es nur in Baden-Württemberg. Es gilt für Wohngebäude und kleinere Vorhaben, die im Geltungsbereich eines qualifizierten Bebauungsplans liegen und dessen Festsetzungen einhalten. Eine Baugenehmigung wird nicht erteilt – Bauherrschaft und Planverfasser tragen die Verantwortung, dass alle Vorschriften eingehalten werden.</p>
<h2>Voraussetzungen</h2>
<p>Das Vorhaben hält alle Festsetzungen des Bebauungsplans ein, und es sind keine Ausnahmen oder Befreiungen nötig. Wenn doch, ist ein Genehmigungsverfahren nötig.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Bauvorlagen wie beim Bauantrag</li>
<li>Bestätigung des Planverfassers über die Einhaltung des Bebauungsplans</li>
<li>Zustimmung der Angrenzer, falls vorhanden</li>
</ul>
<h2>Kosten</h2>
<p>Die Baurechtsbehörde erhebt eine Gebühr nach den Baukosten.</p>
<h2>Bearbeitungsdauer</h2>
<p>Sie dürfen zwei Wochen nach Eingang der vollständigen Unterlagen beginnen, wenn alle Angrenzer zugestimmt haben, sonst nach einem Monat.</p>`,
    gebuehren: 'nach den Baukosten (Gebühr der Baurechtsbehörde)',
    mitarbeiter: [126, 127],
    amt_id: 50,
    formulare: [2024],
    stichworte: ['Kenntnisgabe', 'Bauen', 'Einfamilienhaus', 'Bebauungsplan'],
    online: `${SERVICE_BW}/kenntnisgabeverfahren`,
  },
  {
    id: 1034,
    titel: 'Kinderausweis und Reisepass für Kinder',
    kurztext: 'Kinder brauchen für Reisen einen eigenen Personalausweis oder Reisepass. Den Kinderreisepass gibt es seit 2024 nicht mehr.',
    text: `<h2>Beschreibung</h2>
<p>Auch Babys und Kinder brauchen auf Reisen ein eigenes Ausweisdokument. Seit dem 1. Januar 2024 werden keine Kinderreisepässe mehr ausgestellt. Stattdessen erhalten Kinder einen Personalausweis oder einen Reisepass. Bereits ausgestellte Kinderreisepässe gelten bis zum aufgedruckten Datum.</p>
<h2>Voraussetzungen</h2>
<p>Das Kind kommt persönlich mit. Der Antrag muss von allen Sorgeberechtigten unterschrieben werden; ist ein Elternteil nicht dabei, bringen Sie eine schriftliche Zustimmung und eine Kopie seines Ausweises mit.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>ein aktuelles biometrisches Passbild (digital vom Fotostudio oder am Fototerminal im Bürgerbüro)</li>
<li>Geburtsurkunde des Kindes, falls es noch kein Ausweisdokument hatte</li>
<li>bisheriger Ausweis oder Pass des Kindes</li>
<li>Ausweise der Sorgeberechtigten</li>
</ul>
<h2>Kosten</h2>
<p>Personalausweis: 22,80 Euro. Reisepass: 37,50 Euro. Beide gelten bei Kindern unter 24 Jahren sechs Jahre.</p>
<h2>Hinweise</h2>
<p>Ab sechs Jahren werden Fingerabdrücke genommen. Informieren Sie sich vor Reisen, welches Dokument das Zielland verlangt.</p>`,
    gebuehren: 'Personalausweis 22,80 Euro, Reisepass 37,50 Euro',
    mitarbeiter: [112, 113],
    amt_id: 49,
    formulare: [],
    stichworte: ['Kinderreisepass', 'Kinderausweis', 'Perso', 'Urlaub'],
  },
  {
    id: 1035,
    titel: 'Kirchenaustritt erklären',
    kurztext: 'In Baden-Württemberg erklären Sie den Austritt aus einer Kirche oder Religionsgemeinschaft beim Standesamt Ihres Wohnorts.',
    text: `<h2>Beschreibung</h2>
<p>Den Austritt aus einer Kirche oder einer anderen steuererhebenden Religionsgemeinschaft erklären Sie persönlich beim Standesamt Ihres Hauptwohnsitzes. Sie erhalten eine Bescheinigung über den Austritt. Die Kirchensteuerpflicht endet mit Ablauf des Monats, in dem Sie ausgetreten sind.</p>
<h2>Voraussetzungen</h2>
<p>Sie sind mindestens 14 Jahre alt. Die Erklärung ist nur persönlich möglich. Bitte vereinbaren Sie einen Termin.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>wenn vorhanden: Tauf- oder Heiratsurkunde (erleichtert die Zuordnung)</li>
</ul>
<h2>Kosten</h2>
<p>30,00 Euro.</p>
<h2>Hinweise</h2>
<p>Das Standesamt teilt den Austritt der Religionsgemeinschaft und dem Melderegister mit. Das Kirchensteuermerkmal für den Lohnsteuerabzug wird automatisch geändert. Bewahren Sie die Bescheinigung gut auf.</p>`,
    gebuehren: '30,00 Euro',
    mitarbeiter: [114, 115],
    amt_id: 44,
    formulare: [],
    stichworte: ['Kirche austreten', 'Kirchensteuer', 'Austritt'],
  },
  {
    id: 1036,
    titel: 'Kita-Platz anmelden',
    kurztext: 'Für einen Platz in einer der fünf städtischen Kindertageseinrichtungen melden Sie Ihr Kind zentral bei der Stadt an.',
    text: `<h2>Beschreibung</h2>
<p>Die Stadt Musterstadt betreibt fünf Kindertageseinrichtungen: den Kindergarten Sonnenschein in der Kernstadt, die Kita Regenbogen in Hecklingen, das Kinderhaus Mühlbach sowie die Kindergärten in Bombach und Nordweil. Die Plätze werden zentral vergeben. Ab dem ersten Geburtstag hat jedes Kind einen Rechtsanspruch auf einen Betreuungsplatz.</p>
<h2>Voraussetzungen</h2>
<p>Bitte melden Sie Ihr Kind mindestens sechs Monate vor dem gewünschten Aufnahmetermin an. Die Plätze für das neue Kindergartenjahr vergeben wir im März.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Anmeldeformular mit bis zu drei Wunscheinrichtungen</li>
<li>vor der Aufnahme: Nachweis über den Masernschutz und ärztliche Bescheinigung über die Untersuchung des Kindes</li>
</ul>
<h2>Kosten</h2>
<p>Die Anmeldung ist gebührenfrei. Die Elternbeiträge richten sich nach der Satzung, nach der Betreuungszeit und nach der Zahl der Kinder in der Familie.</p>
<h2>Hinweise</h2>
<p>Die Leitungen der Einrichtungen zeigen Ihnen gerne die Räume. Bei geringem Einkommen kann das Landratsamt die Elternbeiträge ganz oder teilweise übernehmen.</p>`,
    gebuehren: 'Anmeldung gebührenfrei; Elternbeiträge nach Satzung',
    mitarbeiter: [136, 135],
    amt_id: 55,
    formulare: [2021],
    stichworte: ['Kindergarten', 'Krippe', 'Kinderbetreuung', 'Kita'],
    online: `${SERVICE_BW}/kinderbetreuungsplatz-anmelden`,
  },
  {
    id: 1037,
    titel: 'Lebensbescheinigung ausstellen lassen',
    kurztext: 'Wer eine Rente aus dem Ausland oder eine Betriebsrente bezieht, muss oft jährlich nachweisen, dass er noch lebt. Das Bürgerbüro bestätigt dies.',
    text: `<h2>Beschreibung</h2>
<p>Rentenversicherungen im Ausland, Versorgungswerke und manche Betriebsrentenkassen verlangen regelmäßig eine Lebensbescheinigung. Das Bürgerbüro und die Ortsverwaltungen bestätigen auf dem Vordruck des Rententrägers, dass Sie persönlich erschienen sind.</p>
<h2>Voraussetzungen</h2>
<p>Sie kommen persönlich. Ist das wegen Krankheit nicht möglich, sprechen Sie uns bitte an – in Ausnahmefällen kommen wir zu Ihnen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Vordruck des Rententrägers</li>
</ul>
<h2>Kosten</h2>
<p>Für Rentenzwecke gebührenfrei.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [],
    amt_id: 49,
    formulare: [],
    stichworte: ['Rente', 'Lebensnachweis', 'Senioren'],
  },
  {
    id: 1038,
    titel: 'Meldebescheinigung beantragen',
    kurztext: 'Eine Meldebescheinigung bestätigt Ihre aktuelle Anschrift. Sie erhalten sie im Bürgerbüro, in den Ortsverwaltungen oder online.',
    text: `<h2>Beschreibung</h2>
<p>Die einfache Meldebescheinigung enthält Namen, Geburtsdatum und Anschrift. Die erweiterte Meldebescheinigung enthält weitere Daten, etwa Familienstand, Staatsangehörigkeit und frühere Anschriften. Sie wird zum Beispiel für die Anmeldung der Eheschließung verlangt.</p>
<h2>Voraussetzungen</h2>
<p>Sie erhalten die Bescheinigung nur über sich selbst oder mit einer schriftlichen Vollmacht der betroffenen Person.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>bei Vertretung: Vollmacht und Ausweis der bevollmächtigten Person</li>
</ul>
<h2>Kosten</h2>
<p>7,00 Euro für die einfache, 10,00 Euro für die erweiterte Meldebescheinigung. Für bestimmte Zwecke, etwa für Sozialleistungen, ist sie gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Mit Online-Ausweis können Sie die Meldebescheinigung online beantragen und erhalten sie als PDF-Dokument.</p>`,
    gebuehren: '7,00 Euro (erweitert 10,00 Euro)',
    mitarbeiter: [113],
    amt_id: 49,
    formulare: [2030],
    stichworte: ['Wohnsitzbescheinigung', 'Meldebestätigung', 'Aufenthaltsbescheinigung'],
    online: `${SERVICE_BW}/meldebescheinigung-beantragen`,
  },
  {
    id: 1039,
    titel: 'Namensänderung und Namenserklärung',
    kurztext: 'Nach Heirat, Scheidung oder Tod des Ehepartners sowie für Kinder können Sie den Familiennamen durch eine Erklärung beim Standesamt ändern.',
    text: `<h2>Beschreibung</h2>
<p>Viele Namensänderungen sind durch eine Erklärung beim Standesamt möglich: zum Beispiel die nachträgliche Bestimmung eines Ehenamens, die Rückkehr zum Geburtsnamen nach einer Scheidung oder die Änderung des Namens eines Kindes. Seit dem 1. Mai 2025 sind durch das neue Namensrecht auch Doppelnamen als Ehename und für Kinder möglich.</p>
<h2>Voraussetzungen</h2>
<p>Welche Erklärung möglich ist, hängt von Ihrer Situation ab. Bitte lassen Sie sich vorab im Standesamt beraten. Eine Namensänderung aus anderen wichtigen Gründen ist nur im öffentlich-rechtlichen Verfahren beim Landratsamt möglich.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Eheurkunde oder Geburtsurkunde, je nach Fall</li>
<li>bei Scheidung: rechtskräftiges Scheidungsurteil</li>
</ul>
<h2>Kosten</h2>
<p>Die Beglaubigung oder Beurkundung einer Namenserklärung kostet 40,00 Euro. Die öffentlich-rechtliche Namensänderung beim Landratsamt ist deutlich teurer.</p>
<h2>Hinweise</h2>
<p>Nach der Namensänderung müssen Sie neue Ausweisdokumente beantragen.</p>`,
    gebuehren: 'Namenserklärung 40,00 Euro',
    mitarbeiter: [114],
    amt_id: 44,
    formulare: [],
    stichworte: ['Nachname', 'Ehename', 'Doppelname', 'Geburtsname'],
  },
  {
    id: 1040,
    titel: 'Öffentliche Straßenbeleuchtung: Störung melden',
    kurztext: 'Defekte Straßenlaternen melden Sie dem Stadtbauamt – am schnellsten online über die Schadensmeldung.',
    text: `<h2>Beschreibung</h2>
<p>Die Stadt Musterstadt betreibt rund 1.900 Straßenleuchten. Ist eine Leuchte dunkel, flackert sie oder brennt sie tagsüber, melden Sie dies bitte über die <a href="/rathaus/schadensmeldung/?kategorie=strassenbeleuchtung">Schadensmeldung</a>, per E-Mail oder telefonisch beim Stadtbauamt.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Straße und Hausnummer, an der die Leuchte steht</li>
<li>wenn möglich die Nummer am Mast</li>
</ul>
<h2>Kosten</h2>
<p>gebührenfrei</p>
<h2>Bearbeitungsdauer</h2>
<p>Einzelne Leuchten werden gesammelt und in der Regel innerhalb von zwei Wochen repariert. Fällt eine ganze Straße aus oder ist ein Mast beschädigt, kümmern wir uns sofort.</p>
<h2>Hinweise</h2>
<p>Außerhalb der Dienstzeiten wenden Sie sich bei Gefahr, etwa bei einem umgefahrenen Mast, an die Polizei unter 110.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [],
    amt_id: 51,
    formulare: [],
    stichworte: ['Laterne', 'Straßenlaterne', 'Licht', 'Schaden melden'],
  },
  {
    id: 1041,
    titel: 'Ordnungswidrigkeit: Verwarnungsgeld bezahlen',
    kurztext: 'Wer falsch parkt, erhält vom Gemeindevollzugsdienst eine Verwarnung. Zahlen Sie das Verwarnungsgeld fristgerecht, ist die Sache erledigt.',
    text: `<h2>Beschreibung</h2>
<p>Der Gemeindevollzugsdienst überwacht in Musterstadt den ruhenden Verkehr und die Einhaltung der Polizeiverordnung. Bei geringfügigen Verstößen wird ein Verwarnungsgeld angeboten, zum Beispiel für Parken ohne Parkschein.</p>
<h2>Voraussetzungen</h2>
<p>Überweisen Sie das Verwarnungsgeld innerhalb einer Woche unter Angabe des Aktenzeichens. Dann ist das Verfahren abgeschlossen.</p>
<h2>Kosten</h2>
<p>Die Höhe richtet sich nach dem bundeseinheitlichen Bußgeldkatalog, zum Beispiel 20,00 bis 55,00 Euro für Parkverstöße.</p>
<h2>Hinweise</h2>
<p>Zahlen Sie nicht oder nicht rechtzeitig, wird ein Bußgeldverfahren eingeleitet. Dann kommen Gebühren und Auslagen hinzu. Wenn Sie den Vorwurf bestreiten, können Sie sich im anschließenden Anhörungsverfahren äußern.</p>`,
    gebuehren: 'nach Bußgeldkatalog, z. B. 20,00 bis 55,00 Euro',
    mitarbeiter: [110],
    amt_id: 43,
    formulare: [],
    stichworte: ['Strafzettel', 'Knöllchen', 'Falschparken', 'Bußgeld'],
  },
  {
    id: 1042,
    titel: 'Personalausweis beantragen',
    kurztext:
      'Den Personalausweis beantragen Sie persönlich im Bürgerbüro oder in einer Ortsverwaltung. Ab 16 Jahren müssen Sie einen gültigen Ausweis oder Pass besitzen.',
    text: `<h2>Beschreibung</h2>
<p>Der Personalausweis ist Ihr wichtigstes Ausweisdokument. Er enthält einen Chip mit Online-Ausweisfunktion, mit der Sie sich bei Behörden und Unternehmen im Internet ausweisen können. Ab dem 16. Geburtstag müssen Sie einen gültigen Personalausweis oder Reisepass besitzen.</p>
<h2>Voraussetzungen</h2>
<p>Sie beantragen den Ausweis persönlich, mit Hauptwohnung in Musterstadt. Bitte vereinbaren Sie einen Termin online oder unter Telefon +49 7641 123-49.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>bisheriger Personalausweis oder Reisepass</li>
<li>ein aktuelles biometrisches Passbild, digital übermittelt von einem Fotostudio oder aufgenommen am Fototerminal im Bürgerbüro</li>
<li>bei Verlust: Verlustanzeige; bei Erstausstellung: Geburtsurkunde</li>
</ul>
<h2>Kosten</h2>
<p>37,00 Euro ab 24 Jahren (gültig zehn Jahre), 22,80 Euro unter 24 Jahren (gültig sechs Jahre). Passbild am Fototerminal: 6,00 Euro. Versand nach Hause auf Wunsch: 15,00 Euro. Vorläufiger Personalausweis: 10,00 Euro.</p>
<h2>Bearbeitungsdauer</h2>
<p>Etwa drei bis vier Wochen. Sie erhalten eine Nachricht, sobald der Ausweis abgeholt werden kann. Die PIN für die Online-Ausweisfunktion kommt per Post.</p>
<h2>Hinweise</h2>
<p>Seit Mai 2025 nehmen wir keine Papierfotos mehr an. Den Ausweis kann mit Vollmacht auch eine andere Person abholen.</p>`,
    gebuehren: '37,00 Euro ab 24 Jahren, 22,80 Euro unter 24 Jahren',
    mitarbeiter: [112, 113, 111],
    amt_id: 49,
    formulare: [2030],
    stichworte: ['Perso', 'Ausweis', 'Personalausweis', 'ID-Karte', 'Online-Ausweis'],
  },
  {
    id: 1043,
    titel: 'Plakatierung beantragen',
    kurztext: 'Vereine und Veranstalter können für Veranstaltungen mit Plakatständern werben. Dafür brauchen Sie eine Erlaubnis des Ordnungsamts.',
    text: `<h2>Beschreibung</h2>
<p>Nach der Polizeiverordnung dürfen Plakate nur an den dafür zugelassenen Plakatsäulen angebracht werden. Wer darüber hinaus mit Plakatständern im öffentlichen Verkehrsraum werben möchte, etwa für ein Vereinsfest, braucht eine Erlaubnis. Für Parteien gelten vor Wahlen besondere Regeln.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>Plakate frühestens drei Wochen vor der Veranstaltung, höchstens im Format DIN A1</li>
<li>keine Plakate an Verkehrszeichen, Ampeln, Bäumen oder in Sichtdreiecken an Kreuzungen</li>
<li>Entfernung spätestens drei Tage nach der Veranstaltung</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag auf Plakatierungserlaubnis mit Zahl und Standorten der Plakate</li>
</ul>
<h2>Kosten</h2>
<p>25,00 Euro Grundgebühr zuzüglich 1,00 Euro je Plakat. Gemeinnützige Vereine aus Musterstadt zahlen nur die Grundgebühr.</p>
<h2>Hinweise</h2>
<p>Nicht genehmigte oder nicht rechtzeitig entfernte Plakate entfernt der Bauhof auf Kosten der Veranstalter.</p>`,
    gebuehren: '25,00 Euro zuzüglich 1,00 Euro je Plakat',
    mitarbeiter: [109],
    amt_id: 43,
    formulare: [2013],
    stichworte: ['Plakat', 'Werbung', 'Plakatständer', 'Wahlplakat'],
  },
  {
    id: 1044,
    titel: 'Reisepass beantragen',
    kurztext: 'Für Reisen außerhalb der EU brauchen Sie meist einen Reisepass. Sie beantragen ihn persönlich im Bürgerbüro oder in einer Ortsverwaltung.',
    text: `<h2>Beschreibung</h2>
<p>Der Reisepass ist das Ausweisdokument für Reisen in Länder, in denen der Personalausweis nicht anerkannt wird. Er enthält einen Chip mit Passbild und Fingerabdrücken. Für dringende Reisen gibt es einen Express-Reisepass und einen vorläufigen Reisepass.</p>
<h2>Voraussetzungen</h2>
<p>Sie beantragen den Pass persönlich, mit Hauptwohnung in Musterstadt. Bitte vereinbaren Sie einen Termin.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>bisheriger Reisepass oder Personalausweis</li>
<li>ein aktuelles biometrisches Passbild, digital vom Fotostudio oder am Fototerminal im Bürgerbüro</li>
<li>bei Erstausstellung: Geburtsurkunde</li>
</ul>
<h2>Kosten</h2>
<p>70,00 Euro ab 24 Jahren (gültig zehn Jahre), 37,50 Euro unter 24 Jahren (gültig sechs Jahre). Express-Zuschlag: 32,00 Euro. Vorläufiger Reisepass: 26,00 Euro.</p>
<h2>Bearbeitungsdauer</h2>
<p>Normal etwa drei bis vier Wochen, im Expressverfahren wenige Werktage.</p>
<h2>Hinweise</h2>
<p>Vor den Sommer- und Weihnachtsferien sind die Termine knapp. Prüfen Sie die Gültigkeit Ihres Passes rechtzeitig – manche Länder verlangen, dass er noch mindestens sechs Monate gültig ist.</p>`,
    gebuehren: '70,00 Euro ab 24 Jahren, 37,50 Euro unter 24 Jahren',
    mitarbeiter: [112, 113],
    amt_id: 49,
    formulare: [2030],
    stichworte: ['Pass', 'Reisepass', 'Urlaub', 'Express-Pass'],
  },
  {
    id: 1045,
    titel: 'Rentenantrag stellen',
    kurztext:
      'Anträge auf Altersrente, Erwerbsminderungsrente oder Witwen- und Waisenrente nimmt die Stadtverwaltung auf und leitet sie an die Rentenversicherung weiter.',
    text: `<h2>Beschreibung</h2>
<p>Die Stadt Musterstadt hilft Ihnen kostenlos beim Ausfüllen des Rentenantrags und schickt ihn an die Deutsche Rentenversicherung. Außerdem klären wir Ihr Versicherungskonto und helfen bei Lücken im Versicherungsverlauf.</p>
<h2>Voraussetzungen</h2>
<p>Stellen Sie den Antrag etwa drei Monate vor dem gewünschten Rentenbeginn. Vereinbaren Sie bitte einen Termin; der Termin dauert etwa eine Stunde.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweis oder Reisepass</li>
<li>Sozialversicherungsnummer und Steuer-Identifikationsnummer</li>
<li>Bankverbindung (IBAN) und Angaben zur Krankenversicherung</li>
<li>Geburtsurkunden der Kinder (für Kindererziehungszeiten)</li>
<li>bei Hinterbliebenenrente: Sterbeurkunde und Eheurkunde</li>
</ul>
<h2>Kosten</h2>
<p>gebührenfrei</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [139],
    amt_id: 59,
    formulare: [],
    stichworte: ['Rente', 'Altersrente', 'Witwenrente', 'Senioren'],
  },
  {
    id: 1046,
    titel: 'Schülerbeförderung: Kostenerstattung beantragen',
    kurztext: 'Bei langem Schulweg werden die Kosten für Bus und Bahn teilweise erstattet. Die Stadt nimmt die Anträge für die Grundschulen entgegen.',
    text: `<h2>Beschreibung</h2>
<p>Die notwendigen Kosten für den Schulweg mit Bus oder Bahn werden nach der Satzung des Landkreises erstattet. Für die Grundschulen in Musterstadt nimmt die Stadt die Anträge entgegen, prüft sie und leitet sie an das Landratsamt weiter.</p>
<h2>Voraussetzungen</h2>
<p>Der kürzeste Fußweg zwischen Wohnung und Schule ist länger als in der Satzung festgelegt, in der Regel mehr als drei Kilometer. Kinder aus Nordweil, die die Drei-Linden-Grundschule besuchen, erfüllen diese Voraussetzung.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag auf Erstattung</li>
<li>Kaufbelege der Fahrkarten oder Abonnementbestätigung</li>
</ul>
<h2>Kosten</h2>
<p>Der Antrag ist gebührenfrei. Es bleibt ein Eigenanteil der Eltern nach der Satzung des Landkreises.</p>
<h2>Hinweise</h2>
<p>Der Antrag für das vergangene Schuljahr muss bis 31. Oktober vorliegen.</p>`,
    gebuehren: 'gebührenfrei; Eigenanteil nach Satzung des Landkreises',
    mitarbeiter: [138],
    amt_id: 55,
    formulare: [2028],
    stichworte: ['Schulweg', 'Schülerticket', 'Busfahrkarte', 'Grundschule'],
  },
  {
    id: 1047,
    titel: 'Schwerbehindertenausweis beantragen',
    kurztext: 'Den Grad der Behinderung und den Schwerbehindertenausweis beantragen Sie beim Versorgungsamt des Landratsamts. Die Stadt hilft beim Antrag.',
    text: `<h2>Beschreibung</h2>
<p>Über den Grad der Behinderung und die Merkzeichen entscheidet das Versorgungsamt beim Landratsamt. Ab einem Grad von 50 erhalten Sie einen Schwerbehindertenausweis. Er ermöglicht Nachteilsausgleiche, zum Beispiel steuerliche Freibeträge, Zusatzurlaub oder Vergünstigungen im Nahverkehr.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antragsformular des Landratsamts (auch online über service-bw)</li>
<li>ärztliche Unterlagen, zum Beispiel Befundberichte und Krankenhausberichte</li>
<li>ein aktuelles Passbild für den Ausweis</li>
</ul>
<h2>Kosten</h2>
<p>gebührenfrei</p>
<h2>Hinweise</h2>
<p>Das Sachgebiet Familie, Soziales und Integration gibt Ihnen die Formulare und hilft beim Ausfüllen. Den Parkausweis für Menschen mit Behinderungen beantragen Sie anschließend beim Ordnungsamt.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [],
    amt_id: 59,
    formulare: [],
    stichworte: ['Behinderung', 'GdB', 'Schwerbehinderung', 'Versorgungsamt'],
    online: `${SERVICE_BW}/schwerbehindertenausweis-beantragen`,
  },
  {
    id: 1048,
    titel: 'Sondernutzungserlaubnis für öffentliche Verkehrsflächen',
    kurztext:
      'Wer Gehwege, Straßen oder Plätze für Gerüste, Container, Außengastronomie oder Verkaufsstände nutzen möchte, braucht eine Sondernutzungserlaubnis.',
    text: `<h2>Beschreibung</h2>
<p>Öffentliche Straßen, Wege und Plätze dienen dem Verkehr. Jede Nutzung, die darüber hinausgeht, ist eine Sondernutzung nach dem Straßengesetz Baden-Württemberg und braucht eine Erlaubnis. Beispiele sind Baugerüste, Container, Tische und Stühle vor Gaststätten, Warenauslagen und Werbeaufsteller.</p>
<h2>Voraussetzungen</h2>
<p>Für Fußgängerinnen und Fußgänger, Rollstühle und Kinderwagen muss ein Gehweg von mindestens 1,50 Meter Breite frei bleiben. Stellen Sie den Antrag mindestens zwei Wochen vorher.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag auf Sondernutzungserlaubnis</li>
<li>Lageskizze mit Maßen</li>
</ul>
<h2>Kosten</h2>
<p>Verwaltungsgebühr ab 35,00 Euro zuzüglich Sondernutzungsgebühr nach Satzung, zum Beispiel für Außenbewirtung 15,00 Euro je Quadratmeter und Saison.</p>
<h2>Hinweise</h2>
<p>Wird für die Sondernutzung die Fahrbahn in Anspruch genommen, ist zusätzlich eine verkehrsrechtliche Anordnung nötig.</p>`,
    gebuehren: 'ab 35,00 Euro zuzüglich Sondernutzungsgebühr',
    mitarbeiter: [109],
    amt_id: 43,
    formulare: [2012],
    stichworte: ['Gerüst', 'Container', 'Außenbewirtung', 'Gehweg'],
  },
  {
    id: 1049,
    titel: 'Sperrmüll anmelden',
    kurztext: 'Sperrmüll wird auf Abruf abgeholt. Zwei Abholungen im Jahr sind in der Abfallgebühr enthalten.',
    text: `<h2>Beschreibung</h2>
<p>Sperrmüll sind Möbel und große Gegenstände aus dem Haushalt, die nicht in die Restmülltonne passen, etwa Schränke, Matratzen oder Teppiche. Die Abfuhr organisiert der Abfallwirtschaftsbetrieb des Landkreises. Sie melden die Abholung mit der Sperrmüllkarte oder online an und erhalten einen Termin.</p>
<h2>Voraussetzungen</h2>
<p>Je Haushalt sind zwei Abholungen von jeweils bis zu drei Kubikmetern im Jahr in der Abfallgebühr enthalten.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Sperrmüllkarte aus dem Abfallkalender (weitere Karten im Bürgerbüro und in den Ortsverwaltungen)</li>
</ul>
<h2>Kosten</h2>
<p>Zwei Abholungen im Jahr sind gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Elektrogeräte, Bauschutt, Autoreifen und Sonderabfälle gehören nicht zum Sperrmüll. Kleinere Mengen können Sie am Recyclinghof abgeben. Die Termine finden Sie im Abfallkalender.</p>`,
    gebuehren: 'zwei Abholungen im Jahr in der Abfallgebühr enthalten',
    mitarbeiter: [],
    amt_id: 49,
    formulare: [],
    stichworte: ['Müll', 'Sperrmüll', 'Möbel entsorgen', 'Abfall'],
  },
  {
    id: 1050,
    titel: 'Sterbefall beurkunden',
    kurztext:
      'Ein Sterbefall muss spätestens am dritten Werktag dem Standesamt des Sterbeorts angezeigt werden. Meist übernimmt das Bestattungsunternehmen die Anzeige.',
    text: `<h2>Beschreibung</h2>
<p>Das Standesamt, in dessen Bezirk ein Mensch gestorben ist, beurkundet den Sterbefall und stellt die Sterbeurkunden aus. Diese brauchen Sie für Versicherungen, Banken, die Rentenversicherung und das Nachlassgericht. In den meisten Fällen erledigt das Bestattungsunternehmen die Anzeige für die Angehörigen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Todesbescheinigung der Ärztin oder des Arztes</li>
<li>Personalausweis oder Reisepass der verstorbenen Person</li>
<li>bei Ledigen: Geburtsurkunde; bei Verheirateten: Eheurkunde; bei Verwitweten oder Geschiedenen zusätzlich die Sterbeurkunde des Ehepartners oder das Scheidungsurteil</li>
</ul>
<h2>Kosten</h2>
<p>Die Beurkundung ist gebührenfrei. Eine Sterbeurkunde kostet 12,00 Euro, jede weitere gleichzeitig bestellte 6,00 Euro. Urkunden für Renten- und Sozialleistungszwecke sind gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Zwischen den Feiertagen ist das Standesamt für Sterbefälle gesondert erreichbar. Die Friedhofsverwaltung hilft bei der Wahl der Grabstätte.</p>`,
    gebuehren: 'Beurkundung gebührenfrei; Sterbeurkunde 12,00 Euro',
    mitarbeiter: [115, 114],
    amt_id: 44,
    formulare: [],
    stichworte: ['Tod', 'Sterbeurkunde', 'Todesfall', 'Bestattung'],
  },
  {
    id: 1051,
    titel: 'Straßensperrung beantragen',
    kurztext:
      'Für Baustellen, Kranarbeiten oder Feste kann eine Straße ganz oder teilweise gesperrt werden. Dafür brauchen Sie eine verkehrsrechtliche Anordnung.',
    text: `<h2>Beschreibung</h2>
<p>Arbeiten im oder am öffentlichen Straßenraum dürfen erst beginnen, wenn das Ordnungsamt als Straßenverkehrsbehörde die Absicherung angeordnet hat. Das gilt für Baustellen, Kranstellungen, Anlieferungen mit großen Fahrzeugen und Veranstaltungen auf der Straße.</p>
<h2>Voraussetzungen</h2>
<p>Der Antrag muss mindestens 14 Tage, bei Vollsperrungen vier Wochen vor Beginn vorliegen. Die Beschilderung stellt eine fachkundige Firma nach den Richtlinien für die Sicherung von Arbeitsstellen an Straßen auf.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antrag auf verkehrsrechtliche Anordnung</li>
<li>Lageplan und Verkehrszeichenplan</li>
<li>bei Aufbrüchen: Aufgrabungserlaubnis des Stadtbauamts</li>
</ul>
<h2>Kosten</h2>
<p>Je nach Aufwand 50,00 bis 150,00 Euro.</p>
<h2>Hinweise</h2>
<p>Bei Vollsperrungen informieren wir Rettungsdienst, Feuerwehr, Busunternehmen und Müllabfuhr. Bitte benachrichtigen Sie die Anliegerinnen und Anlieger rechtzeitig.</p>`,
    gebuehren: '50,00 bis 150,00 Euro',
    mitarbeiter: [109, 107],
    amt_id: 43,
    formulare: [2011],
    stichworte: ['Vollsperrung', 'Baustelle', 'verkehrsrechtliche Anordnung', 'Straße sperren'],
  },
  {
    id: 1052,
    titel: 'Tonnen bestellen, tauschen oder abmelden',
    kurztext: 'Restmüll- und Biotonnen bestellen, tauschen oder abmelden Grundstückseigentümerinnen und -eigentümer beim Steueramt.',
    text: `<h2>Beschreibung</h2>
<p>Die Stadt Musterstadt erhebt im Auftrag des Landkreises die Abfallgebühren und verwaltet die Abfallbehälter. Wenn mehr Menschen auf Ihrem Grundstück wohnen oder weniger Müll anfällt, können Sie eine größere oder kleinere Tonne bestellen.</p>
<h2>Voraussetzungen</h2>
<p>Den Antrag stellt die Eigentümerin oder der Eigentümer des Grundstücks. Mieterinnen und Mieter wenden sich bitte an ihre Vermieter.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Formular „Änderung der Abfallbehälter“</li>
<li>bei Abmeldung der Biotonne: Erklärung zur Eigenkompostierung</li>
</ul>
<h2>Kosten</h2>
<p>Ein Tausch im Jahr ist gebührenfrei, jeder weitere kostet 15,00 Euro. Die Abfallgebühren werden zum Monat der Änderung angepasst.</p>
<h2>Hinweise</h2>
<p>Gelbe Säcke erhalten Sie kostenlos im Bürgerbüro und in den Ortsverwaltungen. Die Abholtermine stehen im Abfallkalender.</p>`,
    gebuehren: 'ein Tausch im Jahr gebührenfrei, sonst 15,00 Euro',
    mitarbeiter: [],
    amt_id: 48,
    formulare: [2020],
    stichworte: ['Müll', 'Mülltonne', 'Biotonne', 'Abfallbehälter'],
  },
  {
    id: 1053,
    titel: 'Übermittlungssperre im Melderegister einrichten',
    kurztext: 'Sie können der Weitergabe Ihrer Meldedaten an Parteien, Adressbuchverlage, die Bundeswehr und für Jubiläumsveröffentlichungen widersprechen.',
    text: `<h2>Beschreibung</h2>
<p>Das Bundesmeldegesetz erlaubt es der Meldebehörde, bestimmte Daten ohne Ihre Einwilligung weiterzugeben: vor Wahlen an Parteien, an Adressbuchverlage, an die Bundeswehr für Informationsmaterial und an Presse und Mandatsträger für Alters- und Ehejubiläen. Mit einer Übermittlungssperre widersprechen Sie dieser Weitergabe.</p>
<h2>Voraussetzungen</h2>
<p>Sie müssen den Widerspruch nicht begründen. Er kann persönlich, schriftlich oder per Formular erklärt werden.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Formular „Widerspruch gegen Datenübermittlungen“ oder formloses Schreiben mit Unterschrift</li>
<li>bei persönlicher Vorsprache: Personalausweis oder Reisepass</li>
</ul>
<h2>Kosten</h2>
<p>Die Übermittlungssperre ist gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Die Sperre gilt, bis Sie sie widerrufen – auch nach einem Umzug innerhalb von Musterstadt. Eine Übermittlungssperre schützt nicht vor Melderegisterauskünften an Privatpersonen; dafür gibt es die Auskunftssperre.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [111, 113],
    amt_id: 49,
    formulare: [2004],
    stichworte: ['Widerspruch', 'Datenweitergabe', 'Werbung', 'Datenschutz'],
  },
  {
    id: 1054,
    titel: 'Ummeldung innerhalb von Musterstadt',
    kurztext: 'Wer innerhalb von Musterstadt umzieht, muss sich innerhalb von zwei Wochen ummelden – auch beim Umzug in einen anderen Stadtteil.',
    text: `<h2>Beschreibung</h2>
<p>Auch bei einem Umzug innerhalb der Stadt müssen Sie Ihre neue Anschrift innerhalb von zwei Wochen nach dem Einzug melden. Die Ummeldung ist im Bürgerbüro und in allen Ortsverwaltungen möglich. Die neue Anschrift wird auf Ihrem Personalausweis vermerkt.</p>
<h2>Voraussetzungen</h2>
<p>Sie sind bereits umgezogen. Eine andere Person kann die Ummeldung mit Ihrer Vollmacht erledigen.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweise oder Reisepässe aller umziehenden Personen</li>
<li>Wohnungsgeberbestätigung</li>
<li>auf Wunsch: Zulassungsbescheinigung Teil I, um die Anschrift im Fahrzeugschein ändern zu lassen</li>
</ul>
<h2>Kosten</h2>
<p>Die Ummeldung ist gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Wenn Sie einen Online-Ausweis haben, können Sie sich auch online ummelden. Stadtkasse und Steueramt erfahren Ihre neue Anschrift automatisch.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [113, 112],
    amt_id: 49,
    formulare: [2001],
    stichworte: ['Umzug', 'Ummeldung', 'neue Adresse', 'Adressänderung'],
    online: `${SERVICE_BW}/wohnsitz-ummelden`,
  },
  {
    id: 1055,
    titel: 'Unterkunft ins Gastgeberverzeichnis eintragen',
    kurztext:
      'Wer Ferienwohnungen oder Gästezimmer vermietet, kann sich ins Gastgeberverzeichnis und die Online-Buchung der Tourist-Information aufnehmen lassen.',
    text: `<h2>Beschreibung</h2>
<p>Die Tourist-Information stellt alle Gastgeberinnen und Gastgeber in Musterstadt im gedruckten Gastgeberverzeichnis und auf der Website vor. Über das Buchungssystem können Gäste direkt buchen.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>Die Unterkunft ist baurechtlich als Ferienwohnung oder Gästezimmer zugelassen.</li>
<li>Wer dauerhaft vermietet, hat ein Gewerbe angemeldet oder die Vermietung beim Finanzamt angegeben.</li>
<li>Sie halten die Meldepflicht für Beherbergungsbetriebe ein.</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Beschreibung der Unterkunft mit Preisen und Ausstattung</li>
<li>Fotos, an denen Sie die Rechte besitzen</li>
</ul>
<h2>Kosten</h2>
<p>Der Grundeintrag auf der Website ist gebührenfrei. Der Eintrag im gedruckten Gastgeberverzeichnis mit Fotos kostet 95,00 Euro im Jahr.</p>
<h2>Hinweise</h2>
<p>Eine freiwillige Klassifizierung nach den Sternen des Deutschen Tourismusverbands hilft Gästen bei der Auswahl. Wir beraten Sie gerne.</p>`,
    gebuehren: 'Grundeintrag gebührenfrei; gedrucktes Verzeichnis 95,00 Euro pro Jahr',
    mitarbeiter: [144, 143],
    amt_id: 58,
    formulare: [],
    stichworte: ['Ferienwohnung', 'Vermieter', 'Gastgeber', 'Tourismus'],
  },
  {
    id: 1056,
    titel: 'Vaterschaft anerkennen',
    kurztext:
      'Sind die Eltern nicht miteinander verheiratet, wird der Vater durch eine Vaterschaftsanerkennung rechtlich zum Vater des Kindes – auch schon vor der Geburt.',
    text: `<h2>Beschreibung</h2>
<p>Ist die Mutter bei der Geburt nicht verheiratet, hat das Kind rechtlich zunächst keinen Vater. Durch die Vaterschaftsanerkennung wird der Vater mit allen Rechten und Pflichten eingetragen, etwa beim Unterhalt und beim Erbrecht. Die Anerkennung kann vor oder nach der Geburt beim Standesamt, beim Jugendamt oder bei einem Notariat beurkundet werden.</p>
<h2>Voraussetzungen</h2>
<p>Die Mutter muss zustimmen. Vater und Mutter erscheinen persönlich; die Zustimmung der Mutter kann auch getrennt erklärt werden.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Personalausweise oder Reisepässe beider Eltern</li>
<li>Geburtsurkunde des Kindes, falls es schon geboren ist; sonst Mutterpass</li>
<li>bei ausländischen Staatsangehörigen: weitere Unterlagen nach Absprache</li>
</ul>
<h2>Kosten</h2>
<p>Die Beurkundung ist gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Das gemeinsame Sorgerecht erhalten nicht verheiratete Eltern erst durch eine Sorgeerklärung. Diese beurkundet das Jugendamt beim Landratsamt oder ein Notariat.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [114],
    amt_id: 44,
    formulare: [],
    stichworte: ['Vaterschaft', 'Vater', 'unverheiratet', 'Sorgerecht'],
  },
  {
    id: 1057,
    titel: 'Veranstaltung anmelden',
    kurztext: 'Feste, Konzerte, Märkte und Sportveranstaltungen im Freien oder in öffentlichen Hallen zeigen Sie beim Ordnungsamt an.',
    text: `<h2>Beschreibung</h2>
<p>Damit Ihre Veranstaltung sicher und ohne Ärger mit der Nachbarschaft abläuft, zeigen Sie sie beim Ordnungsamt an. Wir beteiligen bei Bedarf Polizei, Feuerwehr, Bauhof und Baurechtsbehörde und klären mit Ihnen Sperrzeiten, Lärmschutz und Rettungswege.</p>
<h2>Voraussetzungen</h2>
<p>Zeigen Sie die Veranstaltung mindestens vier Wochen vorher an, bei großen Veranstaltungen mit mehr als 1.000 Gästen acht Wochen vorher.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Anzeige einer Veranstaltung mit Lageplan</li>
<li>bei Ausschank von Alkohol: Antrag auf Gestattung</li>
<li>bei großen Veranstaltungen: Sicherheitskonzept</li>
</ul>
<h2>Kosten</h2>
<p>Je nach Umfang 25,00 bis 150,00 Euro. Vereinsfeste gemeinnütziger Vereine aus Musterstadt sind gebührenfrei.</p>
<h2>Hinweise</h2>
<p>Denken Sie an die Anmeldung bei der GEMA, wenn Musik gespielt wird. Absperrgitter und Bänke können Sie beim Bauhof ausleihen.</p>`,
    gebuehren: '25,00 bis 150,00 Euro',
    mitarbeiter: [108, 109],
    amt_id: 43,
    formulare: [2014, 2015],
    stichworte: ['Fest', 'Vereinsfest', 'Konzert', 'Veranstaltung'],
  },
  {
    id: 1058,
    titel: 'Verlust oder Diebstahl des Ausweises melden',
    kurztext:
      'Einen verlorenen oder gestohlenen Personalausweis oder Reisepass müssen Sie unverzüglich melden. Die Online-Ausweisfunktion lässt sich rund um die Uhr sperren.',
    text: `<h2>Beschreibung</h2>
<p>Der Verlust eines Personalausweises oder Reisepasses muss unverzüglich dem Bürgerbüro, einer anderen Ausweisbehörde oder der Polizei gemeldet werden. Das Dokument wird dann in einem Fahndungsregister gesperrt, damit es niemand missbrauchen kann. Bei Diebstahl erstatten Sie bitte Anzeige bei der Polizei.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>ein anderes Ausweisdokument, falls vorhanden</li>
<li>bei Diebstahl: polizeiliche Anzeige</li>
</ul>
<h2>Kosten</h2>
<p>Die Verlustanzeige ist gebührenfrei. Für den neuen Ausweis gelten die üblichen Gebühren; ein vorläufiger Personalausweis kostet 10,00 Euro.</p>
<h2>Hinweise</h2>
<p>Die Online-Ausweisfunktion sperren Sie sofort über den Sperrnotruf 116 116 – dafür brauchen Sie Ihr Sperrkennwort aus dem PIN-Brief. Taucht der Ausweis wieder auf, bringen Sie ihn bitte ins Bürgerbüro; er bleibt ungültig.</p>`,
    gebuehren: 'Verlustanzeige gebührenfrei',
    mitarbeiter: [],
    amt_id: 49,
    formulare: [],
    stichworte: ['Ausweis verloren', 'Perso weg', 'Diebstahl', 'Sperrnotruf'],
  },
  {
    id: 1059,
    titel: 'Wasserzählerstand melden',
    kurztext: 'Einmal im Jahr wird der Wasserverbrauch abgerechnet. Melden Sie den Zählerstand mit der Ablesekarte oder online.',
    text: `<h2>Beschreibung</h2>
<p>Zum Jahresende erhalten alle Grundstückseigentümerinnen und -eigentümer eine Ablesekarte. Bitte lesen Sie den Hauptwasserzähler und gegebenenfalls den Gartenwasserzähler ab und melden Sie die Stände bis 15. Dezember – per Karte, per E-Mail oder online.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Kundennummer und Zählernummer (auf der Ablesekarte)</li>
<li>Zählerstand in Kubikmetern (nur die schwarzen Ziffern)</li>
</ul>
<h2>Kosten</h2>
<p>Die Meldung ist gebührenfrei. Die Verbrauchsgebühr für Wasser beträgt 2,48 Euro je Kubikmeter, die Abwassergebühr 2,95 Euro je Kubikmeter.</p>
<h2>Hinweise</h2>
<p>Melden Sie keinen Stand, schätzen wir den Verbrauch. Bei einem Eigentümerwechsel oder Zählerwechsel melden Sie den Stand bitte zusätzlich zum Stichtag.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [124],
    amt_id: 48,
    formulare: [2018],
    stichworte: ['Wasserzähler', 'Wasseruhr', 'Zählerstand', 'Wasserverbrauch'],
    online: `${SERVICE_BW}/wasserzaehlerstand-melden`,
  },
  {
    id: 1060,
    titel: 'Wohngeld beantragen',
    kurztext:
      'Wohngeld ist ein Zuschuss zur Miete oder zu den Kosten für selbstgenutztes Wohneigentum. Die Stadt nimmt Anträge entgegen und leitet sie an das Landratsamt weiter.',
    text: `<h2>Beschreibung</h2>
<p>Haushalte mit geringem Einkommen können einen Mietzuschuss oder – bei selbstgenutztem Eigentum – einen Lastenzuschuss erhalten. Über den Antrag entscheidet die Wohngeldstelle beim Landratsamt. Das Sachgebiet Familie, Soziales und Integration hilft beim Ausfüllen und prüft die Unterlagen auf Vollständigkeit.</p>
<h2>Voraussetzungen</h2>
<p>Sie erhalten keine Leistungen wie Bürgergeld oder Grundsicherung, in denen die Wohnkosten bereits berücksichtigt sind. Ihr Einkommen liegt unter den Grenzen des Wohngeldgesetzes.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Antragsformular der Wohngeldstelle</li>
<li>Mietbescheinigung oder Mietvertrag</li>
<li>Einkommensnachweise aller Haushaltsmitglieder</li>
</ul>
<h2>Kosten</h2>
<p>gebührenfrei</p>
<h2>Bearbeitungsdauer</h2>
<p>Die Bearbeitung beim Landratsamt dauert derzeit etwa zwei bis drei Monate. Wohngeld gibt es ab dem Monat der Antragstellung – stellen Sie den Antrag daher früh, notfalls zunächst ohne alle Nachweise.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [139],
    amt_id: 59,
    formulare: [2027],
    stichworte: ['Mietzuschuss', 'Wohngeld Plus', 'Lastenzuschuss', 'Miete'],
    online: `${SERVICE_BW}/wohngeld-beantragen`,
  },
  {
    id: 1061,
    titel: 'Zweitwohnungsteuer',
    kurztext: 'Wer in Musterstadt eine Nebenwohnung hat, zahlt Zweitwohnungsteuer. Sie beträgt 10 Prozent der jährlichen Nettokaltmiete.',
    text: `<h2>Beschreibung</h2>
<p>Die Stadt Musterstadt erhebt eine Zweitwohnungsteuer für Wohnungen, die jemand neben seiner Hauptwohnung für den persönlichen Bedarf innehat, zum Beispiel Ferienwohnungen oder Wochenendhäuser. Wer sich mit Nebenwohnung anmeldet, erhält automatisch eine Steuererklärung.</p>
<h2>Voraussetzungen</h2>
<p>Steuerfrei sind unter anderem Wohnungen, die Verheiratete aus beruflichen Gründen nutzen, während die gemeinsame Familienwohnung anderswo liegt, sowie Wohnungen von Auszubildenden und Studierenden bis zum 25. Lebensjahr bei den Eltern.</p>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Erklärung zur Zweitwohnungsteuer</li>
<li>Mietvertrag oder Angaben zur Wohnfläche</li>
<li>Nachweise für eine Steuerbefreiung</li>
</ul>
<h2>Kosten</h2>
<p>10 Prozent der jährlichen Nettokaltmiete; bei Eigentum wird die ortsübliche Miete zugrunde gelegt.</p>
<h2>Hinweise</h2>
<p>Wenn Sie die Wohnung zeitweise an Feriengäste vermieten, kann sich die Steuer verringern. Geben Sie dies bitte in der Erklärung an.</p>`,
    gebuehren: '10 Prozent der jährlichen Nettokaltmiete',
    mitarbeiter: [122],
    amt_id: 48,
    formulare: [2019],
    stichworte: ['Nebenwohnung', 'Ferienwohnung', 'Zweitwohnsitz', 'Steuern'],
  },
  {
    id: 1062,
    titel: 'Parkausweis für Menschen mit Behinderungen beantragen',
    kurztext:
      'Menschen mit bestimmten Merkzeichen im Schwerbehindertenausweis erhalten einen Parkausweis, der zum Parken auf Behindertenparkplätzen berechtigt.',
    text: `<h2>Beschreibung</h2>
<p>Mit dem blauen EU-Parkausweis dürfen Sie auf Behindertenparkplätzen parken und erhalten weitere Parkerleichterungen, auch im europäischen Ausland. Der orangefarbene Parkausweis gewährt Parkerleichterungen, aber nicht das Parken auf Behindertenparkplätzen.</p>
<h2>Voraussetzungen</h2>
<ul>
<li>blauer Parkausweis: Merkzeichen aG, Bl oder TBl im Schwerbehindertenausweis oder vergleichbare Einschränkungen</li>
<li>orangefarbener Parkausweis: bestimmte Einschränkungen, zum Beispiel bei Morbus Crohn oder Colitis ulcerosa mit einem Grad der Behinderung von mindestens 60</li>
</ul>
<h2>Erforderliche Unterlagen</h2>
<ul>
<li>Schwerbehindertenausweis und Feststellungsbescheid</li>
<li>ein aktuelles Passbild</li>
</ul>
<h2>Kosten</h2>
<p>gebührenfrei</p>
<h2>Hinweise</h2>
<p>Der Parkausweis ist an die Person gebunden. Er darf nur benutzt werden, wenn die berechtigte Person selbst fährt oder mitfährt.</p>`,
    gebuehren: 'gebührenfrei',
    mitarbeiter: [109],
    amt_id: 43,
    formulare: [2029],
    stichworte: ['Behindertenparkausweis', 'Behindertenparkplatz', 'blauer Parkausweis', 'Schwerbehinderung'],
  },
];
