import { describe, expect, it } from 'vitest';
import { daysOfTabs } from './packDays';

describe('daysOfTabs', () => {
  it("keeps the notebook's newest-first order, each day once with its tabs in the day's order", () => {
    const tab = (date: string, tabIndex: number) => ({ date, tabIndex, tabTitle: '', excerpt: '' });
    expect(daysOfTabs([tab('2027-01-20', 2), tab('2027-01-20', 0), tab('2027-01-12', 1)])).toEqual([
      { date: '2027-01-20', tabIndexes: [0, 2] },
      { date: '2027-01-12', tabIndexes: [1] },
    ]);
  });
});
