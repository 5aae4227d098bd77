import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, twoInstances, type TwoInstances } from '../../../test/build-app.js';
import { signInSubscriber } from '../diary/testing/diary.js';
import { eventually } from '../../../test/eventually.js';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { redisUrl } from '../../../test/services.js';

const ME = '/api/auth/me';

/** The guards of another instance have the member's state cached; with Redis they hear of the deletion at once. */
describe.each(dialects)('a deleted account on another instance (%s)', (dialect) => {
  let instances: TwoInstances | undefined;
  beforeEach(async (context) => {
    if (!redisUrl) context.skip();
    instances = await twoInstances(dialect, { REDIS_URL: redisUrl ?? '' }, Date.now);
  });
  afterEach(async () => {
    await instances?.close();
    instances = undefined;
  });

  it('refuses its tokens there as soon as the change arrives', async () => {
    const { a, b } = instances as TwoInstances;
    const { headers } = await signInSubscriber(a);
    expect((await b.app.inject({ url: ME, headers })).statusCode).toBe(200);

    const res = await a.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => {
      expect((await b.app.inject({ url: ME, headers })).statusCode).toBe(401);
    });
  });
});
