import type { PageProps } from '../../routing/types';
import type { Seite } from '../../api/types';
import { SectionPage } from '../../components/SectionPage';
import { Prose } from '../../components/Prose';

export default function ContentPage({ data }: PageProps<{ seite: Seite }>) {
  return (
    <SectionPage title={data.seite.titel}>
      <Prose html={data.seite.inhalt} />
    </SectionPage>
  );
}
