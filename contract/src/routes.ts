/**
 * Every call the API serves: its method, its path (Fastify's `:param` form) and who may make it. This module
 * imports nothing, so the web app reads it at run time without TypeBox; the schemas of each call (params,
 * query, body, answers) are in `route-schemas.ts`, keyed by the same names.
 */

/**
 * Who may make a call. `member`: any signed-in account; `subscriber`: a signed-in account with access (an
 * administrator, or a subscription that lasts); `admin`: administrators only.
 */
export type RouteAccess = 'anonymous' | 'member' | 'subscriber' | 'admin';

export interface RouteAddress {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  access: RouteAccess;
  /** The few signed-in calls a member who must change their password may still make. */
  allowedBeforePasswordChange?: true;
}

export const ROUTES = {
  'health.live': { method: 'GET', path: '/api/health/live', access: 'anonymous' },
  'health.ready': { method: 'GET', path: '/api/health/ready', access: 'anonymous' },
  'health.check': { method: 'GET', path: '/api/health', access: 'anonymous' },
  'publicConfig.get': { method: 'GET', path: '/api/public-config', access: 'anonymous' },

  'auth.registerRequest': { method: 'POST', path: '/api/auth/register-request', access: 'anonymous' },
  'auth.login': { method: 'POST', path: '/api/auth/login', access: 'anonymous' },
  'auth.forgotPassword': { method: 'POST', path: '/api/auth/forgot-password', access: 'anonymous' },
  'auth.resetPassword': { method: 'POST', path: '/api/auth/reset-password', access: 'anonymous' },
  'auth.me': { method: 'GET', path: '/api/auth/me', access: 'member', allowedBeforePasswordChange: true },
  'auth.logout': { method: 'POST', path: '/api/auth/logout', access: 'member', allowedBeforePasswordChange: true },

  'twoFactor.login': { method: 'POST', path: '/api/auth/login/two-factor', access: 'anonymous' },
  'twoFactor.status': { method: 'GET', path: '/api/two-factor', access: 'member' },
  'twoFactor.setup': { method: 'POST', path: '/api/two-factor/setup', access: 'member' },
  'twoFactor.confirm': { method: 'POST', path: '/api/two-factor/confirm', access: 'member' },
  'twoFactor.disable': { method: 'POST', path: '/api/two-factor/disable', access: 'member' },
  'twoFactor.recoveryCodes': { method: 'POST', path: '/api/two-factor/recovery-codes', access: 'member' },

  'users.changePassword': {
    method: 'PUT',
    path: '/api/users/change-password',
    access: 'member',
    allowedBeforePasswordChange: true,
  },

  'admin.requests': { method: 'GET', path: '/api/admin/requests', access: 'admin' },
  'admin.approve': { method: 'POST', path: '/api/admin/approve/:id', access: 'admin' },
  'admin.reject': { method: 'DELETE', path: '/api/admin/reject/:id', access: 'admin' },

  'members.list': { method: 'GET', path: '/api/admin/members', access: 'admin' },
  'members.endSessions': { method: 'POST', path: '/api/admin/members/:id/end-sessions', access: 'admin' },
  'members.disable': { method: 'POST', path: '/api/admin/members/:id/disable', access: 'admin' },
  'members.enable': { method: 'POST', path: '/api/admin/members/:id/enable', access: 'admin' },
  'members.resetTwoFactor': { method: 'POST', path: '/api/admin/members/:id/reset-two-factor', access: 'admin' },

  'diary.list': { method: 'GET', path: '/api/diary/list', access: 'subscriber' },
  'diary.day': { method: 'GET', path: '/api/diary', access: 'subscriber' },
  'diary.save': { method: 'POST', path: '/api/diary', access: 'subscriber' },
  'diary.renameTab': { method: 'PUT', path: '/api/diary/rename-tab', access: 'subscriber' },
  'diary.tagSearch': { method: 'GET', path: '/api/diary/search', access: 'subscriber' },

  'tennis.tournaments': { method: 'GET', path: '/api/atp/tournaments', access: 'subscriber' },
  'tennis.seasons': { method: 'GET', path: '/api/atp/seasons', access: 'subscriber' },
  'tennis.draw': { method: 'GET', path: '/api/atp/draws/:year/:id', access: 'subscriber' },
  'tennis.playerSearch': { method: 'GET', path: '/api/atp/players', access: 'subscriber' },
  'tennis.player': { method: 'GET', path: '/api/atp/players/:playerId', access: 'subscriber' },
  'tennis.headToHead': {
    method: 'GET',
    path: '/api/atp/players/:playerId/head-to-head/:opponentId',
    access: 'subscriber',
  },

  'playerNotes.dossier': { method: 'GET', path: '/api/player-notes/player/:playerId', access: 'subscriber' },
  'playerNotes.noted': { method: 'GET', path: '/api/player-notes/:tournamentId', access: 'subscriber' },
  'playerNotes.get': { method: 'GET', path: '/api/player-notes/:tournamentId/:playerId', access: 'subscriber' },
  'playerNotes.save': { method: 'POST', path: '/api/player-notes/:tournamentId/:playerId', access: 'subscriber' },
  'playerNotes.history': {
    method: 'GET',
    path: '/api/player-notes/:tournamentId/:playerId/history',
    access: 'subscriber',
  },
  'playerNotes.restore': {
    method: 'POST',
    path: '/api/player-notes/:tournamentId/:playerId/history/restore',
    access: 'subscriber',
  },

  'templates.list': { method: 'GET', path: '/api/templates', access: 'subscriber' },
  'templates.create': { method: 'POST', path: '/api/templates', access: 'subscriber' },
  'templates.update': { method: 'PUT', path: '/api/templates/:templateId', access: 'subscriber' },
  'templates.delete': { method: 'DELETE', path: '/api/templates/:templateId', access: 'subscriber' },
  'notebook.player': { method: 'GET', path: '/api/notebook/players/:playerId', access: 'subscriber' },
  'notebook.tournament': {
    method: 'GET',
    path: '/api/notebook/tournaments/:year/:tournamentId',
    access: 'subscriber',
  },
  'notebook.lastYear': {
    method: 'GET',
    path: '/api/notebook/tournaments/:year/:tournamentId/last-year',
    access: 'subscriber',
  },
  'notebook.earlierEditions': { method: 'GET', path: '/api/notebook/earlier-editions', access: 'subscriber' },
  'notebook.chart': { method: 'GET', path: '/api/notebook/charts/:chartId', access: 'subscriber' },
  // A member's own labels on players (issue 18). The static `players/` segment is never a label id (a UUID).
  'labels.list': { method: 'GET', path: '/api/labels', access: 'subscriber' },
  'labels.create': { method: 'POST', path: '/api/labels', access: 'subscriber' },
  'labels.update': { method: 'PUT', path: '/api/labels/:labelId', access: 'subscriber' },
  'labels.delete': { method: 'DELETE', path: '/api/labels/:labelId', access: 'subscriber' },
  'labels.setForPlayer': { method: 'PUT', path: '/api/labels/players/:playerId', access: 'subscriber' },
  'mentions.suggest': { method: 'GET', path: '/api/mentions/suggestions', access: 'subscriber' },
  // Courtside charting (issue 34). The static `scouting/` segment is never a chart id (a UUID).
  'charts.list': { method: 'GET', path: '/api/charts', access: 'subscriber' },
  'charts.get': { method: 'GET', path: '/api/charts/:chartId', access: 'subscriber' },
  'charts.save': { method: 'PUT', path: '/api/charts/:chartId', access: 'subscriber' },
  'charts.delete': { method: 'DELETE', path: '/api/charts/:chartId', access: 'subscriber' },
  'charts.scouting': { method: 'GET', path: '/api/charts/scouting/:playerId', access: 'subscriber' },
  // The Match Charting Project's points format, out and in (CSV).
  'charts.exportMcp': { method: 'GET', path: '/api/charts/:chartId/mcp', access: 'subscriber' },
  'charts.importMcp': { method: 'POST', path: '/api/charts/mcp', access: 'subscriber' },
  // One search over a member's diary tabs and player notes (issue 19).
  'search.query': { method: 'GET', path: '/api/search', access: 'subscriber' },
  // A member's data, out (issue 20): what a range holds, then the JSON file or the Markdown zip, streamed.
  'export.summary': { method: 'GET', path: '/api/export/summary', access: 'subscriber' },
  'export.json': { method: 'GET', path: '/api/export/json', access: 'subscriber' },
  'export.markdown': { method: 'GET', path: '/api/export/markdown', access: 'subscriber' },
  // Importing the JSON export or a zip of Markdown days: a preview, then the import itself (issue 20).
  'import.preview': { method: 'POST', path: '/api/import/preview', access: 'subscriber' },
  'import.commit': { method: 'POST', path: '/api/import', access: 'subscriber' },

  // A member erasing their own account (issue 20); a member without a subscription may too.
  'account.delete': { method: 'POST', path: '/api/account/delete', access: 'member' },
  // A day's kept versions, read-only, and restoring one as the day's newest (issue 20).
  'history.list': { method: 'GET', path: '/api/diary/history', access: 'subscriber' },
  'history.version': { method: 'GET', path: '/api/diary/history/version', access: 'subscriber' },
  'history.restore': { method: 'POST', path: '/api/diary/history/restore', access: 'subscriber' },

  // Not behind `subscriber`: this is how someone without a subscription gets one.
  'billing.status': { method: 'GET', path: '/api/stripe/subscription-status', access: 'member' },
  'billing.startCheckout': { method: 'POST', path: '/api/stripe/create-checkout-session', access: 'member' },
  'billing.verifySession': { method: 'POST', path: '/api/stripe/verify-session', access: 'member' },
  'billing.cancel': { method: 'POST', path: '/api/stripe/cancel-subscription', access: 'member' },
  'billing.resume': { method: 'POST', path: '/api/stripe/resume-subscription', access: 'member' },
  'billing.portal': { method: 'POST', path: '/api/stripe/portal', access: 'member' },

  // Stripe's own calls: the signature is the authentication.
  'stripeWebhook.receive': { method: 'POST', path: '/api/stripe/webhook', access: 'anonymous' },

  // The offline provider's checkout page; as on Stripe's hosted page, knowing the session id is the permission.
  'testCheckout.view': { method: 'GET', path: '/api/test-checkout/:sessionId', access: 'anonymous' },
  'testCheckout.complete': { method: 'POST', path: '/api/test-checkout/:sessionId/complete', access: 'anonymous' },
} as const satisfies Record<string, RouteAddress>;

export type RouteName = keyof typeof ROUTES;
