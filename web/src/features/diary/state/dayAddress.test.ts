import { describe, expect, it } from 'vitest';
import { dateInAddress } from './dayAddress';

describe('dateInAddress', () => {
  it("opens the address's date when it is a real day", () => {
    expect(dateInAddress(new URLSearchParams('date=2026-11-20'), '2026-12-01')).toBe('2026-11-20');
  });

  it('opens today without a date, or with one that is no calendar day', () => {
    for (const search of ['', 'date=', 'date=2026-02-30', 'date=20-11-2026', 'date=tomorrow']) {
      expect(dateInAddress(new URLSearchParams(search), '2026-12-01'), search).toBe('2026-12-01');
    }
  });
});
