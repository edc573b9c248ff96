import type { PageProps } from '../../routing/types';
import { WarnBanner } from '../../components/header/WarnBanner';
import type { Warnhinweis } from './contract';

/** The desk's preview of a warning: the banner as it appears at the top of every page while it is valid. */
export default function WarnhinweisVorschauPage({ data }: PageProps<Warnhinweis>) {
  return (
    <div className="st-container">
      <p>So erscheint der Hinweis oben auf jeder Seite der Website, solange er gültig ist:</p>
      <WarnBanner hinweis={data} />
    </div>
  );
}
