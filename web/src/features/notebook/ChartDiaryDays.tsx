import { useChartDiaryDays } from './api';
import { DiaryDays } from './DiaryDays';

/** The match report's 'In your diary': the member's diary tabs that mention the chart, each opening its day. */
export function ChartDiaryDays({ chartId }: { chartId: string }) {
  return (
    <DiaryDays
      pages={useChartDiaryDays(chartId)}
      none="No day in your diary mentions this chart yet. Type @ and a player's name in a diary tab to link it."
      heading="h2"
    />
  );
}
