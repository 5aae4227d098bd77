import { tabDisplayTitle } from '@baseline/contract/limits';
import { DIARY_MESSAGES } from '@baseline/contract/limits';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { useTagSearch } from '../api';
import { formatLongDay } from '../../../lib/formatDate';
import { normalizeTag } from '../state/tags';
import '../../../components/fields.css';
import './TagSearch.css';

const SEARCH_TEXT = {
  empty: DIARY_MESSAGES.emptyTag,
  none: 'No entries found.',
  failed: 'Search failed. Please try again.',
} as const;

/** Finds the days with a tab tagged so; opening a result opens that day. */
export function TagSearch({ onOpen }: { onOpen: (date: string) => void }) {
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const [emptyAsked, setEmptyAsked] = useState(false);
  const search = useTagSearch(tag);
  const inputId = useId();
  const headingId = useId();

  const status = search.isFetching
    ? 'Searching...'
    : emptyAsked
      ? SEARCH_TEXT.empty
      : search.data?.length === 0
        ? SEARCH_TEXT.none
        : null;
  const failed = !emptyAsked && !search.isFetching && search.isError;

  return (
    <section className="tag-search" aria-labelledby={headingId}>
      <h2 id={headingId} className="tag-search__heading">
        Search by tag
      </h2>
      <form
        role="search"
        className="tag-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = normalizeTag(text);
          setEmptyAsked(wanted === '');
          setTag(wanted);
          if (wanted !== '' && wanted === tag) void search.refetch();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Enter tag name
        </label>
        <input
          id={inputId}
          type="search"
          className="field__input tag-search__input"
          placeholder="Enter tag name"
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <div className="tag-search__buttons">
          <Button type="submit" disabled={search.isFetching}>
            Search
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              setTag('');
              setEmptyAsked(false);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <p role="status" className="tag-search__message">
        {status}
      </p>
      <p role="alert" className="tag-search__message tag-search__message--error">
        {failed && SEARCH_TEXT.failed}
      </p>
      {!emptyAsked && search.data && search.data.length > 0 && (
        <ul className="tag-search__results" aria-label={`Days tagged ${tag}`}>
          {search.data.map((entry) => (
            <li key={entry._id}>
              <button
                type="button"
                className="tag-search__result"
                onClick={() => {
                  onOpen(entry.date);
                }}
              >
                <span className="tag-search__date">{formatLongDay(entry.date)}</span>
                {entry.notes.map((note, index) => (
                  <span key={index} className="tag-search__note">
                    <span className="tag-search__title">{tabDisplayTitle(note.title)}</span>
                    {note.tags.length > 0 && <span className="tag-search__tags">{note.tags.join(' · ')}</span>}
                  </span>
                ))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
