import type { RouteCase, subscribersOnly as SubscribersOnly } from './permission-cases.js';
import { exportedDay, exportFile } from '../../src/features/import/testing/import-files.js';

/** The import's rows of the permission matrix: subscribers only, each into their own account. */
export function importCases(subscribersOnly: typeof SubscribersOnly): RouteCase[] {
  const send = (url: string, date: string) => ({
    method: 'POST' as const,
    url,
    payload: exportFile([exportedDay(date)]),
  });
  return [
    {
      route: 'POST /api/import/preview',
      request: async ({ owner }) => send('/api/import/preview', (await owner()).date),
      outcomes: subscribersOnly({}, 200),
    },
    {
      route: 'POST /api/import',
      request: () => Promise.resolve(send('/api/import?existing=skip', '2020-01-01')),
      outcomes: subscribersOnly({}, 200),
    },
  ];
}
