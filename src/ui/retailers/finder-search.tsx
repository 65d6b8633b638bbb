/**
 * The retailer finder's search form: a combobox for a ZIP code or a city with its suggestions, the search button,
 * and "use my location". Without script it is a plain GET form (`?q=`).
 */
import { useId } from 'react';
import { usePage } from '#ui/components/page-context.tsx';
import type { RetailerSearch } from './use-retailer-search.ts';

export function FinderSearch({ search }: { search: RetailerSearch }) {
  const { t } = usePage();
  const inputId = useId();
  const listboxId = useId();
  const { suggestions, highlighted } = search;
  return (
    <form className="finder__search" method="get" onSubmit={search.onSubmit} role="search">
      <label htmlFor={inputId} className="finder__label">
        {t('finder.searchLabel')}
      </label>
      <div className="finder__row">
        <div className="finder__combo">
          <input
            id={inputId}
            name="q"
            className="field__input"
            value={search.query}
            onChange={(event) => search.onType(event.target.value)}
            onKeyDown={search.onKeyDown}
            onBlur={search.closeSuggestions}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={suggestions.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={highlighted >= 0 ? `${listboxId}-${highlighted}` : undefined}
            placeholder={t('finder.placeholder')}
          />
          <ul id={listboxId} role="listbox" className="finder__suggestions" hidden={suggestions.length === 0} aria-label={t('finder.suggestions')}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.zipCode}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === highlighted}
                className={index === highlighted ? 'is-highlighted' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  search.choose(suggestion);
                }}
              >
                {suggestion.city}, {suggestion.state} <span className="finder__zip">{suggestion.zipCode}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button button--primary">
          {t('finder.search')}
        </button>
      </div>
      <button type="button" className="button button--text finder__locate" onClick={() => void search.locateMe()}>
        {t('finder.useLocation')}
      </button>
      {search.locating || search.refused ? (
        <p className="finder__locating" role="status">
          {search.locating ?? search.refused}
        </p>
      ) : null}
    </form>
  );
}
