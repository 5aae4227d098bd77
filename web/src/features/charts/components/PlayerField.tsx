import { CHARTS } from '@baseline/contract/limits';
import { useEffect, useId, useState } from 'react';
import { usePlayerNames } from '../api';
import { TextField } from '../../../components/TextField';

interface PlayerFieldProps {
  label: string;
  name: string;
  onChange: (name: string, playerId: string | null) => void;
}

/** Typing pauses this long before the directory is asked: one request per word, not per key. */
const SEARCH_DELAY_MS = 200;

/**
 * A player's name, typed, or picked from the tennis directory's suggestions (the browser's own list under the
 * field): a name that is exactly a suggestion's takes its directory id, so the chart joins the player's page.
 * Offline the field simply takes the typed name.
 */
export function PlayerField({ label, name, onChange }: PlayerFieldProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(name.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [name]);
  const players = usePlayerNames(query).data?.Players ?? [];
  const fullName = (player: { FirstName: string; LastName: string }) => `${player.FirstName} ${player.LastName}`;
  return (
    <>
      <TextField
        label={label}
        list={listId}
        autoComplete="off"
        maxLength={CHARTS.playerNameMaxLength}
        value={name}
        onValueChange={(typed) => {
          const picked = players.find((player) => fullName(player) === typed);
          onChange(typed, picked?.PlayerId ?? null);
        }}
      />
      <datalist id={listId}>
        {players.map((player) => (
          <option key={player.PlayerId} value={fullName(player)}>
            {player.Nation}
          </option>
        ))}
      </datalist>
    </>
  );
}
