/**
 * Demo-Nachrichten der Stadt Musterstadt (fiktiv) in den Rubriken „Aus dem Büro der
 * Bürgermeisterin“ (buergermeister) und „Klimaschutz“ (klimaschutz).
 * Ids 3901 bis 3907 (Bürgermeisterin) und 3911 bis 3917 (Klimaschutz).
 */
import type { SeedNews } from './types';

const buergermeister: SeedNews[] = [
  {
    id: 3901,
    rubrik: 'buergermeister',
    titel: 'Bürgermeisterin kommt in die Stadtteile: Sprechstunden im Frühjahr',
    teaser: 'Bürgermeisterin Dr. Katrin Albrecht bietet im März und April Sprechstunden in den Ortsverwaltungen Bombach, Hecklingen und Nordweil an.',
    text: `<p>Nicht jedes Anliegen lässt sich am Telefon oder per E-Mail klären. Bürgermeisterin Dr. Katrin Albrecht lädt deshalb auch in diesem Frühjahr zu Sprechstunden in die Stadtteile ein. Ob Verkehr, Bauen, Kinderbetreuung oder eine Idee für den Ort: Alle Bürgerinnen und Bürger können ihr Anliegen persönlich vortragen.</p>
<ul>
<li>Bombach: Dienstag, 24. März 2026, 15 bis 17 Uhr, Ortsverwaltung, Weinstraße 12</li>
<li>Hecklingen: Mittwoch, 15. April 2026, 14 bis 16 Uhr, Ortsverwaltung, Lindenplatz 1</li>
<li>Nordweil: Donnerstag, 23. April 2026, 17 bis 19 Uhr, Ortsverwaltung, Hochfirststraße 5</li>
</ul>
<p>Damit niemand lange warten muss, wird um Anmeldung im Sekretariat der Bürgermeisterin gebeten, Telefon +49 7641 123-10 oder E-Mail rathaus@musterstadt.de. Wer mag, kann sein Anliegen vorab kurz schildern; dann können Unterlagen aus den Fachämtern schon bereitliegen.</p>
<p>Die regelmäßige Sprechstunde im Rathaus findet weiterhin donnerstags von 16 bis 18 Uhr statt.</p>`,
    datum_von: '2026-03-12T10:00',
    datum_bis: '2026-04-23',
  },
  {
    id: 3902,
    rubrik: 'buergermeister',
    titel: 'Unternehmensbesuche: Bürgermeisterin im Gespräch mit Handwerksbetrieben',
    teaser:
      'Fachkräfte, Flächen und Wohnraum: Bei Besuchen in drei Handwerksbetrieben hat sich Dr. Katrin Albrecht über die Lage der örtlichen Wirtschaft informiert.',
    text: `<p>Gemeinsam mit Wirtschaftsförderer Dr. Felix Baumann hat Bürgermeisterin Dr. Katrin Albrecht in dieser Woche drei Handwerksbetriebe in der Kernstadt besucht: die Schreinerei Künzle in der Sägewerkstraße, Hettler Haustechnik im Gewerbegebiet Mattenäcker und den Elektrobetrieb Faißt in der Industriestraße.</p>
<p>In allen drei Betrieben sind die Auftragsbücher voll, vor allem Wärmepumpen, Photovoltaik und Umbauten sind gefragt. Sorgen bereitet den Inhabern die Suche nach Fachkräften und Auszubildenden – und nach bezahlbaren Wohnungen für neue Mitarbeitende. Auch Erweiterungsflächen im neuen Gewerbegebiet Mühlmatten und der Glasfaserausbau waren Thema.</p>
<p>„Unsere Handwerksbetriebe bilden aus, bieten sichere Arbeitsplätze und setzen die Energiewende ganz praktisch um“, sagte Dr. Katrin Albrecht. „Wir wollen ihnen den Rücken freihalten: mit schnellen Genehmigungen, Flächen zum Wachsen und Unterstützung bei der Suche nach Wohnraum.“ Die Betriebe wurden eingeladen, sich bei der Ausbildungsbörse im kommenden Frühjahr zu präsentieren.</p>
<p>Im Herbst setzt die Bürgermeisterin ihre Unternehmensbesuche in Bombach und Nordweil fort. Betriebe, die Interesse an einem Besuch haben, melden sich bei der <a href="/rathaus/fachaemter/wirtschaftsfoerderung_57">Wirtschaftsförderung</a>, Telefon +49 7641 123-15.</p>`,
    datum_von: '2026-04-16T10:00',
  },
  {
    id: 3903,
    rubrik: 'buergermeister',
    titel: 'Richtfest an der Kita Regenbogen in Hecklingen',
    teaser:
      'Der Holzbau steht: Mit einem Richtfest haben Kinder, Eltern, Handwerker und Bürgermeisterin Dr. Katrin Albrecht den Anbau der Kita Regenbogen gefeiert.',
    text: `<p>Bei strahlendem Sonnenschein hat Zimmermeister Andreas Schmieder am Dienstag den Richtspruch vom Dach des neuen Anbaus der Kita Regenbogen gesprochen. Der Holzbau mit zwei Gruppenräumen, Schlafraum, Mensa und Bewegungsraum ist nach gut sechs Monaten Bauzeit fertig. Die Kinder sangen ein Lied und schmückten den Richtbaum mit bunten Bändern.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht dankte den Handwerkerinnen und Handwerkern, dem Kita-Team und den Eltern für ihre Geduld während der Bauarbeiten: „Hier entstehen 40 zusätzliche Betreuungsplätze. Das ist eine gute Nachricht für junge Familien in Hecklingen und Nordweil und ein wichtiger Schritt, um allen Kindern einen Platz anbieten zu können.“ Auch Ortsvorsteherin Sabine Kiefer freute sich über den Fortschritt.</p>
<p>Bis Ende des Jahres folgen Innenausbau und Haustechnik, im Frühjahr 2027 die Außenanlagen mit Sandspielbereich und Matschanlage. Dann ziehen zwei zusätzliche Ganztagsgruppen ein, und die Krippengruppe verlässt den Modulbau. Anmeldungen für die neuen Plätze nimmt das Sachgebiet <a href="/rathaus/fachaemter/kindergaerten-und-schulen_55">Kindergärten und Schulen</a> entgegen, Telefon +49 7641 123-80.</p>`,
    datum_von: '2026-05-07T10:00',
  },
  {
    id: 3904,
    rubrik: 'buergermeister',
    titel: 'Glückwünsche zum 100. Geburtstag',
    teaser:
      'Maria Ketterer aus Nordweil ist 100 Jahre alt geworden. Bürgermeisterin Dr. Katrin Albrecht und Ortsvorsteher Martin Zimmermann gratulierten persönlich.',
    text: `<p>Ein seltenes Jubiläum hat Maria Ketterer aus Nordweil gefeiert: Am 17. Juni wurde sie 100 Jahre alt. Bürgermeisterin Dr. Katrin Albrecht und Ortsvorsteher Martin Zimmermann überbrachten die Glückwünsche der Stadt und einen Präsentkorb mit Spezialitäten aus den Nordweiler Hofläden. Dazu überreichten sie Glückwunschschreiben des Bundespräsidenten und des Ministerpräsidenten.</p>
<p>Maria Ketterer wurde 1926 auf einem Hof am Höfeweg geboren – im selben Jahr, in dem der Sportverein Nordweil gegründet wurde. Sie hat ihr ganzes Leben in Nordweil verbracht, sechs Kinder großgezogen und jahrzehntelang im Kirchenchor gesungen. Heute freut sie sich über 14 Enkel und 9 Urenkel. Ihr Rezept für ein langes Leben: „Jeden Tag an die frische Luft und sich nicht über Dinge ärgern, die man nicht ändern kann.“</p>
<p>„Frau Ketterer hat fast ein Jahrhundert Nordweiler Geschichte miterlebt, vom Pferdefuhrwerk bis zum Glasfaseranschluss. Ich wünsche ihr von Herzen Gesundheit und viele schöne Stunden mit ihrer Familie“, sagte die Bürgermeisterin. Die Jubilarin war mit der Veröffentlichung einverstanden.</p>`,
    datum_von: '2026-06-18T10:00',
  },
  {
    id: 3905,
    rubrik: 'buergermeister',
    titel: 'Bürgermeisterin begrüßt neue Auszubildende im Rathaus',
    teaser: 'Sechs junge Menschen haben am 1. September ihre Ausbildung oder ihr Studium bei der Stadt Musterstadt begonnen.',
    text: `<p>Zum Start ins Berufsleben hat Bürgermeisterin Dr. Katrin Albrecht die neuen Nachwuchskräfte der Stadt im Ratssaal begrüßt. Sechs junge Menschen haben am 1. September 2026 bei der Stadt Musterstadt angefangen:</p>
<ul>
<li>zwei Auszubildende zur Verwaltungsfachangestellten und zum Verwaltungsfachangestellten</li>
<li>eine Studentin im Studiengang Public Management</li>
<li>ein Auszubildender zum Gärtner, Fachrichtung Garten- und Landschaftsbau, im Bauhof</li>
<li>zwei Erzieherinnen in praxisintegrierter Ausbildung in den Kindergärten Sonnenschein und Bombach</li>
</ul>
<p>„Sie haben sich für einen Arbeitgeber entschieden, bei dem man jeden Tag sieht, wofür man arbeitet – ob im Bürgerbüro, auf dem Spielplatz oder in der Kita“, sagte die Bürgermeisterin. Nach einer Rathausführung mit Personalamtsleiter Jürgen Fehrenbach lernten die Neuen ihre Ausbildungsstationen kennen.</p>
<p>Die Stadt bildet auch 2027 wieder aus. Bewerbungen für die Ausbildung zur Verwaltungsfachangestellten oder zum Verwaltungsfachangestellten mit Beginn am 1. September 2027 sind bis 15. Dezember 2026 möglich. Auskunft gibt Jürgen Fehrenbach, Telefon +49 7641 123-20.</p>`,
    datum_von: '2026-09-03T10:00',
  },
  {
    id: 3906,
    rubrik: 'buergermeister',
    titel: 'Haushalt 2027: „Wir investieren in Sicherheit und Zukunft“',
    teaser:
      'Bürgermeisterin Dr. Katrin Albrecht hat den Entwurf des Haushalts 2027 eingebracht. Die Hebesätze sollen unverändert bleiben, die Investitionen steigen.',
    text: `<p>Mit ihrer Haushaltsrede hat Bürgermeisterin Dr. Katrin Albrecht am 10. November 2026 den Entwurf des Haushaltsplans 2027 in den Gemeinderat eingebracht. Geplant sind ordentliche Aufwendungen von 39,4 Millionen Euro und Investitionen von 9,1 Millionen Euro – so viel wie selten zuvor. Die größten Vorhaben sind das Hochwasserrückhaltebecken am Mühlbach, der Neubau des Feuerwehrhauses Nordweil, die Erschließung des zweiten Bauabschnitts „Auf der Höhe“ sowie Dachsanierungen und Photovoltaik an städtischen Gebäuden.</p>
<p>„Wir investieren in Sicherheit und Zukunft“, sagte die Bürgermeisterin. „Hochwasserschutz, eine gut ausgestattete Feuerwehr, Bauplätze für junge Familien und günstige Energie von den eigenen Dächern – das sind keine Wünsche, das sind Pflichtaufgaben für eine Stadt, die auch in 20 Jahren noch gut funktionieren soll.“ Zugleich warb sie um Verständnis, dass dafür Kredite von 3,2 Millionen Euro nötig sind und der Ergebnishaushalt erneut nicht ausgeglichen ist: „Wir müssen bei den laufenden Kosten weiter sparsam sein, ohne bei Vereinen, Kinderbetreuung und Jugendarbeit zu kürzen.“</p>
<p>Die Hebesätze für Grundsteuer und Gewerbesteuer sollen 2027 unverändert bleiben. Die Fraktionen nehmen in der Gemeinderatssitzung am 15. Dezember 2026 Stellung, die Ortschaftsräte werden angehört. Der Beschluss ist für den 26. Januar 2027 vorgesehen. Der Entwurf kann im Rathaus eingesehen werden.</p>`,
    datum_von: '2026-11-13T10:00',
  },
  {
    id: 3907,
    rubrik: 'buergermeister',
    titel: 'Einladung zum Neujahrsempfang am 10. Januar 2027',
    teaser:
      'Bürgermeisterin Dr. Katrin Albrecht lädt alle Bürgerinnen und Bürger zum Neujahrsempfang in die Stadthalle ein. Vorschläge für den Ehrenamtspreis sind bis 4. Dezember möglich.',
    text: `<p>Bürgermeisterin Dr. Katrin Albrecht lädt alle Bürgerinnen und Bürger, Vereine, Unternehmen und Gäste herzlich zum Neujahrsempfang der Stadt Musterstadt ein: am <strong>Sonntag, 10. Januar 2027, um 11 Uhr in der Stadthalle</strong>, Hauptstraße 60. Der Eintritt ist frei, die Stadthalle ist barrierefrei.</p>
<p>In ihrer Ansprache blickt die Bürgermeisterin auf das Jahr 2026 zurück und stellt die Vorhaben für 2027 vor, vom Neubau des Feuerwehrhauses Nordweil bis zum Hochwasserschutz am Mühlbach. Die Stadtkapelle umrahmt den Empfang musikalisch, im Anschluss lädt die Stadt zu Sekt und Brezeln ein. Während des Empfangs betreut das Team des Jugendhauses Kinder ab drei Jahren.</p>
<p>Höhepunkt ist die Verleihung des Ehrenamtspreises 2026. Vorschlagen können Sie Menschen aus Musterstadt, die sich in Vereinen, Nachbarschaft, Kirche oder Feuerwehr in besonderer Weise engagieren. Bitte schicken Sie Ihren Vorschlag mit einer kurzen Begründung bis <strong>Freitag, 4. Dezember 2026</strong>, an das Hauptamt, Marktplatz 1, 79999 Musterstadt, E-Mail hauptamt@musterstadt.de, Telefon +49 7641 123-21.</p>`,
    datum_von: '2026-11-20T11:00',
    datum_bis: '2027-01-10',
  },
];

const klimaschutz: SeedNews[] = [
  {
    id: 3911,
    rubrik: 'klimaschutz',
    titel: 'Förderprogramm Klimaschutz 2026: 150 Euro für das Balkonkraftwerk',
    teaser: 'Wer ein Steckersolargerät anschaffen möchte, erhält von der Stadt einen Zuschuss von 150 Euro. Der Antrag muss vor dem Kauf gestellt werden.',
    text: `<p>Sonnenstrom vom eigenen Balkon: Auch 2026 fördert die Stadt Musterstadt Steckersolargeräte, sogenannte Balkonkraftwerke, mit einem Zuschuss von pauschal 150 Euro. Gefördert werden neue Geräte mit bis zu 800 Watt Wechselrichterleistung, die an einer Wohnung oder einem Haus in Musterstadt betrieben werden. Auch Mieterinnen und Mieter können den Zuschuss beantragen.</p>
<p>Wichtig: Der Antrag muss vor dem Kauf gestellt werden. Nach der Bewilligung haben Sie sechs Monate Zeit, das Gerät zu kaufen und in Betrieb zu nehmen. Dann reichen Sie Rechnung, Foto und die Bestätigung der Registrierung im Marktstammdatenregister ein. Das städtische Förderprogramm ist in diesem Jahr mit 60.000 Euro ausgestattet; gefördert wird in der Reihenfolge der vollständigen Anträge. Gefördert werden außerdem Lastenräder, Energieberatungen sowie Entsiegelung und Dachbegrünung.</p>
<p>Antragsformulare und Beratung gibt es bei Klimaschutzmanagerin Lisa Brenner, Telefon +49 7641 123-65, E-Mail bauamt@musterstadt.de. Alle Fördersätze finden Sie unter <a href="/wirtschaft/klimaschutz-foerderprogramme/">Förderprogramme</a>.</p>`,
    datum_von: '2026-02-12T10:00',
  },
  {
    id: 3912,
    rubrik: 'klimaschutz',
    titel: 'Wärmeplan: Bürgerinformation am 15. April in der Stadthalle',
    teaser: 'Was bedeutet der kommunale Wärmeplan für mein Haus? Die Stadt lädt zu einem Informationsabend mit Fachleuten und viel Zeit für Fragen ein.',
    text: `<p>Wie heizen wir in Zukunft? Diese Frage beschäftigt viele Hauseigentümerinnen und Hauseigentümer. Die Stadt Musterstadt lädt deshalb am <strong>Mittwoch, 15. April 2026, um 19 Uhr</strong> zu einer Bürgerinformation zum kommunalen Wärmeplan in die Stadthalle ein.</p>
<p>Klimaschutzmanagerin Lisa Brenner und das Fachbüro, das den Wärmeplan erstellt hat, erklären die Ergebnisse für die einzelnen Stadtteile. Für die Kernstadt stellen sie die Machbarkeitsstudie für ein Wärmenetz vor, die in diesem Frühjahr beginnt. Für Bombach, Hecklingen und Nordweil, wo die Häuser auch künftig überwiegend einzeln beheizt werden, geht es um Wärmepumpen, Holzheizungen und Solarthermie. Eine Energieberaterin erläutert, welche Fristen das Gebäudeenergiegesetz setzt und welche Förderungen es gibt.</p>
<p>Der Wärmeplan verpflichtet niemanden zum Heizungstausch. Er gibt aber Orientierung für eigene Entscheidungen. Der Eintritt ist frei, eine Anmeldung ist nicht nötig. Wer nicht kommen kann, findet alle Informationen unter <a href="/wirtschaft/kommunaler-waermeplan/">Kommunaler Wärmeplan</a> oder nutzt die Sprechstunde der Klimaschutzmanagerin, Telefon +49 7641 123-65.</p>`,
    datum_von: '2026-03-19T10:00',
    datum_bis: '2026-04-15',
  },
  {
    id: 3913,
    rubrik: 'klimaschutz',
    titel: 'Drei-Linden-Grundschule: Sonnenstrom vom Schuldach',
    teaser: 'Auf dem Dach der Drei-Linden-Grundschule in Hecklingen liefert eine neue Photovoltaikanlage mit 75 Kilowatt Strom für Unterricht und Betreuung.',
    text: `<p>Die Drei-Linden-Grundschule in Hecklingen erzeugt ihren Strom jetzt zu einem großen Teil selbst. Auf dem Dach des Schulgebäudes ist eine Photovoltaikanlage mit 75 Kilowatt Leistung in Betrieb gegangen. Sie liefert rund 72.000 Kilowattstunden im Jahr. Was die Schule nicht selbst verbraucht, etwa in den Ferien, wird ins Netz eingespeist.</p>
<p>Besonders freuen sich die Schülerinnen und Schüler über den Bildschirm im Eingangsbereich. Dort können sie verfolgen, wie viel Strom gerade vom Dach kommt und wie viel Kohlendioxid die Anlage schon eingespart hat. Die Energiedetektive aus den vierten Klassen, die an beiden Grundschulen Temperatur und Lichtverbrauch messen, haben die Zahlen gleich in ihren Unterricht eingebaut.</p>
<p>Die Anlage ist eine von drei neuen Photovoltaikanlagen auf städtischen Dächern in diesem Jahr, neben der Stadthalle und dem Bauhof. Zusammen mit den bestehenden Anlagen erzeugt die Stadt dann rund 40 Prozent ihres Strombedarfs selbst. Mehr dazu unter <a href="/wirtschaft/klimaschutz-projekte/">Klimaschutzprojekte</a>.</p>`,
    datum_von: '2026-06-18T11:00',
  },
  {
    id: 3914,
    rubrik: 'klimaschutz',
    titel: 'Stadtradeln 2026: Über 118.000 Kilometer für das Klima',
    teaser: 'Drei Wochen lang sind 612 Radlerinnen und Radler in 41 Teams für Musterstadt in die Pedale getreten – so viele wie noch nie.',
    text: `<p>Vom 14. Juni bis 4. Juli 2026 hat Musterstadt wieder beim Stadtradeln mitgemacht. Das Ergebnis kann sich sehen lassen: 612 Radlerinnen und Radler in 41 Teams haben zusammen <strong>118.430 Kilometer</strong> zurückgelegt – gut 22.000 Kilometer mehr als im Vorjahr. Wären diese Strecken mit dem Auto gefahren worden, wären rund 19 Tonnen Kohlendioxid entstanden.</p>
<p>Das radelaktivste Team stellte die Grundschule Musterstadt mit Lehrkräften, Eltern und Kindern, die zusammen über 14.000 Kilometer sammelten. Auf Platz zwei folgte der Sportverein Nordweil, der trotz der Höhenmeter am Hochfirst kräftig in die Pedale trat, auf Platz drei das Team der Stadtverwaltung. Die fleißigste Einzelradlerin aus Bombach kam auf 1.870 Kilometer.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht hat die besten Teams am 14. Juli im Ratssaal geehrt und allen Teilnehmenden gedankt. Viele Hinweise, die während der Aktion auf der Meldeplattform eingingen, etwa zu fehlenden Abstellplätzen und Lücken im Radnetz, prüft nun das Stadtbauamt. Der neue Radweg zwischen Bombach und Hecklingen wurde in diesen drei Wochen besonders häufig genutzt.</p>`,
    datum_von: '2026-07-16T10:00',
  },
  {
    id: 3915,
    rubrik: 'klimaschutz',
    titel: 'Infoabend „Wärmepumpe im Altbau“ am 15. Oktober',
    teaser: 'Funktioniert eine Wärmepumpe auch in meinem älteren Haus? Fachleute und ein Hausbesitzer aus Hecklingen berichten im Ratssaal.',
    text: `<p>Immer mehr Musterstädterinnen und Musterstädter überlegen, ihre alte Öl- oder Gasheizung durch eine Wärmepumpe zu ersetzen. Doch viele sind unsicher: Reichen meine Heizkörper? Muss ich erst das ganze Haus dämmen? Wie laut ist das Außengerät? Antworten gibt der Infoabend „Wärmepumpe im Altbau“ am <strong>Donnerstag, 15. Oktober 2026, um 19 Uhr</strong> im Ratssaal des Rathauses.</p>
<p>Energieberaterin Petra Ehrler erklärt, wie man mit einfachen Mitteln prüft, ob ein Haus für eine Wärmepumpe geeignet ist, und welche Förderungen es gibt. Ein Heizungsbaumeister aus Musterstadt berichtet aus der Praxis, von der Planung bis zum hydraulischen Abgleich. Und ein Hausbesitzer aus Hecklingen erzählt, wie sein Haus aus den 1960er-Jahren seit zwei Wintern mit einer Wärmepumpe warm wird – und was sie ihn kostet.</p>
<p>Der Eintritt ist frei. Der Ratssaal ist über den Aufzug barrierefrei erreichbar. Damit wir genügend Stühle stellen können, bitten wir um Anmeldung bei Klimaschutzmanagerin Lisa Brenner, Telefon +49 7641 123-65 oder E-Mail bauamt@musterstadt.de. Hinweise zu Fristen und Vorschriften finden Sie unter <a href="/wirtschaft/klimaschutz-verordnungen/">Gesetze und Vorschriften</a>.</p>`,
    datum_von: '2026-09-24T11:00',
    datum_bis: '2026-10-15',
  },
  {
    id: 3916,
    rubrik: 'klimaschutz',
    titel: 'Pflanzaktion im Stadtwald: 2.000 junge Bäume für den Klimawald',
    teaser:
      'Am Samstag, 14. November, pflanzen Freiwillige gemeinsam mit dem Forst im Wiesental Weißtannen, Eichen und Elsbeeren. Helferinnen und Helfer sind willkommen.',
    text: `<p>Die trockenen Sommer und der Borkenkäfer haben dem Stadtwald zugesetzt. Auf einer 1,2 Hektar großen Fläche oberhalb des Wiesentals mussten abgestorbene Fichten gefällt werden. Dort soll nun ein klimastabiler Mischwald entstehen. Revierförster Lukas Ganter lädt alle Bürgerinnen und Bürger ein, am <strong>Samstag, 14. November 2026, von 9 bis 13 Uhr</strong> mitzuhelfen.</p>
<p>Gepflanzt werden rund 2.000 junge Bäume: Weißtannen, Traubeneichen, Douglasien und die seltene Elsbeere, die mit Hitze und Trockenheit gut zurechtkommt. Treffpunkt ist der Wanderparkplatz Wiesental. Spaten und Pflanzen stellt der Forst, bitte bringen Sie feste Schuhe, Arbeitshandschuhe und wetterfeste Kleidung mit. Kinder sind in Begleitung Erwachsener herzlich willkommen. Zum Abschluss gibt es ein Vesper an der Grillhütte.</p>
<p>Auch in den Straßen wird gepflanzt: Der Bauhof setzt in diesem Herbst 25 neue Stadtbäume, darunter hitzeverträgliche Zerr-Eichen und Hopfenbuchen, vor allem in der Kernstadt und in Bombach. Gruppen und Schulklassen, die bei der Pflanzaktion mitmachen möchten, melden sich bitte bis 10. November bei Klimaschutzmanagerin Lisa Brenner, Telefon +49 7641 123-65.</p>`,
    datum_von: '2026-10-29T11:00',
    datum_bis: '2026-11-14',
  },
  {
    id: 3917,
    rubrik: 'klimaschutz',
    titel: 'Energiebericht 2025: Städtische Gebäude brauchen weniger Energie',
    teaser:
      'Der Energiebericht für 2025 zeigt: Die Stadt hat in ihren Gebäuden weniger Wärme und Strom verbraucht. Bis zur Klimaneutralität ist es aber noch ein weiter Weg.',
    text: `<p>Klimaschutzmanagerin Lisa Brenner hat den Energiebericht 2025 für die städtischen Gebäude und Anlagen vorgelegt. Erfasst sind unter anderem Rathaus, Schulen, Kindergärten, Stadthalle, Festhalle, Bürgerhaus, Feuerwehrhäuser, Bauhof, Freibad und die Straßenbeleuchtung.</p>
<ul>
<li>Wärmeverbrauch: 5,1 Millionen Kilowattstunden, witterungsbereinigt 7 Prozent weniger als 2024</li>
<li>Stromverbrauch: 1,31 Millionen Kilowattstunden, 4 Prozent weniger als 2024</li>
<li>Treibhausgasemissionen: rund 1.700 Tonnen CO₂-Äquivalente</li>
<li>Energiekosten: rund 1,1 Millionen Euro</li>
</ul>
<p>Zu den Einsparungen beigetragen haben vor allem die LED-Straßenbeleuchtung, von der inzwischen 1.560 der rund 1.900 Leuchten umgerüstet sind, eine neue Heizungsregelung im Rathaus und der hydraulische Abgleich in der Stadthalle. Größte Verbraucher bleiben das Schulzentrum mit Sporthalle, die Stadthalle und das Freibad. Mit den neuen Photovoltaikanlagen auf Stadthalle, Bauhof und Drei-Linden-Grundschule wird die Stadt ab 2026 rund 40 Prozent ihres Strombedarfs selbst erzeugen.</p>
<p>„Wir sind auf dem richtigen Weg, aber noch nicht schnell genug“, sagt Lisa Brenner. Der größte Hebel sei die Wärme: Viele städtische Gebäude werden noch mit Öl oder Gas beheizt. Der vollständige Bericht ist im Bauamt erhältlich. Ziele und Bilanz der ganzen Stadt finden Sie unter <a href="/wirtschaft/kommunaler-klimaschutz-musterstadt/">Kommunaler Klimaschutz</a>.</p>`,
    datum_von: '2026-11-19T11:00',
  },
];

/** Nachrichten der Rubriken „buergermeister“ und „klimaschutz“. */
export const newsStadt: SeedNews[] = [...buergermeister, ...klimaschutz];
