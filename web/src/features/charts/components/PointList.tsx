import { pointsText, readPointFacts, scoreLine } from '@baseline/contract/charting';
import { useState } from 'react';
import type { ChartRecording } from '../hooks/useChartRecording';
import { describePoint } from '../state/quickPoints';
import { correctPoint, deletePoint, type Recording } from '../state/recording';
import { PointEditor } from './PointEditor';
import { Button } from '../../../components/Button';

interface PointListProps {
  recording: Recording;
  apply: ChartRecording['apply'];
  /** Why the last change was refused, shown by the point being corrected too (it may be far below the alert). */
  problem: string | null;
}

/**
 * Every point charted, with the score it was played at: any of them can be corrected, noted or deleted. The list
 * is drawn only while open, so a long match's points cost nothing while recording.
 */
export function PointList({ recording, apply, problem }: PointListProps) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const { chart, scores } = recording;
  return (
    <details
      className="point-list"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="point-list__summary">Points ({chart.points.length})</summary>
      {open && (
        <ol className="point-list__points">
          {chart.points.map((point, index) => {
            const before = scores[index];
            if (!before) return null;
            const [a, b] = pointsText(chart.format, before);
            const facts = readPointFacts(point, before.server);
            const winner = facts.ok ? facts.facts.winner : null;
            return (
              <li key={index} className="point-list__point">
                <div className="point-list__line">
                  <span className="point-list__at">
                    {scoreLine(before)} · {a}-{b} · {chart.players[before.server].name} serving
                  </span>
                  <span className="point-list__what">
                    {describePoint(point, chart.players)}
                    {winner !== null && `: point ${chart.players[winner].name}`}
                  </span>
                  {point.note && <span className="point-list__note">{point.note}</span>}
                  {editing !== index && (
                    <Button
                      variant="secondary"
                      className="point-list__edit"
                      onClick={() => {
                        setEditing(index);
                      }}
                    >
                      Edit point {index + 1}
                    </Button>
                  )}
                </div>
                {editing === index && (
                  <PointEditor
                    number={index + 1}
                    point={point}
                    players={chart.players}
                    problem={problem}
                    onSave={(corrected) => apply((now) => correctPoint(now, index, corrected))}
                    onDelete={() => {
                      if (apply((now) => deletePoint(now, index))) setEditing(null);
                    }}
                    onClose={() => {
                      setEditing(null);
                    }}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
