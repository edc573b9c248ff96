import { TOWN } from '../../../site/town';
import { MELDUNG_STATUS_TITEL, UMFRAGE_WOCHEN, meldungPath, type MeldungStatus } from '../values';

/**
 * What the reports' mails say (ADR 53): plain German text, the report's number and place, the town's
 * public answer, a link to the public page when the report is public, and the way out of the mails.
 */
interface Bezug {
  id: number;
  kategorie: string;
  adresse: string | null;
  oeffentlich: boolean;
}

const wo = (m: Bezug) => `${m.kategorie}${m.adresse ? `, ${m.adresse}` : ''}`;
const seite = (herkunft: string, m: Bezug) => (m.oeffentlich ? [`Die Meldung im Internet: ${herkunft}${meldungPath(m.id)}`, ''] : []);
const fuss = (abmelden: string) => [
  '',
  '–',
  `Sie erhalten diese Nachricht, weil Sie über Meldung Nr. {id} informiert werden möchten.`,
  `Keine Nachrichten mehr zu dieser Meldung: ${abmelden}`,
  `${TOWN.administration}`,
];

export function statusMail(herkunft: string, m: Bezug, aenderung: { status?: MeldungStatus; antwort?: string }, abmelden: string) {
  const titel = aenderung.status ? `Status „${MELDUNG_STATUS_TITEL[aenderung.status]}“` : 'Antwort der Stadt';
  const lines = [
    'Guten Tag,',
    '',
    aenderung.status
      ? `Ihre Meldung Nr. ${m.id} (${wo(m)}) hat einen neuen Status: ${MELDUNG_STATUS_TITEL[aenderung.status]}.`
      : `zu Meldung Nr. ${m.id} (${wo(m)}) gibt es eine Antwort der ${TOWN.officialName}:`,
    '',
    ...(aenderung.antwort ? [aenderung.antwort, ''] : []),
    ...seite(herkunft, m),
    'Mit freundlichen Grüßen',
    TOWN.administration,
    ...fuss(abmelden),
  ];
  return { subject: `Meldung Nr. ${m.id}: ${titel}`, text: lines.join('\n').replaceAll('{id}', String(m.id)) };
}

export function bestaetigenMail(herkunft: string, m: Bezug, link: string, tage: number) {
  const lines = [
    'Guten Tag,',
    '',
    `Sie möchten über Meldung Nr. ${m.id} (${wo(m)}) informiert werden, wenn sich ihr Status ändert oder die Stadt antwortet.`,
    '',
    `Bitte bestätigen Sie das mit diesem Link (gültig ${tage} Tage):`,
    link,
    '',
    'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht einfach; dann erhalten Sie nichts weiter und wir löschen Ihre Adresse.',
    '',
    ...seite(herkunft, m),
    'Mit freundlichen Grüßen',
    TOWN.administration,
  ];
  return { subject: `Bitte bestätigen: Nachrichten zu Meldung Nr. ${m.id}`, text: lines.join('\n') };
}

export function umfrageMail(m: Bezug, links: { ja: string; nein: string }, abmelden: string) {
  const lines = [
    'Guten Tag,',
    '',
    `vor ${UMFRAGE_WOCHEN} Wochen haben wir Ihre Meldung Nr. ${m.id} (${wo(m)}) als erledigt markiert.`,
    '',
    'Ist es behoben?',
    '',
    `Ja, es ist behoben: ${links.ja}`,
    `Nein, es ist nicht behoben: ${links.nein}`,
    '',
    'Wenn Sie „Nein“ wählen, öffnen wir die Meldung wieder und sehen sie uns noch einmal an.',
    '',
    'Mit freundlichen Grüßen',
    TOWN.administration,
    ...fuss(abmelden),
  ];
  return { subject: `Meldung Nr. ${m.id}: Ist es behoben?`, text: lines.join('\n').replaceAll('{id}', String(m.id)) };
}
