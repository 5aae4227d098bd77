import type { SearchResult, SearchSort } from '@baseline/contract';
import { SEARCH } from '@baseline/contract/limits';
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../lib/cx';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchResults } from './api';
import { ResultSummary } from './ResultSummary';
import { resultPath } from './resultPath';
import { searchFailureText } from './searchFailure';
import { SearchHelp } from './SearchHelp';
import { SortSwitch } from './SortSwitch';
import { useWhenVisible } from './useWhenVisible';
import '../../components/fields.css';

/** Typing pauses this long before a search goes out: one request per word typed, not per key. */
export const SEARCH_DELAY_MS = 200;

/** "12 results", "1 result", "No results". */
export function resultCount(total: number): string {
  if (total === 0) return 'No results';
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * The search box and its results (the ARIA combobox pattern): the box keeps the focus, the arrow keys move
 * through the results (aria-activedescendant), Enter or a click opens one, Escape closes the search. The list
 * asks for its next page when its end scrolls into view.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [sort, setSort] = useState<SearchSort>('relevance');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useSearchResults(query, sort);
  // The highlight belongs to one list: a new query or order starts without one.
  const listKey = `${sort} ${query}`;
  const [active, setActive] = useState({ listKey, index: -1 });
  const activeIndex = active.listKey === listKey ? active.index : -1;

  // A failed first page leaves no list; a failed later page keeps the pages already shown.
  const shown = !search.isError || search.isFetchNextPageError;
  const pages = shown && query !== '' ? (search.data?.pages ?? []) : [];
  const results = pages.flatMap((page) => page.results);
  const failure = search.isError ? searchFailureText(search.error) : null;
  const listId = `${id}-results`;
  const alertId = `${id}-alert`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const { fetchNextPage } = search;
  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const moreRef = useWhenVisible(fetchMore, search.hasNextPage && !search.isFetching && !search.isError);

  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function open(result: SearchResult) {
    onClose();
    void navigate(resultPath(result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that compose a character (an input method's Enter, say) belong to the composition.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ listKey, index: Math.min(Math.max(activeIndex + step, 0), results.length - 1) });
    } else if (event.key === 'Enter') {
      const chosen = results[activeIndex];
      if (!chosen) return;
      event.preventDefault();
      open(chosen);
    } else if (event.key === 'Escape') {
      // Handled here, not left to the dialog: a search field's own Escape would only empty it.
      event.preventDefault();
      onClose();
    }
  }

  const first = pages[0];
  const status = query === '' || failure ? '' : first ? resultCount(first.total) : 'Searching...';

  return (
    <div className="search">
      <input
        className="field__input search__box"
        type="search"
        role="combobox"
        aria-label="Search your diary and player notes"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-describedby={failure ? alertId : undefined}
        aria-invalid={failure ? true : undefined}
        placeholder='serve "second serve" tag:clay'
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH.queryMaxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={alertId} role="alert" className="search__failure">
        {failure}
      </p>
      <SearchHelp open={query === ''} />
      <div className="search__bar">
        <SortSwitch sort={sort} onChange={setSort} />
        <p role="status" className="search__count">
          {status}
        </p>
      </div>
      {/* Focusable while it lists results, so the keys can scroll it once the focus has left the box. */}
      <div
        className={cx('search__results', search.isPlaceholderData && 'search__results--stale')}
        role="region"
        aria-label="Search results"
        tabIndex={results.length > 0 ? 0 : undefined}
      >
        <ul id={listId} role="listbox" aria-label="Results" className="search__list" hidden={results.length === 0}>
          {results.map((result, index) => (
            <li
              key={optionId(index)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={cx('search-result', index === activeIndex && 'search-result--active')}
              // The box keeps the focus (and the dialog its place) until the result opens.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                open(result);
              }}
            >
              <ResultSummary result={result} />
            </li>
          ))}
        </ul>
        {search.hasNextPage && shown && (
          <p ref={moreRef} className="search__more">
            {search.isFetchingNextPage ? 'Loading more results...' : ''}
          </p>
        )}
      </div>
    </div>
  );
}
