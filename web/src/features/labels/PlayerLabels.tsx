import { useId, useRef, useState } from 'react';
import { Alert, type Feedback } from '../../components/Alert';
import { Button } from '../../components/Button';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useLabels, useSetPlayerLabels } from './api';
import { LabelChip } from './LabelChip';
import { LabelManager } from './LabelManager';
import './PlayerLabels.css';

interface PlayerLabelsProps {
  playerId: string;
  playerName: string;
}

/**
 * The member's labels on a player, by name, and the picker that puts labels on them or takes them off: a
 * checkbox per label (Tab and Space), each change saved at once. 'Manage labels' opens the manager.
 */
export function PlayerLabels({ playerId, playerName }: PlayerLabelsProps) {
  const labels = useLabels();
  const setLabels = useSetPlayerLabels();
  const [picking, setPicking] = useState(false);
  const [managing, setManaging] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // The tick shows in the same event as the click: the query's optimistic update lands a task later, and a
  // controlled checkbox would otherwise flip back for that moment.
  const [ticking, setTicking] = useState<readonly string[] | null>(null);
  const latestTick = useRef<readonly string[] | null>(null);
  const headingId = useId();
  const pickerId = useId();

  const all = labels.data?.labels ?? [];
  const onPlayer = new Set(
    ticking ?? labels.data?.players.find((player) => player.playerId === playerId)?.labelIds ?? [],
  );
  const carried = all.filter((label) => onPlayer.has(label.id));

  function toggle(labelId: string, checked: boolean) {
    const next = all.filter((label) => (label.id === labelId ? checked : onPlayer.has(label.id))).map((l) => l.id);
    latestTick.current = next;
    setTicking(next);
    setLabels.mutate(
      { playerId, labelIds: next },
      {
        onSettled: () => {
          if (latestTick.current === next) setTicking(null);
        },
        onSuccess: () => {
          setFeedback(null);
        },
        onError: (error) => {
          setFeedback({
            tone: 'error',
            message: serverErrorOf(error) ?? 'Unable to save the labels. Please try again.',
          });
        },
      },
    );
  }

  return (
    <section className="player-labels" aria-labelledby={headingId}>
      <div className="player-labels__heading">
        <h3 id={headingId} className="player-labels__title">
          Your labels on {playerName}
        </h3>
        <Button
          variant="secondary"
          aria-expanded={picking}
          aria-controls={pickerId}
          onClick={() => {
            setPicking(!picking);
          }}
        >
          {picking ? 'Done' : 'Choose labels'}
        </Button>
      </div>
      {labels.isError && <p className="player-labels__empty">Unable to load your labels.</p>}
      {labels.isSuccess && carried.length === 0 && <p className="player-labels__empty">No labels.</p>}
      {carried.length > 0 && (
        <ul className="player-labels__list" aria-label={`Labels on ${playerName}`}>
          {carried.map((label) => (
            <li key={label.id}>
              <LabelChip label={label} />
            </li>
          ))}
        </ul>
      )}
      <div id={pickerId} hidden={!picking} className="player-labels__picker">
        {picking && (
          <>
            {all.length === 0 ? (
              <p className="player-labels__empty">You have no labels yet: make one with 'Manage labels'.</p>
            ) : (
              <fieldset className="label-picker">
                <legend className="visually-hidden">Labels on {playerName}</legend>
                {all.map((label) => (
                  <label key={label.id} className="label-picker__option">
                    <input
                      type="checkbox"
                      checked={onPlayer.has(label.id)}
                      onChange={(event) => {
                        toggle(label.id, event.target.checked);
                      }}
                    />
                    <LabelChip label={label} />
                  </label>
                ))}
              </fieldset>
            )}
            <Button
              variant="secondary"
              onClick={() => {
                setManaging(true);
              }}
            >
              Manage labels
            </Button>
          </>
        )}
        <Alert feedback={feedback} />
      </div>
      <LabelManager
        open={managing}
        onClose={() => {
          setManaging(false);
        }}
      />
    </section>
  );
}
