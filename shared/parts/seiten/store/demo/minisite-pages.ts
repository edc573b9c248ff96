/**
 * Inhaltsseiten der drei Mini-Sites (fiktiv): Freiwillige Feuerwehr Musterstadt,
 * Grundschule Musterstadt und Drei-Linden-Grundschule Hecklingen.
 * Eine Seite für jeden Menü- und Footer-Link (shared/site/menus.ts, shared/site/minisites.ts).
 * Die Einstiegsseiten '/feuerwehr/', '/grundschule/' und '/drei-linden-gs/' stehen in pages.ts.
 */
import type { SeedPage } from './types';

// ---------------------------------------------------------------------------
// Freiwillige Feuerwehr Musterstadt
// ---------------------------------------------------------------------------

const feuerwehrPages: SeedPage[] = [
  {
    pfad: '/feuerwehr/gesamtwehr/',
    titel: 'Gesamtwehr',
    beschreibung: 'Aufbau, Führung und Abteilungen der Freiwilligen Feuerwehr Musterstadt mit rund 140 ehrenamtlichen Einsatzkräften.',
    inhalt: `<p>Die Freiwillige Feuerwehr Musterstadt ist eine Einrichtung der Stadt Musterstadt. Sie besteht aus vier Einsatzabteilungen in der Kernstadt und in den Stadtteilen Bombach, Hecklingen und Nordweil, einer Jugendfeuerwehr und einer Altersabteilung. Alle Feuerwehrangehörigen sind ehrenamtlich tätig.</p>
<h2>Führung der Gesamtwehr</h2>
<ul>
<li>Kommandant: Stefan Ketterer</li>
<li>Stellvertretende Kommandanten: Michael Gutmann und Andrea Schneider</li>
<li>Stadtjugendfeuerwehrwartin: Laura Fehr</li>
<li>Leiter der Altersabteilung: Herbert Zipfel</li>
</ul>
<p>Kommandant und Stellvertreter werden von der Hauptversammlung für fünf Jahre gewählt und vom Gemeinderat bestätigt.</p>
<h2>Unsere Abteilungen</h2>
<table>
<caption>Einsatzabteilungen der Freiwilligen Feuerwehr Musterstadt</caption>
<thead>
<tr><th scope="col">Abteilung</th><th scope="col">Aktive</th><th scope="col">Fahrzeuge</th><th scope="col">Gerätehaus</th></tr>
</thead>
<tbody>
<tr><th scope="row"><a href="/feuerwehr/gesamtwehr/musterstadt/">Musterstadt (Kernstadt)</a></th><td>50</td><td>6</td><td>Am Gerätehaus 4</td></tr>
<tr><th scope="row"><a href="/feuerwehr/gesamtwehr/bombach/">Bombach</a></th><td>32</td><td>2</td><td>Winzerstraße 11, Bombach</td></tr>
<tr><th scope="row"><a href="/feuerwehr/gesamtwehr/hecklingen/">Hecklingen</a></th><td>33</td><td>2</td><td>Mühlweg 2, Hecklingen</td></tr>
<tr><th scope="row"><a href="/feuerwehr/gesamtwehr/nordweil/">Nordweil</a></th><td>25</td><td>1</td><td>Kirchweg 6, Nordweil</td></tr>
</tbody>
</table>
<h2>Einsätze und Alarmierung</h2>
<p>Die Feuerwehr rückt jährlich zu rund 150 Einsätzen aus: zu Bränden, Verkehrsunfällen, Unwetter- und Hochwasserlagen, Tierrettungen und vielen weiteren Notlagen. Alarmiert wird über die Integrierte Leitstelle, die jeden Notruf 112 entgegennimmt. Je nach Einsatzort und Lage rücken eine oder mehrere Abteilungen gemeinsam aus.</p>
<h2>Jugendfeuerwehr und Altersabteilung</h2>
<p>In der Jugendfeuerwehr lernen derzeit 42 Mädchen und Jungen ab 10 Jahren spielerisch die Grundlagen der Feuerwehrtechnik. Die Übungsabende finden in der Kernstadt wöchentlich am Mittwoch um 18:30 Uhr statt, in den Stadtteilen alle zwei Wochen: in Bombach montags, in Hecklingen dienstags und in Nordweil donnerstags. Die aktuellen Termine stehen im <a href="/feuerwehr/gesamtwehr/informatives/kalender/">Kalender</a>.</p>
<p>Die Altersabteilung mit 36 Kameradinnen und Kameraden unterstützt bei Veranstaltungen, pflegt die Kameradschaft und bewahrt die Geschichte der Wehr.</p>
<h2>Mitmachen</h2>
<p>Wir freuen uns über neue Mitglieder. Wer mindestens 17 Jahre alt ist und in Musterstadt wohnt oder arbeitet, kann in der Einsatzabteilung seines Stadtteils mitmachen. Vorkenntnisse sind nicht nötig – die Grundausbildung erhalten Sie bei uns. Kommen Sie einfach zu einem Übungsabend oder nehmen Sie <a href="/feuerwehr/gesamtwehr/informatives/kontakt/">Kontakt</a> mit uns auf.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/musterstadt/',
    titel: 'Abteilung Musterstadt',
    beschreibung: 'Die Abteilung Musterstadt in der Kernstadt: Fahrzeuge, Mannschaft, Ansprechpersonen und Übungsdienst.',
    inhalt: `<p>Die Abteilung Musterstadt ist die größte Einsatzabteilung der Freiwilligen Feuerwehr Musterstadt. Sie wurde 1864 als Freiwilliges Feuerwehrcorps gegründet und ist heute Stützpunktwehr für das gesamte Stadtgebiet. Mit Drehleiter und Hilfeleistungslöschgruppenfahrzeug unterstützt sie bei Bedarf auch die Abteilungen in den Stadtteilen.</p>
<h2>Mannschaft</h2>
<p>Zur Abteilung gehören 50 aktive Feuerwehrangehörige, davon 8 Frauen. 31 von ihnen sind als Atemschutzgeräteträgerinnen und -träger ausgebildet. Abteilungskommandant ist Kai Ringwald, sein Stellvertreter ist Jonas Weber.</p>
<h2>Fahrzeuge</h2>
<table>
<caption>Fahrzeuge der Abteilung Musterstadt</caption>
<thead>
<tr><th scope="col">Fahrzeug</th><th scope="col">Baujahr</th><th scope="col">Aufgabe</th></tr>
</thead>
<tbody>
<tr><th scope="row">Einsatzleitwagen (ELW 1)</th><td>2018</td><td>Führung größerer Einsätze, Funk und Dokumentation</td></tr>
<tr><th scope="row">Hilfeleistungslöschgruppenfahrzeug (HLF 20)</th><td>2021</td><td>Brandbekämpfung und technische Hilfe, 2.000 Liter Wasser, hydraulisches Rettungsgerät</td></tr>
<tr><th scope="row">Drehleiter (DLK 23/12)</th><td>2015</td><td>Menschenrettung aus Höhen bis 23 Meter, Brandbekämpfung von oben</td></tr>
<tr><th scope="row">Tanklöschfahrzeug (TLF 3000)</th><td>2012</td><td>Wasserversorgung und Waldbrandbekämpfung, 3.000 Liter Wasser</td></tr>
<tr><th scope="row">Gerätewagen Logistik (GW-L1)</th><td>2010</td><td>Schläuche, Sandsäcke und Material für Unwetter- und Hochwassereinsätze</td></tr>
<tr><th scope="row">Mannschaftstransportwagen (MTW)</th><td>2019</td><td>Personentransport, Jugendfeuerwehr</td></tr>
</tbody>
</table>
<h2>Übungsdienst</h2>
<p>Die Einsatzabteilung übt alle zwei Wochen am Freitag um 19:30 Uhr. Hinzu kommen Übungen der Atemschutzgeräteträger, der Maschinisten und der Drehleiter-Besatzungen nach eigenem Dienstplan.</p>
<h2>Jugendfeuerwehr</h2>
<p>Die Jugendfeuerwehr der Abteilung Musterstadt übt wöchentlich am Mittwoch von 18:30 bis 20 Uhr im Gerätehaus. Jugendfeuerwehrwartin ist Laura Fehr. Interessierte Kinder ab 10 Jahren dürfen gern zu einer Schnupperstunde vorbeikommen.</p>
<h2>Gerätehaus</h2>
<p>Feuerwehrhaus Musterstadt<br>Am Gerätehaus 4, 79999 Musterstadt<br>Telefon +49 7641 123-300 (kein Notruf – im Notfall immer 112)<br>E-Mail feuerwehr@musterstadt.de</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/bombach/',
    titel: 'Abteilung Bombach',
    beschreibung: 'Die Abteilung Bombach der Freiwilligen Feuerwehr Musterstadt: Fahrzeuge, Mannschaft, Ansprechpersonen und Übungsdienst.',
    inhalt: `<p>Die Feuerwehr Bombach wurde 1898 gegründet und ist seit der Eingliederung Bombachs im Jahr 1974 eine Abteilung der Freiwilligen Feuerwehr Musterstadt. Sie ist für den Brandschutz und die technische Hilfe im Stadtteil mit seinen Weinbergen, Aussiedlerhöfen und Obstwiesen zuständig.</p>
<h2>Mannschaft</h2>
<p>Der Abteilung gehören 32 aktive Feuerwehrangehörige an, davon 5 Frauen. Abteilungskommandant ist Matthias Hügle, seine Stellvertreterin ist Franziska Bär.</p>
<h2>Fahrzeuge</h2>
<table>
<caption>Fahrzeuge der Abteilung Bombach</caption>
<thead>
<tr><th scope="col">Fahrzeug</th><th scope="col">Baujahr</th><th scope="col">Aufgabe</th></tr>
</thead>
<tbody>
<tr><th scope="row">Löschgruppenfahrzeug (LF 10)</th><td>2016</td><td>Brandbekämpfung und technische Hilfe, 1.200 Liter Wasser</td></tr>
<tr><th scope="row">Mannschaftstransportwagen (MTW)</th><td>2014</td><td>Personentransport, Jugendfeuerwehr</td></tr>
</tbody>
</table>
<h2>Übungsdienst</h2>
<p>Die Einsatzabteilung übt alle zwei Wochen am Mittwoch um 19:30 Uhr. Die genauen Termine finden Sie im <a href="/feuerwehr/gesamtwehr/informatives/kalender/">Kalender</a>.</p>
<h2>Jugendfeuerwehr</h2>
<p>Die Jugendfeuerwehr Bombach trifft sich alle zwei Wochen am Montag von 18:30 bis 20 Uhr im Gerätehaus. Jugendgruppenleiter ist Tim Ehrler. Kinder und Jugendliche ab 10 Jahren sind herzlich willkommen.</p>
<h2>Gerätehaus</h2>
<p>Feuerwehrgerätehaus Bombach<br>Winzerstraße 11, 79999 Musterstadt-Bombach<br>Das Gerätehaus ist nur zu den Übungszeiten besetzt. Fragen beantwortet die Feuerwehr unter Telefon +49 7641 123-300 oder per E-Mail an feuerwehr@musterstadt.de. Im Notfall immer 112.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/hecklingen/',
    titel: 'Abteilung Hecklingen',
    beschreibung: 'Die Abteilung Hecklingen der Freiwilligen Feuerwehr Musterstadt: Fahrzeuge, Mannschaft, Ansprechpersonen und Übungsdienst.',
    inhalt: `<p>Die Feuerwehr Hecklingen besteht seit 1911. Seit 1974 ist sie eine Abteilung der Freiwilligen Feuerwehr Musterstadt und für den Stadtteil Hecklingen rund um den Lindenplatz zuständig. Bei größeren Einsätzen arbeitet sie eng mit den Abteilungen Bombach und Nordweil zusammen.</p>
<h2>Mannschaft</h2>
<p>Die Abteilung zählt 33 aktive Feuerwehrangehörige, davon 6 Frauen. Abteilungskommandant ist Christian Bührer, sein Stellvertreter ist Sven Ruch.</p>
<h2>Fahrzeuge</h2>
<table>
<caption>Fahrzeuge der Abteilung Hecklingen</caption>
<thead>
<tr><th scope="col">Fahrzeug</th><th scope="col">Baujahr</th><th scope="col">Aufgabe</th></tr>
</thead>
<tbody>
<tr><th scope="row">Löschgruppenfahrzeug (LF 10)</th><td>2025</td><td>Brandbekämpfung und technische Hilfe, 2.000 Liter Wasser, Atemschutzausstattung</td></tr>
<tr><th scope="row">Mannschaftstransportwagen (MTW)</th><td>2017</td><td>Personentransport, Jugendfeuerwehr</td></tr>
</tbody>
</table>
<p>Das Löschgruppenfahrzeug wurde im September 2025 in Dienst gestellt. Es ersetzt ein 31 Jahre altes Fahrzeug.</p>
<h2>Übungsdienst</h2>
<p>Die Einsatzabteilung übt alle zwei Wochen am Montag um 19:30 Uhr. Die genauen Termine finden Sie im <a href="/feuerwehr/gesamtwehr/informatives/kalender/">Kalender</a>.</p>
<h2>Jugendfeuerwehr</h2>
<p>Die Jugendfeuerwehr Hecklingen übt alle zwei Wochen am Dienstag von 18:30 bis 20 Uhr. Jugendgruppenleiterin ist Lea Moser.</p>
<h2>Gerätehaus</h2>
<p>Feuerwehrgerätehaus Hecklingen<br>Mühlweg 2, 79999 Musterstadt-Hecklingen<br>Das Gerätehaus ist nur zu den Übungszeiten besetzt. Fragen beantwortet die Feuerwehr unter Telefon +49 7641 123-300 oder per E-Mail an feuerwehr@musterstadt.de. Im Notfall immer 112.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/nordweil/',
    titel: 'Abteilung Nordweil',
    beschreibung: 'Die Abteilung Nordweil der Freiwilligen Feuerwehr Musterstadt: Fahrzeug, Mannschaft, neues Feuerwehrhaus und Übungsdienst.',
    inhalt: `<p>Die Feuerwehr Nordweil wurde 1923 gegründet. Als Abteilung der Freiwilligen Feuerwehr Musterstadt ist sie für den höchstgelegenen Stadtteil am Fuß des Hochfirsts zuständig. Lange Anfahrtswege, steile Straßen und die großen Waldflächen stellen die Einsatzkräfte besonders im Winter vor eigene Aufgaben.</p>
<h2>Mannschaft</h2>
<p>Zur Abteilung gehören 25 aktive Feuerwehrangehörige, davon 3 Frauen. Abteilungskommandant ist Bernd Kirner, sein Stellvertreter ist Lukas Hensler.</p>
<h2>Fahrzeug</h2>
<table>
<caption>Fahrzeug der Abteilung Nordweil</caption>
<thead>
<tr><th scope="col">Fahrzeug</th><th scope="col">Baujahr</th><th scope="col">Aufgabe</th></tr>
</thead>
<tbody>
<tr><th scope="row">Tragkraftspritzenfahrzeug mit Wassertank (TSF-W)</th><td>2009</td><td>Erstangriff bei Bränden, 750 Liter Wasser, tragbare Feuerlöschpumpe</td></tr>
</tbody>
</table>
<h2>Neues Feuerwehrhaus</h2>
<p>Das heutige Gerätehaus stammt aus dem Jahr 1968 und ist für moderne Fahrzeuge zu klein. Der Gemeinderat hat deshalb einen Neubau am Ortsrand an der Nordweiler Straße beschlossen. Das neue Haus erhält zwei Stellplätze, getrennte Umkleiden, einen Schulungsraum und Räume für die Jugendfeuerwehr. Baubeginn soll im Frühjahr 2027 sein.</p>
<h2>Übungsdienst und Jugendfeuerwehr</h2>
<p>Die Einsatzabteilung übt alle zwei Wochen am Dienstag um 20 Uhr. Die Jugendfeuerwehr Nordweil trifft sich alle zwei Wochen am Donnerstag von 18:30 bis 20 Uhr, Jugendgruppenleiter ist Patrick Saier. Alle Termine stehen im <a href="/feuerwehr/gesamtwehr/informatives/kalender/">Kalender</a>.</p>
<h2>Gerätehaus</h2>
<p>Feuerwehrgerätehaus Nordweil<br>Kirchweg 6, 79999 Musterstadt-Nordweil<br>Das Gerätehaus ist nur zu den Übungszeiten besetzt. Fragen beantwortet die Feuerwehr unter Telefon +49 7641 123-300 oder per E-Mail an feuerwehr@musterstadt.de. Im Notfall immer 112.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/',
    titel: 'Informatives',
    beschreibung: 'Notrufnummern, Termine, Dokumente, Links und Kontakt der Freiwilligen Feuerwehr Musterstadt auf einen Blick.',
    inhalt: `<p>In diesem Bereich haben wir nützliche Informationen rund um die Freiwillige Feuerwehr Musterstadt zusammengestellt – für Bürgerinnen und Bürger ebenso wie für unsere Mitglieder und alle, die es werden möchten.</p>
<h2>Im Notfall</h2>
<p>Bei Feuer, Unfällen und medizinischen Notfällen wählen Sie immer den Notruf 112. Weitere wichtige Rufnummern, zum Beispiel den Giftnotruf und den ärztlichen Bereitschaftsdienst, finden Sie unter <a href="/feuerwehr/gesamtwehr/informatives/notrufnummern/">Notrufnummern</a>.</p>
<h2>Übersicht</h2>
<ul>
<li><a href="/feuerwehr/gesamtwehr/informatives/notrufnummern/">Notrufnummern</a>: Notruf richtig absetzen und wichtige Telefonnummern</li>
<li><a href="/feuerwehr/gesamtwehr/informatives/kalender/">Kalender</a>: Übungsdienst, Jugendfeuerwehr und besondere Termine</li>
<li><a href="/feuerwehr/gesamtwehr/informatives/downloads/">Downloads</a>: Satzungen, Aufnahmeanträge und Merkblätter</li>
<li><a href="/feuerwehr/gesamtwehr/informatives/links/">Links</a>: Feuerwehrverbände und weitere Informationsangebote</li>
<li><a href="/feuerwehr/gesamtwehr/informatives/kontakt/">Kontakt</a>: Kommandant und Feuerwehrhaus</li>
</ul>
<h2>Rechtliches</h2>
<p>Hinweise zum Umgang mit Ihren Daten finden Sie in der <a href="/feuerwehr/gesamtwehr/informatives/fwdatenschutz/">Datenschutzerklärung</a>, die Angaben zum Anbieter dieser Seiten im <a href="/feuerwehr/gesamtwehr/informatives/fwimpressum/">Impressum</a>.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/notrufnummern/',
    titel: 'Notrufnummern',
    beschreibung: 'Notruf 112, Polizei, Giftnotruf, ärztlicher Bereitschaftsdienst und weitere wichtige Rufnummern für Musterstadt.',
    inhalt: `<p>Im Notfall zählt jede Minute. Die Notrufnummern 112 und 110 sind aus allen Netzen kostenlos und rund um die Uhr erreichbar, auch vom Handy ohne Guthaben.</p>
<h2>Notrufe</h2>
<table>
<caption>Notrufnummern</caption>
<thead>
<tr><th scope="col">Rufnummer</th><th scope="col">Wofür</th></tr>
</thead>
<tbody>
<tr><th scope="row">112</th><td>Feuerwehr und Rettungsdienst: bei Bränden, Unfällen und lebensbedrohlichen Erkrankungen</td></tr>
<tr><th scope="row">110</th><td>Polizei: bei Straftaten, Bedrohungen und Verkehrsunfällen mit Gefahr</td></tr>
<tr><th scope="row">0761 19240</th><td>Giftnotruf Freiburg (Vergiftungs-Informations-Zentrale), rund um die Uhr</td></tr>
</tbody>
</table>
<h2>Weitere wichtige Rufnummern</h2>
<table>
<caption>Bereitschaftsdienste und Beratungstelefone</caption>
<thead>
<tr><th scope="col">Rufnummer</th><th scope="col">Wofür</th></tr>
</thead>
<tbody>
<tr><th scope="row">116117</th><td>Ärztlicher Bereitschaftsdienst bei Erkrankungen außerhalb der Praxisöffnungszeiten, die nicht lebensbedrohlich sind</td></tr>
<tr><th scope="row">0800 00 22 8 33</th><td>Apotheken-Notdienst (aus dem Festnetz kostenlos)</td></tr>
<tr><th scope="row">+49 7641 123-222</th><td>Bereitschaftsdienst der städtischen Wasserversorgung, zum Beispiel bei Rohrbrüchen</td></tr>
<tr><th scope="row">116 116</th><td>Sperr-Notruf für Bank- und Kreditkarten</td></tr>
<tr><th scope="row">0800 111 0 111 oder 0800 111 0 222</th><td>Telefonseelsorge, kostenlos und anonym</td></tr>
<tr><th scope="row">116 111</th><td>Kinder- und Jugendtelefon „Nummer gegen Kummer“</td></tr>
<tr><th scope="row">116 016</th><td>Hilfetelefon „Gewalt gegen Frauen“</td></tr>
</tbody>
</table>
<h2>So setzen Sie einen Notruf richtig ab</h2>
<p>Bleiben Sie ruhig und beantworten Sie die Fragen der Leitstelle. Die Leitstelle führt Sie durch das Gespräch:</p>
<ul>
<li><strong>Wo</strong> ist der Notfall? Ort, Straße, Hausnummer, Stadtteil – in Musterstadt zum Beispiel „Hecklingen, Mühlweg“.</li>
<li><strong>Was</strong> ist passiert? Brand, Unfall, Erkrankung?</li>
<li><strong>Wie viele</strong> Menschen sind betroffen oder verletzt?</li>
<li><strong>Welche</strong> Verletzungen oder Krankheitszeichen gibt es?</li>
<li><strong>Warten</strong> Sie auf Rückfragen. Legen Sie erst auf, wenn die Leitstelle das Gespräch beendet.</li>
</ul>
<h2>Helfen Sie den Einsatzkräften</h2>
<ul>
<li>Bilden Sie auf Autobahnen und mehrspurigen Straßen schon bei stockendem Verkehr eine Rettungsgasse.</li>
<li>Halten Sie Feuerwehrzufahrten, Hydranten und Aufstellflächen frei.</li>
<li>Weisen Sie die Einsatzkräfte an der Straße ein, wenn das möglich ist, und schalten Sie nachts das Außenlicht an.</li>
<li>Rauchwarnmelder retten Leben: In Baden-Württemberg sind sie in Schlafräumen und Kinderzimmern sowie in den Fluren, über die diese Räume erreicht werden, vorgeschrieben.</li>
</ul>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/kalender/',
    titel: 'Übungs- und Terminkalender',
    beschreibung: 'Übungsabende der Einsatzabteilungen und der Jugendfeuerwehr sowie besondere Termine von Dezember 2026 bis März 2027.',
    inhalt: `<p>Hier finden Sie die Übungsabende und besonderen Termine der Freiwilligen Feuerwehr Musterstadt für die kommenden Monate. Gäste und Interessierte sind bei den Übungsabenden jederzeit willkommen. Kurzfristige Änderungen sind möglich; die Mitglieder werden über ihre Abteilung informiert.</p>
<h2>Übungsdienst der Einsatzabteilungen</h2>
<table>
<caption>Übungsdienst der Einsatzabteilungen, Dezember 2026 bis März 2027</caption>
<thead>
<tr><th scope="col">Abteilung</th><th scope="col">Wochentag und Uhrzeit</th><th scope="col">Dezember 2026</th><th scope="col">Januar 2027</th><th scope="col">Februar 2027</th><th scope="col">März 2027</th></tr>
</thead>
<tbody>
<tr><th scope="row">Musterstadt</th><td>Freitag, 19:30 Uhr</td><td>4. und 18.</td><td>15. und 29.</td><td>12. und 26.</td><td>12.</td></tr>
<tr><th scope="row">Bombach</th><td>Mittwoch, 19:30 Uhr</td><td>2. und 16.</td><td>13. und 27.</td><td>10. und 24.</td><td>10. und 24.</td></tr>
<tr><th scope="row">Hecklingen</th><td>Montag, 19:30 Uhr</td><td>7.</td><td>11. und 25.</td><td>22.</td><td>8. und 22.</td></tr>
<tr><th scope="row">Nordweil</th><td>Dienstag, 20 Uhr</td><td>1. und 15.</td><td>12. und 26.</td><td>23.</td><td>9. und 23.</td></tr>
</tbody>
</table>
<p>Am Rosenmontag (8. Februar) und am Fasnetdienstag (9. Februar) entfallen die Übungen in Hecklingen und Nordweil, am Karfreitag (26. März) die Übung in Musterstadt.</p>
<h2>Jugendfeuerwehr</h2>
<table>
<caption>Übungsabende der Jugendfeuerwehr, jeweils 18:30 bis 20 Uhr</caption>
<thead>
<tr><th scope="col">Monat</th><th scope="col">Musterstadt (Mittwoch, wöchentlich)</th><th scope="col">Bombach (Montag, alle zwei Wochen)</th><th scope="col">Hecklingen (Dienstag, alle zwei Wochen)</th><th scope="col">Nordweil (Donnerstag, alle zwei Wochen)</th></tr>
</thead>
<tbody>
<tr><th scope="row">Dezember 2026</th><td>2., 9. und 16.</td><td>14.</td><td>8.</td><td>3. und 17.</td></tr>
<tr><th scope="row">Januar 2027</th><td>13., 20. und 27.</td><td>11. und 25.</td><td>19.</td><td>14. und 28.</td></tr>
<tr><th scope="row">Februar 2027</th><td>3., 17. und 24.</td><td>22.</td><td>2. und 16.</td><td>25.</td></tr>
<tr><th scope="row">März 2027</th><td>3., 10., 17. und 24.</td><td>8. und 22.</td><td>2. und 16.</td><td>11.</td></tr>
</tbody>
</table>
<p>In den Weihnachtsferien, in der Fasnetwoche und ab Gründonnerstag in den Osterferien finden keine Übungsabende der Jugendfeuerwehr statt.</p>
<h2>Besondere Termine</h2>
<table>
<caption>Besondere Termine der Freiwilligen Feuerwehr Musterstadt, Dezember 2026 bis März 2027</caption>
<thead>
<tr><th scope="col">Datum</th><th scope="col">Uhrzeit</th><th scope="col">Termin</th><th scope="col">Ort</th></tr>
</thead>
<tbody>
<tr><th scope="row">Samstag, 12.12.2026</th><td>14–22 Uhr</td><td>Punsch- und Glühweinstand der Feuerwehr auf dem Weihnachtsmarkt</td><td>Marktplatz</td></tr>
<tr><th scope="row">Samstag, 19.12.2026</th><td>19 Uhr</td><td>Jahresabschluss der Abteilung Bombach</td><td>Gerätehaus Bombach</td></tr>
<tr><th scope="row">Donnerstag, 31.12.2026</th><td>22–2 Uhr</td><td>Silvesterbereitschaft der Abteilung Musterstadt</td><td>Feuerwehrhaus Musterstadt</td></tr>
<tr><th scope="row">Samstag, 09.01.2027</th><td>ab 9 Uhr</td><td>Weihnachtsbaumabholung durch die Jugendfeuerwehr in allen Stadtteilen (Bäume bitte bis 8 Uhr abgeschmückt an den Straßenrand legen)</td><td>ganzes Stadtgebiet</td></tr>
<tr><th scope="row">Samstag, 16.01.2027</th><td>8–12 Uhr</td><td>Belastungsübung der Atemschutzgeräteträger aller Abteilungen</td><td>Atemschutzübungsstrecke des Landkreises</td></tr>
<tr><th scope="row">Freitag, 22.01.2027</th><td>19:30 Uhr</td><td>Abteilungsversammlung Nordweil</td><td>Bürgerhaus Nordweil</td></tr>
<tr><th scope="row">Samstag, 23.01.2027</th><td>19:30 Uhr</td><td>Abteilungsversammlung Bombach</td><td>Gerätehaus Bombach</td></tr>
<tr><th scope="row">Samstag, 30.01.2027</th><td>19:30 Uhr</td><td>Abteilungsversammlung Hecklingen</td><td>Gemeindesaal Hecklingen</td></tr>
<tr><th scope="row">Sonntag, 07.02.2027</th><td>12–18 Uhr</td><td>Absicherung des Fasnetumzugs durch die Abteilungen Musterstadt und Bombach</td><td>Kernstadt</td></tr>
<tr><th scope="row">Samstag, 27.02.2027</th><td>8–16 Uhr</td><td>Beginn der Grundausbildung (Truppmann Teil 1), weitere Samstage nach Lehrgangsplan</td><td>Feuerwehrhaus Musterstadt</td></tr>
<tr><th scope="row">Freitag, 05.03.2027</th><td>19:30 Uhr</td><td>Abteilungsversammlung Musterstadt</td><td>Feuerwehrhaus Musterstadt</td></tr>
<tr><th scope="row">Samstag, 06.03.2027</th><td>9–13 Uhr</td><td>Erste-Hilfe-Fortbildung für Einsatzkräfte</td><td>Gerätehaus Hecklingen</td></tr>
<tr><th scope="row">Samstag, 13.03.2027</th><td>14 Uhr</td><td>Gemeinsame Frühjahrsübung aller Abteilungen</td><td>wird kurzfristig bekannt gegeben</td></tr>
<tr><th scope="row">Freitag, 19.03.2027</th><td>19:30 Uhr</td><td>Jahreshauptversammlung der Gesamtwehr mit Bürgermeisterin Dr. Katrin Albrecht</td><td>Stadthalle Musterstadt</td></tr>
</tbody>
</table>
<h2>Fragen zu den Terminen</h2>
<p>Sie möchten eine Übung besuchen oder Ihr Kind für eine Schnupperstunde in der Jugendfeuerwehr anmelden? Schreiben Sie uns über die Seite <a href="/feuerwehr/gesamtwehr/informatives/kontakt/">Kontakt</a>. Die Jahreshauptversammlung ist öffentlich, Gäste sind herzlich eingeladen.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/downloads/',
    titel: 'Downloads',
    beschreibung: 'Aufnahmeanträge, Einwilligungen und Merkblätter der Freiwilligen Feuerwehr Musterstadt zum Herunterladen.',
    inhalt: `<p>Hier finden Sie unsere Anträge und Merkblätter zum Herunterladen. Jedes Dokument können Sie sich auch vorlesen lassen. Aufnahmeanträge liegen außerdem an den Übungsabenden in allen Gerätehäusern aus; Fragen beantworten wir gern über die Seite <a href="/feuerwehr/gesamtwehr/informatives/kontakt/">Kontakt</a>.</p>
<p>Die Satzungen der Stadt, auch die der Feuerwehr, finden Sie bei den <a href="/rathaus/satzungen/">Satzungen</a>; sie liegen außerdem im Rathaus während der Öffnungszeiten zur Einsicht aus.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/links/',
    titel: 'Links',
    beschreibung: 'Weiterführende Internetseiten der Feuerwehrverbände und Informationsangebote zum Bevölkerungsschutz.',
    inhalt: `<p>Hier haben wir Internetseiten zusammengestellt, die wir für nützlich halten. Alle Links in dieser Liste führen zu externen Angeboten. Für deren Inhalte sind ausschließlich die jeweiligen Anbieter verantwortlich.</p>
<h2>Feuerwehrverbände</h2>
<ul>
<li><a href="https://www.fwvbw.de/">Landesfeuerwehrverband Baden-Württemberg</a> (externer Link): Interessenvertretung der Feuerwehren im Land, Informationen zu Ehrenamt, Ausbildung und Feuerwehrthemen.</li>
<li><a href="https://www.feuerwehrverband.de/">Deutscher Feuerwehrverband</a> (externer Link): Dachverband der deutschen Feuerwehren mit Fachinformationen und Kampagnen.</li>
<li><a href="https://www.jugendfeuerwehr.de/">Deutsche Jugendfeuerwehr</a> (externer Link): Jugendverband im Deutschen Feuerwehrverband.</li>
</ul>
<h2>Ausbildung und Bevölkerungsschutz</h2>
<ul>
<li><a href="https://www.lfs-bw.de/">Landesfeuerwehrschule Baden-Württemberg</a> (externer Link): Lehrgänge für Führungskräfte und Fachausbildungen.</li>
<li><a href="https://www.bbk.bund.de/">Bundesamt für Bevölkerungsschutz und Katastrophenhilfe</a> (externer Link): Tipps zur Vorsorge für Notlagen und Informationen zur Warn-App NINA.</li>
</ul>
<h2>Auf unseren Seiten</h2>
<ul>
<li><a href="/feuerwehr/">Startseite der Freiwilligen Feuerwehr Musterstadt</a></li>
<li><a href="/feuerwehr/gesamtwehr/informatives/notrufnummern/">Notrufnummern</a></li>
<li><a href="/feuerwehr/gesamtwehr/informatives/kontakt/">Kontakt</a></li>
</ul>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/kontakt/',
    titel: 'Kontakt',
    beschreibung: 'So erreichen Sie die Freiwillige Feuerwehr Musterstadt und ihren Kommandanten – im Notfall immer über 112.',
    inhalt: `<p><strong>Im Notfall wählen Sie immer den Notruf 112.</strong> Die folgenden Kontaktdaten sind für allgemeine Anfragen bestimmt. Telefon und E-Mail werden nicht ständig besetzt beziehungsweise gelesen.</p>
<h2>Freiwillige Feuerwehr Musterstadt</h2>
<p>Feuerwehrhaus Musterstadt<br>Am Gerätehaus 4<br>79999 Musterstadt</p>
<p>Telefon +49 7641 123-300<br>E-Mail feuerwehr@musterstadt.de</p>
<p>Die Feuerwehrverwaltung im Feuerwehrhaus ist montags und donnerstags von 9 bis 12 Uhr besetzt. Außerhalb dieser Zeiten nimmt ein Anrufbeantworter Ihre Nachricht entgegen.</p>
<h2>Kommandant</h2>
<p>Stefan Ketterer<br>Kommandant der Freiwilligen Feuerwehr Musterstadt<br>erreichbar über das Feuerwehrhaus, Telefon +49 7641 123-300, E-Mail feuerwehr@musterstadt.de</p>
<p>Stellvertretende Kommandanten: Michael Gutmann und Andrea Schneider</p>
<h2>Abteilungen</h2>
<ul>
<li><a href="/feuerwehr/gesamtwehr/musterstadt/">Abteilung Musterstadt</a>: Abteilungskommandant Kai Ringwald</li>
<li><a href="/feuerwehr/gesamtwehr/bombach/">Abteilung Bombach</a>: Abteilungskommandant Matthias Hügle</li>
<li><a href="/feuerwehr/gesamtwehr/hecklingen/">Abteilung Hecklingen</a>: Abteilungskommandant Christian Bührer</li>
<li><a href="/feuerwehr/gesamtwehr/nordweil/">Abteilung Nordweil</a>: Abteilungskommandant Bernd Kirner</li>
</ul>
<p>Nachrichten an eine Abteilung senden Sie bitte an feuerwehr@musterstadt.de mit dem Namen der Abteilung im Betreff. Wir leiten sie weiter.</p>
<h2>Mitgliederbereich</h2>
<p>Der Mitgliederbereich mit Dienstplänen und internen Unterlagen steht nur Angehörigen der Feuerwehr offen. Zugangsdaten erhalten Mitglieder über ihre Abteilungskommandantin oder ihren Abteilungskommandanten.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/fwdatenschutz/',
    titel: 'Datenschutzerklärung',
    beschreibung: 'Wie die Internetseiten der Freiwilligen Feuerwehr Musterstadt mit Ihren Daten umgehen: kein Tracking, gekürzte IP-Adressen.',
    inhalt: `<p>Die Freiwillige Feuerwehr Musterstadt ist nach dem Feuerwehrgesetz Baden-Württemberg eine Einrichtung der Stadt Musterstadt ohne eigene Rechtspersönlichkeit. Für diese Internetseiten gelten deshalb dieselben Grundsätze wie für das Internetangebot der Stadt. Ausführliche Informationen finden Sie in der <a href="/rathaus/datenschutz/">Datenschutzerklärung der Stadt Musterstadt</a>.</p>
<h2>Verantwortliche Stelle</h2>
<p>Stadt Musterstadt, vertreten durch die Bürgermeisterin Dr. Katrin Albrecht<br>Marktplatz 1, 79999 Musterstadt<br>Telefon +49 7641 123-0, E-Mail rathaus@musterstadt.de</p>
<p>Die Kontaktdaten des behördlichen Datenschutzbeauftragten der Stadt finden Sie in der <a href="/rathaus/datenschutz/">Datenschutzerklärung der Stadt</a>.</p>
<h2>Besuch dieser Internetseiten</h2>
<p>Beim Aufruf einer Seite verarbeitet der Webserver technisch notwendige Angaben: Datum und Uhrzeit, die aufgerufene Adresse, den verwendeten Browser und die IP-Adresse. Die IP-Adresse wird vor der Speicherung in den Protokolldateien gekürzt, sodass kein Rückschluss auf Ihren Anschluss möglich ist. Die Protokolle dienen nur dem sicheren Betrieb und werden nach kurzer Zeit automatisch gelöscht.</p>
<h2>Kein Tracking</h2>
<p>Wir setzen keine Analyse- oder Werbedienste ein, erstellen keine Nutzungsprofile und binden keine Inhalte sozialer Netzwerke ein. Cookies zu Analyse- oder Werbezwecken werden nicht verwendet. Links zu anderen Anbietern sind einfache Verweise; Daten werden an diese erst übertragen, wenn Sie einen Link anklicken.</p>
<h2>Kontakt per E-Mail oder Telefon</h2>
<p>Wenn Sie uns schreiben oder anrufen, verwenden wir Ihre Angaben nur, um Ihr Anliegen zu bearbeiten. Anfragen zur Mitgliedschaft werden an die zuständige Abteilung weitergegeben. Im Notfall nutzen Sie bitte nicht die E-Mail, sondern immer den Notruf 112.</p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten sowie ein Widerspruchsrecht. Außerdem können Sie sich beim Landesbeauftragten für den Datenschutz und die Informationsfreiheit Baden-Württemberg beschweren. Einzelheiten stehen in der <a href="/rathaus/datenschutz/">Datenschutzerklärung der Stadt Musterstadt</a>.</p>`,
  },
  {
    pfad: '/feuerwehr/gesamtwehr/informatives/fwimpressum/',
    titel: 'Impressum',
    beschreibung: 'Anbieterkennzeichnung der Internetseiten der Freiwilligen Feuerwehr Musterstadt.',
    inhalt: `<h2>Anbieter</h2>
<p>Stadt Musterstadt<br>Träger der Freiwilligen Feuerwehr Musterstadt<br>Marktplatz 1<br>79999 Musterstadt</p>
<p>Die Stadt Musterstadt ist eine Körperschaft des öffentlichen Rechts. Sie wird vertreten durch die Bürgermeisterin Dr. Katrin Albrecht.</p>
<p>Telefon +49 7641 123-0<br>Telefax +49 7641 123-199<br>E-Mail rathaus@musterstadt.de</p>
<h2>Redaktionell verantwortlich</h2>
<p>Stefan Ketterer, Kommandant der Freiwilligen Feuerwehr Musterstadt<br>Am Gerätehaus 4, 79999 Musterstadt<br>Telefon +49 7641 123-300, E-Mail feuerwehr@musterstadt.de</p>
<h2>Haftung für Inhalte und Links</h2>
<p>Wir erstellen die Inhalte dieser Seiten mit großer Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Für die Inhalte externer Seiten, auf die wir verweisen, sind ausschließlich deren Anbieter verantwortlich. Sollten Sie auf einen fehlerhaften Inhalt oder Link stoßen, freuen wir uns über einen Hinweis über die Seite <a href="/feuerwehr/gesamtwehr/informatives/kontakt/">Kontakt</a>.</p>
<h2>Bildnachweis und Urheberrecht</h2>
<p>Texte und Fotos stammen, soweit nicht anders angegeben, von der Freiwilligen Feuerwehr Musterstadt. Ihre Verwendung bedarf der vorherigen Zustimmung. Personen sind nur mit ihrer Einwilligung abgebildet.</p>
<p>Weitere Angaben finden Sie im <a href="/rathaus/impressum/">Impressum der Stadt Musterstadt</a>. Hinweise zum Datenschutz stehen in der <a href="/feuerwehr/gesamtwehr/informatives/fwdatenschutz/">Datenschutzerklärung</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Grundschule Musterstadt
// ---------------------------------------------------------------------------

const grundschulePages: SeedPage[] = [
  {
    pfad: '/grundschule/unsere-schule/',
    titel: 'Unsere Schule',
    beschreibung: 'Die Grundschule Musterstadt stellt sich vor: Schulgebäude, Außenstelle Bombach, Schulleitung, Unterrichtszeiten und Sekretariat.',
    inhalt: `<p>Die Grundschule Musterstadt ist die Grundschule der Kernstadt und des Stadtteils Bombach. Im Hauptgebäude in der Schulstraße lernen rund 220 Kinder, in der Außenstelle Bombach werden die Klassen 1 und 2 aus Bombach unterrichtet. Nach der zweiten Klasse wechseln die Bombacher Kinder ins Hauptgebäude.</p>
<h2>Was uns wichtig ist</h2>
<ul>
<li>Jedes Kind soll gut lesen, schreiben und rechnen lernen – in seinem eigenen Tempo und mit der Unterstützung, die es braucht.</li>
<li>Bewegung, Musik und Natur gehören für uns zum Lernen dazu.</li>
<li>Wir gehen freundlich und respektvoll miteinander um. Die Schulregeln haben die Kinder im Schülerrat mitgestaltet.</li>
</ul>
<h2>Schulleitung und Kollegium</h2>
<p>Die Schule wird von Rektor Andreas Kienzler und Konrektorin Miriam Haas geleitet. Zum Kollegium gehören 22 Lehrerinnen und Lehrer, zwei Lehramtsanwärterinnen, eine Schulsozialarbeiterin sowie das Team der Kernzeitbetreuung und des Ganztags.</p>
<h2>Unterrichtszeiten</h2>
<table>
<caption>Unterrichtszeiten der Grundschule Musterstadt</caption>
<thead>
<tr><th scope="col">Stunde</th><th scope="col">Zeit</th></tr>
</thead>
<tbody>
<tr><th scope="row">1. Stunde</th><td>8:00–8:45 Uhr</td></tr>
<tr><th scope="row">2. Stunde</th><td>8:50–9:35 Uhr</td></tr>
<tr><th scope="row">Große Pause</th><td>9:35–9:55 Uhr</td></tr>
<tr><th scope="row">3. Stunde</th><td>9:55–10:40 Uhr</td></tr>
<tr><th scope="row">4. Stunde</th><td>10:45–11:30 Uhr</td></tr>
<tr><th scope="row">Pause</th><td>11:30–11:45 Uhr</td></tr>
<tr><th scope="row">5. Stunde</th><td>11:45–12:30 Uhr</td></tr>
<tr><th scope="row">Ganztag (Montag bis Donnerstag)</th><td>12:30–16:00 Uhr mit Mittagessen, Lernzeit und Arbeitsgemeinschaften</td></tr>
</tbody>
</table>
<p>Vor dem Unterricht betreut die Kernzeitbetreuung die Kinder ab 7:15 Uhr. Mehr dazu unter <a href="/grundschule/angebote/">Angebote</a>.</p>
<h2>Sekretariat</h2>
<p>Grundschule Musterstadt, Schulstraße 12, 79999 Musterstadt<br>Sekretärin: Claudia Bächle<br>Telefon +49 7641 123-400, E-Mail sekretariat@gs-musterstadt.de</p>
<p>Das Sekretariat ist montags bis donnerstags von 7:30 bis 12:30 Uhr und freitags von 7:30 bis 11:30 Uhr besetzt. Die Außenstelle Bombach erreichen Sie während der Unterrichtszeit unter Telefon +49 7641 123-405.</p>`,
  },
  {
    pfad: '/grundschule/unsere-schule/gs-aktuelles/',
    titel: 'Aktuelles',
    beschreibung: 'Neuigkeiten aus dem Schulleben der Grundschule Musterstadt im Herbst 2026.',
    inhalt: `<h2>Kinderchor singt beim Adventskonzert</h2>
<p><strong>23. November 2026:</strong> Unser Kinderchor probt schon fleißig für das gemeinsame Adventskonzert der Chöre am ersten Adventssonntag, 29. November 2026, um 17 Uhr in der Stadtkirche. Die Kinder singen zusammen mit dem Gesangverein Bombach, dem Kirchenchor Hecklingen und dem Frauenchor Nordweil. Der Eintritt ist frei, um Spenden für die Bürgerstiftung wird gebeten.</p>
<h2>Vorlesetag in allen Klassen</h2>
<p><strong>20. November 2026:</strong> Zum bundesweiten Vorlesetag haben Eltern, Großeltern und Mitglieder des Fördervereins in allen Klassen vorgelesen – auf Deutsch, Türkisch, Italienisch und sogar auf Alemannisch. Am Nachmittag besuchten viele Kinder mit ihren Familien die Vorleseaktion in der Stadtbücherei. Herzlichen Dank an alle Vorleserinnen und Vorleser!</p>
<h2>Gedenken am Volkstrauertag</h2>
<p><strong>16. November 2026:</strong> Bei der Gedenkfeier am Volkstrauertag haben Emma und Jonas aus der Klasse 4a gemeinsam mit Bürgermeisterin Dr. Katrin Albrecht gesprochen. Die beiden hatten ihre Worte im Religions- und Ethikunterricht vorbereitet und lasen vor, was Frieden für Kinder bedeutet. Wir sind stolz auf die beiden.</p>
<h2>Besuch bei der Feuerwehr</h2>
<p><strong>12. November 2026:</strong> Die zweiten Klassen waren zur Brandschutzerziehung im Feuerwehrhaus Musterstadt zu Gast. Die Kinder übten, wie man einen Notruf absetzt, krochen durch einen Raum mit Theaternebel und durften das Löschfahrzeug von innen ansehen. Vielen Dank an die <a href="/feuerwehr/">Freiwillige Feuerwehr Musterstadt</a>.</p>
<h2>Neuer Elternbeirat gewählt</h2>
<p><strong>8. Oktober 2026:</strong> Die Elternvertreterinnen und Elternvertreter aller Klassen haben einen neuen Vorstand des Elternbeirats gewählt. Vorsitzende ist Nadine Faißt, ihr Stellvertreter Ömer Çelik. Der Elternbeirat ist über das Sekretariat erreichbar. Mehr unter <a href="/grundschule/zusammenarbeit/">Zusammenarbeit</a>.</p>
<h2>Herzlich willkommen, liebe Erstklässlerinnen und Erstklässler!</h2>
<p><strong>19. September 2026:</strong> Mit einem Gottesdienst, einem Lied der Zweitklässler und viel Aufregung haben wir 64 Schulanfängerinnen und Schulanfänger begrüßt, davon 18 in der Außenstelle Bombach. Der Förderverein hat die Eltern während der ersten Schulstunde mit Kaffee und Kuchen versorgt. Wir wünschen allen Kindern einen guten Start!</p>`,
  },
  {
    pfad: '/grundschule/unsere-schule/gesundheit/',
    titel: 'Gesundheit',
    beschreibung: 'Krankmeldung, ansteckende Krankheiten, Medikamente, Zahngesundheit und gesundes Frühstück an der Grundschule Musterstadt.',
    inhalt: `<p>Gesunde Kinder lernen besser. Damit sich alle an unserer Schule wohlfühlen, bitten wir Sie um Ihre Unterstützung bei den folgenden Punkten.</p>
<h2>Wenn Ihr Kind krank ist</h2>
<p>Bitte melden Sie Ihr Kind am ersten Krankheitstag bis 7:45 Uhr im Sekretariat ab, telefonisch unter +49 7641 123-400 oder per E-Mail an sekretariat@gs-musterstadt.de. Die schriftliche Entschuldigung reichen Sie bitte innerhalb von drei Tagen nach. Kinder mit Fieber bleiben bitte zu Hause, bis sie einen Tag fieberfrei sind; nach Erbrechen oder Durchfall sollten sie 48 Stunden beschwerdefrei sein.</p>
<h2>Ansteckende Krankheiten und Kopfläuse</h2>
<p>Nach dem Infektionsschutzgesetz müssen Sie der Schule bestimmte ansteckende Krankheiten Ihres Kindes mitteilen, zum Beispiel Masern, Windpocken, Scharlach oder Keuchhusten, aber auch Kopfläuse. Wir behandeln Ihre Mitteilung vertraulich und informieren die anderen Eltern ohne Namensnennung. Das Merkblatt zum Infektionsschutz erhalten alle Eltern bei der Einschulung. Vor der Aufnahme in die Schule ist außerdem der Nachweis über den Masernschutz vorzulegen.</p>
<h2>Medikamente und Allergien</h2>
<p>Lehrkräfte geben Medikamente nur in Ausnahmefällen und nur mit einer schriftlichen Vereinbarung zwischen Eltern und Schule. Bitte informieren Sie die Klassenlehrkraft über Allergien, Asthma, Diabetes oder andere chronische Erkrankungen, damit wir im Notfall richtig handeln können.</p>
<h2>Zahngesundheit und Vorsorge</h2>
<p>Einmal im Jahr besucht die Arbeitsgemeinschaft Zahngesundheit alle Klassen, übt mit den Kindern das Zähneputzen und spricht über zahngesunde Ernährung. Die Einschulungsuntersuchung des Gesundheitsamts findet bereits im Kindergarten statt.</p>
<h2>Gesundes Frühstück und Bewegung</h2>
<p>Bitte geben Sie Ihrem Kind ein gesundes Vesper und Wasser oder ungesüßten Tee mit. Über das EU-Schulprogramm erhalten alle Klassen zweimal in der Woche frisches Obst und Gemüse. In der großen Pause stehen Spielgeräte aus der Pausenkiste bereit, und in allen Klassen gibt es tägliche Bewegungspausen.</p>`,
  },
  {
    pfad: '/grundschule/unsere-schule/soziales/',
    titel: 'Soziales und Schulsozialarbeit',
    beschreibung: 'Schulsozialarbeit, Klassenrat und Streitschlichtung: So unterstützt die Grundschule Musterstadt ein gutes Miteinander.',
    inhalt: `<p>Ein freundliches Miteinander ist die Grundlage für gutes Lernen. Deshalb üben die Kinder bei uns von der ersten Klasse an, Gefühle zu benennen, Konflikte fair zu lösen und Verantwortung zu übernehmen.</p>
<h2>Schulsozialarbeit</h2>
<p>Unsere Schulsozialarbeiterin Johanna Reinbold ist Ansprechpartnerin für Kinder, Eltern und Lehrkräfte. Kinder können mit großen und kleinen Sorgen zu ihr kommen: Streit mit Freunden, Kummer zu Hause oder Ärger in der Pause. Eltern berät sie bei Fragen zur Erziehung, bei Schwierigkeiten in der Familie und vermittelt bei Bedarf an Beratungsstellen. Die Schulsozialarbeit wird von der Stadt Musterstadt und dem Land Baden-Württemberg finanziert.</p>
<p>Die Gespräche sind freiwillig und vertraulich. Frau Reinbold gibt nichts ohne Ihr Einverständnis weiter.</p>
<h2>Sprechzeiten</h2>
<ul>
<li>Hauptgebäude, Raum 0.12: Montag bis Mittwoch 8 bis 13 Uhr, Donnerstag 12 bis 16 Uhr</li>
<li>Außenstelle Bombach: Freitag 8 bis 11 Uhr</li>
<li>Telefon +49 7641 123-415, E-Mail schulsozialarbeit@gs-musterstadt.de</li>
</ul>
<p>Termine außerhalb der Sprechzeiten sind nach Absprache möglich.</p>
<h2>Klassenrat, Schülerrat und Streitschlichter</h2>
<p>In jeder Klasse trifft sich einmal in der Woche der Klassenrat. Die Kinder besprechen dort, was gut läuft und was sie ändern möchten. Je zwei Klassensprecherinnen und Klassensprecher bilden den Schülerrat, der sich jeden Monat mit der Schulleitung trifft. Ausgebildete Streitschlichterinnen und Streitschlichter aus den vierten Klassen helfen in den Pausen, kleine Konflikte zu lösen.</p>
<h2>Sozialtraining</h2>
<p>In den Klassen 1 und 2 gestalten Klassenlehrkräfte und Schulsozialarbeit gemeinsam ein Sozialtraining. Die Kinder lernen darin, zuzuhören, Nein zu sagen und Hilfe zu holen. In Klasse 4 folgt ein Projekt zur sicheren Nutzung von Handy und Internet.</p>`,
  },
  {
    pfad: '/grundschule/angebote/',
    titel: 'Angebote',
    beschreibung: 'Kernzeitbetreuung, Ganztagsschule und Arbeitsgemeinschaften an der Grundschule Musterstadt.',
    inhalt: `<p>Neben dem Unterricht bietet die Grundschule Musterstadt gemeinsam mit der Stadt Musterstadt eine verlässliche Betreuung und ein vielfältiges Nachmittagsangebot. Eltern können je nach Bedarf zwischen Kernzeitbetreuung und Ganztagsschule wählen.</p>
<h2>Kernzeitbetreuung</h2>
<p>Die Kernzeitbetreuung ist ein Angebot der Stadt Musterstadt. Sie betreut die Kinder vor und nach dem Unterricht:</p>
<ul>
<li>Hauptgebäude: montags bis freitags von 7:15 Uhr bis Unterrichtsbeginn und nach dem Unterricht bis 13:30 Uhr</li>
<li>Außenstelle Bombach: montags bis freitags von 7:15 Uhr bis Unterrichtsbeginn und nach dem Unterricht bis 13 Uhr</li>
</ul>
<p>Die Anmeldung erfolgt über das Sachgebiet Kindergärten und Schulen im Rathaus, Telefon +49 7641 123-80. Die Elternbeiträge richten sich nach der Satzung der Stadt. Die Betreuungskräfte erreichen Sie unter Telefon +49 7641 123-410.</p>
<h2>Ganztagsschule</h2>
<p>Unsere Schule ist eine Ganztagsschule in Wahlform. Von Montag bis Donnerstag bleiben die angemeldeten Kinder bis 16 Uhr. Nach dem gemeinsamen Mittagessen in der Mensa folgen eine Lernzeit, in der die Kinder ihre Aufgaben erledigen, und die Arbeitsgemeinschaften. Die Anmeldung gilt jeweils für ein Schuljahr.</p>
<h2>Arbeitsgemeinschaften im Schuljahr 2026/27</h2>
<table>
<caption>Arbeitsgemeinschaften der Grundschule Musterstadt im Schuljahr 2026/27</caption>
<thead>
<tr><th scope="col">Arbeitsgemeinschaft</th><th scope="col">Klassen</th><th scope="col">Tag</th><th scope="col">Leitung</th></tr>
</thead>
<tbody>
<tr><th scope="row">Schach</th><td>2–4</td><td>Montag</td><td>Schachclub Musterstadt</td></tr>
<tr><th scope="row">Schulgarten</th><td>1–4</td><td>Montag</td><td>Frau Haas</td></tr>
<tr><th scope="row">Fußball</th><td>1–2</td><td>Dienstag</td><td>Sportverein Musterstadt</td></tr>
<tr><th scope="row">Theater</th><td>3–4</td><td>Dienstag</td><td>Frau Oberle</td></tr>
<tr><th scope="row">Kinderchor</th><td>2–4</td><td>Mittwoch</td><td>Herr Maurer</td></tr>
<tr><th scope="row">Turnen und Bewegungsspiele</th><td>1–2</td><td>Mittwoch</td><td>Turnverein Musterstadt</td></tr>
<tr><th scope="row">Forschen und Experimentieren</th><td>3–4</td><td>Donnerstag</td><td>Herr Gerspacher</td></tr>
<tr><th scope="row">Kreativwerkstatt</th><td>1–4</td><td>Donnerstag</td><td>Frau Kern</td></tr>
</tbody>
</table>
<p>Die AGs stehen allen Kindern offen, auch wenn sie nicht im Ganztag angemeldet sind. Die Plätze werden zu Beginn jedes Halbjahres vergeben.</p>
<h2>Musik</h2>
<p>Chor und Bläserklasse stellen wir auf der Seite <a href="/grundschule/musik/">Musik</a> vor.</p>`,
  },
  {
    pfad: '/grundschule/musik/',
    titel: 'Musik',
    beschreibung: 'Kinderchor und Bläserklasse: Musik an der Grundschule Musterstadt.',
    inhalt: `<p>Singen und Musizieren gehören an unserer Schule zum Alltag. Jeder Schultag beginnt in den ersten Klassen mit einem Lied, und bei unseren Schulfesten und Feiern treten die Klassen und Gruppen gern vor Publikum auf.</p>
<h2>Kinderchor</h2>
<p>Im Kinderchor singen rund 45 Kinder der Klassen 2 bis 4. Er probt jeden Mittwoch von 13:30 bis 14:30 Uhr in der Aula und wird von Musiklehrer Tobias Maurer geleitet. Der Chor singt bei Schulfeiern, beim Weihnachtsmarkt, bei der Gedenkfeier am Volkstrauertag und in diesem Jahr beim Adventskonzert der Chöre in der Stadtkirche am 29. November 2026.</p>
<p>Neue Sängerinnen und Sänger sind jederzeit willkommen. Vorsingen muss niemand.</p>
<h2>Bläserklasse</h2>
<p>In den Klassen 3 und 4 können Kinder in der Bläserklasse ein Blasinstrument lernen: Querflöte, Klarinette, Trompete, Posaune, Tenorhorn oder Tuba. Die Bläserklasse ist eine Kooperation mit der Stadtkapelle Musterstadt. Zwei Stunden in der Woche proben die Kinder gemeinsam, eine zusätzliche Stunde erhalten sie Unterricht in kleinen Instrumentengruppen durch Musikerinnen und Musiker der Stadtkapelle.</p>
<p>Die Instrumente werden von der Stadtkapelle und dem Förderverein leihweise zur Verfügung gestellt. Für den Instrumentalunterricht fällt ein monatlicher Beitrag an; Familien, denen der Beitrag schwerfällt, unterstützt der Förderverein unbürokratisch.</p>
<h2>Anmeldung</h2>
<p>Die Anmeldung zur Bläserklasse erfolgt am Ende der zweiten Klasse. Vorher stellen Musikerinnen und Musiker der Stadtkapelle die Instrumente in einer Schnupperstunde vor, und jedes Kind darf alles ausprobieren. Fragen beantwortet das Sekretariat unter Telefon +49 7641 123-400.</p>`,
  },
  {
    pfad: '/grundschule/zusammenarbeit/',
    titel: 'Zusammenarbeit',
    beschreibung: 'Elternbeirat, Förderverein und Kooperation mit Kindergärten und Partnern der Grundschule Musterstadt.',
    inhalt: `<p>Eine gute Schule entsteht nur gemeinsam. Wir arbeiten eng mit den Eltern, unserem Förderverein, den Kindergärten und vielen Partnern in Musterstadt zusammen.</p>
<h2>Elternbeirat</h2>
<p>Die Eltern jeder Klasse wählen zu Beginn des Schuljahres zwei Elternvertreterinnen oder Elternvertreter. Gemeinsam bilden sie den Elternbeirat. Er vertritt die Interessen der Eltern gegenüber Schule und Schulträger, wirkt in der Schulkonferenz mit und unterstützt Feste und Projekte. Vorsitzende ist Nadine Faißt, stellvertretender Vorsitzender Ömer Çelik. Sie erreichen den Elternbeirat über das Sekretariat oder per E-Mail an elternbeirat@gs-musterstadt.de.</p>
<h2>Förderverein</h2>
<p>Der Förderverein der Grundschule Musterstadt e. V. finanziert, was im Schulhaushalt keinen Platz hat: Spielgeräte für die Pause, Bücher für die Schülerbücherei, Zuschüsse für Ausflüge und Instrumente für die Bläserklasse. Vorsitzender ist Markus Hättich. Der Jahresbeitrag beträgt 12 Euro; jede Mitgliedschaft hilft. Die Beitrittserklärung erhalten Sie im Sekretariat.</p>
<h2>Kooperation mit den Kindergärten</h2>
<p>Der Übergang vom Kindergarten in die Schule soll für die Kinder gut gelingen. Unsere Kooperationslehrerin Sabine Oberle besucht im letzten Kindergartenjahr regelmäßig den Kindergarten Sonnenschein, die Kita Regenbogen und die weiteren Kindergärten der Kernstadt und in Bombach. Im Frühjahr kommen die künftigen Schulkinder zu einer Schnupperstunde zu uns. Die Schulanmeldung für das Schuljahr 2027/28 findet im März 2027 statt; die Eltern erhalten dazu eine schriftliche Einladung.</p>
<h2>Weitere Partner</h2>
<ul>
<li>Stadtkapelle Musterstadt: Bläserklasse</li>
<li>Stadtbücherei: Klassenführungen, Büchereiausweise und Lesesommer</li>
<li>Freiwillige Feuerwehr Musterstadt: Brandschutzerziehung in Klasse 2</li>
<li>Turnverein, Sportverein und Schachclub Musterstadt: Arbeitsgemeinschaften</li>
<li>Die <a href="/drei-linden-gs/">Drei-Linden-Grundschule Hecklingen</a>: gemeinsame Projekte und Fortbildungen</li>
</ul>`,
  },
  {
    pfad: '/grundschule/unsere-schule/gs-datenschutz/',
    titel: 'Datenschutzerklärung',
    beschreibung: 'Wie die Grundschule Musterstadt auf ihren Internetseiten mit personenbezogenen Daten umgeht.',
    inhalt: `<p>Der Schutz Ihrer Daten und der Daten unserer Schülerinnen und Schüler ist uns wichtig. Die Internetseiten der Grundschule Musterstadt sind Teil des Internetangebots der Stadt Musterstadt, die als Schulträger den technischen Betrieb übernimmt. Es gelten dieselben Grundsätze wie in der <a href="/rathaus/datenschutz/">Datenschutzerklärung der Stadt Musterstadt</a>.</p>
<h2>Verantwortlich</h2>
<p>Für die Inhalte dieser Seiten: Grundschule Musterstadt, vertreten durch Rektor Andreas Kienzler<br>Schulstraße 12, 79999 Musterstadt<br>Telefon +49 7641 123-400, E-Mail sekretariat@gs-musterstadt.de</p>
<p>Für den technischen Betrieb: Stadt Musterstadt, vertreten durch die Bürgermeisterin Dr. Katrin Albrecht, Marktplatz 1, 79999 Musterstadt.</p>
<p>Datenschutzbeauftragte oder Datenschutzbeauftragter der Schule: {{legal.schools.grundschule}}</p>
<h2>Besuch dieser Internetseiten</h2>
<p>Beim Aufruf einer Seite verarbeitet der Webserver technisch notwendige Angaben wie Datum und Uhrzeit, die aufgerufene Adresse, den Browser und die IP-Adresse. Die IP-Adresse wird vor der Speicherung gekürzt. Die Protokolle dienen nur dem sicheren Betrieb und werden nach kurzer Zeit automatisch gelöscht. Wir verwenden keine Analyse- oder Werbedienste, keine Tracking-Cookies und keine Inhalte sozialer Netzwerke.</p>
<h2>Fotos und Namen von Kindern</h2>
<p>Fotos, auf denen Kinder zu erkennen sind, veröffentlichen wir nur mit schriftlicher Einwilligung der Sorgeberechtigten. Namen nennen wir höchstens mit Vornamen und nie zusammen mit einem Foto. Sie können Ihre Einwilligung jederzeit für die Zukunft widerrufen; wir entfernen die betroffenen Bilder dann umgehend.</p>
<h2>Kontakt per E-Mail oder Telefon</h2>
<p>Wenn Sie uns schreiben oder anrufen, verwenden wir Ihre Angaben nur zur Bearbeitung Ihres Anliegens. Bitte senden Sie uns ärztliche Atteste und andere vertrauliche Unterlagen nicht unverschlüsselt per E-Mail, sondern geben Sie sie im Sekretariat ab.</p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie ein Widerspruchsrecht. Wenden Sie sich dazu an die Schulleitung. Außerdem können Sie sich beim Landesbeauftragten für den Datenschutz und die Informationsfreiheit Baden-Württemberg beschweren.</p>`,
  },
  {
    pfad: '/grundschule/unsere-schule/gs-impressum/',
    titel: 'Impressum',
    beschreibung: 'Anbieterkennzeichnung der Internetseiten der Grundschule Musterstadt.',
    inhalt: `<h2>Grundschule Musterstadt</h2>
<p>Schulstraße 12<br>79999 Musterstadt</p>
<p>Telefon +49 7641 123-400<br>E-Mail sekretariat@gs-musterstadt.de</p>
<p>Die Grundschule Musterstadt ist eine öffentliche Schule des Landes Baden-Württemberg. Sie wird vertreten durch den Schulleiter, Rektor Andreas Kienzler.</p>
<h2>Schulträger</h2>
<p>Stadt Musterstadt, vertreten durch die Bürgermeisterin Dr. Katrin Albrecht<br>Marktplatz 1, 79999 Musterstadt<br>Telefon +49 7641 123-0, E-Mail rathaus@musterstadt.de</p>
<h2>Redaktionell verantwortlich</h2>
<p>Rektor Andreas Kienzler, Anschrift wie oben. Die Beiträge unter <a href="/grundschule/unsere-schule/gs-aktuelles/">Aktuelles</a> werden vom Kollegium verfasst.</p>
<h2>Haftung und Urheberrecht</h2>
<p>Wir prüfen die Inhalte dieser Seiten sorgfältig, können aber keine Gewähr für Vollständigkeit und Aktualität übernehmen. Für Inhalte externer Seiten sind ausschließlich deren Anbieter verantwortlich. Texte und Fotos stammen, soweit nicht anders angegeben, von der Grundschule Musterstadt und dürfen nur mit unserer Zustimmung weiterverwendet werden.</p>
<p>Weitere Angaben finden Sie im <a href="/rathaus/impressum/">Impressum der Stadt Musterstadt</a> und in unserer <a href="/grundschule/unsere-schule/gs-datenschutz/">Datenschutzerklärung</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Drei-Linden-Grundschule Hecklingen
// ---------------------------------------------------------------------------

const dreiLindenPages: SeedPage[] = [
  {
    pfad: '/drei-linden-gs/unsere-schule/',
    titel: 'Unsere Schule',
    beschreibung: 'Die Drei-Linden-Grundschule in Hecklingen stellt sich vor: kleine Schule, naturnahes Schulgelände und familiäres Miteinander.',
    inhalt: `<p>Die Drei-Linden-Grundschule ist eine kleine Schule mitten im Dorf. Unter den drei alten Linden auf dem Schulhof kennen sich alle: Kinder, Lehrkräfte, Betreuungskräfte und viele Eltern. Unsere Schülerinnen und Schüler kommen aus Hecklingen und Nordweil.</p>
<h2>So lernen wir</h2>
<p>Wir legen Wert auf einen ruhigen Schulalltag mit festen Ritualen: Der Morgen beginnt mit einem offenen Anfang im Klassenzimmer, jede Woche endet mit einer kleinen Versammlung aller Klassen in der Aula. Lesen, Schreiben und Rechnen üben die Kinder in Wochenplänen, sodass jedes Kind in seinem Tempo vorankommt.</p>
<h2>Lernen in der Natur</h2>
<p>Unser Schulgelände mit Schulgarten, Weidentipi und Bachlauf ist ein großes Klassenzimmer. Jede Klasse pflegt ein eigenes Beet, im Herbst ernten wir die Äpfel auf der Streuobstwiese am Ortsrand. Seit 2026 erzeugt die Photovoltaikanlage auf dem Schuldach Strom; auf dem Bildschirm im Eingangsbereich verfolgen die Kinder, wie viel Sonnenstrom gerade entsteht.</p>
<h2>Betreuung</h2>
<p>Die Stadt Musterstadt bietet an unserer Schule eine Kernzeitbetreuung von 7:30 bis 14 Uhr sowie eine Nachmittagsbetreuung an. Anmeldung und Elternbeiträge regelt das Sachgebiet Kindergärten und Schulen im Rathaus, Telefon +49 7641 123-80.</p>
<h2>Schulleitung</h2>
<p>Schulleiterin ist Birgit Hettich. Sie unterrichtet selbst in der dritten Klasse und ist nach Absprache gern für Gespräche da. Die Kontaktdaten des Sekretariats finden Sie unter <a href="/drei-linden-gs/informatives/kontakt/">Kontakt</a>, Neues aus dem Schulleben unter <a href="/drei-linden-gs/informatives/neuigkeiten/">Neuigkeiten</a>.</p>`,
  },
  {
    pfad: '/drei-linden-gs/informatives/neuigkeiten/',
    titel: 'Neuigkeiten',
    beschreibung: 'Aktuelles aus dem Schulleben der Drei-Linden-Grundschule Hecklingen im Herbst 2026.',
    inhalt: `<h2>Unser Kinderchor singt in der Adventszeit</h2>
<p><strong>20. November 2026:</strong> Der Kinderchor eröffnet am Freitag, 27. November 2026, um 17 Uhr den Weihnachtsmarkt auf dem Marktplatz in der Kernstadt. Am Sonntag, 6. Dezember 2026, singt er beim adventlichen Seniorennachmittag der Stadt in der Stadthalle. Die Kinder proben dafür jeden Dienstag in der Mittagspause. Wir freuen uns auf viele Zuhörerinnen und Zuhörer!</p>
<h2>Laternen für St. Martin</h2>
<p><strong>6. November 2026:</strong> In den letzten Tagen wurde in allen Klassen gebastelt, geklebt und geschnitten. Mit ihren selbst gemachten Laternen gehen die Kinder am Mittwoch, 11. November, um 18 Uhr beim Martinsumzug ab Lindenplatz mit. Die Feuerwehr sichert den Umzug ab.</p>
<h2>Hausmeisterin oder Hausmeister gesucht</h2>
<p><strong>2. November 2026:</strong> Die Stadt Musterstadt sucht zum 1. Februar 2027 eine Hausmeisterin oder einen Hausmeister für unsere Schule in Teilzeit mit 19,5 Wochenstunden. Bewerbungsschluss ist der 6. Dezember 2026. Die vollständige Stellenausschreibung veröffentlicht die Stadt Musterstadt im Bereich „Ausschreibungen“ ihrer Internetseiten; Fragen beantwortet auch gern unser Sekretariat.</p>
<h2>Apfelernte auf der Streuobstwiese</h2>
<p><strong>9. Oktober 2026:</strong> Bei strahlendem Herbstwetter haben die Klassen 3 und 4 die Äpfel auf unserer Streuobstwiese geerntet. Mit einer mobilen Saftpresse entstanden daraus über 200 Liter Apfelsaft, der in der Pause ausgeschenkt wird. Vielen Dank an den Obst- und Gartenbauverein Hecklingen für die Unterstützung.</p>
<h2>Willkommen in der Schule!</h2>
<p><strong>18. September 2026:</strong> Mit einem Fest unter den drei Linden haben wir unsere neuen Erstklässlerinnen und Erstklässler begrüßt. Die Viertklässler übernahmen die Patenschaft für die Neuen und zeigten ihnen in den ersten Tagen das Schulhaus, den Pausenhof und den Schulgarten.</p>`,
  },
  {
    pfad: '/drei-linden-gs/informatives/kontakt/',
    titel: 'Kontakt',
    beschreibung: 'Anschrift, Telefon, Sekretariatszeiten und Ansprechpersonen der Drei-Linden-Grundschule Hecklingen.',
    inhalt: `<h2>Drei-Linden-Grundschule Hecklingen</h2>
<p>Lindenplatz 3<br>79999 Musterstadt-Hecklingen</p>
<p>Telefon +49 7641 123-450<br>E-Mail sekretariat@drei-linden-gs.de</p>
<h2>Sekretariat</h2>
<p>Unsere Sekretärin Martina Schweizer ist montags bis freitags von 7:45 bis 12:15 Uhr für Sie da. Außerhalb dieser Zeiten können Sie eine Nachricht auf dem Anrufbeantworter hinterlassen oder uns eine E-Mail schreiben.</p>
<h2>Ansprechpersonen</h2>
<ul>
<li>Schulleitung: Birgit Hettich, Termine nach Vereinbarung über das Sekretariat</li>
<li>Stellvertretende Schulleitung: Thomas Wangler</li>
<li>Kernzeit- und Nachmittagsbetreuung: Telefon +49 7641 123-455</li>
<li>Elternbeirat: Vorsitzende Julia Schätzle, erreichbar über das Sekretariat</li>
</ul>
<h2>Krankmeldung</h2>
<p>Bitte melden Sie Ihr Kind am ersten Krankheitstag bis 7:45 Uhr telefonisch oder per E-Mail ab. Die schriftliche Entschuldigung reichen Sie bitte innerhalb von drei Tagen nach.</p>
<h2>Anfahrt</h2>
<p>Die Schule liegt am Lindenplatz in der Ortsmitte von Hecklingen. Die Bushaltestelle „Hecklingen Lindenplatz“ befindet sich direkt vor dem Schulhof. Aus Bombach erreichen Sie Hecklingen sicher über den Radweg entlang der Kreisstraße. Bitte nutzen Sie zum Bringen und Abholen die Parkplätze am Gemeindesaal und halten Sie die Feuerwehrzufahrt frei.</p>`,
  },
  {
    pfad: '/drei-linden-gs/informatives/gsdatenschutz/',
    titel: 'Datenschutzerklärung',
    beschreibung: 'Wie die Drei-Linden-Grundschule Hecklingen auf ihren Internetseiten mit personenbezogenen Daten umgeht.',
    inhalt: `<p>Die Internetseiten der Drei-Linden-Grundschule sind Teil des Internetangebots der Stadt Musterstadt, die als Schulträger den technischen Betrieb übernimmt. Es gelten dieselben Grundsätze wie in der <a href="/rathaus/datenschutz/">Datenschutzerklärung der Stadt Musterstadt</a>.</p>
<h2>Verantwortlich</h2>
<p>Für die Inhalte dieser Seiten: Drei-Linden-Grundschule Hecklingen, vertreten durch Schulleiterin Birgit Hettich<br>Lindenplatz 3, 79999 Musterstadt-Hecklingen<br>Telefon +49 7641 123-450, E-Mail sekretariat@drei-linden-gs.de</p>
<p>Für den technischen Betrieb: Stadt Musterstadt, vertreten durch die Bürgermeisterin Dr. Katrin Albrecht, Marktplatz 1, 79999 Musterstadt.</p>
<p>Datenschutzbeauftragte oder Datenschutzbeauftragter der Schule: {{legal.schools.dreiLinden}}</p>
<h2>Besuch dieser Internetseiten</h2>
<p>Beim Aufruf einer Seite verarbeitet der Webserver technisch notwendige Angaben wie Datum und Uhrzeit, die aufgerufene Adresse, den Browser und die IP-Adresse. Die IP-Adresse wird vor der Speicherung gekürzt, die Protokolle werden nach kurzer Zeit automatisch gelöscht. Wir verwenden keine Analyse- oder Werbedienste, keine Tracking-Cookies und keine Inhalte sozialer Netzwerke.</p>
<h2>Fotos von Kindern</h2>
<p>Bilder, auf denen Kinder zu erkennen sind, zeigen wir nur mit schriftlicher Einwilligung der Sorgeberechtigten und ohne Nennung von Namen. Eine Einwilligung können Sie jederzeit für die Zukunft widerrufen; wir entfernen die Bilder dann umgehend.</p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie ein Widerspruchsrecht. Wenden Sie sich dazu an die Schulleitung. Außerdem können Sie sich beim Landesbeauftragten für den Datenschutz und die Informationsfreiheit Baden-Württemberg beschweren.</p>`,
  },
  {
    pfad: '/drei-linden-gs/informatives/gsimpressum/',
    titel: 'Impressum',
    beschreibung: 'Anbieterkennzeichnung der Internetseiten der Drei-Linden-Grundschule Hecklingen.',
    inhalt: `<h2>Drei-Linden-Grundschule Hecklingen</h2>
<p>Lindenplatz 3<br>79999 Musterstadt-Hecklingen</p>
<p>Telefon +49 7641 123-450<br>E-Mail sekretariat@drei-linden-gs.de</p>
<p>Die Drei-Linden-Grundschule ist eine öffentliche Schule des Landes Baden-Württemberg. Sie wird vertreten durch die Schulleiterin Birgit Hettich.</p>
<h2>Schulträger</h2>
<p>Stadt Musterstadt, vertreten durch die Bürgermeisterin Dr. Katrin Albrecht<br>Marktplatz 1, 79999 Musterstadt<br>Telefon +49 7641 123-0, E-Mail rathaus@musterstadt.de</p>
<h2>Redaktionell verantwortlich</h2>
<p>Schulleiterin Birgit Hettich, Anschrift wie oben.</p>
<h2>Haftung und Urheberrecht</h2>
<p>Wir prüfen die Inhalte dieser Seiten sorgfältig, können aber keine Gewähr für Vollständigkeit und Aktualität übernehmen. Für Inhalte externer Seiten sind ausschließlich deren Anbieter verantwortlich. Texte, Zeichnungen und Fotos stammen, soweit nicht anders angegeben, von der Drei-Linden-Grundschule und dürfen nur mit unserer Zustimmung weiterverwendet werden.</p>
<p>Weitere Angaben finden Sie im <a href="/rathaus/impressum/">Impressum der Stadt Musterstadt</a> und in unserer <a href="/drei-linden-gs/informatives/gsdatenschutz/">Datenschutzerklärung</a>.</p>`,
  },
];

export const minisitePages: SeedPage[] = [...feuerwehrPages, ...grundschulePages, ...dreiLindenPages];
