import { describe, expect, it } from 'vitest';
import { diaryDayPath, playerPagePath, tabInAddress } from './addresses';
import { markKey } from './noteMarks';

describe('the notebook’s addresses', () => {
  it('opens a diary day at a tab', () => {
    expect(diaryDayPath('2026-03-05', 2)).toBe('/main/diary?date=2026-03-05&tab=2');
    expect(playerPagePath('A B')).toBe('/main/tennis/players/A%20B');
  });

  it.each([
    ['tab=0', 0],
    ['tab=12', 12],
    ['tab=-1', undefined],
    ['tab=1.5', undefined],
    ['tab=', undefined],
    ['date=2026-03-05', undefined],
  ])('reads %s as %s', (search, tab) => {
    expect(tabInAddress(new URLSearchParams(search))).toBe(tab);
  });
});

describe('the draw’s note marks', () => {
  it('joins the noted and the mentioned players once each, in one order whatever the order given', () => {
    expect(markKey(['P2', 'P1'], ['P3', 'P1'])).toBe('P1,P2,P3');
    expect(markKey([], [])).toBe('');
    expect(markKey(['P1'], [])).toBe(markKey([], ['P1']));
  });
});
