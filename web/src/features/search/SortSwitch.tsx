import type { SearchSort } from '@baseline/contract';

/** Every order the contract offers (the type makes sure), in the order the switch shows them. */
const SORT_LABELS: Record<SearchSort, string> = { relevance: 'Best match', newest: 'Newest first' };
const SORTS = Object.keys(SORT_LABELS) as SearchSort[];

interface SortSwitchProps {
  sort: SearchSort;
  onChange: (sort: SearchSort) => void;
}

/** Best match (newer first among equals) or newest first: two radio buttons drawn as one switch. */
export function SortSwitch({ sort, onChange }: SortSwitchProps) {
  return (
    <fieldset className="search-sort">
      <legend className="visually-hidden">Order of the results</legend>
      {SORTS.map((value) => (
        <label key={value} className="search-sort__option">
          <input
            type="radio"
            name="search-sort"
            className="search-sort__input"
            value={value}
            checked={sort === value}
            onChange={() => {
              onChange(value);
            }}
          />
          <span>{SORT_LABELS[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
