import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';

describe('GET /api/public-config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('answers the contact address, to anyone, and no fixed tennis day on the clock', async () => {
    t = await buildTestApp('sqlite', { CONTACT_EMAIL: 'legal@baseline.test' });
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactEmail: 'legal@baseline.test', tennisToday: null });
  });

  it("tells the web the demo's fixed day, by which its badges, strip and live draws go", async () => {
    t = await buildTestApp('sqlite', { CONTACT_EMAIL: 'legal@baseline.test', TENNIS_DEMO_TODAY: '2027-03-12' });
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactEmail: 'legal@baseline.test', tennisToday: '2027-03-12' });
  });
});
