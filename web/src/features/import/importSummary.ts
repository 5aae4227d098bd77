import type { ImportPreviewResponse, ImportResultResponse } from '@baseline/contract';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The preview's counts as one sentence. */
export function previewSummary(preview: ImportPreviewResponse): string {
  const range = preview.from && preview.to ? ` from ${preview.from} to ${preview.to}` : '';
  const parts = [
    plural(preview.days, 'day'),
    plural(preview.tabs, 'tab'),
    plural(preview.images, 'image'),
    plural(preview.playerNotes, 'player note'),
    plural(preview.labels, 'label'),
    plural(preview.templates, 'template'),
  ];
  return `Found ${parts.join(', ')}${range}.`;
}

/** What an import wrote, as one sentence after the server's message. */
export function resultSummary(result: ImportResultResponse): string {
  const parts = [
    plural(result.daysCreated, 'new day'),
    result.daysReplaced > 0 ? `${plural(result.daysReplaced, 'day')} replaced` : '',
    result.daysAddedTo > 0 ? `tabs added to ${plural(result.daysAddedTo, 'day')}` : '',
    result.daysSkipped > 0 ? `${plural(result.daysSkipped, 'day')} skipped` : '',
  ].filter(Boolean);
  return `${result.message} ${parts.join(', ')}.`;
}
