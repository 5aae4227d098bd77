import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { authHeader, createUser, tokenFor } from '../../../../test/factories.js';

/**
 * The refusals a subscriber's route makes before its own work, each with its exact message: 401 without a token,
 * 403 while the password must be changed, 402 without a subscription. Registers the cases in the calling
 * `describe`; `app` is read when they run, after its `beforeAll`.
 */
export function itRefusesAllButSubscribers(app: () => TestApp, routes: Record<string, InjectOptions>): void {
  const everyRoute = Object.entries(routes);

  it.each(everyRoute)('%s answers 401 without a token', async (_route, request) => {
    const res = await app().app.inject(request);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required.' });
  });

  it.each(everyRoute)('%s answers 403 while the password must be changed', async (_route, request) => {
    const t = app();
    const user = await createUser(t, { mustChangePassword: true });
    const res = await t.app.inject({
      ...request,
      headers: authHeader(await tokenFor(t, user, { mustChangePassword: true })),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You must change your password before continuing.' });
  });

  it.each(everyRoute)('%s answers 402 without a subscription', async (_route, request) => {
    const t = app();
    const user = await createUser(t);
    const res = await t.app.inject({ ...request, headers: authHeader(await tokenFor(t, user, {})) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'An active subscription is required.' });
  });
}
