import type { DiaryBacklink } from '@baseline/contract';

export interface PackDiaryDay {
  date: string;
  /** The day's tabs that mention the tournament, in the day's order. */
  tabIndexes: number[];
}

/** The notebook's tabs as days, in the order it lists them (newest first), each day once. */
export function daysOfTabs(tabs: readonly DiaryBacklink[]): PackDiaryDay[] {
  const days = new Map<string, number[]>();
  for (const { date, tabIndex } of tabs) {
    const indexes = days.get(date) ?? [];
    if (!indexes.includes(tabIndex)) indexes.push(tabIndex);
    days.set(date, indexes);
  }
  return [...days].map(([date, tabIndexes]) => ({ date, tabIndexes: tabIndexes.sort((a, b) => a - b) }));
}
