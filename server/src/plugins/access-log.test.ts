import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { logLines } from '../../test/log-lines.js';
import { createWebDist } from '../../test/security/web-dist.js';

describe('access log', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('writes one line per request, with a reset link’s token as ***', async () => {
    const { stream, lines } = logLines();
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: createWebDist() }, { logger: { level: 'info', stream } });
    const res = await t.app.inject('/reset-password?token=reset-secret-123&from=mail');
    expect(res.statusCode).toBe(200);

    expect(lines.join('')).not.toContain('reset-secret-123');
    const requests = lines.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', url: '/reset-password?token=***&from=mail', statusCode: 200 }),
    ]);
  });
});
