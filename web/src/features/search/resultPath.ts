import type { SearchResult } from '@baseline/contract';
import { diaryDayPath, playerPagePath } from '../notebook/addresses';

/** Where a result leads: the day opened at the tab, or the player's page with the member's notes on them. */
export function resultPath(result: SearchResult): string {
  switch (result.kind) {
    case 'diary':
      return diaryDayPath(result.date, result.tab);
    case 'player':
      return playerPagePath(result.playerId);
  }
}
