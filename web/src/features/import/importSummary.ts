import type { ImportPreviewResponse, ImportResultResponse } from '@baseline/contract';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const listed = new Intl.ListFormat('en', { type: 'conjunction' });

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
    // Only Baseline's own export (JSON or Markdown) of an account with charts holds any: named only then.
    ...(preview.charts > 0 ? [plural(preview.charts, 'chart')] : []),
  ];
  return `Found ${parts.join(', ')}${range}.`;
}

/** What an import wrote, after the server's message: what became of the days, then every kind brought in. */
export function resultSummary(result: ImportResultResponse): string {
  const days = [
    result.daysCreated > 0 ? plural(result.daysCreated, 'new day') : '',
    result.daysReplaced > 0 ? `${plural(result.daysReplaced, 'day')} replaced` : '',
    result.daysAddedTo > 0 ? `tabs added to ${plural(result.daysAddedTo, 'day')}` : '',
    result.daysSkipped > 0 ? `${plural(result.daysSkipped, 'day')} skipped` : '',
  ].filter(Boolean);
  const brought = [
    result.tabs > 0 ? plural(result.tabs, 'tab') : '',
    result.playerNotes > 0 ? plural(result.playerNotes, 'player note') : '',
    result.labels > 0 ? plural(result.labels, 'label') : '',
    result.templates > 0 ? plural(result.templates, 'template') : '',
    result.charts > 0 ? plural(result.charts, 'chart') : '',
  ].filter(Boolean);
  const sentences = [
    days.length > 0 ? `${days.join(', ')}.` : '',
    brought.length > 0 ? `Brought in ${listed.format(brought)}.` : 'Nothing new was brought in.',
  ].filter(Boolean);
  return [result.message, ...sentences].join(' ');
}
