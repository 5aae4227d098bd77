import type { PlayerLabel } from '@baseline/contract';
import { useDrawLabels } from './DrawLabelsContext';
import { labelsText } from './labelIndex';
import { useLabels } from './api';
import './labels.css';

/**
 * A player's labels as coloured dots. Not by colour alone: the names are the title (on hover) and visually
 * hidden text (read after the player's name); the dots themselves are decoration. Nothing when there are none.
 */
export function LabelDots({ labels }: { labels: readonly PlayerLabel[] | undefined }) {
  if (!labels || labels.length === 0) return null;
  const text = labelsText(labels);
  return (
    <span className="label-dots" title={text}>
      {labels.map((label) => (
        <span
          key={label.id}
          className={`label-dot label-colour--${label.colour}`}
          data-label-id={label.id}
          aria-hidden="true"
        />
      ))}
      <span className="visually-hidden">, {text}</span>
    </span>
  );
}

/** The dots of a player in a draw, from the draw's labels (DrawLabelsContext). */
export function DrawLabelDots({ playerId }: { playerId: string }) {
  return <LabelDots labels={useDrawLabels(playerId)} />;
}

/** The dots of a player anywhere else (the player's page), from the member's labels. */
export function PlayerLabelDots({ playerId }: { playerId: string }) {
  const { data } = useLabels();
  const labelIds = data?.players.find((player) => player.playerId === playerId)?.labelIds ?? [];
  const labels = data?.labels.filter((label) => labelIds.includes(label.id));
  return <LabelDots labels={labels} />;
}
