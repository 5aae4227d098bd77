import type { ImportResultResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { resultSummary } from './importSummary';

const nothing: ImportResultResponse = {
  message: 'Import complete.',
  daysCreated: 0,
  daysReplaced: 0,
  daysAddedTo: 0,
  daysSkipped: 0,
  tabs: 0,
  playerNotes: 0,
  labels: 0,
  templates: 0,
};

describe('resultSummary', () => {
  it('counts every kind an import brought in, not only the days', () => {
    const result = { ...nothing, daysCreated: 46, tabs: 61, playerNotes: 15, labels: 4, templates: 1 };
    expect(resultSummary(result)).toBe(
      'Import complete. 46 new days. Brought in 61 tabs, 15 player notes, 4 labels, and 1 template.',
    );
  });

  it('says what became of existing days, and leaves out kinds the file did not hold', () => {
    const result = { ...nothing, daysCreated: 1, daysAddedTo: 1, daysReplaced: 2, daysSkipped: 3, tabs: 2 };
    expect(resultSummary(result)).toBe(
      'Import complete. 1 new day, 2 days replaced, tabs added to 1 day, 3 days skipped. Brought in 2 tabs.',
    );
  });

  it('says so when a file brought nothing new', () => {
    expect(resultSummary({ ...nothing, daysSkipped: 2 })).toBe(
      'Import complete. 2 days skipped. Nothing new was brought in.',
    );
    expect(resultSummary({ ...nothing, playerNotes: 1 })).toBe('Import complete. Brought in 1 player note.');
  });
});
