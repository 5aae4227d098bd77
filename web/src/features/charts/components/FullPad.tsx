import type { ChartPointInput } from '@baseline/contract';
import { readPointCodes } from '@baseline/contract/charting';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { erase, fullPoint, KEY_GROUPS, NO_CODES, press, type Codes } from '../state/keypad';

interface FullPadProps {
  disabled: boolean;
  /** True when the point was kept. */
  onPoint: (point: ChartPointInput) => boolean;
}

/**
 * The full level: the point's codes in the Match Charting Project's notation, typed on a keyboard or built with
 * the keypad's big keys. What does not read is said in words as it is typed, and Add point waits until it reads.
 */
export function FullPad({ disabled, onPoint }: FullPadProps) {
  const id = useId();
  const [codes, setCodes] = useState<Codes>(NO_CODES);
  const reading = readPointCodes(codes.first.trim(), codes.second.trim());
  const empty = codes.first === '' && codes.second === '';
  const field = (which: Codes['typing'], label: string) => (
    <div className="field full-pad__field">
      <label className="field__label" htmlFor={`${id}-${which}`}>
        {label}
      </label>
      <input
        id={`${id}-${which}`}
        className="field__input full-pad__code"
        value={codes[which]}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`${id}-reading`}
        disabled={disabled}
        onFocus={() => {
          setCodes((now) => ({ ...now, typing: which }));
        }}
        onChange={(event) => {
          const code = event.target.value;
          setCodes((now) => ({ ...now, [which]: code, typing: which }));
        }}
      />
    </div>
  );
  return (
    <section className="full-pad" aria-label="Full point">
      <form
        className="full-pad__codes"
        onSubmit={(event) => {
          event.preventDefault();
          if (reading.ok && onPoint(fullPoint(codes))) setCodes(NO_CODES);
        }}
      >
        {field('first', '1st serve code')}
        {field('second', '2nd serve code')}
        <p
          id={`${id}-reading`}
          // An empty code is an invitation, not a problem: only a code that does not read is shown as one.
          className={reading.ok || empty ? 'full-pad__reading' : 'full-pad__reading full-pad__reading--problem'}
          aria-live="polite"
        >
          {empty ? 'Type or tap the point’s code.' : reading.ok ? 'The code reads.' : reading.problem}
        </p>
        <div className="full-pad__actions">
          <Button type="submit" className="pad-add" disabled={disabled || !reading.ok}>
            Add point
          </Button>
          <Button
            variant="secondary"
            disabled={disabled || empty}
            onClick={() => {
              setCodes((now) => erase(now));
            }}
          >
            Erase
          </Button>
          <Button
            variant="secondary"
            disabled={disabled || empty}
            onClick={() => {
              setCodes(NO_CODES);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <p className="full-pad__typing">Keys type into the {codes.typing === 'first' ? '1st' : '2nd'} serve code.</p>
      <div className="keypad">
        {KEY_GROUPS.map((group) => (
          <div key={group.name} className="keypad__group" role="group" aria-label={group.name}>
            {group.keys.map(([key, meaning]) => (
              <button
                key={key}
                type="button"
                className="pad-key keypad__key"
                disabled={disabled}
                onClick={() => {
                  setCodes((now) => press(now, key));
                }}
              >
                <span className="keypad__char">{key}</span>
                <span className="keypad__meaning">{meaning}</span>
              </button>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
