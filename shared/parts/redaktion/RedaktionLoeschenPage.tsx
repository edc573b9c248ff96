import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { deskPath } from './values';
import { RedaktionFrame } from './RedaktionFrame';
import type { RedaktionLoeschenData } from './types';

/** Asks before deleting: a deleted item is gone from the site and the desk (the audit log keeps the fact). */
export default function RedaktionLoeschenPage({ data }: PageProps<RedaktionLoeschenData>) {
  const { def } = data;
  return (
    <RedaktionFrame nav={data.nav} arten={data.arten} title={`${def.wort} löschen`} art={data.art}>
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      <p>
        Wollen Sie {def.einzahl} „{data.titel}“ endgültig löschen? Sie verschwindet von der Website und aus der Redaktion, mit ihren Versionen und Downloads.
        Wenn sie nur nicht mehr zu sehen sein soll, ziehen Sie sie stattdessen zurück.
      </p>
      <ActionForm action={deskPath(data.art, data.ref, '/loeschen')} csrf={data.nav.csrf} className="st-desk__buttons">
        <input type="hidden" name="_revision" value={String(data.revision)} />
        <button type="submit" className="st-button st-button--danger">
          Endgültig löschen
        </button>
        <Link to={deskPath(data.art, data.ref)}>Abbrechen und zurück</Link>
      </ActionForm>
    </RedaktionFrame>
  );
}
