import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';

describe('GET /api/public-config', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp('sqlite', { CONTACT_EMAIL: 'legal@baseline.test' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers the contact address, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactEmail: 'legal@baseline.test' });
  });
});
