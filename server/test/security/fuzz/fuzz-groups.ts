/**
 * Every route, in groups run by separate test files so that vitest's workers share the work. The
 * coverage test fails when a route is registered that neither a group nor NOT_FUZZED names.
 */
export const FUZZ_GROUPS = {
  accounts: [
    'POST /api/auth/register-request',
    'POST /api/auth/login',
    'POST /api/auth/login/two-factor',
    'POST /api/auth/forgot-password',
    'POST /api/auth/reset-password',
    'GET /api/auth/me',
    'POST /api/auth/logout',
    'PUT /api/users/change-password',
    'GET /api/admin/requests',
    'POST /api/admin/approve/:id',
    'DELETE /api/admin/reject/:id',
    'GET /api/admin/members',
    'POST /api/admin/members/:id/end-sessions',
    'POST /api/admin/members/:id/disable',
    'POST /api/admin/members/:id/enable',
    'POST /api/admin/members/:id/reset-two-factor',
    'GET /api/two-factor',
    'POST /api/two-factor/setup',
    'POST /api/two-factor/confirm',
    'POST /api/two-factor/disable',
    'POST /api/two-factor/recovery-codes',
  ],
  content: [
    'GET /api/diary/list',
    'GET /api/diary',
    'POST /api/diary',
    'PUT /api/diary/rename-tab',
    'GET /api/diary/search',
    'GET /api/atp/tournaments',
    'GET /api/atp/seasons',
    'GET /api/atp/draws/:year/:id',
    'GET /api/atp/players',
    'GET /api/atp/players/:playerId',
    'GET /api/atp/players/:playerId/head-to-head/:opponentId',
    'GET /api/player-notes/:tournamentId/:playerId',
    'POST /api/player-notes/:tournamentId/:playerId',
    'GET /api/player-notes/:tournamentId',
    'GET /api/player-notes/player/:playerId',
    'GET /api/mentions/suggestions',
  ],
  billing: [
    'GET /api/health',
    'GET /api/health/live',
    'GET /api/health/ready',
    'GET /api/public-config',
    'GET /api/stripe/subscription-status',
    'POST /api/stripe/create-checkout-session',
    'POST /api/stripe/verify-session',
    'POST /api/stripe/cancel-subscription',
    'POST /api/stripe/resume-subscription',
    'POST /api/stripe/portal',
    'POST /api/stripe/webhook',
    'GET /api/test-checkout/:sessionId',
    'POST /api/test-checkout/:sessionId/complete',
  ],
} as const;

/**
 * The API reference (features/api-docs): its document, its page and Swagger UI's files take no input and
 * answer HTML, scripts and the OpenAPI document rather than the API's JSON, so they are not fuzzed; the
 * permission matrix checks that anyone gets them.
 */
export const NOT_FUZZED = [
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
] as const;
