import type { PageProps } from '../../../routing/types';
import { PageFrame } from '../../../components/PageFrame';
import { useSite } from '../../../app/site-context';
import { FormularIsland } from './FormularIsland';
import type { FormularData } from './types';

const LEAD: Record<string, string> = {
  schadensmeldung:
    'Eine Straßenleuchte ist dunkel, im Gehweg ist ein Loch, jemand hat Müll abgeladen? Melden Sie uns den Schaden hier. Bei Gefahr für Leib und Leben rufen Sie bitte sofort die 110 oder die 112 an.',
  fehlermeldung:
    'Ist Ihnen auf unserer Website ein Fehler aufgefallen, funktioniert ein Link nicht, oder können Sie etwas nicht nutzen, weil es für Sie nicht barrierefrei ist? Schreiben Sie es uns. Hinweise auf Barrieren sind der Feedback-Weg nach § 7 der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0).',
};

/**
 * The damage report and the error and barrier report: a citizen form as the whole page. The title is
 * the loader's (the form's own, definitions.ts); the form hydrates when a person turns to it
 * (FormularIsland.tsx, ADR 71), so neither the form engine nor the definitions are in the page's chunk.
 */
export default function FormularPage({ data }: PageProps<FormularData>) {
  const { page } = useSite();
  return (
    <PageFrame title={page.title} lead={<p>{LEAD[data.art]}</p>}>
      <FormularIsland data={data} />
    </PageFrame>
  );
}
