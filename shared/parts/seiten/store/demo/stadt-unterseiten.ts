/**
 * Unterseiten der Themen im Bereich Bauen und Wirtschaft (/wirtschaft/{thema}/{slug}_{id}) und
 * Übersichtsseiten der Stadtteile Bombach, Hecklingen und Nordweil (fiktiv).
 * Die Unterseiten ergänzen die Themenseiten aus stadt-seiten.ts und greifen deren Fakten auf
 * (Stand: 21. November 2026). Ids der Unterseiten: 2601 bis 2629.
 */
import type { SeedPage } from './types';

const KLIMASCHUTZ_KONTAKT =
  '<p>Ansprechpartnerin ist Klimaschutzmanagerin Lisa Brenner, Bauamt, Rathaus 2. Obergeschoss, Zimmer 2.08, Telefon +49 7641 123-65, E-Mail bauamt@musterstadt.de.</p>';

// ---------------------------------------------------------------------------
// Klimaschutz und Energie
// ---------------------------------------------------------------------------

const klimaUnterseiten: SeedPage[] = [
  // Musterstadt regenerativ
  {
    pfad: '/wirtschaft/musterstadt-regenerativ/buergerenergiegenossenschaft-musterstadt_2601',
    titel: 'Bürgerenergiegenossenschaft Musterstadt eG',
    beschreibung: 'Gemeinsam Sonnenstrom erzeugen: wie die Bürgerenergiegenossenschaft arbeitet, was ein Anteil kostet und wie Sie Mitglied werden.',
    inhalt: `<p>Seit 2013 erzeugen Bürgerinnen und Bürger in Musterstadt gemeinsam Sonnenstrom. Die Bürgerenergiegenossenschaft Musterstadt eG pachtet geeignete Dächer von Vereinen, landwirtschaftlichen Betrieben und Unternehmen, baut dort Photovoltaikanlagen und verkauft den Strom an die Gebäudenutzer oder speist ihn ins Netz ein. So bleiben Wertschöpfung und Erträge in der Stadt.</p>
<h2>Die Genossenschaft in Zahlen</h2>
<ul>
<li>rund 640 Mitglieder aus allen vier Stadtteilen, darunter die Stadt selbst</li>
<li>21 Photovoltaikanlagen mit zusammen rund 1.350 Kilowatt Leistung</li>
<li>Jahresertrag rund 1,3 Millionen Kilowattstunden</li>
<li>größte Anlage: 310 Kilowatt auf den Hallendächern eines Sägewerks in der Kernstadt</li>
</ul>
<h2>Mitglied werden</h2>
<p>Mitglied werden können alle, die in Musterstadt wohnen oder arbeiten, außerdem Vereine und Betriebe aus der Stadt. Ein Geschäftsanteil kostet <strong>250 Euro</strong>; eine Person kann bis zu 40 Anteile zeichnen. In der Generalversammlung hat jedes Mitglied eine Stimme, unabhängig von der Zahl seiner Anteile. Über eine Dividende entscheidet die Generalversammlung jedes Jahr neu – eine feste Verzinsung gibt es nicht.</p>
<h2>Dächer gesucht</h2>
<p>Die Genossenschaft sucht weiterhin Dachflächen ab etwa 200 Quadratmetern. Eigentümerinnen und Eigentümer erhalten eine jährliche Pacht oder günstigen Strom vom eigenen Dach. Auch die Photovoltaikpflicht bei einer Dachsanierung lässt sich so erfüllen.</p>
<h2>Wind und Wärme</h2>
<p>Beim möglichen Windpark am Hochfirst soll die Genossenschaft die finanzielle Beteiligung der Bürgerinnen und Bürger bündeln; den Stand der Prüfung finden Sie unter <a href="/wirtschaft/windenergie/">Windenergie</a>. Für das geplante Wärmenetz in der Kernstadt ist ebenfalls ein genossenschaftliches Modell im Gespräch, siehe <a href="/wirtschaft/kommunaler-waermeplan/">Kommunaler Wärmeplan</a>.</p>
<h2>Kontakt</h2>
<p>Bürgerenergiegenossenschaft Musterstadt eG, Vorstand Gerhard Kienzler und Miriam Vogelbacher, E-Mail info@buergerenergie-musterstadt.example. Im Rathaus hilft Klimaschutzmanagerin Lisa Brenner, Telefon +49 7641 123-65, gerne weiter.</p>`,
  },
  {
    pfad: '/wirtschaft/musterstadt-regenerativ/wasserkraft-an-der-muehle-nordweil_2602',
    titel: 'Wasserkraft an der Mühle Nordweil',
    beschreibung: 'Die historische Mühle am Sägeweg in Nordweil erzeugt mit einer modernen Turbine wieder Strom aus Wasserkraft.',
    inhalt: `<p>Die Mühle am Sägeweg in Nordweil wurde 1780 als Säge- und Getreidemühle gebaut. Über fast zwei Jahrhunderte trieb das Wasser des Baches Mahlwerk und Sägegatter an. Seit 1998 kümmert sich der Mühlenverein Nordweil e. V. um das technische Denkmal – und seit einigen Jahren liefert die Mühle auch wieder Energie.</p>
<h2>Strom aus dem Mühlkanal</h2>
<p>Im ehemaligen Radhaus arbeitet heute eine kleine Durchströmturbine mit 11 Kilowatt Leistung. Sie nutzt das Wasser des alten Mühlkanals und erzeugt im Jahr rund <strong>45.000 Kilowattstunden</strong> Strom – so viel, wie etwa 15 Haushalte verbrauchen. Der Mühlenverein speist den Strom ins Netz ein und finanziert mit der Vergütung den Erhalt des Gebäudes.</p>
<p>Das historische Wasserrad dreht sich weiterhin bei Vorführungen. Damit Fische und Kleinlebewesen den Bach ungehindert durchwandern können, wurde neben dem Wehr eine Fischaufstiegsanlage gebaut. Eine Mindestwassermenge bleibt immer im Bachbett.</p>
<h2>Mühle erleben</h2>
<ul>
<li>Deutscher Mühlentag: Pfingstmontag, 17. Mai 2027, 10 bis 17 Uhr, mit Führungen durch das Mahlwerk und Brot aus dem Holzofen</li>
<li>Führungen für Gruppen und Schulklassen nach Vereinbarung mit dem Mühlenverein</li>
<li>Anfahrt: Sägeweg 7, Musterstadt-Nordweil; Parkplätze am Bürgerhaus, Mühlweg 4</li>
</ul>
<h2>Wasserkraft in Musterstadt</h2>
<p>Große Wasserkraftwerke gibt es im Stadtgebiet nicht, die Bäche sind dafür zu klein. Die Mühle Nordweil zeigt aber, wie historische Anlagen einen Beitrag leisten können, ohne die Natur zu beeinträchtigen. Einen Überblick über alle erneuerbaren Energien in der Stadt finden Sie unter <a href="/wirtschaft/musterstadt-regenerativ/">Musterstadt regenerativ</a>, mehr über den Stadtteil auf der Seite <a href="/musterstadt/nordweil/">Nordweil</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },

  // Förderprogramme
  {
    pfad: '/wirtschaft/klimaschutz-foerderprogramme/zuschuss-fuer-balkonkraftwerke_2603',
    titel: 'Zuschuss für Balkonkraftwerke',
    beschreibung: 'Die Stadt fördert Steckersolargeräte mit pauschal 150 Euro. Voraussetzungen, Ablauf und Tipps für Mieterinnen, Mieter und Eigentümer.',
    inhalt: `<p>Ein Steckersolargerät, oft Balkonkraftwerk genannt, besteht aus ein oder zwei Solarmodulen und einem Wechselrichter. Es wird am Balkon, an der Fassade, auf dem Garagendach oder im Garten aufgestellt und über eine Steckdose angeschlossen. Der Strom deckt einen Teil des Grundverbrauchs im Haushalt, etwa für Kühlschrank, Router und Umwälzpumpe.</p>
<h2>Die Förderung</h2>
<ul>
<li>Zuschuss: <strong>pauschal 150 Euro</strong> je Haushalt</li>
<li>gefördert werden neue, fertig gekaufte Geräte mit bis zu 800 Watt Wechselrichterleistung</li>
<li>das Gerät muss an einer Wohnung oder einem Haus in Musterstadt betrieben werden</li>
<li>der Antrag muss <strong>vor dem Kauf</strong> gestellt werden</li>
</ul>
<p>Für das gesamte städtische Förderprogramm stehen 60.000 Euro im Jahr zur Verfügung. Gefördert wird in der Reihenfolge der vollständigen Anträge.</p>
<h2>So läuft es ab</h2>
<ul>
<li>Antragsformular im Bauamt oder bei der Klimaschutzmanagerin anfordern und ausgefüllt zurückschicken</li>
<li>Bewilligung abwarten, in der Regel innerhalb von zwei Wochen</li>
<li>Gerät kaufen und innerhalb von sechs Monaten in Betrieb nehmen</li>
<li>Rechnung, ein Foto des montierten Geräts und die Bestätigung der Registrierung im Marktstammdatenregister einreichen – danach wird der Zuschuss überwiesen</li>
</ul>
<h2>Gut zu wissen</h2>
<p>Ein nach Süden ausgerichtetes Gerät mit 800 Watt erzeugt in Musterstadt rund 500 bis 700 Kilowattstunden im Jahr. Mieterinnen und Mieter sowie Wohnungseigentümer sprechen die Montage vorher mit der Vermieterin, dem Vermieter oder der Eigentümergemeinschaft ab; die Zustimmung darf nur noch in begründeten Ausnahmefällen verweigert werden. Im Sanierungsgebiet „Stadtkern II“ und an Kulturdenkmalen stimmen Sie die Gestaltung bitte mit dem Bauamt ab.</p>
<p>Über die Fortschreibung des Förderprogramms für 2027 berät der Gemeinderat am 23. März 2027. Alle weiteren Zuschüsse finden Sie unter <a href="/wirtschaft/klimaschutz-foerderprogramme/">Förderprogramme</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/klimaschutz-foerderprogramme/zuschuss-fuer-lastenraeder_2604',
    titel: 'Zuschuss für Lastenräder',
    beschreibung: 'Lastenräder und Lastenanhänger, auch mit Elektroantrieb, fördert die Stadt mit 25 Prozent des Kaufpreises, höchstens 800 Euro.',
    inhalt: `<p>Wocheneinkauf, Kinder zur Kita, Werkzeug zur Baustelle: Viele Fahrten in Musterstadt sind kürzer als fünf Kilometer und lassen sich gut mit einem Lastenrad erledigen. Die Stadt unterstützt deshalb den Kauf von Lastenrädern und Lastenanhängern.</p>
<h2>Wer wird gefördert?</h2>
<ul>
<li>Privatpersonen mit Hauptwohnsitz in Musterstadt</li>
<li>Vereine, Kirchengemeinden und gemeinnützige Einrichtungen mit Sitz in Musterstadt</li>
<li>kleine Betriebe mit Sitz in Musterstadt und bis zu zehn Beschäftigten</li>
</ul>
<h2>Höhe der Förderung</h2>
<p>Gefördert werden neue Lastenräder und Lastenanhänger, mit oder ohne Elektroantrieb, mit <strong>25 Prozent des Kaufpreises, höchstens 800 Euro</strong>. Zwei Beispiele: Für ein Lastenrad mit Elektroantrieb zu 4.200 Euro erhalten Sie 800 Euro, für einen Lastenanhänger zu 900 Euro 225 Euro. Zubehör wie Regenverdeck oder Kindersitze wird mitgefördert, wenn es auf derselben Rechnung steht.</p>
<h2>Bedingungen</h2>
<ul>
<li>Der Antrag muss vor dem Kauf gestellt werden; ein Kaufvertrag vor der Bewilligung schließt die Förderung aus.</li>
<li>Das Rad muss mindestens drei Jahre in Musterstadt genutzt werden.</li>
<li>Je Haushalt oder Betrieb wird ein Lastenrad gefördert.</li>
</ul>
<p>Nach dem Kauf reichen Sie die Rechnung und ein Foto ein, dann wird der Zuschuss ausgezahlt. Für das gesamte Förderprogramm stehen 60.000 Euro im Jahr zur Verfügung; gefördert wird in der Reihenfolge der vollständigen Anträge.</p>
<h2>Erst ausprobieren</h2>
<p>Sie sind unsicher, ob ein Lastenrad zu Ihrem Alltag passt? Das städtische Leih-Lastenrad „Mühlbach-Esel“ können Sie kostenlos für bis zu drei Tage ausleihen. Buchung in der <a href="/rathaus/fachaemter/tourist-information_58">Tourist-Information</a> am Marktplatz, Telefon +49 7641 123-17.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },

  // Klimaschutzprojekte
  {
    pfad: '/wirtschaft/klimaschutz-projekte/led-strassenbeleuchtung_2605',
    titel: 'LED-Straßenbeleuchtung',
    beschreibung:
      'Von rund 1.900 Straßenleuchten sind 1.560 auf LED umgerüstet. Bis Ende 2027 folgen die restlichen 340 – mit deutlich weniger Stromverbrauch.',
    inhalt: `<p>Die Straßenbeleuchtung war lange einer der größten Stromverbraucher der Stadt. Alte Quecksilberdampf- und Natriumdampflampen brauchten viel Energie und strahlten einen großen Teil des Lichts in den Himmel. Seit 2019 rüstet das Stadtbauamt deshalb Schritt für Schritt auf LED um.</p>
<h2>Stand der Umrüstung</h2>
<ul>
<li>Leuchten im Stadtgebiet: rund 1.900</li>
<li>bereits auf LED umgerüstet: 1.560</li>
<li>letzter Abschnitt: 340 Leuchten in Teilen der Kernstadt Süd, in Bombach und an den Außenbereichen von Nordweil, Umrüstung bis Ende 2027</li>
</ul>
<p>Den Auftrag für den letzten Abschnitt hat der Technische Ausschuss am 17. November 2026 vergeben. Die Arbeiten beginnen im Frühjahr 2027; kurzfristige Sperrungen einzelner Gehwegabschnitte kündigen wir unter <a href="/wirtschaft/baustellen/">Baustellen</a> an.</p>
<h2>Was die Umrüstung bringt</h2>
<p>Vor der Umrüstung verbrauchte die Straßenbeleuchtung rund 560.000 Kilowattstunden Strom im Jahr. Nach Abschluss werden es noch etwa 190.000 Kilowattstunden sein – rund zwei Drittel weniger. Zwischen 23 und 5 Uhr wird die Beleuchtung auf 50 Prozent gedimmt. Die Stadt spart dadurch Stromkosten von mehr als 100.000 Euro im Jahr.</p>
<h2>Gut für Insekten und den Nachthimmel</h2>
<p>Die neuen Leuchten strahlen nur nach unten und haben warmweißes Licht mit 2.700 bis 3.000 Kelvin. Das lockt deutlich weniger Insekten an und schont den Nachthimmel über dem Schwarzwald. An Fußgängerüberwegen und Bushaltestellen bleibt die Beleuchtung auch nachts hell.</p>
<h2>Defekte Leuchte?</h2>
<p>Wenn eine Straßenlaterne ausgefallen ist oder flackert, melden Sie das bitte mit der Nummer am Mast dem Stadtbauamt – Tiefbau, Telefon +49 7641 123-55, E-Mail tiefbau@musterstadt.de. Weitere Vorhaben finden Sie unter <a href="/wirtschaft/klimaschutz-projekte/">Klimaschutzprojekte</a>.</p>`,
  },
  {
    pfad: '/wirtschaft/klimaschutz-projekte/photovoltaik-auf-staedtischen-daechern_2606',
    titel: 'Photovoltaik auf städtischen Dächern',
    beschreibung: 'Rund 560 Kilowatt Solarleistung auf Schulen, Hallen und Bauhof: welche städtischen Dächer Strom erzeugen und welche als Nächstes folgen.',
    inhalt: `<p>Das Klimaschutzkonzept sieht vor, dass bis 2028 alle geeigneten städtischen Dächer mit Photovoltaik belegt sind. Der Strom wird möglichst direkt in den Gebäuden verbraucht; nur Überschüsse werden ins Netz eingespeist. Das senkt die Stromkosten der Stadt dauerhaft.</p>
<h2>Diese Anlagen sind in Betrieb</h2>
<ul>
<li>Grundschule Musterstadt, Schulstraße: 120 Kilowatt</li>
<li>Sporthalle am Schulzentrum: 50 Kilowatt</li>
<li>Feuerwehrhaus Musterstadt, Am Gerätehaus 4: 45 Kilowatt</li>
<li>Freibad, Technikgebäude: 35 Kilowatt</li>
<li>neu 2026: Stadthalle 140 Kilowatt, Bauhof 95 Kilowatt mit Batteriespeicher, Drei-Linden-Grundschule 75 Kilowatt</li>
</ul>
<p>Zusammen sind es rund <strong>560 Kilowatt</strong>. Die Anlagen erzeugen etwa 520.000 Kilowattstunden im Jahr und decken damit rund 40 Prozent des Strombedarfs der Stadtverwaltung. An der Drei-Linden-Grundschule zeigt ein Bildschirm im Eingangsbereich, wie viel Strom gerade vom Dach kommt.</p>
<h2>Die nächsten Dächer</h2>
<ul>
<li>Kindergarten Sonnenschein, Gartenstraße 20: Planung 2027</li>
<li>neues Feuerwehrhaus Nordweil: Photovoltaik von Anfang an, Fertigstellung Sommer 2028</li>
<li>weitere Dächer im Zuge anstehender Dachsanierungen</li>
</ul>
<p>Im Entwurf des Haushalts 2027 sind für Dachsanierungen und Photovoltaik an städtischen Gebäuden 0,7 Millionen Euro vorgesehen. Dächer, die für die Stadt selbst nicht wirtschaftlich sind, können an die Bürgerenergiegenossenschaft verpachtet werden.</p>
<h2>Und Ihr Dach?</h2>
<p>Auch private Dächer in Musterstadt eignen sich oft gut für Solarstrom. Beim Neubau und bei einer grundlegenden Dachsanierung gilt in Baden-Württemberg ohnehin eine Photovoltaikpflicht, siehe <a href="/wirtschaft/klimaschutz-verordnungen/">Gesetze und Vorschriften</a>. Eine kostenlose Erstberatung gibt es jeden ersten Donnerstag im Monat von 16 bis 18 Uhr im Rathaus.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },

  // Gesetze und Vorschriften
  {
    pfad: '/wirtschaft/klimaschutz-verordnungen/photovoltaikpflicht-fragen-und-antworten_2607',
    titel: 'Photovoltaikpflicht: Fragen und Antworten',
    beschreibung: 'Wann muss in Baden-Württemberg eine Solaranlage aufs Dach? Antworten auf häufige Fragen zu Neubau, Dachsanierung und Ausnahmen.',
    inhalt: `<p>In Baden-Württemberg gilt nach dem Klimaschutz- und Klimawandelanpassungsgesetz und der Photovoltaik-Pflicht-Verordnung eine Pflicht zur Installation von Photovoltaikanlagen. Hier beantworten wir die Fragen, die uns im Bauamt am häufigsten gestellt werden (Stand November 2026).</p>
<h2>Wann gilt die Pflicht?</h2>
<p>Beim Neubau von Wohn- und Nichtwohngebäuden, bei einer grundlegenden Dachsanierung bestehender Gebäude und beim Bau offener Parkplätze mit mehr als 35 Stellplätzen.</p>
<h2>Was ist eine grundlegende Dachsanierung?</h2>
<p>Wenn die Abdichtung oder die Eindeckung eines Daches vollständig erneuert wird. Reparaturen, der Austausch einzelner Ziegel oder eine reine Dämmung von innen lösen die Pflicht nicht aus.</p>
<h2>Wie groß muss die Anlage sein?</h2>
<p>In der Regel müssen mindestens 60 Prozent der geeigneten Dachfläche belegt werden. Als geeignet gelten zusammenhängende, ausreichend besonnte Flächen ab etwa 20 Quadratmetern. Solarthermie-Kollektoren auf dem Dach werden angerechnet.</p>
<h2>Muss ich die Anlage selbst betreiben?</h2>
<p>Nein. Sie können die Dachfläche auch verpachten, etwa an die Bürgerenergiegenossenschaft Musterstadt. Die Pflicht ist erfüllt, wenn die Anlage tatsächlich gebaut und betrieben wird.</p>
<h2>Gibt es Ausnahmen?</h2>
<p>Ja, zum Beispiel wenn die Anlage technisch nicht möglich ist, anderen Vorschriften widerspricht oder nur mit unverhältnismäßig hohem Aufwand errichtet werden könnte. Bei Kulturdenkmalen und im Sanierungsgebiet „Stadtkern II“ sind Solaranlagen grundsätzlich möglich; die Gestaltung wird vorher mit dem Bauamt und gegebenenfalls dem Denkmalschutz abgestimmt.</p>
<h2>Wie weise ich die Erfüllung nach?</h2>
<p>Die Erfüllung der Pflicht wird der unteren Baurechtsbehörde nachgewiesen, in der Regel mit einer Bestätigung des Installationsbetriebs und der Registrierung im Marktstammdatenregister. Welche Unterlagen zum Bauantrag gehören, steht in der Checkliste Bauvorlagen, die Sie im Bauamt erhalten.</p>
<p>Weitere Vorgaben finden Sie unter <a href="/wirtschaft/klimaschutz-verordnungen/">Gesetze und Vorschriften</a>. Verbindliche Auskünfte erteilt das <a href="/rathaus/fachaemter/bauamt_50">Bauamt</a>, Telefon +49 7641 123-50.</p>`,
  },
  {
    pfad: '/wirtschaft/klimaschutz-verordnungen/heizungstausch-und-gebaeudeenergiegesetz_2608',
    titel: 'Heizungstausch und Gebäudeenergiegesetz',
    beschreibung: 'Was das Gebäudeenergiegesetz für Ihre Heizung bedeutet: Fristen in Musterstadt, Übergangsregeln, Möglichkeiten und Beratung.',
    inhalt: `<p>Viele Hauseigentümerinnen und Hauseigentümer in Musterstadt fragen sich, was sie beim Heizungstausch beachten müssen. Diese Seite gibt einen Überblick nach derzeitiger Rechtslage (Stand November 2026). Sie ersetzt keine Energieberatung.</p>
<h2>Die wichtigsten Regeln</h2>
<ul>
<li>Neu eingebaute Heizungen müssen zu mindestens 65 Prozent mit erneuerbaren Energien betrieben werden. In Neubaugebieten gilt das seit 2024.</li>
<li>Für bestehende Gebäude in Musterstadt greift die Regel spätestens ab Juli 2028. Der kommunale Wärmeplan allein löst keine früheren Pflichten aus.</li>
<li>Funktionierende Heizungen dürfen weiter betrieben und repariert werden.</li>
<li>Geht eine Heizung irreparabel kaputt, gelten Übergangsfristen; vorübergehend ist auch eine gebrauchte oder gemietete Heizung möglich.</li>
<li>Öl- und Gaskessel mit konstanter Temperatur, die älter als 30 Jahre sind, müssen in der Regel ausgetauscht werden. Ihr Schornsteinfeger informiert Sie.</li>
</ul>
<h2>Welche Heizungen erfüllen die Vorgaben?</h2>
<p>Zum Beispiel eine Wärmepumpe, der Anschluss an ein Wärmenetz, eine Holz- oder Pelletheizung, eine Hybridheizung aus Wärmepumpe und Kessel oder eine Heizung mit Solarthermie. Wer jetzt noch eine neue Öl- oder Gasheizung einbauen möchte, muss sich vorher beraten lassen und ab 2029 steigende Anteile an Biobrennstoffen einsetzen.</p>
<h2>Was heißt das in den Stadtteilen?</h2>
<p>In der Kernstadt zwischen Rathaus, Stadthalle und Schulzentrum wird ein Wärmenetz geprüft; die Ergebnisse der Machbarkeitsstudie liegen im Sommer 2027 vor. Wer dort wohnt und die Heizung erneuern muss, sollte sich vorher beraten lassen. In Bombach, Hecklingen und Nordweil ist meist eine Wärmepumpe die wirtschaftlichste Lösung; in Bombach und Nordweil gibt es kein Erdgasnetz. Mehr unter <a href="/wirtschaft/kommunaler-waermeplan/">Kommunaler Wärmeplan</a>.</p>
<h2>Beratung und Förderung</h2>
<p>Bund und Land fördern den Heizungstausch mit Zuschüssen und zinsgünstigen Krediten; die Konditionen ändern sich häufig. Jeden ersten Donnerstag im Monat von 16 bis 18 Uhr bietet eine Energieberaterin im Rathaus kostenlose Erstgespräche an. Den Eigenanteil einer ausführlichen Vor-Ort-Beratung übernimmt die Stadt bis 300 Euro, siehe <a href="/wirtschaft/klimaschutz-foerderprogramme/">Förderprogramme</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },

  // Kommunaler Klimaschutz
  {
    pfad: '/wirtschaft/kommunaler-klimaschutz-musterstadt/energie-und-treibhausgasbilanz_2609',
    titel: 'Energie- und Treibhausgasbilanz',
    beschreibung: 'Wie viel Energie Musterstadt verbraucht und wie viele Treibhausgase dabei entstehen: die Bilanz 2024 nach Sektoren und Energieträgern.',
    inhalt: `<p>Wer Klimaschutz planen will, muss wissen, wo die Emissionen entstehen. Die Stadt lässt deshalb regelmäßig eine Energie- und Treibhausgasbilanz nach der bundesweit einheitlichen Methode für Kommunen erstellen. Grundlage sind Daten der Netzbetreiber, der Schornsteinfeger, des Landes und der Verkehrsstatistik.</p>
<h2>Die Bilanz 2024</h2>
<ul>
<li>Treibhausgasemissionen: rund <strong>71.000 Tonnen CO₂-Äquivalente</strong></li>
<li>je Einwohnerin und Einwohner: etwa 7,1 Tonnen</li>
<li>nach Verwendung: Wärme 41 Prozent, Verkehr 33 Prozent, Strom 26 Prozent</li>
<li>nach Verursachern: private Haushalte 37,5 Prozent, Gewerbe und Industrie 27 Prozent, Verkehr 33 Prozent, Stadtverwaltung 2,5 Prozent</li>
</ul>
<h2>Wärme</h2>
<p>Der Wärmebedarf liegt bei rund 118 Gigawattstunden im Jahr. Erneuerbare Energien, vor allem Holz und Wärmepumpen, decken 21 Prozent. Heizöl spielt besonders in Bombach und Nordweil eine große Rolle, weil es dort kein Erdgasnetz gibt.</p>
<h2>Strom</h2>
<p>Rund 1.150 private und gewerbliche Photovoltaikanlagen, die städtischen Anlagen und die Wasserkraft an der Mühle Nordweil erzeugen zusammen etwa 28 Prozent des Stroms, der im Stadtgebiet verbraucht wird. Ein Windpark am Hochfirst könnte diesen Anteil deutlich erhöhen.</p>
<h2>Verkehr</h2>
<p>Gut die Hälfte der Verkehrsemissionen entsteht durch Pkw-Fahrten der Einwohnerinnen und Einwohner, der Rest durch Lkw, Busse und den Durchgangsverkehr auf der Ortsdurchfahrt.</p>
<h2>Was bedeutet das für unsere Ziele?</h2>
<p>Gegenüber 1990 sind die Emissionen um gut ein Drittel gesunken. Um das Ziel von minus 65 Prozent bis 2030 zu erreichen, muss das Tempo deutlich steigen – vor allem bei der Wärme. Die Bilanz wird alle zwei Jahre fortgeschrieben; die nächste mit den Daten für 2026 erscheint voraussichtlich Ende 2027. Ziele und Maßnahmen finden Sie unter <a href="/wirtschaft/kommunaler-klimaschutz-musterstadt/">Kommunaler Klimaschutz</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },

  // Kommunaler Wärmeplan
  {
    pfad: '/wirtschaft/kommunaler-waermeplan/machbarkeitsstudie-waermenetz-kernstadt_2610',
    titel: 'Machbarkeitsstudie Wärmenetz Kernstadt',
    beschreibung: 'Kommt ein Wärmenetz für die Kernstadt? Was die Machbarkeitsstudie untersucht, wann Ergebnisse vorliegen und wie Sie Interesse anmelden.',
    inhalt: `<p>Der kommunale Wärmeplan hat die Kernstadt zwischen Rathaus, Stadthalle und Schulzentrum als Eignungsgebiet für ein Wärmenetz ausgewiesen. Ob sich ein solches Netz technisch und wirtschaftlich umsetzen lässt, untersucht seit 2026 ein Ingenieurbüro im Auftrag der Stadt. Die Studie kostet rund 96.000 Euro; die Hälfte trägt der Bund.</p>
<h2>Was wird untersucht?</h2>
<ul>
<li>Wärmequellen: Holzhackschnitzel aus dem Stadtwald, eine Großwärmepumpe am Mühlbach und Abwärme aus Betrieben</li>
<li>Trassenverlauf und Bauabschnitte, abgestimmt mit anderen Baustellen wie der Wasserleitung in der Kirchstraße</li>
<li>Wärmepreis im Vergleich zu einer Wärmepumpe oder Pelletheizung im eigenen Haus</li>
<li>Betreibermodell, zum Beispiel mit der Bürgerenergiegenossenschaft</li>
</ul>
<p>Das Untersuchungsgebiet umfasst neben den städtischen Gebäuden unter anderem Marktplatz, Kirchstraße, Mühlgasse, Schulstraße, Gartenstraße, Badstraße, Am Kurpark und die angrenzenden Abschnitte der Hauptstraße.</p>
<h2>Zeitplan</h2>
<ul>
<li>Zwischenbericht im Technischen Ausschuss: 9. März 2027</li>
<li>Vorstellung der Ergebnisse im Gemeinderat: Sommer 2027</li>
<li>danach Entscheidung, ob und in welchen Abschnitten gebaut wird</li>
</ul>
<p>Frühestens 2029 könnten erste Gebäude angeschlossen werden – vorausgesetzt, der Gemeinderat beschließt den Bau.</p>
<h2>Interesse unverbindlich anmelden</h2>
<p>Ein Wärmenetz lohnt sich nur, wenn genügend Gebäude angeschlossen werden. Eigentümerinnen und Eigentümer im Untersuchungsgebiet können ihr Interesse deshalb bis 31. Januar 2027 mit einem kurzen Fragebogen unverbindlich anmelden. Den Fragebogen erhalten Sie im Bauamt. Ihre Angaben zu Heizung, Baujahr und Verbrauch helfen, das Netz richtig zu planen, und werden nur für die Studie verwendet.</p>
<p>Alle Ergebnisse des Wärmeplans finden Sie unter <a href="/wirtschaft/kommunaler-waermeplan/">Kommunaler Wärmeplan</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/kommunaler-waermeplan/heizen-in-bombach-hecklingen-und-nordweil_2611',
    titel: 'Heizen in Bombach, Hecklingen und Nordweil',
    beschreibung: 'Außerhalb der Kernstadt ist kein Wärmenetz geplant. Welche Lösungen der Wärmeplan für die Stadtteile und Außenbereiche empfiehlt.',
    inhalt: `<p>Der kommunale Wärmeplan zeigt: In Bombach, Hecklingen, Nordweil und den Außenbereichen stehen die Häuser für ein Wärmenetz meist zu weit auseinander. Hier werden Gebäude auch künftig überwiegend einzeln beheizt. Das heißt aber nicht, dass alles bleibt, wie es ist – viele Häuser werden heute noch mit Heizöl beheizt, in Bombach und Nordweil gibt es kein Erdgasnetz.</p>
<h2>Welche Lösungen passen?</h2>
<ul>
<li><strong>Luft-Wasser-Wärmepumpe:</strong> für die meisten Häuser die wirtschaftlichste Lösung, auch in älteren Gebäuden, wenn Heizkörper und Dämmung passen.</li>
<li><strong>Erdwärme:</strong> besonders effizient. Erdwärmesonden brauchen eine wasserrechtliche Erlaubnis des Landratsamts; in den Wasserschutzgebieten am Hochfirst sind sie nicht oder nur eingeschränkt zulässig.</li>
<li><strong>Holz und Pellets:</strong> sinnvoll vor allem für Höfe und Häuser mit eigenem Wald oder hohem Wärmebedarf, etwa in Nordweil.</li>
<li><strong>Solarthermie:</strong> als Ergänzung für Warmwasser und Heizung in der Übergangszeit.</li>
<li><strong>Gemeinsame Lösungen:</strong> Nachbarschaften oder Höfe können sich zu kleinen Nahwärmenetzen zusammenschließen. Die Stadt berät gern bei den ersten Schritten.</li>
</ul>
<h2>Schritt für Schritt vorgehen</h2>
<p>Bevor die Heizung getauscht wird, lohnt ein Blick auf das ganze Haus. Ein Sanierungsfahrplan zeigt, in welcher Reihenfolge Dämmung, Fenster und Heizung sinnvoll erneuert werden. Den Eigenanteil für die Vor-Ort-Energieberatung übernimmt die Stadt bis 300 Euro, siehe <a href="/wirtschaft/klimaschutz-foerderprogramme/">Förderprogramme</a>. Welche gesetzlichen Fristen gelten, erfahren Sie unter <a href="/wirtschaft/klimaschutz-verordnungen/">Gesetze und Vorschriften</a>.</p>
<h2>Sprechstunde zum Wärmeplan</h2>
<p>Die Klimaschutzmanagerin bietet eine Sprechstunde zum Wärmeplan an, auf Wunsch auch in den Ortsverwaltungen. Bringen Sie gern Ihre letzte Heizkostenabrechnung und das Baujahr Ihrer Heizung mit. Außerdem berät jeden ersten Donnerstag im Monat von 16 bis 18 Uhr eine Energieberaterin kostenlos im Rathaus.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },

  // Windenergie
  {
    pfad: '/wirtschaft/windenergie/windpark-hochfirst-planungsstand_2612',
    titel: 'Windpark Hochfirst: Planungsstand',
    beschreibung: 'Windmessung abgeschlossen, Entscheidung 2027: der aktuelle Stand und die nächsten Schritte beim möglichen Windpark am Hochfirst.',
    inhalt: `<p>Der Hochfirst nördlich von Nordweil ist im Regionalplan als Vorranggebiet für Windenergie vorgesehen. Ein Großteil der Fläche gehört der Stadt. Im Juli 2025 hat der Gemeinderat mit 15 zu 6 Stimmen beschlossen, die Eignung prüfen zu lassen, bevor über eine Verpachtung entschieden wird.</p>
<h2>Was bisher geschah</h2>
<ul>
<li>Juli 2025: Gemeinderat beschließt die Prüfung</li>
<li>ab Herbst 2025: Windmessung mit einem LiDAR-Gerät über zwölf Monate, Kartierung von Brutvögeln und Fledermäusen</li>
<li>Herbst 2026: Windmessung abgeschlossen, Auswertung läuft</li>
</ul>
<h2>Vorläufige Ergebnisse</h2>
<p>Nach der vorläufigen Auswertung weht der Wind in 160 Metern Höhe im Mittel mit rund 6,3 Metern je Sekunde. Möglich wären bis zu drei Anlagen mit zusammen rund <strong>21 Megawatt</strong>. Sie könnten jährlich etwa 45 Millionen Kilowattstunden Strom erzeugen – mehr, als alle Musterstädter Haushalte verbrauchen. Die möglichen Standorte liegen mindestens 1.000 Meter von Wohnhäusern entfernt, auch von den Einzelhöfen. Die Gutachten zu Vögeln, Fledermäusen, Schall und Sichtbarkeit werden derzeit fertiggestellt.</p>
<h2>Die nächsten Schritte</h2>
<ul>
<li>4. März 2027: Sachstand im Ortschaftsrat Nordweil</li>
<li>Mittwoch, 14. April 2027, 19 Uhr: Infoabend im Bürgerhaus Nordweil mit allen Gutachten</li>
<li>27. April 2027: Beratung im Gemeinderat über einen Grundsatzbeschluss</li>
<li>danach, bei Zustimmung: Ausschreibung der Verpachtung mit der Pflicht, die Bürgerinnen und Bürger finanziell zu beteiligen</li>
<li>anschließend Genehmigungsverfahren nach dem Bundes-Immissionsschutzgesetz beim Landratsamt</li>
</ul>
<p>Wenn alles nach Plan verläuft, könnten sich die Rotoren frühestens 2030 drehen.</p>
<h2>Was die Stadt davon hat</h2>
<p>Neben der Pacht erhält die Stadt nach dem Erneuerbare-Energien-Gesetz bis zu 0,2 Cent je erzeugter Kilowattstunde, bei 45 Millionen Kilowattstunden also rund 90.000 Euro im Jahr. Das Geld soll Projekten in Nordweil und im ganzen Stadtgebiet zugutekommen. Antworten auf häufige Fragen finden Sie auf der Seite <a href="/wirtschaft/windenergie/">Windenergie</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
  {
    pfad: '/wirtschaft/windenergie/fragen-und-antworten-zur-windenergie_2613',
    titel: 'Fragen und Antworten zur Windenergie',
    beschreibung: 'Wie hoch, wie laut, wie viel Wald? Antworten auf die häufigsten Fragen zum möglichen Windpark am Hochfirst.',
    inhalt: `<p>Seit der Gemeinderat die Prüfung eines Windparks am Hochfirst beschlossen hat, erreichen uns viele Fragen. Die wichtigsten beantworten wir hier. Die Antworten beruhen auf dem Planungsstand vom November 2026.</p>
<h2>Wie groß wären die Anlagen?</h2>
<p>Moderne Anlagen mit rund 7 Megawatt haben eine Nabenhöhe von etwa 160 Metern und einen Rotordurchmesser von rund 170 Metern. Die Gesamthöhe liegt damit bei etwa 245 Metern. Welche Anlage gebaut würde, entscheidet sich erst im Genehmigungsverfahren.</p>
<h2>Wie laut wird es?</h2>
<p>Für Wohnhäuser gelten strenge Grenzwerte; im Außenbereich dürfen nachts höchstens 45 dB(A) ankommen, in Wohngebieten 40 dB(A). Bei mindestens 1.000 Metern Abstand werden diese Werte nach den bisherigen Berechnungen deutlich unterschritten.</p>
<h2>Und der Schattenwurf?</h2>
<p>Ein Haus darf höchstens 30 Stunden im Jahr und 30 Minuten am Tag vom Schatten der Rotoren betroffen sein. Eine Abschaltautomatik sorgt dafür, dass diese Werte eingehalten werden.</p>
<h2>Wie viel Wald geht verloren?</h2>
<p>Je Anlage werden dauerhaft etwa 0,5 Hektar für Fundament, Kranstellfläche und Zuwegung benötigt, während der Bauzeit etwas mehr. Die Zufahrt soll über bestehende Waldwege erfolgen. Jeder gerodete Quadratmeter wird an anderer Stelle mit klimastabilem Mischwald wieder aufgeforstet.</p>
<h2>Was ist mit Vögeln und Fledermäusen?</h2>
<p>Rotmilan, Wespenbussard und Fledermäuse wurden ein Jahr lang kartiert. Für Fledermäuse sind in warmen Sommernächten voraussichtlich Abschaltzeiten nötig. Die Gutachten werden beim Infoabend am 14. April 2027 vorgestellt.</p>
<h2>Blinken die Anlagen nachts?</h2>
<p>Nur wenn ein Flugzeug in der Nähe ist. Neue Anlagen müssen eine bedarfsgesteuerte Nachtkennzeichnung haben.</p>
<h2>Kann ich weiter auf dem Hochfirst wandern?</h2>
<p>Ja. Die Hochfirst-Runde und der Winterwanderweg bleiben erhalten. Während der Bauzeit kann es kurze Sperrungen geben. Bei Eisansatz stehen die Rotoren still; Warnschilder weisen darauf hin.</p>
<h2>Wie kann ich mich beteiligen?</h2>
<p>Finanziell über die Bürgerenergiegenossenschaft Musterstadt eG, inhaltlich beim Infoabend und in den öffentlichen Sitzungen. Den Zeitplan finden Sie unter <a href="/wirtschaft/windenergie/">Windenergie</a>.</p>
${KLIMASCHUTZ_KONTAKT}`,
  },
];

// ---------------------------------------------------------------------------
// Umwelt: Starkregen und Lärm
// ---------------------------------------------------------------------------

const umweltUnterseiten: SeedPage[] = [
  {
    pfad: '/wirtschaft/starkregen/starkregengefahrenkarte_2614',
    titel: 'Starkregengefahrenkarte',
    beschreibung: 'Wo sammelt sich bei Starkregen das Wasser? Was die Gefahrenkarten zeigen, wann sie vorliegen und wie Sie Ihren Kartenausschnitt erhalten.',
    inhalt: `<p>Starkregen kann überall auftreten, auch weit weg von Bächen. Wasser sucht sich dann den kürzesten Weg bergab – über Felder, Straßen und Hofeinfahrten. Die Starkregengefahrenkarten zeigen, welche Wege das sind und wo es gefährlich werden kann. Ein Ingenieurbüro hat sie im Auftrag der Stadt nach dem Leitfaden des Landes berechnet; das Land fördert das Starkregenrisikomanagement mit 70 Prozent.</p>
<h2>Was zeigen die Karten?</h2>
<p>Die Karten gibt es für drei Szenarien:</p>
<ul>
<li><strong>seltenes Ereignis:</strong> ein Starkregen, wie er statistisch etwa alle 30 Jahre vorkommt</li>
<li><strong>außergewöhnliches Ereignis:</strong> etwa alle 100 Jahre</li>
<li><strong>extremes Ereignis:</strong> ein sehr heftiger Gewitterregen mit deutlich mehr als 100 Litern je Quadratmeter in einer Stunde</li>
</ul>
<p>Für jedes Szenario sind die Überflutungstiefe, die Fließgeschwindigkeit und die Fließrichtung dargestellt. Blaue Flächen zeigen, wie hoch das Wasser steht; Pfeile zeigen, wohin es fließt. Besonders gefährlich sind Stellen, an denen Wasser schnell fließt, etwa in steilen Straßen in Bombach und am Rand der Kernstadt.</p>
<h2>Wann liegen die Karten vor?</h2>
<p>Die Karten werden am 2. Februar 2027 im Technischen Ausschuss öffentlich vorgestellt. Danach können Sie sie im Bauamt einsehen. Grundstückseigentümerinnen und -eigentümer erhalten auf Wunsch einen Ausschnitt für ihr Grundstück kostenlos per E-Mail. Das Handlungskonzept mit weiteren Maßnahmen der Stadt berät der Gemeinderat im April 2027.</p>
<h2>Wie lese ich meinen Ausschnitt?</h2>
<p>Liegt Ihr Haus in einem blau markierten Bereich oder führt ein Fließweg direkt darauf zu, sollten Sie prüfen, wo Wasser eindringen kann: Lichtschächte, Kellertreppen, Tiefgaragen und bodentiefe Türen. Hinweise dazu gibt die Seite <a href="/wirtschaft/starkregen/">Starkregen und Hochwasser</a>.</p>
<p>Kartenausschnitte und Beratung: Stadtbauamt – Tiefbau, Dr. Jan Heitzmann, Telefon +49 7641 123-51, E-Mail tiefbau@musterstadt.de.</p>`,
  },
  {
    pfad: '/wirtschaft/starkregen/objektschutz-fuer-hausbesitzer_2615',
    titel: 'Objektschutz für Hausbesitzer',
    beschreibung: 'Rückstau, Lichtschächte, Kellertüren: wie Sie Ihr Haus mit oft einfachen Mitteln vor Starkregen und Überflutung schützen.',
    inhalt: `<p>Beim Unwetter im Juni 2024 liefen in Bombach und in der Kernstadt zahlreiche Keller voll. Oft kam das Wasser nicht durch die Tür, sondern aus dem Kanal oder durch Lichtschächte. Viele Schäden lassen sich mit überschaubarem Aufwand vermeiden.</p>
<h2>Schutz vor Rückstau aus dem Kanal</h2>
<p>Bei Starkregen ist der Kanal schnell voll, das Wasser drückt dann durch Bodenabläufe, Duschen und Toiletten im Keller ins Haus. Nach der Abwassersatzung müssen sich Grundstückseigentümerinnen und -eigentümer selbst gegen Rückstau schützen.</p>
<ul>
<li>Alle Abläufe unterhalb der Straßenoberkante brauchen einen Rückstauverschluss oder eine Hebeanlage.</li>
<li>Rückstauverschlüsse müssen regelmäßig gewartet werden, am besten zweimal im Jahr.</li>
<li>Lassen Sie Ihre Hausentwässerung von einem Fachbetrieb prüfen.</li>
</ul>
<h2>Schutz vor Oberflächenwasser</h2>
<ul>
<li>Lichtschächte und Kellerfenster mit Aufkantungen von mindestens 15 Zentimetern oder druckdichten Fenstern sichern</li>
<li>Kellertreppen, Garagen und Tiefgarageneinfahrten mit einer kleinen Schwelle, Rinne oder mobilen Dammbalken schützen</li>
<li>Gelände rund ums Haus so gestalten, dass Wasser vom Gebäude weg fließt</li>
<li>Regenwasser in Mulden oder Zisternen zurückhalten – das senkt zudem die Niederschlagswassergebühr</li>
</ul>
<h2>Im Keller</h2>
<ul>
<li>Heizöltanks gegen Aufschwimmen sichern</li>
<li>Wertvolles und Unterlagen nicht auf dem Kellerboden lagern</li>
<li>Stromverteiler und Heizungssteuerung möglichst hoch anbringen</li>
</ul>
<h2>Versicherung und Verhalten im Ernstfall</h2>
<p>Prüfen Sie, ob Ihre Wohngebäude- und Hausratversicherung Elementarschäden abdeckt. Betreten Sie bei Starkregen keine überfluteten Keller – es besteht Lebensgefahr durch Strom und Wasserdruck. Bei Gefahr wählen Sie den Notruf 112.</p>
<p>Wo sich bei Starkregen Wasser sammelt, zeigt die <a href="/wirtschaft/starkregen/">Starkregengefahrenkarte</a>. Auf Wunsch schaut sich ein Mitarbeiter des Stadtbauamts Ihr Grundstück an: Stadtbauamt – Tiefbau, Telefon +49 7641 123-51.</p>`,
  },
  {
    pfad: '/wirtschaft/starkregen/hochwasserrueckhaltebecken-muehlbach_2616',
    titel: 'Hochwasserrückhaltebecken Mühlbach',
    beschreibung: 'Oberhalb von Bombach entsteht bis 2028 ein Rückhaltebecken für 42.000 Kubikmeter Wasser. Bauablauf, Kosten und Umleitungen.',
    inhalt: `<p>Das Hochwasser vom Juni 2024 hat gezeigt, wie verwundbar Bombach und die Kernstadt am Mühlbach sind. Rund 800 Meter oberhalb von Bombach baut die Stadt deshalb ein Hochwasserrückhaltebecken. Es schützt beide Ortslagen künftig vor einem hundertjährlichen Hochwasser.</p>
<h2>So funktioniert das Becken</h2>
<p>Ein 6,5 Meter hoher Erddamm quert die Talaue. Im Normalfall fließt der Mühlbach ungehindert durch einen Durchlass im Damm, die Wiesen werden weiter landwirtschaftlich genutzt. Bei Starkregen begrenzt ein Drosselschieber den Abfluss: Bis zu <strong>42.000 Kubikmeter</strong> Wasser werden zurückgehalten und langsam an den Bach abgegeben.</p>
<h2>Bauablauf</h2>
<ul>
<li>Oktober bis November 2026: Baustelleneinrichtung, Rodung und Baustraße – abgeschlossen</li>
<li>November 2026 bis März 2027: Erdarbeiten und erster Abschnitt des Damms</li>
<li>April bis Oktober 2027: Durchlassbauwerk mit Drosselschieber</li>
<li>November 2027 bis Februar 2028: zweiter Dammabschnitt und Unterhaltungsweg</li>
<li>März und April 2028: Renaturierung des Bachlaufs und Ausgleichspflanzungen</li>
</ul>
<h2>Kosten</h2>
<p>Das Becken kostet rund 3,4 Millionen Euro. Das Land fördert den Bau mit 70 Prozent. Im Entwurf des Haushalts 2027 sind dafür 2,3 Millionen Euro eingeplant.</p>
<h2>Umleitung und Parken</h2>
<p>Der Feldweg im Mühlbachtal ist ab dem Ortsende Bombach (Bachstraße) gesperrt. Zu Fuß und mit dem Rad geht es ausgeschildert über den Rebweg und den Weinbergweg, der Umweg beträgt etwa 600 Meter. Der Wanderparkplatz am Ende der Bachstraße entfällt; bitte parken Sie an der Festhalle Bombach, Hauptstraße 48. Der Baustellenverkehr fährt nicht durch die Ortsmitte.</p>
<p>Den aktuellen Stand finden Sie unter <a href="/wirtschaft/baustellen/">Baustellen</a>. Bei der Sitzung des Technischen Ausschusses am 4. Mai 2027 ist um 17 Uhr eine öffentliche Baustellenbesichtigung geplant. Ansprechpartner: Stadtbauamt – Tiefbau, Telefon +49 7641 123-51. Mehr über den Stadtteil lesen Sie auf der Seite <a href="/musterstadt/bombach/">Bombach</a>.</p>`,
  },
  {
    pfad: '/wirtschaft/laermaktionsplan/massnahmen-und-beteiligung_2617',
    titel: 'Lärmaktionsplan: Maßnahmen und Beteiligung',
    beschreibung: 'Tempo 30 nachts, leiser Asphalt, Schallschutzfenster: die geplanten Maßnahmen im Detail und wie Sie Ihre Stellungnahme abgeben.',
    inhalt: `<p>Der Lärmaktionsplan der Stufe 4 konzentriert sich auf die Ortsdurchfahrt, wo die Lärmkartierung des Landes die höchsten Belastungen zeigt: die Hauptstraße zwischen Stadthalle und Bombacher Straße und die Bombacher Straße bis zum Gewerbegebiet. Rund 420 Menschen wohnen dort an Gebäuden, an denen nachts mehr als 55 dB(A) erreicht werden. Werte in dieser Höhe können auf Dauer Schlaf und Gesundheit beeinträchtigen.</p>
<h2>Die Maßnahmen im Einzelnen</h2>
<ul>
<li><strong>Tempo 30 nachts:</strong> Zwischen 22 und 6 Uhr soll auf der Hauptstraße zwischen Stadthalle und Bombacher Straße Tempo 30 gelten. Das senkt den Lärm um etwa 2 bis 3 dB(A) – für das Ohr so, als wäre nur noch gut die Hälfte des Verkehrs unterwegs. Die Anordnung trifft das Ordnungsamt als Straßenverkehrsbehörde nach dem Beschluss des Plans.</li>
<li><strong>Lärmarmer Asphalt:</strong> Bei der nächsten Deckenerneuerung der Bombacher Straße wird ein lärmmindernder Belag eingebaut.</li>
<li><strong>Schallschutzfenster:</strong> Im Sanierungsgebiet „Stadtkern II“ werden Schallschutzfenster an der Hauptstraße gefördert, siehe <a href="/wirtschaft/sanierungsprogramm/">Sanierungsprogramm</a>.</li>
<li><strong>Weniger Autoverkehr:</strong> bessere Busverbindungen und sichere Radwege, etwa der 2026 eröffnete Radweg zwischen Bombach und Hecklingen</li>
</ul>
<h2>Zeitplan und Beteiligung</h2>
<ul>
<li>23. Februar 2027: Gemeinderat berät über die Billigung des Entwurfs</li>
<li>8. März bis 9. April 2027: öffentliche Auslegung im Bauamt</li>
<li>25. Mai 2027: vorgesehener Beschluss des Lärmaktionsplans</li>
</ul>
<p>Während der Auslegung können alle eine Stellungnahme abgeben – schriftlich an das Bauamt, Marktplatz 1, 79999 Musterstadt, oder per E-Mail an bauamt@musterstadt.de. Bitte nennen Sie Ihre Anschrift, damit wir Ihre Hinweise räumlich zuordnen können. Jede Stellungnahme wird ausgewertet; der Gemeinderat wägt sie vor dem Beschluss ab.</p>
<p>Die Grundlagen des Plans finden Sie unter <a href="/wirtschaft/laermaktionsplan/">Lärmaktionsplan</a>. Auskunft gibt das <a href="/rathaus/fachaemter/bauamt_50">Bauamt</a>, Telefon +49 7641 123-50.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Müllabfuhr
// ---------------------------------------------------------------------------

const abfallUnterseiten: SeedPage[] = [
  {
    pfad: '/wirtschaft/muellabfuhr/sperrmuell-anmelden_2618',
    titel: 'Sperrmüll anmelden',
    beschreibung: 'Zweimal im Jahr holt die Müllabfuhr Sperrmüll bis 3 Kubikmeter ab. So melden Sie die Abholung mit der Sperrmüllkarte an.',
    inhalt: `<p>Möbel, Matratzen und Teppiche, die nicht in die Restmülltonne passen, werden in Musterstadt als Sperrmüll an der Straße abgeholt. Jeder Haushalt kann die Abholung <strong>zweimal im Jahr</strong> anmelden; die Kosten sind mit der Abfallgebühr abgegolten.</p>
<h2>So melden Sie an</h2>
<ul>
<li>Holen Sie sich eine Sperrmüllkarte im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> im Rathaus oder in Ihrer Ortsverwaltung in Bombach, Hecklingen oder Nordweil.</li>
<li>Tragen Sie Name, Anschrift, Telefonnummer und die Gegenstände ein.</li>
<li>Geben Sie die Karte im Bürgerbüro oder in der Ortsverwaltung ab oder schicken Sie sie portofrei an das Abfuhrunternehmen – spätestens zwei Wochen vor dem gewünschten Termin.</li>
<li>Den Abholtermin erhalten Sie etwa eine Woche vorher schriftlich.</li>
</ul>
<h2>Was ist Sperrmüll?</h2>
<p>Zum Sperrmüll gehören Gegenstände aus dem Haushalt, die auch zerkleinert nicht in die Tonne passen: Schränke, Tische, Stühle, Sofas, Matratzen, Lattenroste, Teppiche, Koffer und große Spielgeräte. Je Abholung sind bis zu 3 Kubikmeter erlaubt.</p>
<p><strong>Nicht</strong> zum Sperrmüll gehören Elektrogeräte, Bauschutt, Altholz aus Umbauten wie Türen, Fenster und Parkett, Sanitärkeramik, Autoreifen, Farben und Lacke. Elektrogeräte, Altholz und Bauschutt in kleinen Mengen nimmt der Recyclinghof im Gewerbegebiet Mattenäcker an, Farben und Lacke das Schadstoffmobil am 16. und 17. April sowie am 15. und 16. Oktober 2027.</p>
<h2>Bereitstellen</h2>
<ul>
<li>Stellen Sie den Sperrmüll am Abend vor dem Abholtag ab 18 Uhr gut sichtbar an den Straßenrand.</li>
<li>Gehwege und Einfahrten müssen frei bleiben; Glas aus Schränken bitte vorher ausbauen.</li>
<li>Kleinteile in Kartons oder gebündelt bereitlegen, nicht in Säcken.</li>
</ul>
<p>Wer etwas Gut Erhaltenes abgeben möchte, kann es an Nachbarn weitergeben oder sozialen Kaufhäusern in der Region anbieten – das spart Müll. Alle Abfuhrtermine finden Sie im <a href="/wirtschaft/abfallkalender/">Abfallkalender</a>, weitere Informationen unter <a href="/wirtschaft/muellabfuhr/">Müllabfuhr</a>. Fragen beantwortet das Bürgerbüro, Telefon +49 7641 123-49.</p>`,
  },
  {
    pfad: '/wirtschaft/muellabfuhr/recyclinghof-mattenaecker_2619',
    titel: 'Recyclinghof Mattenäcker',
    beschreibung: 'Glas, Metall, Altholz, Elektrogeräte und mehr: Öffnungszeiten, angenommene Abfälle und Hinweise zum Recyclinghof in der Industriestraße 30.',
    inhalt: `<p>Der Recyclinghof des Landkreises im Gewerbegebiet Mattenäcker ist die Anlaufstelle für Wertstoffe, die nicht in die Tonnen oder den Gelben Sack gehören. Er steht allen Haushalten aus Musterstadt offen.</p>
<h2>Anschrift und Öffnungszeiten</h2>
<p>Industriestraße 30, Gewerbegebiet Mattenäcker, 79999 Musterstadt</p>
<ul>
<li>Mittwoch: 14 bis 18 Uhr</li>
<li>Freitag: 14 bis 18 Uhr</li>
<li>Samstag: 9 bis 13 Uhr</li>
</ul>
<p>An gesetzlichen Feiertagen ist der Recyclinghof geschlossen. Samstags ist es oft voll; wer kann, kommt besser am Mittwoch- oder Freitagnachmittag.</p>
<h2>Das wird kostenlos angenommen</h2>
<ul>
<li>Altglas nach Farben, Flachglas in kleinen Mengen</li>
<li>Metallschrott, Fahrräder, Kochtöpfe</li>
<li>Elektro- und Elektronikgeräte aller Art, Energiesparlampen, Batterien</li>
<li>Papier und Kartonagen in größeren Mengen</li>
<li>Styropor (nur weiß und sauber), Korken, CDs, Druckerpatronen</li>
<li>Alttextilien und Schuhe in Säcken</li>
</ul>
<h2>Gegen Gebühr</h2>
<p>Altholz wie Türen, Fenster ohne Glas und Möbelteile sowie Bauschutt aus dem Haushalt werden in haushaltsüblichen Mengen bis zu einem Kubikmeter gegen eine geringe Gebühr angenommen. Die Preise hängen am Recyclinghof aus.</p>
<h2>Was wird nicht angenommen?</h2>
<ul>
<li>Restmüll und Bioabfall</li>
<li>Farben, Lacke, Lösungsmittel und Chemikalien – bitte zum Schadstoffmobil am 16. und 17. April oder 15. und 16. Oktober 2027</li>
<li>asbesthaltige Baustoffe und größere Mengen Bauschutt</li>
<li>Grünschnitt – den nimmt der Bauhof, Gewerbestraße 12, von März bis November samstags von 9 bis 13 Uhr an</li>
</ul>
<p>Bitte sortieren Sie Ihre Abfälle schon zu Hause vor, das verkürzt die Wartezeit. Das Personal vor Ort hilft bei Fragen gern weiter. Abfuhrtermine für Tonnen und Säcke finden Sie im <a href="/wirtschaft/abfallkalender/">Abfallkalender</a>, alles Weitere unter <a href="/wirtschaft/muellabfuhr/">Müllabfuhr</a>. Fragen zur Entsorgung beantwortet auch das Bürgerbüro, Telefon +49 7641 123-49.</p>`,
  },
  {
    pfad: '/wirtschaft/muellabfuhr/abfallgebuehren_2620',
    titel: 'Abfallgebühren',
    beschreibung: 'Wie sich die Abfallgebühr in Musterstadt zusammensetzt, was die Tonnen im Jahr kosten und wie Sie die Tonnengröße ändern.',
    inhalt: `<p>Die Abfallgebühren werden von der Stadt erhoben; den Gebührenbescheid erhalten Sie zu Beginn des Jahres, bei Änderungen während des Jahres einen neuen Bescheid. Die Gebühren finanzieren die Abfuhr aller Tonnen, die Sperrmüll- und Grünschnittsammlungen, das Schadstoffmobil und den Recyclinghof.</p>
<h2>So setzt sich die Gebühr zusammen</h2>
<p>Die Gebühr besteht aus einer <strong>Grundgebühr je Haushalt</strong> und einer <strong>Behältergebühr</strong>, die sich nach der Größe Ihrer Rest- und Biotonne richtet. Papiertonne und Gelber Sack kosten nichts extra.</p>
<ul>
<li>Grundgebühr je Haushalt: 52 Euro im Jahr</li>
<li>Restmülltonne 60 Liter: 84 Euro im Jahr</li>
<li>Restmülltonne 120 Liter: 156 Euro im Jahr</li>
<li>Restmülltonne 240 Liter: 300 Euro im Jahr</li>
<li>Biotonne 40 Liter: 30 Euro im Jahr</li>
<li>Biotonne 120 Liter: 66 Euro im Jahr</li>
</ul>
<p>Ein Beispiel: Eine vierköpfige Familie mit einer 120-Liter-Restmülltonne und einer 40-Liter-Biotonne zahlt 238 Euro im Jahr, also knapp 20 Euro im Monat.</p>
<h2>Fälligkeit</h2>
<p>Die Gebühr wird in vier Raten am 15. Februar, 15. Mai, 15. August und 15. November fällig. Am bequemsten ist ein SEPA-Lastschriftmandat, das Sie im Steueramt erhalten.</p>
<h2>Tonne ändern</h2>
<p>Mit dem Formular „Änderung der Abfallbehälter“ können Sie Tonnen bestellen, tauschen oder abmelden. Ein Tausch der Größe ist einmal im Jahr gebührenfrei, beschädigte Tonnen werden kostenlos ersetzt. Wer alle Bioabfälle selbst kompostiert, kann die Biotonne mit einer Erklärung zur Eigenkompostierung abmelden. Die Gebühr wird ab dem Folgemonat angepasst.</p>
<h2>Kontakt</h2>
<p><a href="/rathaus/fachaemter/steueramt_48">Steueramt</a>, Selin Arslan, Sachbearbeitung Wasser-, Abwasser- und Abfallgebühren, Rathaus 1. Obergeschoss, Zimmer 1.17, Telefon +49 7641 123-34, E-Mail steueramt@musterstadt.de.</p>
<p>Abfuhrtermine finden Sie im <a href="/wirtschaft/abfallkalender/">Abfallkalender</a>, alles rund um Tonnen, Sperrmüll und Recyclinghof unter <a href="/wirtschaft/muellabfuhr/">Müllabfuhr</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Stadtentwicklung, Sanierung, Standort, Versorgung und Wirtschaftsförderung
// ---------------------------------------------------------------------------

const wirtschaftUnterseiten: SeedPage[] = [
  {
    pfad: '/wirtschaft/sanierungsprogramm/modernisierung-schritt-fuer-schritt_2621',
    titel: 'Modernisierung im Sanierungsgebiet Schritt für Schritt',
    beschreibung: 'Vom ersten Gespräch bis zur Auszahlung: wie Sie im Sanierungsgebiet „Stadtkern II“ einen Zuschuss für Ihr Gebäude erhalten.',
    inhalt: `<p>Wer im Sanierungsgebiet „Stadtkern II“ rund um Marktplatz, Kirchstraße und Mühlgasse ein Gebäude modernisiert, kann einen Zuschuss von <strong>35 Prozent der förderfähigen Kosten</strong> erhalten – höchstens 40.000 Euro je Gebäude, bei Kulturdenkmalen bis 50.000 Euro. Bund, Land und Stadt stellen dafür bis 2031 insgesamt 1,8 Millionen Euro bereit.</p>
<h2>Zwei Rechenbeispiele</h2>
<ul>
<li>Fachwerkhaus in der Mühlgasse, kein Kulturdenkmal: förderfähige Kosten 80.000 Euro, Zuschuss 28.000 Euro</li>
<li>Kulturdenkmal am Marktplatz: förderfähige Kosten 150.000 Euro, rechnerisch 52.500 Euro, Zuschuss höchstens 50.000 Euro</li>
</ul>
<h2>Der Weg zum Zuschuss</h2>
<ul>
<li><strong>Erstberatung:</strong> Vereinbaren Sie ein kostenloses Gespräch mit dem Bauamt und dem Sanierungsträger, der Stadtsanierung Oberrhein GmbH. Ihre Sprechstunde ist jeden zweiten Dienstag im Rathaus.</li>
<li><strong>Besichtigung:</strong> Der Sanierungsträger sieht sich das Gebäude an und klärt, welche Maßnahmen förderfähig sind.</li>
<li><strong>Kostenangebote:</strong> Sie holen Angebote von Handwerksbetrieben ein. Das Bauamt hilft bei der Frage, ob eine Baugenehmigung nötig ist.</li>
<li><strong>Modernisierungsvereinbarung:</strong> Vor Baubeginn schließen Sie mit der Stadt eine Vereinbarung über Maßnahmen, Kosten und Zuschuss ab. Was vorher begonnen wird, kann nicht gefördert werden.</li>
<li><strong>Bauen:</strong> Sie modernisieren in der vereinbarten Frist, in der Regel innerhalb von zwei Jahren.</li>
<li><strong>Abrechnung:</strong> Sie reichen die Rechnungen ein; der Zuschuss wird ausgezahlt, Abschlagszahlungen sind möglich.</li>
</ul>
<h2>Steuervorteile</h2>
<p>Liegt eine Modernisierungsvereinbarung vor, können die Kosten, die nicht durch den Zuschuss gedeckt sind, nach dem Einkommensteuergesetz erhöht abgeschrieben werden – bei vermieteten Gebäuden und bei selbst genutztem Wohneigentum. Die Stadt stellt Ihnen dafür eine Bescheinigung aus. Bitte lassen Sie sich von Ihrer Steuerberatung beraten.</p>
<h2>Rechtzeitig melden</h2>
<p>Damit Vorhaben im Jahr 2027 eingeplant werden können, bitten wir um eine erste Kontaktaufnahme bis 31. März 2027. Der Gemeinderat berät im Mai 2027 über eine Erweiterung des Gebiets und einen Antrag auf weitere Fördermittel.</p>
<p>Grundlagen des Programms finden Sie unter <a href="/wirtschaft/sanierungsprogramm/">Sanierungsprogramm</a>. Ansprechpartner: <a href="/rathaus/fachaemter/bauamt_50">Bauamt</a>, Michael Hug, Telefon +49 7641 123-50.</p>`,
  },
  {
    pfad: '/wirtschaft/sanierungsprogramm/genehmigungspflichten-im-sanierungsgebiet_2622',
    titel: 'Genehmigungspflichten im Sanierungsgebiet',
    beschreibung: 'Bauen, verkaufen, vermieten: welche Vorhaben im Sanierungsgebiet „Stadtkern II“ eine sanierungsrechtliche Genehmigung brauchen.',
    inhalt: `<p>Damit die Ziele der Sanierung nicht erschwert werden, gelten im Sanierungsgebiet „Stadtkern II“ besondere Regeln des Baugesetzbuchs. Bestimmte Vorhaben und Rechtsgeschäfte brauchen eine schriftliche Genehmigung der Stadt. Im Grundbuch der betroffenen Grundstücke ist ein Sanierungsvermerk eingetragen.</p>
<h2>Wo liegt das Sanierungsgebiet?</h2>
<p>Das Gebiet umfasst den historischen Stadtkern rund um den Marktplatz mit Kirchstraße, Mühlgasse, Kronengasse und Rathausgasse sowie angrenzende Abschnitte der Hauptstraße. Ob Ihr Grundstück dazugehört, sagt Ihnen das Bauamt; der Lageplan kann dort eingesehen werden.</p>
<h2>Was ist genehmigungspflichtig?</h2>
<ul>
<li>Bauvorhaben, Abbrüche und wesentliche wertsteigernde Veränderungen an Gebäuden, auch wenn sie sonst verfahrensfrei wären</li>
<li>der Verkauf eines Grundstücks oder einer Eigentumswohnung</li>
<li>die Bestellung einer Grundschuld oder Hypothek</li>
<li>Miet- und Pachtverträge mit einer Laufzeit von mehr als einem Jahr</li>
<li>die Teilung eines Grundstücks</li>
</ul>
<h2>Wie beantrage ich die Genehmigung?</h2>
<p>Ein formloser Antrag an das Bauamt genügt; bei Verträgen kümmert sich in der Regel das Notariat darum. Die Stadt entscheidet innerhalb eines Monats; in schwierigen Fällen kann die Frist verlängert werden. Die Genehmigung wird nur versagt, wenn das Vorhaben den Zielen der Sanierung widerspricht – das ist selten der Fall.</p>
<h2>Ausgleichsbetrag</h2>
<p>Nach Abschluss der Sanierung prüft die Stadt, ob für sanierungsbedingte Steigerungen des Bodenwerts ein Ausgleichsbetrag erhoben wird. Eigentümerinnen und Eigentümer werden rechtzeitig informiert; eine vorzeitige Ablösung ist auf Antrag möglich.</p>
<h2>Gut zu wissen</h2>
<p>Die Genehmigungspflicht ersetzt keine Baugenehmigung und keine denkmalschutzrechtliche Erlaubnis. Planen Sie deshalb früh ein Gespräch mit dem Bauamt ein. Zuschüsse für Modernisierungen beschreibt die Seite <a href="/wirtschaft/sanierungsprogramm/">Sanierungsprogramm</a>.</p>
<p>Ansprechpartner: <a href="/rathaus/fachaemter/bauamt_50">Bauamt</a>, Michael Hug, Telefon +49 7641 123-50, E-Mail bauamt@musterstadt.de. Der Sanierungsträger Stadtsanierung Oberrhein GmbH berät jeden zweiten Dienstag im Rathaus.</p>`,
  },
  {
    pfad: '/wirtschaft/stadtentwicklung/umgestaltung-des-marktplatzes_2623',
    titel: 'Umgestaltung des Marktplatzes',
    beschreibung: 'Grüner, schattiger, barrierefrei: vom Bürgerdialog 2026 über den Planungswettbewerb bis zur Ausstellung der Entwürfe im März 2027.',
    inhalt: `<p>Der Marktplatz ist das Herz der Kernstadt: Hier finden Wochenmarkt, Fasnet und Weihnachtsmarkt statt, hier steht das Rathaus. Doch im Sommer heizt sich der Platz stark auf, das Pflaster ist für Rollstühle, Rollatoren und Kinderwagen schwer befahrbar, und es fehlen Sitzplätze. Die Stadt möchte den Platz deshalb umgestalten – gemeinsam mit den Bürgerinnen und Bürgern.</p>
<h2>Was Sie uns mitgegeben haben</h2>
<p>Zur Bürgerwerkstatt am 18. April 2026 kamen rund 140 Menschen in den Ratssaal, bis Ende Mai gingen online und per Postkarte weitere Anregungen ein. Die wichtigsten Wünsche:</p>
<ul>
<li>mehr Bäume und Schatten, vor allem an der Südseite</li>
<li>ebene, barrierefreie Gehbahnen über den ganzen Platz</li>
<li>Sitzgelegenheiten ohne Verzehrzwang und Wasser zum Abkühlen</li>
<li>weniger parkende Autos, aber gute Erreichbarkeit für Lieferverkehr und Menschen mit Behinderungen</li>
<li>Wochenmarkt, Fasnet und Weihnachtsmarkt sollen weiter auf dem Platz stattfinden können</li>
</ul>
<h2>Der Planungswettbewerb</h2>
<p>Im Juli 2026 hat der Gemeinderat beschlossen, einen Planungswettbewerb auszuloben. Landschaftsarchitektur- und Planungsbüros erarbeiten Entwürfe auf Grundlage der Bürgerwünsche. Ein Preisgericht aus Fachleuten, Mitgliedern des Gemeinderats und Vertreterinnen der Bürgerschaft wählt im Februar 2027 die besten Arbeiten aus; der Gemeinderat berät am 23. Februar 2027 über das Ergebnis.</p>
<h2>Ausstellung der Entwürfe</h2>
<p>Alle Entwürfe sind vom <strong>18. März bis 1. April 2027</strong> im Rathausfoyer ausgestellt. Die Ausstellung wird am 18. März um 18 Uhr eröffnet. Anschließend werden die Preisträger mit der Vorplanung beauftragt.</p>
<h2>Wie geht es weiter?</h2>
<p>Wann gebaut wird, hängt von der weiteren Planung und den Fördermitteln ab; der Marktplatz liegt im Sanierungsgebiet „Stadtkern II“. Vorher wird 2027 die Wasserleitung in der angrenzenden Kirchstraße erneuert. Aktuelle Bauarbeiten finden Sie unter <a href="/wirtschaft/baustellen/">Baustellen</a>, das Gesamtkonzept unter <a href="/wirtschaft/stadtentwicklung/">Stadtentwicklung</a>.</p>
<p>Auskunft: <a href="/rathaus/fachaemter/bauamt_50">Bauamt</a>, Telefon +49 7641 123-53.</p>`,
  },
  {
    pfad: '/wirtschaft/stadtentwicklung/baulueckenboerse-und-innenentwicklung_2624',
    titel: 'Baulückenbörse und Innenentwicklung',
    beschreibung: 'Bauen, wo schon Straßen und Leitungen liegen: wie die Baulückenbörse Eigentümer und Bauwillige in allen Stadtteilen zusammenbringt.',
    inhalt: `<p>„Innenentwicklung vor Außenentwicklung“ ist eine der Leitlinien des Stadtentwicklungskonzepts „Musterstadt 2040“. Jeder Bauplatz in einer bestehenden Straße schont Wiesen und Felder am Ortsrand und nutzt Straßen, Kanäle und Leitungen, die es schon gibt. Gleichzeitig bleiben die Ortskerne lebendig.</p>
<h2>Das Potenzial</h2>
<p>Bei einer Erhebung hat die Stadt rund 150 unbebaute Baugrundstücke in bestehenden Wohngebieten gezählt – in der Kernstadt, in Bombach, Hecklingen und Nordweil. Dazu kommen leerstehende Häuser und ungenutzte Scheunen in den Ortskernen. Viele Eigentümerinnen und Eigentümer haben keine konkreten Pläne, wären aber zu einem Verkauf oder einer Bebauung bereit.</p>
<h2>So funktioniert die Baulückenbörse</h2>
<ul>
<li><strong>Für Eigentümerinnen und Eigentümer:</strong> Sie melden Ihr Grundstück oder Gebäude beim Liegenschaftsamt. Die Aufnahme ist kostenlos und unverbindlich und kann jederzeit widerrufen werden. Ohne Ihr Einverständnis geben wir keine Daten weiter.</li>
<li><strong>Für Bauwillige:</strong> Sie nennen uns, was Sie suchen – Stadtteil, Größe, Budget. Passt ein Angebot, stellen wir den Kontakt her.</li>
<li>Derzeit sind 38 Grundstücke und 6 Gebäude in der Börse verzeichnet.</li>
</ul>
<h2>Unterstützung für alte Häuser</h2>
<p>Wer ein leerstehendes Gebäude in einem Ortskern kauft und saniert, kann Zuschüsse erhalten: im Sanierungsgebiet „Stadtkern II“ über das <a href="/wirtschaft/sanierungsprogramm/">Sanierungsprogramm</a>, in Bombach, Hecklingen und Nordweil unter Umständen über das Entwicklungsprogramm Ländlicher Raum des Landes. Die Stadt berät Sie vor dem Kauf, was auf dem Grundstück möglich ist.</p>
<h2>Neue Baugebiete</h2>
<p>Weil Innenentwicklung allein den Bedarf nicht deckt, erschließt die Stadt 2027 den zweiten Bauabschnitt im Baugebiet „Auf der Höhe“ mit 34 Bauplätzen; der Bewerbungszeitraum läuft vom 11. Januar bis 26. Februar 2027. In Hecklingen ist am Lindenweg ein kleines Wohngebiet in Planung. Das Gesamtkonzept finden Sie unter <a href="/wirtschaft/stadtentwicklung/">Stadtentwicklung</a>.</p>
<p>Ansprechpartnerin: <a href="/rathaus/fachaemter/liegenschaftsamt_53">Liegenschaftsamt</a>, Julia Meier, Telefon +49 7641 123-54, E-Mail liegenschaften@musterstadt.de.</p>`,
  },
  {
    pfad: '/wirtschaft/standort/verkehrsanbindung-und-mobilitaet_2625',
    titel: 'Verkehrsanbindung und Mobilität',
    beschreibung: 'Autobahn, Regionalbahn, Bus, Rad und Ladesäulen: wie Musterstadt und seine Gewerbegebiete an das Verkehrsnetz angebunden sind.',
    inhalt: `<p>Kurze Wege sind ein Standortvorteil: Von Musterstadt aus erreichen Unternehmen, Beschäftigte und Kundschaft die Rheinebene, den Schwarzwald und die Nachbarländer schnell. Diese Seite gibt einen Überblick über die Verkehrsanbindung.</p>
<h2>Straße</h2>
<ul>
<li>Autobahnanschlussstelle in zwölf Minuten</li>
<li>Gewerbegebiete Mattenäcker und Mühlmatten direkt an der Bombacher Straße, ohne Durchfahrt durch Wohngebiete</li>
<li>Die Kreisstraße bei Hecklingen wurde im Herbst 2026 erneuert.</li>
</ul>
<h2>Bahn und Bus</h2>
<ul>
<li>Regionalbahnhof mit Halbstundentakt in die Kreisstadt und ins Oberzentrum</li>
<li>Buslinien in alle Stadtteile, werktags im Stundentakt, am Wochenende nach Nordweil alle zwei Stunden</li>
<li>Bushaltestelle an der Bombacher Straße für die Gewerbegebiete</li>
<li>Sechs Haltestellen in Bombach und Nordweil wurden 2026 barrierefrei umgebaut, in Hecklingen folgen Lindenplatz und Kreuzstraße im Frühjahr 2027.</li>
<li>Übernachtungsgäste fahren mit der Gästekarte kostenlos mit Bus und Bahn im Verkehrsverbund.</li>
</ul>
<h2>Flughäfen</h2>
<p>Die Flughäfen Basel-Mulhouse und Straßburg sind in rund einer Stunde erreichbar.</p>
<h2>Rad</h2>
<p>Seit April 2026 verbindet ein neuer Radweg Bombach und Hecklingen. Am Bahnhof, am Marktplatz und an den Schulen gibt es überdachte Fahrradabstellplätze, am Rathaus eine öffentliche Reparaturstation. Betriebe, die ihren Beschäftigten Dienst- oder Lastenräder anbieten, berät die Wirtschaftsförderung gern; Lastenräder fördert die Stadt über ihr <a href="/wirtschaft/klimaschutz-foerderprogramme/">Klimaschutz-Förderprogramm</a>.</p>
<h2>Elektromobilität</h2>
<p>Öffentliche Ladepunkte gibt es unter anderem am Bahnhof, an der Stadthalle, an der Festhalle Bombach und am Bürgerhaus Nordweil. Im Gewerbegebiet Mühlmatten sind Leerrohre für Ladeinfrastruktur auf allen Grundstücken vorgesehen.</p>
<p>Weitere Standortdaten finden Sie unter <a href="/wirtschaft/standort/">Wirtschaftsstandort Musterstadt</a>. Fragen beantwortet die <a href="/rathaus/fachaemter/wirtschaftsfoerderung_57">Wirtschaftsförderung</a>, Dr. Felix Baumann, Telefon +49 7641 123-15.</p>`,
  },
  {
    pfad: '/wirtschaft/versorgung/trinkwasser-qualitaet-und-gebuehren_2626',
    titel: 'Trinkwasser: Herkunft, Qualität und Gebühren',
    beschreibung: 'Woher das Musterstädter Trinkwasser kommt, wie hart es ist, was es kostet und was bei Zählerablesung und Rohrbruch zu tun ist.',
    inhalt: `<p>Das Trinkwasser in Musterstadt kommt aus der eigenen Region. Die städtische Wasserversorgung ist ein Eigenbetrieb, der sein Netz ohne Gewinnabsicht betreibt – die Gebühren decken die Kosten für Quellen, Leitungen und Personal.</p>
<h2>Herkunft</h2>
<p>Sechs Quellen am Hochfirst und ein Tiefbrunnen im Wiesental liefern das Wasser. Es wird in vier Hochbehältern gespeichert und fließt von dort mit natürlichem Gefälle in die Haushalte. Rund um die Quellen sind Wasserschutzgebiete ausgewiesen, in denen besondere Regeln für Landwirtschaft, Bauen und Erdwärme gelten.</p>
<h2>Qualität</h2>
<p>Das Wasser wird regelmäßig von einem zugelassenen Labor untersucht; die Ergebnisse werden im Amtsblatt veröffentlicht. Mit 8,4 Grad deutscher Härte liegt es im Härtebereich <strong>„weich“</strong>. Eine Enthärtungsanlage ist nicht nötig, und Waschmittel können Sie niedrig dosieren. Auch der Nitratgehalt liegt weit unter dem Grenzwert.</p>
<h2>Gebühren</h2>
<ul>
<li>Verbrauchsgebühr seit 1. Januar 2026: 2,48 Euro je Kubikmeter</li>
<li>Grundgebühr für einen üblichen Hauswasserzähler: 4,20 Euro im Monat</li>
<li>Schmutzwassergebühr: 2,95 Euro je Kubikmeter Abwasser</li>
</ul>
<p>Ein Zwei-Personen-Haushalt mit 80 Kubikmetern im Jahr zahlt damit für Wasser und Schmutzwasser rund 485 Euro im Jahr. Den Wirtschaftsplan 2027 der Wasserversorgung berät der Gemeinderat am 15. Dezember 2026.</p>
<h2>Zählerablesung und Zählerwechsel</h2>
<p>Zum Jahresende erhalten alle Haushalte eine Ablesekarte. Bitte tragen Sie den Zählerstand ein und schicken Sie die Karte zurück. Wasserzähler werden alle sechs Jahre kostenlos getauscht; die Termine kündigt die Stadt schriftlich an.</p>
<h2>Rohrbruch oder kein Wasser?</h2>
<p>Störungen melden Sie rund um die Uhr dem Bereitschaftsdienst Wasserversorgung, Telefon +49 7641 123-222. Schäden an der Leitung im eigenen Haus hinter dem Wasserzähler beheben Installationsbetriebe.</p>
<p>Fragen zu Gebühren beantwortet das <a href="/rathaus/fachaemter/steueramt_48">Steueramt</a>, Telefon +49 7641 123-34. Weitere Informationen zur Versorgung finden Sie unter <a href="/wirtschaft/versorgung/">Versorgung</a>.</p>`,
  },
  {
    pfad: '/wirtschaft/versorgung/glasfaser-hausanschluss_2627',
    titel: 'Glasfaser-Hausanschluss',
    beschreibung: 'So kommt das Glasfasernetz der Stadt ins Haus: Ausbaustand, Ablauf des Hausanschlusses, Kosten und Ansprechpartnerin.',
    inhalt: `<p>Die Stadt Musterstadt baut ein eigenes Glasfasernetz und verpachtet es an einen Netzbetreiber, über den die Anbieter ihre Tarife für Internet, Telefon und Fernsehen anbieten. Glasfaser bis ins Haus ermöglicht stabile Bandbreiten von einem Gigabit und mehr – für Homeoffice, Schule und Betrieb.</p>
<h2>Ausbaustand</h2>
<ul>
<li>Nordweil, Hecklingen, Bombach und die Gewerbegebiete: vollständig erschlossen</li>
<li>Kernstadt Nord: Schwarzwaldstraße und Feldbergstraße fertig, Höhenweg, Lerchenweg und Amselweg bis Mitte Dezember 2026, Hausanschlüsse von Januar bis März 2027</li>
<li>übrige Kernstadt: weitere Abschnitte ab 2027, abgestimmt mit anderen Baumaßnahmen</li>
</ul>
<p>Inzwischen können mehr als 80 Prozent der Haushalte einen Glasfaseranschluss erhalten. Wo gerade gebaut wird, sehen Sie unter <a href="/wirtschaft/baustellen/">Baustellen</a>.</p>
<h2>So läuft der Hausanschluss ab</h2>
<ul>
<li>Sie unterschreiben eine Grundstückseigentümererklärung, damit die Leitung über Ihr Grundstück verlegt werden darf.</li>
<li>Bei einer Begehung legen Sie mit der Baufirma fest, wo die Leitung ins Haus kommt – meist in den Keller oder Hauswirtschaftsraum.</li>
<li>Die Leitung wird grabenarm verlegt, Ihr Vorgarten wird danach wiederhergestellt.</li>
<li>Im Haus wird ein kleiner Glasfaser-Abschlusspunkt montiert.</li>
<li>Sobald Sie einen Vertrag bei einem Anbieter abgeschlossen haben, wird der Anschluss freigeschaltet.</li>
</ul>
<h2>Kosten</h2>
<p>Wer den Hausanschluss während der Bauarbeiten in seiner Straße beauftragt, bekommt ihn <strong>kostenlos</strong>. Ein nachträglicher Anschluss wird nach Aufwand berechnet und kostet erfahrungsgemäß 1.500 bis 2.500 Euro. Es lohnt sich also, jetzt zu unterschreiben, auch wenn Sie Ihren bisherigen Vertrag noch eine Weile behalten möchten.</p>
<h2>Mehrfamilienhäuser und Vermietung</h2>
<p>Eigentümergemeinschaften und Vermieter beraten wir gern zur Verkabelung im Gebäude. Auch einzelne Wohnungen können angeschlossen werden.</p>
<p>Ansprechpartnerin: Breitbandkoordination, Sophie Lang, Rathaus 2. Obergeschoss, Zimmer 2.07, Telefon +49 7641 123-63. Weitere Informationen unter <a href="/wirtschaft/versorgung/">Versorgung</a>.</p>`,
  },
  {
    pfad: '/wirtschaft/wirtschaftsfoerderung/gruendungssprechtag_2628',
    titel: 'Gründungssprechtag',
    beschreibung: 'Kostenlose Beratung für Gründerinnen und Gründer: jeden zweiten Mittwoch im Monat mit Fachleuten von IHK und Handwerkskammer im Rathaus.',
    inhalt: `<p>Sie haben eine Geschäftsidee, wollen einen Betrieb übernehmen oder sich als Handwerkerin oder Handwerker selbstständig machen? Beim Gründungssprechtag beraten Fachleute der Industrie- und Handelskammer und der Handwerkskammer kostenlos und vertraulich im Rathaus Musterstadt.</p>
<h2>Termine</h2>
<p>Jeden zweiten Mittwoch im Monat von 14 bis 17 Uhr, Rathaus, 1. Obergeschoss, Besprechungsraum neben Zimmer 1.10. Die nächsten Termine:</p>
<ul>
<li>Mittwoch, 9. Dezember 2026</li>
<li>Mittwoch, 13. Januar 2027</li>
<li>Mittwoch, 10. Februar 2027</li>
<li>Mittwoch, 10. März 2027</li>
<li>Mittwoch, 14. April 2027</li>
</ul>
<p>Ein Gespräch dauert etwa 45 Minuten. Bitte melden Sie sich bis Montag vor dem Termin bei der Wirtschaftsförderung an.</p>
<h2>Themen</h2>
<ul>
<li>Geschäftsidee und Businessplan</li>
<li>Finanzierung, Förderkredite und Zuschüsse</li>
<li>Rechtsform, Versicherungen und Steuern</li>
<li>Meisterpflicht und Eintragung in die Handwerksrolle</li>
<li>Betriebsübernahme und Nachfolge</li>
</ul>
<p>Bringen Sie gern mit, was Sie schon haben – eine kurze Beschreibung Ihrer Idee reicht für den Anfang.</p>
<h2>Nach der Gründung</h2>
<p>Ihr Gewerbe melden Sie beim Ordnungsamt im Rathaus an. Die Wirtschaftsförderung hilft bei der Suche nach Räumen: Sie kennt leerstehende Läden und Büros in der Innenstadt, und im Gewerbegebiet Mühlmatten ist ein kleines Grundstück für einen gemeinsamen Handwerkerhof vorgesehen. Im <a href="/wirtschaft/gewerbeverzeichnis/">Gewerbeverzeichnis</a> können Sie Ihren Betrieb kostenlos vorstellen.</p>
<h2>Kontakt und Anmeldung</h2>
<p><a href="/rathaus/fachaemter/wirtschaftsfoerderung_57">Wirtschaftsförderung</a>, Dr. Felix Baumann, Rathaus, 1. Obergeschoss, Zimmer 1.10, Telefon +49 7641 123-15, E-Mail wirtschaftsfoerderung@musterstadt.de. Alle Leistungen finden Sie unter <a href="/wirtschaft/wirtschaftsfoerderung/">Wirtschaftsförderung</a>.</p>`,
  },
  {
    pfad: '/wirtschaft/wirtschaftsfoerderung/ausbildungsboerse-2027_2629',
    titel: 'Ausbildungsbörse 2027',
    beschreibung: 'Über 40 Betriebe aus Musterstadt stellen am 12. März 2027 in der Stadthalle Ausbildungsplätze, Praktika und duale Studiengänge vor.',
    inhalt: `<p>Welcher Beruf passt zu mir? Und wo kann ich in Musterstadt eine Ausbildung machen? Antworten gibt die Ausbildungsbörse, die die Wirtschaftsförderung gemeinsam mit dem Gewerbeverein Musterstadt jedes Frühjahr veranstaltet.</p>
<h2>Wann und wo?</h2>
<p><strong>Freitag, 12. März 2027, 15 bis 19 Uhr</strong>, Stadthalle Musterstadt, Hauptstraße 60. Der Eintritt ist frei, eine Anmeldung ist nicht nötig. Die Stadthalle ist barrierefrei.</p>
<h2>Was erwartet Sie?</h2>
<ul>
<li>über 40 Betriebe aus Handwerk, Industrie, Handel, Pflege, Gastronomie und Tourismus</li>
<li>Ausbildungsplätze, Praktika, Ferienjobs und duale Studiengänge für 2027 und 2028</li>
<li>Mitmachstationen: Holz bearbeiten, Leitungen verlegen, Blutdruck messen</li>
<li>Bewerbungsmappen-Check mit dem Team des Jugendhauses</li>
<li>Kurzvorträge um 16 und 17:30 Uhr: „So gelingt die Bewerbung“</li>
</ul>
<p>Auch die Stadtverwaltung stellt sich vor – mit der Ausbildung zur Verwaltungsfachangestellten oder zum Verwaltungsfachangestellten, dem Studium Public Management, der praxisintegrierten Ausbildung in unseren Kitas und der Ausbildung im Bauhof.</p>
<h2>Für Schülerinnen, Schüler und Eltern</h2>
<p>Die Ausbildungsbörse richtet sich vor allem an Jugendliche ab Klasse 8, aber auch an alle, die einen Neustart suchen. Eltern sind herzlich willkommen. Wer sich vorbereiten möchte, kann vorher das Bewerbungstraining im Jugendhaus besuchen.</p>
<h2>Für Betriebe</h2>
<p>Betriebe aus Musterstadt können sich bis Freitag, 29. Januar 2027, als Aussteller anmelden. Der Stand ist für Mitglieder des Gewerbevereins kostenlos, alle anderen zahlen 50 Euro. Tische, Stellwände und Strom stellt die Stadt. Unternehmen, die Auszubildenden oder neuen Fachkräften bei der Wohnungssuche helfen möchten, unterstützt die Wirtschaftsförderung das ganze Jahr über.</p>
<p>Anmeldung und Fragen: <a href="/rathaus/fachaemter/wirtschaftsfoerderung_57">Wirtschaftsförderung</a>, Dr. Felix Baumann, Telefon +49 7641 123-15, E-Mail wirtschaftsfoerderung@musterstadt.de. Betriebe aus Musterstadt finden Sie das ganze Jahr im <a href="/wirtschaft/gewerbeverzeichnis/">Gewerbeverzeichnis</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Stadtteile: Übersichtsseiten
// ---------------------------------------------------------------------------

const stadtteilSeiten: SeedPage[] = [
  {
    pfad: '/musterstadt/bombach/',
    titel: 'Bombach',
    beschreibung: 'Das Weindorf am Mühlbach: Lage, Einwohner, Vereine und Sehenswertes im größten Stadtteil von Musterstadt.',
    inhalt: `<p>Bombach ist mit rund 2.100 Einwohnerinnen und Einwohnern der größte Stadtteil von Musterstadt – und der älteste: 1096 wird der Ort als „Bonbach“ erstmals erwähnt. Das Dorf liegt am Mühlbach zwischen Weinbergen und Obstwiesen am Sonnenberg und Schlossberg. Seit dem 1. Januar 1974 gehört Bombach zur Stadt Musterstadt.</p>
<h2>Leben in Bombach</h2>
<p>Weinbau und Obstbau prägen den Ort bis heute. Weingüter, Obsthöfe und Straußwirtschaften laden zum Einkehren ein, Handwerksbetriebe, eine Apotheke und das Gasthaus „Zum Hirschen“ sorgen für kurze Wege. Kinder besuchen den Kindergarten Bombach in der Kirchstraße und in den Klassen 1 und 2 die Außenstelle der Grundschule Musterstadt. Treffpunkt für Feste und Vereine ist die Festhalle in der Hauptstraße 48.</p>
<h2>Vereine</h2>
<ul>
<li>Feuerwehrabteilung Bombach, gegründet 1898</li>
<li>Gesangverein „Frohsinn“, gegründet 1902 – Festkonzert zum 125-jährigen Bestehen am 8. Mai 2027</li>
<li>Narrengilde Bombach mit Bachgeistern, Rebknorze und Kelterwiebern – Narrentreffen „75 Jahre Narrengilde“ am 30. und 31. Januar 2027</li>
<li>Musikverein, Sportverein und Tennisclub am Sonnenberg</li>
<li>Winzergenossenschaft, gegründet 1924</li>
</ul>
<h2>Sehenswertes</h2>
<ul>
<li>Barocke Pfarrkirche St. Georg von 1753 mit romanischem Turmunterbau</li>
<li>Kelter an der Weinstraße, am Platz der einstigen Klostertrotte</li>
<li>Rebenweg durch die Weinberge zur Schutzhütte am Schlossberg mit weitem Blick</li>
<li>Kehraus am Fasnetsdienstag, 9. Februar 2027, ab 14 Uhr</li>
</ul>
<h2>Aktuelle Vorhaben</h2>
<p>Oberhalb des Ortes entsteht bis 2028 das Hochwasserrückhaltebecken am Mühlbach, das Bombach und die Kernstadt künftig vor Hochwasser schützt, siehe <a href="/wirtschaft/starkregen/">Starkregen und Hochwasser</a> und <a href="/wirtschaft/baustellen/">Baustellen</a>. Der Ortschaftsrat berät außerdem über die Verkehrssituation in der Weinstraße und die Neugestaltung des Dorfplatzes an der Kirche.</p>
<h2>Mehr über Bombach</h2>
<p>Öffnungszeiten, Ortsvorsteher Thomas Wehrle und den Ortschaftsrat finden Sie unter <a href="/musterstadt/bombach-verwaltung_590">Ortsverwaltung und Ortschaftsrat</a>, die Geschichte vom Klosterhof zum Weindorf unter <a href="/musterstadt/bombach-geschichte_2580">Geschichte von Bombach</a>.</p>`,
  },
  {
    pfad: '/musterstadt/hecklingen/',
    titel: 'Hecklingen',
    beschreibung: 'Das Dorf der drei Linden: Lage, Einwohner, Vereine und Sehenswertes im Stadtteil Hecklingen mit seinen Streuobstwiesen.',
    inhalt: `<p>Rund 1.900 Menschen leben in Hecklingen. Das Dorf geht auf eine alemannische Siedlung zurück und wird 1275 erstmals schriftlich erwähnt. Mittelpunkt ist der Lindenplatz mit den drei Linden, die die Hecklinger 1650 nach dem Dreißigjährigen Krieg als Zeichen des Friedens pflanzten. Rund um den Ort ziehen sich Streuobstwiesen den Bühl hinauf. Seit dem 1. Januar 1974 ist Hecklingen ein Stadtteil von Musterstadt.</p>
<h2>Leben in Hecklingen</h2>
<p>Hecklingen hat seinen ländlichen Charakter mit Höfen und Handwerksbetrieben bewahrt und ist zugleich bei jungen Familien beliebt. Die Drei-Linden-Grundschule am Lindenplatz besuchen auch die Kinder aus Nordweil, die Kita Regenbogen im Schulweg erhält bis Frühjahr 2027 einen Anbau mit zwei zusätzlichen Ganztagsgruppen. Donnerstags gibt es im Gemeindesaal einen Mittagstisch. Seit April 2026 führt ein Radweg nach Bombach, und am Lindenweg ist ein kleines Wohngebiet in Planung.</p>
<h2>Vereine</h2>
<ul>
<li>Musikverein Hecklingen, gegründet 1899, mit Jugendkapelle</li>
<li>Feuerwehrabteilung Hecklingen, gegründet 1911</li>
<li>Narrenverein Hecklingen mit Lindegeischtern, Hecklinger Schnecken und der Kindergruppe Lindenblättle – Umzug am Fasnetsmendig, 8. Februar 2027</li>
<li>Obst- und Gartenbauverein mit Lehrbienenstand am Bühl</li>
<li>Sportverein mit Sportplatz am Ortsrand</li>
</ul>
<h2>Sehenswertes</h2>
<ul>
<li>Lindenplatz mit den drei Friedenslinden</li>
<li>Gasthof „Linde“, dessen Vorgängerin 1489 als Tafernwirtschaft erwähnt wird</li>
<li>Altes Schulhaus von 1838, heute mit Vereinsräumen</li>
<li>Streuobstwiesenweg vom Lindenplatz über den Bühl, besonders schön zur Obstblüte im April</li>
<li>Maihock der Vereine am 1. Mai und Lindenfest am 12. und 13. Juni 2027</li>
</ul>
<h2>Mehr über Hecklingen</h2>
<p>Öffnungszeiten, Ortsvorsteherin Sabine Kiefer und den Ortschaftsrat finden Sie unter <a href="/musterstadt/hecklingen-verwaltung_591">Ortsverwaltung und Ortschaftsrat</a>. Wie aus dem Dorf an der alten Handelsstraße der heutige Stadtteil wurde, lesen Sie unter <a href="/musterstadt/hecklingen-geschichte_2581">Geschichte von Hecklingen</a>.</p>`,
  },
  {
    pfad: '/musterstadt/nordweil/',
    titel: 'Nordweil',
    beschreibung: 'Höfe, Wald und Weitblick: Lage, Einwohner, Vereine und Sehenswertes im höchstgelegenen Stadtteil am Fuß des Hochfirsts.',
    inhalt: `<p>Nordweil ist mit rund 1.100 Einwohnerinnen und Einwohnern der kleinste und mit bis zu 780 Metern der höchstgelegene Stadtteil von Musterstadt. Er liegt auf einer Hochfläche am Fuß des Hochfirsts. Neben dem Dorfkern um die Kapelle gehören zahlreiche Einzelhöfe dazu – große Schwarzwaldhöfe mit tief heruntergezogenen Walmdächern. Das Rodungsdorf wird 1314 als „Nordwiler“ erstmals erwähnt und ist seit dem 1. Januar 1974 ein Stadtteil von Musterstadt.</p>
<h2>Leben in Nordweil</h2>
<p>Land- und Forstwirtschaft, Holzhandwerk und der Tourismus prägen den Ort. Hofläden verkaufen Schinken, Holzofenbrot, Milch und Eier, ein Hof auch Brennholz, Wandernde kehren in der Hochfirsthütte ein. Mittelpunkt des Dorflebens ist das Bürgerhaus am Mühlweg mit dem 2026 neu gestalteten Spielplatz. Die Kleinen besuchen den Kindergarten im Kirchweg, die Grundschulkinder fahren mit dem Bus zur Drei-Linden-Grundschule nach Hecklingen. Alle Haushalte sind seit 2024 an das Glasfasernetz angeschlossen.</p>
<h2>Vereine</h2>
<ul>
<li>Feuerwehrabteilung Nordweil, gegründet 1923 – das neue Feuerwehrhaus an der Nordweiler Straße wird ab April 2027 gebaut</li>
<li>Sportverein Nordweil, gegründet 1926, mit über 620 Mitgliedern</li>
<li>Narrenclub Nordweil mit Hochfirst-Wölf und Nordwiler Holzern – Kinderumzug am 6. Februar 2027</li>
<li>Mühlenverein Nordweil, seit 1998 Hüter der historischen Mühle</li>
</ul>
<h2>Sehenswertes</h2>
<ul>
<li>Historische Mühle am Sägeweg von 1780, die heute wieder Strom erzeugt – Deutscher Mühlentag am Pfingstmontag, 17. Mai 2027</li>
<li>Hochfirst-Runde ab dem Bürgerhaus mit Aussichtspunkt über die Rheinebene</li>
<li>Winterwanderweg und Loipe auf der Hochfläche, Wanderparkplatz Hochfirst</li>
<li>Kapelle, Backhaus und die alten Einzelhöfe</li>
</ul>
<h2>Aktuelle Vorhaben</h2>
<p>Neben dem Neubau des Feuerwehrhauses beschäftigt die Nordweiler vor allem die Frage, ob am Hochfirst ein Windpark entstehen soll. Den Stand lesen Sie unter <a href="/wirtschaft/windenergie/">Windenergie</a>.</p>
<h2>Mehr über Nordweil</h2>
<p>Öffnungszeiten mit Abendöffnung am Donnerstag, Ortsvorsteher Martin Zimmermann und den Ortschaftsrat finden Sie unter <a href="/musterstadt/nordweil-verwaltung_592">Ortsverwaltung und Ortschaftsrat</a>, die Geschichte der Holzhauer und Flößer unter <a href="/musterstadt/nordweil-geschichte_2582">Geschichte von Nordweil</a>.</p>`,
  },
];

/** Alle Seiten dieses Teils: Themen-Unterseiten im Bereich Wirtschaft und Stadtteilübersichten. */
export const stadtUnterseiten: SeedPage[] = [...klimaUnterseiten, ...umweltUnterseiten, ...abfallUnterseiten, ...wirtschaftUnterseiten, ...stadtteilSeiten];
