import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-app.js';
import { createRegistrationRequest, DEFAULT_PASSWORD } from '../factories.js';
import { enableTwoFactor } from '../../src/features/two-factor/testing/two-factor.js';
import { createActor, type Actor } from './actors.js';
import { templateCases } from './template-cases.js';
import { notebookCases } from './notebook-cases.js';
import { labelCases } from './label-cases.js';
import { chartCases } from './chart-cases.js';
import { exportCases } from './export-cases.js';
import { importCases } from './import-cases.js';
import { historyCases } from './history-cases.js';
import { playerNoteHistoryCases } from './player-note-history-cases.js';

export const roles = [
  'anonymous',
  'must-change user',
  'unsubscribed',
  'subscriber',
  'other subscriber',
  'admin',
  'must-change admin',
] as const;
export type Role = (typeof roles)[number];

/** A subscriber whose diary day, player note and paid checkout session the requests aim at. */
export interface Owner extends Actor {
  sessionId: string;
  date: string;
  /**
   * Unique text in the owner's day (title and tag) and player note (its text, and the ids of its player
   * and tournament): it must never reach anyone else.
   */
  marker: string;
}

export interface Cell {
  t: TestApp;
  /** Who sends the request; undefined for anonymous. For "subscriber" it is the owner. */
  actor: Actor | undefined;
  owner: () => Promise<Owner>;
}

/** The status, or the status and the exact body. */
export type Outcome = number | [number, unknown];

export interface RouteCase {
  /** "METHOD /path" exactly as Fastify registered it. */
  route: string;
  request: (cell: Cell) => Promise<InjectOptions>;
  outcomes: Record<Role, Outcome>;
  /** The owner's own answer shows the owner's data (so the check that no one else sees it is not vacuous). */
  showsOwnerData?: boolean;
}

const error = (message: string) => ({ error: message });
export const AUTH_REQUIRED = error('Authentication required.');
const ADMIN_REQUIRED = error('Administrator access required.');
const CHANGE_FIRST = error('You must change your password before continuing.');
const SUBSCRIPTION_REQUIRED = error('An active subscription is required.');
const SESSION_NOT_FOUND = error('This checkout session does not exist.');
const TWO_FACTOR_NOT_ON = error('Two-factor authentication is not on.');

const everyone = (outcome: Outcome): Record<Role, Outcome> =>
  Object.fromEntries(roles.map((role) => [role, outcome])) as Record<Role, Outcome>;

/** Signed in; must-change users limited to me, logout and change-password. */
const signedIn = (outcomes: Partial<Record<Role, Outcome>>, fallback: Outcome): Record<Role, Outcome> => ({
  ...everyone(fallback),
  anonymous: [401, AUTH_REQUIRED],
  'must-change user': [403, CHANGE_FIRST],
  'must-change admin': [403, CHANGE_FIRST],
  ...outcomes,
});
const adminsOnly = signedIn(
  { unsubscribed: [403, ADMIN_REQUIRED], subscriber: [403, ADMIN_REQUIRED], 'other subscriber': [403, ADMIN_REQUIRED] },
  200,
);
/** Subscribers, and admins who have complimentary access. */
export const subscribersOnly = (outcomes: Partial<Record<Role, Outcome>>, fallback: Outcome) =>
  signedIn({ unsubscribed: [402, SUBSCRIPTION_REQUIRED], ...outcomes }, fallback);

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload?: object): InjectOptions => ({ method: 'POST', url, ...(payload && { payload }) });
let sequence = 0;

/** An admin's action on a member made for the request, so that no cell acts on anyone another cell uses. */
const memberAction = (action: string, message: string): RouteCase => ({
  route: `POST /api/admin/members/:id/${action}`,
  request: async ({ t }) => post(`/api/admin/members/${(await createActor(t)).user.id}/${action}`),
  outcomes: { ...adminsOnly, admin: [200, { message }] },
});

/** A page, file or document of the API reference (features/api-docs), open to anyone. */
const reference = (route: string, url = route.slice('GET '.length), status = 200): RouteCase => ({
  route,
  request: () => Promise.resolve(get(url)),
  outcomes: everyone(status),
});

export const cases: RouteCase[] = [
  { route: 'GET /api/health', request: () => Promise.resolve(get('/api/health')), outcomes: everyone(200) },
  { route: 'GET /api/health/live', request: () => Promise.resolve(get('/api/health/live')), outcomes: everyone(200) },
  {
    route: 'GET /api/health/ready',
    request: () => Promise.resolve(get('/api/health/ready')),
    outcomes: everyone(200),
  },
  {
    route: 'GET /api/public-config',
    request: () => Promise.resolve(get('/api/public-config')),
    outcomes: everyone(200),
  },
  {
    route: 'POST /api/auth/register-request',
    request: () =>
      Promise.resolve(
        post('/api/auth/register-request', { username: `newcomer${++sequence}`, email: `new${sequence}@example.test` }),
      ),
    outcomes: everyone(201),
  },
  {
    route: 'POST /api/auth/login',
    request: async ({ actor, owner }) => {
      const { username } = (actor ?? (await owner())).user;
      return post('/api/auth/login', { username, password: DEFAULT_PASSWORD });
    },
    outcomes: everyone(200),
  },
  {
    route: 'POST /api/auth/forgot-password',
    request: async ({ owner }) => post('/api/auth/forgot-password', { email: (await owner()).user.email }),
    outcomes: everyone(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    request: () =>
      Promise.resolve(
        post('/api/auth/reset-password', {
          token: 'no-such-token',
          password: 'a new secret!',
          confirm: 'a new secret!',
        }),
      ),
    outcomes: everyone([400, error('This reset link is invalid or has expired.')]),
  },
  {
    route: 'GET /api/auth/me',
    request: () => Promise.resolve(get('/api/auth/me')),
    outcomes: { ...everyone(200), anonymous: [401, AUTH_REQUIRED] },
  },
  {
    route: 'POST /api/auth/logout',
    request: () => Promise.resolve(post('/api/auth/logout')),
    outcomes: { ...everyone([200, { message: 'Logged out.' }]), anonymous: [401, AUTH_REQUIRED] },
  },
  {
    route: 'PUT /api/users/change-password',
    request: () =>
      Promise.resolve({
        method: 'PUT',
        url: '/api/users/change-password',
        payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a brand new secret' },
      }),
    outcomes: { ...everyone(200), anonymous: [401, AUTH_REQUIRED] },
  },
  {
    route: 'GET /api/admin/requests',
    request: () => Promise.resolve(get('/api/admin/requests')),
    outcomes: adminsOnly,
  },
  {
    route: 'POST /api/admin/approve/:id',
    request: async ({ t }) =>
      post(`/api/admin/approve/${(await createRegistrationRequest(t)).id}`, {
        password: 'welcome to the tour',
        mustChangePassword: true,
      }),
    outcomes: adminsOnly,
  },
  {
    route: 'DELETE /api/admin/reject/:id',
    request: async ({ t }) => ({
      method: 'DELETE',
      url: `/api/admin/reject/${(await createRegistrationRequest(t)).id}`,
    }),
    outcomes: adminsOnly,
  },
  {
    route: 'GET /api/admin/members',
    request: () => Promise.resolve(get('/api/admin/members')),
    outcomes: adminsOnly,
  },
  memberAction('end-sessions', 'Sessions ended.'),
  memberAction('disable', 'Account disabled.'),
  memberAction('enable', 'Account enabled.'),
  {
    route: 'POST /api/admin/members/:id/reset-two-factor',
    request: async ({ t }) => {
      const member = await createActor(t);
      await enableTwoFactor(t, member.headers, Date.now());
      return post(`/api/admin/members/${member.user.id}/reset-two-factor`);
    },
    outcomes: { ...adminsOnly, admin: [200, { message: 'Two-factor authentication reset.' }] },
  },
  {
    route: 'GET /api/stripe/subscription-status',
    request: () => Promise.resolve(get('/api/stripe/subscription-status')),
    outcomes: signedIn({}, 200),
  },
  {
    route: 'POST /api/stripe/create-checkout-session',
    request: () => Promise.resolve(post('/api/stripe/create-checkout-session')),
    outcomes: signedIn(
      {
        subscriber: [409, error('You already have an active subscription.')],
        'other subscriber': [409, error('You already have an active subscription.')],
      },
      200,
    ),
  },
  {
    route: 'POST /api/stripe/verify-session',
    request: async ({ owner }) => post('/api/stripe/verify-session', { sessionId: (await owner()).sessionId }),
    // Someone else's session answers as if it did not exist.
    outcomes: signedIn({ subscriber: [200, { message: 'Subscription verified.' }] }, [404, SESSION_NOT_FOUND]),
  },
  {
    route: 'POST /api/stripe/cancel-subscription',
    request: () => Promise.resolve(post('/api/stripe/cancel-subscription')),
    outcomes: signedIn({ subscriber: 200, 'other subscriber': 200 }, [
      409,
      error('You have no active subscription to cancel.'),
    ]),
  },
  {
    route: 'POST /api/stripe/resume-subscription',
    request: () => Promise.resolve(post('/api/stripe/resume-subscription')),
    outcomes: signedIn({}, [409, error('Your subscription is not set to end, so there is nothing to resume.')]),
  },
  {
    route: 'POST /api/stripe/portal',
    request: () => Promise.resolve(post('/api/stripe/portal')),
    outcomes: signedIn({ subscriber: 200, 'other subscriber': 200 }, [
      409,
      error('You have no billing account yet. Subscribe first.'),
    ]),
  },
  {
    route: 'POST /api/stripe/webhook',
    request: () => Promise.resolve(post('/api/stripe/webhook', {})),
    outcomes: everyone([404, error('Stripe webhooks are not enabled: Stripe is not configured.')]),
  },
  {
    // The session id is the capability, as on Stripe's hosted checkout page: no token needed.
    route: 'GET /api/test-checkout/:sessionId',
    request: async ({ owner }) => get(`/api/test-checkout/${(await owner()).sessionId}`),
    outcomes: everyone(200),
  },
  {
    route: 'POST /api/test-checkout/:sessionId/complete',
    request: async ({ owner }) => post(`/api/test-checkout/${(await owner()).sessionId}/complete`),
    outcomes: everyone([409, error('This checkout session is already complete.')]),
  },
  {
    route: 'GET /api/diary/list',
    request: () => Promise.resolve(get('/api/diary/list')),
    outcomes: subscribersOnly({}, 200),
    showsOwnerData: true,
  },
  {
    route: 'GET /api/diary',
    request: async ({ owner }) => get(`/api/diary?date=${(await owner()).date}`),
    outcomes: subscribersOnly({}, 200),
    showsOwnerData: true,
  },
  {
    route: 'GET /api/diary/search',
    request: async ({ owner }) => get(`/api/diary/search?tag=${(await owner()).marker}`),
    outcomes: subscribersOnly({}, 200),
    showsOwnerData: true,
  },
  {
    route: 'POST /api/diary',
    request: () =>
      Promise.resolve(
        post('/api/diary', { date: '2026-02-03', notes: [{ title: 'Mine', content: '<p>x</p>', tags: [] }] }),
      ),
    outcomes: subscribersOnly({}, 200),
  },
  {
    route: 'PUT /api/diary/rename-tab',
    request: async ({ owner }) => ({
      method: 'PUT',
      url: '/api/diary/rename-tab',
      payload: { date: (await owner()).date, index: 0, newTitle: 'Renamed' },
    }),
    outcomes: subscribersOnly({ subscriber: 200 }, [404, error('No entry for that date.')]),
  },
  {
    route: 'GET /api/atp/tournaments',
    request: () => Promise.resolve(get('/api/atp/tournaments')),
    outcomes: subscribersOnly({}, 200),
  },
  {
    route: 'GET /api/atp/seasons',
    request: () => Promise.resolve(get('/api/atp/seasons')),
    outcomes: subscribersOnly({}, 200),
  },
  {
    route: 'GET /api/atp/draws/:year/:id',
    request: () => Promise.resolve(get('/api/atp/draws/2026/404')),
    outcomes: subscribersOnly({}, 200),
  },
  {
    route: 'GET /api/atp/players',
    request: () => Promise.resolve(get('/api/atp/players?q=a')),
    outcomes: subscribersOnly({}, 200),
  },
  {
    route: 'GET /api/atp/players/:playerId',
    // A season the source does not have: answered before the demo reads a whole season's draws.
    request: () => Promise.resolve(get('/api/atp/players/DP0001?season=1999')),
    outcomes: subscribersOnly({}, [404, error('Season not found.')]),
  },
  {
    route: 'GET /api/atp/players/:playerId/head-to-head/:opponentId',
    // The same player twice: refused before the demo reads every season's draws.
    request: () => Promise.resolve(get('/api/atp/players/DP0001/head-to-head/DP0001')),
    outcomes: subscribersOnly({}, [400, error('Pick two different players.')]),
  },
  {
    route: 'GET /api/player-notes/:tournamentId/:playerId',
    request: async ({ owner }) => get(`/api/player-notes/${(await owner()).marker}/${(await owner()).marker}`),
    outcomes: subscribersOnly({ 'other subscriber': [200, { note: '' }], admin: [200, { note: '' }] }, 200),
    showsOwnerData: true,
  },
  {
    route: 'GET /api/player-notes/:tournamentId',
    request: async ({ owner }) => get(`/api/player-notes/${(await owner()).marker}`),
    outcomes: subscribersOnly({ 'other subscriber': [200, { playerIds: [] }], admin: [200, { playerIds: [] }] }, 200),
    showsOwnerData: true,
  },
  {
    route: 'GET /api/player-notes/player/:playerId',
    request: async ({ owner }) => get(`/api/player-notes/player/${(await owner()).marker}`),
    outcomes: subscribersOnly({ 'other subscriber': [200, { notes: [] }], admin: [200, { notes: [] }] }, 200),
    showsOwnerData: true,
  },
  {
    route: 'POST /api/player-notes/:tournamentId/:playerId',
    request: async ({ owner }) =>
      post(`/api/player-notes/${(await owner()).marker}/${(await owner()).marker}`, { note: 'Mine' }),
    outcomes: subscribersOnly({}, [200, { note: 'Mine' }]),
  },
  ...playerNoteHistoryCases(subscribersOnly),
  ...templateCases(subscribersOnly),
  ...notebookCases(subscribersOnly),
  ...labelCases,
  ...chartCases,
  ...importCases(subscribersOnly),
  {
    route: 'GET /api/mentions/suggestions',
    // A query with no letters: refused before the demo reads a season's draws.
    request: () => Promise.resolve(get('/api/mentions/suggestions?q=--')),
    outcomes: subscribersOnly({}, [400, error('Type a few letters of a player or a tournament.')]),
  },
  {
    route: 'GET /api/search',
    // The owner's marker: whoever else searches it finds nothing of the owner's.
    request: async ({ owner }) => get(`/api/search?q=${(await owner()).marker}`),
    outcomes: subscribersOnly({}, 200),
    showsOwnerData: true,
  },
  ...exportCases(subscribersOnly),
  ...historyCases(subscribersOnly),
  {
    route: 'POST /api/auth/login/two-factor',
    request: () => Promise.resolve(post('/api/auth/login/two-factor', { challenge: 'forged', code: '123456' })),
    outcomes: everyone([401, error('Your login has expired. Please enter your username and password again.')]),
  },
  { route: 'GET /api/two-factor', request: () => Promise.resolve(get('/api/two-factor')), outcomes: signedIn({}, 200) },
  {
    route: 'POST /api/two-factor/setup',
    request: () => Promise.resolve(post('/api/two-factor/setup', { password: DEFAULT_PASSWORD })),
    outcomes: signedIn({}, 200),
  },
  {
    route: 'POST /api/two-factor/confirm',
    request: () => Promise.resolve(post('/api/two-factor/confirm', { password: DEFAULT_PASSWORD, code: '123456' })),
    outcomes: signedIn({}, [409, error('Start the set-up first: no authenticator is waiting to be confirmed.')]),
  },
  {
    route: 'POST /api/two-factor/disable',
    request: () => Promise.resolve(post('/api/two-factor/disable', { password: DEFAULT_PASSWORD, code: '123456' })),
    outcomes: signedIn({}, [409, TWO_FACTOR_NOT_ON]),
  },
  {
    route: 'POST /api/two-factor/recovery-codes',
    request: () =>
      Promise.resolve(post('/api/two-factor/recovery-codes', { password: DEFAULT_PASSWORD, code: '123456' })),
    outcomes: signedIn({}, [409, TWO_FACTOR_NOT_ON]),
  },
  reference('GET /api/openapi.json'),
  reference('GET /api/docs'),
  reference('GET /api/docs/'),
  reference('GET /api/docs/json'),
  reference('GET /api/docs/yaml'),
  reference('GET /api/docs/static/swagger-initializer.js'),
  // Swagger UI's other address for its page, which sends the browser on to the page.
  reference('GET /api/docs/static/index.html', '/api/docs/static/index.html', 302),
  // Swagger UI's files, /api/docs/static/*: Fastify's route tree prints the wildcard under this name.
  reference('GET /api/docs/*', '/api/docs/static/swagger-ui.css'),
  // Deleting one's own account (issue 20): a wrong password, so that the cell reaches the handler and deletes no one.
  {
    route: 'POST /api/account/delete',
    request: () => Promise.resolve(post('/api/account/delete', { password: 'not the password' })),
    outcomes: signedIn({}, [400, error('Current password is incorrect.')]),
  },
];
