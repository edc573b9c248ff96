/**
 * Demo-Nachrichten der Stadt Musterstadt (fiktiv).
 * Rubriken: Bürgernachrichten, Rathausnachrichten, Jugend, Senioren, Integration,
 * Inklusion, Wahlen und (archivierte) Corona-Meldungen.
 */
import type { SeedNews } from './types';

const buergernachrichten: SeedNews[] = [
  {
    id: 1001,
    rubrik: 'buergernachrichten',
    titel: 'Großer Fasnetumzug am Sonntag: Straßensperrungen in der Kernstadt',
    teaser: 'Am Fasnetsonntag zieht der Umzug durch die Innenstadt. Von 12 bis 18 Uhr sind Hauptstraße, Marktplatz und Kirchstraße gesperrt.',
    text: `<p>Am Fasnetsonntag, 11. Februar 2024, zieht der große Fasnetumzug der Narrenzunft Musterstadt mit rund 60 Zünften und Musikgruppen aus der ganzen Region durch die Kernstadt. Der Umzug beginnt um 14 Uhr an der Stadthalle und endet auf dem Marktplatz.</p>
<h2>Sperrungen und Umleitungen</h2>
<ul>
<li>Hauptstraße zwischen Stadthalle und Marktplatz: 12 bis 18 Uhr</li>
<li>Marktplatz und Kirchstraße: 10 bis 20 Uhr</li>
<li>Schulstraße: Anliegerverkehr bis 12 Uhr frei</li>
</ul>
<p>Die Umleitung ist über die Bombacher Straße und den Mühlbachweg ausgeschildert. Die Buslinien halten während der Sperrung an der Ersatzhaltestelle am Friedhof.</p>
<p>Die Stadtverwaltung bittet alle Anwohnerinnen und Anwohner, ihre Fahrzeuge bereits am Samstagabend außerhalb des Umzugsweges abzustellen. Abgeschleppte Fahrzeuge können beim Ordnungsamt im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> erfragt werden.</p>`,
    datum_von: '2024-02-08T10:00',
    datum_bis: '2024-02-11',
    bild: 'fasnet',
    bild_alt: 'Hästräger der Narrenzunft mit geschnitzten Holzmasken beim Fasnetumzug.',
  },
  {
    id: 1002,
    rubrik: 'buergernachrichten',
    titel: 'Aktion „Saubere Stadt“: Helferinnen und Helfer gesucht',
    teaser: 'Am Samstag, 16. März, sammeln Vereine, Schulen und Familien wieder Müll an Wegen, Bächen und Waldrändern. Jede helfende Hand ist willkommen.',
    text: `<p>Die Stadt Musterstadt ruft auch in diesem Jahr zur gemeinsamen Frühjahrsputzaktion auf. Am Samstag, 16. März 2024, sind alle Bürgerinnen und Bürger eingeladen, von 9 bis 12 Uhr Wege, Grünflächen und Bachufer vom Unrat des Winters zu befreien.</p>
<p>Treffpunkte sind der Bauhof in der Kernstadt, die Festhalle Bombach, der Lindenplatz in Hecklingen und das Bürgerhaus Nordweil. Handschuhe, Greifzangen und Müllsäcke stellt der städtische Bauhof bereit.</p>
<p>Als Dankeschön lädt die Stadt alle Helferinnen und Helfer im Anschluss zu einem Vesper am Bauhof ein. Gruppen und Vereine melden sich bitte bis 12. März beim Hauptamt unter Telefon +49 7641 123-21 an, damit die Sammelgebiete abgestimmt werden können.</p>`,
    datum_von: '2024-03-07T09:00',
  },
  {
    id: 1003,
    rubrik: 'buergernachrichten',
    titel: 'Blutspende in der Festhalle Bombach',
    teaser: 'Der DRK-Ortsverein lädt am 29. April zur Blutspende ein. Eine Terminreservierung verkürzt die Wartezeit.',
    text: `<p>Blut ist durch nichts zu ersetzen. Der DRK-Ortsverein Musterstadt lädt deshalb am Montag, 29. April 2024, von 14:30 bis 19:30 Uhr zur Blutspende in die Festhalle Bombach ein.</p>
<p>Spenden kann jede gesunde Person ab 18 Jahren. Bitte bringen Sie einen amtlichen Lichtbildausweis mit. Erstspenderinnen und Erstspender sind besonders willkommen. Nach der Spende bewirtet das Team des Ortsvereins alle Spenderinnen und Spender mit einem Imbiss.</p>
<p>Um Wartezeiten zu vermeiden, wird eine Terminreservierung über den Blutspendedienst empfohlen. Spontane Besuche sind aber weiterhin möglich.</p>`,
    datum_von: '2024-04-22T08:00',
  },
  {
    id: 1004,
    rubrik: 'buergernachrichten',
    titel: 'Freibad Musterstadt startet in die Saison',
    teaser: 'Ab Samstag, 1. Juni, hat das Freibad wieder geöffnet. Die Eintrittspreise bleiben unverändert.',
    text: `<p>Das Team des Freibads hat die Becken gereinigt, die Liegewiese gemäht und die Technik geprüft: Am Samstag, 1. Juni 2024, öffnet das Freibad Musterstadt um 9 Uhr seine Tore. Das Wasser wird über die Solarabsorber auf dem Dach des Umkleidegebäudes auf rund 24 Grad erwärmt.</p>
<h2>Öffnungszeiten</h2>
<ul>
<li>Montag bis Freitag: 9 bis 20 Uhr</li>
<li>Samstag, Sonntag und Feiertage: 8 bis 20 Uhr</li>
<li>Frühschwimmen mittwochs ab 7 Uhr</li>
</ul>
<p>Saisonkarten sind an der Kasse des Freibads und im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> erhältlich. Bei Gewitter oder Temperaturen unter 18 Grad kann das Bad kurzfristig geschlossen werden.</p>`,
    datum_von: '2024-05-29T11:00',
    bild: 'freibad',
    bild_alt: 'Schwimmerbecken des Freibads mit Liegewiese an einem sonnigen Tag.',
  },
  {
    id: 1005,
    rubrik: 'buergernachrichten',
    titel: 'Ferienprogramm 2024: Anmeldung ab sofort möglich',
    teaser: 'Mehr als 70 Angebote von Vereinen, Betrieben und Privatleuten warten in den Sommerferien auf Kinder zwischen 6 und 14 Jahren.',
    text: `<p>Das Ferienprogramm 2024 ist da. Vom Besuch bei der Feuerwehr über Kräuterwanderungen im Wald bis zum Töpferkurs bieten Vereine, Betriebe und Privatpersonen aus allen Stadtteilen mehr als 70 Veranstaltungen an.</p>
<p>Das Programmheft liegt in den Schulen, im Rathaus und in den Ortsverwaltungen aus. Die Anmeldung ist bis zum 12. Juli online oder schriftlich im Rathaus möglich. Bei stark nachgefragten Angeboten entscheidet das Los.</p>
<p>Die Stadt dankt allen Anbieterinnen und Anbietern herzlich für ihr Engagement. Ohne sie wäre ein so vielfältiges Programm nicht möglich.</p>`,
    datum_von: '2024-06-20T10:00',
  },
  {
    id: 1006,
    rubrik: 'buergernachrichten',
    titel: '125 Jahre Musikverein Hecklingen',
    teaser: 'Mit einem Festwochenende vom 19. bis 21. Juli feiert der Musikverein Hecklingen sein 125-jähriges Bestehen.',
    text: `<p>Der Musikverein Hecklingen wurde im Jahr 1899 von zwölf Musikern gegründet. Heute zählt er 48 aktive Musikerinnen und Musiker sowie eine Jugendkapelle mit 22 Mitgliedern. Zum Jubiläum lädt der Verein vom 19. bis 21. Juli 2024 zu einem Festwochenende auf den Lindenplatz ein.</p>
<h2>Programm</h2>
<ul>
<li>Freitag, 19 Uhr: Festabend mit Ehrungen</li>
<li>Samstag, 18 Uhr: Sternmarsch der Gastkapellen und Dämmerschoppen</li>
<li>Sonntag, 10 Uhr: Festgottesdienst, anschließend Frühschoppen und Kinderprogramm</li>
</ul>
<p>Bürgermeisterin Dr. Katrin Albrecht gratuliert dem Verein im Namen der Stadt: „Der Musikverein prägt das Leben in Hecklingen seit über einem Jahrhundert. Sein Einsatz für die Jugend verdient großen Respekt.“</p>`,
    datum_von: '2024-07-11T09:00',
    datum_bis: '2024-07-21',
    bild: 'konzert',
    bild_alt: 'Musikerinnen und Musiker spielen bei einem Konzert auf einer Bühne.',
  },
  {
    id: 1007,
    rubrik: 'buergernachrichten',
    titel: 'Glasfaserausbau in Nordweil beginnt',
    teaser: 'Ab dem 16. September werden in Nordweil Leerrohre für schnelles Internet verlegt. Es kommt zu halbseitigen Sperrungen.',
    text: `<p>Der Ausbau des Glasfasernetzes erreicht Nordweil. Ab Montag, 16. September 2024, verlegt eine beauftragte Tiefbaufirma in den Straßen des Stadtteils Leerrohre, über die später die Haushalte angeschlossen werden.</p>
<p>Die Arbeiten erfolgen abschnittsweise. Dabei kommt es zu halbseitigen Sperrungen mit Ampelregelung. Die Zufahrt zu den Grundstücken bleibt grundsätzlich möglich; kurze Einschränkungen werden von der Baufirma vorab angekündigt.</p>
<p>Grundstückseigentümerinnen und -eigentümer, die noch keinen Hausanschluss beantragt haben, können dies während der Bauphase weiterhin kostenfrei tun. Fragen beantwortet die Breitbandkoordination der Stadt unter Telefon +49 7641 123-63.</p>`,
    datum_von: '2024-09-12T08:30',
    bild: 'baustelle',
    bild_alt: 'Baustelle mit Bagger, Absperrungen und aufgegrabenem Erdreich.',
  },
  {
    id: 1008,
    rubrik: 'buergernachrichten',
    titel: 'Herbstmarkt auf dem Marktplatz',
    teaser: 'Am Sonntag, 13. Oktober, laden Händlerinnen und Händler aus der Region zum Herbstmarkt ein. Die Geschäfte öffnen von 13 bis 18 Uhr.',
    text: `<p>Kürbisse, Most, Honig und Handwerk: Beim Herbstmarkt am Sonntag, 13. Oktober 2024, präsentieren rund 50 Händlerinnen und Händler ihre Waren rund um den Marktplatz. Der Markt beginnt um 11 Uhr.</p>
<p>Der Gewerbeverein Musterstadt lädt zum verkaufsoffenen Sonntag ein; die Geschäfte in der Innenstadt haben von 13 bis 18 Uhr geöffnet. Für Kinder gibt es ein Karussell und eine Bastelecke vor der Stadtbücherei.</p>
<p>Die Hauptstraße ist zwischen Kirchstraße und Schulstraße von 7 bis 20 Uhr für den Verkehr gesperrt.</p>`,
    datum_von: '2024-10-10T09:00',
    bild: 'wochenmarkt',
    bild_alt: 'Marktstände mit Obst, Gemüse und Kürbissen unter Sonnenschirmen.',
  },
  {
    id: 1009,
    rubrik: 'buergernachrichten',
    titel: 'Weihnachtsmarkt lädt an drei Adventswochenenden ein',
    teaser: 'Vom 29. November an verwandelt sich der Marktplatz wieder in einen Weihnachtsmarkt mit Holzhütten, Musik und Kinderprogramm.',
    text: `<p>Der Weihnachtsmarkt Musterstadt öffnet am Freitag, 29. November 2024, um 17 Uhr. Bürgermeisterin Dr. Katrin Albrecht eröffnet den Markt gemeinsam mit dem Kinderchor der Grundschule Musterstadt.</p>
<p>An den ersten drei Adventswochenenden bieten Vereine und Kunsthandwerker ihre Waren in 24 Holzhütten an. Der Erlös vieler Stände kommt der Jugendarbeit der Vereine zugute.</p>
<h2>Öffnungszeiten</h2>
<ul>
<li>Freitag: 17 bis 22 Uhr</li>
<li>Samstag: 14 bis 22 Uhr</li>
<li>Sonntag: 12 bis 20 Uhr</li>
</ul>
<p>Der Nikolaus besucht den Markt am Freitag, 6. Dezember, um 18 Uhr.</p>`,
    datum_von: '2024-11-28T10:00',
    datum_bis: '2024-12-15',
    bild: 'marktplatz',
    bild_alt: 'Der Marktplatz von Musterstadt mit Brunnen und Fachwerkhäusern.',
  },
  {
    id: 1010,
    rubrik: 'buergernachrichten',
    titel: 'Müllabfuhr zwischen den Jahren: Geänderte Abfuhrtermine',
    teaser: 'Wegen der Feiertage verschieben sich die Abfuhrtermine für Rest- und Biomüll um jeweils einen Tag. Der neue Abfallkalender 2025 ist da.',
    text: `<p>Durch die Feiertage Weihnachten und Neujahr verschieben sich die Abfuhrtermine der Rest- und Biotonnen in allen Stadtteilen. Bitte stellen Sie Ihre Tonnen am Abfuhrtag bis 6 Uhr gut sichtbar an den Straßenrand.</p>
<ul>
<li>Abfuhr vom 25. Dezember wird am 27. Dezember nachgeholt.</li>
<li>Abfuhr vom 26. Dezember wird am 28. Dezember nachgeholt.</li>
<li>Abfuhr vom 1. Januar wird am 2. Januar nachgeholt.</li>
</ul>
<p>Die Weihnachtsbäume werden am Samstag, 11. Januar 2025, von der Jugendfeuerwehr gegen eine kleine Spende abgeholt. Der Abfallkalender 2025 wurde an alle Haushalte verteilt und steht hier zum Herunterladen bereit.</p>`,
    datum_von: '2024-12-12T09:00',
    bild: 'muelltonnen',
    bild_alt: 'Mülltonnen in verschiedenen Farben stehen am Straßenrand.',
    downloads: [
      {
        datei: 'abfallkalender-2025.pdf',
        downloadtext: 'Abfallkalender 2025 (PDF)',
        beschreibung: 'Abfuhrtermine für alle Stadtteile',
        einstufung: 'Information',
        inhalt: [
          'Abfallkalender 2025 der Stadt Musterstadt',
          'Restmüll: 14-tägig, Kernstadt und Bombach dienstags, Hecklingen und Nordweil mittwochs',
          'Biomüll: wöchentlich von April bis Oktober, sonst 14-tägig',
          'Papiertonne: alle vier Wochen freitags',
          'Gelber Sack: 14-tägig donnerstags',
          'Grünschnittannahme am Bauhof: samstags 9 bis 13 Uhr (März bis November)',
          'Verschiebungen durch Feiertage sind im Kalender markiert.',
        ],
      },
    ],
  },
  {
    id: 1011,
    rubrik: 'buergernachrichten',
    titel: 'Neujahrsempfang: Ehrenamtspreis für drei Engagierte',
    teaser: 'Beim Neujahrsempfang in der Stadthalle hat Bürgermeisterin Dr. Katrin Albrecht den Ehrenamtspreis 2025 verliehen.',
    text: `<p>Rund 300 Gäste kamen am Sonntag zum Neujahrsempfang der Stadt in die Stadthalle. In ihrer Ansprache blickte Bürgermeisterin Dr. Katrin Albrecht auf das vergangene Jahr zurück und stellte die Vorhaben für 2025 vor, darunter die Sanierung der Kanäle in Bombach und den weiteren Glasfaserausbau.</p>
<p>Höhepunkt des Abends war die Verleihung des Ehrenamtspreises. Ausgezeichnet wurden:</p>
<ul>
<li>Hildegard Schwörer aus Nordweil, die seit 25 Jahren den Besuchsdienst im Pflegeheim organisiert,</li>
<li>Emil Kaltenbach aus Bombach, der als Übungsleiter mehr als 200 Kindern das Schwimmen beigebracht hat,</li>
<li>das Team der Tafel Musterstadt für seinen wöchentlichen Einsatz.</li>
</ul>
<p>Musikalisch gestaltete die Stadtkapelle den Abend. Der Erlös der Bewirtung geht an die Bürgerstiftung Musterstadt.</p>`,
    datum_von: '2025-01-16T09:00',
  },
  {
    id: 1012,
    rubrik: 'buergernachrichten',
    titel: 'Narrenbaumstellen und Fasnet 2025 in allen Stadtteilen',
    teaser: 'Am Schmutzigen Donnerstag übernehmen die Narren das Rathaus. Ein Überblick über die wichtigsten Termine der Fasnet.',
    text: `<p>Die Fasnet 2025 beginnt am Schmutzigen Donnerstag, 27. Februar, um 11:11 Uhr mit der Rathausstürmung durch die Narrenzunft Musterstadt. Bürgermeisterin Dr. Katrin Albrecht übergibt den Rathausschlüssel traditionsgemäß an den Zunftmeister.</p>
<h2>Termine im Überblick</h2>
<ul>
<li>Donnerstag, 27. Februar: Narrenbaumstellen auf dem Marktplatz, 17 Uhr</li>
<li>Samstag, 1. März: Kinderumzug in Hecklingen, 14 Uhr</li>
<li>Sonntag, 2. März: Großer Umzug in der Kernstadt, 14 Uhr</li>
<li>Dienstag, 4. März: Fasnetverbrennung in Bombach, 19 Uhr</li>
</ul>
<p>Das Rathaus ist am Schmutzigen Donnerstag ab 12 Uhr und am Fasnetdienstag ganztägig geschlossen. Die Ortsverwaltungen haben zu den gewohnten Zeiten geöffnet.</p>`,
    datum_von: '2025-02-20T10:00',
  },
  {
    id: 1013,
    rubrik: 'buergernachrichten',
    titel: 'Kanalsanierung: Vollsperrung der Hauptstraße in Bombach',
    teaser: 'Ab dem 24. März wird der Abwasserkanal in der Hauptstraße in Bombach erneuert. Die Ortsdurchfahrt ist für etwa vier Monate gesperrt.',
    text: `<p>Der Abwasserkanal unter der Hauptstraße in Bombach stammt aus den 1960er-Jahren und muss dringend erneuert werden. Die Arbeiten beginnen am Montag, 24. März 2025, und dauern voraussichtlich bis Ende Juli.</p>
<p>Während der Bauzeit ist die Ortsdurchfahrt zwischen Kirche und Festhalle voll gesperrt. Die Umleitung erfolgt über die Kreisstraße nach Hecklingen. Die Bushaltestelle „Bombach Ortsmitte“ wird an die Festhalle verlegt.</p>
<p>Für Anliegerinnen und Anlieger bleibt die Zufahrt zu ihren Grundstücken nach Absprache mit der Bauleitung möglich. Die Müllabfuhr ist sichergestellt; bitte stellen Sie die Tonnen an den Sammelplätzen an den Enden der Baustelle bereit.</p>
<p>Eine Übersicht über die Bauabschnitte und Umleitungen finden Sie im Lageplan.</p>`,
    datum_von: '2025-03-13T08:00',
    datum_bis: '2025-07-31',
    bild: 'strasse',
    bild_alt: 'Ortsdurchfahrt mit Absperrschranke und Umleitungsschild.',
    downloads: [
      {
        datei: 'lageplan-kanalsanierung-bombach.pdf',
        downloadtext: 'Lageplan und Bauabschnitte (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Kanalsanierung Hauptstraße Bombach',
          'Bauabschnitt 1: Kirche bis Einmündung Rebweg, 24. März bis 9. Mai 2025',
          'Bauabschnitt 2: Rebweg bis Festhalle, 12. Mai bis 27. Juni 2025',
          'Bauabschnitt 3: Hausanschlüsse und Fahrbahndecke, bis 31. Juli 2025',
          'Umleitung: über K 5130 Richtung Hecklingen',
          'Ersatzhaltestelle: Festhalle Bombach',
          'Bauleitung: Stadtbauamt, Telefon +49 7641 123-51',
        ],
      },
    ],
  },
  {
    id: 1014,
    rubrik: 'buergernachrichten',
    titel: 'Stadtbücherei: Längere Öffnungszeiten und digitale Ausleihe',
    teaser: 'Ab April hat die Stadtbücherei auch am Samstagvormittag geöffnet. E-Books und Hörbücher können rund um die Uhr ausgeliehen werden.',
    text: `<p>Die Stadtbücherei in der Alten Schule erweitert ihr Angebot. Ab dem 1. April 2025 gelten folgende Öffnungszeiten:</p>
<ul>
<li>Dienstag und Donnerstag: 14 bis 18 Uhr</li>
<li>Mittwoch: 10 bis 12 und 14 bis 18 Uhr</li>
<li>Freitag: 14 bis 17 Uhr</li>
<li>Samstag: 10 bis 12 Uhr</li>
</ul>
<p>Neu ist außerdem die Onleihe: Mit einem gültigen Büchereiausweis lassen sich E-Books, Hörbücher und Zeitschriften über das Internet ausleihen. Das Team der Bücherei hilft gerne bei der Einrichtung auf Smartphone, Tablet oder E-Book-Reader.</p>
<p>Büchereileiterin Claudia Wiesler freut sich über den Zuspruch: „Im vergangenen Jahr haben wir über 38.000 Ausleihen gezählt. Mit dem Samstag kommen wir vor allem Berufstätigen und Familien entgegen.“</p>`,
    datum_von: '2025-03-27T10:00',
    bild: 'buecherei',
    bild_alt: 'Bücherregale und ein Lesetisch in der Stadtbücherei.',
  },
  {
    id: 1015,
    rubrik: 'buergernachrichten',
    titel: 'Freibad öffnet mit neuem Kinderbecken',
    teaser: 'Rechtzeitig zum Saisonstart am 17. Mai ist das neue Kinderbecken mit Wasserspielen fertig geworden.',
    text: `<p>Nach sieben Monaten Bauzeit ist das neue Kinderbecken im Freibad Musterstadt fertiggestellt. Es ersetzt das alte Planschbecken aus dem Jahr 1974 und bietet mit Wasserpilz, Rutsche und Sonnensegel viel Platz für die kleinsten Badegäste.</p>
<p>Die Kosten von rund 480.000 Euro wurden zu einem Drittel aus dem Sanierungsprogramm des Landes gefördert. Der Gemeinderat hatte die Maßnahme im Frühjahr 2024 beschlossen.</p>
<p>Das Freibad öffnet am Samstag, 17. Mai 2025, um 9 Uhr. Die Eintrittspreise bleiben stabil; Familien mit der Familienkarte der Stadt erhalten weiterhin 20 Prozent Ermäßigung auf die Saisonkarte.</p>`,
    datum_von: '2025-05-15T09:00',
    bild: 'freibad',
    bild_alt: 'Schwimmerbecken des Freibads mit Liegewiese an einem sonnigen Tag.',
  },
  {
    id: 1016,
    rubrik: 'buergernachrichten',
    titel: 'Blutspende im Bürgerhaus Nordweil',
    teaser: 'Am 16. Juni bittet das DRK wieder um Blutspenden. Gerade vor den Sommerferien werden Konserven dringend gebraucht.',
    text: `<p>Vor den Sommerferien gehen die Blutreserven regelmäßig zurück. Der DRK-Ortsverein Musterstadt lädt daher am Montag, 16. Juni 2025, von 15 bis 19:30 Uhr ins Bürgerhaus Nordweil ein.</p>
<p>Bitte bringen Sie Ihren Personalausweis mit und trinken Sie vor der Spende ausreichend. Die Spende selbst dauert nur etwa zehn Minuten; mit Anmeldung, ärztlicher Untersuchung und Ruhephase sollten Sie rund eine Stunde einplanen.</p>`,
    datum_von: '2025-06-05T08:00',
  },
  {
    id: 1017,
    rubrik: 'buergernachrichten',
    titel: 'Ferienprogramm 2025: Von der Waldwerkstatt bis zum Feuerwehrtag',
    teaser: 'Das Ferienprogramm bietet in diesem Jahr 82 Angebote. Die Anmeldefrist endet am 11. Juli.',
    text: `<p>Das neue Ferienprogramm ist erschienen. In allen vier Stadtteilen laden Vereine, Betriebe und Privatpersonen zu 82 Veranstaltungen ein – so viele wie nie zuvor.</p>
<p>Zu den Höhepunkten gehören eine Waldwerkstatt mit dem Revierförster, ein Feuerwehrtag bei der Abteilung Hecklingen, ein Backkurs in der Mühle Nordweil und eine Nachtwanderung mit dem Schwarzwaldverein.</p>
<p>Die Anmeldung ist bis Freitag, 11. Juli 2025, möglich. Die Teilnahmebestätigungen werden Mitte Juli per E-Mail verschickt. Familien mit geringem Einkommen können eine Ermäßigung beantragen; Auskunft gibt das <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a>.</p>`,
    datum_von: '2025-06-26T10:00',
  },
  {
    id: 1018,
    rubrik: 'buergernachrichten',
    titel: 'Besuch aus der Partnerstadt Beaulieu-les-Vignes',
    teaser: 'Eine Delegation aus der französischen Partnerstadt war vier Tage zu Gast. Im Mittelpunkt stand der Austausch der Vereine.',
    text: `<p>Mit einem Bus voller Gäste kam die Delegation aus Beaulieu-les-Vignes am Donnerstag in Musterstadt an. 46 Bürgerinnen und Bürger, darunter Mitglieder des Gemeinderats, der Feuerwehr und des Fußballvereins, verbrachten vier Tage bei Gastfamilien.</p>
<p>Auf dem Programm standen eine Wanderung zum Aussichtsturm, ein Freundschaftsspiel der Alten Herren und ein gemeinsamer Festabend in der Stadthalle. Bürgermeisterin Dr. Katrin Albrecht und ihr Amtskollege Jean-Luc Moreau bekräftigten dabei den Wunsch, vor allem den Jugendaustausch auszubauen.</p>
<p>Der Partnerschaftsverein sucht weitere Gastfamilien für den Gegenbesuch im kommenden Jahr. Interessierte wenden sich an das Hauptamt, Telefon +49 7641 123-21.</p>`,
    datum_von: '2025-07-24T09:00',
  },
  {
    id: 1019,
    rubrik: 'buergernachrichten',
    titel: 'Neues Löschfahrzeug für die Abteilung Hecklingen',
    teaser: 'Die Freiwillige Feuerwehr Hecklingen hat ein neues Löschgruppenfahrzeug erhalten. Es ersetzt ein 31 Jahre altes Fahrzeug.',
    text: `<p>Groß war die Freude bei der Abteilung Hecklingen der Freiwilligen Feuerwehr Musterstadt: Am Samstag wurde das neue Löschgruppenfahrzeug LF 10 offiziell in Dienst gestellt. Pfarrer Bernhard Gerber segnete das Fahrzeug bei einer kleinen Feier vor dem Gerätehaus.</p>
<p>Das Fahrzeug verfügt über einen 2.000-Liter-Wassertank, eine moderne Atemschutzausstattung und eine umfangreiche Beladung für die technische Hilfe. Die Anschaffung kostete rund 420.000 Euro; das Land hat sich mit einem Zuschuss von 92.000 Euro beteiligt.</p>
<p>Kommandant Stefan Ketterer dankte dem Gemeinderat für die Unterstützung und den Kameradinnen und Kameraden für die vielen Stunden Einweisung. Mehr über die Arbeit der Feuerwehr erfahren Sie auf den <a href="/feuerwehr/">Seiten der Feuerwehr</a>.</p>`,
    datum_von: '2025-09-04T10:00',
    bild: 'feuerwehrauto',
    bild_alt: 'Rotes Löschfahrzeug der Freiwilligen Feuerwehr vor dem Gerätehaus.',
  },
  {
    id: 1020,
    rubrik: 'buergernachrichten',
    titel: 'Glasfaser: Bombach ist am Netz',
    teaser: 'Die ersten 310 Haushalte in Bombach können schnelles Internet über Glasfaser nutzen. Nordweil folgt bis zum Jahresende.',
    text: `<p>Nach gut einem Jahr Bauzeit ist das Glasfasernetz in Bombach in Betrieb. 310 Haushalte und 18 Betriebe verfügen nun über Anschlüsse mit bis zu 1 Gigabit pro Sekunde.</p>
<p>Wer einen Hausanschluss hat, aber noch keinen Vertrag abgeschlossen hat, kann sich bei den Anbietern im Netz informieren. Für eine spätere Anbindung von Gebäuden fallen Baukosten an.</p>
<p>In Nordweil sind die Tiefbauarbeiten weitgehend abgeschlossen. Die Inbetriebnahme ist dort für Dezember vorgesehen. Danach folgen die Außenbereiche der Kernstadt und Hecklingen.</p>`,
    datum_von: '2025-09-25T09:00',
  },
  {
    id: 1021,
    rubrik: 'buergernachrichten',
    titel: 'Laub und Grünschnitt: Zusätzliche Annahmetermine im Herbst',
    teaser: 'Der Bauhof nimmt im Oktober und November auch freitagnachmittags Laub und Grünschnitt an.',
    text: `<p>Im Herbst fallen in vielen Gärten große Mengen Laub und Schnittgut an. Der städtische Bauhof bietet deshalb vom 10. Oktober bis 28. November 2025 zusätzliche Annahmezeiten an: freitags von 14 bis 17 Uhr, zusätzlich zu den bekannten Samstagsterminen.</p>
<p>Angenommen werden Laub, Rasenschnitt, Hecken- und Baumschnitt bis zu einem Durchmesser von 15 Zentimetern. Nicht angenommen werden Wurzelstöcke, Erde und Küchenabfälle.</p>
<p>Bitte fegen Sie auch Laub auf Gehwegen vor Ihrem Grundstück regelmäßig zusammen. Nasses Laub ist rutschig und kann zu Stürzen führen.</p>`,
    datum_von: '2025-10-09T09:00',
  },
  {
    id: 1022,
    rubrik: 'buergernachrichten',
    titel: 'Volkstrauertag: Gedenkfeiern in allen Stadtteilen',
    teaser: 'Am 16. November gedenkt die Stadt der Opfer von Krieg und Gewaltherrschaft. Die Feiern finden an den Ehrenmalen statt.',
    text: `<p>Am Volkstrauertag, Sonntag, 16. November 2025, finden in allen Stadtteilen Gedenkfeiern statt. Die Stadt lädt die Bevölkerung herzlich ein, daran teilzunehmen.</p>
<ul>
<li>Kernstadt: 10:45 Uhr, Ehrenmal am Friedhof, mit Bürgermeisterin Dr. Katrin Albrecht</li>
<li>Bombach: 10 Uhr nach dem Gottesdienst, Ehrenmal an der Kirche</li>
<li>Hecklingen: 11:30 Uhr, Gedenkstein am Lindenplatz</li>
<li>Nordweil: 9:45 Uhr, Friedhof Nordweil</li>
</ul>
<p>Die Feiern werden von den Musikvereinen und Gesangvereinen begleitet. Die Feuerwehr stellt an allen Orten eine Ehrenwache.</p>`,
    datum_von: '2025-11-06T09:00',
    bild: 'kirche',
    bild_alt: 'Die Stadtkirche mit ihrem Turm.',
  },
  {
    id: 1023,
    rubrik: 'buergernachrichten',
    titel: 'Weihnachtsmarkt 2025: Neue Hütten und mehr Sitzplätze',
    teaser: 'Der Weihnachtsmarkt öffnet am 28. November. Erstmals gibt es einen überdachten Bereich mit Sitzplätzen neben der Kirche.',
    text: `<p>Am Freitag, 28. November 2025, öffnet der Weihnachtsmarkt auf dem Marktplatz. In diesem Jahr sind sechs neue Holzhütten hinzugekommen, die der Bauhof über den Sommer gebaut hat. Damit können sich erstmals 30 Vereine und Kunsthandwerker beteiligen.</p>
<p>Neu ist auch ein überdachter Bereich mit Sitzplätzen an der Kirche, in dem an den Samstagen Chöre und Musikgruppen auftreten. Für Kinder gibt es eine Backstube, in der Weihnachtsplätzchen gebacken werden können.</p>
<p>Der Markt ist an den ersten drei Adventswochenenden jeweils freitags ab 17 Uhr, samstags ab 14 Uhr und sonntags ab 12 Uhr geöffnet.</p>`,
    datum_von: '2025-11-27T09:00',
    bild: 'marktplatz',
    bild_alt: 'Der Marktplatz von Musterstadt mit Brunnen und Fachwerkhäusern.',
  },
  {
    id: 1024,
    rubrik: 'buergernachrichten',
    titel: 'Winterdienst: Was Anliegerinnen und Anlieger wissen müssen',
    teaser: 'Die Stadt räumt vorrangig Hauptstraßen, Bushaltestellen und Steigungen. Gehwege müssen die Anliegerinnen und Anlieger selbst räumen.',
    text: `<p>Der Bauhof ist für den Winter gerüstet: Vier Räumfahrzeuge und zwei Kleintraktoren stehen bereit, das Salzlager ist gefüllt. Geräumt wird nach einem festen Plan. Vorrang haben Hauptverkehrsstraßen, Busstrecken, steile Straßen sowie Zufahrten zu Schulen und Kindergärten.</p>
<p>Nach der Streupflichtsatzung müssen Eigentümerinnen und Eigentümer sowie Mieterinnen und Mieter die Gehwege vor ihren Grundstücken werktags bis 7 Uhr und an Sonn- und Feiertagen bis 8 Uhr räumen und streuen. Dies gilt bis 20 Uhr.</p>
<p>Bitte parken Sie so, dass die Räumfahrzeuge ungehindert durchfahren können. Alle Regeln haben wir in einem Merkblatt zusammengefasst.</p>`,
    datum_von: '2025-12-11T08:00',
    bild: 'winterlandschaft',
    bild_alt: 'Verschneite Wiesen und Tannen unter blauem Himmel.',
    downloads: [
      {
        datei: 'merkblatt-winterdienst.pdf',
        downloadtext: 'Merkblatt Winterdienst (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Merkblatt Winterdienst der Stadt Musterstadt',
          'Räum- und Streupflicht: werktags 7 bis 20 Uhr, sonn- und feiertags 8 bis 20 Uhr',
          'Gehwege in einer Breite von mindestens 1,20 Meter räumen',
          'Streumittel: Sand, Splitt oder Granulat; Salz nur bei Glatteis',
          'Schnee nicht auf die Fahrbahn schieben',
          'Straßenabläufe und Hydranten freihalten',
          'Fragen: Bauhof, Telefon +49 7641 123-70',
        ],
      },
    ],
  },
  {
    id: 1025,
    rubrik: 'buergernachrichten',
    titel: 'Sportlerehrung beim Neujahrsempfang 2026',
    teaser: 'Beim Neujahrsempfang wurden 54 Sportlerinnen und Sportler für ihre Erfolge im vergangenen Jahr geehrt.',
    text: `<p>Der Neujahrsempfang der Stadt stand in diesem Jahr im Zeichen des Sports. Bürgermeisterin Dr. Katrin Albrecht ehrte 54 Sportlerinnen und Sportler aus elf Vereinen, die 2025 Meistertitel auf Kreis-, Landes- oder Bundesebene errungen haben.</p>
<p>Besonders gewürdigt wurde die Damenmannschaft des Tischtennisclubs Bombach, die in die Oberliga aufgestiegen ist, sowie der 16-jährige Leichtathlet Jonas Faller aus Nordweil, der bei den Deutschen Jugendmeisterschaften im Hochsprung Bronze gewann.</p>
<p>Die Bürgermeisterin dankte auch den vielen Trainerinnen, Trainern und Ehrenamtlichen in den Vereinen: „Hinter jedem Erfolg stehen Menschen, die Woche für Woche ihre Freizeit einbringen.“</p>`,
    datum_von: '2026-01-15T09:00',
  },
  {
    id: 1026,
    rubrik: 'buergernachrichten',
    titel: 'Fasnet 2026: Umzüge und Straßensperrungen',
    teaser: 'Die Fasnet erreicht am 15. Februar mit dem großen Umzug ihren Höhepunkt. Hier finden Sie alle Termine und Sperrungen.',
    text: `<p>Die Narrenzunft Musterstadt und die Narrengruppen der Stadtteile laden zur Fasnet 2026 ein. Am Schmutzigen Donnerstag, 12. Februar, wird um 11:11 Uhr das Rathaus gestürmt.</p>
<h2>Umzüge</h2>
<ul>
<li>Samstag, 14. Februar, 14 Uhr: Kinderumzug in Nordweil</li>
<li>Sonntag, 15. Februar, 14 Uhr: Großer Umzug in der Kernstadt mit 65 Gruppen</li>
<li>Montag, 16. Februar, 14 Uhr: Rosenmontagsumzug in Hecklingen</li>
</ul>
<p>Am Sonntag sind Hauptstraße, Marktplatz und Kirchstraße von 11 bis 19 Uhr gesperrt. Bitte beachten Sie die Halteverbote, die ab Samstagabend gelten. Glasflaschen sind im Umzugsbereich nicht erlaubt; die Allgemeinverfügung finden Sie im Download.</p>`,
    datum_von: '2026-02-05T10:00',
    datum_bis: '2026-02-17',
    bild: 'fasnet',
    bild_alt: 'Hästräger der Narrenzunft mit geschnitzten Holzmasken beim Fasnetumzug.',
    downloads: [
      {
        datei: 'allgemeinverfuegung-glasverbot-fasnet-2026.pdf',
        downloadtext: 'Allgemeinverfügung Glasverbot Fasnet 2026 (PDF)',
        einstufung: 'Bekanntmachung',
        inhalt: [
          'Allgemeinverfügung der Stadt Musterstadt über ein Glasverbot während der Fasnet 2026',
          'Geltungsbereich: Hauptstraße, Marktplatz, Kirchstraße, Schulstraße',
          'Zeitraum: 15. Februar 2026, 10 bis 22 Uhr',
          'Verboten ist das Mitführen und Benutzen von Behältnissen aus Glas.',
          'Zuwiderhandlungen können mit einem Bußgeld geahndet werden.',
          'Musterstadt, 2. Februar 2026, Dr. Katrin Albrecht, Bürgermeisterin',
        ],
      },
    ],
  },
  {
    id: 1027,
    rubrik: 'buergernachrichten',
    titel: 'Dorfputzete in Nordweil',
    teaser: 'Am 28. März treffen sich Nordweilerinnen und Nordweiler zur gemeinsamen Putzaktion rund um den Ort.',
    text: `<p>Ortsvorsteher Martin Zimmermann lädt alle Nordweilerinnen und Nordweiler zur Dorfputzete am Samstag, 28. März 2026, ein. Treffpunkt ist um 9 Uhr am Bürgerhaus.</p>
<p>Gesammelt wird an den Feldwegen, am Waldrand und entlang des Nordweiler Bachs. Werkzeug und Säcke stellt die Stadt. Im Anschluss gibt es Suppe und Getränke im Bürgerhaus, gespendet von den örtlichen Vereinen.</p>`,
    datum_von: '2026-03-19T09:00',
  },
  {
    id: 1028,
    rubrik: 'buergernachrichten',
    titel: 'Radweg zwischen Bombach und Hecklingen freigegeben',
    teaser: 'Der neue, 2,8 Kilometer lange Radweg entlang der Kreisstraße verbindet die beiden Stadtteile sicher miteinander.',
    text: `<p>Radfahrerinnen und Radfahrer müssen zwischen Bombach und Hecklingen nicht mehr auf der Kreisstraße fahren. Am Freitag gaben Bürgermeisterin Dr. Katrin Albrecht, die Ortsvorsteher Thomas Wehrle und Sabine Kiefer sowie Vertreter des Landkreises den neuen Radweg frei.</p>
<p>Der Weg ist 2,8 Kilometer lang, 2,50 Meter breit und asphaltiert. An der Einmündung zum Wiesental wurde eine Querungshilfe gebaut. Die Gesamtkosten von 1,3 Millionen Euro teilen sich Landkreis und Stadt; das Land hat den Bau gefördert.</p>
<p>Damit ist eine wichtige Lücke im Radnetz geschlossen. Schülerinnen und Schüler aus Bombach können nun sicher zur Drei-Linden-Grundschule in Hecklingen radeln.</p>`,
    datum_von: '2026-04-16T10:00',
    bild: 'radweg',
    bild_alt: 'Asphaltierter Radweg führt durch grüne Wiesen.',
  },
  {
    id: 1029,
    rubrik: 'buergernachrichten',
    titel: 'Blutspende in der Stadthalle',
    teaser: 'Am 11. Mai lädt das DRK zur Blutspende in die Stadthalle ein. Spenderinnen und Spender werden um Terminreservierung gebeten.',
    text: `<p>Der DRK-Ortsverein Musterstadt bittet am Montag, 11. Mai 2026, von 14:30 bis 19:30 Uhr um Blutspenden in der Stadthalle. Gesucht werden insbesondere Spenderinnen und Spender mit den Blutgruppen 0 negativ und A negativ.</p>
<p>Nach der Spende erwartet alle ein Imbiss. Bei der 25., 50. und 75. Spende überreicht der Ortsverein eine Ehrennadel.</p>`,
    datum_von: '2026-05-07T08:00',
  },
  {
    id: 1030,
    rubrik: 'buergernachrichten',
    titel: 'Freibadsaison 2026: Neue Preise und Online-Tickets',
    teaser: 'Das Freibad öffnet am 23. Mai. Erstmals können Einzel- und Saisonkarten auch online gekauft werden.',
    text: `<p>Am Samstag, 23. Mai 2026, beginnt die Freibadsaison. Neu in diesem Jahr: Eintrittskarten lassen sich auch online kaufen und an der Kasse per Smartphone vorzeigen. Barzahlung und Kartenzahlung an der Kasse bleiben möglich.</p>
<p>Der Gemeinderat hat im März eine moderate Anpassung der Eintrittspreise beschlossen, da die Kosten für Energie und Personal deutlich gestiegen sind. Die Einzelkarte für Erwachsene kostet nun 4,50 Euro, für Kinder und Jugendliche 2,50 Euro. Die Familiensaisonkarte bleibt mit Familienkarte ermäßigt.</p>
<p>Die vollständige Preisliste steht unten zum Herunterladen bereit.</p>`,
    datum_von: '2026-05-21T09:00',
    bild: 'freibad',
    bild_alt: 'Schwimmerbecken des Freibads mit Liegewiese an einem sonnigen Tag.',
    downloads: [
      {
        datei: 'preisliste-freibad-2026.pdf',
        downloadtext: 'Eintrittspreise Freibad 2026 (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Eintrittspreise Freibad Musterstadt, Saison 2026',
          'Einzelkarte Erwachsene: 4,50 Euro',
          'Einzelkarte Kinder und Jugendliche (6 bis 17 Jahre): 2,50 Euro',
          'Kinder unter 6 Jahren: frei',
          'Zehnerkarte Erwachsene: 40,00 Euro',
          'Saisonkarte Erwachsene: 85,00 Euro',
          'Familiensaisonkarte: 150,00 Euro, mit Familienkarte 120,00 Euro',
          'Abendtarif ab 18 Uhr: 2,50 Euro',
        ],
      },
    ],
  },
  {
    id: 1031,
    rubrik: 'buergernachrichten',
    titel: 'Ferienprogramm 2026 ist online',
    teaser: 'Mit 78 Angeboten lädt das Ferienprogramm Kinder und Jugendliche ein, die Sommerferien in Musterstadt zu erleben.',
    text: `<p>Das Ferienprogramm 2026 ist ab sofort online und als gedrucktes Heft erhältlich. 78 Angebote von Vereinen, Kirchengemeinden, Betrieben und Privatpersonen stehen zur Auswahl.</p>
<h2>So funktioniert die Anmeldung</h2>
<ol>
<li>Angebote im Heft oder online auswählen.</li>
<li>Anmeldung bis Freitag, 10. Juli 2026, abgeben.</li>
<li>Bestätigung und Zahlungsinformationen kommen Mitte Juli.</li>
</ol>
<p>Neu sind ein Programmierkurs in der Stadtbücherei, ein Imkertag in Bombach und ein Kanu-Nachmittag auf dem Baggersee. Das Anmeldeformular finden Sie auch hier zum Herunterladen.</p>`,
    datum_von: '2026-06-18T10:00',
    downloads: [
      {
        datei: 'anmeldung-ferienprogramm-2026.pdf',
        downloadtext: 'Anmeldeformular Ferienprogramm 2026 (PDF)',
        einstufung: 'Formular',
        inhalt: [
          'Anmeldung zum Ferienprogramm 2026 der Stadt Musterstadt',
          'Name und Vorname des Kindes, Geburtsdatum',
          'Anschrift und Telefonnummer der Erziehungsberechtigten',
          'Gewünschte Angebote (Nummer laut Programmheft), bis zu acht Angebote',
          'Hinweise zu Allergien oder Unterstützungsbedarf',
          'Einverständnis zur Veröffentlichung von Fotos: ja / nein',
          'Abgabe bis 10. Juli 2026 im Rathaus oder in den Ortsverwaltungen',
        ],
      },
    ],
  },
  {
    id: 1032,
    rubrik: 'buergernachrichten',
    titel: 'Sommerkonzerte im Kurpark',
    teaser: 'An vier Sonntagen im Juli und August spielen Musikvereine aus Musterstadt und der Region im Kurpark.',
    text: `<p>Die beliebte Reihe der Sommerkonzerte im Kurpark geht in die nächste Runde. Jeweils sonntags um 11 Uhr spielen Musikvereine und Ensembles im Musikpavillon. Der Eintritt ist frei.</p>
<ul>
<li>12. Juli: Stadtkapelle Musterstadt</li>
<li>26. Juli: Musikverein Hecklingen</li>
<li>9. August: Akkordeonorchester Bombach</li>
<li>23. August: Jugendblasorchester der Stadtteile</li>
</ul>
<p>Bei schlechtem Wetter finden die Konzerte in der Stadthalle statt. Für Bewirtung sorgen die jeweiligen Vereine.</p>`,
    datum_von: '2026-07-02T09:00',
    datum_bis: '2026-08-23',
    bild: 'konzert',
    bild_alt: 'Musikerinnen und Musiker spielen bei einem Konzert auf einer Bühne.',
  },
  {
    id: 1033,
    rubrik: 'buergernachrichten',
    titel: '100 Jahre Sportverein Nordweil',
    teaser: 'Der SV Nordweil feiert sein hundertjähriges Bestehen mit einem Festakt und einem Sportwochenende.',
    text: `<p>Im Jahr 1926 gründeten 19 junge Männer den Sportverein Nordweil. Heute hat der Verein über 620 Mitglieder in den Abteilungen Fußball, Turnen, Tennis und Gesundheitssport. Beim Festakt in der Sporthalle würdigte Bürgermeisterin Dr. Katrin Albrecht den Verein als „Herzstück des Ortslebens“.</p>
<p>Der Vorsitzende Frank Schätzle erinnerte an die Geschichte des Vereins, vom ersten Sportplatz auf einer gepachteten Wiese bis zum Bau der Sporthalle in den 1980er-Jahren. Für besondere Verdienste wurden zwölf langjährige Mitglieder geehrt.</p>
<p>Am Jubiläumswochenende vom 1. bis 2. August gibt es ein Jugendturnier, ein Spiel der Traditionsmannschaft und ein Familienfest auf dem Sportgelände.</p>`,
    datum_von: '2026-07-30T09:00',
    bild: 'sporthalle',
    bild_alt: 'Innenansicht einer Sporthalle mit Hallenboden und Basketballkörben.',
  },
  {
    id: 1034,
    rubrik: 'buergernachrichten',
    titel: 'Schwarzwaldverein bittet um Rücksicht auf Wanderwegen',
    teaser: 'Nach den Sturmschäden des Sommers sind einige Wanderwege wieder frei. Der Schwarzwaldverein sucht Helfer für die Wegepflege.',
    text: `<p>Die Gewitterstürme im Juli haben auf mehreren Wanderwegen rund um Musterstadt Bäume umgeworfen. Der städtische Forst und die Ortsgruppe des Schwarzwaldvereins haben die meisten Wege inzwischen wieder freigeräumt.</p>
<p>Gesperrt bleibt vorerst der Abschnitt des Höhenwegs zwischen Aussichtsturm und Nordweiler Kreuz. Bitte beachten Sie die Absperrungen und betreten Sie den Wald nicht abseits der Wege, solange noch lose Äste in den Kronen hängen.</p>
<p>Der Schwarzwaldverein sucht Freiwillige für die Pflege der Wegmarkierungen. Treffpunkt ist jeden ersten Samstag im Monat um 9 Uhr am Wanderparkplatz Wiesental.</p>`,
    datum_von: '2026-09-03T09:00',
    bild: 'wald-weg',
    bild_alt: 'Schmaler Waldweg zwischen hohen Tannen.',
  },
  {
    id: 1035,
    rubrik: 'buergernachrichten',
    titel: 'Herbstmarkt und verkaufsoffener Sonntag am 11. Oktober',
    teaser: 'Der Gewerbeverein lädt am 11. Oktober zum Herbstmarkt mit regionalen Produkten und einem Programm für Familien ein.',
    text: `<p>Am Sonntag, 11. Oktober 2026, findet rund um den Marktplatz der traditionelle Herbstmarkt statt. Von 11 bis 18 Uhr bieten Händlerinnen und Händler Obst, Most, Käse, Honig und Kunsthandwerk an.</p>
<p>Die Geschäfte der Innenstadt öffnen von 13 bis 18 Uhr. Auf dem Kirchplatz präsentieren sich die Landfrauen mit Kuchen und Zwiebelkuchen, der Obst- und Gartenbauverein bietet eine Apfelsortenbestimmung an.</p>
<p>Die Hauptstraße ist zwischen Kirchstraße und Schulstraße von 7 bis 20 Uhr gesperrt.</p>`,
    datum_von: '2026-09-17T09:00',
    bild: 'wochenmarkt',
    bild_alt: 'Marktstände mit Obst, Gemüse und Kürbissen unter Sonnenschirmen.',
  },
  {
    id: 1036,
    rubrik: 'buergernachrichten',
    titel: 'Kreisstraße bei Hecklingen wird erneuert',
    teaser: 'Die K 5130 zwischen Hecklingen und der Bundesstraße ist vom 28. September bis 23. Oktober voll gesperrt.',
    text: `<p>Der Landkreis erneuert die Fahrbahn der Kreisstraße K 5130 zwischen dem Ortsausgang Hecklingen und der Einmündung in die Bundesstraße. Die Strecke ist vom 28. September bis voraussichtlich 23. Oktober 2026 voll gesperrt.</p>
<p>Die Umleitung führt über Bombach und die Kernstadt. Der Radweg nach Bombach bleibt geöffnet. Für den Schulbus gilt ein angepasster Fahrplan, der den Familien über die Drei-Linden-Grundschule mitgeteilt wurde.</p>
<p>Die Stadtverwaltung bittet um Verständnis für die Einschränkungen. Zuständig ist das Straßenbauamt des Landkreises.</p>`,
    datum_von: '2026-09-24T08:00',
    datum_bis: '2026-10-23',
  },
  {
    id: 1037,
    rubrik: 'buergernachrichten',
    titel: 'Streuobstwiesen: Obst von gekennzeichneten Bäumen darf geerntet werden',
    teaser: 'Bäume mit gelbem Band auf städtischen Wiesen dürfen von allen abgeerntet werden – für den Eigenbedarf.',
    text: `<p>Auf den städtischen Streuobstwiesen im Wiesental und oberhalb von Bombach hängen die Bäume in diesem Herbst voller Äpfel und Birnen. Damit das Obst nicht verdirbt, hat der Bauhof zahlreiche Bäume mit einem gelben Band markiert.</p>
<p>Das Obst dieser Bäume darf von allen Bürgerinnen und Bürgern kostenlos für den Eigenbedarf geerntet werden. Bitte gehen Sie sorgsam mit den Bäumen um, verwenden Sie keine Leitern an jungen Bäumen und nehmen Sie Rücksicht auf die Bewirtschaftung der angrenzenden Flächen.</p>
<p>Private Bäume ohne Markierung sind selbstverständlich tabu.</p>`,
    datum_von: '2026-10-01T09:00',
    bild: 'wiesental',
    bild_alt: 'Wiesental mit Obstbäumen, dahinter bewaldete Hügel.',
  },
  {
    id: 1038,
    rubrik: 'buergernachrichten',
    titel: 'Blutspende in der Festhalle Bombach am 19. Oktober',
    teaser: 'Der DRK-Ortsverein ruft zur letzten Blutspende des Jahres in Bombach auf.',
    text: `<p>Am Montag, 19. Oktober 2026, findet von 14:30 bis 19:30 Uhr die nächste Blutspende in der Festhalle Bombach statt. Es ist der letzte Termin des Jahres in Musterstadt.</p>
<p>Bitte bringen Sie einen Lichtbildausweis und, falls vorhanden, Ihren Blutspendeausweis mit. Wer sich in den letzten vier Wochen in einem Risikogebiet aufgehalten hat, klärt die Spendefähigkeit bitte vorab mit dem Blutspendedienst.</p>`,
    datum_von: '2026-10-08T08:00',
  },
  {
    id: 1039,
    rubrik: 'buergernachrichten',
    titel: 'Bundesweiter Vorlesetag: Die Stadtbücherei lädt ein',
    teaser: 'Zum Vorlesetag am 20. November lesen Gemeinderätinnen, Feuerwehrleute und die Bürgermeisterin in der Stadtbücherei vor.',
    text: `<p>Am Freitag, 20. November 2026, beteiligt sich die Stadtbücherei am bundesweiten Vorlesetag. Von 15 bis 17 Uhr lesen bekannte Gesichter aus Musterstadt Geschichten für Kinder zwischen vier und zehn Jahren.</p>
<p>Mit dabei sind Bürgermeisterin Dr. Katrin Albrecht, Kommandant Stefan Ketterer von der Feuerwehr und mehrere Mitglieder des Gemeinderats. Jede Lesung dauert etwa 20 Minuten. Eine Anmeldung ist nicht notwendig.</p>
<p>Außerdem stellt das Büchereiteam Neuerscheinungen für die Adventszeit vor. Büchereiausweise für Kinder sind kostenlos.</p>`,
    datum_von: '2026-10-15T10:00',
    bild: 'buecherei',
    bild_alt: 'Bücherregale und ein Lesetisch in der Stadtbücherei.',
  },
  {
    id: 1040,
    rubrik: 'buergernachrichten',
    titel: 'Laub- und Grünschnittannahme im Herbst 2026',
    teaser: 'Bis zum 28. November nimmt der Bauhof auch freitags Laub und Grünschnitt an. Die Termine im Überblick.',
    text: `<p>Wie im Vorjahr bietet der Bauhof im Herbst zusätzliche Annahmezeiten für Laub und Grünschnitt an. Bis Samstag, 28. November 2026, gilt:</p>
<ul>
<li>Freitag: 14 bis 17 Uhr</li>
<li>Samstag: 9 bis 13 Uhr</li>
</ul>
<p>In Nordweil und Hecklingen stehen an den bekannten Sammelplätzen zusätzlich Container für Laub bereit. Bitte werfen Sie dort keine Äste, Plastiksäcke oder Gartenabfälle mit Erde ein.</p>
<p>Alle Annahmestellen und Zeiten finden Sie in der Übersicht zum Herunterladen.</p>`,
    datum_von: '2026-10-22T09:00',
    downloads: [
      {
        datei: 'gruenschnitt-annahmestellen-2026.pdf',
        downloadtext: 'Annahmestellen für Laub und Grünschnitt (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Annahmestellen für Laub und Grünschnitt, Herbst 2026',
          'Bauhof Musterstadt, Gewerbestraße 12: freitags 14 bis 17 Uhr, samstags 9 bis 13 Uhr',
          'Laubcontainer Hecklingen: Parkplatz am Lindenplatz',
          'Laubcontainer Nordweil: Bürgerhaus, Zufahrt über den Mühlweg',
          'Laubcontainer Bombach: Festhalle, hinterer Parkplatz',
          'Nicht erlaubt: Erde, Steine, Wurzelstöcke, Küchenabfälle, Plastiksäcke',
        ],
      },
    ],
  },
  {
    id: 1041,
    rubrik: 'buergernachrichten',
    titel: 'Martinsumzüge in den Stadtteilen',
    teaser: 'Kindergärten und Kirchengemeinden laden rund um den 11. November zu Laternenumzügen ein.',
    text: `<p>Wenn es früh dunkel wird, leuchten in Musterstadt wieder die Laternen. Die Kindergärten und Kirchengemeinden laden zu Martinsumzügen ein:</p>
<ul>
<li>Kernstadt: Dienstag, 10. November, 17:30 Uhr, ab Kindergarten Sonnenschein</li>
<li>Bombach: Mittwoch, 11. November, 17:30 Uhr, ab Kirche</li>
<li>Hecklingen: Mittwoch, 11. November, 18 Uhr, ab Lindenplatz</li>
<li>Nordweil: Donnerstag, 12. November, 17:30 Uhr, ab Bürgerhaus</li>
</ul>
<p>Die Feuerwehr sichert die Umzüge ab. Während der Umzüge kommt es zu kurzen Straßensperrungen. Bitte fahren Sie besonders vorsichtig.</p>`,
    datum_von: '2026-10-29T09:00',
  },
  {
    id: 1042,
    rubrik: 'buergernachrichten',
    titel: 'Volkstrauertag 2026: Einladung zu den Gedenkfeiern',
    teaser: 'Am 15. November erinnern die Stadt und die Vereine an die Opfer von Krieg, Gewalt und Vertreibung.',
    text: `<p>Am Volkstrauertag, Sonntag, 15. November 2026, lädt die Stadt Musterstadt zu den Gedenkfeiern in allen Stadtteilen ein. Die Ansprache in der Kernstadt hält in diesem Jahr eine Schülerin und ein Schüler der Grundschule Musterstadt gemeinsam mit Bürgermeisterin Dr. Katrin Albrecht.</p>
<ul>
<li>Kernstadt: 10:45 Uhr, Ehrenmal am Friedhof</li>
<li>Bombach: 10 Uhr, Ehrenmal an der Kirche</li>
<li>Hecklingen: 11:30 Uhr, Gedenkstein am Lindenplatz</li>
<li>Nordweil: 9:45 Uhr, Friedhof Nordweil</li>
</ul>
<p>Die Gedenkfeiern werden von Musik- und Gesangvereinen umrahmt.</p>`,
    datum_von: '2026-11-05T09:00',
    bild: 'kirche',
    bild_alt: 'Die Stadtkirche mit ihrem Turm.',
  },
  {
    id: 1043,
    rubrik: 'buergernachrichten',
    titel: 'Weihnachtsmarkt 2026: Programm steht fest',
    teaser: 'Vom 27. November bis 13. Dezember öffnet der Weihnachtsmarkt auf dem Marktplatz. Das Programm bietet Musik, Theater und Kinderaktionen.',
    text: `<p>Der Weihnachtsmarkt Musterstadt öffnet am Freitag, 27. November 2026, um 17 Uhr. 31 Vereine, Schulen und Kunsthandwerkerinnen bieten an den drei Adventswochenenden ihre Waren an.</p>
<h2>Höhepunkte</h2>
<ul>
<li>Eröffnung mit dem Kinderchor der Drei-Linden-Grundschule</li>
<li>Lebendiger Adventskalender an der Kirche, täglich um 18 Uhr</li>
<li>Besuch des Nikolaus am Samstag, 5. Dezember, 17 Uhr</li>
<li>Turmblasen der Stadtkapelle am 13. Dezember</li>
</ul>
<p>Das ausführliche Programm mit allen Auftritten und Ständen steht zum Herunterladen bereit. Der Weihnachtsmarkt ist mit dem Bus gut erreichbar; an den Samstagen fährt ein zusätzlicher Abendbus aus Nordweil und Hecklingen.</p>`,
    datum_von: '2026-11-12T09:00',
    datum_bis: '2026-12-13',
    bild: 'marktplatz',
    bild_alt: 'Der Marktplatz von Musterstadt mit Brunnen und Fachwerkhäusern.',
    downloads: [
      {
        datei: 'programm-weihnachtsmarkt-2026.pdf',
        downloadtext: 'Programm Weihnachtsmarkt 2026 (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Weihnachtsmarkt Musterstadt 2026 – Programm',
          'Freitag, 27. November, 17 Uhr: Eröffnung durch Bürgermeisterin Dr. Katrin Albrecht',
          'Samstag, 28. November, 16 Uhr: Gesangverein Bombach',
          'Sonntag, 29. November, 15 Uhr: Kasperletheater vor der Stadtbücherei',
          'Samstag, 5. Dezember, 17 Uhr: Der Nikolaus kommt',
          'Sonntag, 6. Dezember, 16 Uhr: Posaunenchor der evangelischen Kirchengemeinde',
          'Samstag, 12. Dezember, 18 Uhr: Alphornbläser vom Hochfirst',
          'Sonntag, 13. Dezember, 17 Uhr: Turmblasen der Stadtkapelle',
          'Öffnungszeiten: Fr 17–22 Uhr, Sa 14–22 Uhr, So 12–20 Uhr',
        ],
      },
    ],
  },
  {
    id: 1044,
    rubrik: 'buergernachrichten',
    titel: 'Adventskonzert in der Stadtkirche',
    teaser: 'Chöre aus allen Stadtteilen gestalten am ersten Advent ein gemeinsames Konzert. Der Erlös geht an die Bürgerstiftung.',
    text: `<p>Am ersten Adventssonntag, 29. November 2026, um 17 Uhr laden die Chöre der Stadt zu einem gemeinsamen Adventskonzert in die Stadtkirche ein. Es singen der Gesangverein Bombach, der Kirchenchor Hecklingen, der Frauenchor Nordweil und der Kinderchor der Grundschule Musterstadt.</p>
<p>Der Eintritt ist frei, um Spenden für die Bürgerstiftung Musterstadt wird gebeten. Die Stiftung unterstützt Familien in Notlagen und finanziert Projekte für Kinder und Jugendliche.</p>`,
    datum_von: '2026-11-16T09:00',
    bild: 'konzert',
    bild_alt: 'Musikerinnen und Musiker spielen bei einem Konzert auf einer Bühne.',
  },
  {
    id: 1045,
    rubrik: 'buergernachrichten',
    titel: 'Winterdienst 2026/27: Bauhof ist einsatzbereit',
    teaser: 'Der Bauhof hat Fahrzeuge und Salzlager für den Winter vorbereitet. Anliegerinnen und Anlieger werden an ihre Räumpflicht erinnert.',
    text: `<p>Die ersten kalten Nächte sind da, und auf den Höhen um Nordweil fiel bereits Schnee. Der städtische Bauhof hat seine vier Räumfahrzeuge gewartet und 380 Tonnen Streusalz eingelagert. Der Bereitschaftsdienst beginnt an Werktagen um 3:30 Uhr.</p>
<p>Bitte denken Sie daran: Gehwege vor Ihrem Grundstück müssen werktags bis 7 Uhr, sonn- und feiertags bis 8 Uhr geräumt und gestreut sein. Stellen Sie Ihre Fahrzeuge so ab, dass die Räumfahrzeuge passieren können – gerade in den engen Straßen von Bombach und Nordweil.</p>
<p>Streusplitt kann in haushaltsüblichen Mengen kostenlos am Bauhof abgeholt werden.</p>`,
    datum_von: '2026-11-19T08:00',
    bild: 'winterlandschaft',
    bild_alt: 'Verschneite Wiesen und Tannen unter blauem Himmel.',
  },
  {
    id: 1046,
    rubrik: 'buergernachrichten',
    titel: 'Abfallkalender 2027: Neue Abfuhrtage in Hecklingen und Nordweil',
    teaser: 'Ab Januar ändern sich die Abfuhrtage für Restmüll und Biotonne in Hecklingen und Nordweil. Der neue Abfallkalender wird verteilt.',
    text: `<p>Der Landkreis hat die Abfuhrtouren neu geordnet. Für die Kernstadt und Bombach bleibt alles beim Alten. In Hecklingen und Nordweil ändern sich ab dem 1. Januar 2027 die Abfuhrtage:</p>
<ul>
<li>Restmüll: Hecklingen künftig donnerstags, Nordweil freitags</li>
<li>Biotonne: Hecklingen und Nordweil künftig montags</li>
<li>Papiertonne: keine Änderung</li>
<li>Gelber Sack: künftig alle drei Wochen donnerstags statt alle zwei Wochen</li>
</ul>
<p>Der Abfallkalender 2027 wird Mitte Dezember an alle Haushalte verteilt und steht bereits jetzt zum Herunterladen bereit. Fragen beantwortet das Ordnungsamt im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a>, Telefon +49 7641 123-49.</p>`,
    datum_von: '2026-11-20T10:00',
    bild: 'muelltonnen',
    bild_alt: 'Mülltonnen in verschiedenen Farben stehen am Straßenrand.',
    downloads: [
      {
        datei: 'abfallkalender-2027.pdf',
        downloadtext: 'Abfallkalender 2027 (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Abfallkalender 2027 der Stadt Musterstadt',
          'Restmüll: Kernstadt und Bombach dienstags, Hecklingen donnerstags, Nordweil freitags (14-tägig)',
          'Biotonne: Kernstadt und Bombach mittwochs, Hecklingen und Nordweil montags',
          'Papiertonne: alle vier Wochen freitags',
          'Gelber Sack: alle drei Wochen donnerstags',
          'Weihnachtsbaumabholung: Samstag, 9. Januar 2027',
          'Problemstoffsammlung: 17. April und 16. Oktober 2027 am Bauhof',
          'Tonnen bitte bis 6 Uhr bereitstellen.',
        ],
      },
    ],
  },
];

const rathausnachrichten: SeedNews[] = [
  {
    id: 2001,
    rubrik: 'rathausnachrichten',
    titel: 'Gemeinderat beschließt Haushalt 2024',
    teaser: 'Der Gemeinderat hat den Haushalt 2024 mit einem Volumen von 34,6 Millionen Euro verabschiedet. Schwerpunkte sind Kinderbetreuung und Straßen.',
    text: `<p>In seiner Sitzung am 23. Januar 2024 hat der Gemeinderat die Haushaltssatzung und den Haushaltsplan für das Jahr 2024 mit großer Mehrheit beschlossen. Der Ergebnishaushalt umfasst Erträge von 33,9 Millionen Euro und Aufwendungen von 34,6 Millionen Euro.</p>
<h2>Die wichtigsten Investitionen</h2>
<ul>
<li>Erweiterung der Kindertagesstätte Regenbogen in Hecklingen: 1,8 Millionen Euro</li>
<li>Sanierung von Gemeindestraßen und Kanälen: 2,2 Millionen Euro</li>
<li>Erschließung des Baugebiets „Auf der Höhe“: 1,4 Millionen Euro</li>
<li>Ersatzbeschaffung eines Löschfahrzeugs: 420.000 Euro</li>
</ul>
<p>Stadtkämmerer Dr. Thomas Brugger wies darauf hin, dass die Stadt für die Investitionen Kredite in Höhe von 2,5 Millionen Euro aufnehmen muss. Bürgermeisterin Dr. Katrin Albrecht nannte den Haushalt „solide, aber ohne Spielraum für Wünschenswertes“.</p>
<p>Die Haushaltssatzung wird nach der Bestätigung durch die Rechtsaufsicht öffentlich bekannt gemacht.</p>`,
    datum_von: '2024-01-25T14:00',
    bild: 'ratssaal',
    bild_alt: 'Sitzungssaal des Gemeinderats mit hufeisenförmig angeordneten Tischen.',
    downloads: [
      {
        datei: 'haushaltssatzung-2024.pdf',
        downloadtext: 'Haushaltssatzung 2024 (PDF)',
        einstufung: 'Satzung',
        inhalt: [
          'Haushaltssatzung der Stadt Musterstadt für das Haushaltsjahr 2024',
          '§ 1 Ergebnishaushalt: Erträge 33.912.000 Euro, Aufwendungen 34.604.000 Euro',
          '§ 2 Gesamtbetrag der Kreditaufnahmen: 2.500.000 Euro',
          '§ 3 Verpflichtungsermächtigungen: 1.200.000 Euro',
          '§ 4 Höchstbetrag der Kassenkredite: 4.000.000 Euro',
          '§ 5 Hebesätze: Grundsteuer A 380 %, Grundsteuer B 400 %, Gewerbesteuer 370 %',
          'Musterstadt, 23. Januar 2024, Dr. Katrin Albrecht, Bürgermeisterin',
        ],
      },
    ],
  },
  {
    id: 2002,
    rubrik: 'rathausnachrichten',
    titel: 'Bürgermeisterin bietet Sprechstunden in den Stadtteilen an',
    teaser: 'Bürgermeisterin Dr. Katrin Albrecht kommt in die Ortsverwaltungen. Eine Anmeldung ist erwünscht, aber nicht erforderlich.',
    text: `<p>Bürgermeisterin Dr. Katrin Albrecht möchte mit den Bürgerinnen und Bürgern aller Stadtteile im Gespräch bleiben. Deshalb bietet sie ab März regelmäßig Sprechstunden in den Ortsverwaltungen an.</p>
<ul>
<li>Bombach: erster Dienstag im Monat, 17 bis 19 Uhr</li>
<li>Hecklingen: zweiter Dienstag im Monat, 17 bis 19 Uhr</li>
<li>Nordweil: dritter Dienstag im Monat, 17 bis 19 Uhr</li>
</ul>
<p>Um Wartezeiten zu vermeiden, wird um Anmeldung im Sekretariat unter Telefon +49 7641 123-10 gebeten. Die Sprechstunde im Rathaus findet weiterhin donnerstags von 16 bis 18 Uhr statt.</p>`,
    datum_von: '2024-03-07T10:00',
  },
  {
    id: 2003,
    rubrik: 'rathausnachrichten',
    titel: 'Baugebiet „Auf der Höhe“: Vergabe der Bauplätze beginnt',
    teaser: 'Die Stadt vergibt 28 Bauplätze im Neubaugebiet „Auf der Höhe“ nach einem Punktesystem. Bewerbungen sind bis 31. Mai möglich.',
    text: `<p>Die Erschließungsarbeiten im Baugebiet „Auf der Höhe“ am nördlichen Rand der Kernstadt kommen gut voran. Nun beginnt die Vergabe der 28 städtischen Bauplätze für Einzel- und Doppelhäuser.</p>
<p>Die Vergabe erfolgt nach den Richtlinien, die der Gemeinderat im Februar beschlossen hat. Punkte gibt es unter anderem für Kinder im Haushalt, ehrenamtliches Engagement, eine Tätigkeit in Musterstadt und die Pflege von Angehörigen.</p>
<p>Der Quadratmeterpreis beträgt 285 Euro einschließlich Erschließung. Bewerbungen sind bis zum 31. Mai 2024 beim Liegenschaftsamt möglich. Beratung bietet Sachbearbeiterin Julia Meier unter Telefon +49 7641 123-54.</p>`,
    datum_von: '2024-04-18T10:00',
    bild: 'baustelle',
    bild_alt: 'Baustelle mit Bagger, Absperrungen und aufgegrabenem Erdreich.',
  },
  {
    id: 2004,
    rubrik: 'rathausnachrichten',
    titel: 'Neuer Gemeinderat hat sich konstituiert',
    teaser: 'In der ersten Sitzung nach der Kommunalwahl wurden 22 Gemeinderätinnen und Gemeinderäte verpflichtet und die Ausschüsse besetzt.',
    text: `<p>In der konstituierenden Sitzung am 23. Juli 2024 hat Bürgermeisterin Dr. Katrin Albrecht die 22 Mitglieder des neuen Gemeinderats verpflichtet. Neun von ihnen gehören dem Gremium zum ersten Mal an; der Frauenanteil stieg von 27 auf 41 Prozent.</p>
<p>Zu Stellvertretern der Bürgermeisterin wurden Gemeinderat Werner Rombach und Gemeinderätin Ingrid Maier gewählt. Außerdem wurden der Technische Ausschuss, der Verwaltungsausschuss und der Ältestenrat besetzt.</p>
<p>Die Bürgermeisterin dankte den ausgeschiedenen Mitgliedern für ihre zum Teil jahrzehntelange Arbeit. Sieben von ihnen wurden mit der Ehrennadel des Gemeindetags ausgezeichnet.</p>`,
    datum_von: '2024-07-25T10:00',
    bild: 'ratssaal',
    bild_alt: 'Sitzungssaal des Gemeinderats mit hufeisenförmig angeordneten Tischen.',
  },
  {
    id: 2005,
    rubrik: 'rathausnachrichten',
    titel: 'Neue Krippengruppe in der Kita Regenbogen in Hecklingen',
    teaser: 'Seit September betreut die Kita Regenbogen in Hecklingen zehn weitere Kinder unter drei Jahren.',
    text: `<p>Die Nachfrage nach Betreuungsplätzen für Kinder unter drei Jahren ist in Musterstadt in den vergangenen Jahren deutlich gestiegen. Mit der Eröffnung einer zusätzlichen Krippengruppe in der Kita Regenbogen in Hecklingen stehen nun zehn weitere Plätze zur Verfügung.</p>
<p>Die Gruppe ist vorübergehend in einem Modulbau im Garten der Einrichtung untergebracht, bis der Erweiterungsbau im Jahr 2026 fertiggestellt ist. Die Stadt hat dafür zwei zusätzliche pädagogische Fachkräfte eingestellt.</p>
<p>Eltern, die einen Betreuungsplatz suchen, melden ihren Bedarf bitte über das zentrale Anmeldeverfahren der Stadt an. Auskunft gibt das <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a>.</p>`,
    datum_von: '2024-09-19T10:00',
  },
  {
    id: 2006,
    rubrik: 'rathausnachrichten',
    titel: 'Stellenausschreibung: Mitarbeiterin oder Mitarbeiter für den Bauhof (m/w/d)',
    teaser: 'Die Stadt sucht zum nächstmöglichen Zeitpunkt eine Fachkraft für den Bauhof in Vollzeit.',
    text: `<p>Die Stadt Musterstadt sucht zum nächstmöglichen Zeitpunkt eine <strong>Mitarbeiterin oder einen Mitarbeiter für den Bauhof (m/w/d)</strong> in Vollzeit, unbefristet.</p>
<h2>Ihre Aufgaben</h2>
<ul>
<li>Pflege von Grünanlagen, Spielplätzen und Friedhöfen</li>
<li>Unterhaltung von Straßen, Wegen und Plätzen</li>
<li>Mitarbeit im Winterdienst und bei Veranstaltungen</li>
</ul>
<h2>Wir erwarten</h2>
<ul>
<li>eine abgeschlossene handwerkliche Ausbildung, gerne im Garten- und Landschaftsbau</li>
<li>Führerschein der Klasse C1E oder die Bereitschaft, ihn zu erwerben</li>
<li>Teamfähigkeit und Zuverlässigkeit</li>
</ul>
<p>Die Vergütung erfolgt nach TVöD. Bewerbungen richten Sie bitte bis 22. November 2024 an das Hauptamt der Stadt Musterstadt, Marktplatz 1, 79999 Musterstadt, oder per E-Mail an rathaus@musterstadt.de.</p>`,
    datum_von: '2024-10-24T09:00',
    datum_bis: '2024-11-22',
  },
  {
    id: 2007,
    rubrik: 'rathausnachrichten',
    titel: 'Hochwasserschutz am Mühlbach: Planung vorgestellt',
    teaser: 'Ein Rückhaltebecken oberhalb von Bombach soll die Ortslage künftig vor einem hundertjährlichen Hochwasser schützen.',
    text: `<p>Beim Starkregen im Juni 2024 war der Mühlbach in Bombach über die Ufer getreten, mehrere Keller liefen voll. Im Technischen Ausschuss hat ein Ingenieurbüro nun die Planung für ein Hochwasserrückhaltebecken oberhalb des Ortes vorgestellt.</p>
<p>Das Becken soll bei Starkregen bis zu 42.000 Kubikmeter Wasser zurückhalten und kontrolliert abgeben. Ergänzend sind die Aufweitung des Bachbetts in der Ortsmitte und der Austausch zweier zu enger Brückendurchlässe vorgesehen.</p>
<p>Die Kosten werden auf rund 3,1 Millionen Euro geschätzt. Die Stadt rechnet mit einer Förderung durch das Land von bis zu 70 Prozent. Eine Bürgerinformation in der Festhalle Bombach ist für Januar geplant.</p>`,
    datum_von: '2024-11-21T10:00',
    bild: 'bach',
    bild_alt: 'Bach mit flachem Ufer fließt an einer Wiese vorbei.',
  },
  {
    id: 2008,
    rubrik: 'rathausnachrichten',
    titel: 'Rathaus zwischen den Jahren geschlossen',
    teaser: 'Vom 24. Dezember bis 1. Januar bleiben Rathaus und Ortsverwaltungen geschlossen. Für Notfälle ist ein Bereitschaftsdienst erreichbar.',
    text: `<p>Das Rathaus und die Ortsverwaltungen sind vom 24. Dezember 2024 bis einschließlich 1. Januar 2025 geschlossen. Ab Donnerstag, 2. Januar, sind alle Dienststellen wieder zu den gewohnten Zeiten für Sie da.</p>
<p>Das Standesamt ist für die Beurkundung von Sterbefällen am 27. und 30. Dezember jeweils von 9 bis 11 Uhr besetzt. In dringenden Fällen erreichen Sie den Bereitschaftsdienst über die Polizei.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht und die Mitarbeiterinnen und Mitarbeiter der Stadtverwaltung wünschen allen ein frohes Weihnachtsfest und einen guten Start ins neue Jahr.</p>`,
    datum_von: '2024-12-19T09:00',
    bild: 'rathaus',
    bild_alt: 'Das historische Rathaus von Musterstadt am Marktplatz.',
  },
  {
    id: 2009,
    rubrik: 'rathausnachrichten',
    titel: 'Haushalt 2025: Investitionen in Schulen und Hochwasserschutz',
    teaser: 'Der Gemeinderat hat den Haushalt 2025 beschlossen. Die Bekanntmachung der Haushaltssatzung steht zum Herunterladen bereit.',
    text: `<p>Einstimmig hat der Gemeinderat am 28. Januar 2025 den Haushalt für das laufende Jahr verabschiedet. Das Gesamtvolumen liegt bei 36,2 Millionen Euro. Für Investitionen sind 7,4 Millionen Euro eingeplant.</p>
<h2>Schwerpunkte</h2>
<ul>
<li>Dachsanierung der Grundschule Musterstadt, Außenstelle Bombach</li>
<li>Planung des Hochwasserrückhaltebeckens am Mühlbach</li>
<li>Kanalsanierung in der Hauptstraße Bombach</li>
<li>Neues Kinderbecken im Freibad</li>
</ul>
<p>Die Hebesätze der Grundsteuer werden im Zuge der Grundsteuerreform in einer gesonderten Satzung festgelegt. Die Gewerbesteuer bleibt unverändert bei 370 Prozent.</p>
<p>Die öffentliche Bekanntmachung der Haushaltssatzung finden Sie im Download. Der Haushaltsplan liegt eine Woche lang im Rathaus, Zimmer 12, öffentlich aus.</p>`,
    datum_von: '2025-01-30T14:00',
    downloads: [
      {
        datei: 'bekanntmachung-haushaltssatzung-2025.pdf',
        downloadtext: 'Bekanntmachung der Haushaltssatzung 2025 (PDF)',
        einstufung: 'Bekanntmachung',
        inhalt: [
          'Öffentliche Bekanntmachung der Haushaltssatzung der Stadt Musterstadt für das Haushaltsjahr 2025',
          'Der Gemeinderat hat am 28. Januar 2025 die Haushaltssatzung beschlossen.',
          'Die Rechtsaufsichtsbehörde hat die Gesetzmäßigkeit am 20. Februar 2025 bestätigt.',
          'Gesamtbetrag der Kreditaufnahmen: 3.100.000 Euro',
          'Höchstbetrag der Kassenkredite: 4.500.000 Euro',
          'Der Haushaltsplan liegt vom 3. bis 11. März 2025 im Rathaus, Zimmer 12, öffentlich aus.',
          'Musterstadt, 24. Februar 2025, Dr. Katrin Albrecht, Bürgermeisterin',
        ],
      },
    ],
  },
  {
    id: 2010,
    rubrik: 'rathausnachrichten',
    titel: 'Gemeinderat beschließt Klimaschutzkonzept',
    teaser: 'Bis 2040 will Musterstadt in der eigenen Verwaltung klimaneutral werden. Der Gemeinderat hat dafür 34 Maßnahmen beschlossen.',
    text: `<p>Nach einem einjährigen Beteiligungsprozess mit Bürgerwerkstätten in allen Stadtteilen hat der Gemeinderat das Klimaschutzkonzept der Stadt beschlossen. Ziel ist, die städtischen Gebäude und den Fuhrpark bis 2040 klimaneutral zu betreiben.</p>
<p>Zu den 34 Maßnahmen gehören Photovoltaikanlagen auf allen geeigneten städtischen Dächern, die Umstellung der Straßenbeleuchtung auf LED, ein Energiesparprogramm für Schulen und ein Förderprogramm für Lastenräder.</p>
<p>Für die Umsetzung ist seit Januar Klimaschutzmanagerin Lisa Brenner zuständig. Sie ist unter Telefon +49 7641 123-65 erreichbar und berät auch Bürgerinnen und Bürger zu Förderprogrammen.</p>`,
    datum_von: '2025-02-27T10:00',
    bild: 'solardach',
    bild_alt: 'Photovoltaikmodule auf dem Dach eines öffentlichen Gebäudes.',
  },
  {
    id: 2011,
    rubrik: 'rathausnachrichten',
    titel: 'Grundsteuerreform: Gemeinderat legt neue Hebesätze fest',
    teaser: 'Ab 2025 gilt die neue Grundsteuer. Der Gemeinderat hat den Hebesatz für die Grundsteuer B auf 310 Prozent festgelegt.',
    text: `<p>Mit der Grundsteuerreform ändern sich ab 2025 die Berechnungsgrundlagen für alle Grundstücke. In Baden-Württemberg richtet sich die Grundsteuer künftig nach Grundstücksfläche und Bodenrichtwert. Die Stadt hatte angekündigt, die Reform aufkommensneutral umzusetzen.</p>
<p>Der Gemeinderat hat deshalb den Hebesatz der Grundsteuer B von 400 auf 310 Prozent gesenkt. Der Hebesatz der Grundsteuer A für land- und forstwirtschaftliche Flächen beträgt künftig 330 Prozent.</p>
<p>Für einzelne Grundstücke kann sich die Steuer dennoch deutlich verändern – nach oben wie nach unten. Die neuen Bescheide werden im April verschickt. Fragen zu den Messbeträgen beantwortet das Finanzamt, Fragen zum Bescheid die Steuerabteilung der Stadt unter Telefon +49 7641 123-32.</p>`,
    datum_von: '2025-03-27T10:00',
    downloads: [
      {
        datei: 'hebesatzsatzung-grundsteuer-2025.pdf',
        downloadtext: 'Hebesatzsatzung Grundsteuer 2025 (PDF)',
        einstufung: 'Satzung',
        inhalt: [
          'Satzung über die Erhebung der Grundsteuer (Hebesatzsatzung) der Stadt Musterstadt',
          '§ 1 Steuerhebesätze ab dem Kalenderjahr 2025',
          'Grundsteuer A (land- und forstwirtschaftliche Betriebe): 330 vom Hundert',
          'Grundsteuer B (Grundstücke): 310 vom Hundert',
          '§ 2 Inkrafttreten: Die Satzung tritt am 1. Januar 2025 in Kraft.',
          'Musterstadt, 25. März 2025, Dr. Katrin Albrecht, Bürgermeisterin',
        ],
      },
    ],
  },
  {
    id: 2012,
    rubrik: 'rathausnachrichten',
    titel: 'Dach der Schule in Bombach wird saniert',
    teaser: 'In den Sommerferien wird das Dach der Außenstelle Bombach der Grundschule Musterstadt erneuert und gedämmt.',
    text: `<p>Das Dach des Schulgebäudes in Bombach ist über 50 Jahre alt und an mehreren Stellen undicht. Der Gemeinderat hat deshalb die Sanierung beschlossen. Die Arbeiten werden öffentlich ausgeschrieben und sollen in den Sommerferien 2025 ausgeführt werden.</p>
<p>Neben einer neuen Eindeckung erhält das Dach eine Wärmedämmung nach aktuellem Standard. Auf der Südseite wird eine Photovoltaikanlage mit 40 Kilowatt Leistung installiert, deren Strom überwiegend in der Schule selbst verbraucht wird.</p>
<p>Der Unterricht nach den Ferien ist nicht beeinträchtigt. Die Kosten betragen rund 650.000 Euro; davon übernimmt das Land über die Schulbauförderung etwa ein Drittel.</p>`,
    datum_von: '2025-04-24T10:00',
    bild: 'schule',
    bild_alt: 'Schulgebäude mit Satteldach und Schulhof.',
  },
  {
    id: 2013,
    rubrik: 'rathausnachrichten',
    titel: 'Bürgerbüro: Termine jetzt online buchen',
    teaser: 'Für Ausweise, Pässe und Meldeangelegenheiten können Termine im Bürgerbüro ab sofort online vereinbart werden.',
    text: `<p>Ab sofort können Bürgerinnen und Bürger ihren Termin im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> bequem online buchen. Das verkürzt die Wartezeiten und ermöglicht eine bessere Planung.</p>
<p>Folgende Anliegen sind online buchbar:</p>
<ul>
<li>Personalausweis und Reisepass beantragen und abholen</li>
<li>An-, Um- und Abmeldung des Wohnsitzes</li>
<li>Führungszeugnis und Meldebescheinigung</li>
<li>Fundsachen</li>
</ul>
<p>Wer keinen Internetzugang hat, kann weiterhin telefonisch unter +49 7641 123-49 einen Termin vereinbaren. Für kurze Anliegen gibt es am Mittwochvormittag eine offene Sprechzeit ohne Termin.</p>`,
    datum_von: '2025-05-22T10:00',
  },
  {
    id: 2014,
    rubrik: 'rathausnachrichten',
    titel: 'Stellenausschreibung: Pädagogische Fachkräfte für unsere Kitas (m/w/d)',
    teaser: 'Für die städtischen Kindertageseinrichtungen sucht die Stadt mehrere Erzieherinnen und Erzieher in Voll- und Teilzeit.',
    text: `<p>Die Stadt Musterstadt betreibt fünf Kindertageseinrichtungen mit rund 320 Plätzen. Zum 1. September 2025 suchen wir mehrere <strong>staatlich anerkannte Erzieherinnen und Erzieher oder vergleichbare pädagogische Fachkräfte (m/w/d)</strong> in Voll- oder Teilzeit.</p>
<h2>Wir bieten</h2>
<ul>
<li>Vergütung nach TVöD SuE mit Jahressonderzahlung</li>
<li>30 Tage Urlaub und zwei Regenerationstage</li>
<li>regelmäßige Fortbildungen und Fachberatung</li>
<li>ein zuschussfähiges Jobrad und betriebliches Gesundheitsmanagement</li>
</ul>
<p>Bewerbungen richten Sie bitte bis 13. Juli 2025 an das Hauptamt der Stadt Musterstadt, Marktplatz 1, 79999 Musterstadt, oder per E-Mail an rathaus@musterstadt.de. Für Fragen steht Ihnen Jürgen Fehrenbach, Telefon +49 7641 123-20, zur Verfügung.</p>`,
    datum_von: '2025-06-19T09:00',
    datum_bis: '2025-07-13',
  },
  {
    id: 2015,
    rubrik: 'rathausnachrichten',
    titel: 'Windkraft: Gemeinderat stimmt Prüfung eines Standorts zu',
    teaser: 'Auf dem Hochfirst soll untersucht werden, ob bis zu drei Windenergieanlagen wirtschaftlich betrieben werden können.',
    text: `<p>Der Regionalverband hat den bewaldeten Höhenzug Hochfirst nördlich von Nordweil als Vorranggebiet für Windenergie vorgeschlagen. Der Gemeinderat hat nun mit 15 zu 6 Stimmen beschlossen, die Fläche auf ihre Eignung prüfen zu lassen.</p>
<p>Dazu gehören eine einjährige Windmessung, Untersuchungen zu Vögeln und Fledermäusen sowie Sichtbarkeitsanalysen. Erst danach entscheidet der Gemeinderat, ob die Fläche verpachtet wird. Die Stadt strebt eine Beteiligung von Bürgerinnen und Bürgern über eine Energiegenossenschaft an.</p>
<p>Am 30. September findet im Bürgerhaus Nordweil eine Informationsveranstaltung statt, bei der auch Fragen zu Lärm und Landschaftsbild beantwortet werden.</p>`,
    datum_von: '2025-07-17T10:00',
    bild: 'windrad',
    bild_alt: 'Windenergieanlage auf einer bewaldeten Anhöhe.',
  },
  {
    id: 2016,
    rubrik: 'rathausnachrichten',
    titel: 'Kommunale Wärmeplanung: Ergebnisse liegen vor',
    teaser: 'Der Wärmeplan zeigt, in welchen Gebieten Wärmenetze sinnvoll sind und wo Einzellösungen wie Wärmepumpen im Vordergrund stehen.',
    text: `<p>Die Stadt Musterstadt hat gemeinsam mit einem Fachbüro den kommunalen Wärmeplan erstellt. Er zeigt auf, wie die Wärmeversorgung in der Stadt bis 2040 klimaneutral werden kann.</p>
<p>Für die Kernstadt rund um Rathaus, Schule und Stadthalle empfiehlt der Plan den Aufbau eines Wärmenetzes, das mit Holzhackschnitzeln aus dem Stadtwald und einer Großwärmepumpe betrieben werden könnte. In Bombach, Hecklingen und Nordweil sind überwiegend Einzellösungen wirtschaftlicher.</p>
<p>Der Wärmeplan ist eine strategische Planung und verpflichtet niemanden zu einem Heizungstausch. Er gibt aber Orientierung für eigene Entscheidungen. Eine Kurzfassung steht zum Herunterladen bereit.</p>`,
    datum_von: '2025-09-18T10:00',
    downloads: [
      {
        datei: 'kommunale-waermeplanung-kurzfassung.pdf',
        downloadtext: 'Kommunaler Wärmeplan – Kurzfassung (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Kommunaler Wärmeplan der Stadt Musterstadt – Kurzfassung',
          'Wärmebedarf heute: rund 118 Gigawattstunden pro Jahr',
          'Anteil erneuerbarer Energien an der Wärme: 21 Prozent',
          'Eignungsgebiet Wärmenetz: Kernstadt zwischen Rathaus, Stadthalle und Schulzentrum',
          'Gebiete für Einzelversorgung: Bombach, Hecklingen, Nordweil, Außenbereiche',
          'Maßnahmen bis 2030: Machbarkeitsstudie Wärmenetz, Energieberatung, Sanierung städtischer Gebäude',
          'Ansprechpartnerin: Klimaschutzmanagerin Lisa Brenner, Telefon +49 7641 123-65',
        ],
      },
    ],
  },
  {
    id: 2017,
    rubrik: 'rathausnachrichten',
    titel: 'Neues Feuerwehrhaus für Nordweil beschlossen',
    teaser: 'Das Gerätehaus in Nordweil entspricht nicht mehr den Anforderungen. Der Gemeinderat hat einen Neubau am Ortsrand beschlossen.',
    text: `<p>Das Feuerwehrgerätehaus in Nordweil wurde 1968 gebaut. Die Fahrzeughalle ist zu klein für moderne Fahrzeuge, es fehlen getrennte Umkleiden und eine Schwarz-Weiß-Trennung für kontaminierte Einsatzkleidung. Die Unfallkasse hatte deshalb Nachbesserungen gefordert.</p>
<p>Der Gemeinderat hat sich nach eingehender Prüfung für einen Neubau am Ortsrand an der Nordweiler Straße entschieden. Das neue Gebäude erhält zwei Stellplätze, Umkleiden, einen Schulungsraum und Räume für die Jugendfeuerwehr.</p>
<p>Die Kosten werden auf 2,4 Millionen Euro geschätzt. Baubeginn soll im Frühjahr 2027 sein. Kommandant Stefan Ketterer zeigte sich erleichtert: „Das ist eine wichtige Entscheidung für die Sicherheit unserer Einsatzkräfte.“</p>`,
    datum_von: '2025-10-23T10:00',
    bild: 'feuerwehrhaus',
    bild_alt: 'Feuerwehrgerätehaus mit Fahrzeugtoren.',
  },
  {
    id: 2018,
    rubrik: 'rathausnachrichten',
    titel: 'Haushaltsentwurf 2026 in den Gemeinderat eingebracht',
    teaser:
      'Stadtkämmerer Dr. Thomas Brugger hat den Entwurf des Haushalts 2026 vorgestellt. Steigende Personal- und Sozialkosten belasten den Ergebnishaushalt.',
    text: `<p>In der Sitzung am 11. November 2025 hat Stadtkämmerer Dr. Thomas Brugger den Entwurf des Haushaltsplans 2026 in den Gemeinderat eingebracht. Der Ergebnishaushalt weist ein Defizit von 1,2 Millionen Euro aus, das aus Rücklagen gedeckt werden soll.</p>
<p>Ursachen sind vor allem höhere Tarifabschlüsse, eine gestiegene Kreisumlage und die Kosten der Kinderbetreuung. Bürgermeisterin Dr. Katrin Albrecht kündigte an, alle freiwilligen Leistungen zu überprüfen, ohne Vereine und Ehrenamt übermäßig zu belasten.</p>
<p>Die Fraktionen beraten den Entwurf in den kommenden Wochen. Die Verabschiedung ist für Januar 2026 geplant.</p>`,
    datum_von: '2025-11-13T10:00',
  },
  {
    id: 2019,
    rubrik: 'rathausnachrichten',
    titel: 'Öffnungszeiten des Rathauses über Weihnachten und Neujahr',
    teaser: 'Vom 24. Dezember bis 2. Januar bleiben das Rathaus und die Ortsverwaltungen geschlossen.',
    text: `<p>Das Rathaus und die Ortsverwaltungen Bombach, Hecklingen und Nordweil bleiben vom 24. Dezember 2025 bis einschließlich 2. Januar 2026 geschlossen. Ab Montag, 5. Januar 2026, sind wir wieder wie gewohnt für Sie da.</p>
<p>Für die Beurkundung von Sterbefällen ist das Standesamt am 29. und 30. Dezember von 9 bis 11 Uhr erreichbar. Störungen der Wasserversorgung melden Sie bitte der Bereitschaft des Wasserwerks unter Telefon +49 7641 123-99.</p>`,
    datum_von: '2025-12-18T09:00',
    bild: 'rathaus',
    bild_alt: 'Das historische Rathaus von Musterstadt am Marktplatz.',
  },
  {
    id: 2020,
    rubrik: 'rathausnachrichten',
    titel: 'Haushalt 2026 beschlossen: Sparen ohne Kahlschlag',
    teaser: 'Der Gemeinderat hat den Haushalt 2026 verabschiedet. Zahlreiche Gebühren werden moderat angepasst, Vereinszuschüsse bleiben stabil.',
    text: `<p>Nach intensiven Beratungen hat der Gemeinderat am 27. Januar 2026 den Haushalt für das laufende Jahr mit 19 Ja-Stimmen bei drei Enthaltungen beschlossen. Das Defizit im Ergebnishaushalt konnte gegenüber dem Entwurf auf 680.000 Euro verringert werden.</p>
<p>Dazu tragen eine Anpassung der Eintrittspreise im Freibad, höhere Hallennutzungsentgelte für kommerzielle Veranstaltungen und Einsparungen bei der Gebäudebewirtschaftung bei. Die Zuschüsse für Vereine und die Jugendarbeit bleiben unverändert.</p>
<p>Investiert wird vor allem in den Hochwasserschutz am Mühlbach, die Erweiterung der Kita Regenbogen und die Planung des Feuerwehrhauses Nordweil. Die Haushaltssatzung steht zum Herunterladen bereit.</p>`,
    datum_von: '2026-01-29T14:00',
    bild: 'ratssaal',
    bild_alt: 'Sitzungssaal des Gemeinderats mit hufeisenförmig angeordneten Tischen.',
    downloads: [
      {
        datei: 'haushaltssatzung-2026.pdf',
        downloadtext: 'Haushaltssatzung 2026 (PDF)',
        einstufung: 'Satzung',
        inhalt: [
          'Haushaltssatzung der Stadt Musterstadt für das Haushaltsjahr 2026',
          '§ 1 Ergebnishaushalt: Erträge 37.480.000 Euro, Aufwendungen 38.160.000 Euro',
          '§ 2 Gesamtbetrag der Kreditaufnahmen: 2.800.000 Euro',
          '§ 3 Verpflichtungsermächtigungen: 2.100.000 Euro',
          '§ 4 Höchstbetrag der Kassenkredite: 5.000.000 Euro',
          '§ 5 Hebesätze: Grundsteuer A 330 %, Grundsteuer B 310 %, Gewerbesteuer 370 %',
          'Musterstadt, 27. Januar 2026, Dr. Katrin Albrecht, Bürgermeisterin',
        ],
      },
    ],
  },
  {
    id: 2021,
    rubrik: 'rathausnachrichten',
    titel: 'Spielplatz in Nordweil wird neu gestaltet',
    teaser: 'Kinder aus Nordweil haben ihre Ideen eingebracht. Im Frühjahr wird der Spielplatz am Bürgerhaus neu gebaut.',
    text: `<p>Der Spielplatz am Bürgerhaus Nordweil ist in die Jahre gekommen. Nach einer Beteiligungsaktion, bei der Kinder und Eltern ihre Wünsche einbringen konnten, hat der Technische Ausschuss die Neugestaltung beschlossen.</p>
<p>Geplant sind ein Kletterturm mit Rutsche, eine Nestschaukel, ein Wasserspielbereich und ein barrierefreies Karussell. Die alten Bäume bleiben erhalten und spenden weiterhin Schatten. Neue Bänke laden Eltern und Großeltern zum Verweilen ein.</p>
<p>Die Bauarbeiten beginnen Mitte März; der Spielplatz ist bis zur Eröffnung Ende Mai gesperrt. Die Kosten betragen rund 165.000 Euro.</p>`,
    datum_von: '2026-02-26T10:00',
    bild: 'spielplatz',
    bild_alt: 'Spielplatz mit Klettergerüst, Schaukel und Sandkasten.',
  },
  {
    id: 2022,
    rubrik: 'rathausnachrichten',
    titel: 'Wie soll der Marktplatz aussehen? Bürgerbeteiligung startet',
    teaser: 'Der Marktplatz soll grüner, schattiger und barrierefrei werden. Die Stadt lädt zu einer Bürgerwerkstatt am 18. April ein.',
    text: `<p>Der Marktplatz ist das Herz der Kernstadt – doch im Sommer heizt er sich stark auf, das Pflaster ist für Rollstühle und Kinderwagen schwer befahrbar, und es fehlen Sitzgelegenheiten. Die Stadt möchte den Platz in den kommenden Jahren umgestalten und dabei die Ideen der Bürgerinnen und Bürger einbeziehen.</p>
<p>Zur Bürgerwerkstatt am Samstag, 18. April 2026, von 10 bis 14 Uhr im Ratssaal sind alle Interessierten eingeladen. Zusätzlich können Anregungen bis Ende Mai online oder über Postkarten abgegeben werden, die im Rathaus und in den Geschäften ausliegen.</p>
<p>Die Ergebnisse fließen in einen Planungswettbewerb ein, der im Herbst ausgelobt wird. Wochenmarkt, Fasnet und Weihnachtsmarkt sollen auch künftig auf dem Marktplatz stattfinden können.</p>`,
    datum_von: '2026-03-26T10:00',
    bild: 'marktplatz',
    bild_alt: 'Der Marktplatz von Musterstadt mit Brunnen und Fachwerkhäusern.',
  },
  {
    id: 2023,
    rubrik: 'rathausnachrichten',
    titel: 'Sonnenstrom von städtischen Dächern',
    teaser: 'Auf der Stadthalle, dem Bauhof und der Drei-Linden-Grundschule gehen in diesem Jahr neue Photovoltaikanlagen in Betrieb.',
    text: `<p>Die Umsetzung des Klimaschutzkonzepts kommt voran. In diesem Jahr installiert die Stadt Photovoltaikanlagen mit insgesamt 310 Kilowatt Spitzenleistung auf drei weiteren städtischen Gebäuden.</p>
<ul>
<li>Stadthalle: 140 Kilowatt</li>
<li>Bauhof: 95 Kilowatt mit Batteriespeicher</li>
<li>Drei-Linden-Grundschule Hecklingen: 75 Kilowatt</li>
</ul>
<p>Zusammen mit den bestehenden Anlagen erzeugt die Stadt dann rund 520.000 Kilowattstunden Strom im Jahr – etwa 40 Prozent des eigenen Bedarfs. Die Schülerinnen und Schüler der Drei-Linden-Grundschule können die Erträge ihrer Anlage auf einem Bildschirm im Eingangsbereich verfolgen.</p>`,
    datum_von: '2026-04-23T10:00',
    bild: 'solardach',
    bild_alt: 'Photovoltaikmodule auf dem Dach eines öffentlichen Gebäudes.',
  },
  {
    id: 2024,
    rubrik: 'rathausnachrichten',
    titel: 'Stellenausschreibung: Sachbearbeitung im Bauamt (m/w/d)',
    teaser: 'Für das Stadtbauamt suchen wir zum 1. August 2026 eine Sachbearbeiterin oder einen Sachbearbeiter für Bauleitplanung und Bauanträge.',
    text: `<p>Die Stadt Musterstadt sucht zum 1. August 2026 eine <strong>Sachbearbeiterin oder einen Sachbearbeiter (m/w/d) für Bauleitplanung und Baurecht</strong> in Vollzeit. Die Stelle ist unbefristet.</p>
<h2>Ihre Aufgaben</h2>
<ul>
<li>Bearbeitung von Bauanträgen und Bauvoranfragen</li>
<li>Mitwirkung bei Bebauungsplänen und deren Änderungen</li>
<li>Beratung von Bauherrinnen und Bauherren</li>
<li>Vorbereitung von Sitzungsvorlagen für den Technischen Ausschuss</li>
</ul>
<p>Sie haben ein Studium im Bereich Public Management, Architektur oder Stadtplanung oder eine vergleichbare Qualifikation. Die Eingruppierung erfolgt bis Entgeltgruppe 10 TVöD beziehungsweise Besoldungsgruppe A 11.</p>
<p>Bitte bewerben Sie sich bis 28. Juni 2026 per E-Mail an rathaus@musterstadt.de. Auskünfte erteilt Bauamtsleiter Michael Hug, Telefon +49 7641 123-50.</p>`,
    datum_von: '2026-05-28T09:00',
    datum_bis: '2026-06-28',
  },
  {
    id: 2025,
    rubrik: 'rathausnachrichten',
    titel: 'Sprechstunden der Ortsvorsteher im Sommer',
    teaser: 'Die Ortsvorsteherin und die Ortsvorsteher bieten auch in den Sommerferien Sprechstunden an – in angepasstem Rhythmus.',
    text: `<p>In den Sommerferien vom 30. Juli bis 12. September 2026 gelten in den Ortsverwaltungen geänderte Sprechzeiten:</p>
<ul>
<li>Bombach, Ortsvorsteher Thomas Wehrle: dienstags 17 bis 18:30 Uhr</li>
<li>Hecklingen, Ortsvorsteherin Sabine Kiefer: mittwochs 9 bis 11 Uhr</li>
<li>Nordweil, Ortsvorsteher Martin Zimmermann: donnerstags 18 bis 19:30 Uhr</li>
</ul>
<p>Pass- und Meldeangelegenheiten können während der Ferien ausschließlich im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> im Rathaus erledigt werden.</p>`,
    datum_von: '2026-06-25T10:00',
  },
  {
    id: 2026,
    rubrik: 'rathausnachrichten',
    titel: 'Gemeinderat vor der Sommerpause: Die wichtigsten Beschlüsse',
    teaser:
      'In seiner letzten Sitzung vor der Sommerpause hat der Gemeinderat unter anderem über Kita-Plätze, Straßenbeleuchtung und den Marktplatz entschieden.',
    text: `<p>Eine umfangreiche Tagesordnung hatte der Gemeinderat in seiner Sitzung am 21. Juli 2026 zu bewältigen. Die wichtigsten Beschlüsse im Überblick:</p>
<ul>
<li>Die Kita Regenbogen in Hecklingen erhält nach Fertigstellung des Anbaus zwei zusätzliche Ganztagsgruppen.</li>
<li>Die restlichen 340 Straßenleuchten werden bis 2027 auf LED umgerüstet.</li>
<li>Für die Umgestaltung des Marktplatzes wird ein Planungswettbewerb ausgelobt.</li>
<li>Die Friedhofsgebührensatzung wird zum 1. Januar 2027 neu kalkuliert.</li>
</ul>
<p>Die nächste öffentliche Sitzung findet am 22. September 2026 statt. Die Tagesordnung wird rechtzeitig im Amtsblatt veröffentlicht.</p>`,
    datum_von: '2026-07-23T10:00',
    bild: 'ratssaal',
    bild_alt: 'Sitzungssaal des Gemeinderats mit hufeisenförmig angeordneten Tischen.',
  },
  {
    id: 2027,
    rubrik: 'rathausnachrichten',
    titel: 'Elternbeiträge für Kindertagesstätten werden angepasst',
    teaser: 'Ab dem 1. Januar 2027 steigen die Elternbeiträge in den städtischen Kitas um 4,9 Prozent. Geschwisterkinder werden weiterhin entlastet.',
    text: `<p>Der Gemeinderat hat die Anpassung der Elternbeiträge für die städtischen Kindertageseinrichtungen beschlossen. Die Stadt folgt damit den gemeinsamen Empfehlungen der kommunalen Landesverbände und der Kirchen.</p>
<p>Die Beiträge steigen zum 1. Januar 2027 um 4,9 Prozent. Familien mit mehreren Kindern unter 18 Jahren zahlen weiterhin gestaffelte, niedrigere Beiträge. Familien mit geringem Einkommen können beim Landratsamt eine Übernahme der Beiträge beantragen.</p>
<p>Die Kosten eines Betreuungsplatzes werden zu rund 15 Prozent durch Elternbeiträge gedeckt; den Großteil tragen Stadt und Land. Die neue Beitragstabelle finden Sie im Download.</p>`,
    datum_von: '2026-09-10T10:00',
    downloads: [
      {
        datei: 'elternbeitraege-kita-2027.pdf',
        downloadtext: 'Elternbeiträge ab 1. Januar 2027 (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Elternbeiträge der städtischen Kindertageseinrichtungen ab 1. Januar 2027',
          'Regelgruppe (Kinder über 3 Jahre), 1 Kind in der Familie: 168 Euro monatlich',
          'Regelgruppe, 2 Kinder unter 18 Jahren: 130 Euro monatlich',
          'Verlängerte Öffnungszeit, 1 Kind: 211 Euro monatlich',
          'Ganztagsbetreuung, 1 Kind: 330 Euro monatlich',
          'Krippe (Kinder unter 3 Jahren), 1 Kind: 439 Euro monatlich',
          'Mittagessen: 4,20 Euro pro Mahlzeit',
          'Beiträge werden für elf Monate im Jahr erhoben.',
        ],
      },
    ],
  },
  {
    id: 2028,
    rubrik: 'rathausnachrichten',
    titel: 'Bürgerversammlung in Hecklingen am 8. Oktober',
    teaser: 'Ortsvorsteherin Sabine Kiefer und Bürgermeisterin Dr. Katrin Albrecht informieren über aktuelle Projekte im Stadtteil.',
    text: `<p>Alle Einwohnerinnen und Einwohner von Hecklingen sind herzlich zur Bürgerversammlung am Donnerstag, 8. Oktober 2026, um 19 Uhr in die Turnhalle der Drei-Linden-Grundschule eingeladen.</p>
<p>Themen sind unter anderem der Anbau der Kita Regenbogen, die Sanierung der Kreisstraße, der Stand des Glasfaserausbaus und die Entwicklung eines kleinen Wohngebiets am Lindenweg. Im Anschluss ist Zeit für Fragen und Anregungen.</p>
<p>Fragen können auch vorab schriftlich an die Ortsverwaltung Hecklingen gerichtet werden.</p>`,
    datum_von: '2026-09-24T10:00',
  },
  {
    id: 2029,
    rubrik: 'rathausnachrichten',
    titel: 'Hochwasserschutz: Bau des Rückhaltebeckens am Mühlbach beginnt',
    teaser: 'Nach zwei Jahren Planung und Genehmigung beginnen im Oktober die Bauarbeiten am Hochwasserrückhaltebecken oberhalb von Bombach.',
    text: `<p>Mit dem symbolischen ersten Spatenstich haben Bürgermeisterin Dr. Katrin Albrecht, Ortsvorsteher Thomas Wehrle und Vertreter des Regierungspräsidiums den Bau des Hochwasserrückhaltebeckens am Mühlbach eingeleitet.</p>
<p>Das Becken entsteht in der Talaue rund 800 Meter oberhalb von Bombach. Ein 6,5 Meter hoher Erddamm mit einem regulierbaren Durchlass hält bei Starkregen das Wasser zurück. Im Normalfall fließt der Bach ungehindert hindurch, die Wiesen werden weiterhin landwirtschaftlich genutzt.</p>
<p>Die Bauzeit beträgt etwa 18 Monate. Während der Arbeiten ist der Feldweg im Mühlbachtal für Spaziergänger gesperrt; eine Umleitung ist ausgeschildert. Die Kosten von 3,4 Millionen Euro werden zu 70 Prozent vom Land gefördert.</p>`,
    datum_von: '2026-10-01T10:00',
    bild: 'bach',
    bild_alt: 'Bach mit flachem Ufer fließt an einer Wiese vorbei.',
  },
  {
    id: 2030,
    rubrik: 'rathausnachrichten',
    titel: 'Aus dem Gemeinderat: Sitzung vom 13. Oktober 2026',
    teaser: 'Der Gemeinderat hat die Vergabe der Dacharbeiten für die Schule in Bombach, eine neue Polizeiverordnung und die Jahresrechnung 2025 beraten.',
    text: `<p>In seiner öffentlichen Sitzung am 13. Oktober 2026 hat der Gemeinderat folgende Beschlüsse gefasst:</p>
<ol>
<li>Die Jahresrechnung 2025 wurde festgestellt. Das Ergebnis fiel um 940.000 Euro besser aus als geplant, vor allem wegen höherer Gewerbesteuereinnahmen.</li>
<li>Die Polizeiverordnung über die öffentliche Sicherheit und Ordnung wurde neu erlassen. Sie regelt unter anderem Lärmschutz, Hundehaltung und das Plakatieren.</li>
<li>Der Gemeinderat stimmte der Ausschreibung der Dachdeckerarbeiten an der Schule in Bombach zu.</li>
<li>Dem Bauantrag für einen Hofladen mit Café in Nordweil wurde das Einvernehmen erteilt.</li>
</ol>
<p>Die Niederschrift der öffentlichen Sitzung kann nach ihrer Genehmigung im Rathaus eingesehen werden.</p>`,
    datum_von: '2026-10-15T10:00',
  },
  {
    id: 2031,
    rubrik: 'rathausnachrichten',
    titel: 'Stellenausschreibung: Erzieherin/Erzieher (m/w/d) für den Kindergarten Sonnenschein',
    teaser: 'Für den Kindergarten Sonnenschein in der Kernstadt suchen wir ab Januar 2027 eine pädagogische Fachkraft in Teilzeit (75 Prozent).',
    text: `<p>Der Kindergarten Sonnenschein in der Kernstadt betreut in vier Gruppen 85 Kinder im Alter von einem bis sechs Jahren. Zum 1. Januar 2027 suchen wir eine <strong>Erzieherin oder einen Erzieher (m/w/d)</strong> in Teilzeit mit 29,25 Wochenstunden, unbefristet.</p>
<p>Sie arbeiten in einem engagierten Team mit einem offenen Konzept und einem Schwerpunkt auf Natur- und Bewegungspädagogik. Ein großer Garten und der nahe Stadtwald bieten viele Möglichkeiten.</p>
<ul>
<li>Vergütung nach TVöD SuE, Entgeltgruppe S 8a</li>
<li>Fachberatung, Supervision und Fortbildungen</li>
<li>Jobrad-Leasing und Angebote des Gesundheitsmanagements</li>
</ul>
<p>Bewerbungen bitte bis 22. November 2026 an rathaus@musterstadt.de. Kindergartenleiterin Nicole Hauser beantwortet gerne Ihre Fragen unter Telefon +49 7641 123-81. Die vollständige Ausschreibung finden Sie auch unter den <a href="/rathaus/">Ausschreibungen im Rathausbereich</a>.</p>`,
    datum_von: '2026-10-22T09:00',
    datum_bis: '2026-11-22',
  },
  {
    id: 2032,
    rubrik: 'rathausnachrichten',
    titel: 'Baugebiet „Auf der Höhe“: Zweiter Bauabschnitt wird erschlossen',
    teaser: 'Der Gemeinderat hat die Erschließung des zweiten Bauabschnitts mit 34 Bauplätzen beschlossen. Bewerbungen sind ab Januar möglich.',
    text: `<p>Der erste Bauabschnitt des Baugebiets „Auf der Höhe“ ist nahezu vollständig bebaut. Wegen der anhaltenden Nachfrage hat der Gemeinderat nun die Erschließung des zweiten Bauabschnitts beschlossen.</p>
<p>Es entstehen 34 Bauplätze, davon 8 für Mehrfamilienhäuser mit bezahlbaren Mietwohnungen. Die Erschließungsarbeiten beginnen im Frühjahr 2027; die Bauplätze sollen Ende 2027 bebaubar sein.</p>
<p>Bewerbungen sind ab dem 11. Januar 2027 möglich. Die Vergaberichtlinien wurden leicht überarbeitet und stehen bereits jetzt zum Herunterladen bereit. Den Bebauungsplan finden Sie bei den <a href="/rathaus/">öffentlichen Bekanntmachungen</a>.</p>`,
    datum_von: '2026-10-29T10:00',
    bild: 'baustelle',
    bild_alt: 'Baustelle mit Bagger, Absperrungen und aufgegrabenem Erdreich.',
    downloads: [
      {
        datei: 'vergaberichtlinien-auf-der-hoehe-ba2.pdf',
        downloadtext: 'Vergaberichtlinien Bauabschnitt 2 (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Richtlinien zur Vergabe städtischer Bauplätze im Baugebiet „Auf der Höhe“, Bauabschnitt 2',
          'Antragsberechtigt sind volljährige natürliche Personen.',
          'Ortsbezug: Wohnsitz oder Arbeitsplatz in Musterstadt, bis zu 30 Punkte',
          'Kinder im Haushalt: je Kind 10 Punkte, höchstens 40 Punkte',
          'Ehrenamt in Feuerwehr, Rettungsdienst oder Vereinen: bis zu 20 Punkte',
          'Bauverpflichtung innerhalb von drei Jahren nach Kaufvertrag',
          'Selbstnutzung für mindestens zehn Jahre',
          'Bewerbungszeitraum: 11. Januar bis 26. Februar 2027',
        ],
      },
      {
        datei: 'lageplan-auf-der-hoehe-ba2.pdf',
        downloadtext: 'Lageplan Bauabschnitt 2 (PDF)',
        einstufung: 'Information',
        inhalt: [
          'Lageplan Baugebiet „Auf der Höhe“, Bauabschnitt 2',
          'Bauplätze 29 bis 54: Einzel- und Doppelhäuser, 380 bis 620 Quadratmeter',
          'Bauplätze 55 bis 62: Mehrfamilienhäuser',
          'Spielplatz und Grünfläche im Zentrum des Abschnitts',
        ],
      },
    ],
  },
  {
    id: 2033,
    rubrik: 'rathausnachrichten',
    titel: '30 Jahre Städtepartnerschaft mit Beaulieu-les-Vignes',
    teaser: 'Mit einem Festakt im Ratssaal haben Musterstadt und Beaulieu-les-Vignes das 30-jährige Bestehen ihrer Partnerschaft gefeiert.',
    text: `<p>Im Herbst 1996 unterzeichneten die damaligen Bürgermeister die Partnerschaftsurkunde. Drei Jahrzehnte später kamen mehr als 80 Gäste aus der französischen Partnerstadt nach Musterstadt, um das Jubiläum zu feiern.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht und Maire Jean-Luc Moreau unterzeichneten beim Festakt im Ratssaal eine Erklärung, in der beide Städte vereinbaren, Schüleraustausch, Praktika und die Zusammenarbeit der Feuerwehren weiter zu fördern. Der Partnerschaftsverein erhielt für seine Arbeit die Bürgermedaille der Stadt.</p>
<p>Als Erinnerung pflanzten die beiden Stadtoberhäupter eine Linde im Kurpark. Der Gegenbesuch in Beaulieu-les-Vignes ist für Pfingsten 2027 geplant.</p>`,
    datum_von: '2026-11-03T10:00',
  },
  {
    id: 2034,
    rubrik: 'rathausnachrichten',
    titel: 'Haushaltsentwurf 2027 eingebracht',
    teaser: 'Die Verwaltung hat dem Gemeinderat den Entwurf für 2027 vorgelegt. Große Investitionen sind Feuerwehrhaus Nordweil und Hochwasserschutz.',
    text: `<p>In der Sitzung am 10. November 2026 hat Stadtkämmerer Dr. Thomas Brugger den Entwurf des Haushaltsplans 2027 vorgestellt. Geplant sind Aufwendungen von 39,4 Millionen Euro und Investitionen von 9,1 Millionen Euro.</p>
<h2>Größte Investitionen</h2>
<ul>
<li>Neubau Feuerwehrhaus Nordweil: 1,6 Millionen Euro (erster Bauabschnitt)</li>
<li>Hochwasserrückhaltebecken Mühlbach: 2,3 Millionen Euro</li>
<li>Erschließung „Auf der Höhe“, Bauabschnitt 2: 1,9 Millionen Euro</li>
<li>Dachsanierung und Photovoltaik an städtischen Gebäuden: 0,7 Millionen Euro</li>
</ul>
<p>Die Fraktionen beraten den Entwurf bis Mitte Dezember. Der Beschluss ist für die Sitzung am 26. Januar 2027 vorgesehen. Bürgerinnen und Bürger können den Entwurf im Rathaus einsehen.</p>`,
    datum_von: '2026-11-12T10:00',
  },
  {
    id: 2035,
    rubrik: 'rathausnachrichten',
    titel: 'Sprechstunde der Bürgermeisterin im Dezember',
    teaser: 'Im Dezember bietet Bürgermeisterin Dr. Katrin Albrecht zusätzlich eine Sprechstunde am Samstagvormittag an.',
    text: `<p>Für alle, die unter der Woche keine Zeit haben, bietet Bürgermeisterin Dr. Katrin Albrecht am Samstag, 5. Dezember 2026, von 10 bis 12 Uhr eine Sprechstunde im Rathaus an.</p>
<p>Die regulären Sprechstunden finden weiterhin donnerstags von 16 bis 18 Uhr im Rathaus sowie im monatlichen Wechsel in den Ortsverwaltungen statt. Um Anmeldung im Sekretariat unter Telefon +49 7641 123-10 oder per E-Mail an rathaus@musterstadt.de wird gebeten.</p>`,
    datum_von: '2026-11-17T10:00',
  },
  {
    id: 2036,
    rubrik: 'rathausnachrichten',
    titel: 'Rathaus: Geänderte Öffnungszeiten über die Feiertage',
    teaser: 'Vom 24. Dezember 2026 bis 1. Januar 2027 sind Rathaus und Ortsverwaltungen geschlossen. Termine im Bürgerbüro sollten rechtzeitig gebucht werden.',
    text: `<p>Das Rathaus und die Ortsverwaltungen bleiben vom 24. Dezember 2026 bis einschließlich 1. Januar 2027 geschlossen. Ab Montag, 4. Januar 2027, sind wir wieder für Sie da.</p>
<p>Wer vor Weihnachten noch einen neuen Reisepass oder Personalausweis benötigt, sollte den Antrag bis spätestens 27. November stellen. Termine können online oder telefonisch im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> vereinbart werden.</p>
<p>Das Standesamt ist für die Beurkundung von Sterbefällen am 28. und 29. Dezember jeweils von 9 bis 11 Uhr erreichbar.</p>`,
    datum_von: '2026-11-19T09:00',
    bild: 'rathaus',
    bild_alt: 'Das historische Rathaus von Musterstadt am Marktplatz.',
  },
];

const jugendnachrichten: SeedNews[] = [
  {
    id: 3001,
    rubrik: 'jugendnachrichten',
    titel: 'Jugendhaus mit neuen Öffnungszeiten und Werkstatt',
    teaser: 'Das Jugendhaus in der Schulstraße öffnet jetzt auch am Samstag. Neu ist eine Fahrradwerkstatt im Keller.',
    text: `<p>Das Jugendhaus Musterstadt hat sein Angebot erweitert. Ab sofort ist der offene Treff dienstags bis freitags von 15 bis 20 Uhr und samstags von 14 bis 19 Uhr geöffnet. Das Jugendhaus richtet sich an alle Jugendlichen zwischen 12 und 21 Jahren aus allen Stadtteilen.</p>
<p>Im Keller ist mit Unterstützung des Gewerbevereins eine Fahrradwerkstatt entstanden. Jeden Mittwoch zeigt ein ehrenamtlicher Zweiradmechaniker, wie man Schläuche flickt, Bremsen einstellt und Schaltungen justiert.</p>
<p>Jugendreferentin Lena Fischer freut sich über Ideen: „Das Jugendhaus lebt von dem, was die Jugendlichen einbringen. Wer ein Projekt hat, kann einfach vorbeikommen.“ Kontakt: Telefon +49 7641 123-85.</p>`,
    datum_von: '2025-02-13T10:00',
    bild: 'jugendhaus',
    bild_alt: 'Aufenthaltsraum im Jugendhaus mit Sofas und Kicker.',
  },
  {
    id: 3002,
    rubrik: 'jugendnachrichten',
    titel: 'Jugendgemeinderat gewählt',
    teaser: 'Zwölf Jugendliche vertreten künftig die Interessen der jungen Generation gegenüber Gemeinderat und Verwaltung.',
    text: `<p>Bei der Wahl zum ersten Jugendgemeinderat der Stadt Musterstadt haben 43 Prozent der wahlberechtigten Jugendlichen zwischen 14 und 19 Jahren ihre Stimme abgegeben. Gewählt wurden zwölf Jugendliche aus allen vier Stadtteilen.</p>
<p>Der Jugendgemeinderat hat ein eigenes Budget von 8.000 Euro im Jahr und ein Antrags- und Rederecht im Gemeinderat. Erste Themen sollen ein Treffpunkt am Sportgelände, bessere Busverbindungen am Abend und ein Open-Air-Kino sein.</p>
<p>Die konstituierende Sitzung findet am 28. Oktober im Ratssaal statt. Die Sitzungen sind öffentlich.</p>`,
    datum_von: '2025-10-16T10:00',
  },
  {
    id: 3003,
    rubrik: 'jugendnachrichten',
    titel: 'Skateanlage: Jugendliche planen mit',
    teaser: 'Am Sportgelände in der Kernstadt soll eine Skate- und Pumptrackanlage entstehen. Jugendliche können ihre Ideen in einem Workshop einbringen.',
    text: `<p>Auf Antrag des Jugendgemeinderats prüft die Stadt den Bau einer Skate- und Pumptrackanlage am Sportgelände. Damit die Anlage den Wünschen der Nutzerinnen und Nutzer entspricht, lädt die Stadt zu einem Planungsworkshop ein.</p>
<p>Der Workshop findet am Samstag, 14. März 2026, von 11 bis 16 Uhr im Jugendhaus statt. Ein Planungsbüro, das auf Skateanlagen spezialisiert ist, erarbeitet gemeinsam mit den Jugendlichen einen ersten Entwurf. Für Verpflegung ist gesorgt.</p>
<p>Eingeladen sind alle Skaterinnen, Skater, BMX- und Scooterfahrende ab 10 Jahren. Anmeldung bitte im Jugendhaus oder per E-Mail an rathaus@musterstadt.de.</p>`,
    datum_von: '2026-02-19T10:00',
  },
  {
    id: 3004,
    rubrik: 'jugendnachrichten',
    titel: 'Zeltlager und Jugendfreizeit im Sommer 2026',
    teaser: 'Für Kinder und Jugendliche von 9 bis 15 Jahren gibt es noch freie Plätze beim Zeltlager am Bodensee.',
    text: `<p>Die städtische Jugendarbeit veranstaltet gemeinsam mit den Kirchengemeinden vom 3. bis 10. August 2026 ein Zeltlager am Bodensee. Auf dem Programm stehen Baden, Kanufahren, ein Ausflug auf die Insel Mainau und Lagerfeuerabende.</p>
<p>Der Teilnahmebeitrag beträgt 240 Euro einschließlich Fahrt, Unterkunft und Verpflegung. Für Familien mit geringem Einkommen gibt es Zuschüsse aus dem Jugendfonds der Bürgerstiftung.</p>
<p>Anmeldungen nimmt das Jugendhaus bis 15. Juni entgegen. Das Betreuungsteam besteht aus geschulten Jugendleiterinnen und Jugendleitern.</p>`,
    datum_von: '2026-04-30T10:00',
  },
  {
    id: 3005,
    rubrik: 'jugendnachrichten',
    titel: 'Bewerbungstraining im Jugendhaus',
    teaser: 'Wie schreibe ich eine gute Bewerbung? Im November bietet das Jugendhaus zusammen mit örtlichen Betrieben ein Bewerbungstraining an.',
    text: `<p>Für Schülerinnen und Schüler der Abschlussklassen bietet das Jugendhaus an drei Terminen ein kostenloses Bewerbungstraining an. Personalverantwortliche aus Musterstädter Betrieben geben Tipps zu Anschreiben, Lebenslauf und Vorstellungsgespräch.</p>
<ul>
<li>Dienstag, 17. November 2026: Anschreiben und Lebenslauf</li>
<li>Dienstag, 24. November 2026: Online-Bewerbung und Auswahltests</li>
<li>Dienstag, 1. Dezember 2026: Vorstellungsgespräche üben</li>
</ul>
<p>Die Termine beginnen jeweils um 17 Uhr. Bitte bringt, wenn vorhanden, eure bisherigen Unterlagen mit. Mehr zu Ausbildungsbetrieben in der Stadt findet ihr im Bereich <a href="/wirtschaft/">Wirtschaft</a>.</p>`,
    datum_von: '2026-11-04T10:00',
    bild: 'jugendhaus',
    bild_alt: 'Aufenthaltsraum im Jugendhaus mit Sofas und Kicker.',
  },
];

const seniorennachrichten: SeedNews[] = [
  {
    id: 3101,
    rubrik: 'seniorennachrichten',
    titel: 'Seniorenwegweiser in neuer Auflage erschienen',
    teaser: 'Der Seniorenwegweiser bündelt alle Angebote für ältere Menschen in Musterstadt – von der Pflegeberatung bis zum Mittagstisch.',
    text: `<p>Die Stadt Musterstadt hat ihren Seniorenwegweiser neu aufgelegt. Auf 48 Seiten finden ältere Menschen und ihre Angehörigen Informationen zu Beratung, Pflege, Wohnen im Alter, Mobilität, Freizeit und Ehrenamt.</p>
<p>Der Wegweiser liegt im Rathaus, in den Ortsverwaltungen, in Arztpraxen und Apotheken kostenlos aus. Auf Wunsch wird er auch zugeschickt. Eine Fassung in großer Schrift steht zum Herunterladen bereit.</p>
<p>Für persönliche Fragen steht die Seniorenbeauftragte Gisela Bühler donnerstags von 9 bis 12 Uhr im Rathaus zur Verfügung, Telefon +49 7641 123-44.</p>`,
    datum_von: '2025-04-03T10:00',
    downloads: [
      {
        datei: 'seniorenwegweiser-musterstadt.pdf',
        downloadtext: 'Seniorenwegweiser (PDF, große Schrift)',
        einstufung: 'Information',
        inhalt: [
          'Seniorenwegweiser der Stadt Musterstadt',
          'Beratung: Seniorenbeauftragte Gisela Bühler, Telefon +49 7641 123-44',
          'Pflegestützpunkt des Landkreises: Sprechstunde im Rathaus, jeden 2. Mittwoch',
          'Mittagstisch: dienstags und donnerstags im Gemeindehaus St. Martin',
          'Bürgerbus: Fahrten montags bis freitags nach Anmeldung',
          'Nachbarschaftshilfe Musterstadt e. V.: Einkaufs- und Besuchsdienst',
          'Seniorennachmittage in allen Stadtteilen, Termine im Amtsblatt',
        ],
      },
    ],
  },
  {
    id: 3102,
    rubrik: 'seniorennachrichten',
    titel: 'Sprechstunde „Smartphone und Tablet“ für Seniorinnen und Senioren',
    teaser: 'Schülerinnen und Schüler helfen älteren Menschen bei Fragen rund um Smartphone, Tablet und Videotelefonie.',
    text: `<p>Wie verschicke ich ein Foto an meine Enkel? Wie richte ich eine Videotelefonie ein? Bei solchen Fragen helfen ab sofort Jugendliche aus Musterstadt in der Sprechstunde „Smartphone und Tablet“.</p>
<p>Die Sprechstunde findet jeden zweiten Mittwoch von 15 bis 17 Uhr in der Stadtbücherei statt. Bitte bringen Sie Ihr eigenes Gerät mit, geladen und mit Ihren Zugangsdaten. Die Teilnahme ist kostenlos.</p>
<p>Das Projekt ist eine Kooperation der Stadtbücherei mit dem Jugendhaus und der Seniorenbeauftragten.</p>`,
    datum_von: '2025-09-11T10:00',
  },
  {
    id: 3103,
    rubrik: 'seniorennachrichten',
    titel: 'Ausflug des Seniorenkreises an den Titisee',
    teaser: 'Der städtische Seniorenausflug führt in diesem Jahr an den Titisee. Anmeldungen sind bis 29. Mai möglich.',
    text: `<p>Am Mittwoch, 17. Juni 2026, lädt die Stadt alle Seniorinnen und Senioren ab 70 Jahren zum jährlichen Ausflug ein. Ziel ist der Titisee mit Schifffahrt, Mittagessen und Zeit zum Bummeln.</p>
<p>Abfahrt ist um 9 Uhr in Nordweil, 9:15 Uhr in Hecklingen, 9:30 Uhr in Bombach und 9:45 Uhr am Marktplatz. Die Rückkehr ist gegen 18 Uhr geplant. Der Eigenanteil beträgt 25 Euro.</p>
<p>Die Busse sind mit Einstiegshilfen ausgestattet. Begleitpersonen sind willkommen. Anmeldungen nimmt die Seniorenbeauftragte Gisela Bühler bis 29. Mai entgegen.</p>`,
    datum_von: '2026-05-07T10:00',
    bild: 'schwarzwald-panorama',
    bild_alt: 'Blick über bewaldete Schwarzwaldhügel.',
  },
  {
    id: 3104,
    rubrik: 'seniorennachrichten',
    titel: 'Neuer Mittagstisch in Hecklingen',
    teaser: 'Jeden Donnerstag gibt es im Gemeindesaal Hecklingen ein warmes Mittagessen in Gesellschaft.',
    text: `<p>Gemeinsam essen schmeckt besser: Nach dem Erfolg des Mittagstischs in der Kernstadt gibt es ab Oktober auch in Hecklingen ein Angebot. Jeden Donnerstag um 12 Uhr kochen Ehrenamtliche im Gemeindesaal ein dreigängiges Menü.</p>
<p>Das Essen kostet 7,50 Euro. Wer nicht mehr gut zu Fuß ist, kann den Fahrdienst der Nachbarschaftshilfe nutzen. Bitte melden Sie sich jeweils bis Dienstag bei Ortsvorsteherin Sabine Kiefer an.</p>`,
    datum_von: '2026-09-17T10:00',
  },
  {
    id: 3105,
    rubrik: 'seniorennachrichten',
    titel: 'Adventlicher Seniorennachmittag in der Stadthalle',
    teaser: 'Die Stadt lädt alle Seniorinnen und Senioren am 6. Dezember zu Kaffee, Kuchen und Musik in die Stadthalle ein.',
    text: `<p>Bürgermeisterin Dr. Katrin Albrecht lädt alle Bürgerinnen und Bürger ab 70 Jahren herzlich zum adventlichen Seniorennachmittag ein. Er findet am Sonntag, 6. Dezember 2026, von 14:30 bis 17:30 Uhr in der Stadthalle statt.</p>
<p>Es erwarten Sie Kaffee und Kuchen der Landfrauen, Weihnachtslieder mit dem Kinderchor der Drei-Linden-Grundschule und eine Lesung mit Geschichten aus dem alten Musterstadt. Die Stadtkapelle spielt adventliche Weisen.</p>
<p>Für Gäste aus Bombach, Hecklingen und Nordweil fährt ein kostenloser Bus. Wer abgeholt werden möchte, meldet sich bitte bis 30. November bei der Seniorenbeauftragten unter Telefon +49 7641 123-44.</p>`,
    datum_von: '2026-11-18T10:00',
    bild: 'park-bank',
    bild_alt: 'Holzbank unter Bäumen im Park.',
  },
];

const integrationaktuell: SeedNews[] = [
  {
    id: 3201,
    rubrik: 'integrationaktuell',
    titel: 'Sprachcafé in der Stadtbücherei',
    teaser: 'Jeden Freitagnachmittag treffen sich Menschen aus vielen Ländern, um gemeinsam Deutsch zu sprechen.',
    text: `<p>Im Sprachcafé der Stadtbücherei wird Deutsch gesprochen – ungezwungen, bei Kaffee und Tee. Ehrenamtliche aus Musterstadt unterhalten sich mit Zugewanderten über Alltag, Arbeit und Familie. Das Angebot ist kostenlos und ohne Anmeldung.</p>
<p>Das Sprachcafé findet jeden Freitag von 15 bis 17 Uhr statt. Es ergänzt die Integrations- und Sprachkurse und eignet sich für alle Sprachniveaus. Neue Ehrenamtliche sind herzlich willkommen.</p>`,
    datum_von: '2024-10-17T10:00',
  },
  {
    id: 3202,
    rubrik: 'integrationaktuell',
    titel: 'Sprechstunden des Integrationsmanagements',
    teaser: 'Integrationsmanagerin Aylin Demir berät Geflüchtete und Zugewanderte zu Behörden, Arbeit, Wohnen und Schule.',
    text: `<p>Das Integrationsmanagement der Stadt Musterstadt unterstützt Geflüchtete und Zugewanderte dabei, sich in Musterstadt zurechtzufinden. Integrationsmanagerin Aylin Demir hilft bei Anträgen, vermittelt Sprachkurse und begleitet bei der Suche nach Arbeit und Wohnung.</p>
<ul>
<li>Dienstag, 9 bis 12 Uhr: Rathaus, Zimmer 3</li>
<li>Donnerstag, 14 bis 17 Uhr: Ortsverwaltung Hecklingen</li>
</ul>
<p>Termine außerhalb der Sprechzeiten sind nach Vereinbarung unter Telefon +49 7641 123-46 möglich. Bei Bedarf kann eine Dolmetscherin oder ein Dolmetscher hinzugezogen werden.</p>`,
    datum_von: '2025-01-23T10:00',
  },
  {
    id: 3203,
    rubrik: 'integrationaktuell',
    titel: 'Internationales Fest im Kurpark',
    teaser: 'Musik, Tänze und Speisen aus 25 Ländern: Das Internationale Fest lockte über 1.500 Besucherinnen und Besucher in den Kurpark.',
    text: `<p>Bei strahlendem Sonnenschein feierten Menschen aus Musterstadt und aus aller Welt am Sonntag im Kurpark. Vereine, Kulturgruppen und Familien boten Spezialitäten aus 25 Ländern an, von syrischem Gebäck über ukrainischen Borschtsch bis zu Schwarzwälder Kirschtorte.</p>
<p>Auf der Bühne zeigten Tanzgruppen aus Eritrea, der Türkei und Kroatien ihr Können, die Trachtengruppe Nordweil präsentierte Volkstänze aus dem Schwarzwald. Bürgermeisterin Dr. Katrin Albrecht dankte den Ehrenamtlichen des Arbeitskreises Integration für die Organisation.</p>`,
    datum_von: '2025-07-03T10:00',
    bild: 'park-bank',
    bild_alt: 'Holzbank unter Bäumen im Park.',
  },
  {
    id: 3204,
    rubrik: 'integrationaktuell',
    titel: 'Patinnen und Paten für Neuzugewanderte gesucht',
    teaser: 'Der Arbeitskreis Integration sucht Ehrenamtliche, die neu angekommene Familien in den ersten Monaten begleiten.',
    text: `<p>Ein Behördenbrief, die Anmeldung in der Kita, der erste Elternabend: Für Menschen, die neu in Deutschland sind, ist vieles ungewohnt. Patinnen und Paten helfen, sich zurechtzufinden, und werden oft zu Freunden.</p>
<p>Der Arbeitskreis Integration sucht Menschen, die sich etwa zwei Stunden pro Woche Zeit nehmen möchten. Sprachkenntnisse sind keine Voraussetzung. Alle Patinnen und Paten erhalten eine Einführung und können regelmäßig an Austauschtreffen teilnehmen.</p>
<p>Ein Informationsabend findet am Mittwoch, 22. April 2026, um 19 Uhr im Gemeindehaus St. Martin statt.</p>`,
    datum_von: '2026-04-09T10:00',
  },
  {
    id: 3205,
    rubrik: 'integrationaktuell',
    titel: 'Einbürgerungsfeier im Rathaus',
    teaser: 'Die Stadt hat 37 neue deutsche Staatsbürgerinnen und Staatsbürger bei einer Feier im Ratssaal begrüßt.',
    text: `<p>Zum zweiten Mal hat die Stadt Musterstadt die Menschen, die im vergangenen Jahr eingebürgert wurden, zu einer Feier in den Ratssaal eingeladen. 37 Frauen, Männer und Kinder aus 14 Herkunftsländern nahmen teil.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht gratulierte den neuen Staatsbürgerinnen und Staatsbürgern: „Sie haben sich bewusst für dieses Land entschieden. Bringen Sie sich ein – in Vereinen, in der Nachbarschaft und bei Wahlen.“</p>
<p>Der Chor der Grundschule Musterstadt sang die Nationalhymne und ein Lied aus dem Schwarzwald. Im Anschluss gab es einen Empfang im Foyer.</p>`,
    datum_von: '2026-10-08T10:00',
    bild: 'ratssaal',
    bild_alt: 'Sitzungssaal des Gemeinderats mit hufeisenförmig angeordneten Tischen.',
  },
];

const inklusionaktuell: SeedNews[] = [
  {
    id: 3301,
    rubrik: 'inklusionaktuell',
    titel: 'Rathaus wird barrierefrei: Neuer Aufzug in Betrieb',
    teaser: 'Alle Stockwerke des Rathauses sind jetzt stufenlos erreichbar. Auch der Ratssaal ist barrierefrei zugänglich.',
    text: `<p>Das historische Rathaus am Marktplatz ist nun barrierefrei. Nach fünfmonatigem Umbau ist der neue Aufzug im Anbau in Betrieb gegangen. Er erschließt alle Etagen einschließlich des Ratssaals im zweiten Obergeschoss.</p>
<p>Zusätzlich wurden der Haupteingang mit einer automatischen Tür ausgestattet, eine barrierefreie Toilette eingebaut und im Bürgerbüro eine Induktionsschleife für Menschen mit Hörgeräten installiert. Ein taktiles Leitsystem führt vom Eingang zum Bürgerbüro.</p>
<p>Die Kosten von 590.000 Euro wurden aus dem Landesprogramm für Barrierefreiheit mitfinanziert.</p>`,
    datum_von: '2024-11-07T10:00',
    bild: 'rathaus',
    bild_alt: 'Das historische Rathaus von Musterstadt am Marktplatz.',
  },
  {
    id: 3302,
    rubrik: 'inklusionaktuell',
    titel: 'Sprechstunde der Inklusionsbeauftragten',
    teaser: 'Inklusionsbeauftragte Petra Hofmeister berät Menschen mit Behinderungen und ihre Angehörigen.',
    text: `<p>Die ehrenamtliche Inklusionsbeauftragte der Stadt, Petra Hofmeister, ist Ansprechpartnerin für Menschen mit Behinderungen, ihre Angehörigen und alle, die sich für Inklusion einsetzen möchten.</p>
<p>Sie bietet jeden ersten Montag im Monat von 16 bis 18 Uhr eine Sprechstunde im barrierefreien Besprechungsraum im Erdgeschoss des Rathauses an. Hinweise auf Barrieren im Stadtgebiet nimmt sie gerne entgegen, auch per Telefon unter +49 7641 123-47.</p>`,
    datum_von: '2025-03-06T10:00',
  },
  {
    id: 3303,
    rubrik: 'inklusionaktuell',
    titel: 'Informationen in Leichter Sprache',
    teaser: 'Wichtige Informationen der Stadt gibt es jetzt auch in Leichter Sprache, zum Beispiel zum Bürgerbüro und zu Wahlen.',
    text: `<p>Nicht alle Menschen können schwierige Texte gut lesen. Deshalb hat die Stadt wichtige Informationen in Leichter Sprache übersetzen lassen. Geprüft wurden die Texte von einer Prüfgruppe aus Menschen mit Lernschwierigkeiten.</p>
<p>In Leichter Sprache gibt es jetzt:</p>
<ul>
<li>Informationen zum <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a></li>
<li>Wie wähle ich?</li>
<li>Wer arbeitet im Rathaus?</li>
</ul>
<p>Weitere Texte sollen folgen. Vorschläge nimmt die Inklusionsbeauftragte gerne entgegen.</p>`,
    datum_von: '2025-11-20T10:00',
  },
  {
    id: 3304,
    rubrik: 'inklusionaktuell',
    titel: 'Inklusives Sportfest auf dem Sportgelände',
    teaser: 'Beim inklusiven Sportfest traten Menschen mit und ohne Behinderung gemeinsam an. Rund 300 Teilnehmende waren dabei.',
    text: `<p>Rollstuhlbasketball, Blindenfußball und ein Staffellauf für alle: Beim inklusiven Sportfest am Samstag erlebten rund 300 Teilnehmerinnen und Teilnehmer, wie selbstverständlich gemeinsamer Sport sein kann.</p>
<p>Organisiert wurde das Fest von der Inklusionsbeauftragten gemeinsam mit dem Turnverein Musterstadt, der Lebenshilfe und den beiden Grundschulen. Die Schülerinnen und Schüler der Drei-Linden-Grundschule gestalteten ein Bewegungsparcours, der mit Augenbinde und im Rollstuhl ausprobiert werden konnte.</p>
<p>Das Sportfest soll künftig jedes Jahr stattfinden.</p>`,
    datum_von: '2026-06-11T10:00',
    bild: 'sporthalle',
    bild_alt: 'Innenansicht einer Sporthalle mit Hallenboden und Basketballkörben.',
  },
  {
    id: 3305,
    rubrik: 'inklusionaktuell',
    titel: 'Barrierefreie Bushaltestellen in Bombach und Nordweil',
    teaser: 'Sechs weitere Bushaltestellen wurden mit erhöhten Bordsteinen und Blindenleitsystem ausgebaut.',
    text: `<p>Der barrierefreie Ausbau der Bushaltestellen geht weiter. In Bombach und Nordweil wurden in diesem Jahr sechs Haltestellen umgebaut. Erhöhte Bordsteine ermöglichen einen stufenlosen Einstieg, Bodenindikatoren helfen blinden und sehbehinderten Menschen bei der Orientierung.</p>
<p>Damit sind nun 21 von 34 Haltestellen im Stadtgebiet barrierefrei. Die übrigen sollen bis 2029 folgen. Das Land fördert den Umbau mit bis zu 75 Prozent der Kosten.</p>`,
    datum_von: '2026-10-27T10:00',
  },
];

const wahlen: SeedNews[] = [
  {
    id: 3401,
    rubrik: 'wahlen',
    titel: 'Kommunalwahl und Europawahl am 9. Juni 2024',
    teaser: 'Am 9. Juni werden Gemeinderat, Ortschaftsräte, Kreistag und das Europäische Parlament gewählt. Die Wahlbenachrichtigungen werden verschickt.',
    text: `<p>Am Sonntag, 9. Juni 2024, finden in Musterstadt gleich mehrere Wahlen statt: die Wahl des Gemeinderats, der Ortschaftsräte in Bombach, Hecklingen und Nordweil, die Kreistagswahl und die Wahl zum Europäischen Parlament. Die Wahllokale sind von 8 bis 18 Uhr geöffnet.</p>
<h2>Wer darf wählen?</h2>
<p>Bei den Kommunalwahlen dürfen erstmals alle Deutschen und Staatsangehörigen anderer EU-Staaten ab 16 Jahren wählen, die seit mindestens drei Monaten in Musterstadt wohnen. Bei der Europawahl liegt das Mindestalter ebenfalls bei 16 Jahren.</p>
<h2>Briefwahl</h2>
<p>Briefwahlunterlagen können mit dem Vordruck auf der Wahlbenachrichtigung, online oder persönlich im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> beantragt werden. Bitte beachten Sie, dass Sie für die Kommunalwahlen und die Europawahl unterschiedliche Umschläge erhalten. Die Wahlbriefe müssen spätestens am Wahltag um 18 Uhr im Rathaus eingegangen sein.</p>`,
    datum_von: '2024-04-25T10:00',
    bild: 'wahlurne',
    bild_alt: 'Wahlurne mit Stimmzetteln auf einem Tisch im Wahllokal.',
  },
  {
    id: 3402,
    rubrik: 'wahlen',
    titel: 'Gemeinderatswahl 2024: Wahlbeteiligung deutlich gestiegen',
    teaser: 'An der Gemeinderatswahl haben sich 61,4 Prozent der Wahlberechtigten beteiligt. Das vorläufige Ergebnis liegt vor.',
    text: `<p>Am späten Montagabend stand das vorläufige Ergebnis der Gemeinderatswahl fest. Die Wahlbeteiligung lag bei 61,4 Prozent und damit 7,2 Prozentpunkte über der Wahl von 2019. Auch die Ortschaftsratswahlen in Bombach, Hecklingen und Nordweil verzeichneten einen Anstieg.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht dankte den 168 Wahlhelferinnen und Wahlhelfern, die bis in die Nacht die Stimmzettel ausgezählt haben. Die Auszählung der Kommunalwahl ist wegen der Möglichkeit zu kumulieren und zu panaschieren besonders aufwendig.</p>
<p>Der Gemeindewahlausschuss stellt das endgültige Ergebnis in seiner Sitzung am 12. Juni fest. Es wird anschließend öffentlich bekannt gemacht.</p>`,
    datum_von: '2024-06-11T09:00',
  },
  {
    id: 3403,
    rubrik: 'wahlen',
    titel: 'Bundestagswahl am 23. Februar 2025: Wahlhelferinnen und Wahlhelfer gesucht',
    teaser: 'Für die vorgezogene Bundestagswahl sucht die Stadt kurzfristig rund 120 Wahlhelferinnen und Wahlhelfer.',
    text: `<p>Die vorgezogene Bundestagswahl findet am Sonntag, 23. Februar 2025, statt. Wegen der kurzen Vorbereitungszeit sucht die Stadt Musterstadt dringend Freiwillige, die in den 14 Wahlbezirken und 4 Briefwahlbezirken mitarbeiten.</p>
<p>Wahlhelferinnen und Wahlhelfer erhalten ein Erfrischungsgeld von 50 Euro, Wahlvorsteherinnen und Wahlvorsteher 70 Euro. Eine Schulung wird angeboten. Mitmachen kann, wer am Wahltag wahlberechtigt ist.</p>
<p>Interessierte melden sich bitte beim Wahlamt unter Telefon +49 7641 123-25 oder per E-Mail an rathaus@musterstadt.de. Briefwahlunterlagen werden ab Anfang Februar verschickt.</p>`,
    datum_von: '2025-01-09T10:00',
  },
  {
    id: 3404,
    rubrik: 'wahlen',
    titel: 'Bundestagswahl 2025: Hohe Wahlbeteiligung in Musterstadt',
    teaser: 'Mit 84,1 Prozent lag die Wahlbeteiligung in Musterstadt über dem Landesdurchschnitt. Fast die Hälfte wählte per Brief.',
    text: `<p>Die Bürgerinnen und Bürger von Musterstadt haben bei der Bundestagswahl am 23. Februar 2025 rege von ihrem Wahlrecht Gebrauch gemacht. Die Wahlbeteiligung lag bei 84,1 Prozent. Der Anteil der Briefwählerinnen und Briefwähler betrug 47 Prozent.</p>
<p>Die Auszählung verlief reibungslos. Das letzte Ergebnis wurde um 21:40 Uhr an den Kreiswahlleiter übermittelt. Die Ergebnisse nach Wahlbezirken werden im Amtsblatt veröffentlicht.</p>
<p>Die Stadtverwaltung dankt allen Wahlhelferinnen und Wahlhelfern für ihren Einsatz unter großem Zeitdruck.</p>`,
    datum_von: '2025-02-24T10:00',
    bild: 'wahlurne',
    bild_alt: 'Wahlurne mit Stimmzetteln auf einem Tisch im Wahllokal.',
  },
  {
    id: 3405,
    rubrik: 'wahlen',
    titel: 'Landtagswahl am 8. März 2026: Alle Informationen',
    teaser: 'Am 8. März wird der Landtag von Baden-Württemberg neu gewählt. Erstmals gilt ein Zweistimmenwahlrecht und das Wahlalter 16.',
    text: `<p>Am Sonntag, 8. März 2026, wählen die Bürgerinnen und Bürger in Baden-Württemberg einen neuen Landtag. Die Wahllokale in Musterstadt sind von 8 bis 18 Uhr geöffnet.</p>
<h2>Was ist neu?</h2>
<ul>
<li>Wählen dürfen erstmals alle Deutschen ab 16 Jahren.</li>
<li>Es gibt zwei Stimmen: Mit der Erststimme wählen Sie eine Person im Wahlkreis, mit der Zweitstimme eine Landesliste.</li>
</ul>
<h2>Briefwahl</h2>
<p>Briefwahlunterlagen können ab Ende Januar beantragt werden – mit dem Antrag auf der Wahlbenachrichtigung, online oder im <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a>. Wer persönlich kommt, kann direkt vor Ort wählen. Eine Übersicht der Wahlräume finden Sie im Download. Alle Wahlräume außer dem Wahlraum im Bürgerhaus Nordweil sind barrierefrei zugänglich.</p>`,
    datum_von: '2026-01-22T10:00',
    downloads: [
      {
        datei: 'wahlraeume-landtagswahl-2026.pdf',
        downloadtext: 'Wahlbezirke und Wahlräume (PDF)',
        einstufung: 'Bekanntmachung',
        inhalt: [
          'Landtagswahl am 8. März 2026 – Wahlbezirke und Wahlräume der Stadt Musterstadt',
          'Wahlbezirke 001 bis 006 (Kernstadt): Grundschule Musterstadt und Stadthalle',
          'Wahlbezirke 007 und 008 (Bombach): Festhalle Bombach',
          'Wahlbezirke 009 bis 011 (Hecklingen): Drei-Linden-Grundschule',
          'Wahlbezirke 012 bis 014 (Nordweil): Bürgerhaus Nordweil (nicht barrierefrei) und Kindergarten Nordweil',
          'Briefwahlbezirke 1 bis 4: Rathaus, Ratssaal',
          'Öffnungszeit der Wahlräume: 8 bis 18 Uhr',
          'Musterstadt, 20. Januar 2026, Dr. Katrin Albrecht, Bürgermeisterin, als Gemeindewahlbehörde',
        ],
      },
    ],
  },
  {
    id: 3406,
    rubrik: 'wahlen',
    titel: 'Landtagswahl 2026: Ergebnis für Musterstadt',
    teaser: 'Die Wahlbeteiligung bei der Landtagswahl lag in Musterstadt bei 71,8 Prozent. Erstmals haben auch 16- und 17-Jährige gewählt.',
    text: `<p>Bei der Landtagswahl am 8. März 2026 haben 71,8 Prozent der Wahlberechtigten in Musterstadt ihre Stimme abgegeben. Unter den 16- und 17-jährigen Erstwählerinnen und Erstwählern lag die Beteiligung nach einer ersten Auswertung bei knapp 60 Prozent.</p>
<p>Die Ergebnisse aller 14 Wahlbezirke und 4 Briefwahlbezirke wurden bis 20:15 Uhr an die Kreiswahlleitung gemeldet. Die detaillierten Ergebnisse nach Wahlbezirken veröffentlicht die Stadt im nächsten Amtsblatt.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht dankte den rund 150 ehrenamtlichen Wahlhelferinnen und Wahlhelfern: „Ohne sie wäre eine Wahl nicht möglich.“</p>`,
    datum_von: '2026-03-09T10:00',
  },
];

const coronaMeldungen: SeedNews[] = [
  {
    id: 3501,
    rubrik: 'corona-meldungen',
    titel: 'Schnelltestzentrum in der Stadthalle eröffnet',
    teaser: 'Ab Montag können sich Bürgerinnen und Bürger in der Stadthalle kostenlos auf das Coronavirus testen lassen.',
    text: `<p>In Zusammenarbeit mit dem DRK-Ortsverein und zwei örtlichen Apotheken hat die Stadt in der Stadthalle ein Schnelltestzentrum eingerichtet. Dort sind kostenlose Antigen-Schnelltests möglich.</p>
<p>Das Testzentrum ist montags bis freitags von 7 bis 12 Uhr und von 16 bis 19 Uhr sowie samstags von 9 bis 12 Uhr geöffnet. Eine Terminbuchung wird empfohlen. Das Ergebnis liegt nach etwa 15 Minuten vor und wird schriftlich bescheinigt.</p>
<p>Bitte beachten Sie die Maskenpflicht und die Abstandsregeln im Wartebereich.</p>`,
    datum_von: '2021-03-18T10:00',
  },
  {
    id: 3502,
    rubrik: 'corona-meldungen',
    titel: 'Impfaktion mit mobilem Impfteam',
    teaser: 'Ein mobiles Impfteam kommt am 18. Dezember in die Stadthalle. Angeboten werden Erst-, Zweit- und Auffrischungsimpfungen.',
    text: `<p>Am Samstag, 18. Dezember 2021, macht ein mobiles Impfteam des Landkreises von 9 bis 17 Uhr Station in der Stadthalle Musterstadt. Angeboten werden Erst- und Zweitimpfungen sowie Auffrischungsimpfungen für Personen ab 18 Jahren.</p>
<p>Bitte bringen Sie Ihren Personalausweis, Ihren Impfpass und, falls vorhanden, die Bestätigung der vorherigen Impfungen mit. Eine Anmeldung ist über das Bürgerbüro möglich; Restkapazitäten werden ohne Termin vergeben.</p>`,
    datum_von: '2021-12-09T10:00',
  },
  {
    id: 3503,
    rubrik: 'corona-meldungen',
    titel: 'Schnelltestzentrum schließt Ende April',
    teaser: 'Mit dem Wegfall der meisten Corona-Schutzmaßnahmen stellt das Testzentrum in der Stadthalle seinen Betrieb ein.',
    text: `<p>Nach mehr als einem Jahr Betrieb schließt das Schnelltestzentrum in der Stadthalle am 30. April 2022. Insgesamt wurden dort über 41.000 Tests durchgeführt.</p>
<p>Bürgermeisterin Dr. Katrin Albrecht dankte den ehrenamtlichen Helferinnen und Helfern des DRK sowie den beteiligten Apotheken für ihren großen Einsatz. Tests sind weiterhin in den Apotheken und Arztpraxen möglich.</p>
<p>Die Stadthalle steht nach einer Grundreinigung ab Juni wieder für Veranstaltungen zur Verfügung.</p>`,
    datum_von: '2022-04-07T10:00',
  },
];

/** Alle Nachrichten, nach Rubriken gruppiert. */
export const news: SeedNews[] = [
  ...buergernachrichten,
  ...rathausnachrichten,
  ...jugendnachrichten,
  ...seniorennachrichten,
  ...integrationaktuell,
  ...inklusionaktuell,
  ...wahlen,
  ...coronaMeldungen,
];
