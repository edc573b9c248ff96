/**
 * Rechtliche Pflichtseiten und Einleitungstexte des Rathausbereichs (fiktiv).
 * Angaben, die jede Stadt selbst festlegt (Datenschutzbeauftragte, Aufsichtsbehörde, Dienstleister,
 * Stand der Erklärungen …), stehen als Platzhalter wie {{legal.vatId}} im Text und kommen aus den
 * Einstellungen der Stadt (shared/site/town.ts, README „Town settings“).
 */
import type { SeedPage } from './types';

const ANSCHRIFT = `Stadt Musterstadt<br>Rathaus<br>Marktplatz 1<br>79999 Musterstadt`;

const KONTAKT = `Telefon: +49 7641 123-0<br>Telefax: +49 7641 123-199<br>E-Mail: rathaus@musterstadt.de<br>Internet: www.musterstadt.de`;

export const infoSeiten: SeedPage[] = [
  {
    pfad: '/rathaus/impressum/',
    titel: 'Impressum',
    beschreibung: 'Anbieterkennzeichnung der Website www.musterstadt.de nach § 5 Digitale-Dienste-Gesetz und § 18 Medienstaatsvertrag.',
    inhalt: `<h2>Herausgeberin</h2>
<p>${ANSCHRIFT}</p>
<p>Die Stadt Musterstadt ist eine Körperschaft des öffentlichen Rechts. Sie wird gesetzlich vertreten durch die Bürgermeisterin Dr. Katrin Albrecht.</p>
<h2>Kontakt</h2>
<p>${KONTAKT}</p>
<p>Die Öffnungszeiten und weitere Kontaktmöglichkeiten finden Sie auf der Seite <a href="/rathaus/kontakt/">Kontakt</a>.</p>
<h2>Umsatzsteuer-Identifikationsnummer</h2>
<p>Umsatzsteuer-Identifikationsnummer nach § 27a Umsatzsteuergesetz: {{legal.vatId}}</p>
<h2>Aufsichtsbehörde</h2>
<p>Die Rechtsaufsicht über die Stadt Musterstadt führt das {{legal.supervisoryAuthority.name}}, {{legal.supervisoryAuthority.address}}.</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag</h2>
<p>Bürgermeisterin Dr. Katrin Albrecht<br>Marktplatz 1<br>79999 Musterstadt</p>
<p>Redaktion: Hauptamt der Stadt Musterstadt, Öffentlichkeitsarbeit, Telefon +49 7641 123-21, E-Mail hauptamt@musterstadt.de. Für die Inhalte der Ämter und Ortsverwaltungen sind die jeweiligen Dienststellen verantwortlich.</p>
<h2>Technische Umsetzung und Hosting</h2>
<p>Technischer Betrieb und Hosting: {{legal.hosting.name}}, {{legal.hosting.address}}, im Auftrag der Stadt Musterstadt.</p>
<h2>Haftung für Inhalte</h2>
<p>Die Inhalte dieser Website werden mit großer Sorgfalt erstellt und regelmäßig geprüft. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte übernehmen wir dennoch keine Gewähr. Rechtsverbindlich sind allein die amtlichen Bekanntmachungen im Amtsblatt „Musterstädter Nachrichten“ und die ausgefertigten Satzungen, die im Rathaus eingesehen werden können.</p>
<p>Als Diensteanbieterin sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen, etwa Einträge im Gewerbeverzeichnis. Sobald wir von einer Rechtsverletzung erfahren, entfernen wir die betreffenden Inhalte umgehend.</p>
<h2>Haftung für Links</h2>
<p>Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets die jeweilige Anbieterin oder der jeweilige Anbieter verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine ständige Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte nicht zumutbar. Wenn uns Rechtsverletzungen bekannt werden, entfernen wir die betreffenden Links umgehend.</p>
<h2>Urheberrecht</h2>
<p>Texte, Bilder, Grafiken und das Stadtwappen auf dieser Website sind urheberrechtlich geschützt. Eine Verwendung außerhalb der Grenzen des Urheberrechts bedarf der vorherigen schriftlichen Zustimmung der Stadt Musterstadt. Amtliche Werke wie Satzungen und Bekanntmachungen dürfen nach § 5 Urheberrechtsgesetz frei verwendet werden. Die Presse darf Pressemitteilungen und die dazugehörigen Fotos mit Quellenangabe für die Berichterstattung nutzen.</p>
<h2>Bildnachweise</h2>
<p>Die Fotos und Illustrationen auf dieser Website wurden für die Demonstration dieser Website erzeugt. Sie zeigen keine realen Orte, Gebäude oder Personen. Rechteinhaberin ist die Stadt Musterstadt.</p>
<h2>Hinweis zu dieser Demo-Website</h2>
<p>Musterstadt ist eine erfundene Stadt. Alle Namen, Adressen, Telefonnummern und Ereignisse auf dieser Website sind frei erfunden. Ähnlichkeiten mit realen Personen oder Gemeinden sind zufällig.</p>`,
  },
  {
    pfad: '/rathaus/datenschutz/',
    titel: 'Datenschutzerklärung',
    beschreibung:
      'Welche Daten beim Besuch von www.musterstadt.de verarbeitet werden: keine Tracking-Dienste, keine Cookies ohne Ihren Wunsch, gekürzte IP-Adressen in Server-Protokollen.',
    inhalt: `<p>Der Schutz Ihrer persönlichen Daten ist uns wichtig. Auf dieser Seite erklären wir, welche personenbezogenen Daten beim Besuch unserer Website verarbeitet werden, zu welchem Zweck und welche Rechte Sie haben. Die Hinweise zur Datenverarbeitung in unseren Verwaltungsdienstleistungen, etwa im Bürgerbüro oder im Standesamt, finden Sie unter <a href="/rathaus/datenschutz-dienstleistungen/">Datenschutzhinweise für Dienstleistungen</a>.</p>
<h2>Das Wichtigste in Kürze</h2>
<ul>
<li>Wir setzen keine Analyse- oder Tracking-Dienste ein und zeigen keine Werbung.</li>
<li>Beim Besuch unserer Website werden keine Cookies gesetzt, außer Sie bitten unter „Mein Ort“ ausdrücklich darum, dass wir uns Ihre Straße merken. Nur die Beschäftigten der Stadt nach der Anmeldung im Intranet und die Mitglieder des Gemeinderats und der Ortschaftsräte nach der Anmeldung im Ratsinformationssystem erhalten ein Sitzungs-Cookie.</li>
<li>Unser Server protokolliert Zugriffe mit gekürzten IP-Adressen. Die Protokolle werden nach 14 Tagen gelöscht.</li>
<li>Inhalte anderer Anbieter, etwa Karten, das Tourenportal oder die Unterkunftssuche, werden erst geladen, wenn Sie das ausdrücklich per Klick wünschen.</li>
</ul>
<h2>1. Verantwortliche Stelle</h2>
<p>${ANSCHRIFT}</p>
<p>${KONTAKT}</p>
<p>Die Stadt Musterstadt wird vertreten durch die Bürgermeisterin Dr. Katrin Albrecht.</p>
<h2>2. Datenschutzbeauftragte oder Datenschutzbeauftragter</h2>
<p>{{legal.dataProtectionOfficer.name}}<br>Stadt Musterstadt – Datenschutzbeauftragte/r –<br>Marktplatz 1<br>79999 Musterstadt<br>Telefon: {{legal.dataProtectionOfficer.phone}}<br>E-Mail: {{legal.dataProtectionOfficer.email}}</p>
<p>Sie können sich mit allen Fragen zum Datenschutz vertraulich an die oder den Datenschutzbeauftragten wenden.</p>
<h2>3. Aufruf der Website und Server-Protokolle</h2>
<p>Wenn Sie unsere Website aufrufen, übermittelt Ihr Browser technisch bedingt Daten an unseren Server. Für jeden Abruf speichern wir in einer Protokolldatei:</p>
<ul>
<li>Datum und Uhrzeit des Abrufs</li>
<li>die aufgerufene Adresse und die Art der Anfrage</li>
<li>den Statuscode der Antwort, zum Beispiel „gefunden“ oder „Fehler“</li>
<li>die Adresse der Seite, von der aus Sie zu uns gekommen sind (Referrer), sofern Ihr Browser sie übermittelt</li>
<li>Angaben zu Browser und Betriebssystem (User-Agent)</li>
<li>Ihre IP-Adresse in gekürzter Form</li>
</ul>
<p>Die IP-Adresse wird gekürzt, bevor sie gespeichert wird: Bei IPv4-Adressen entfernen wir das letzte Achtel (das letzte Oktett), bei IPv6-Adressen die letzten 80 Bit. Ein Rückschluss auf Ihren Anschluss ist damit nicht mehr möglich. Die vollständige IP-Adresse wird nur für die Dauer der Verbindung im Arbeitsspeicher verarbeitet.</p>
<p>Tritt beim Anzeigen einer Seite in Ihrem Browser ein technischer Fehler auf, sendet die Seite eine kurze Fehlerbeschreibung und den Pfad der betroffenen Seite an unseren Server. Diese Meldungen werden wie die übrigen Protokolldaten behandelt.</p>
<p>Zweck ist der sichere und störungsfreie Betrieb der Website, die Abwehr von Angriffen und die Fehlersuche. Rechtsgrundlage ist Art. 6 Abs. 1 lit. e der Datenschutz-Grundverordnung (DSGVO) in Verbindung mit § 4 Landesdatenschutzgesetz Baden-Württemberg (LDSG). Die Protokolldateien werden nach 14 Tagen automatisch gelöscht. Eine Auswertung zu anderen Zwecken oder eine Zusammenführung mit anderen Daten findet nicht statt.</p>
<p>Die Website wird in unserem Auftrag von {{legal.hosting.name}}, {{legal.hosting.address}}, betrieben. Mit dem Dienstleister besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.</p>
<h2>4. Keine Cookies, keine Nachverfolgung</h2>
<p>Beim Besuch der öffentlichen Seiten setzen wir keine Cookies, solange Sie nicht ausdrücklich darum bitten (siehe „Mein Ort“ unten), und verwenden keine Dienste, die Ihr Nutzungsverhalten auswerten oder Sie über mehrere Websites hinweg wiedererkennen. Links zu unseren Auftritten in sozialen Netzwerken sind einfache Links; erst wenn Sie einen solchen Link anklicken, gelangen Sie zum jeweiligen Netzwerk, und es gelten dessen Datenschutzbestimmungen.</p>
<p>Damit die Website schnell lädt und auch bei schlechter Verbindung funktioniert, legt Ihr Browser einige Daten lokal auf Ihrem Gerät ab:</p>
<ul>
<li>Programmdateien, Bilder und zuletzt aufgerufene Seiten im Zwischenspeicher eines sogenannten Service Workers, damit Seiten auch ohne Verbindung angezeigt werden können. Seiten des Intranets und des Ratsinformationssystems werden nicht zwischengespeichert.</li>
<li>Die Scrollposition der besuchten Seiten im Sitzungsspeicher des Browsers, damit Sie beim Zurückblättern an der gleichen Stelle landen. Diese Angaben werden gelöscht, wenn Sie den Browser-Tab schließen.</li>
</ul>
<p>Diese Daten verbleiben auf Ihrem Gerät und werden nicht an uns übermittelt. Die Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz, TDDDG). Sie können die gespeicherten Daten jederzeit in den Einstellungen Ihres Browsers löschen.</p>
<p><strong>„Mein Ort“:</strong> Auf der Seite <a href="/rathaus/mein-ort/">Mein Ort</a> wählen Sie Ihre Straße; die Auswahl steht nur in der Adresse der Seite, die Sie als Lesezeichen speichern können. Nur wenn Sie dort auf „Auswahl merken“ klicken, setzen wir ein Cookie mit der gewählten Straße (Name st_wahl_mein-ort, für Skripte nicht lesbar, nur für die Seite „Mein Ort“ gesendet), damit „Mein Ort“ beim nächsten Besuch gleich Ihre Straße zeigt. Das Cookie enthält keine weiteren Angaben, wir speichern die Auswahl nicht auf unserem Server, und es wird nach einem Jahr gelöscht oder sofort, wenn Sie auf „Auswahl vergessen“ klicken. Da Sie es ausdrücklich wünschen, ist es für diesen Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); eine Einwilligungsabfrage ist dafür nicht nötig. Der Kalender und der Feed von „Mein Ort“ enthalten die Straße in ihrer Adresse; Ihr Kalender- oder Feedprogramm ruft sie von unserem Server ab, wie jede andere Seite (siehe Abschnitt 3).</p>
<h2>5. Intranet für Beschäftigte und Ratsinformationssystem</h2>
<p>Das Intranet steht nur Beschäftigten der Stadt Musterstadt zur Verfügung. Nach der Anmeldung mit E-Mail-Adresse und Passwort setzen wir ein Sitzungs-Cookie, das Sie für die Dauer der Sitzung als angemeldet ausweist. Das Cookie ist für Skripte im Browser nicht lesbar (HttpOnly) und verliert nach einer Stunde seine Gültigkeit. Passwörter speichern wir ausschließlich als kryptografischen Hashwert.</p>
<p>Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und c DSGVO in Verbindung mit den Vorschriften des Landesdatenschutzgesetzes über die Verarbeitung von Beschäftigtendaten sowie § 25 Abs. 2 Nr. 2 TDDDG.</p>
<p>Beschäftigte der Redaktion bearbeiten im Intranet die Inhalte dieser Website. Jede gespeicherte Fassung eines Inhalts wird mit dem Namen der bearbeitenden Person und dem Zeitpunkt aufbewahrt, solange der Inhalt besteht, damit frühere Fassungen verglichen und wiederhergestellt werden können. Wer wann etwas veröffentlicht, geplant, zurückgezogen oder gelöscht hat, steht zusätzlich im Protokoll der Redaktion; es dient als Nachweis amtlicher Bekanntmachungen und wird deshalb dauerhaft aufbewahrt.</p>
<p>Das Ratsinformationssystem unter <a href="/ratsinfo">/ratsinfo</a> steht nur den Mitgliedern des Gemeinderats und der Ortschaftsräte zur Verfügung, mit eigenen Zugängen, die das Hauptamt vergibt. Für jeden Zugang speichern wir Vor- und Nachname, E-Mail-Adresse, das Mitglied, zu dem er gehört, und das Passwort als kryptografischen Hashwert. Nach der Anmeldung setzen wir ein eigenes Sitzungs-Cookie, verschlüsselt, für Skripte im Browser nicht lesbar (HttpOnly) und nach einer Stunde ungültig; die Sitzung selbst speichern wir nur als Hashwert und löschen sie, sobald sie abgelaufen ist. Jedes Mitglied sieht die nichtöffentlichen Unterlagen der Gremien, denen es angehört. Ein Zugang wird drei Monate nach dem Ende der letzten Mitgliedschaft automatisch gelöscht.</p>
<p>Um das Erraten von Passwörtern zu verhindern, zählen wir bei beiden Anmeldungen fehlgeschlagene Versuche je Zugang und Adresse; gespeichert werden dabei weder E-Mail- noch IP-Adresse, sondern nur mit einem geheimen Schlüssel gebildete Prüfwerte, die nach höchstens zwei Stunden gelöscht werden. Rechtsgrundlage für das Ratsinformationssystem ist Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 LDSG und den Vorschriften der Gemeindeordnung über die Arbeit des Gemeinderats sowie § 25 Abs. 2 Nr. 2 TDDDG.</p>
<h3>Angaben zu den Mitgliedern des Gemeinderats und der Ortschaftsräte</h3>
<p>Auf den Seiten zum <a href="/musterstadt/gemeinderat/">Gemeinderat</a> veröffentlichen wir von den Mitgliedern Namen, Funktionen, Gremien, Fraktion, Wohnbezirk und Beruf; Rechtsgrundlage ist Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 LDSG und der Gemeindeordnung. E-Mail-Adresse und Telefonnummer zeigen wir nur, wenn das Mitglied eingewilligt hat (Art. 6 Abs. 1 lit. a DSGVO); die Einwilligung kann jederzeit widerrufen werden. Statt Fotos zeigen wir gezeichnete Platzhalter. Die Angaben ohne Kontaktdaten stehen als offene Daten nach dem Standard OParl unter <a href="/oparl/v1/">/oparl/v1/</a> zur Verfügung. Endet eine Mitgliedschaft, bleibt sie als frühere Mitgliedschaft mit ihrem Zeitraum sichtbar, wie es die Nachvollziehbarkeit der Ratsbeschlüsse verlangt.</p>
<h2>6. Formulare und E-Mail</h2>
<p>Wenn Sie uns über ein Formular auf dieser Website eine Nachricht schicken – die <a href="/rathaus/schadensmeldung/">Schadensmeldung</a>, die Seite <a href="/rathaus/fehler-melden/">Fehler oder Barriere melden</a>, das Kontaktformular auf der Seite <a href="/rathaus/kontakt/">Kontakt</a> oder einen <a href="/wirtschaft/gewerbeeintrag/">Gewerbeeintrag</a> –, speichern wir Ihre Angaben, um Ihr Anliegen zu bearbeiten. Pflichtfelder sind als solche gekennzeichnet; alle weiteren Angaben sind freiwillig.</p>
<p>Wir speichern genau das, was Sie in das Formular eingeben:</p>
<ul>
<li>Schadensmeldung: Art des Schadens, Ort, auf Wunsch die Position auf der Karte, Beschreibung, Datum und bis zu drei Fotos. Aus den Fotos entfernen wir vor dem Speichern alle eingebetteten Daten wie Aufnahmeort (GPS), Kamera und Aufnahmezeit.</li>
<li>Fehler- und Barrieremeldung: Adresse der Seite, Art des Problems und Beschreibung.</li>
<li>Kontaktformular: Betreff, gewähltes Amt und Ihre Nachricht.</li>
<li>Gewerbeeintrag: Name, Branchen, Spezialisierung und Beschreibung des Betriebs, Anschrift, Telefon, Fax, E-Mail-Adresse und Internetseite des Betriebs, Öffnungszeiten, auf Wunsch ein Logo (ohne eingebettete Daten, verkleinert), dazu Name, E-Mail-Adresse und Telefonnummer einer Ansprechperson und Ihre Zustimmung zur Veröffentlichung. Jede Änderung und jeder Antrag auf Löschung wird als eigene Fassung gespeichert, mit Datum, Uhrzeit und Vorgangsnummer.</li>
<li>Bei allen Formularen, soweit Sie sie angeben: Name, E-Mail-Adresse und Telefonnummer, dazu Datum und Uhrzeit des Eingangs und eine Vorgangsnummer.</li>
</ul>
<p>Ihre IP-Adresse speichern wir dabei nicht. Um massenhafte automatische Einsendungen abzuwehren, zählt der Server kurzzeitig, wie viele Formulare von einer Adresse kommen. Gespeichert wird dafür nicht die Adresse, sondern nur ein mit einem geheimen Schlüssel gebildeter Prüfwert; die Zählung verfällt nach zehn Minuten und wird spätestens nach zwanzig Minuten gelöscht.</p>
<p>Karte und Position bei der Schadensmeldung: Die Karte zeichnet der Server der Stadt selbst; beim Anzeigen, Verschieben und Markieren werden keine Daten an andere Anbieter übertragen. Die markierte Stelle und die daraus ermittelte nächste Straße speichern wir mit Ihrer Meldung. „Meine Position verwenden“ fragt Ihren Standort erst nach Ihrem Klick und nur mit Ihrer Zustimmung im Browser ab; er wird nur als markierte Stelle in das Formular übernommen.</p>
<p>Die Angaben werden auf dem Server der Stadt Musterstadt gespeichert, nicht bei anderen Anbietern. Das zuständige Amt erhält eine Benachrichtigung per E-Mail über den Mailserver der Stadt. Zugriff auf die gespeicherten Meldungen haben nur die Beschäftigten, die sie bearbeiten; jede Bearbeitung wird mit Name und Zeitpunkt festgehalten.</p>
<p>Eingangsbestätigung und Antwort per E-Mail: Wenn Sie in einem Formular eine E-Mail-Adresse angeben, schicken wir Ihnen dorthin eine Eingangsbestätigung mit der Vorgangsnummer und einer Kopie Ihrer Angaben (ohne Fotos), und die Beschäftigten können Ihnen aus dem Eingangskorb per E-Mail antworten; die Antwort wird beim Vorgang gespeichert. Die E-Mails gehen über den Mailserver der Stadt, enthalten keine Zählpixel, laden keine Bilder nach und verlinken nur auf diese Website. Sie werden mit der Meldung gespeichert und mit ihr gelöscht. Lehnt der Mailserver einer Empfängerin oder eines Empfängers eine E-Mail dauerhaft ab, speichern wir die Adresse mit dem Zeitpunkt und der Antwort des Servers, damit wir nicht weiter an eine Adresse schreiben, die nicht zugestellt werden kann; diese Angaben löschen wir nach 180 Tagen.</p>
<p>Speicherdauer: Meldungen und Nachrichten aus den Formularen werden 180 Tage, nachdem sie abschließend bearbeitet sind, zusammen mit den Fotos automatisch gelöscht. Fotos aus einem Formular, das Sie nicht abgeschickt haben, löschen wir nach spätestens sechs Stunden. Wird aus Ihrem Anliegen ein Verwaltungsverfahren, gehören die Angaben zu dessen Akte und werden nach den Regeln für Verwaltungsakten aufbewahrt.</p>
<p>Gewerbeeintrag: Veröffentlicht werden erst nach Prüfung durch die Wirtschaftsförderung und nur die Angaben zum Betrieb. Die Ansprechperson, ihre E-Mail-Adresse und Telefonnummer veröffentlichen wir nie; wir nutzen sie für Rückfragen, für die Mitteilung unserer Entscheidung und für Ihren persönlichen Link. Der Link enthält die Nummer Ihres Eintrags verschlüsselt; wer ihn kennt, kann Änderungen beantragen. Auf Ihre Bitte sperren wir ihn und schicken Ihnen einen neuen.</p>
<p>Speicherdauer beim Gewerbeeintrag: Die veröffentlichte Fassung mit der Ansprechperson bewahren wir auf, solange der Eintrag im Verzeichnis steht. Geprüfte Fassungen, die nicht mehr gelten (frühere, abgelehnte oder durch eine neuere ersetzte), löschen wir 180 Tage nach der Entscheidung. Lassen Sie den Eintrag löschen, nehmen wir ihn sofort aus dem Verzeichnis und löschen die Angaben zur Ansprechperson beim Eintrag; die Fassungen und der Antrag werden spätestens 180 Tage danach entfernt. Wird ein neuer Eintrag nicht freigegeben, löschen wir ihn 180 Tage nach der Entscheidung.</p>
<ul>
<li>Einträge im Gewerbeverzeichnis veröffentlichen wir nach Prüfung mit den Angaben, die Sie dafür vorgesehen haben. Sie können den Eintrag jederzeit über Ihren persönlichen Link ändern oder löschen lassen.</li>
<li>Nachrichten per E-Mail behandeln wir wie Briefe. Sie werden nach den Regeln für die Aufbewahrung von Verwaltungsakten gespeichert.</li>
</ul>
<p>Öffentliche Meldungen: Schadensmeldungen zeigen wir unter <a href="/rathaus/meldungen/">Gemeldete Schäden</a> erst, nachdem Beschäftigte sie geprüft haben, und nur mit Kategorie, Ort, Datum, Status, einem von uns freigegebenen Text, freigegebenen (bei Bedarf unkenntlich gemachten) Fotos und unserer Antwort – nie mit Ihrem Namen, Ihrer E-Mail-Adresse oder Telefonnummer. Haben Sie bei der Schadensmeldung eine E-Mail-Adresse angegeben, schreiben wir Ihnen, wenn sich der Status ändert oder wir antworten, und vier Wochen nach der Erledigung einmal mit der Frage, ob der Schaden behoben ist. Mit „Ich bin auch betroffen“ erhalten auch andere Personen diese Nachrichten; dafür speichern wir ihre E-Mail-Adresse und den Zeitpunkt der Anmeldung und schicken einen Bestätigungslink, der sieben Tage gilt. Jede Nachricht enthält einen Link zur Abmeldung. Die E-Mail-Adressen löschen wir zusammen mit der Schadensmeldung 180 Tage nach ihrer abschließenden Bearbeitung; die veröffentlichte Meldung ohne personenbezogene Angaben bleibt sichtbar. Rechtsgrundlage für die Nachrichten an Betroffene ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die Sie mit der Abmeldung jederzeit widerrufen.</p>
<p>Rechtsgrundlage ist Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 LDSG; für freiwillige Einträge im Gewerbeverzeichnis Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die Sie jederzeit mit Wirkung für die Zukunft widerrufen können.</p>
<p>Bitte beachten Sie: Unverschlüsselte E-Mails können auf dem Übertragungsweg von Dritten gelesen werden. Schicken Sie uns vertrauliche Unterlagen daher besser per Post oder über die Online-Dienste von service-bw.</p>
<p>E-Mail-Benachrichtigungen: Wenn Sie auf der Seite <a href="/benachrichtigungen/">E-Mail-Benachrichtigungen</a> eine Erinnerung an die Müllabfuhr oder Nachrichten zu einem Thema bestellen, speichern wir Ihre E-Mail-Adresse, die gewählten Themen (etwa Ihre Straße und die Abfallarten), Uhrzeit und Häufigkeit sowie die Zeitpunkte von Bestellung, Bestätigung und Abmeldung. Ein Konto brauchen Sie nicht. Wir schreiben Ihnen erst, nachdem Sie die Bestellung mit dem Link in unserer ersten E-Mail bestätigt haben; der Link gilt 7 Tage, danach löschen wir die unbestätigte Bestellung. Jede Benachrichtigung enthält einen Link, mit dem Sie Ihre Benachrichtigungen verwalten oder mit einem Klick abbestellen. 28 Tage nach Ihrer letzten Abmeldung löschen wir Ihre Adresse mit allen Angaben. Die versendeten E-Mails löschen wir 7 Tage nach dem Versand. Weist der Mailserver Ihres Anbieters unsere E-Mails dreimal dauerhaft ab, senden wir bis zu einer neuen Bestätigung nichts mehr. Die E-Mails enthalten keine Zählpixel und keine Links zu anderen Anbietern, und wir werten nicht aus, ob Sie sie öffnen. Die Beschäftigten der Stadt sehen nur, wie viele Personen ein Thema bestellt haben, nie Ihre Adresse; eine Auskunft über die zu Ihrer Adresse gespeicherten Daten (Art. 15 DSGVO) erhalten Sie auf Anfrage. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die Sie jederzeit durch Abbestellen widerrufen können.</p>
<p><strong>Termine im Bürgerbüro.</strong> Wenn Sie auf der Seite <a href="/rathaus/termine/">Termin vereinbaren</a> einen Termin buchen (oder das Bürgerbüro ihn für Sie am Telefon bucht), speichern wir Ihr Anliegen, Tag und Uhrzeit, Ihren Namen, Ihre E-Mail-Adresse und, wenn Sie sie angeben, Ihre Telefonnummer. Wir nutzen sie für den Termin: für die Bestätigung mit einem persönlichen Link zum Ändern oder Absagen, für die Erinnerung am Vortag und, falls wir den Termin absagen müssen, für die Nachricht an Sie. Der Link enthält die Nummer Ihres Termins verschlüsselt; die Seite des Termins mit Ihren Angaben zeigen wir nur über diesen Link. Damit niemand Termine sammelt, zählen wir die offenen Termine je E-Mail-Adresse und, nur als Prüfwert wie bei den Formularen, die Buchungen je Netz und Tag. Die Beschäftigten des Bürgerbüros sehen die Termine des Tages. 30 Tage nach dem Termin löschen wir Name, E-Mail-Adresse und Telefonnummer automatisch; übrig bleiben nur Anliegen, Tag, Uhrzeit und Status ohne Bezug zu Ihrer Person, für die Statistik (wie viele Termine je Anliegen und Woche gebucht, abgesagt oder nicht wahrgenommen wurden). Die E-Mails an Sie werden mit dem Termin gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 LDSG.</p>
<h2>7. Inhalte anderer Anbieter (Zwei-Klick-Lösung)</h2>
<p>An einigen Stellen bieten wir Inhalte anderer Anbieter an:</p>
<ul>
<li>die Suche nach Unterkünften über das {{provider.buchung}},</li>
<li>Wander- und Radtouren aus dem {{provider.tourenportal}},</li>
<li>Karten und Lagepläne von {{provider.openstreetmap}}.</li>
</ul>
<p>Diese Inhalte werden nicht automatisch geladen. Stattdessen sehen Sie zunächst einen Hinweis mit einer Schaltfläche. Erst wenn Sie darauf klicken, stellt Ihr Browser eine Verbindung zum Server des Anbieters her. Dabei erhält der Anbieter mindestens Ihre IP-Adresse, Angaben zu Ihrem Browser und die Adresse unserer Seite. Er kann außerdem Cookies setzen und Daten in Länder außerhalb der Europäischen Union übermitteln. Auf diese Verarbeitung haben wir keinen Einfluss; es gelten die Datenschutzbestimmungen des jeweiligen Anbieters.</p>
<p>Rechtsgrundlage für das Laden ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG, die Sie durch den Klick erteilen. Sie können auf die Inhalte verzichten, ohne Nachteile zu haben: Die wichtigsten Informationen erhalten Sie auch direkt bei der <a href="/rathaus/fachaemter/tourist-information_58">Tourist-Information</a>.</p>
<h2>8. Fehlerberichte</h2>
<p>Wenn der Betreiber der Website dies aktiviert hat, werden technische Fehler des Servers an den Dienst Sentry der Functional Software, Inc. gemeldet, damit wir sie schnell beheben können. Ein Fehlerbericht enthält die Fehlermeldung, die betroffene Programmstelle und die aufgerufene Adresse. IP-Adressen, Cookies und Anmeldedaten werden vor dem Versand entfernt. Die Fehlerberichte werden in der Datenregion {{legal.errorReportsRegion}} gespeichert und nach 90 Tagen gelöscht.</p>
<p>Rechtsgrundlage ist Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 LDSG. Mit dem Anbieter besteht ein Vertrag zur Auftragsverarbeitung. Werden Daten in die USA übermittelt, geschieht dies auf Grundlage des Angemessenheitsbeschlusses der EU-Kommission zum EU-US Data Privacy Framework oder der Standardvertragsklauseln der EU-Kommission.</p>
<h2>9. Vorlesefunktion</h2>
<p>Die Schaltfläche „Vorlesen“ nutzt die Sprachausgabe Ihres Browsers. Der Text wird von Ihrem Browser beziehungsweise Betriebssystem in Sprache umgewandelt; an die Stadt Musterstadt wird dabei nichts übermittelt. Manche Browser verwenden für einzelne Stimmen Online-Dienste ihres Herstellers. Welche Stimmen Ihr Browser nutzt, können Sie in dessen Einstellungen festlegen.</p>
<h2>10. Ihre Rechte</h2>
<p>Sie haben gegenüber der Stadt Musterstadt folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:</p>
<ul>
<li>Recht auf Auskunft (Art. 15 DSGVO)</li>
<li>Recht auf Berichtigung (Art. 16 DSGVO)</li>
<li>Recht auf Löschung (Art. 17 DSGVO)</li>
<li>Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)</li>
<li>Recht auf Datenübertragbarkeit, soweit die Verarbeitung auf einer Einwilligung beruht (Art. 20 DSGVO)</li>
<li>Recht auf Widerspruch gegen die Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO)</li>
<li>Recht, eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO)</li>
</ul>
<p>Wenden Sie sich dazu an die oben genannte verantwortliche Stelle oder an die oder den Datenschutzbeauftragten.</p>
<h2>11. Beschwerderecht</h2>
<p>Sie haben das Recht, sich bei einer Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen den Datenschutz verstößt (Art. 77 DSGVO). Zuständig für die Stadt Musterstadt ist:</p>
<p>{{legal.dataProtectionAuthority.name}}<br>{{legal.dataProtectionAuthority.address}}<br>Telefon: {{legal.dataProtectionAuthority.phone}}<br>E-Mail: {{legal.dataProtectionAuthority.email}}</p>
<h2>12. Stand</h2>
<p>Diese Datenschutzerklärung hat den Stand {{legal.privacyStatementDate}}. Wir passen sie an, wenn sich die Website oder die Rechtslage ändert.</p>`,
  },
  {
    pfad: '/rathaus/datenschutz-dienstleistungen/',
    titel: 'Datenschutzhinweise für Dienstleistungen',
    beschreibung:
      'Informationen nach Art. 13 und 14 DSGVO: Welche Daten die Stadtverwaltung im Bürgerbüro, im Standesamt, bei Gewerbeangelegenheiten und weiteren Dienstleistungen verarbeitet.',
    inhalt: `<p>Wenn Sie eine Dienstleistung der Stadtverwaltung in Anspruch nehmen – einen Ausweis beantragen, ein Gewerbe anmelden oder heiraten –, verarbeiten wir personenbezogene Daten. Mit diesen Hinweisen informieren wir Sie nach Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten das sind, auf welcher Rechtsgrundlage wir sie verarbeiten und wie lange wir sie speichern. Einzelne Formulare enthalten ergänzende Hinweise.</p>
<h2>Verantwortliche Stelle und Datenschutzbeauftragte/r</h2>
<p>Verantwortlich ist die Stadt Musterstadt, vertreten durch die Bürgermeisterin Dr. Katrin Albrecht, Marktplatz 1, 79999 Musterstadt, Telefon +49 7641 123-0, E-Mail rathaus@musterstadt.de.</p>
<p>Die oder den Datenschutzbeauftragten erreichen Sie unter datenschutz@musterstadt.de oder per Post an die Stadt Musterstadt, Datenschutzbeauftragte/r, Marktplatz 1, 79999 Musterstadt. Datenschutzbeauftragter der Stadt ist {{legal.dataProtectionOfficer.name}}, Telefon {{legal.dataProtectionOfficer.phone}}.</p>
<h2>Allgemeine Rechtsgrundlagen</h2>
<p>Die Stadtverwaltung verarbeitet Ihre Daten in aller Regel, weil ein Gesetz dies vorschreibt oder weil sie für eine öffentliche Aufgabe erforderlich sind:</p>
<ul>
<li>Art. 6 Abs. 1 lit. c DSGVO – Erfüllung einer rechtlichen Verpflichtung, zum Beispiel nach dem Bundesmeldegesetz (BMG), dem Personenstandsgesetz (PStG) oder der Gewerbeordnung (GewO)</li>
<li>Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 Landesdatenschutzgesetz (LDSG) – Wahrnehmung einer Aufgabe im öffentlichen Interesse oder in Ausübung öffentlicher Gewalt</li>
<li>Art. 9 Abs. 2 lit. g DSGVO für besondere Kategorien personenbezogener Daten, etwa die Zugehörigkeit zu einer Religionsgesellschaft im Melderegister</li>
<li>Art. 6 Abs. 1 lit. a DSGVO, soweit Sie freiwillig zusätzliche Angaben machen, zum Beispiel eine Telefonnummer für Rückfragen</li>
</ul>
<h2>Bürgerbüro: Melde-, Pass- und Ausweiswesen</h2>
<p>Im Melderegister speichern wir die Daten, die das Bundesmeldegesetz vorsieht (§ 3 BMG), unter anderem Namen, Geburtsdatum und -ort, Anschriften, Familienstand, Staatsangehörigkeiten, gesetzliche Vertreter und die Zugehörigkeit zu einer öffentlich-rechtlichen Religionsgesellschaft. Wir übermitteln Daten nur, wenn ein Gesetz es erlaubt oder vorschreibt, etwa an das Bundeszentralamt für Steuern, den Beitragsservice des Rundfunkbeitrags, Religionsgesellschaften, Sicherheitsbehörden oder auf Anfrage als Melderegisterauskunft. Gegen bestimmte Übermittlungen können Sie Widerspruch einlegen (siehe <a href="/rathaus/wegweiser/">Wegweiser</a>, Stichwort „Übermittlungssperre“).</p>
<p>Nach einem Wegzug oder Tod bewahren wir die Meldedaten fünf Jahre auf. Danach werden sie für weitere 50 Jahre gesondert gespeichert und dürfen nur noch in eng begrenzten Fällen genutzt werden (§§ 13, 14 BMG).</p>
<p>Für Personalausweise und Reisepässe verarbeiten wir die Daten nach dem Personalausweisgesetz und dem Passgesetz, einschließlich des Lichtbilds und – ab sechs Jahren – zweier Fingerabdrücke. Die Fingerabdrücke werden nur auf dem Chip des Dokuments gespeichert und bei uns spätestens nach der Aushändigung gelöscht. Das digitale Lichtbild erhalten wir verschlüsselt von Ihrem Fotostudio oder vom Fototerminal im Bürgerbüro. Die Daten im Ausweis- und Passregister werden spätestens fünf Jahre nach Ablauf der Gültigkeit des Dokuments gelöscht.</p>
<h2>Standesamt</h2>
<p>Das Standesamt führt die Personenstandsregister nach dem Personenstandsgesetz. Dazu gehören Angaben zu Geburten, Eheschließungen, Lebenspartnerschaften und Sterbefällen sowie zu Eltern, Ehegatten und Kindern. Wir teilen Beurkundungen den gesetzlich vorgesehenen Stellen mit, zum Beispiel der Meldebehörde, dem Finanzamt oder dem Nachlassgericht. Die Register werden nach den Fristen des § 5 Abs. 5 PStG fortgeführt – das Geburtenregister 110 Jahre, das Ehe- und das Lebenspartnerschaftsregister 80 Jahre und das Sterberegister 30 Jahre – und danach dem Stadtarchiv angeboten.</p>
<h2>Gewerbeangelegenheiten</h2>
<p>Gewerbeanzeigen verarbeiten wir nach § 14 GewO. Die Daten übermitteln wir an die im Gesetz genannten Stellen, unter anderem an das Finanzamt, die Industrie- und Handelskammer oder Handwerkskammer, die Berufsgenossenschaft, das Statistische Landesamt, die Agentur für Arbeit und die Zollverwaltung. Name, betriebliche Anschrift und angezeigte Tätigkeit dürfen wir nach § 14 Abs. 5 GewO allgemein zugänglich machen und auf Anfrage an Dritte weitergeben. Für Gaststättenerlaubnisse und andere Erlaubnisse prüfen wir Ihre Zuverlässigkeit, etwa anhand des Führungszeugnisses und einer Auskunft aus dem Gewerbezentralregister.</p>
<h2>Steuern, Abgaben und Gebühren</h2>
<p>Für die Grundsteuer, die Hundesteuer, die Zweitwohnungsteuer sowie die Wasser-, Abwasser- und Abfallgebühren verarbeiten wir Ihre Daten nach dem Kommunalabgabengesetz Baden-Württemberg in Verbindung mit der Abgabenordnung. Die Daten unterliegen dem Steuergeheimnis (§ 30 Abgabenordnung). Die Grundlagen für die Grundsteuer erhalten wir vom Finanzamt. Steuer- und Kassenunterlagen bewahren wir nach den haushaltsrechtlichen Vorschriften in der Regel zehn Jahre auf.</p>
<h2>Weitere Dienstleistungen</h2>
<ul>
<li>Kindertageseinrichtungen: Anmeldung, Platzvergabe und Elternbeiträge nach dem Achten Buch Sozialgesetzbuch und dem Kindertagesbetreuungsgesetz Baden-Württemberg. Nach dem Ende der Betreuung löschen wir die Daten, sobald sie für die Abrechnung nicht mehr benötigt werden.</li>
<li>Friedhofsverwaltung: Nutzungsrechte und Bestattungen nach dem Bestattungsgesetz Baden-Württemberg und der Friedhofssatzung, für die Dauer des Nutzungsrechts und der Ruhezeit.</li>
<li>Wahlen: Wählerverzeichnis und Wahlscheine nach den Wahlgesetzen; die Unterlagen werden nach den dort bestimmten Fristen vernichtet.</li>
<li>Anträge auf Wohngeld, Renten und andere Sozialleistungen: Wir nehmen die Anträge nach dem Zehnten Buch Sozialgesetzbuch auf und leiten sie an die zuständige Stelle weiter. Eine Kopie bewahren wir nur auf, soweit dies für die Bearbeitung notwendig ist.</li>
</ul>
<h2>Empfänger</h2>
<p>Innerhalb der Verwaltung erhalten nur die Beschäftigten Zugriff, die die Daten für ihre Aufgabe benötigen. An andere Stellen übermitteln wir Daten nur, wenn ein Gesetz es erlaubt oder Sie eingewilligt haben. Die Fachverfahren werden in unserem Auftrag vom {{legal.itProvider}} betrieben; mit ihm besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Eine Übermittlung in Staaten außerhalb der Europäischen Union findet nur statt, wenn Sie dies beantragen, etwa bei Urkunden für das Ausland.</p>
<h2>Speicherdauer</h2>
<p>Soweit oben keine besondere Frist genannt ist, speichern wir Ihre Daten so lange, wie es für die Erfüllung der jeweiligen Aufgabe erforderlich ist, und bewahren die Akten danach für die im Aktenplan festgelegten Fristen auf. Für die meisten Sachakten sind das sechs Jahre nach Abschluss des Vorgangs, für Bauakten und Satzungen 30 Jahre, für Haushalts- und Kassenunterlagen zehn Jahre. Anschließend werden die Unterlagen gelöscht oder dem Stadtarchiv angeboten.</p>
<h2>Pflicht zur Angabe der Daten</h2>
<p>Viele Angaben sind gesetzlich vorgeschrieben. Ohne diese Angaben können wir Ihr Anliegen nicht bearbeiten; bei Meldepflichten kann ein Bußgeld drohen. Freiwillige Angaben sind in den Formularen gekennzeichnet. Eine ausschließlich automatisierte Entscheidung im Sinne von Art. 22 DSGVO findet nicht statt.</p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO) und Widerspruch (Art. 21 DSGVO), soweit nicht gesetzliche Vorschriften entgegenstehen. Für das Melderegister gelten ergänzend die §§ 10 bis 14 BMG. Außerdem können Sie sich bei der Aufsichtsbehörde für den Datenschutz beschweren (Art. 77 DSGVO): {{legal.dataProtectionAuthority.name}}, {{legal.dataProtectionAuthority.address}}, {{legal.dataProtectionAuthority.email}}.</p>
<p>Stand: {{legal.privacyStatementDate}}</p>`,
  },
  {
    pfad: '/rathaus/kontakt/',
    titel: 'Kontakt',
    beschreibung: 'Anschrift, Telefon, E-Mail und Öffnungszeiten des Rathauses und des Bürgerbüros sowie Anfahrt und barrierefreier Zugang.',
    inhalt: `<h2>Rathaus Musterstadt</h2>
<p>${ANSCHRIFT}</p>
<p>${KONTAKT}</p>
<p>Ihre Ansprechpersonen mit Durchwahl und E-Mail-Adresse finden Sie im <a href="/rathaus/mitarbeiter/">Verzeichnis der Mitarbeiterinnen und Mitarbeiter</a> und in der <a href="/rathaus/fachaemter/">Übersicht der Ämter</a>.</p>
<h2>Öffnungszeiten des Rathauses</h2>
<ul>
<li>Montag bis Freitag: 8:30 bis 12 Uhr</li>
<li>Montag und Dienstag zusätzlich: 14 bis 16 Uhr</li>
<li>Donnerstag zusätzlich: 14 bis 18 Uhr</li>
</ul>
<p>Gerne vereinbaren wir auch Termine außerhalb der Öffnungszeiten.</p>
<h2>Öffnungszeiten des Bürgerbüros</h2>
<ul>
<li>Montag: 9 bis 12 Uhr und 14 bis 16 Uhr</li>
<li>Dienstag: 7:30 bis 12 Uhr und 14 bis 16 Uhr</li>
<li>Mittwoch: 9 bis 12 Uhr</li>
<li>Donnerstag: 9 bis 12 Uhr und 14 bis 18 Uhr</li>
<li>Freitag: 9 bis 12 Uhr und 14 bis 16 Uhr</li>
<li>1. und 3. Samstag im Monat: 9 bis 12 Uhr</li>
</ul>
<p>Für Ausweise, Pässe und Meldeangelegenheiten buchen Sie bitte einen Termin – online oder unter Telefon +49 7641 123-49. Mehr zum <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a>.</p>
<h2>Ortsverwaltungen</h2>
<p>In Bombach, Hecklingen und Nordweil erreichen Sie die Ortsverwaltungen zu eigenen Sprechzeiten. Anschriften und Öffnungszeiten finden Sie in der <a href="/rathaus/fachaemter/">Übersicht der Ämter</a>.</p>
<h2>Anfahrt</h2>
<p><strong>Mit Bus und Bahn:</strong> Die Haltestelle „Marktplatz“ liegt direkt vor dem Rathaus. Vom Bahnhof Musterstadt erreichen Sie das Rathaus zu Fuß in etwa zehn Minuten über die Bahnhofstraße.</p>
<p><strong>Mit dem Auto:</strong> Parkplätze finden Sie auf dem Kirchplatz hinter dem Rathaus (mit Parkscheibe, zwei Stunden) und im Parkhaus Stadtmitte in der Hauptstraße. Der Marktplatz selbst ist Fußgängerzone. Zwei Parkplätze für Menschen mit Behinderungen befinden sich in der Kirchstraße direkt am barrierefreien Eingang.</p>
<p><strong>Mit dem Fahrrad:</strong> Fahrradbügel stehen am Rathaus und am Kirchplatz.</p>
<h2>Barrierefreier Zugang</h2>
<p>Der Haupteingang am Marktplatz hat drei Stufen. Der barrierefreie Eingang liegt auf der Rückseite des Rathauses in der Kirchstraße. Dort gibt es eine Klingel in Sitzhöhe und einen Aufzug in alle Stockwerke. Das Bürgerbüro im Erdgeschoss ist stufenlos erreichbar und mit einer induktiven Höranlage ausgestattet. Eine barrierefreie Toilette befindet sich im Erdgeschoss.</p>
<p>Wenn Sie Unterstützung brauchen, zum Beispiel eine Gebärdensprachdolmetscherin oder einen Gebärdensprachdolmetscher, sagen Sie uns bei der Terminvereinbarung bitte Bescheid. Hinweise auf Barrieren nehmen wir gerne über die Seite <a href="/rathaus/fehler-melden/">Fehler oder Barriere melden</a> entgegen. Für alle anderen Anliegen schreiben Sie uns über das Kontaktformular unten auf dieser Seite.</p>`,
  },
  {
    pfad: '/rathaus/barrierefreiheit/',
    titel: 'Erklärung zur Barrierefreiheit',
    beschreibung:
      'Erklärung zur Barrierefreiheit der Website www.musterstadt.de nach § 10 L-BGG Baden-Württemberg: Stand der Vereinbarkeit, bekannte Barrieren, Feedback und Durchsetzungsverfahren.',
    inhalt: `<p>Die Stadt Musterstadt ist bemüht, ihre Website im Einklang mit § 10 des Landes-Behindertengleichstellungsgesetzes Baden-Württemberg (L-BGG) barrierefrei zugänglich zu machen. Das L-BGG setzt die Richtlinie (EU) 2016/2102 über den barrierefreien Zugang zu den Websites und mobilen Anwendungen öffentlicher Stellen um. Maßstab sind die Anforderungen der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und der europäischen Norm EN 301 549, die auf den Web Content Accessibility Guidelines (WCAG 2.1, Stufe AA) beruht.</p>
<h2>Geltungsbereich</h2>
<p>Diese Erklärung zur Barrierefreiheit gilt für die Website www.musterstadt.de einschließlich der Unterseiten der Feuerwehr und der Grundschulen. Sie gilt nicht für Websites anderer Anbieter, auf die wir verlinken.</p>
<h2>Stand der Vereinbarkeit mit den Anforderungen</h2>
<p>Diese Website ist wegen der folgenden Unvereinbarkeiten <strong>teilweise mit den Anforderungen vereinbar</strong>.</p>
<h2>Nicht barrierefreie Inhalte</h2>
<h3>PDF-Dokumente</h3>
<p>Viele Dokumente zum Herunterladen – insbesondere ältere Satzungen, Bekanntmachungen und Ausschreibungsunterlagen sowie die Formulare – sind nicht vollständig barrierefrei. Sie enthalten keine Strukturinformationen (Tags). Screenreader können den Text zwar vorlesen, erkennen aber Überschriften, Listen und Tabellen nicht. Die Formulare lassen sich nicht am Bildschirm ausfüllen.</p>
<p>Begründung: Die Dokumente wurden über viele Jahre mit unterschiedlichen Programmen erstellt. Dokumente, die vor dem 23. September 2018 veröffentlicht wurden und nicht für laufende Verwaltungsverfahren benötigt werden, sind von den Anforderungen ausgenommen. Formulare und neue Dokumente überarbeiten wir schrittweise bis zum {{legal.accessibilityStatement.documentsBy}}. Bis dahin erhalten Sie alle Inhalte auf Wunsch in einer zugänglichen Form, zum Beispiel als Text per E-Mail, und wir helfen Ihnen gerne telefonisch beim Ausfüllen.</p>
<h3>Eingebundene Inhalte anderer Anbieter</h3>
<p>Die Unterkunftssuche, die Touren aus dem Tourenportal und die Karten stammen von anderen Anbietern. Sie sind zum Teil nicht vollständig mit der Tastatur bedienbar, haben zu geringe Kontraste oder fehlende Beschriftungen für Screenreader.</p>
<p>Begründung: Diese Inhalte werden weder von der Stadt Musterstadt finanziert noch entwickelt, und wir haben keinen Einfluss auf ihre Gestaltung. Wir setzen uns bei den Anbietern für Verbesserungen ein. Als Alternative berät Sie die Tourist-Information telefonisch unter +49 7641 123-17 oder per E-Mail an tourist-info@musterstadt.de zu Unterkünften und Touren. Anschriften geben wir immer auch als Text an.</p>
<h3>Erläuterungen in Deutscher Gebärdensprache</h3>
<p>Die nach § 4 BITV 2.0 vorgesehenen Erläuterungen in Deutscher Gebärdensprache sind noch nicht als Video auf der Website eingebunden. Wir stellen sie auf Anfrage zur Verfügung. Mehr dazu auf der Seite <a href="/rathaus/gebaerdensprache/">Gebärdensprache</a>.</p>
<h2>Erstellung dieser Erklärung</h2>
<p>Diese Erklärung wurde am {{legal.accessibilityStatement.created}} erstellt. Sie beruht auf einer Selbstbewertung der Stadt Musterstadt mit Unterstützung der Prüfschritte des BIK BITV-Tests. Die Erklärung wurde zuletzt am {{legal.accessibilityStatement.reviewed}} überprüft.</p>
<h2>Feedback und Kontaktangaben</h2>
<p>Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten dieser Website aufgefallen? Oder benötigen Sie Informationen, die auf dieser Website nicht barrierefrei sind, in einer zugänglichen Form? Dann melden Sie sich bitte bei uns:</p>
<ul>
<li>E-Mail: barrierefreiheit@musterstadt.de</li>
<li>Telefon: +49 7641 123-21</li>
<li>Post: Stadt Musterstadt, Hauptamt, Marktplatz 1, 79999 Musterstadt</li>
<li>Online-Formular: <a href="/rathaus/fehler-melden/">Barriere oder Fehler melden</a></li>
<li>Weitere Kontaktmöglichkeiten: <a href="/verwaltung/kontakt/">Kontakt für Barrierefreiheit</a></li>
</ul>
<p>Wir beantworten Ihre Mitteilung in der Regel innerhalb von zwei Wochen, spätestens aber innerhalb eines Monats.</p>
<h2>Durchsetzungsverfahren</h2>
<p>Wenn Sie auf Ihre Mitteilung innerhalb eines Monats keine zufriedenstellende Antwort erhalten haben, können Sie sich an die Ombudsstelle für barrierefreie Informationstechnik wenden. In Baden-Württemberg ist das die oder der Beauftragte der Landesregierung für die Belange von Menschen mit Behinderungen (Landes-Behindertenbeauftragte). Die Ombudsstelle vermittelt kostenlos zwischen Ihnen und der Stadt Musterstadt. Sie brauchen dafür keinen Anwalt.</p>
<p>{{legal.accessibilityOmbudsperson.name}}<br>{{legal.accessibilityOmbudsperson.address}}<br>Telefon: {{legal.accessibilityOmbudsperson.phone}}<br>E-Mail: {{legal.accessibilityOmbudsperson.email}}</p>`,
  },
  {
    pfad: '/rathaus/leichte-sprache/',
    titel: 'Informationen in Leichter Sprache',
    beschreibung:
      'Die Internet-Seite der Stadt Musterstadt in Leichter Sprache erklärt: Was steht auf der Seite? Wie finde ich mich zurecht? Was ist barriere-frei?',
    inhalt: `<h2>Willkommen bei der Stadt Musterstadt</h2>
<p>Das ist die Internet-Seite von der Stadt Musterstadt.</p>
<p>Musterstadt liegt im Schwarzwald.</p>
<p>In Musterstadt wohnen ungefähr 10.000 Menschen.</p>
<p>Zu Musterstadt gehören auch die Orte Bombach, Hecklingen und Nordweil.</p>
<p>Die Chefin von der Stadt heißt Dr. Katrin Albrecht.</p>
<p>Sie ist die Bürger-Meisterin.</p>
<h2>Was steht auf dieser Internet-Seite?</h2>
<p>Auf dieser Internet-Seite gibt es viele Informationen über Musterstadt.</p>
<p>Die Informationen sind in 5 Bereiche aufgeteilt.</p>
<ul>
<li><strong>Rathaus und Service:</strong> Hier steht, was das Rathaus für Sie macht. Zum Beispiel: einen Ausweis ausstellen. Hier finden Sie auch Nachrichten aus der Stadt.</li>
<li><strong>Stadt-Info und Politik:</strong> Hier steht etwas über die Stadt. Und über den Gemeinde-Rat. Der Gemeinde-Rat entscheidet über wichtige Dinge in der Stadt.</li>
<li><strong>Bildung und Soziales:</strong> Hier steht etwas über Kinder-Gärten und Schulen. Und über Hilfe für Familien, für ältere Menschen und für Menschen mit Behinderung.</li>
<li><strong>Bauen und Wirtschaft:</strong> Hier steht etwas über Bau-Plätze, Firmen und den Müll.</li>
<li><strong>Tourismus und Freizeit:</strong> Hier steht etwas über Ausflüge, Wander-Wege und Feste.</li>
</ul>
<p>Es gibt auch eigene Seiten für die Feuerwehr und für die Grund-Schulen.</p>
<h2>Das Rathaus</h2>
<p>Das Rathaus ist am Marktplatz 1.</p>
<p>Im Rathaus arbeiten die Mitarbeiterinnen und Mitarbeiter von der Stadt.</p>
<p>Im Erd-Geschoss ist das Bürger-Büro.</p>
<p>Im Bürger-Büro bekommen Sie zum Beispiel einen Ausweis.</p>
<p>Oder Sie melden dort Ihre neue Wohnung an.</p>
<p>Bitte machen Sie vorher einen Termin.</p>
<p>Die Telefon-Nummer ist: 0 76 41 123-49.</p>
<h2>So finden Sie sich auf der Internet-Seite zurecht</h2>
<p>Ganz oben auf jeder Seite ist das Menü.</p>
<p>Das Menü ist eine Liste mit allen Bereichen.</p>
<p>Sie klicken auf einen Bereich.</p>
<p>Dann sehen Sie mehr Seiten zu diesem Bereich.</p>
<p>Auf kleinen Bild-Schirmen ist das Menü versteckt.</p>
<p>Dann klicken Sie auf das Zeichen mit den 3 Strichen.</p>
<p>Oben auf jeder Seite ist auch ein Such-Feld.</p>
<p>Dort können Sie ein Wort schreiben.</p>
<p>Zum Beispiel: Ausweis.</p>
<p>Dann zeigt die Internet-Seite alle Seiten mit diesem Wort.</p>
<p>Ganz unten auf jeder Seite stehen die Adresse und die Telefon-Nummer vom Rathaus.</p>
<p>Sie können die Seite auch mit der Tastatur bedienen.</p>
<p>Mit der Taste Tab springen Sie zum nächsten Link.</p>
<p>Mit der Taste Enter öffnen Sie den Link.</p>
<p>Sie können sich die Seiten auch vorlesen lassen.</p>
<p>Dafür klicken Sie auf den Knopf „Vorlesen“.</p>
<p>Eine genaue Anleitung finden Sie auf der Seite <a href="/rathaus/seitenbedienung/">Seiten-Bedienung</a>.</p>
<p>Die Anleitung ist aber nicht in Leichter Sprache.</p>
<h2>Was heißt barriere-frei?</h2>
<p>Eine Barriere ist ein Hindernis.</p>
<p>Barriere-frei heißt: Es gibt kein Hindernis.</p>
<p>Alle Menschen sollen unsere Internet-Seite gut benutzen können.</p>
<p>Auch Menschen mit Behinderung.</p>
<p>Zum Beispiel Menschen, die nicht gut sehen können.</p>
<p>Das steht in einem Gesetz.</p>
<p>Deshalb gibt es eine Erklärung zur Barriere-Freiheit.</p>
<p>In der Erklärung steht: Welche Teile von der Internet-Seite sind barriere-frei?</p>
<p>Und welche Teile sind noch nicht barriere-frei?</p>
<h2>Das steht in der Erklärung zur Barriere-Freiheit</h2>
<p>Unsere Internet-Seite ist zum Teil barriere-frei.</p>
<p>Manche Teile sind noch nicht barriere-frei.</p>
<ul>
<li>Es gibt Dokumente zum Herunter-Laden. Die Dokumente heißen PDF. Manche PDF sind schwer zu lesen mit einem Vorlese-Programm.</li>
<li>Manche Teile von der Internet-Seite kommen von anderen Firmen. Zum Beispiel Karten. Diese Teile sind manchmal nicht barriere-frei.</li>
<li>Es gibt noch keine Videos in Gebärden-Sprache auf der Internet-Seite. Gebärden-Sprache ist eine Sprache mit den Händen. Viele gehörlose Menschen sprechen Gebärden-Sprache. Sie können ein Video bei uns bestellen.</li>
</ul>
<p>Wir wollen diese Probleme lösen.</p>
<h2>Sie haben ein Problem mit der Internet-Seite?</h2>
<p>Dann sagen Sie es uns bitte.</p>
<p>Schreiben Sie eine E-Mail an: barrierefreiheit@musterstadt.de</p>
<p>Oder rufen Sie an: 0 76 41 123-21</p>
<p>Oder benutzen Sie das Formular auf der Seite <a href="/rathaus/fehler-melden/">Fehler melden</a>.</p>
<p>Wir antworten Ihnen.</p>
<p>Sie sind mit unserer Antwort nicht zufrieden?</p>
<p>Dann können Sie sich beschweren.</p>
<p>Die Beschwerde geht an die Landes-Behinderten-Beauftragte.</p>
<p>Die Landes-Behinderten-Beauftragte hilft Menschen mit Behinderung in Baden-Württemberg.</p>
<p>Die Adresse steht in der <a href="/rathaus/barrierefreiheit/">Erklärung zur Barriere-Freiheit</a>.</p>
<p>Die Beschwerde kostet nichts.</p>
<h2>Mehr Informationen in Leichter Sprache</h2>
<p>Auf dieser Internet-Seite gibt es bisher nur diese eine Seite in Leichter Sprache.</p>
<p>Wir wollen mehr Seiten in Leichter Sprache machen.</p>
<p>Sie brauchen Hilfe bei einem Brief von der Stadt?</p>
<p>Oder Sie verstehen ein Formular nicht?</p>
<p>Dann rufen Sie uns an.</p>
<p>Wir erklären es Ihnen.</p>
<p>Sie können auch einen Termin im Rathaus machen.</p>
<p>Das Land Baden-Württemberg hat auch Informationen in Leichter Sprache.</p>
<p>Die Internet-Seite heißt: www.baden-wuerttemberg.de</p>
<p>Dort klicken Sie auf „Leichte Sprache“.</p>`,
  },
  {
    pfad: '/rathaus/gebaerdensprache/',
    titel: 'Informationen in Deutscher Gebärdensprache',
    beschreibung:
      'Informationen über die Website in Deutscher Gebärdensprache (DGS) auf Anfrage sowie Kontaktmöglichkeiten für gehörlose und hörbehinderte Menschen.',
    inhalt: `<p>Die Stadt Musterstadt möchte, dass alle Menschen ihre Angebote nutzen können – auch gehörlose, schwerhörige und ertaubte Menschen, deren erste Sprache die Deutsche Gebärdensprache (DGS) ist.</p>
<h2>Videos in Deutscher Gebärdensprache</h2>
<p>Auf dieser Website sind derzeit noch keine Videos in Deutscher Gebärdensprache eingebunden. Die Erläuterungen zu den Inhalten der Website, zur Bedienung und zur Erklärung zur Barrierefreiheit stellt Ihnen der Videoservice der Stadt auf Anfrage in DGS bereit. Schreiben Sie uns dazu eine kurze Nachricht per E-Mail, Fax oder SMS. Wir schicken Ihnen dann einen Link zu den Videos.</p>
<p>In den Videos erklären wir:</p>
<ul>
<li>welche Informationen Sie auf dieser Website finden,</li>
<li>wie Sie sich auf der Website zurechtfinden,</li>
<li>was in der Erklärung zur Barrierefreiheit steht und wie Sie uns Barrieren melden können.</li>
</ul>
<h2>So erreichen Sie uns</h2>
<ul>
<li>E-Mail: barrierefreiheit@musterstadt.de oder rathaus@musterstadt.de</li>
<li>Fax: +49 7641 123-199</li>
<li>SMS: {{legal.smsNumber}}</li>
<li>Post: Stadt Musterstadt, Hauptamt, Marktplatz 1, 79999 Musterstadt</li>
<li>Online-Formular: <a href="/rathaus/fehler-melden/">Fehler melden</a></li>
</ul>
<p>Bitte geben Sie an, wie wir Ihnen antworten sollen.</p>
<h2>Gebärdensprachdolmetschung im Rathaus</h2>
<p>Nach dem Landes-Behindertengleichstellungsgesetz haben Sie das Recht, in Verwaltungsverfahren mit uns in Deutscher Gebärdensprache zu kommunizieren. Wenn Sie einen Termin im Rathaus, im Bürgerbüro oder im Standesamt haben, organisieren wir eine Gebärdensprachdolmetscherin oder einen Gebärdensprachdolmetscher. Die Kosten übernimmt die Stadt. Bitte sagen Sie uns möglichst zwei Wochen vorher Bescheid. Auch Schriftdolmetschung ist möglich.</p>
<p>Im Bürgerbüro und im Sitzungssaal gibt es eine induktive Höranlage für Menschen mit Hörgeräten.</p>
<h2>Notruf</h2>
<p>Im Notfall erreichen Sie Polizei, Feuerwehr und Rettungsdienst auch ohne Telefonat: mit der offiziellen Notruf-App der Länder „nora“ oder per Notruf-Fax an die 112.</p>`,
  },
  {
    pfad: '/rathaus/seitenbedienung/',
    titel: 'Hinweise zur Bedienung',
    beschreibung:
      'So bedienen Sie die Website mit der Tastatur und mit Zugriffstasten, vergrößern die Schrift, lassen sich Seiten vorlesen, drucken und suchen.',
    inhalt: `<p>Diese Website lässt sich mit der Maus, mit dem Finger auf dem Touchscreen und vollständig mit der Tastatur bedienen. Hier erklären wir die wichtigsten Funktionen.</p>
<h2>Bedienung mit der Tastatur</h2>
<ul>
<li><strong>Tab:</strong> springt zum nächsten Link, Knopf oder Eingabefeld. Das ausgewählte Element wird hervorgehoben.</li>
<li><strong>Umschalt + Tab:</strong> springt zum vorherigen Element.</li>
<li><strong>Enter:</strong> öffnet einen Link oder löst einen Knopf aus.</li>
<li><strong>Pfeiltasten:</strong> bewegen Sie innerhalb von Menüs und Auswahllisten und scrollen die Seite.</li>
</ul>
<p>Ganz am Anfang jeder Seite gibt es Sprunglinks. Sie werden sichtbar, sobald Sie die Tab-Taste drücken, und führen direkt zum Inhalt, zum Menü oder zur Suche.</p>
<h2>Zugriffstasten (Accesskeys)</h2>
<p>Mit Zugriffstasten springen Sie direkt zu wichtigen Bereichen der Website:</p>
<ul>
<li>1 – Hilfe (diese Tastenübersicht)</li>
<li>2 – Suche</li>
<li>3 – Menü</li>
<li>4 – Inhalt</li>
<li>5 – Seitenanfang</li>
<li>6 – Kontaktinformationen</li>
<li>7 – Kontaktformular</li>
<li>8 – Startseite</li>
</ul>
<p>Welche Tasten Sie zusätzlich drücken, hängt von Ihrem Betriebssystem und Browser ab:</p>
<ul>
<li>Windows, Chrome und Edge: Alt + Ziffer</li>
<li>Windows und Linux, Firefox: Alt + Umschalt + Ziffer</li>
<li>Mac, alle Browser: Ctrl + Alt (Option) + Ziffer</li>
</ul>
<p>Die Tasten der Zahlenreihe über den Buchstaben verwenden, nicht den Ziffernblock. Die Übersicht der Zugriffstasten öffnen Sie jederzeit mit der Zugriffstaste 1.</p>
<h2>Schrift und Darstellung vergrößern</h2>
<p>Alle Browser können die Darstellung vergrößern. Die Seite passt sich an, ohne dass Inhalte verloren gehen.</p>
<ul>
<li>Vergrößern: Strg + Plus (Mac: Cmd + Plus)</li>
<li>Verkleinern: Strg + Minus (Mac: Cmd + Minus)</li>
<li>Zurück zur normalen Größe: Strg + 0 (Mac: Cmd + 0)</li>
</ul>
<p>Alternativ halten Sie die Strg-Taste gedrückt und drehen am Mausrad. Auf Smartphones und Tablets vergrößern Sie mit zwei Fingern.</p>
<h2>Vorlesefunktion</h2>
<p>Mit dem Knopf „Vorlesen“ liest Ihnen der Browser den Text der aktuellen Seite vor. Die Funktion nutzt die Sprachausgabe Ihres Browsers oder Betriebssystems; Sie müssen nichts installieren. Stimme und Geschwindigkeit stellen Sie in den Einstellungen Ihres Geräts ein. Auch bei Links und Downloads können Sie sich den Text vorlesen lassen. Wenn Sie einen eigenen Screenreader verwenden, brauchen Sie die Vorlesefunktion nicht.</p>
<h2>Drucken</h2>
<p>Jede Seite lässt sich über die Druckfunktion Ihres Browsers drucken (Strg + P, Mac: Cmd + P). In der Druckvorschau Ihres Browsers können Sie vorher prüfen, welche Seiten gedruckt werden.</p>
<h2>Suche</h2>
<p>Die Suche öffnen Sie im Kopfbereich der Seite oder mit der Zugriffstaste 2. Geben Sie einen Suchbegriff ein, etwa „Personalausweis“ oder „Sperrmüll“, und bestätigen Sie mit Enter. Die Suche findet Seiten, Nachrichten, Ansprechpersonen und die Leistungen aus dem <a href="/rathaus/wegweiser/">Wegweiser</a>. Viele Leistungen finden Sie auch unter umgangssprachlichen Begriffen wie „Perso“ oder „Ummeldung“.</p>
<h2>Website als App</h2>
<p>Auf Smartphones können Sie die Website zum Startbildschirm hinzufügen. Sie öffnet sich dann wie eine App. Zuletzt besuchte Seiten bleiben auch ohne Internetverbindung lesbar.</p>
<h2>Probleme bei der Bedienung?</h2>
<p>Wenn etwas nicht funktioniert, teilen Sie es uns bitte mit: über das Formular <a href="/rathaus/fehler-melden/">Fehler melden</a> oder per E-Mail an barrierefreiheit@musterstadt.de. Mehr dazu in der <a href="/rathaus/barrierefreiheit/">Erklärung zur Barrierefreiheit</a>.</p>`,
  },
  {
    pfad: '/rathaus/wegweiser/',
    titel: 'Wegweiser: Was erledige ich wo?',
    beschreibung: 'Alle Leistungen der Stadtverwaltung von A bis Z, nach Lebenslagen geordnet, mit Unterlagen, Gebühren, Ansprechpersonen und Formularen.',
    inhalt: `<p>Sie möchten einen Personalausweis beantragen, Ihren Hund anmelden oder ein Fest veranstalten? Im Wegweiser finden Sie alle Leistungen der Stadtverwaltung Musterstadt – mit den nötigen Unterlagen, den Gebühren, der zuständigen Ansprechperson und den passenden Formularen.</p>
<h2>So finden Sie die richtige Leistung</h2>
<ul>
<li><strong>Nach Lebenslagen:</strong> Umzug, Geburt, Heirat oder Bauen – hier sind alle Leistungen zusammengefasst, die in einer Lebenssituation typischerweise anfallen.</li>
<li><strong>Von A bis Z:</strong> Wählen Sie einen Anfangsbuchstaben und sehen Sie alle Leistungen in alphabetischer Reihenfolge.</li>
<li><strong>Über die Suche:</strong> Geben Sie einfach ein, was Sie suchen – auch Begriffe wie „Perso“, „Müll“ oder „Ummeldung“ werden gefunden.</li>
</ul>
<p>Alle Formulare zum Herunterladen finden Sie gesammelt unter <a href="/rathaus/wegweiser/formulare">Formulare</a>. Viele Leistungen können Sie auch online über service-bw erledigen.</p>
<p>Für Ausweise, Pässe und Meldeangelegenheiten ist das <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> Ihre erste Anlaufstelle. Sie wissen nicht, wer zuständig ist? Rufen Sie uns an unter +49 7641 123-0 – wir helfen gerne weiter.</p>`,
  },
  {
    pfad: '/rathaus/fachaemter/',
    titel: 'Ämter und Einrichtungen',
    beschreibung: 'Alle Ämter, Sachgebiete und Ortsverwaltungen der Stadt Musterstadt mit Aufgaben, Anschrift, Kontakt und Öffnungszeiten.',
    inhalt: `<p>Die Stadtverwaltung Musterstadt gliedert sich in Ämter und Sachgebiete. Hier finden Sie alle Dienststellen mit ihren Aufgaben, Öffnungszeiten und Kontaktdaten – vom Bürgerbüro über das Standesamt bis zum Bauhof. Die meisten Ämter finden Sie im Rathaus am Marktplatz; der Bauhof liegt in der Gewerbestraße.</p>
<p>In den Stadtteilen Bombach, Hecklingen und Nordweil sind die Ortsverwaltungen Ihre Anlaufstelle vor Ort. Dort können Sie viele Anliegen erledigen, ohne ins Rathaus fahren zu müssen, und Sie erreichen Ihre Ortsvorsteherin oder Ihren Ortsvorsteher.</p>
<p>Wenn Sie nicht wissen, welches Amt für Ihr Anliegen zuständig ist, hilft Ihnen der <a href="/rathaus/wegweiser/">Wegweiser</a> weiter. Die Zentrale des Rathauses erreichen Sie unter +49 7641 123-0.</p>`,
  },
  {
    pfad: '/rathaus/mitarbeiter/',
    titel: 'Mitarbeiterinnen und Mitarbeiter',
    beschreibung: 'Ansprechpersonen der Stadtverwaltung Musterstadt mit Funktion, Zimmer, Durchwahl und E-Mail-Adresse.',
    inhalt: `<p>Hier finden Sie die Ansprechpersonen der Stadtverwaltung mit ihrer Funktion, ihrem Zimmer, ihrer Durchwahl und ihrer E-Mail-Adresse. Die Liste ist alphabetisch nach Nachnamen sortiert. Über den Namen gelangen Sie zu den Kontaktdaten und zu den Ämtern, in denen die Person tätig ist.</p>
<p>Alle Durchwahlen beginnen mit +49 7641 123-. Die E-Mail-Adressen sind nach dem Muster vorname.nachname@musterstadt.de aufgebaut; Umlaute werden dabei ausgeschrieben. Bitte vereinbaren Sie für persönliche Gespräche einen Termin, damit sich Ihre Ansprechperson Zeit für Sie nehmen kann.</p>
<p>Persönliche Daten aus dem Melderegister oder aus Steuerakten geben wir am Telefon nicht heraus. Bitte haben Sie dafür Verständnis.</p>`,
  },
  {
    pfad: '/rathaus/amtsblatt/',
    titel: 'Amtsblatt „Musterstädter Nachrichten“',
    beschreibung:
      'Das Amtsblatt der Stadt Musterstadt erscheint wöchentlich freitags und wird kostenlos an alle Haushalte verteilt. Redaktionsschluss ist dienstags um 12 Uhr.',
    inhalt: `<p>Die „Musterstädter Nachrichten“ sind das Amtsblatt der Stadt Musterstadt. Sie erscheinen jede Woche am Freitag und werden kostenlos an alle Haushalte in der Kernstadt und in den Stadtteilen Bombach, Hecklingen und Nordweil verteilt.</p>
<h2>Was steht im Amtsblatt?</h2>
<ul>
<li>öffentliche Bekanntmachungen der Stadt, zum Beispiel Satzungen, Bebauungspläne und Tagesordnungen des Gemeinderats</li>
<li>Berichte aus dem Gemeinderat und den Ortschaftsräten</li>
<li>Nachrichten aus dem Rathaus, den Schulen und Kindergärten</li>
<li>Mitteilungen der Vereine, Kirchengemeinden und Parteien</li>
<li>Termine, Veranstaltungen und der Abfuhrkalender der Woche</li>
</ul>
<h2>Beiträge einreichen</h2>
<p>Vereine, Kirchengemeinden, Schulen und Organisationen aus Musterstadt können ihre Beiträge kostenlos veröffentlichen. Redaktionsschluss ist jeweils dienstags um 12 Uhr für die Ausgabe am Freitag. Bitte senden Sie Ihre Texte als Word- oder Textdatei und Fotos als JPG-Datei an amtsblatt@musterstadt.de. Geben Sie bei Fotos bitte die Urheberin oder den Urheber an und stellen Sie sicher, dass die abgebildeten Personen mit der Veröffentlichung einverstanden sind.</p>
<p>Vor Feiertagen verschiebt sich der Redaktionsschluss. Die geänderten Termine veröffentlichen wir rechtzeitig im Amtsblatt.</p>
<h2>Kein Amtsblatt erhalten?</h2>
<p>Wenn Ihr Amtsblatt einmal nicht angekommen ist, melden Sie sich bitte beim Hauptamt unter +49 7641 123-21 oder per E-Mail an amtsblatt@musterstadt.de. Wer außerhalb von Musterstadt wohnt, kann das Amtsblatt beim Verlag abonnieren: {{legal.gazette.publisher}}, Bezugspreis {{legal.gazette.price}}. Eine Übersicht der Ausgaben finden Sie auf dieser Seite.</p>`,
  },
  {
    pfad: '/rathaus/bekanntmachungen/',
    titel: 'Öffentliche Bekanntmachungen',
    beschreibung:
      'Öffentliche Bekanntmachungen der Stadt Musterstadt: Haushaltssatzungen, Bebauungspläne, Planfeststellungen und weitere amtliche Mitteilungen.',
    inhalt: `<p>Hier veröffentlicht die Stadt Musterstadt ihre öffentlichen Bekanntmachungen, zum Beispiel Haushaltssatzungen, Bebauungspläne, Offenlagen und Planfeststellungsverfahren. Die Dokumente stehen zum Herunterladen bereit.</p>
<p>Rechtsverbindlich ist die Bekanntmachung in der durch die Bekanntmachungssatzung bestimmten Form. Nach der Bekanntmachungssatzung macht die Stadt öffentlich bekannt {{legal.noticeForm}}; die Veröffentlichung auf dieser Website ist ein zusätzlicher Service. Die Unterlagen können Sie während der Öffnungszeiten auch im Rathaus einsehen.</p>`,
  },
  {
    pfad: '/rathaus/ausschreibungen/',
    titel: 'Ausschreibungen',
    beschreibung: 'Öffentliche Ausschreibungen von Bau- und Lieferleistungen sowie Stellenausschreibungen der Stadt Musterstadt.',
    inhalt: `<p>Die Stadt Musterstadt vergibt Bau-, Liefer- und Dienstleistungen nach den Vorschriften des Vergaberechts. Hier finden Sie die aktuellen öffentlichen Ausschreibungen mit den Bekanntmachungen und Fristen. Die vollständigen Vergabeunterlagen erhalten Sie über die in der Bekanntmachung genannte Vergabeplattform.</p>
<p>Außerdem veröffentlichen wir hier unsere Stellenausschreibungen. Die Stadt Musterstadt ist eine familienfreundliche Arbeitgeberin und freut sich über Bewerbungen von Menschen jeden Alters, jeder Herkunft und mit Behinderungen. Fragen zu Stellenausschreibungen beantwortet das Personalamt unter +49 7641 123-22.</p>`,
  },
  {
    pfad: '/rathaus/satzungen/',
    titel: 'Satzungen und Verordnungen',
    beschreibung: 'Das Ortsrecht der Stadt Musterstadt: Satzungen und Polizeiverordnungen in der aktuell gültigen Fassung.',
    inhalt: `<p>Satzungen und Polizeiverordnungen bilden das Ortsrecht der Stadt Musterstadt. Sie regeln zum Beispiel die Gebühren für Wasser und Abwasser, die Hundesteuer, die Benutzung der Friedhöfe oder die Räum- und Streupflicht.</p>
<p>Hier finden Sie die Satzungen als Lesefassung. Rechtsverbindlich ist allein die öffentlich bekanntgemachte Fassung. Die ausgefertigten Originale können Sie im Hauptamt einsehen. Bei Fragen zu einzelnen Satzungen hilft Ihnen das zuständige Amt weiter.</p>`,
  },
  {
    pfad: '/servicebw/',
    titel: 'Service-BW',
    beschreibung: 'Leistungen, Ansprechpersonen und Formulare der Stadt Musterstadt im Verbund mit dem Landesportal service-bw.',
    inhalt: `<p>service-bw ist das Verwaltungsportal des Landes Baden-Württemberg. Es beschreibt Leistungen aller Behörden im Land – von der Gemeinde über das Landratsamt bis zu den Landesbehörden – und bietet viele Anträge online an.</p>
<p>In diesem Bereich finden Sie die Leistungen der Stadt Musterstadt von A bis Z, die Fachbereiche mit ihren Ansprechpersonen und die Formulare. Wenn eine Leistung online beantragt werden kann, führt Sie ein Link direkt zum Antrag bei service-bw. Für viele Online-Anträge benötigen Sie ein Servicekonto, etwa die BundID, und die Online-Ausweisfunktion Ihres Personalausweises.</p>
<p>Sie haben Fragen zu einem Online-Antrag? Das <a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a> hilft Ihnen gerne weiter.</p>`,
  },
  {
    pfad: '/verwaltung/kontakt/',
    titel: 'Kontakt für Barrierefreiheit',
    beschreibung: 'Barrieren auf der Website oder im Rathaus melden und Informationen in zugänglicher Form anfordern.',
    inhalt: `<p>Sie sind auf unserer Website oder in einem städtischen Gebäude auf eine Barriere gestoßen? Oder Sie brauchen ein Dokument in einer zugänglichen Form, zum Beispiel als Text, in großer Schrift oder in Leichter Sprache? Dann schreiben Sie uns oder rufen Sie uns an. Wir kümmern uns darum.</p>
<h2>So erreichen Sie uns</h2>
<ul>
<li>E-Mail: barrierefreiheit@musterstadt.de</li>
<li>Telefon: +49 7641 123-21 (Hauptamt, während der Öffnungszeiten des Rathauses)</li>
<li>Fax: +49 7641 123-199</li>
<li>Post: Stadt Musterstadt, Hauptamt, Marktplatz 1, 79999 Musterstadt</li>
<li>Online-Formular: <a href="/rathaus/fehler-melden/">Barriere oder Fehler melden</a></li>
</ul>
<h2>Was wir von Ihnen brauchen</h2>
<ul>
<li>die Adresse der Seite oder den Namen des Dokuments oder Gebäudes</li>
<li>eine kurze Beschreibung des Problems</li>
<li>wenn Sie möchten: welches Gerät, welchen Browser und welche Hilfsmittel Sie verwenden, zum Beispiel einen Screenreader</li>
<li>wie wir Sie erreichen können</li>
</ul>
<p>Wir antworten in der Regel innerhalb von zwei Wochen, spätestens innerhalb eines Monats. Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die Ombudsstelle wenden. Die Kontaktdaten finden Sie in der <a href="/rathaus/barrierefreiheit/">Erklärung zur Barrierefreiheit</a>.</p>
<h2>Inklusionsbeauftragte</h2>
<p>Für Barrieren im Stadtgebiet – etwa an Gehwegen, Haltestellen oder öffentlichen Gebäuden – ist auch die ehrenamtliche Inklusionsbeauftragte der Stadt, Petra Hofmeister, ansprechbar. Sie bietet jeden ersten Montag im Monat von 16 bis 18 Uhr eine Sprechstunde im Rathaus an und ist unter Telefon +49 7641 123-47 erreichbar.</p>`,
  },
];
