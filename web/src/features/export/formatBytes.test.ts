import { describe, expect, it } from 'vitest';
import { formatBytes, percentDone } from './formatBytes';

describe('formatBytes and percentDone', () => {
  it('write a size as people read it', () => {
    expect([512, 1_400, 3_400_000, 520_000_000_000].map(formatBytes)).toEqual([
      '512 bytes',
      '1.4 KB',
      '3.4 MB',
      '520.0 GB',
    ]);
  });

  it('stop at 99 % while the estimate is passed, and say 0 % before there is one', () => {
    expect([percentDone(50, 200), percentDone(300, 200), percentDone(10, 0)]).toEqual([25, 99, 0]);
  });
});
