import type { RouteCase, subscribersOnly as SubscribersOnly } from './permission-cases.js';

/**
 * The export's rows of the permission matrix: each member's file holds only their own data. The JSON shows the
 * owner's marker (their day's title and tag, their note) to the owner alone; the zip compresses its text, so its
 * row checks the access only.
 */
export function exportCases(subscribersOnly: typeof SubscribersOnly): RouteCase[] {
  const get = (url: string) => ({ method: 'GET' as const, url });
  return [
    {
      route: 'GET /api/export/summary',
      request: async ({ owner }) => get(`/api/export/summary?from=${(await owner()).date}`),
      outcomes: subscribersOnly({}, 200),
    },
    {
      route: 'GET /api/export/json',
      request: () => Promise.resolve(get('/api/export/json')),
      outcomes: subscribersOnly({}, 200),
      showsOwnerData: true,
    },
    {
      route: 'GET /api/export/markdown',
      request: async ({ owner }) => get(`/api/export/markdown?to=${(await owner()).date}`),
      outcomes: subscribersOnly({}, 200),
    },
  ];
}
