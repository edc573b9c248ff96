import type { PageProps } from '../../routing/types';
import { PasswordChangeForm } from '../../pages/login/PasswordChangeForm';
import { IntranetFrame } from './IntranetFrame';
import type { IntranetPasswortData } from './types';

/** /intranet/passwort: change the intranet password (spec §5). */
export default function IntranetPasswortPage({ data }: PageProps<IntranetPasswortData>) {
  return (
    <IntranetFrame nav={data.nav} title="Passwort ändern">
      <PasswordChangeForm data={data} action="/intranet/passwort" csrf={data.nav.csrf} />
    </IntranetFrame>
  );
}
