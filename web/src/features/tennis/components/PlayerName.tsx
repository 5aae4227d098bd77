import type { DrawPlayer } from '@baseline/contract';
import { DrawLabelDots } from '../../labels/LabelDots';
import type { PanelPlayer } from '../panel/panelSwitch';

interface PlayerNameProps {
  player: DrawPlayer;
  /** The wrapper's class: a bracket line's player or a group table's. */
  className: string;
  /** What follows the name in brackets (the line's seed and entry type): given to a line's first player only. */
  tags: string;
  /** The member has a note on this player. */
  noted: boolean;
  onSelectPlayer: (player: PanelPlayer) => void;
}

/**
 * "J. Sinner": the draw's columns are narrow. It is also the button's accessible name (a person using speech
 * says what they see, WCAG 2.5.3); the full name is its title, which screen readers give as its description.
 */
export function shortName(player: DrawPlayer): string {
  const initial = player.FirstName.trim().charAt(0);
  return initial ? `${initial}. ${player.LastName}` : player.LastName;
}

/**
 * A player in a draw, in every format (a bracket line, a group's table, a match card): the button that opens
 * the notes panel, the member's labels as dots, the tags in brackets and the note mark.
 */
export function PlayerName({ player, className, tags, noted, onSelectPlayer }: PlayerNameProps) {
  return (
    <span className={className}>
      <button
        type="button"
        className="line__name"
        title={`${player.FirstName} ${player.LastName}`}
        onClick={() => {
          onSelectPlayer(player);
        }}
      >
        {shortName(player)}
      </button>
      <DrawLabelDots playerId={player.PlayerId} />
      {tags && <span className="line__tags">({tags})</span>}
      {noted && (
        <span className="line__noted" role="img" aria-label="You have a note" title="You have a note">
          ✎
        </span>
      )}
    </span>
  );
}
