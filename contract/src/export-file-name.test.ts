import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.js';

describe('exportFileName', () => {
  it('names the file by format and the UTC day of the moment', () => {
    expect(exportFileName('json', Date.UTC(2026, 5, 1, 23, 30))).toBe('baseline-export-2026-06-01.json');
    expect(exportFileName('markdown', Date.UTC(2026, 5, 2))).toBe('baseline-export-2026-06-02.zip');
  });
});
