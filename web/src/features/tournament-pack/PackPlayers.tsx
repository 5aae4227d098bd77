import { LabelChip } from '../labels/LabelChip';
import type { PackPlayerEntry } from './packPlayers';

/** 'Your notes on the players': each player's number, name, labels and notes; a block never split by a page. */
export function PackPlayers({ entries }: { entries: readonly PackPlayerEntry[] }) {
  return (
    <section className="pack__section" aria-labelledby="pack-players">
      <h2 id="pack-players">Your notes on the players</h2>
      {entries.length === 0 ? (
        <p className="pack__empty">You have no notes or labels on this tournament's players.</p>
      ) : (
        <ol className="pack-players">
          {entries.map((entry) => (
            <li key={entry.playerId} id={`pack-player-${entry.number}`} className="pack-player">
              <h3 className="pack-player__name">
                <span className="pack-player__number">{entry.number}</span> {entry.name}
              </h3>
              {entry.labels.length > 0 && (
                <p className="pack-player__labels">
                  <span className="visually-hidden">Labels: </span>
                  {entry.labels.map((label) => (
                    <LabelChip key={label.id} label={label} />
                  ))}
                </p>
              )}
              {entry.notes.map((note, index) => (
                <p key={index} className="pack-player__note">
                  {note}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
