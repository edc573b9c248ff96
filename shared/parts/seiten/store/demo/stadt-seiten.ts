/**
 * Inhaltsseiten der Bereiche Stadtinfo (/musterstadt), Bildung und Soziales (/stadtleben),
 * Tourismus (/gaeste) sowie Bauen und Wirtschaft (/wirtschaft) (fiktiv).
 * Die Stadtteilseiten werden über Slug und Id adressiert (590/2580 Bombach, 591/2581 Hecklingen,
 * 592/2582 Nordweil); ihre Pfade haben deshalb keinen Schrägstrich am Ende. Anschrift und Telefon der
 * Ortsverwaltungen zeigt der Infokasten der Seitenleiste, die Texte verweisen darauf.
 */
import type { SeedPage } from './types';

// ---------------------------------------------------------------------------
// Stadtinfo: Bürgermeisterin und Stadtteile
// ---------------------------------------------------------------------------

const musterstadtSeiten: SeedPage[] = [
  {
    pfad: '/musterstadt/buergermeister-grusswort/',
    titel: 'Grußwort der Bürgermeisterin',
    beschreibung: 'Bürgermeisterin Dr. Katrin Albrecht heißt Sie auf den Internetseiten der Stadt Musterstadt willkommen.',
    inhalt: `<p>Liebe Bürgerinnen und Bürger, liebe Gäste,</p>
<p>herzlich willkommen in Musterstadt! Ob Sie hier zu Hause sind, neu zugezogen, als Gast in unsere Stadt kommen oder sich als Unternehmen für unseren Standort interessieren: Auf diesen Seiten finden Sie Informationen, Ansprechpersonen und viele Dienstleistungen des Rathauses, die Sie inzwischen auch online nutzen können.</p>
<p>Musterstadt lebt von seinen vier Stadtteilen. Die Kernstadt mit dem historischen Marktplatz, Bombach mit seinen Weinbergen, Hecklingen rund um die drei Linden und Nordweil am Fuß des Hochfirsts haben jeweils ihren eigenen Charakter – und gemeinsam sind sie eine Stadt, in der man sich kennt und aufeinander achtet. Mehr als 90 Vereine, die Freiwillige Feuerwehr, die Kirchengemeinden und unzählige Ehrenamtliche tragen dazu bei. Ihnen allen gilt mein herzlicher Dank.</p>
<p>Vor uns liegen wichtige Aufgaben. Wir bauen das Hochwasserrückhaltebecken am Mühlbach, damit Bombach und die Kernstadt bei Starkregen sicher sind. Im Baugebiet „Auf der Höhe“ entstehen Bauplätze und bezahlbare Mietwohnungen für junge Familien, in Nordweil ein neues Feuerwehrhaus. Mit der kommunalen Wärmeplanung, Photovoltaik auf städtischen Dächern und der Prüfung eines Windparks am Hochfirst arbeiten wir daran, dass Musterstadt bis 2040 klimaneutral wird. Und der Marktplatz soll grüner, schattiger und barrierefrei werden – so, wie Sie es uns in der Bürgerbeteiligung mit auf den Weg gegeben haben.</p>
<p>Solche Vorhaben gelingen nur gemeinsam. Bringen Sie sich ein: in den Bürgerversammlungen, in den öffentlichen Sitzungen des Gemeinderats und der Ortschaftsräte oder ganz direkt in meiner Sprechstunde. Ich freue mich auf das Gespräch mit Ihnen.</p>
<p>Ihre<br><strong>Dr. Katrin Albrecht</strong><br>Bürgermeisterin</p>`,
  },
  {
    pfad: '/musterstadt/bombach-verwaltung_590',
    titel: 'Bombach: Ortsverwaltung und Ortschaftsrat',
    beschreibung: 'Ortsverwaltung, Ortsvorsteher und Ortschaftsrat im Stadtteil Bombach: Öffnungszeiten, Sprechstunden und Einrichtungen.',
    inhalt: `<p>Bombach ist mit rund 2.100 Einwohnerinnen und Einwohnern der größte Stadtteil von Musterstadt. Die Ortsverwaltung ist die Anlaufstelle des Rathauses im Ort: Hier können Sie Ausweise und Pässe beantragen, sich an- und ummelden, Unterschriften beglaubigen lassen und Sperrmüllkarten, Gelbe Säcke und Abfallkalender erhalten. Anschrift und Telefon finden Sie im Infokasten neben diesem Text.</p>
<h2>Öffnungszeiten</h2>
<ul>
<li>Dienstag: 8 bis 12 Uhr</li>
<li>Donnerstag: 15 bis 18 Uhr</li>
</ul>
<p>E-Mail: ov-bombach@musterstadt.de. Weitere Leistungen und alle Ansprechpersonen finden Sie unter <a href="/rathaus/fachaemter/ortsverwaltung-bombach_60">Ortsverwaltung Bombach</a>.</p>
<h2>Ortsvorsteher</h2>
<p>Ortsvorsteher ist Thomas Wehrle. Seine Sprechstunde findet dienstags von 17 bis 18:30 Uhr in der Ortsverwaltung statt; Termine außerhalb der Sprechstunde sind nach Vereinbarung möglich.</p>
<h2>Ortschaftsrat</h2>
<p>Der Ortschaftsrat Bombach hat zehn Mitglieder und wird zusammen mit dem Gemeinderat gewählt, zuletzt im Juni 2024. Er berät alle wichtigen Angelegenheiten, die den Stadtteil betreffen, wird vom Gemeinderat angehört und entscheidet selbst über die Verwendung seines Ortsteilbudgets, etwa für Vereinszuschüsse und Dorfverschönerung. Die Sitzungen sind öffentlich; Termine und Tagesordnungen finden Sie unter den <a href="/musterstadt/ratstermine/">Ratsterminen</a> und im Amtsblatt. Die Mitglieder stellt die Seite <a href="/musterstadt/ortschaftsraete/ortschaftsrat-bombach_7021">Ortschaftsrat Bombach</a> vor.</p>
<h2>Einrichtungen im Stadtteil</h2>
<ul>
<li>Festhalle Bombach, Hauptstraße 48 – Vermietung über die Ortsverwaltung</li>
<li>Kindergarten Bombach, Kirchstraße 7</li>
<li>Grundschule Musterstadt, Außenstelle Bombach (Klassen 1 und 2)</li>
<li>Feuerwehrabteilung Bombach, Winzerstraße 11</li>
<li>Friedhof mit Aussegnungshalle an der Kirche</li>
<li>Sportplatz und Tennisanlage am Sonnenberg</li>
</ul>
<h2>Aktuelle Vorhaben</h2>
<p>Oberhalb des Ortes entsteht bis 2028 das <a href="/wirtschaft/baustellen/">Hochwasserrückhaltebecken am Mühlbach</a>. Der Ortschaftsrat beschäftigt sich außerdem mit der Verkehrssituation in der Weinstraße und der Neugestaltung des Dorfplatzes an der Kirche.</p>
<p>Mehr über die Vergangenheit des Weindorfs lesen Sie auf der Seite <a href="/musterstadt/bombach-geschichte_2580">Geschichte von Bombach</a>.</p>`,
  },
  {
    pfad: '/musterstadt/bombach-geschichte_2580',
    titel: 'Bombach: Geschichte',
    beschreibung: 'Vom Klosterhof zum Weindorf: die Geschichte des Stadtteils Bombach.',
    inhalt: `<p>Bombach wird im Jahr 1096 als „Bonbach“ in einer Schenkungsurkunde erstmals erwähnt: Ein Adliger überließ dem Kloster im Rheintal einen Hof „mit Reben und Wiesen am Bach“. Damit ist Bombach älter als die Kernstadt, die 1136 zum ersten Mal in den Quellen auftaucht. Der Name leitet sich vermutlich vom Bach ab, der damals von Bäumen gesäumt war.</p>
<h2>Weinbau und Klosterherrschaft</h2>
<p>Über Jahrhunderte prägte der Weinbau das Dorf. Die Bauern lieferten den Zehnten an das Kloster, das im Ort eine Trotte, also eine Weinpresse, betrieb. Die heutige Kelter an der Weinstraße steht an ihrer Stelle. Im Bauernkrieg 1525 schlossen sich auch Bombacher Bauern dem Aufstand an; nach dessen Niederschlagung mussten sie hohe Strafgelder zahlen.</p>
<h2>Kriege und Wiederaufbau</h2>
<p>Im Dreißigjährigen Krieg wurde das Dorf mehrfach geplündert, 1644 brannte die halbe Ortschaft nieder. Nur langsam erholte sich Bombach. Die barocke Pfarrkirche St. Georg entstand 1753 an der Stelle einer romanischen Vorgängerkirche, deren Turmunterbau erhalten ist. Mit dem Ende der Klosterherrschaft kam Bombach 1806 an das Großherzogtum Baden.</p>
<h2>Vom Bauerndorf zum Stadtteil</h2>
<p>Im 19. Jahrhundert wanderten viele Familien nach Amerika aus, weil Reblaus und Missernten den Weinbau fast zum Erliegen brachten. Erst mit der Gründung der Winzergenossenschaft 1924 und der Flurbereinigung in den 1960er-Jahren gewann er wieder an Bedeutung. 1898 wurde die Feuerwehr gegründet, 1902 der Gesangverein „Frohsinn“, 1952 die Narrengilde mit ihren Bachgeistern.</p>
<p>Am 1. Januar 1974 schloss sich Bombach im Zuge der Gemeindereform freiwillig der Stadt Musterstadt an. Der Eingliederungsvertrag sicherte dem Ort einen eigenen Ortschaftsrat, die Ortsverwaltung und den Bau der Festhalle zu, die 1979 eingeweiht wurde.</p>
<h2>Bombach heute</h2>
<p>Das Hochwasser vom Juni 2024, als der Mühlbach mehrere Keller flutete, gab den Anstoß für das Rückhaltebecken oberhalb des Ortes. Heute ist Bombach ein lebendiger Stadtteil mit Weingütern, Obsthöfen, Straußwirtschaften und einem regen Vereinsleben. Der <a href="/gaeste/wandern-walken/">Rebenweg</a> führt durch die Weinberge zum Schlossberg.</p>
<p>Zurück zur <a href="/musterstadt/bombach-verwaltung_590">Ortsverwaltung Bombach</a>.</p>`,
  },
  {
    pfad: '/musterstadt/hecklingen-verwaltung_591',
    titel: 'Hecklingen: Ortsverwaltung und Ortschaftsrat',
    beschreibung: 'Ortsverwaltung, Ortsvorsteherin und Ortschaftsrat im Stadtteil Hecklingen: Öffnungszeiten, Sprechstunden und Einrichtungen.',
    inhalt: `<p>Rund 1.900 Menschen leben in Hecklingen, dem Stadtteil rund um den Lindenplatz. Die Ortsverwaltung am Lindenplatz nimmt Anträge für Ausweise und Pässe entgegen, erledigt Meldeangelegenheiten und Beglaubigungen und gibt Gelbe Säcke, Sperrmüllkarten und Abfallkalender aus. Anschrift und Telefon finden Sie im Infokasten neben diesem Text.</p>
<h2>Öffnungszeiten</h2>
<ul>
<li>Montag: 8 bis 12 Uhr</li>
<li>Mittwoch: 8 bis 12 Uhr</li>
</ul>
<p>E-Mail: ov-hecklingen@musterstadt.de. Alle Leistungen und Ansprechpersonen finden Sie unter <a href="/rathaus/fachaemter/ortsverwaltung-hecklingen_61">Ortsverwaltung Hecklingen</a>.</p>
<h2>Ortsvorsteherin</h2>
<p>Ortsvorsteherin ist Sabine Kiefer. Sie bietet mittwochs von 9 bis 11 Uhr eine Sprechstunde an. Auch Anmeldungen zum Mittagstisch, der donnerstags im Gemeindesaal stattfindet, nimmt sie bis Dienstag entgegen.</p>
<h2>Ortschaftsrat</h2>
<p>Der Ortschaftsrat Hecklingen hat acht Mitglieder. Er wird zu allen Vorhaben im Stadtteil gehört, etwa zur Erweiterung der Kita Regenbogen oder zum geplanten Wohngebiet am Lindenweg, und verwaltet ein eigenes Budget für Vereine und Dorfgestaltung. Die Sitzungen sind öffentlich und beginnen in der Regel um 19:30 Uhr; die Termine stehen unter den <a href="/musterstadt/ratstermine/">Ratsterminen</a>, die Mitglieder auf der Seite <a href="/musterstadt/ortschaftsraete/ortschaftsrat-hecklingen_7022">Ortschaftsrat Hecklingen</a>.</p>
<h2>Weitere Sprechstunden in der Ortsverwaltung</h2>
<ul>
<li>Integrationsmanagement der Stadt: donnerstags 14 bis 17 Uhr</li>
<li>Bürgermeisterin Dr. Katrin Albrecht: einmal im Monat nach Ankündigung im Amtsblatt</li>
</ul>
<h2>Einrichtungen im Stadtteil</h2>
<ul>
<li>Drei-Linden-Grundschule, Lindenplatz 3 – auch für die Kinder aus Nordweil</li>
<li>Kita Regenbogen, Schulweg 6</li>
<li>Gemeindesaal, Kapellenweg 2</li>
<li>Altes Schulhaus mit Vereinsräumen – Vermietung über die Ortsverwaltung</li>
<li>Feuerwehrabteilung Hecklingen, Mühlweg 2</li>
<li>Sportplatz (Am Sportplatz) und Friedhof an der Kapelle</li>
</ul>
<p>Wie aus dem Bauerndorf an der alten Handelsstraße der heutige Stadtteil wurde, erfahren Sie auf der Seite <a href="/musterstadt/hecklingen-geschichte_2581">Geschichte von Hecklingen</a>.</p>`,
  },
  {
    pfad: '/musterstadt/hecklingen-geschichte_2581',
    titel: 'Hecklingen: Geschichte',
    beschreibung: 'Von der Siedlung an der Handelsstraße zum Dorf der drei Linden: die Geschichte des Stadtteils Hecklingen.',
    inhalt: `<p>Hecklingen gehört zu den typischen „-ingen“-Orten, die auf alemannische Siedlungen des 6. und 7. Jahrhunderts zurückgehen. Der Name bedeutet wohl „bei den Leuten des Hecko“. Schriftlich erwähnt wird das Dorf erstmals 1275 in einem Verzeichnis der Kirchensteuern des Bistums Konstanz.</p>
<h2>Dorf an der Handelsstraße</h2>
<p>Durch Hecklingen führte im Mittelalter eine Handelsstraße vom Rheintal über die Höhen in den Schwarzwald. Fuhrleute machten im Dorf Rast, und bereits 1489 wird eine Tafernwirtschaft erwähnt, die Vorgängerin des heutigen Gasthofs „Linde“. Am Mühlweg klapperten bis ins 20. Jahrhundert zwei Mühlen.</p>
<h2>Die drei Linden</h2>
<p>Nach dem Ende des Dreißigjährigen Krieges pflanzten die Hecklinger 1650 auf dem Dorfplatz drei Linden als Zeichen des Friedens. Unter ihnen tagte fortan das Dorfgericht, später wurden dort Feste gefeiert und Ankündigungen verlesen. Alle drei Bäume stehen noch heute am Lindenplatz, dort, wo der Schulhof der Drei-Linden-Grundschule beginnt. Die Linden gaben dem Lindenplatz, der Grundschule und dem Narrenverein mit seinem Lindegeischt den Namen.</p>
<h2>Schule, Vereine und Eingemeindung</h2>
<p>1838 erhielt Hecklingen ein eigenes Schulhaus, das heutige Alte Schulhaus. 1899 gründeten zwölf Musiker den Musikverein, 1911 entstand die Feuerwehr, 1949 der Narrenverein. Wie Bombach und Nordweil wurde Hecklingen am 1. Januar 1974 ein Stadtteil von Musterstadt. 1976 wurde die neue Grundschule am Lindenplatz eröffnet.</p>
<h2>Hecklingen heute</h2>
<p>Das Dorf hat seinen ländlichen Charakter mit Streuobstwiesen, Höfen und Handwerksbetrieben bewahrt. Der Obst- und Gartenbauverein pflegt die Wiesen rund um den Bühl, durch die der <a href="/gaeste/wandern-walken/">Streuobstwiesenweg</a> führt. Mit dem Radweg nach Bombach und der Erweiterung der Kita Regenbogen ist Hecklingen auch für junge Familien attraktiv.</p>
<p>Zurück zur <a href="/musterstadt/hecklingen-verwaltung_591">Ortsverwaltung Hecklingen</a>.</p>`,
  },
  {
    pfad: '/musterstadt/nordweil-verwaltung_592',
    titel: 'Nordweil: Ortsverwaltung und Ortschaftsrat',
    beschreibung: 'Ortsverwaltung, Ortsvorsteher und Ortschaftsrat im höchstgelegenen Stadtteil Nordweil: Öffnungszeiten, Sprechstunden und Einrichtungen.',
    inhalt: `<p>Nordweil ist mit rund 1.100 Einwohnerinnen und Einwohnern der kleinste und mit bis zu 780 Metern der höchstgelegene Stadtteil von Musterstadt. Zum Ort gehören neben dem Dorfkern zahlreiche Einzelhöfe auf der Hochfläche. Die Ortsverwaltung bietet viele Leistungen des Bürgerbüros an; Anschrift und Telefon finden Sie im Infokasten neben diesem Text.</p>
<h2>Öffnungszeiten</h2>
<ul>
<li>Donnerstag: 8 bis 11 Uhr</li>
<li>Donnerstag: 17 bis 19:30 Uhr</li>
</ul>
<p>E-Mail: ov-nordweil@musterstadt.de. Alle Leistungen finden Sie unter <a href="/rathaus/fachaemter/ortsverwaltung-nordweil_62">Ortsverwaltung Nordweil</a>. Mit der Abendöffnung am Donnerstag können auch Berufstätige ihre Anliegen ohne Urlaubstag erledigen.</p>
<h2>Ortsvorsteher</h2>
<p>Ortsvorsteher ist Martin Zimmermann. Seine Sprechstunde ist donnerstags von 18 bis 19:30 Uhr.</p>
<h2>Ortschaftsrat</h2>
<p>Dem Ortschaftsrat Nordweil gehören sechs Mitglieder an. Aktuelle Themen sind der Neubau des Feuerwehrhauses an der Nordweiler Straße, die Windmessung auf dem Hochfirst und die Pflege der Winterwanderwege. Die öffentlichen Sitzungen finden im Sitzungssaal der Ortsverwaltung statt; Termine stehen unter den <a href="/musterstadt/ratstermine/">Ratsterminen</a>, die Mitglieder auf der Seite <a href="/musterstadt/ortschaftsraete/ortschaftsrat-nordweil_7023">Ortschaftsrat Nordweil</a>.</p>
<h2>Einrichtungen im Stadtteil</h2>
<ul>
<li>Bürgerhaus Nordweil, Mühlweg 4 – Vermietung über die Ortsverwaltung</li>
<li>Kindergarten Nordweil, Kirchweg 2</li>
<li>Spielplatz am Bürgerhaus, 2026 neu gestaltet</li>
<li>Feuerwehrabteilung Nordweil, Kirchweg 6 (Neubau an der Nordweiler Straße ab 2027)</li>
<li>Historische Mühle, betreut vom Mühlenverein</li>
<li>Wanderparkplatz Hochfirst mit Winterwanderweg und Loipe</li>
</ul>
<p>Die Grundschulkinder aus Nordweil besuchen die Drei-Linden-Grundschule in Hecklingen; der Schulbus fährt morgens ab Bürgerhaus und Dorfstraße.</p>
<p>Wie die Holzhauer und Flößer das Dorf geprägt haben, lesen Sie auf der Seite <a href="/musterstadt/nordweil-geschichte_2582">Geschichte von Nordweil</a>.</p>`,
  },
  {
    pfad: '/musterstadt/nordweil-geschichte_2582',
    titel: 'Nordweil: Geschichte',
    beschreibung: 'Rodungsdorf, Holzhauer und Flößer: die Geschichte des höchstgelegenen Stadtteils Nordweil.',
    inhalt: `<p>Nordweil entstand im 13. Jahrhundert als Rodungssiedlung. Die Herren von Musterstadt ließen den Wald am Hochfirst roden und siedelten Bauern an, die dafür Abgaben in Holz und Hafer leisteten. Der Name „Nordwiler“, 1314 erstmals erwähnt, bezeichnet den „Weiler im Norden“ – von der Stadt aus gesehen.</p>
<h2>Holz als Lebensgrundlage</h2>
<p>Auf den kargen Böden der Hochfläche reichte die Landwirtschaft kaum zum Leben. Viele Familien verdienten sich als Holzhauer, Köhler und Flößer dazu. Im Frühjahr wurden die Stämme über den Bach ins Tal und weiter zum Rhein getrieben. Die Nordwiler Holzer des Narrenclubs erinnern bis heute an diese harte Arbeit. Die Mühle am Sägeweg wurde 1780 als Säge- und Getreidemühle gebaut; seit 1998 kümmert sich der Mühlenverein um das technische Denkmal.</p>
<h2>Einzelhöfe und Dorfkern</h2>
<p>Typisch für Nordweil sind die großen Schwarzwaldhöfe mit tief heruntergezogenen Walmdächern, die einzeln auf der Hochfläche stehen. Erst im 19. Jahrhundert entstand um die Kapelle ein kleiner Dorfkern mit Schulhaus, Gasthaus und Backhaus. 1923 gründeten die Nordweiler ihre Feuerwehr, 1926 den Sportverein.</p>
<h2>Eingemeindung und Gegenwart</h2>
<p>Am 1. Januar 1974 wurde Nordweil ein Stadtteil von Musterstadt. Mit dem Bau der Wasserleitung aus der Kernstadt, der Erschließung durch den Linienbus und dem Bürgerhaus, das 1982 eingeweiht wurde, verbesserten sich die Lebensbedingungen deutlich. Seit 2024 sind alle Haushalte an das Glasfasernetz angeschlossen.</p>
<p>Heute ist Nordweil ein beliebtes Ziel für Wandernde und Wintersportler. Die <a href="/gaeste/wandern-walken/">Hochfirst-Runde</a> beginnt am Bürgerhaus, und am Pfingstmontag öffnet die Mühle zum Deutschen Mühlentag.</p>
<p>Zurück zur <a href="/musterstadt/nordweil-verwaltung_592">Ortsverwaltung Nordweil</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Bildung und Soziales
// ---------------------------------------------------------------------------

const stadtlebenSeiten: SeedPage[] = [
  {
    pfad: '/stadtleben/bildungseinrichtungen/',
    titel: 'Bildungseinrichtungen',
    beschreibung: 'Kindergärten, Grundschulen, weiterführende Schulen, Volkshochschule, Musikschule und Stadtbücherei in Musterstadt mit Anschriften.',
    inhalt: `<p>Von der Krippe bis zur Weiterbildung im Alter: In Musterstadt gibt es in allen Stadtteilen Betreuungs- und Bildungsangebote. Die Stadt ist Trägerin von fünf Kindertageseinrichtungen und zwei Grundschulen. Anmeldung und Elternbeiträge regelt das Sachgebiet <a href="/rathaus/fachaemter/kindergaerten-und-schulen_55">Kindergärten und Schulen</a> im Rathaus, Telefon +49 7641 123-80.</p>
<h2>Kindertageseinrichtungen</h2>
<table>
<caption>Städtische Kindertageseinrichtungen</caption>
<thead>
<tr><th scope="col">Einrichtung</th><th scope="col">Anschrift</th><th scope="col">Angebot</th><th scope="col">Telefon</th></tr>
</thead>
<tbody>
<tr><th scope="row">Kindergarten Sonnenschein</th><td>Gartenstraße 20, Musterstadt</td><td>4 Gruppen, 1 bis 6 Jahre, Ganztag, Natur- und Bewegungspädagogik</td><td>+49 7641 123-420</td></tr>
<tr><th scope="row">Kinderhaus Mühlbach</th><td>Mühlbachweg 8, Musterstadt</td><td>3 Gruppen, Krippe und Kindergarten, verlängerte Öffnungszeit</td><td>+49 7641 123-425</td></tr>
<tr><th scope="row">Kindergarten Bombach</th><td>Kirchstraße 7, Musterstadt-Bombach</td><td>3 Gruppen, 2 bis 6 Jahre, verlängerte Öffnungszeit</td><td>+49 7641 123-430</td></tr>
<tr><th scope="row">Kita Regenbogen</th><td>Schulweg 6, Musterstadt-Hecklingen</td><td>Krippe und Kindergarten, ab Frühjahr 2027 zwei zusätzliche Ganztagsgruppen</td><td>+49 7641 123-460</td></tr>
<tr><th scope="row">Kindergarten Nordweil</th><td>Kirchweg 2, Musterstadt-Nordweil</td><td>1 altersgemischte Gruppe, 2 bis 6 Jahre</td><td>+49 7641 123-470</td></tr>
</tbody>
</table>
<p>Außerdem betreibt der Verein Wurzelkinder e. V. einen Waldkindergarten mit 20 Plätzen am Wanderparkplatz Wiesental (Telefon +49 171 2274519). Für Kinder unter drei Jahren vermittelt der Tageselternverein Musterstadt e. V., Gartenstraße 3, Tagesmütter und Tagesväter.</p>
<h2>Grundschulen</h2>
<ul>
<li><strong><a href="/grundschule/">Grundschule Musterstadt</a></strong>, Schulstraße 12, 79999 Musterstadt, Telefon +49 7641 123-400 – für die Kernstadt und Bombach, mit Außenstelle Bombach für die Klassen 1 und 2. Ganztagsschule an vier Tagen, Kernzeitbetreuung ab 7:15 Uhr.</li>
<li><strong><a href="/drei-linden-gs/">Drei-Linden-Grundschule</a></strong>, Lindenplatz 3, 79999 Musterstadt-Hecklingen, Telefon +49 7641 123-450 – für Hecklingen und Nordweil, Kernzeit- und Nachmittagsbetreuung.</li>
</ul>
<h2>Weiterführende Schulen</h2>
<p>Realschule, Gemeinschaftsschule, Gymnasien und berufliche Schulen besuchen die Jugendlichen aus Musterstadt in der Kreisstadt und in der Nachbarstadt. Beide sind mit dem Schulbus in 15 bis 25 Minuten erreichbar. Die Stadt erstattet die Kosten der Schülermonatskarte nach den Regeln des Landkreises; Anträge gibt es im Sachgebiet Kindergärten und Schulen.</p>
<h2>Volkshochschule</h2>
<p>Die Kreisvolkshochschule unterhält in Musterstadt eine Außenstelle im Alten Spital, Kirchstraße 6. Angeboten werden Sprachkurse, darunter Integrations- und Deutschkurse, Gesundheits- und Bewegungskurse, Computerkurse für Einsteigerinnen und Einsteiger sowie Vorträge. Das Programm erscheint zweimal im Jahr, im Januar und im September. Außenstellenleiterin: Ursula Hörth, Telefon +49 7641 93460.</p>
<h2>Musikschule</h2>
<p>Die Jugendmusikschule Musterstadt e. V. unterrichtet rund 450 Schülerinnen und Schüler in allen gängigen Instrumenten, Gesang und musikalischer Früherziehung. Sie arbeitet eng mit der Stadtkapelle und der Bläserklasse der Grundschule zusammen. Unterrichtet wird in der Villa am Kurpark, Badstraße 2, sowie in den Grundschulen in Bombach und Hecklingen. Telefon +49 7641 93520.</p>
<h2>Stadtbücherei</h2>
<p>Die Stadtbücherei in der Schulstraße 5 bietet rund 28.000 Medien: Romane, Sachbücher, Kinder- und Jugendbücher, Zeitschriften, Hörbücher, Spiele und Tonies. Über die Onleihe können E-Books und E-Audios rund um die Uhr ausgeliehen werden. Kinder und Jugendliche bis 18 Jahre erhalten den Büchereiausweis kostenlos.</p>
<ul>
<li>Dienstag und Freitag: 10 bis 12 und 14 bis 18 Uhr</li>
<li>Mittwoch: 14 bis 18 Uhr</li>
<li>Donnerstag: 14 bis 19 Uhr</li>
<li>Samstag: 10 bis 13 Uhr</li>
</ul>
<p>Telefon +49 7641 123-88. Jeden Freitag von 15 bis 17 Uhr findet in der Bücherei das Sprachcafé statt, jeden zweiten Mittwoch die Sprechstunde „Smartphone und Tablet“ für Seniorinnen und Senioren.</p>
<h2>Jugendhaus</h2>
<p>Das Jugendhaus in der Schulstraße 21 ist offener Treff für Jugendliche von 12 bis 21 Jahren mit Fahrradwerkstatt, Bandraum und Bewerbungstraining. Aktuelles steht unter <a href="/stadtleben/jugendnachrichten/">Jugend</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Tourismus und Freizeit
// ---------------------------------------------------------------------------

const gaesteSeiten: SeedPage[] = [
  {
    pfad: '/gaeste/fasnet/',
    titel: 'Fasnet in Musterstadt',
    beschreibung: 'Schwäbisch-alemannische Fasnet in Musterstadt: Brauchtum, Figuren und alle Termine der Fasnet 2027.',
    inhalt: `<p>Die Fasnet ist in Musterstadt die fünfte Jahreszeit. Wie überall im Südwesten wird sie nicht mit Karneval verwechselt: Bei der schwäbisch-alemannischen Fasnet tragen die Narren geschnitzte Holzlarven und handgefertigte Häser, die oft über Generationen weitergegeben werden. Jede Figur hat ihre Geschichte – vom Musterstädter Narro über die Hexen bis zu den Bombacher Bachgeistern und den Hecklinger Lindegeischtern. Die Vereine und ihre Figuren stellen sich unter <a href="/gaeste/fasnetvereine/">Fasnetvereine</a> vor.</p>
<h2>Ablauf der Fasnet</h2>
<p>Am Dreikönigstag werden die Larven „abgestaubt“, danach beginnen Zunftabende und Narrentreffen. Die Hohen Tage dauern vom Schmutzigen Donnerstag bis zum Fasnetsdienstag. Am Aschermittwoch ist alles vorbei: Die Narren waschen ihre leeren Geldbeutel im Mühlbach aus.</p>
<h2>Termine der Fasnet 2027</h2>
<ul>
<li>Mittwoch, 6. Januar 2027, 17 Uhr: Häsabstauben auf dem Marktplatz</li>
<li>Samstag, 23. Januar 2027, 19 Uhr: Zunftabend in der Stadthalle</li>
<li>Samstag, 30. und Sonntag, 31. Januar 2027: Narrentreffen „75 Jahre Narrengilde Bombach“ mit Jubiläumsumzug</li>
<li>Schmutziger Donnerstag, 4. Februar 2027: ab 8 Uhr Schülerbefreiung, 11:11 Uhr Rathaussturm, 17 Uhr Narrenbaumstellen, 19:30 Uhr Hemdglunkerumzug</li>
<li>Freitag, 5. Februar 2027, 14:30 Uhr: Kinderball in der Stadthalle</li>
<li>Samstag, 6. Februar 2027, 14 Uhr: Kinderumzug in Nordweil</li>
<li>Sonntag, 7. Februar 2027, 14 Uhr: Großer Narrensprung durch die Kernstadt</li>
<li>Fasnetsmendig, 8. Februar 2027, 14 Uhr: Umzug in Hecklingen</li>
<li>Fasnetsdienstag, 9. Februar 2027: 14 Uhr Kehraus in Bombach, 19 Uhr Fasnetverbrennung auf dem Marktplatz</li>
<li>Aschermittwoch, 10. Februar 2027, 18 Uhr: Geldbeutelwäsche am Mühlbach</li>
</ul>
<p>Alle Einzelheiten stehen im <a href="/gaeste/veranstaltungen/?rubrik_id=6">Veranstaltungskalender unter Fasnet</a>.</p>
<h2>Hinweise für Besucherinnen und Besucher</h2>
<ul>
<li>Beim Narrensprung gilt im Umzugsbereich ein Glasverbot. Bitte bringen Sie Getränke nur in Kunststoffbechern oder Dosen mit.</li>
<li>Hauptstraße, Marktplatz und Kirchstraße sind am Umzugssonntag von 11 bis 19 Uhr gesperrt. Parkplätze gibt es im Gewerbegebiet Mattenäcker mit Pendelbus.</li>
<li>Das Rathaus ist am Schmutzigen Donnerstag ab 12 Uhr und am Fasnetsdienstag ganztägig geschlossen.</li>
<li>Die Narren „strählen“ und necken gern – aber mit Respekt. Wer nicht mitmachen möchte, sagt es einfach.</li>
</ul>`,
  },
  {
    pfad: '/gaeste/unterkuenfte/',
    titel: 'Unterkünfte',
    beschreibung: 'Hotels, Gasthöfe, Pensionen, Ferienwohnungen und Camping in Musterstadt und seinen Stadtteilen.',
    inhalt: `<p>Ob Wellnesshotel am Hochfirst, Gasthof mit badischer Küche, Ferienwohnung im Weingut oder Urlaub auf dem Bauernhof: In Musterstadt und seinen Stadtteilen finden Sie rund 250 Gästebetten für jeden Geschmack und Geldbeutel. Mit der Unterkunftssuche auf dieser Seite können Sie freie Zimmer direkt prüfen und buchen.</p>
<h2>Gästekarte</h2>
<p>Wer in einem Musterstädter Betrieb übernachtet, erhält von den Gastgebern die Gästekarte. Mit ihr fahren Sie kostenlos mit Bus und Bahn im Verkehrsverbund und erhalten Ermäßigungen im Freibad, bei Stadtführungen und in vielen Museen der Region.</p>
<h2>Beratung</h2>
<p>Die <a href="/rathaus/fachaemter/tourist-information_58">Tourist-Information</a> am Marktplatz hilft Ihnen gerne bei der Suche nach einer passenden Unterkunft, auch für Gruppen, Vereinsausflüge und Hochzeitsgäste. Telefon +49 7641 123-17, E-Mail tourist-info@musterstadt.de.</p>
<p>Gastgeberinnen und Gastgeber, die in das Gastgeberverzeichnis aufgenommen werden möchten, wenden sich ebenfalls an die Tourist-Information.</p>`,
  },
  {
    pfad: '/gaeste/wandern-walken/',
    titel: 'Wandern und Walken',
    beschreibung: 'Wanderwege und Walkingstrecken rund um Musterstadt: vom Rebenweg bis zur Hochfirst-Runde.',
    inhalt: `<p>Über 120 Kilometer markierte Wanderwege führen durch Weißtannenwälder, Weinberge, Streuobstwiesen und auf aussichtsreiche Höhen. Die Wege werden von der Ortsgruppe des Schwarzwaldvereins und dem städtischen Forst gepflegt und sind einheitlich mit der gelben Raute beschildert.</p>
<p>Hier stellen wir Ihnen unsere schönsten Touren vor – vom gemütlichen Rebenweg in Bombach über den Streuobstwiesenweg in Hecklingen bis zur anspruchsvollen Hochfirst-Runde. Zu jeder Tour finden Sie Karte, Höhenprofil und GPS-Daten aus dem Tourenportal.</p>
<h2>Tipps für unterwegs</h2>
<ul>
<li>Wanderparkplätze gibt es im Wiesental, am Hochfirst und an der Festhalle Bombach.</li>
<li>Nach Nordweil und Hecklingen fahren werktags stündlich Busse; mit der Gästekarte ist die Fahrt kostenlos.</li>
<li>Bitte bleiben Sie auf den Wegen, nehmen Sie Abfälle wieder mit und führen Sie Hunde in der Brut- und Setzzeit an der Leine.</li>
<li>Bei Holzerntearbeiten sind Wege kurzzeitig gesperrt. Bitte beachten Sie die Absperrungen – es besteht Lebensgefahr.</li>
</ul>
<p>Geführte Wanderungen bieten der Schwarzwaldverein und zertifizierte Natur- und Landschaftsführerinnen an. Die Termine finden Sie im <a href="/gaeste/veranstaltungen/?rubrik_id=8">Veranstaltungskalender</a>, Wanderkarten in der Tourist-Information.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Bauen und Wirtschaft: Klimaschutz und Energie
// ---------------------------------------------------------------------------

const KLIMASCHUTZ_KONTAKT =
  '<p>Ansprechpartnerin ist Klimaschutzmanagerin Lisa Brenner, Bauamt, Rathaus 2. Obergeschoss, Zimmer 2.08, Telefon +49 7641 123-65, E-Mail bauamt@musterstadt.de.</p>';

const klimaSeiten: SeedPage[] = [
  {
    pfad: '/wirtschaft/musterstadt-regenerativ/',
    titel: 'Musterstadt regenerativ',
    beschreibung: 'Sonne, Holz, Wasser und bald Wind: wie Musterstadt seine Energie aus erneuerbaren Quellen gewinnt.',
    inhalt: `<p>Musterstadt will bis 2040 klimaneutral werden. Der Weg dorthin führt über Energie, die vor Ort gewonnen wird: von der Sonne auf den Dächern, aus dem Holz des Stadtwalds, aus dem Wasser des Mühlbachs und künftig vielleicht aus dem Wind am Hochfirst. Auf dieser Seite finden Sie einen Überblick, was schon erreicht ist und was geplant ist.</p>
<h2>Sonnenstrom</h2>
<p>Auf städtischen Gebäuden sind inzwischen Photovoltaikanlagen mit zusammen rund 560 Kilowatt Leistung installiert, unter anderem auf der Stadthalle, dem Bauhof, beiden Grundschulen und dem Freibad. Sie erzeugen rund 520.000 Kilowattstunden im Jahr, etwa 40 Prozent des Strombedarfs der Stadtverwaltung. Dazu kommen rund 1.150 private und gewerbliche Anlagen im Stadtgebiet.</p>
<h2>Wärme aus Holz und Umweltwärme</h2>
<p>Das Schulzentrum und die Stadthalle werden seit 2012 von einer Holzhackschnitzelheizung versorgt, die Holz aus dem Stadtwald nutzt. Der <a href="/wirtschaft/kommunaler-waermeplan/">kommunale Wärmeplan</a> sieht für die Kernstadt ein Wärmenetz mit Holz und einer Großwärmepumpe am Mühlbach vor; eine Machbarkeitsstudie läuft.</p>
<h2>Wasserkraft</h2>
<p>Die historische Mühle in Nordweil erzeugt mit einer modernen Turbine wieder Strom, rund 45.000 Kilowattstunden im Jahr. Der Mühlenverein speist ihn ins Netz ein.</p>
<h2>Windenergie</h2>
<p>Auf dem Hochfirst prüft die Stadt, ob bis zu drei Windenergieanlagen wirtschaftlich und naturverträglich betrieben werden können. Alles zum Stand finden Sie unter <a href="/wirtschaft/windenergie/">Windenergie</a>.</p>
<h2>Bürgerenergie</h2>
<p>Die Bürgerenergiegenossenschaft Musterstadt eG betreibt seit 2013 Photovoltaikanlagen auf Dächern von Vereinen, Landwirtschaft und Gewerbe. Mitglied werden können alle, die in Musterstadt wohnen oder arbeiten; ein Geschäftsanteil kostet 250 Euro.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/klimaschutz-foerderprogramme/',
    titel: 'Förderprogramme für den Klimaschutz',
    beschreibung: 'Städtisches Förderprogramm Klimaschutz und Hinweise auf Förderungen von Bund und Land.',
    inhalt: `<p>Mit einem eigenen Förderprogramm unterstützt die Stadt Musterstadt Bürgerinnen, Bürger, Vereine und kleine Betriebe, die Energie sparen, erneuerbare Energien nutzen oder klimafreundlich unterwegs sein wollen. Das Programm ist mit 60.000 Euro im Jahr ausgestattet; gefördert wird in der Reihenfolge der vollständigen Anträge.</p>
<h2>Städtisches Förderprogramm (Fassung 2026)</h2>
<table>
<caption>Fördersätze des städtischen Klimaschutzprogramms</caption>
<thead>
<tr><th scope="col">Maßnahme</th><th scope="col">Förderung</th></tr>
</thead>
<tbody>
<tr><th scope="row">Lastenrad oder Lastenanhänger, auch mit Elektroantrieb</th><td>25 Prozent, höchstens 800 Euro</td></tr>
<tr><th scope="row">Steckersolargerät (Balkonkraftwerk)</th><td>pauschal 150 Euro</td></tr>
<tr><th scope="row">Energieberatung vor Ort mit Sanierungsfahrplan</th><td>Übernahme des Eigenanteils bis 300 Euro</td></tr>
<tr><th scope="row">Entsiegelung von Flächen und Dachbegrünung</th><td>20 Euro je Quadratmeter, höchstens 2.000 Euro</td></tr>
</tbody>
</table>
<p>Der Antrag muss vor dem Kauf oder Auftrag gestellt werden. Das Antragsformular erhalten Sie im Bauamt oder bei der Klimaschutzmanagerin. Der Gemeinderat berät im März 2027 über die Fortschreibung der Richtlinie.</p>
<h2>Förderung von Bund und Land</h2>
<p>Für Heizungstausch, Wärmedämmung, Fenster und Effizienzhäuser gibt es Zuschüsse und zinsgünstige Kredite der Bundesförderung für effiziente Gebäude. Auch das Land Baden-Württemberg fördert über seine Förderbank. Die Konditionen ändern sich häufig; lassen Sie sich deshalb vor Beginn eines Vorhabens beraten.</p>
<h2>Kostenlose Erstberatung</h2>
<p>Jeden ersten Donnerstag im Monat von 16 bis 18 Uhr bietet eine Energieberaterin im Rathaus kostenlose Erstgespräche an. Bitte melden Sie sich im Bauamt an.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/klimaschutz-projekte/',
    titel: 'Klimaschutzprojekte',
    beschreibung: 'Was die Stadt Musterstadt für den Klimaschutz tut: Photovoltaik, LED-Straßenbeleuchtung, Wärmenetz, Radwege und mehr.',
    inhalt: `<p>Das Klimaschutzkonzept von 2025 enthält 34 Maßnahmen. Viele davon sind bereits umgesetzt oder in Arbeit. Eine Auswahl:</p>
<h2>Photovoltaik auf städtischen Dächern</h2>
<p>2026 gingen Anlagen auf der Stadthalle (140 Kilowatt), dem Bauhof (95 Kilowatt mit Batteriespeicher) und der Drei-Linden-Grundschule (75 Kilowatt) in Betrieb. Bis 2028 sollen alle geeigneten städtischen Dächer belegt sein, als Nächstes der Kindergarten Sonnenschein und das neue Feuerwehrhaus Nordweil.</p>
<h2>LED-Straßenbeleuchtung</h2>
<p>Von den rund 1.900 Straßenleuchten sind bereits 1.560 auf LED umgerüstet. Die restlichen 340 folgen bis Ende 2027. Nachts wird die Beleuchtung zwischen 23 und 5 Uhr auf 50 Prozent gedimmt. Der Stromverbrauch sinkt dadurch um rund zwei Drittel.</p>
<h2>Wärmenetz Kernstadt</h2>
<p>Eine Machbarkeitsstudie untersucht ein Wärmenetz für Rathaus, Stadthalle, Schulzentrum und angrenzende Wohngebiete. Die Ergebnisse sollen im Sommer 2027 im Gemeinderat vorgestellt werden.</p>
<h2>Radverkehr</h2>
<p>Seit April 2026 verbindet ein neuer Radweg Bombach und Hecklingen. Am Bahnhof, am Marktplatz und an den Schulen gibt es zusätzliche überdachte Fahrradabstellplätze, am Rathaus eine öffentliche Fahrradreparaturstation.</p>
<h2>Klimawald</h2>
<p>Im Stadtwald pflanzt der Forst klimastabile Mischbestände mit Weißtanne, Eiche, Douglasie und Elsbeere. Bei der jährlichen Waldbegehung können sich alle Interessierten ein Bild machen.</p>
<h2>Energiesparen an Schulen</h2>
<p>An beiden Grundschulen messen Energiedetektive aus den vierten Klassen Temperatur und Lichtverbrauch. Die Hälfte der eingesparten Energiekosten erhält die Schule für eigene Projekte.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/klimaschutz-verordnungen/',
    titel: 'Klimaschutz: Gesetze und Vorschriften',
    beschreibung: 'Photovoltaikpflicht, Gebäudeenergiegesetz und örtliche Vorgaben: was Bauherrinnen und Bauherren in Musterstadt beachten müssen.',
    inhalt: `<p>Beim Bauen und Sanieren gelten Vorgaben des Bundes, des Landes und der Stadt. Diese Seite gibt einen ersten Überblick (Stand November 2026). Sie ersetzt keine Beratung; verbindliche Auskünfte erteilt das <a href="/rathaus/fachaemter/bauamt_50">Bauamt</a>.</p>
<h2>Photovoltaikpflicht in Baden-Württemberg</h2>
<p>Nach dem Klimaschutz- und Klimawandelanpassungsgesetz des Landes und der Photovoltaik-Pflicht-Verordnung muss auf neuen Wohn- und Nichtwohngebäuden sowie bei einer grundlegenden Dachsanierung eine Photovoltaikanlage installiert werden. Auch neue offene Parkplätze mit mehr als 35 Stellplätzen müssen mit Photovoltaik überdacht werden. Es gibt Ausnahmen, etwa wenn die Anlage technisch nicht möglich oder unwirtschaftlich ist.</p>
<h2>Gebäudeenergiegesetz</h2>
<p>Das Gebäudeenergiegesetz des Bundes regelt unter anderem, dass neu eingebaute Heizungen zu mindestens 65 Prozent mit erneuerbaren Energien betrieben werden. In Neubaugebieten gilt das bereits seit 2024. Für bestehende Gebäude in Musterstadt greift die Regel nach derzeitiger Rechtslage spätestens ab Juli 2028. Der kommunale Wärmeplan allein löst keine Pflichten aus.</p>
<h2>Örtliche Vorgaben</h2>
<ul>
<li>In neuen Bebauungsplänen, zum Beispiel „Auf der Höhe, 2. Bauabschnitt“, sind Garagen- und Carportdächer zu begrünen und je Grundstück ist ein Laubbaum zu pflanzen.</li>
<li>Im Gewerbegebiet Mühlmatten müssen Dachflächen ab 100 Quadratmetern mit Photovoltaik oder Dachbegrünung ausgestattet werden.</li>
<li>Schottergärten sind nach der Landesbauordnung unzulässig; Gartenflächen sind zu begrünen.</li>
<li>Im Sanierungsgebiet „Stadtkern II“ und bei Kulturdenkmalen sind Solaranlagen möglich, die Gestaltung wird mit dem Bauamt abgestimmt.</li>
</ul>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/kommunaler-klimaschutz-musterstadt/',
    titel: 'Kommunaler Klimaschutz in Musterstadt',
    beschreibung: 'Klimaschutzkonzept, Ziele, Energie- und Treibhausgasbilanz und Klimaschutzmanagement der Stadt Musterstadt.',
    inhalt: `<p>Im Februar 2025 hat der Gemeinderat das Klimaschutzkonzept der Stadt beschlossen. Es ist in einem einjährigen Beteiligungsprozess mit Bürgerwerkstätten in allen Stadtteilen entstanden und enthält 34 Maßnahmen in den Bereichen städtische Gebäude, Energieversorgung, Mobilität, Wirtschaft und Bildung.</p>
<h2>Unsere Ziele</h2>
<ul>
<li>Die Stadtverwaltung mit ihren Gebäuden, Anlagen und Fahrzeugen arbeitet bis 2040 klimaneutral.</li>
<li>Die Treibhausgasemissionen im gesamten Stadtgebiet sinken bis 2030 um 65 Prozent gegenüber 1990.</li>
<li>Bis 2035 stammt der Strom im Stadtgebiet rechnerisch vollständig aus erneuerbaren Quellen.</li>
</ul>
<h2>Wo wir stehen</h2>
<p>Nach der Energie- und Treibhausgasbilanz 2024 verursachte Musterstadt rund 71.000 Tonnen CO₂-Äquivalente, etwa 7,1 Tonnen je Einwohnerin und Einwohner. Davon entfielen 41 Prozent auf Wärme, 33 Prozent auf Verkehr und 26 Prozent auf Strom. Die Stadtverwaltung selbst hat einen Anteil von rund 2,5 Prozent, will aber Vorbild sein.</p>
<h2>Klimaschutzmanagement</h2>
<p>Seit Januar 2025 koordiniert Klimaschutzmanagerin Lisa Brenner die Umsetzung. Sie berichtet dem Gemeinderat jährlich über den Fortschritt, berät Bürgerinnen und Bürger und betreut die städtischen <a href="/wirtschaft/klimaschutz-foerderprogramme/">Förderprogramme</a>. Aktuelles finden Sie unter <a href="/wirtschaft/klimaschutz-neuigkeiten/">Klimaschutz-Neuigkeiten</a>, umgesetzte Maßnahmen unter <a href="/wirtschaft/klimaschutz-projekte/">Klimaschutzprojekte</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/kommunaler-waermeplan/',
    titel: 'Kommunaler Wärmeplan',
    beschreibung: 'Wie Musterstadt bis 2040 klimaneutral heizen kann: Ergebnisse des kommunalen Wärmeplans und was sie für Hauseigentümer bedeuten.',
    inhalt: `<p>Rund die Hälfte der Energie in Musterstadt wird für Heizung und Warmwasser verbraucht. Der kommunale Wärmeplan, den die Stadt 2025 mit einem Fachbüro erstellt hat, zeigt, wie diese Wärme bis 2040 klimaneutral erzeugt werden kann.</p>
<h2>Die wichtigsten Ergebnisse</h2>
<ul>
<li>Wärmebedarf heute: rund 118 Gigawattstunden im Jahr</li>
<li>Anteil erneuerbarer Energien: 21 Prozent, vor allem Holz und Wärmepumpen</li>
<li>Eignungsgebiet für ein Wärmenetz: Kernstadt zwischen Rathaus, Stadthalle und Schulzentrum</li>
<li>Bombach, Hecklingen, Nordweil und die Außenbereiche: überwiegend Einzelversorgung, etwa mit Wärmepumpe, Holz oder Solarthermie</li>
</ul>
<h2>Wie geht es weiter?</h2>
<p>Für das Wärmenetz Kernstadt läuft eine Machbarkeitsstudie, deren Ergebnisse im Sommer 2027 vorliegen. Sie klärt Trassenverlauf, Wärmequellen und Wärmepreis. Erst danach wird entschieden, ob und wann das Netz gebaut wird. Der Wärmeplan wird alle fünf Jahre fortgeschrieben.</p>
<h2>Was bedeutet das für mich?</h2>
<p>Der Wärmeplan ist eine strategische Planung. Er verpflichtet niemanden zum Heizungstausch und gibt keine Anschlusspflicht vor. Er hilft aber bei eigenen Entscheidungen: Wer im Eignungsgebiet wohnt und eine Heizung erneuern muss, sollte sich vorher beraten lassen, ob ein späterer Anschluss an das Wärmenetz infrage kommt. In den übrigen Gebieten ist eine Wärmepumpe meist die wirtschaftlichste Lösung.</p>
<p>Die Klimaschutzmanagerin bietet eine Sprechstunde zum Wärmeplan an. Eine Kurzfassung des Wärmeplans erhalten Sie im Bauamt.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/windenergie/',
    titel: 'Windenergie am Hochfirst',
    beschreibung: 'Stand der Prüfung eines Windparks am Hochfirst: Windmessung, Artenschutz, Bürgerbeteiligung und nächste Schritte.',
    inhalt: `<p>Der Regionalverband hat den bewaldeten Höhenzug Hochfirst nördlich von Nordweil als Vorranggebiet für Windenergie vorgesehen. Ein Großteil der Fläche gehört der Stadt. Im Juli 2025 hat der Gemeinderat beschlossen, die Eignung gründlich prüfen zu lassen, bevor über eine Verpachtung entschieden wird.</p>
<h2>Was wird untersucht?</h2>
<ul>
<li>Windmessung mit einem LiDAR-Gerät über zwölf Monate</li>
<li>Brutvögel, insbesondere Rotmilan und Wespenbussard, sowie Fledermäuse</li>
<li>Sichtbarkeit aus allen Stadtteilen, Schall und Schattenwurf</li>
<li>Zuwegung über bestehende Waldwege</li>
</ul>
<h2>Erste Ergebnisse</h2>
<p>Die Messung ist abgeschlossen. Nach vorläufiger Auswertung wären bis zu drei Anlagen mit zusammen rund 21 Megawatt möglich. Sie könnten jährlich etwa 45 Millionen Kilowattstunden Strom erzeugen – mehr, als alle Musterstädter Haushalte verbrauchen. Die Ergebnisse werden beim Infoabend am Mittwoch, 14. April 2027, um 19 Uhr im Bürgerhaus Nordweil ausführlich vorgestellt. Der Gemeinderat berät am 27. April 2027 über einen Grundsatzbeschluss.</p>
<h2>Bürgerinnen und Bürger beteiligen</h2>
<p>Die Stadt will den Windpark nur mit einer finanziellen Beteiligung der Bürgerinnen und Bürger verwirklichen, etwa über die Bürgerenergiegenossenschaft Musterstadt eG. Außerdem erhält die Stadt nach dem Erneuerbare-Energien-Gesetz eine Abgabe je erzeugter Kilowattstunde, die sie für Projekte in Nordweil und im ganzen Stadtgebiet einsetzen kann.</p>
<h2>Häufige Fragen</h2>
<p><strong>Wie weit sind die Anlagen von Häusern entfernt?</strong> Die möglichen Standorte liegen mindestens 1.000 Meter von Wohnhäusern entfernt, auch von den Einzelhöfen.</p>
<p><strong>Wer baut die Anlagen zurück?</strong> Der Betreiber muss vor Baubeginn eine Sicherheitsleistung für den vollständigen Rückbau hinterlegen.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/starkregen/',
    titel: 'Starkregen und Hochwasser',
    beschreibung: 'Starkregenrisikomanagement in Musterstadt: Gefahrenkarten, Schutzmaßnahmen der Stadt und Tipps zur Eigenvorsorge.',
    inhalt: `<p>Starkregen kann überall auftreten, auch weit weg von Bächen. Beim Unwetter im Juni 2024 liefen in Bombach und in der Kernstadt zahlreiche Keller voll. Die Stadt hat deshalb ein Starkregenrisikomanagement nach dem Leitfaden des Landes erarbeitet.</p>
<h2>Starkregengefahrenkarten</h2>
<p>Die Karten zeigen für ein seltenes, ein außergewöhnliches und ein extremes Regenereignis, wo sich Wasser sammelt, wie hoch es steht und wie schnell es fließt. Sie wurden im Februar 2027 im Technischen Ausschuss vorgestellt und können im Bauamt eingesehen werden. Grundstückseigentümerinnen und -eigentümer erhalten auf Wunsch einen Ausschnitt für ihr Grundstück.</p>
<h2>Was die Stadt tut</h2>
<ul>
<li>Bau des <a href="/wirtschaft/baustellen/">Hochwasserrückhaltebeckens am Mühlbach</a> oberhalb von Bombach bis 2028</li>
<li>Aufweitung des Bachbetts in der Ortsmitte Bombach und Austausch zu enger Durchlässe</li>
<li>Notabflusswege in neuen Baugebieten und Rückhaltemulden „Auf der Höhe“</li>
<li>Alarm- und Einsatzplan mit der Feuerwehr und regelmäßige Kontrolle der Einlaufrechen</li>
</ul>
<p>Das Handlungskonzept mit weiteren Maßnahmen berät der Gemeinderat im April 2027.</p>
<h2>So schützen Sie Ihr Haus</h2>
<ul>
<li>Lassen Sie eine Rückstausicherung in die Hausentwässerung einbauen und regelmäßig warten.</li>
<li>Schützen Sie Kellerfenster, Lichtschächte und Tiefgarageneinfahrten mit Aufkantungen oder Dammbalken.</li>
<li>Lagern Sie Wertsachen und Heizöl nicht ungesichert im Keller.</li>
<li>Prüfen Sie, ob Ihre Wohngebäudeversicherung Elementarschäden abdeckt.</li>
</ul>
<p>Bei Überflutung wählen Sie den Notruf 112. Beratung zur Eigenvorsorge erhalten Sie beim Stadtbauamt – Tiefbau, Telefon +49 7641 123-51.</p>`,
  },
  {
    pfad: '/wirtschaft/laermaktionsplan/',
    titel: 'Lärmaktionsplan',
    beschreibung: 'Lärmaktionsplan der Stadt Musterstadt, Stufe 4: Belastung an der Ortsdurchfahrt, geplante Maßnahmen und Beteiligung.',
    inhalt: `<p>Nach der EU-Umgebungslärmrichtlinie müssen Städte und Gemeinden alle fünf Jahre prüfen, wo Menschen durch Verkehrslärm stark belastet sind, und einen Lärmaktionsplan aufstellen. Musterstadt schreibt ihren Plan derzeit in der vierten Stufe fort.</p>
<h2>Wo ist es zu laut?</h2>
<p>Die Lärmkartierung des Landes zeigt die höchsten Belastungen an der Ortsdurchfahrt: an der Hauptstraße zwischen Stadthalle und Bombacher Straße und an der Bombacher Straße bis zum Gewerbegebiet. Rund 420 Menschen wohnen dort an Gebäuden, an denen nachts mehr als 55 dB(A) erreicht werden.</p>
<h2>Geplante Maßnahmen</h2>
<ul>
<li>Tempo 30 nachts zwischen 22 und 6 Uhr auf der Hauptstraße zwischen Stadthalle und Bombacher Straße</li>
<li>Lärmarmer Asphalt bei der nächsten Deckenerneuerung der Bombacher Straße</li>
<li>Förderung von Schallschutzfenstern über das Sanierungsprogramm</li>
<li>Bessere Busverbindungen und sichere Radwege, um Autoverkehr zu vermeiden</li>
</ul>
<h2>Beteiligung und Zeitplan</h2>
<p>Der Gemeinderat hat den Entwurf im Februar 2027 gebilligt. Er liegt vom 8. März bis 9. April 2027 im Bauamt aus; in dieser Zeit können alle Stellungnahmen abgeben, schriftlich oder per E-Mail an bauamt@musterstadt.de. Der Beschluss des Lärmaktionsplans ist für die Gemeinderatssitzung am 25. Mai 2027 vorgesehen.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Bauen und Wirtschaft: Versorgung, Stadtentwicklung und Standort
// ---------------------------------------------------------------------------

const wirtschaftSeiten: SeedPage[] = [
  {
    pfad: '/wirtschaft/muellabfuhr/',
    titel: 'Müllabfuhr',
    beschreibung: 'Abfuhrtermine, Tonnen, Gebühren, Sperrmüll, Grünschnitt, Schadstoffmobil und Recyclinghof in Musterstadt.',
    inhalt: `<p>Die Müllabfuhr in Musterstadt übernimmt im Auftrag des Landkreises ein Entsorgungsunternehmen. Die Stadt gibt die Abfallkalender und Sperrmüllkarten aus und erhebt die Abfallgebühren. Ihre persönlichen Abfuhrtermine finden Sie im <a href="/wirtschaft/abfallkalender/">Abfallkalender</a> – einfach Straße auswählen.</p>
<h2>Abfuhrrhythmus seit 1. Januar 2027</h2>
<ul>
<li>Restmüll (graue Tonne): alle zwei Wochen – Kernstadt und Bombach dienstags, Hecklingen donnerstags, Nordweil freitags</li>
<li>Biotonne (braun): von April bis Oktober wöchentlich, sonst alle zwei Wochen – Kernstadt und Bombach mittwochs, Hecklingen und Nordweil montags</li>
<li>Papiertonne (blau): alle vier Wochen freitags</li>
<li>Gelber Sack: alle drei Wochen donnerstags</li>
</ul>
<p>Fällt der Abfuhrtag auf einen Feiertag, wird am nächsten Werktag abgeholt, auch am Samstag. Bitte stellen Sie Tonnen und Säcke am Abfuhrtag bis 6 Uhr bereit.</p>
<h2>Sperrmüll, Grünschnitt und Schadstoffe</h2>
<ul>
<li>Sperrmüll wird zweimal im Jahr nach Anmeldung mit der Sperrmüllkarte abgeholt. Die Karte erhalten Sie im Bürgerbüro und in den Ortsverwaltungen.</li>
<li>Grünschnitt wird im April und Ende Oktober an der Straße gesammelt, in Nordweil Anfang November. Von März bis November nimmt der Bauhof, Gewerbestraße 12, samstags von 9 bis 13 Uhr Grünschnitt an.</li>
<li>Das Schadstoffmobil kommt am 16. und 17. April sowie am 15. und 16. Oktober 2027.</li>
<li>Die Jugendfeuerwehr holt am Samstag, 9. Januar 2027, die Weihnachtsbäume ab.</li>
</ul>
<h2>Recyclinghof</h2>
<p>Der Recyclinghof des Landkreises im Gewerbegebiet Mattenäcker, Industriestraße 30, nimmt Wertstoffe wie Glas, Metall, Altholz, Elektrogeräte, Styropor und Bauschutt in Kleinmengen an. Geöffnet ist er mittwochs und freitags von 14 bis 18 Uhr und samstags von 9 bis 13 Uhr.</p>
<h2>Tonnen und Gebühren</h2>
<p>Neue Tonnen, Tonnentausch und Fragen zum Gebührenbescheid beantwortet das <a href="/rathaus/fachaemter/steueramt_48">Steueramt</a>, Telefon +49 7641 123-34. Beschädigte Tonnen werden kostenlos getauscht.</p>`,
  },
  {
    pfad: '/wirtschaft/sanierungsprogramm/',
    titel: 'Sanierungsprogramm Stadtkern II',
    beschreibung: 'Zuschüsse für die Modernisierung von Gebäuden im Sanierungsgebiet „Stadtkern II“: Voraussetzungen, Fördersätze und Ablauf.',
    inhalt: `<p>Seit 2022 ist der historische Stadtkern rund um Marktplatz, Kirchstraße und Mühlgasse als Sanierungsgebiet „Stadtkern II“ in das Landessanierungsprogramm aufgenommen. Bund, Land und Stadt stellen bis 2031 insgesamt 1,8 Millionen Euro bereit, um Gebäude zu modernisieren, Leerstände zu beleben und öffentliche Räume aufzuwerten.</p>
<h2>Was wird gefördert?</h2>
<ul>
<li>Umfassende Modernisierung privater Gebäude: Zuschuss von 35 Prozent der förderfähigen Kosten, höchstens 40.000 Euro je Gebäude, bei Kulturdenkmalen bis 50.000 Euro</li>
<li>Abbruch nicht mehr nutzbarer Nebengebäude zur Verbesserung der Wohnverhältnisse</li>
<li>Energetische Maßnahmen wie Dämmung, Fenster und Heizung im Rahmen einer Gesamtmodernisierung</li>
<li>Schallschutzfenster an der Hauptstraße</li>
</ul>
<p>Zusätzlich können Modernisierungskosten nach dem Einkommensteuergesetz erhöht abgeschrieben werden, wenn eine Vereinbarung mit der Stadt vorliegt.</p>
<h2>So gehen Sie vor</h2>
<ol>
<li>Vereinbaren Sie eine kostenlose Erstberatung mit dem Bauamt und dem Sanierungsträger.</li>
<li>Lassen Sie Kostenangebote einholen; auf Wunsch besichtigt der Sanierungsträger das Gebäude.</li>
<li>Schließen Sie vor Baubeginn eine Modernisierungsvereinbarung mit der Stadt ab. Maßnahmen, die vorher begonnen werden, können nicht gefördert werden.</li>
<li>Nach Abschluss reichen Sie die Rechnungen ein; der Zuschuss wird ausgezahlt.</li>
</ol>
<p>Im Sanierungsgebiet bedürfen Bauvorhaben, Grundstücksverkäufe und längerfristige Mietverträge einer sanierungsrechtlichen Genehmigung. Ansprechpersonen: Bauamt, Michael Hug, Telefon +49 7641 123-50, und die Stadtsanierung Oberrhein GmbH als Sanierungsträger, Sprechstunde jeden zweiten Dienstag im Rathaus.</p>`,
  },
  {
    pfad: '/wirtschaft/stadtentwicklung/',
    titel: 'Stadtentwicklung',
    beschreibung: 'Stadtentwicklungskonzept „Musterstadt 2040“ und aktuelle Projekte: Marktplatz, Baugebiete, Gewerbeflächen und Ortskerne.',
    inhalt: `<p>Wie soll Musterstadt im Jahr 2040 aussehen? Mit dem Stadtentwicklungskonzept „Musterstadt 2040“ hat der Gemeinderat 2023 Leitlinien beschlossen, die in Bürgerwerkstätten in allen Stadtteilen erarbeitet wurden. Sie sind Grundlage für alle größeren Planungen.</p>
<h2>Leitlinien</h2>
<ul>
<li>Innenentwicklung vor Außenentwicklung: Baulücken, Leerstände und Brachflächen zuerst nutzen</li>
<li>Bezahlbarer Wohnraum für junge Familien und ältere Menschen in allen Stadtteilen</li>
<li>Eine lebendige Innenstadt mit Handel, Gastronomie und Aufenthaltsqualität</li>
<li>Starke Ortskerne in Bombach, Hecklingen und Nordweil</li>
<li>Klimaanpassung: mehr Grün, Schatten und Schutz vor Starkregen</li>
</ul>
<h2>Aktuelle Projekte</h2>
<ul>
<li><strong>Marktplatz:</strong> Nach der Bürgerbeteiligung 2026 und dem Planungswettbewerb werden die Preisträger mit der Vorplanung beauftragt. Alle Entwürfe sind vom 18. März bis 1. April 2027 im Rathausfoyer ausgestellt.</li>
<li><strong>Baugebiet „Auf der Höhe“:</strong> Der zweite Bauabschnitt mit 34 Bauplätzen wird 2027 erschlossen, siehe <a href="/wirtschaft/wohnflaechen/">Wohnbauflächen</a>.</li>
<li><strong>Wohngebiet am Lindenweg, Hecklingen:</strong> Für rund 1,4 Hektar soll 2027 ein Bebauungsplan aufgestellt werden, mit Einzelhäusern und Mietwohnungen.</li>
<li><strong>Gewerbegebiet Mühlmatten:</strong> Die 2026 erschlossene Erweiterung bietet Platz für Betriebe aus Musterstadt, siehe <a href="/wirtschaft/gewerbeflaechen/">Gewerbeflächen</a>.</li>
<li><strong>Sanierungsgebiet „Stadtkern II“:</strong> Zuschüsse für private Modernisierungen, siehe <a href="/wirtschaft/sanierungsprogramm/">Sanierungsprogramm</a>.</li>
</ul>
<h2>Bauleitplanung</h2>
<p>Laufende Bebauungsplanverfahren werden im Amtsblatt und unter den Bekanntmachungen veröffentlicht. Während der öffentlichen Auslegung können alle Stellungnahmen abgeben. Auskunft gibt das <a href="/rathaus/fachaemter/bauamt_50">Bauamt</a>, Telefon +49 7641 123-53.</p>`,
  },
  {
    pfad: '/wirtschaft/standort/',
    titel: 'Wirtschaftsstandort Musterstadt',
    beschreibung: 'Lage, Verkehrsanbindung, Zahlen und Steuersätze: der Wirtschaftsstandort Musterstadt im Überblick.',
    inhalt: `<p>Musterstadt liegt am Westrand des Schwarzwalds zwischen Rheinebene und Mittelgebirge – ein Standort mit kurzen Wegen, guter Infrastruktur und hoher Lebensqualität. Rund 480 Betriebe bieten etwa 3.600 Arbeitsplätze, vor allem in Handwerk, Holzverarbeitung, Gebäudetechnik, Handel, Gesundheit und Tourismus.</p>
<h2>Verkehrsanbindung</h2>
<ul>
<li>Autobahnanschlussstelle in zwölf Minuten</li>
<li>Regionalbahnhof mit Halbstundentakt in die Kreisstadt und ins Oberzentrum</li>
<li>Buslinien in alle Stadtteile, werktags im Stundentakt</li>
<li>Flughäfen Basel-Mulhouse und Straßburg in rund einer Stunde</li>
</ul>
<h2>Zahlen und Fakten</h2>
<table>
<caption>Standortdaten Musterstadt</caption>
<tbody>
<tr><th scope="row">Einwohnerinnen und Einwohner</th><td>rund 10.000</td></tr>
<tr><th scope="row">Sozialversicherungspflichtig Beschäftigte am Arbeitsort</th><td>rund 3.600</td></tr>
<tr><th scope="row">Gewerbesteuerhebesatz</th><td>370 Prozent</td></tr>
<tr><th scope="row">Grundsteuer B</th><td>310 Prozent</td></tr>
<tr><th scope="row">Glasfaser</th><td>alle Gewerbegebiete und über 80 Prozent der Haushalte</td></tr>
<tr><th scope="row">Gewerbegebiete</th><td>Mattenäcker (belegt), Mühlmatten (Erweiterung, Flächen verfügbar)</td></tr>
</tbody>
</table>
<h2>Leben und Arbeiten</h2>
<p>Fünf städtische Kindertageseinrichtungen, zwei Grundschulen mit Ganztagsangebot, Ärztinnen und Ärzte, Apotheken und ein reiches Vereinsleben machen Musterstadt für Fachkräfte und ihre Familien attraktiv. Die Wirtschaftsförderung unterstützt bei der Suche nach Wohnraum für neue Mitarbeitende. Mehr unter <a href="/wirtschaft/wirtschaftsfoerderung/">Wirtschaftsförderung</a>.</p>`,
  },
  {
    pfad: '/wirtschaft/versorgung/',
    titel: 'Versorgung: Wasser, Abwasser, Energie und Glasfaser',
    beschreibung: 'Trinkwasser, Abwasser, Strom, Gas, Wärme und Breitband in Musterstadt: Zuständigkeiten, Gebühren und Störungsnummern.',
    inhalt: `<h2>Trinkwasser</h2>
<p>Die Wasserversorgung ist ein Eigenbetrieb der Stadt. Das Trinkwasser stammt aus sechs Quellen am Hochfirst und einem Tiefbrunnen im Wiesental und wird in vier Hochbehältern gespeichert. Es hat eine Härte von 8,4 Grad deutscher Härte und liegt damit im Härtebereich „weich“. Die Ergebnisse der regelmäßigen Trinkwasseruntersuchungen werden im Amtsblatt veröffentlicht.</p>
<p>Die Verbrauchsgebühr beträgt seit 1. Januar 2026 2,48 Euro je Kubikmeter zuzüglich einer Grundgebühr nach Zählergröße. Störungen melden Sie rund um die Uhr dem Bereitschaftsdienst Wasserversorgung, Telefon +49 7641 123-222.</p>
<h2>Abwasser</h2>
<p>Das Abwasser aller Stadtteile wird in der Kläranlage des Abwasserzweckverbands im Tal gereinigt. Für Schmutz- und Niederschlagswasser werden getrennte Gebühren erhoben; die Niederschlagswassergebühr richtet sich nach der versiegelten Fläche Ihres Grundstücks. Wer Regenwasser versickert oder Dächer begrünt, zahlt weniger.</p>
<h2>Strom und Gas</h2>
<p>Netzbetreiber für Strom und Gas ist die Regionalnetz Schwarzwald GmbH, Störungsnummer +49 7641 9800-0. Den Stromlieferanten können Sie frei wählen. In Bombach und Nordweil gibt es kein Erdgasnetz.</p>
<h2>Wärme</h2>
<p>Für die Kernstadt wird ein Wärmenetz geprüft. Informationen finden Sie unter <a href="/wirtschaft/kommunaler-waermeplan/">Kommunaler Wärmeplan</a>.</p>
<h2>Glasfaser</h2>
<p>Die Stadt baut ein eigenes Glasfasernetz, das an einen Netzbetreiber verpachtet ist. Nordweil, Hecklingen, Bombach und die Gewerbegebiete sind bereits vollständig erschlossen; in der Kernstadt läuft der Ausbau. Fragen zum Hausanschluss beantwortet die Breitbandkoordination, Sophie Lang, Telefon +49 7641 123-63.</p>`,
  },
  {
    pfad: '/wirtschaft/wirtschaftsfoerderung/',
    titel: 'Wirtschaftsförderung',
    beschreibung: 'Ihr Lotse im Rathaus: Beratung zu Gründung, Ansiedlung, Flächen, Fördermitteln und Fachkräften.',
    inhalt: `<p>Die Wirtschaftsförderung ist die zentrale Anlaufstelle für Unternehmen, Gründerinnen und Gründer in Musterstadt. Sie hilft schnell und unbürokratisch und bringt Sie mit den richtigen Stellen in Verwaltung, Kammern und Förderbanken zusammen.</p>
<h2>Unsere Leistungen</h2>
<ul>
<li>Beratung bei Gründung, Betriebsübergabe, Ansiedlung und Erweiterung</li>
<li>Vermittlung städtischer <a href="/wirtschaft/gewerbeflaechen/">Gewerbeflächen</a> sowie leerstehender Läden, Büros und Hallen</li>
<li>Lotsendienst bei Genehmigungen, etwa für Bauanträge, Gaststätten oder Sondernutzungen</li>
<li>Hinweise auf Förderprogramme von Land, Bund und EU</li>
<li>Fachkräftegewinnung: Ausbildungsbörse im Frühjahr, Unterstützung bei der Wohnungssuche für neue Mitarbeitende</li>
<li>Stadtmarketing gemeinsam mit dem Gewerbeverein, etwa bei Märkten und verkaufsoffenen Sonntagen</li>
</ul>
<h2>Gewerbeverzeichnis</h2>
<p>Im <a href="/wirtschaft/gewerbeverzeichnis/">Gewerbeverzeichnis</a> stellen sich Musterstädter Betriebe vor. Der Eintrag ist kostenlos: Über das Formular <a href="/wirtschaft/gewerbeeintrag/">Gewerbeeintrag</a> tragen sich neue Betriebe selbst ein.</p>
<h2>Gründungssprechtag</h2>
<p>Jeden zweiten Mittwoch im Monat beraten Fachleute der Industrie- und Handelskammer und der Handwerkskammer im Rathaus kostenlos zu Businessplan, Finanzierung und Rechtsform. Anmeldung bei der Wirtschaftsförderung.</p>
<h2>Kontakt</h2>
<p>Dr. Felix Baumann, Rathaus, 1. Obergeschoss, Zimmer 1.10<br>Telefon +49 7641 123-15, E-Mail wirtschaftsfoerderung@musterstadt.de</p>`,
  },
  {
    pfad: '/wirtschaft/gewerbeeintrag/',
    titel: 'Gewerbeeintrag',
    beschreibung:
      'Tragen Sie Ihren Betrieb kostenlos in das Gewerbeverzeichnis der Stadt Musterstadt ein: Formular ausfüllen, Prüfung durch die Wirtschaftsförderung, Änderungen über Ihren persönlichen Link.',
    inhalt: `<p>Das <a href="/wirtschaft/gewerbeverzeichnis/">Gewerbeverzeichnis</a> stellt Betriebe, Praxen, Läden und Dienstleister aus Musterstadt und den Stadtteilen Bombach, Hecklingen und Nordweil vor. Der Eintrag ist kostenlos und verpflichtet zu nichts.</p>
<h2>So funktioniert der Eintrag</h2>
<ul>
<li>Sie füllen das Formular unten aus: Name und Branche Ihres Betriebs, Ihre Spezialisierung in wenigen Worten, Anschrift, Telefon und, wenn vorhanden, E-Mail-Adresse und Internetseite, Öffnungszeiten, eine kurze Beschreibung und auf Wunsch Ihr Logo.</li>
<li>Die Wirtschaftsförderung prüft, ob der Betrieb in Musterstadt ansässig ist, und schaltet den Eintrag in der Regel innerhalb einer Woche frei.</li>
<li>Nach dem Absenden erhalten Sie einen persönlichen Link, auf der Bestätigungsseite und per E-Mail. Damit ändern Sie Ihren Eintrag jederzeit oder lassen ihn löschen. Auch Änderungen prüfen wir, bevor sie erscheinen; bis dahin bleibt die bisherige Fassung sichtbar.</li>
</ul>
<p>Die Ansprechperson, die Sie uns nennen, und ihre E-Mail-Adresse veröffentlichen wir nicht; wir nutzen sie nur für Rückfragen und für den Link.</p>
<h2>Kontakt</h2>
<p>Dr. Felix Baumann, Wirtschaftsförderung, Rathaus, 1. Obergeschoss, Zimmer 1.10<br>Telefon +49 7641 123-15, E-Mail wirtschaftsfoerderung@musterstadt.de</p>`,
  },
  {
    pfad: '/wirtschaft/gewerbeflaechen/',
    titel: 'Gewerbeflächen',
    beschreibung: 'Städtische Gewerbegrundstücke im Gewerbegebiet Mühlmatten und in den Mattenäckern: Lage, Größen, Preise und Vergabe.',
    inhalt: `<p>Mit dem Gewerbegebiet „Mühlmatten“ hat die Stadt 2026 die südliche Erweiterung des Gewerbegebiets „Mattenäcker“ erschlossen. Die rund 1,9 Hektar Nettobauland in fünf Grundstücken sind vorrangig für Betriebe aus Musterstadt gedacht, die wachsen wollen, aber auch für Neuansiedlungen mit qualifizierten Arbeitsplätzen. Ein Grundstück ist bereits verkauft, eines reserviert.</p>
<h2>Das Gewerbegebiet Mühlmatten</h2>
<ul>
<li>Lage: zwischen Bombacher Straße und Mühlbach, direkt neben dem Gewerbegebiet Mattenäcker</li>
<li>Autobahnanschluss in zwölf Minuten, Bushaltestelle an der Bombacher Straße</li>
<li>Festsetzung: Gewerbegebiet (GE), Grundflächenzahl 0,8, Gebäudehöhe bis 12 Meter</li>
<li>Glasfaseranschluss, Trennsystem für Schmutz- und Regenwasser</li>
<li>Photovoltaik oder Dachbegrünung auf Dächern ab 100 Quadratmetern</li>
<li>Grundstücksgrößen von etwa 1.600 bis 6.200 Quadratmetern, Preise 89 bis 105 Euro je Quadratmeter erschlossen</li>
</ul>
<h2>Vergabe</h2>
<p>Die Grundstücke vergibt der Gemeinderat. Berücksichtigt werden die Zahl und Qualität der Arbeitsplätze, eine flächensparende Bebauung, das Energiekonzept und die Verträglichkeit mit der Nachbarschaft. Reine Lagerflächen und großflächiger Einzelhandel sind ausgeschlossen.</p>
<p>Die aktuell freien Grundstücke finden Sie in der Übersicht unten. Für ein erstes Gespräch wenden Sie sich an die <a href="/wirtschaft/wirtschaftsfoerderung/">Wirtschaftsförderung</a>, Telefon +49 7641 123-15.</p>`,
  },
  {
    pfad: '/wirtschaft/wohnflaechen/',
    titel: 'Wohnbauflächen',
    beschreibung: 'Städtische Bauplätze im Baugebiet „Auf der Höhe“, 2. Bauabschnitt: Größen, Preise, Vergaberichtlinien und Bewerbung.',
    inhalt: `<p>Im Baugebiet „Auf der Höhe“ am nördlichen Rand der Kernstadt erschließt die Stadt 2027 den zweiten Bauabschnitt. Es entstehen 34 Bauplätze: 26 für Einzel- und Doppelhäuser mit 380 bis 620 Quadratmetern (Bauplätze 29 bis 54) und 8 für Mehrfamilienhäuser mit bezahlbaren Mietwohnungen (Bauplätze 55 bis 62). In der Mitte des Quartiers liegen ein Spielplatz und eine Grünfläche.</p>
<h2>Preise und Vergabe</h2>
<p>Die Bauplätze für Einzel- und Doppelhäuser kosten 310 Euro je Quadratmeter erschlossen, in der Südhanglage 325 Euro. Sie werden nach den Vergaberichtlinien vergeben, die Ortsbezug, Kinder im Haushalt und ehrenamtliches Engagement mit Punkten berücksichtigen. Es gelten eine Bauverpflichtung innerhalb von drei Jahren und eine Selbstnutzung für mindestens zehn Jahre. Die Mehrfamilienhausplätze werden im Konzeptverfahren vergeben.</p>
<h2>Bewerbung</h2>
<ul>
<li>Bürgerinformation: Donnerstag, 14. Januar 2027, 19 Uhr, Stadthalle</li>
<li>Bewerbungszeitraum: 11. Januar bis 26. Februar 2027</li>
<li>Zuteilung durch den Gemeinderat: voraussichtlich im März 2027</li>
<li>Bebaubarkeit: voraussichtlich Ende 2027</li>
</ul>
<p>Vergaberichtlinien, Bewerbungsbogen und Lageplan erhalten Sie beim <a href="/rathaus/fachaemter/liegenschaftsamt_53">Liegenschaftsamt</a>, Julia Meier, Telefon +49 7641 123-54.</p>
<h2>Wohnen im Bestand</h2>
<p>Nicht jeder Traum vom Wohnen braucht einen neuen Bauplatz. Die Stadt führt eine Baulückenbörse und vermittelt Kontakte zu Eigentümerinnen und Eigentümern, die verkaufen möchten. Wer ein leerstehendes Haus in einem der Ortskerne kauft und saniert, kann im Sanierungsgebiet „Stadtkern II“ Zuschüsse erhalten. In Hecklingen ist am Lindenweg ein kleines Wohngebiet in Planung.</p>`,
  },
];

/** Alle Seiten dieses Teils, nach Bereichen gruppiert. */
export const stadtSeiten: SeedPage[] = [...musterstadtSeiten, ...stadtlebenSeiten, ...gaesteSeiten, ...klimaSeiten, ...wirtschaftSeiten];
