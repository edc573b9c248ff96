import type { PageProps } from '../../../routing/types';
import { PasswordChangeForm } from '../../../pages/login/PasswordChangeForm';
import { RATSINFO_PASSWORT_PATH } from './paths';
import { RatsinfoFrame } from './RatsinfoFrame';
import type { RatsinfoPasswortData } from './ratsinfo.server';

/** /ratsinfo/passwort: change the password of the council account (spec §5). */
export default function RatsinfoPasswortPage({ data }: PageProps<RatsinfoPasswortData>) {
  return (
    <RatsinfoFrame nav={data.nav} title="Passwort ändern">
      <PasswordChangeForm data={data} action={RATSINFO_PASSWORT_PATH} csrf={data.nav.csrf} />
    </RatsinfoFrame>
  );
}
