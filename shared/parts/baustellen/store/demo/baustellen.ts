/**
 * Baustellen im Stadtgebiet (fiktiv) mit Bauphasen, Umleitungen und Hinweisen zum Parken.
 * Der Status der Phasen bezieht sich auf den Stand vom 21. November 2026.
 * Zuständig ist, wenn nicht anders angegeben, das Stadtbauamt – Tiefbau (Amt 51).
 */
import type { SeedBaustelle } from './types';

export const baustellen: SeedBaustelle[] = [
  {
    id: 8001,
    titel: 'Hochwasserrückhaltebecken Mühlbach',
    strasse: 'Feldweg im Mühlbachtal, rund 800 Meter oberhalb von Bombach',
    ortsteil: 'Bombach',
    beschreibung: `<p>In der Talaue oberhalb von Bombach entsteht ein Hochwasserrückhaltebecken. Ein 6,5 Meter hoher Erddamm mit regulierbarem Durchlass hält bei Starkregen bis zu 42.000 Kubikmeter Wasser zurück und gibt es gedrosselt an den Mühlbach ab. So sind die Ortslagen von Bombach und der Kernstadt künftig vor einem hundertjährlichen Hochwasser geschützt.</p>
<p>Im Normalfall fließt der Bach ungehindert durch das Bauwerk, die Wiesen werden weiter landwirtschaftlich genutzt. Die Kosten von 3,4 Millionen Euro fördert das Land zu 70 Prozent.</p>`,
    phasen: [
      { titel: 'Baustelleneinrichtung, Rodung und Baustraße', von: '2026-10-05', bis: '2026-11-13', status: 'abgeschlossen' },
      { titel: 'Erdarbeiten und Dammschüttung, 1. Abschnitt', von: '2026-11-16', bis: '2027-03-26', status: 'laufend' },
      { titel: 'Durchlassbauwerk mit Drosselschieber', von: '2027-04-12', bis: '2027-10-29', status: 'geplant' },
      { titel: 'Dammschüttung, 2. Abschnitt, und Unterhaltungsweg', von: '2027-11-02', bis: '2028-02-25', status: 'geplant' },
      { titel: 'Renaturierung des Bachlaufs und Ausgleichspflanzungen', von: '2028-03-06', bis: '2028-04-28', status: 'geplant' },
    ],
    umleitung: `<p>Der Feldweg im Mühlbachtal ist ab dem Ortsende Bombach (Bachstraße) für alle gesperrt. Spaziergängerinnen, Spaziergänger und Radfahrende werden über den Rebweg und den Weinbergweg oberhalb der Baustelle umgeleitet; die Umleitung ist ausgeschildert und verlängert den Weg um etwa 600 Meter.</p>
<p>Der Baustellenverkehr fährt ausschließlich über die K 5130 und die Baustraße ab der Bachstraße, nicht durch die Ortsmitte. Landwirtschaftlicher Verkehr zu den Wiesen oberhalb des Beckens bleibt nach Absprache mit der Bauleitung möglich.</p>`,
    parken: `<p>Der kleine Wanderparkplatz am Ende der Bachstraße entfällt während der gesamten Bauzeit, er dient als Lagerfläche. Bitte parken Sie auf dem Parkplatz der Festhalle Bombach (Hauptstraße 48) und gehen Sie von dort über den Rebweg.</p>
<p>In der Bachstraße gilt zwischen Hausnummer 20 und dem Ortsende ein absolutes Halteverbot, damit Lastwagen und Rettungsfahrzeuge passieren können.</p>`,
    kontakt_amt_id: 51,
    bild: 'bach',
    bild_alt: 'Bach mit Steinen und kleiner Holzbrücke zwischen Tannen im Mühlbachtal.',
  },
  {
    id: 8002,
    titel: 'Erschließung Baugebiet „Auf der Höhe“, 2. Bauabschnitt',
    strasse: 'Auf der Höhe, Verlängerung nach Norden',
    ortsteil: 'Kernstadt',
    beschreibung: `<p>Für die 34 Bauplätze des zweiten Bauabschnitts werden Kanäle im Trennsystem, Wasserleitungen, Strom, Glasfaser und Straßenbeleuchtung verlegt und rund 620 Meter Erschließungsstraßen als Baustraße hergestellt. Das Regenwasser wird in einer offenen Mulde am Nordrand gesammelt und versickert.</p>
<p>Die Bauplätze sollen Ende 2027 bebaubar sein. Der Endausbau der Straßen mit Gehwegen und Bäumen folgt, wenn die meisten Häuser stehen. Informationen zur Bauplatzvergabe finden Sie unter <a href="/wirtschaft/wohnflaechen/">Wohnbauflächen</a>.</p>`,
    phasen: [
      { titel: 'Kampfmittelsondierung und archäologische Voruntersuchung', von: '2026-11-02', bis: '2026-12-11', status: 'laufend' },
      { titel: 'Kanal-, Wasser- und Leitungsbau', von: '2027-04-06', bis: '2027-08-27', status: 'geplant' },
      { titel: 'Baustraße, Straßenbeleuchtung und Glasfaser', von: '2027-08-30', bis: '2027-11-26', status: 'geplant' },
      { titel: 'Endausbau der Straßen und Gehwege', von: '2029-04-09', bis: '2029-07-27', status: 'geplant' },
    ],
    umleitung: `<p>Die Straße „Auf der Höhe“ bleibt für die Anwohnerinnen und Anwohner des ersten Bauabschnitts durchgehend befahrbar. Der Feldweg vom Höhenweg zum Aussichtspunkt ist während der Leitungsarbeiten gesperrt; Fußgängerinnen und Fußgänger gehen über den Panoramaweg.</p>
<p>Baustellenfahrzeuge fahren über die Schwarzwaldstraße und den Höhenweg an, nicht durch die Wohnstraßen Lerchenweg und Amselweg.</p>`,
    parken: `<p>Im Wendehammer der Straße „Auf der Höhe“ gilt ab April 2027 ein Halteverbot, weil dort die Baustellenzufahrt liegt. Besucherinnen und Besucher parken bitte auf dem Parkstreifen am Höhenweg.</p>`,
    kontakt_amt_id: 51,
    bild: 'baustelle',
    bild_alt: 'Baustelle mit Baukran, eingerüstetem Rohbau, Absperrungen und Leitkegeln.',
  },
  {
    id: 8003,
    titel: 'Wasserleitung und Fahrbahn Kirchstraße',
    strasse: 'Kirchstraße zwischen Marktplatz und Schulstraße',
    ortsteil: 'Kernstadt',
    beschreibung: `<p>Die Wasserleitung unter der Kirchstraße stammt aus dem Jahr 1954 und hatte in den vergangenen Jahren mehrere Rohrbrüche. Sie wird auf 310 Metern erneuert, zusammen mit den Hausanschlüssen. Anschließend erhalten Fahrbahn und Gehwege einen neuen Belag; die Gehwege werden abgesenkt und barrierefrei gestaltet.</p>
<p>Während der Fasnet vom 4. bis 10. Februar 2027 ruhen die Vorarbeiten, die Kirchstraße ist dann frei. Am Fronleichnamstag, 27. Mai 2027, ist die Baustelle für die Prozession begehbar.</p>`,
    phasen: [
      { titel: 'Vorarbeiten und provisorische Wasserversorgung', von: '2027-01-11', bis: '2027-02-12', status: 'geplant' },
      { titel: 'Leitungsbau, 1. Abschnitt Marktplatz bis Stadtkirche', von: '2027-02-15', bis: '2027-04-23', status: 'geplant' },
      { titel: 'Leitungsbau, 2. Abschnitt Stadtkirche bis Schulstraße', von: '2027-04-26', bis: '2027-06-25', status: 'geplant' },
      { titel: 'Fahrbahndecke und Gehwege', von: '2027-06-28', bis: '2027-07-23', status: 'geplant' },
    ],
    umleitung: `<p>Die Kirchstraße wird abschnittsweise voll gesperrt. Der Verkehr wird über die Bahnhofstraße und die Schulstraße umgeleitet. Die Stadtkirche, die Stadtbücherei in der Schulstraße und alle Geschäfte bleiben zu Fuß erreichbar.</p>
<p>Während der Bauzeit erhalten die Häuser ihr Trinkwasser über eine oberirdische Notleitung. Kurze Unterbrechungen beim Umschließen werden mindestens zwei Tage vorher angekündigt.</p>`,
    parken: `<p>Die Kurzzeitparkplätze in der Kirchstraße entfallen. Ersatz gibt es auf dem Parkplatz an der Stadthalle (Hauptstraße 60), die ersten zwei Stunden sind dort während der Bauzeit kostenlos.</p>
<p>Anwohnerinnen und Anwohner mit Bewohnerparkausweis dürfen zusätzlich auf dem Lehrerparkplatz am Schulzentrum parken (werktags ab 16 Uhr und am Wochenende). Lieferverkehr für die Geschäfte ist werktags von 7 bis 10 Uhr über den Marktplatz möglich.</p>`,
    kontakt_amt_id: 51,
    bild: 'strasse',
    bild_alt: 'Straße mit Leitpfosten, die in den Ort mit Kirchturm führt.',
  },
  {
    id: 8004,
    titel: 'Erweiterung der Kita Regenbogen',
    strasse: 'Schulweg 6',
    ortsteil: 'Hecklingen',
    beschreibung: `<p>Die Kita Regenbogen in Hecklingen erhält einen Anbau in Holzbauweise mit zwei Gruppenräumen für Ganztagsgruppen, einem Schlafraum, einer Mensa und einem Bewegungsraum. Damit entstehen 40 zusätzliche Betreuungsplätze; die Krippengruppe zieht aus dem Modulbau in das neue Gebäude um.</p>
<p>Nach dem Innenausbau folgen im Frühjahr die Außenanlagen mit einem neuen Sandspielbereich und einer Matschanlage.</p>`,
    phasen: [
      { titel: 'Rohbau und Holzbau', von: '2025-10-06', bis: '2026-04-30', status: 'abgeschlossen' },
      { titel: 'Innenausbau und Haustechnik', von: '2026-05-04', bis: '2026-12-18', status: 'laufend' },
      { titel: 'Außenanlagen und Rückbau des Modulbaus', von: '2027-03-01', bis: '2027-04-16', status: 'geplant' },
    ],
    umleitung: `<p>Der Schulweg bleibt befahrbar. Auf dem Gehweg vor der Baustelle ist ein geschützter Durchgang eingerichtet. Lieferungen für die Baustelle erfolgen nur außerhalb der Bring- und Abholzeiten, also nicht zwischen 7 und 9 Uhr und zwischen 12 und 14 Uhr.</p>`,
    parken: `<p>Die Elternparkplätze vor der Kita sind durch den Baustellencontainer belegt. Bitte nutzen Sie zum Bringen und Abholen die Parkplätze am Gemeindesaal im Kapellenweg; von dort sind es drei Gehminuten. Die Feuerwehrzufahrt der Drei-Linden-Grundschule muss frei bleiben.</p>`,
    kontakt_amt_id: 50,
    bild: 'spielplatz',
    bild_alt: 'Spielplatz mit Rutsche, Schaukel und Sandkasten.',
  },
  {
    id: 8005,
    titel: 'Neubau Feuerwehrhaus Nordweil',
    strasse: 'Nordweiler Straße, Ortsrand Nordweil',
    ortsteil: 'Nordweil',
    beschreibung: `<p>Das Feuerwehrhaus der Abteilung Nordweil im Kirchweg ist zu klein und entspricht nicht mehr den Unfallverhütungsvorschriften. Am Ortsrand an der Nordweiler Straße entsteht deshalb ein Neubau mit zwei Stellplätzen, getrennten Umkleiden, Schulungs- und Jugendraum.</p>
<p>Gebaut wird in Holzbauweise mit Weißtanne aus dem Stadtwald, auf dem Dach liefert eine Photovoltaikanlage Strom. Die Ausführungsplanung stellt die Stadt am 18. Februar 2027 in einer Einwohnerversammlung im Bürgerhaus vor.</p>`,
    phasen: [
      { titel: 'Vermessung und Baugrunduntersuchung', von: '2026-10-19', bis: '2026-10-30', status: 'abgeschlossen' },
      { titel: 'Baufeldfreimachung und Erdarbeiten', von: '2027-04-12', bis: '2027-05-28', status: 'geplant' },
      { titel: 'Rohbau und Holzbau', von: '2027-05-31', bis: '2027-12-17', status: 'geplant' },
      { titel: 'Innenausbau und Außenanlagen', von: '2028-01-10', bis: '2028-06-30', status: 'geplant' },
    ],
    umleitung: `<p>Die Nordweiler Straße bleibt während der gesamten Bauzeit befahrbar. Für die Anlieferung großer Holzbauteile wird sie an einzelnen Tagen kurzzeitig halbseitig gesperrt und der Verkehr mit einer Ampel geregelt; die Termine werden im Amtsblatt angekündigt. Die Einsatzbereitschaft der Feuerwehr ist jederzeit gesichert.</p>`,
    parken: `<p>Die Parkbucht an der Bushaltestelle „Nordweil Ortseingang“ entfällt während der Bauzeit. Wanderinnen und Wanderer parken bitte am Bürgerhaus Nordweil (Mühlweg 4) oder auf dem Wanderparkplatz Hochfirst.</p>`,
    kontakt_amt_id: 50,
    bild: 'feuerwehrhaus',
    bild_alt: 'Feuerwehrhaus mit Schlauchturm und Garagentoren, davor ein rotes Feuerwehrauto.',
  },
  {
    id: 8006,
    titel: 'Barrierefreier Umbau der Bushaltestellen in Hecklingen',
    strasse: 'Lindenplatz und Kreuzstraße',
    ortsteil: 'Hecklingen',
    beschreibung: `<p>Die Haltestellen „Hecklingen Lindenplatz“ und „Hecklingen Kreuzstraße“ erhalten 22 Zentimeter hohe Bordsteine für einen stufenlosen Einstieg, Bodenindikatoren für blinde und sehbehinderte Menschen sowie neue Wartehäuschen mit Sitzbank. Das Land fördert den Umbau mit 75 Prozent.</p>`,
    phasen: [
      { titel: 'Haltestelle Lindenplatz', von: '2027-04-19', bis: '2027-05-14', status: 'geplant' },
      { titel: 'Haltestelle Kreuzstraße', von: '2027-05-18', bis: '2027-06-11', status: 'geplant' },
    ],
    umleitung: `<p>Die Fahrbahn bleibt befahrbar, im Baustellenbereich regelt eine Ampel den Verkehr. Die Busse halten während der Bauzeit an Ersatzhaltestellen etwa 50 Meter vor der jeweiligen Baustelle; sie sind ausgeschildert. Am 1. Mai (Maihock) ruhen die Arbeiten am Lindenplatz.</p>`,
    parken: `<p>Am Lindenplatz entfallen während der Arbeiten sechs Parkplätze an der Nordseite. Bitte nutzen Sie die Parkplätze am Gemeindesaal im Kapellenweg.</p>`,
    kontakt_amt_id: 51,
  },
  {
    id: 8007,
    titel: 'Glasfaserausbau Kernstadt Nord',
    strasse: 'Schwarzwaldstraße, Feldbergstraße, Höhenweg, Lerchenweg, Amselweg',
    ortsteil: 'Kernstadt',
    beschreibung: `<p>Im Norden der Kernstadt verlegt die Stadt Leerrohre für das Glasfasernetz. Nach Abschluss können rund 420 Haushalte einen Anschluss mit bis zu 1 Gigabit pro Sekunde erhalten. Wer noch keinen Hausanschluss beantragt hat, kann dies während der Bauphase kostenfrei nachholen.</p>
<p>Die Arbeiten erfolgen überwiegend im Gehweg in offener Bauweise, an Kreuzungen im Spülbohrverfahren. Fragen beantwortet die Breitbandkoordination unter Telefon +49 7641 123-63.</p>`,
    phasen: [
      { titel: 'Tiefbau Schwarzwaldstraße und Feldbergstraße', von: '2026-09-14', bis: '2026-11-06', status: 'abgeschlossen' },
      { titel: 'Tiefbau Höhenweg, Lerchenweg und Amselweg', von: '2026-11-09', bis: '2026-12-18', status: 'laufend' },
      { titel: 'Hausanschlüsse und Wiederherstellung der Oberflächen', von: '2027-01-11', bis: '2027-03-26', status: 'geplant' },
    ],
    umleitung: `<p>Es kommt zu halbseitigen Sperrungen von jeweils rund 100 Metern. Der Gehweg ist im Baufeld gesperrt; Fußgängerinnen und Fußgänger wechseln an den markierten Stellen auf die gegenüberliegende Straßenseite. Grundstückszufahrten werden mit Stahlplatten überbrückt; kurze Unterbrechungen kündigt die Baufirma am Vortag an.</p>`,
    parken: `<p>Im jeweiligen Bauabschnitt gilt ein befristetes Halteverbot, die Schilder werden drei Tage vorher aufgestellt. Bitte parken Sie in den Nebenstraßen oder auf dem Parkplatz am Friedhof (Friedhofstraße). Mülltonnen stellen Sie am Abfuhrtag an das Ende des Baufelds; die Baufirma bringt sie zurück.</p>`,
    kontakt_amt_id: 51,
    bild: 'baustelle',
    bild_alt: 'Baustelle mit Baukran, eingerüstetem Rohbau, Absperrungen und Leitkegeln.',
  },
  {
    id: 8008,
    titel: 'Fahrbahnerneuerung K 5130 bei Hecklingen',
    strasse: 'Kreisstraße K 5130 zwischen Ortsausgang Hecklingen und Bundesstraße',
    ortsteil: 'Hecklingen',
    beschreibung: `<p>Der Landkreis hat die Fahrbahn der K 5130 auf 2,3 Kilometern erneuert und dabei die Bankette verbreitert. Die Arbeiten sind abgeschlossen, die Strecke ist seit dem 23. Oktober 2026 wieder frei.</p>
<p>Zuständig war das Straßenbauamt des Landkreises; die Stadt hat die Umleitung und die Information der Anwohnerinnen und Anwohner koordiniert.</p>`,
    phasen: [
      { titel: 'Fräsarbeiten und Bankettverbreiterung', von: '2026-09-28', bis: '2026-10-09', status: 'abgeschlossen' },
      { titel: 'Asphalteinbau und Markierung', von: '2026-10-12', bis: '2026-10-23', status: 'abgeschlossen' },
    ],
    umleitung: `<p>Die Umleitung über Bombach und die Kernstadt ist aufgehoben. Der Schulbus fährt wieder nach dem regulären Fahrplan.</p>`,
    parken: `<p>Keine Einschränkungen mehr.</p>`,
    kontakt_amt_id: 51,
    bild: 'strasse',
    bild_alt: 'Landstraße mit Leitpfosten, die in einen Ort mit Kirchturm führt.',
  },
];
