import type { ChartPlayer, ChartPointInput } from '@baseline/contract';
import { QUICK_ENDINGS, readPointCodes } from '@baseline/contract/charting';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { withNote } from '../state/recording';

interface PointEditorProps {
  number: number;
  point: ChartPointInput;
  players: readonly [ChartPlayer, ChartPlayer];
  /** Why the last correction was refused (announced by the recorder's alert; shown here, where the member looks). */
  problem: string | null;
  /** True when the correction was kept; a refused one stays open with the reason shown above. */
  onSave: (point: ChartPointInput) => boolean;
  onDelete: () => void;
  onClose: () => void;
}

/** One earlier point corrected, given a note, or deleted; the score after it is worked out again on saving. */
export function PointEditor({ number, point, players, problem, onSave, onDelete, onClose }: PointEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<ChartPointInput>(point);
  const reading = draft.level === 'full' ? readPointCodes(draft.first.trim(), draft.second.trim()) : null;
  const set = (fields: Partial<ChartPointInput>) => {
    setDraft((now) => ({ ...now, ...fields }) as ChartPointInput);
  };
  const select = (name: string, label: string, value: string, options: readonly (readonly [string, string])[]) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="field__input"
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          if (name === 'winner') set({ winner: chosen === '1' ? 1 : 0 });
          else if (name === 'ending') set({ ending: chosen as (typeof QUICK_ENDINGS)[number] });
          else set({ wing: chosen === '' ? null : (chosen as 'forehand' | 'backhand') });
        }}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="point-editor"
      aria-label={`Point ${String(number)}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (onSave(withNote(draft, draft.note?.trim() ?? ''))) onClose();
      }}
    >
      {draft.level === 'quick' ? (
        <>
          {select('winner', 'Won by', String(draft.winner), [
            ['0', players[0].name],
            ['1', players[1].name],
          ])}
          {select(
            'ending',
            'How it ended',
            draft.ending,
            QUICK_ENDINGS.map((ending) => [ending, ending] as const),
          )}
          {select('wing', 'Last shot', draft.wing ?? '', [
            ['', 'No wing'],
            ['forehand', 'Forehand'],
            ['backhand', 'Backhand'],
          ])}
          <label className="checkbox">
            <input
              type="checkbox"
              className="checkbox__input"
              checked={draft.secondServe}
              onChange={(event) => {
                set({ secondServe: event.target.checked });
              }}
            />
            <span className="checkbox__label">On the 2nd serve</span>
          </label>
        </>
      ) : (
        <>
          {(['first', 'second'] as const).map((which) => (
            <div key={which} className="field">
              <label className="field__label" htmlFor={`${id}-${which}`}>
                {which === 'first' ? '1st serve code' : '2nd serve code'}
              </label>
              <input
                id={`${id}-${which}`}
                className="field__input full-pad__code"
                value={draft[which]}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                onChange={(event) => {
                  const code = event.target.value;
                  set(which === 'first' ? { first: code } : { second: code });
                }}
              />
            </div>
          ))}
          <p className="full-pad__reading" aria-live="polite">
            {reading?.ok === false ? reading.problem : 'The code reads.'}
          </p>
        </>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          Note on point {number}
        </label>
        <textarea
          id={`${id}-note`}
          className="field__input"
          rows={2}
          value={draft.note ?? ''}
          onChange={(event) => {
            set({ note: event.target.value });
          }}
        />
      </div>
      {problem && <p className="charts__problem">{problem}</p>}
      <div className="point-editor__actions">
        <Button type="submit" disabled={reading?.ok === false}>
          Save point {number}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          Delete point {number}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
