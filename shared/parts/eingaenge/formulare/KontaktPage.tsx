import type { PageProps } from '../../../routing/types';
import { PageFrame } from '../../../components/PageFrame';
import { Prose } from '../../../components/Prose';
import { KONTAKT } from './definitions';
import { Formular } from './Formular';
import type { KontaktData } from './types';

/**
 * /rathaus/kontakt/: the town hall's address, opening hours and directions (an editorial page of the
 * CMS) and the contact form below them, which access key 7 and the offices' pages lead to.
 */
export default function KontaktPage({ data }: PageProps<KontaktData>) {
  return (
    <PageFrame title={data.seite?.titel ?? 'Kontakt'}>
      {data.seite ? <Prose html={data.seite.inhalt} /> : null}
      <section className="st-form__section" id="kontaktformular" aria-labelledby="kontaktformular-titel" tabIndex={-1}>
        <h2 id="kontaktformular-titel">Kontaktformular</h2>
        <Formular
          def={KONTAKT}
          data={data.formular}
          ebene={3}
          intro={<p>Schreiben Sie uns. Ihre Nachricht geht an das Amt, das Sie auswählen; wir antworten Ihnen per E-Mail oder Telefon.</p>}
        />
      </section>
    </PageFrame>
  );
}
