import type { TennisPlayer } from '@baseline/contract';
import { TENNIS_PLAYERS } from '@baseline/contract/limits';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/cx';
import { usePlayerSearch } from '../api';

/** Typing pauses this long before the names are asked for: one request per word typed, not per key. */
const SEARCH_DELAY_MS = 150;
const SEARCH_MAX_LENGTH = TENNIS_PLAYERS.searchMaxLength;

interface PlayerPickerProps {
  /** Left out of the suggestions: the page's own player. */
  excludeId: string;
  onPick: (player: TennisPlayer) => void;
}

/**
 * A name field with suggestions (the ARIA combobox pattern): the list follows the typing, Arrow keys move
 * through it, Enter picks, Escape closes it; a click or tap picks too. The field keeps the focus throughout.
 */
export function PlayerPicker({ excludeId, onPick }: PlayerPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);

  const search = usePlayerSearch(query);
  const options = query === '' ? [] : (search.data?.Players.filter((player) => player.PlayerId !== excludeId) ?? []);
  const expanded = open && query !== '' && text.trim() !== '';
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(player: TennisPlayer) {
    setText(`${player.FirstName} ${player.LastName}`);
    setOpen(false);
    setActive(-1);
    onPick(player);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (expanded && chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="player-picker">
      <label htmlFor={`${id}-input`} className="player-picker__label">
        Against
      </label>
      <input
        id={`${id}-input`}
        className="player-picker__input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Type a player's name"
        maxLength={SEARCH_MAX_LENGTH}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
        }}
      />
      <ul id={listId} role="listbox" aria-label="Players" className="player-picker__list" hidden={!expanded}>
        {options.map((player, index) => (
          <li
            key={player.PlayerId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cx('player-picker__option', index === active && 'player-picker__option--active')}
            // Before the field's blur: the list stays until the pick is made.
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              pick(player);
            }}
          >
            <span>
              {player.FirstName} {player.LastName}
            </span>
            {player.Nation && <span className="player-picker__nation">{player.Nation}</span>}
          </li>
        ))}
        {expanded && search.isSuccess && options.length === 0 && (
          <li className="player-picker__none" role="presentation">
            No player found.
          </li>
        )}
      </ul>
    </div>
  );
}
