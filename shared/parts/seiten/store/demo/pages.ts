/**
 * Einleitungstexte der Bereichsseiten und ausgewählte Informationsseiten (fiktiv).
 */
import type { SeedPage } from './types';

export const pages: SeedPage[] = [
  {
    pfad: '/rathaus/',
    titel: 'Rathaus und Verwaltung',
    beschreibung: 'Ämter, Ansprechpersonen, Öffnungszeiten und Online-Dienste der Stadtverwaltung Musterstadt.',
    inhalt: `<p>Willkommen im Rathaus der Stadt Musterstadt. Hier finden Sie alle Informationen zu den Ämtern und Dienststellen der Stadtverwaltung, zu Ansprechpersonen, Öffnungszeiten und Formularen. Viele Anliegen können Sie inzwischen auch online erledigen.</p>
<p>Für Ausweise, Pässe, Meldeangelegenheiten und Fundsachen ist das <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> im Erdgeschoss Ihre erste Anlaufstelle. Termine können Sie bequem online oder telefonisch unter +49 7641 123-49 vereinbaren.</p>
<h2>Rathaus Musterstadt</h2>
<p>Marktplatz 1, 79999 Musterstadt<br>Telefon +49 7641 123-0, E-Mail rathaus@musterstadt.de</p>
<p>Öffnungszeiten: Montag bis Freitag 8:30 bis 12 Uhr, Montag und Dienstag zusätzlich 14 bis 16 Uhr, Donnerstag zusätzlich 14 bis 18 Uhr. In Bombach, Hecklingen und Nordweil stehen Ihnen außerdem die Ortsverwaltungen zur Verfügung.</p>`,
  },
  {
    pfad: '/musterstadt/',
    titel: 'Unsere Stadt',
    beschreibung: 'Musterstadt mit den Stadtteilen Bombach, Hecklingen und Nordweil: Geschichte, Zahlen und Wissenswertes.',
    inhalt: `<p>Musterstadt liegt am Westrand des Schwarzwalds, eingebettet zwischen sanften Hügeln, Streuobstwiesen und ausgedehnten Wäldern. Rund 10.000 Menschen leben in der Kernstadt und den Stadtteilen Bombach, Hecklingen und Nordweil.</p>
<p>Die Stadt verbindet eine lebendige Innenstadt mit Fachwerkhäusern rund um den Marktplatz und die ländliche Prägung ihrer Stadtteile. Gute Schulen und Kindergärten, ein reges Vereinsleben und eine solide mittelständische Wirtschaft machen Musterstadt zu einem Ort, an dem man gerne lebt.</p>
<p>Auf den folgenden Seiten erfahren Sie mehr über die Geschichte der Stadt, die Stadtteile, den Gemeinderat und die Bürgermeisterin.</p>`,
  },
  {
    pfad: '/stadtleben/',
    titel: 'Stadtleben',
    beschreibung: 'Vereine, Kultur, Freizeit, Kinderbetreuung, Schulen und soziale Angebote in Musterstadt.',
    inhalt: `<p>Über 90 Vereine, zwei Grundschulen, fünf städtische Kindertageseinrichtungen, eine Stadtbücherei, ein Freibad und ein Jugendhaus: Das Leben in Musterstadt ist vielfältig. Hier finden Sie Angebote für alle Generationen.</p>
<p>Ob Musikverein, Sportverein, Narrenzunft oder Schwarzwaldverein – das Ehrenamt ist das Rückgrat unserer Stadtgemeinschaft. Im Vereinsverzeichnis finden Sie Ansprechpersonen und Termine.</p>
<p>Informationen für Familien, Seniorinnen und Senioren, Zugewanderte und Menschen mit Behinderungen sind ebenfalls in diesem Bereich zusammengefasst.</p>`,
  },
  {
    pfad: '/wirtschaft/',
    titel: 'Wirtschaft und Gewerbe',
    beschreibung: 'Wirtschaftsstandort Musterstadt: Gewerbeflächen, Wirtschaftsförderung, Ausbildung und Ansprechpersonen.',
    inhalt: `<p>Musterstadt ist ein attraktiver Standort für Handwerk, Handel und mittelständische Industrie. Rund 480 Betriebe bieten etwa 3.600 Arbeitsplätze, viele davon in familiengeführten Unternehmen mit langer Tradition.</p>
<p>Im Gewerbegebiet „Mattenäcker“ stehen noch Flächen für Ansiedlungen und Erweiterungen zur Verfügung. Alle Gewerbeflächen sind an das Glasfasernetz angeschlossen, die Autobahn ist in zwölf Minuten erreichbar.</p>
<p>Die Wirtschaftsförderung im Rathaus ist Ihre Ansprechpartnerin für Gründungen, Ansiedlungen, Fördermittel und Genehmigungen. Sie erreichen sie unter Telefon +49 7641 123-15 oder per E-Mail an rathaus@musterstadt.de.</p>`,
  },
  {
    pfad: '/gaeste/',
    titel: 'Gäste und Freizeit',
    beschreibung: 'Wandern, Radfahren, Sehenswürdigkeiten, Gastronomie und Unterkünfte in Musterstadt und Umgebung.',
    inhalt: `<p>Herzlich willkommen in Musterstadt! Unsere Stadt ist ein idealer Ausgangspunkt für Wanderungen und Radtouren im südlichen Schwarzwald. Über 120 Kilometer markierte Wanderwege führen durch Wälder, Wiesentäler und zu aussichtsreichen Höhen.</p>
<p>In der Innenstadt laden der historische Marktplatz mit Rathaus und Fachwerkhäusern, die Stadtkirche und der Kurpark zum Bummeln ein. Im Sommer lockt das Freibad mit Blick auf die Schwarzwaldhöhen, im Winter ist Nordweil Ausgangspunkt für Winterwanderungen und Langlauf.</p>
<p>Gasthäuser mit regionaler Küche, Hofläden und Ferienwohnungen in allen Stadtteilen sorgen dafür, dass Sie sich bei uns wohlfühlen. Die Gästeinformation im Rathaus berät Sie gerne.</p>`,
  },
  {
    pfad: '/feuerwehr/',
    titel: 'Freiwillige Feuerwehr Musterstadt',
    beschreibung: 'Die Freiwillige Feuerwehr Musterstadt mit ihren Abteilungen Kernstadt, Bombach, Hecklingen und Nordweil.',
    inhalt: `<p>Rund 140 ehrenamtliche Feuerwehrfrauen und Feuerwehrmänner sorgen rund um die Uhr für die Sicherheit in Musterstadt. Die Freiwillige Feuerwehr besteht aus den Einsatzabteilungen Kernstadt, Bombach, Hecklingen und Nordweil sowie einer Jugendfeuerwehr und einer Altersabteilung.</p>
<p>Jährlich rückt die Feuerwehr zu etwa 150 Einsätzen aus – zu Bränden, Verkehrsunfällen, Unwettern und technischen Hilfeleistungen. Dafür üben die Einsatzkräfte regelmäßig und bilden sich ständig fort.</p>
<p>Wir freuen uns über Verstärkung! Wer mindestens 17 Jahre alt ist, kann in der Einsatzabteilung mitmachen, Kinder und Jugendliche ab 10 Jahren in der Jugendfeuerwehr. Kommandant Stefan Ketterer gibt gerne Auskunft.</p>
<p>Im Notfall: Notruf 112.</p>`,
  },
  {
    pfad: '/grundschule/',
    titel: 'Grundschule Musterstadt',
    beschreibung: 'Die Grundschule Musterstadt in der Kernstadt mit Außenstelle Bombach: Ganztagsangebot, Betreuung und Schulleben.',
    inhalt: `<p>Die Grundschule Musterstadt liegt mitten in der Kernstadt in der Schulstraße. Rund 260 Kinder lernen hier in zwölf Klassen, die Klassen 1 und 2 aus Bombach werden in der Außenstelle Bombach unterrichtet.</p>
<p>Unsere Schule ist eine Ganztagsschule in Wahlform: An vier Tagen in der Woche gibt es ein Mittagessen, Lernzeiten und Arbeitsgemeinschaften von Schach bis Schulgarten. Die verlässliche Grundschule ergänzt das Angebot am Morgen ab 7:15 Uhr.</p>
<p>Besonders wichtig sind uns Lesen, Bewegung und ein respektvolles Miteinander. Der Schulchor singt regelmäßig bei städtischen Veranstaltungen, und die Kinder gestalten jedes Jahr einen Stand auf dem Weihnachtsmarkt.</p>`,
  },
  {
    pfad: '/drei-linden-gs/',
    titel: 'Drei-Linden-Grundschule Hecklingen',
    beschreibung: 'Die Drei-Linden-Grundschule im Stadtteil Hecklingen: kleine Schule mit naturnahem Schulgelände.',
    inhalt: `<p>Die Drei-Linden-Grundschule liegt am Lindenplatz im Stadtteil Hecklingen und hat ihren Namen von den drei alten Linden auf dem Schulhof. Rund 140 Kinder aus Hecklingen und Nordweil besuchen unsere Schule in sieben Klassen.</p>
<p>Unser Schulgelände mit Schulgarten, Weidentipi und Bachlauf lädt zum Lernen in der Natur ein. Seit 2026 erzeugt die Photovoltaikanlage auf dem Dach Strom für die Schule – die Kinder verfolgen die Erträge auf einem Bildschirm im Eingangsbereich.</p>
<p>Eine Kernzeitbetreuung von 7:30 bis 14 Uhr sowie eine Nachmittagsbetreuung an drei Tagen werden von der Stadt Musterstadt angeboten. Schulleiterin Birgit Hettich und das Kollegium freuen sich auf Ihren Besuch.</p>`,
  },
  {
    pfad: '/musterstadt/stadtportrait/',
    titel: 'Stadtportrait',
    beschreibung: 'Geschichte, Lage und Zahlen: Musterstadt und seine Stadtteile Bombach, Hecklingen und Nordweil im Überblick.',
    inhalt: `<p>Musterstadt wurde im Jahr 1136 erstmals urkundlich erwähnt und erhielt 1292 das Marktrecht. Der Marktplatz mit dem Rathaus aus dem 16. Jahrhundert und den umliegenden Fachwerkhäusern erinnert bis heute an die Zeit als Handelsort am Rand des Schwarzwalds.</p>
<p>Im Zuge der Gemeindereform schlossen sich 1974 die bis dahin selbstständigen Gemeinden Bombach, Hecklingen und Nordweil der Stadt an. Jeder Stadtteil hat seinen eigenen Charakter bewahrt: Bombach mit Weinbergen und Obstwiesen, Hecklingen mit seinem Lindenplatz und Nordweil als höchstgelegener Stadtteil am Fuß des Hochfirsts.</p>
<h2>Musterstadt in Zahlen</h2>
<ul>
<li>Einwohnerinnen und Einwohner: rund 10.000</li>
<li>Fläche: 38,6 Quadratkilometer, davon 52 Prozent Wald</li>
<li>Höhenlage: 215 bis 780 Meter über dem Meeresspiegel</li>
<li>Partnerstadt: Beaulieu-les-Vignes (Frankreich), seit 1996</li>
</ul>`,
  },
  {
    pfad: '/musterstadt/buergermeister/',
    titel: 'Bürgermeisterin Dr. Katrin Albrecht',
    beschreibung: 'Die Bürgermeisterin der Stadt Musterstadt: Aufgaben, Sprechstunden und Kontakt.',
    inhalt: `<p>Dr. Katrin Albrecht ist seit 2019 Bürgermeisterin der Stadt Musterstadt. Als Vorsitzende des Gemeinderats und Leiterin der Stadtverwaltung ist sie für rund 180 Beschäftigte verantwortlich und vertritt die Stadt nach außen.</p>
<p>Die studierte Verwaltungswissenschaftlerin war zuvor Hauptamtsleiterin in einer Nachbargemeinde. Ihre Schwerpunkte sind die Kinderbetreuung, der Klimaschutz, die Digitalisierung der Verwaltung und die Stärkung der Stadtteile.</p>
<h2>Sprechstunden</h2>
<p>Die Bürgermeisterin bietet donnerstags von 16 bis 18 Uhr eine Sprechstunde im Rathaus an sowie einmal im Monat in jeder Ortsverwaltung. Um Anmeldung im Sekretariat unter Telefon +49 7641 123-10 oder per E-Mail an rathaus@musterstadt.de wird gebeten.</p>`,
  },
];
