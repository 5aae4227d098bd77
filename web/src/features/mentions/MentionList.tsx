import type { MentionSuggestion } from '@baseline/contract';
import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { cx } from '../../lib/cx';
import { suggestionQuery, useMentionSuggestions } from './api';
import type { MentionAttributes } from './mentionForm';
import './mentions.css';

/** Typing pauses this long before a query not asked yet goes out: a light pause, well inside 100 ms. */
export const SUGGESTION_DELAY_MS = 40;

/** The keys the list answers while it is open; the editor gets every other one. */
export interface MentionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export interface MentionListProps {
  /** What follows the `@`, as typed. */
  query: string;
  /** The listbox's id: the editor's aria-controls. */
  listId: string;
  onPick: (mention: MentionAttributes) => void;
  /** The option the keyboard is on (its element id), for the editor's aria-activedescendant; null for none. */
  onActiveChange: (optionId: string | null) => void;
  ref?: Ref<MentionListHandle>;
}

const KIND_NAMES = { player: 'Player', tournament: 'Tournament', chart: 'Chart' } as const;

/**
 * The `@` list under the caret (the ARIA combobox pattern, the editor being the text box): the players,
 * tournaments and the member's charts whose names (a chart's players' and event's) start with what follows
 * the `@`. Arrow keys move through it, Enter or Tab picks,
 * Escape closes it (the editor's suggestion plugin does); a click or tap picks too. The editor keeps the
 * focus throughout.
 */
export function MentionList({ query, listId, onPick, onActiveChange, ref }: MentionListProps) {
  const typed = suggestionQuery(query);
  const settled = useSettled(typed);
  const suggestions = useMentionSuggestions(settled);
  const answer = suggestions.data;
  const options = useMemo<readonly MentionSuggestion[]>(
    () => (settled === '' ? [] : (answer?.suggestions ?? [])),
    [settled, answer],
  );
  const [active, setActive] = useState(0);
  const searching = typed !== '' && !suggestions.isError && (typed !== settled || suggestions.isFetching);
  // Enter or Tab before the answer: the typed name stays and the list says to wait, rather than the key going
  // to the editor, which would close the list and leave "@Name" as plain text.
  const [keptWaiting, setKeptWaiting] = useState(false);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new answer starts at its first option.
  useEffect(() => {
    setActive(0);
  }, [options]);
  useEffect(() => {
    if (!searching) setKeptWaiting(false);
  }, [searching]);
  useEffect(() => {
    onActiveChange(options.length > 0 ? optionId(Math.min(active, options.length - 1)) : null);
  });

  function pick(option: MentionSuggestion | undefined): boolean {
    if (!option) return false;
    onPick({ kind: option.kind, id: option.id, label: option.label });
    return true;
  }

  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return false;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return true;
      }
      if (event.key !== 'Enter' && event.key !== 'Tab') return false;
      if (pick(options[active])) return true;
      if (searching) setKeptWaiting(true);
      return searching;
    },
  }));

  return (
    <div className="mention-list">
      <ul id={listId} role="listbox" aria-label="Players, tournaments and charts" className="mention-list__options">
        {options.map((option, index) => (
          <li
            key={`${option.kind}:${option.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cx('mention-list__option', index === active && 'mention-list__option--active')}
            // Before the editor's blur: the list stays until the pick is made.
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              pick(option);
            }}
          >
            <span className="mention-list__name">{option.label}</span>
            <span className="mention-list__detail">
              {KIND_NAMES[option.kind]}
              {option.detail && ` · ${option.detail}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="mention-list__status" role="status">
        {keptWaiting
          ? 'Still searching… choose a name when the list shows.'
          : statusText(typed, settled, options.length, suggestions.isError, suggestions.isFetching)}
      </p>
    </div>
  );
}

function statusText(typed: string, settled: string, found: number, failed: boolean, fetching: boolean): string {
  if (typed === '') return 'Type a player’s or a tournament’s name.';
  if (failed) return 'Suggestions could not be loaded.';
  if (found > 0) return `${found} ${found === 1 ? 'suggestion' : 'suggestions'}`;
  return typed !== settled || fetching ? 'Searching…' : 'No player or tournament found.';
}

/** The query once typing has paused briefly; at once when it is empty. */
function useSettled(query: string): string {
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    if (query === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => {
      setSettled(query);
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [query]);
  return settled;
}
