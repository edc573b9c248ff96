import type { PageProps } from '../../../routing/types';
import { PageFrame } from '../../../components/PageFrame';
import { FORMULARE } from './definitions';
import { Formular } from './Formular';
import type { FormularData } from './types';

const LEAD: Record<string, string> = {
  schadensmeldung:
    'Eine Straßenleuchte ist dunkel, im Gehweg ist ein Loch, jemand hat Müll abgeladen? Melden Sie uns den Schaden hier. Bei Gefahr für Leib und Leben rufen Sie bitte sofort die 110 oder die 112 an.',
  fehlermeldung:
    'Ist Ihnen auf unserer Website ein Fehler aufgefallen, funktioniert ein Link nicht, oder können Sie etwas nicht nutzen, weil es für Sie nicht barrierefrei ist? Schreiben Sie es uns. Hinweise auf Barrieren sind der Feedback-Weg nach § 7 der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0).',
};

/** The damage report and the error and barrier report: a citizen form as the whole page. */
export default function FormularPage({ data }: PageProps<FormularData>) {
  const def = FORMULARE[data.art]!;
  return (
    <PageFrame title={def.titel} lead={<p>{LEAD[def.art]}</p>}>
      <Formular def={def} data={data} />
    </PageFrame>
  );
}
