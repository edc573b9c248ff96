import { Icon } from '../icons/Icon';

/**
 * Site search (spec §2.6): a plain GET form, so it works without JavaScript.
 * The input is required (spec §5).
 */
export function SearchForm({ id = 'suche', defaultValue = '' }: { id?: string; defaultValue?: string }) {
  return (
    <form className="st-search" role="search" action="/rathaus/suche" method="get" aria-label="Website durchsuchen">
      <label className="st-search__label" htmlFor={`${id}-q`}>
        Wonach suchen Sie?
      </label>
      <div className="st-search__row">
        <input
          className="st-search__input"
          id={`${id}-q`}
          name="q"
          type="search"
          required
          maxLength={200}
          placeholder="Suchbegriff eingeben"
          defaultValue={defaultValue}
          autoComplete="off"
        />
        <button className="st-search__button" type="submit">
          <Icon name="search" />
          <span>Suchen</span>
        </button>
      </div>
    </form>
  );
}
