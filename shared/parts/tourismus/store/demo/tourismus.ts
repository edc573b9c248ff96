/**
 * Tourismus in Musterstadt (fiktiv): Unterkünfte, Fasnetvereine mit ihren Figuren und Wanderwege.
 * Betriebe, die auch im Gewerbeverzeichnis stehen (gewerbe.ts), haben dort dieselbe Anschrift und
 * Telefonnummer. Die Tourenportal-Ids sind erfunden.
 */
import type { Ortsteil, SeedOrt } from '../../../../../server/cms/seed/types-stadt';
import type { SeedFasnetVerein, SeedUnterkunft, SeedWanderweg } from './types';

function adr(location: string, street: string, ortsteil: Ortsteil = 'Kernstadt'): SeedOrt {
  return { location, street, zip: '79999', city: ortsteil === 'Kernstadt' ? 'Musterstadt' : `Musterstadt-${ortsteil}` };
}

// ---------------------------------------------------------------------------
// Unterkünfte
// ---------------------------------------------------------------------------

export const unterkuenfte: SeedUnterkunft[] = [
  {
    id: 8201,
    name: 'Schwarzwaldhotel Hochfirst',
    art: 'Hotel',
    sterne: 4,
    adresse: adr('Schwarzwaldhotel Hochfirst', 'Hochfirststraße 40', 'Nordweil'),
    telefon: '+49 7641 5880-0',
    email: 'info@hotel-hochfirst.example',
    web: 'https://www.hotel-hochfirst.example',
    betten: 72,
    text: 'Ruhig gelegenes Wellnesshotel am Ortsrand von Nordweil mit 38 Zimmern und Suiten, Hallenbad, Saunalandschaft und Restaurant mit regionaler Küche. Wander- und Winterwanderwege beginnen direkt am Haus; E-Bikes können ausgeliehen werden.',
  },
  {
    id: 8202,
    name: 'Hotel garni Krone',
    art: 'Hotel',
    sterne: 3,
    adresse: adr('Hotel garni Krone', 'Kronengasse 1'),
    telefon: '+49 7641 2202',
    email: 'info@krone-musterstadt.example',
    web: 'https://www.krone-musterstadt.example',
    betten: 34,
    text: 'Das Hotel in einem Fachwerkhaus aus dem 17. Jahrhundert liegt wenige Schritte vom Marktplatz. Die 17 Zimmer sind modern eingerichtet, das Frühstücksbuffet bietet Produkte aus der Region. Zwei Zimmer im Erdgeschoss sind barrierefrei.',
  },
  {
    id: 8203,
    name: 'Gasthaus „Zum Hirschen“',
    art: 'Gasthof',
    sterne: 3,
    adresse: adr('Gasthaus „Zum Hirschen“', 'Hauptstraße 31', 'Bombach'),
    telefon: '+49 7641 54180',
    email: 'info@hirschen-bombach.example',
    web: 'https://www.hirschen-bombach.example',
    betten: 18,
    text: 'Traditionsgasthaus in der Bombacher Ortsmitte mit neun Gästezimmern, badischer Küche und Weinen aus den umliegenden Reblagen. Idealer Ausgangspunkt für den Rebenweg und Radtouren ins Rheintal. Montag und Dienstag ist das Restaurant geschlossen, Frühstück gibt es für Hausgäste täglich.',
  },
  {
    id: 8204,
    name: 'Gasthof „Linde“',
    art: 'Gasthof',
    sterne: 3,
    adresse: adr('Gasthof „Linde“', 'Lindenplatz 5', 'Hecklingen'),
    telefon: '+49 7641 57210',
    email: 'info@linde-hecklingen.example',
    web: 'https://www.linde-hecklingen.example',
    betten: 12,
    text: 'Familiengeführter Landgasthof am Hecklinger Lindenplatz mit sechs Zimmern, Biergarten und Küche mit Wild aus heimischer Jagd. Fahrradgarage und Trockenraum für Wandernde vorhanden.',
  },
  {
    id: 8205,
    name: 'Pension Haus Sonnhalde',
    art: 'Pension',
    adresse: adr('Pension Haus Sonnhalde', 'Sonnenhalde 7'),
    telefon: '+49 7641 3612',
    email: 'haus-sonnhalde@mail.example',
    betten: 14,
    text: 'Kleine Pension in ruhiger Südhanglage oberhalb der Kernstadt mit sieben Zimmern, Liegewiese und Blick über das Wiesental. Die Innenstadt ist in zehn Minuten zu Fuß erreichbar. Hunde sind willkommen.',
  },
  {
    id: 8206,
    name: 'Pension Lindenblick',
    art: 'Pension',
    adresse: adr('Pension Lindenblick', 'Lindenweg 9', 'Hecklingen'),
    telefon: '+49 7641 57344',
    email: 'lindenblick@mail.example',
    betten: 10,
    text: 'Gemütliche Pension mit fünf Doppelzimmern und reichhaltigem Frühstück, nur 200 Meter vom Lindenplatz entfernt. Die Gastgeber geben gerne Tipps für Wanderungen auf dem Streuobstwiesenweg.',
  },
  {
    id: 8207,
    name: 'Ferienwohnung Rebblick',
    art: 'Ferienwohnung',
    sterne: 4,
    adresse: adr('Ferienwohnung Rebblick', 'Rebweg 12', 'Bombach'),
    telefon: '+49 7641 54207',
    email: 'rebblick@mail.example',
    web: 'https://www.rebblick-bombach.example',
    betten: 4,
    text: 'Helle Ferienwohnung mit 75 Quadratmetern, zwei Schlafzimmern und Balkon mit Blick über die Weinberge. Voll ausgestattete Küche, WLAN, Stellplatz am Haus. Mindestaufenthalt drei Nächte.',
  },
  {
    id: 8208,
    name: 'Ferienwohnungen Mühlenhof',
    art: 'Ferienwohnung',
    sterne: 4,
    adresse: adr('Mühlenhof', 'Sägeweg 9', 'Nordweil'),
    telefon: '+49 7641 58190',
    email: 'info@muehlenhof-nordweil.example',
    web: 'https://www.muehlenhof-nordweil.example',
    betten: 10,
    text: 'Drei Ferienwohnungen in einem liebevoll renovierten Schwarzwaldhaus neben der historischen Mühle Nordweil. Kinder können im Bach spielen und die Tiere des Nachbarhofs besuchen. Brötchenservice und Sauna im Haus.',
  },
  {
    id: 8209,
    name: 'Ferien auf dem Schwärzlehof',
    art: 'Ferienwohnung',
    sterne: 4,
    adresse: adr('Schwärzlehof', 'Höfeweg 12', 'Nordweil'),
    telefon: '+49 7641 58112',
    email: 'info@schwaerzlehof.example',
    web: 'https://www.schwaerzlehof.example',
    betten: 6,
    text: 'Urlaub auf dem Bauernhof: Die Ferienwohnung im Leibgeding des Schwärzlehofs bietet Platz für sechs Personen. Kinder dürfen beim Füttern der Hinterwälder Rinder helfen, Hofladen und künftiges Hofcafé liegen direkt nebenan.',
  },
  {
    id: 8210,
    name: 'Ferienwohnung Am Kurpark',
    art: 'Ferienwohnung',
    sterne: 3,
    adresse: adr('Ferienwohnung Am Kurpark', 'Am Kurpark 4'),
    telefon: '+49 7641 3947',
    email: 'fewo-kurpark@mail.example',
    betten: 3,
    text: 'Gemütliche Zweizimmerwohnung im Erdgeschoss, stufenlos erreichbar, mit Terrasse zum Kurpark. Freibad, Marktplatz und Bushaltestelle liegen in wenigen Gehminuten.',
  },
  {
    id: 8211,
    name: 'Winzerstube im Weingut Rebhalde',
    art: 'Ferienwohnung',
    sterne: 4,
    adresse: adr('Weingut Rebhalde', 'Weinstraße 40', 'Bombach'),
    telefon: '+49 7641 54366',
    email: 'info@weingut-rebhalde.example',
    web: 'https://www.weingut-rebhalde.example',
    betten: 4,
    text: 'Ferienwohnung im ehemaligen Kelterhaus des Weinguts mit Gewölbekeller, offenem Kamin und eigenem Garten. Gäste erhalten eine Weinprobe mit der Winzerin.',
  },
  {
    id: 8212,
    name: 'Campingplatz Wiesental',
    art: 'Campingplatz',
    adresse: adr('Campingplatz Wiesental', 'Wiesentalstraße 60'),
    telefon: '+49 7641 93795',
    email: 'info@camping-wiesental.example',
    web: 'https://www.camping-wiesental.example',
    betten: 60,
    text: 'Ruhiger Platz am Waldrand mit 60 Stellplätzen für Zelte, Wohnwagen und Wohnmobile und vier Schlaffässern. Sanitärgebäude mit Familienbad, Brötchenservice, Freibad in zehn Gehminuten. Geöffnet vom 1. April bis 31. Oktober.',
  },
];

// ---------------------------------------------------------------------------
// Fasnetvereine
// ---------------------------------------------------------------------------

export const fasnetVereine: SeedFasnetVerein[] = [
  {
    id: 8301,
    name: 'Narrenzunft Musterstadt 1858 e. V.',
    gruendung: 1858,
    ortsteil: 'Kernstadt',
    figuren: ['Musterstädter Narro', 'Spättlehansel', 'Mühlbachwieb', 'Zunftrat', 'Zunftmusik'],
    text: `<p>Die Narrenzunft ist die älteste Narrenvereinigung der Stadt und richtet den Großen Narrensprung, den Zunftabend und die Fasnetverbrennung aus. Ihre Leitfigur ist der Musterstädter Narro im weißen Leinenhäs mit gemalten Blumen und glatter, lächelnder Holzlarve. Der Spättlehansel trägt ein Häs aus Hunderten bunter Stoffspättle, das Mühlbachwieb erinnert an die Wäscherinnen, die früher am Mühlbach arbeiteten.</p>
<p>Die Zunft zählt rund 420 Mitglieder, davon 170 Hästrägerinnen und Hästräger. Zunftmeister ist Rolf Schwab. Wer ein Häs tragen möchte, muss mindestens ein Jahr Mitglied sein; die Larven werden von Hand aus Lindenholz geschnitzt.</p>`,
    web: 'https://www.narrenzunft-musterstadt.example',
  },
  {
    id: 8302,
    name: 'Hexenzunft Musterstadt 1975 e. V.',
    gruendung: 1975,
    ortsteil: 'Kernstadt',
    figuren: ['Musterstädter Hexen', 'Hexenmeister', 'Waldteufel'],
    text: `<p>Die Musterstädter Hexen sind die lauteste Gruppe der Fasnet. Mit geschnitzter Hexenlarve, Kopftuch, rot-schwarzem Rock und Reisigbesen befreien sie am Schmutzigen Donnerstag die Kinder aus Schulen und Kindergärten. Angeführt werden sie vom Hexenmeister, begleitet von den zotteligen Waldteufeln mit Kuhglocken.</p>
<p>Die Hexenzunft wurde 1975 von jungen Narren gegründet und gehört heute mit 230 Mitgliedern zu den größten Vereinen der Stadt. Beim Zunftabend singen die Hexen traditionell die Schnitzelbänke.</p>`,
    web: 'https://www.hexenzunft-musterstadt.example',
  },
  {
    id: 8303,
    name: 'Narrengilde Bombach 1952 e. V.',
    gruendung: 1952,
    ortsteil: 'Bombach',
    figuren: ['Bombacher Bachgeister', 'Rebknorze', 'Kelterwieber'],
    text: `<p>Die Bombacher Bachgeister tragen ein Häs aus grün-blauen Stofffransen, die an Wasser und Ufergras erinnern, und eine Larve mit Schilfhaar. Der Sage nach hausen sie im Mühlbach und necken die Menschen, die zu nah ans Ufer kommen. Die Rebknorze mit ihren knorrigen, aus Rebstöcken geschnitzten Larven erinnern an den Weinbau, die Kelterwieber an die Arbeit in der Weinlese.</p>
<p>2027 feiert die Narrengilde ihr 75-jähriges Bestehen mit einem großen Narrentreffen am 30. und 31. Januar. Am Fasnetsdienstag lädt sie zum Kehraus in die Festhalle.</p>`,
    web: 'https://www.narrengilde-bombach.example',
  },
  {
    id: 8304,
    name: 'Narrenverein Hecklingen 1949 e. V.',
    gruendung: 1949,
    ortsteil: 'Hecklingen',
    figuren: ['Lindegeischter', 'Hecklinger Schnecken', 'Lindenblättle (Kindergruppe)'],
    text: `<p>Der Lindegeischt ist der Schutzgeist der drei alten Linden am Dorfplatz. Sein Häs ist mit Hunderten aus Filz geschnittenen Lindenblättern benäht, die Larve zeigt ein freundliches, bärtiges Gesicht. Die Hecklinger Schnecken gehen auf einen alten Spottnamen zurück: Weil die Hecklinger angeblich immer zu spät kamen, tragen sie ein Schneckenhaus auf dem Rücken – und kommen seitdem mit Absicht zuletzt.</p>
<p>Der Verein richtet am Fasnetsmendig den Umzug in Hecklingen aus. In der Kindergruppe Lindenblättle laufen Kinder ab vier Jahren mit.</p>`,
  },
  {
    id: 8305,
    name: 'Narrenclub Nordweil 1983 e. V.',
    gruendung: 1983,
    ortsteil: 'Nordweil',
    figuren: ['Hochfirst-Wölf', 'Nordwiler Holzer'],
    text: `<p>Die Hochfirst-Wölf erinnern an die Zeit, als am Hochfirst noch Wölfe lebten. Sie tragen ein Fellhäs und eine Wolfslarve, die Holzbildhauer Gregor Tritschler aus Hecklingen geschnitzt hat. Die Nordwiler Holzer mit Axt, Sägeblatt und rot karierten Hemden stehen für die Waldarbeiter und Flößer, die das Dorf jahrhundertelang geprägt haben.</p>
<p>Der Narrenclub veranstaltet den Kinderumzug in Nordweil am Fasnetsamstag und den Holzerball im Bürgerhaus.</p>`,
    web: 'https://www.narrenclub-nordweil.example',
  },
  {
    id: 8306,
    name: 'Guggenmusik Mühlbachschränzer 1994 e. V.',
    gruendung: 1994,
    ortsteil: 'Kernstadt',
    figuren: ['Mühlbachschränzer (Guggenmusik im Fantasiehäs)'],
    text: `<p>Schräg, laut und mitreißend: Die 45 Musikerinnen und Musiker der Mühlbachschränzer spielen bei Umzügen, Narrentreffen und Fasnetsbällen in der ganzen Region. Jedes Jahr gestalten sie ihr Fantasiehäs neu. Geprobt wird von Oktober bis zur Fasnet jeden Donnerstag im Probenraum unter der Stadthalle; neue Mitglieder ab 14 Jahren sind willkommen, Notenkenntnisse sind nicht erforderlich.</p>`,
    web: 'https://www.muehlbachschraenzer.example',
  },
];

// ---------------------------------------------------------------------------
// Wanderwege
// ---------------------------------------------------------------------------

export const wanderwege: SeedWanderweg[] = [
  {
    id: 8401,
    titel: 'Hochfirst-Runde',
    slug: 'hochfirst-runde',
    laenge_km: 14.2,
    hoehenmeter: 520,
    dauer_h: 4.5,
    schwierigkeit: 'mittel',
    start: 'Bürgerhaus Nordweil, Mühlweg 4',
    text: `<p>Die abwechslungsreiche Rundtour führt von Nordweil durch Weißtannenwälder auf den Hochfirst (778 Meter). Vom Aussichtspunkt reicht der Blick bei klarem Wetter über die Rheinebene bis zu den Vogesen. Einkehrmöglichkeit bietet die Hochfirsthütte am Wochenende.</p>
<p>Der Rückweg verläuft über alte Holzabfuhrwege und am Bühlhof vorbei zurück ins Dorf. Im Winter ist ein Teil der Strecke als Winterwanderweg geräumt.</p>`,
    tourenportal_id: '58321947',
  },
  {
    id: 8402,
    titel: 'Mühlbachpfad',
    slug: 'muehlbachpfad',
    laenge_km: 8.6,
    hoehenmeter: 140,
    dauer_h: 2.5,
    schwierigkeit: 'leicht',
    start: 'Marktplatz Musterstadt',
    text: `<p>Der familienfreundliche Themenweg folgt dem Mühlbach von der Altstadt durch das Wiesental und zurück. Zwölf Stationen erzählen von Mühlen, Flößern, Bachbewohnern und vom Hochwasserschutz. An der Holzbrücke im Wiesental lädt ein Wasserspielplatz zur Pause ein.</p>
<p>Hinweis: Bis voraussichtlich 2028 ist der Abschnitt im oberen Mühlbachtal wegen des Baus des Hochwasserrückhaltebeckens umgeleitet. Die Umleitung über den Rebweg ist ausgeschildert.</p>`,
    tourenportal_id: '58321955',
  },
  {
    id: 8403,
    titel: 'Rebenweg Bombach',
    slug: 'rebenweg-bombach',
    laenge_km: 6.4,
    hoehenmeter: 190,
    dauer_h: 2,
    schwierigkeit: 'leicht',
    start: 'Kirchplatz Bombach',
    text: `<p>Der Rebenweg schlängelt sich durch die Weinberge oberhalb von Bombach. Schautafeln erklären Rebsorten, Arbeiten im Weinjahr und die Trockenmauern, in denen Eidechsen leben. Von der Schutzhütte am Schlossberg öffnet sich ein weiter Blick über das Rheintal.</p>
<p>Nach der Wanderung laden die Straußwirtschaften und das Gasthaus „Zum Hirschen“ zur Einkehr ein; im Weingut Rebhalde sind Weinproben möglich.</p>`,
    tourenportal_id: '58321963',
  },
  {
    id: 8404,
    titel: 'Streuobstwiesenweg Hecklingen',
    slug: 'streuobstwiesenweg-hecklingen',
    laenge_km: 9.8,
    hoehenmeter: 230,
    dauer_h: 3,
    schwierigkeit: 'leicht',
    start: 'Lindenplatz Hecklingen',
    text: `<p>Im Frühjahr blühen hier Tausende Apfel-, Birnen- und Kirschbäume. Der Rundweg führt vom Lindenplatz über den Bühl, vorbei am Lehrbienenstand und durch die Streuobstwiesen, die der Obst- und Gartenbauverein pflegt. Im Herbst dürfen Früchte von Bäumen mit gelbem Band für den Eigenbedarf gepflückt werden.</p>`,
    tourenportal_id: '58321971',
  },
  {
    id: 8405,
    titel: 'Musterstädter Dreitälerweg',
    slug: 'dreitaelerweg',
    laenge_km: 22.5,
    hoehenmeter: 690,
    dauer_h: 7,
    schwierigkeit: 'schwer',
    start: 'Marktplatz Musterstadt',
    text: `<p>Die große Tagestour verbindet alle vier Stadtteile: Von der Altstadt geht es durch das Wiesental nach Hecklingen, über den Bühl hinauf nach Nordweil und zum Hochfirst und schließlich durch die Weinberge von Bombach zurück in die Kernstadt. Gute Kondition und Trittsicherheit sind nötig.</p>
<p>Die Tour lässt sich in Nordweil teilen: Von dort fährt werktags stündlich, am Wochenende alle zwei Stunden ein Bus zurück zum Marktplatz.</p>`,
    tourenportal_id: '58321988',
  },
  {
    id: 8406,
    titel: 'Aussichtsturm-Tour Sonnenhalde',
    slug: 'aussichtsturm-tour',
    laenge_km: 10.9,
    hoehenmeter: 380,
    dauer_h: 3.5,
    schwierigkeit: 'mittel',
    start: 'Wanderparkplatz Wiesental',
    text: `<p>Über die Sonnenhalde steigt der Weg zum 24 Meter hohen Aussichtsturm auf dem Eichberg, den der Schwarzwaldverein 1911 errichtet hat. Von der Plattform sieht man alle vier Stadtteile, bei Föhn sogar die Alpen. Der Abstieg führt über den Höhenweg und das neue Baugebiet zurück ins Tal.</p>`,
    tourenportal_id: '58321996',
  },
  {
    id: 8407,
    titel: 'Nordic-Walking-Runde Wiesental',
    slug: 'nordic-walking-wiesental',
    laenge_km: 5.2,
    hoehenmeter: 80,
    dauer_h: 1.25,
    schwierigkeit: 'leicht',
    start: 'Sportgelände Wiesental, Wiesentalstraße 40',
    text: `<p>Die ausgeschilderte Walkingrunde verläuft auf breiten, weichen Wald- und Wiesenwegen ohne starke Steigungen. Sie eignet sich für Einsteigerinnen und Einsteiger ebenso wie für das schnelle Training nach Feierabend. Der Turnverein bietet mittwochs um 18 Uhr einen offenen Walkingtreff am Sportgelände an.</p>`,
    tourenportal_id: '58322004',
  },
  {
    id: 8408,
    titel: 'Winterwanderweg Nordweil',
    slug: 'winterwanderweg-nordweil',
    laenge_km: 6.1,
    hoehenmeter: 150,
    dauer_h: 2,
    schwierigkeit: 'leicht',
    start: 'Wanderparkplatz Hochfirst, Hochfirststraße',
    text: `<p>Bei Schnee räumt der Bauhof diesen Rundweg über die Hochfläche von Nordweil, sodass man ihn auch mit normalen Winterschuhen begehen kann. Entlang des Weges stehen Bänke mit Blick auf den verschneiten Hochfirst. Parallel verläuft eine gespurte Loipe für Langläuferinnen und Langläufer.</p>`,
    tourenportal_id: '58322012',
  },
];
