import type { SearchResult } from '@baseline/contract';
import { chartPath, diaryDayPath, playerPagePath } from '../notebook/addresses';

/** Where a result leads: the day opened at the tab, the player's page with the member's notes, or the chart. */
export function resultPath(result: SearchResult): string {
  switch (result.kind) {
    case 'diary':
      return diaryDayPath(result.date, result.tab);
    case 'player':
      return playerPagePath(result.playerId);
    case 'chart':
      return chartPath(result.chartId);
  }
}
