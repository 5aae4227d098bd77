import { usePlayerDiaryDays } from './api';
import { playerPagePath } from './addresses';
import { DiaryDays } from './DiaryDays';

interface PlayerDiaryDaysProps {
  playerId: string;
  playerName: string;
  /** In the notes panel: the newest few, and a link to the player's page when there are more. */
  compact?: boolean;
}

/** 'In your diary': the member's diary tabs that mention the player, newest first, each opening its day. */
export function PlayerDiaryDays({ playerId, playerName, compact = false }: PlayerDiaryDaysProps) {
  return (
    <DiaryDays
      pages={usePlayerDiaryDays(playerId)}
      none={`No day in your diary mentions ${playerName} yet.`}
      heading={compact ? 'h4' : 'h3'}
      {...(compact && {
        compact: {
          to: playerPagePath(playerId),
          text: (total: number) => `All ${String(total)} diary days on ${playerName}'s page`,
        },
      })}
    />
  );
}
