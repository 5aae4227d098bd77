import { useId } from 'react';

/** The season selector: every season of the source, the one shown selected. */
export function SeasonPicker({
  choices,
  season,
  onChoose,
}: {
  choices: { year: string; label: string }[];
  season: string | undefined;
  onChoose: (season: string) => void;
}) {
  const id = useId();
  return (
    <div className="t-season">
      <label htmlFor={id} className="t-season__label">
        Season
      </label>
      <select
        id={id}
        className="t-season__select"
        value={season ?? ''}
        disabled={choices.length === 0}
        onChange={(event) => {
          onChoose(event.target.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.year} value={choice.year}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
