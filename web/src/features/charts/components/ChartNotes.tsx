import { CHARTS } from '@baseline/contract/limits';
import { useId, useState } from 'react';
import type { ChartRecording } from '../hooks/useChartRecording';
import { noteMatch, noteSet, scoreNow, type Recording } from '../state/recording';

interface ChartNotesProps {
  recording: Recording;
  apply: ChartRecording['apply'];
}

/** A note field kept when the member leaves it, so a note is one change in the queue, not one per key. */
function NoteField({
  label,
  stored,
  maxLength,
  onKeep,
}: {
  label: string;
  stored: string;
  maxLength: number;
  onKeep: (note: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(stored);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={2}
        maxLength={maxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={() => {
          if (text !== stored) onKeep(text);
        }}
      />
    </div>
  );
}

/** The match's note and one per set played so far. */
export function ChartNotes({ recording, apply }: ChartNotesProps) {
  const score = scoreNow(recording);
  const setsPlayed = Math.min(
    recording.chart.format.bestOf,
    score.finishedSets.length + (score.winner === null && score.pointsPlayed > 0 ? 1 : 0),
  );
  return (
    <section className="chart-notes" aria-label="Notes">
      <NoteField
        // A note replaced from elsewhere (Discard mine opens the saved chart) shows in place of the old text.
        key={`match:${recording.chart.note}`}
        label="Note on the match"
        stored={recording.chart.note}
        maxLength={CHARTS.noteMaxLength}
        onKeep={(note) => apply((now) => noteMatch(now, note))}
      />
      {Array.from({ length: setsPlayed }, (_, setIndex) => (
        <NoteField
          key={`set:${String(setIndex)}:${recording.chart.setNotes[setIndex] ?? ''}`}
          label={`Note on set ${String(setIndex + 1)}`}
          stored={recording.chart.setNotes[setIndex] ?? ''}
          maxLength={CHARTS.pointNoteMaxLength}
          onKeep={(note) => apply((now) => noteSet(now, setIndex, note))}
        />
      ))}
    </section>
  );
}
