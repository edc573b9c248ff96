import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../icons/Icon';
import { MIN_FETCH_DELAY_MS } from '../../site/constants';

/**
 * Site search (spec §2.6): a plain GET form, so it works without JavaScript.
 * The input is required (spec §5).
 *
 * As-you-type suggestions are an enhancement: the first focus of the field loads the combobox code
 * (components/search/search-suggest.ts), which fills the empty box below the field. It stays out of
 * the first-load JavaScript; until it arrives, or if it never does, the form simply submits. When
 * the form unmounts, the listeners go with its elements.
 */
export function SearchForm({
  id = 'suche',
  defaultValue = '',
  landmarkLabel = 'Website durchsuchen',
}: {
  id?: string;
  defaultValue?: string;
  landmarkLabel?: string;
}) {
  // Suggestions are absolute paths, so a navigate function from an earlier render still goes right.
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Every focus asks; the module is loaded once and enhances the field once. A failed load tries again next time.
  const enhance = () => {
    import('../search/search-suggest').then(
      (m) => m.enhanceSearchField(input.current, box.current, { navigate, delay: MIN_FETCH_DELAY_MS }),
      () => {},
    );
  };
  // Focused before the header's script arrived (its first interaction, ADR 70): enhanced at once.
  useEffect(() => {
    if (document.activeElement === input.current) enhance();
  }, []);
  return (
    <form className="st-search" role="search" action="/rathaus/suche" method="get" aria-label={landmarkLabel}>
      <label className="st-search__label" htmlFor={`${id}-q`}>
        Wonach suchen Sie?
      </label>
      <div className="st-search__row">
        <input
          ref={input}
          className="st-search__input"
          id={`${id}-q`}
          name="q"
          type="search"
          required
          maxLength={200}
          placeholder="Suchbegriff eingeben"
          defaultValue={defaultValue}
          autoComplete="off"
          onFocus={enhance}
        />
        <button className="st-search__button" type="submit">
          <Icon name="search" />
          <span>Suchen</span>
        </button>
        <div className="st-search__suggest" ref={box} />
      </div>
    </form>
  );
}
