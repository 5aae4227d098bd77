import type { ImportPreviewResponse, ImportResultResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { previewSummary, resultSummary } from './importSummary';

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
  charts: 0,
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

  it('counts the charts a JSON export brought in, and names them in the preview only when it holds some', () => {
    expect(resultSummary({ ...nothing, daysCreated: 1, tabs: 1, charts: 2 })).toBe(
      'Import complete. 1 new day. Brought in 1 tab and 2 charts.',
    );
    const preview: ImportPreviewResponse = {
      format: 'json',
      days: 1,
      tabs: 1,
      images: 0,
      playerNotes: 0,
      labels: 0,
      templates: 0,
      charts: 0,
      from: '2026-04-01',
      to: '2026-04-01',
      existingDays: [],
      existingCount: 0,
      warnings: [],
    };
    expect(previewSummary(preview)).toBe(
      'Found 1 day, 1 tab, 0 images, 0 player notes, 0 labels, 0 templates from 2026-04-01 to 2026-04-01.',
    );
    expect(previewSummary({ ...preview, charts: 1 })).toBe(
      'Found 1 day, 1 tab, 0 images, 0 player notes, 0 labels, 0 templates, 1 chart from 2026-04-01 to 2026-04-01.',
    );
  });

  it('says so when a file brought nothing new', () => {
    expect(resultSummary({ ...nothing, daysSkipped: 2 })).toBe(
      'Import complete. 2 days skipped. Nothing new was brought in.',
    );
    expect(resultSummary({ ...nothing, playerNotes: 1 })).toBe('Import complete. Brought in 1 player note.');
  });
});
