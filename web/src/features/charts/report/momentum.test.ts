import { describe, expect, it } from 'vitest';
import { leadText, setEndsOf } from './momentum';
import { fixtureReport } from './test/secondSet';

const names = ['Jannik Sinner', 'Carlos Alcaraz'] as const;

describe('momentum', () => {
  it('says who leads and by how many points', () => {
    expect(leadText(3, names)).toBe('Jannik Sinner +3');
    expect(leadText(-2, names)).toBe('Carlos Alcaraz +2');
    expect(leadText(0, names)).toBe('Level');
  });

  it('follows the lead point by point and marks where each finished set ended', () => {
    const report = fixtureReport();
    expect(report.momentum.slice(22)).toEqual([23, 24, 25, 26, 25, 24, 25, 26, 27, 26]);
    expect(setEndsOf(report)).toEqual([24]);
  });
});
