import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/baseline-config-test' };

describe('tennis configuration', () => {
  it('serves the offline demo season unless told otherwise', () => {
    expect(loadConfig(base).tennis).toEqual({ source: 'demo' });
  });

  it("reads ATP's services with their defaults", () => {
    expect(loadConfig({ ...base, TENNIS_SOURCE: 'upstream' }).tennis).toEqual({
      source: 'upstream',
      calendarUrl: 'https://www.atptour.com/en/-/tournaments/calendar',
      drawsUrl: 'https://api.tennistv.com/tennis/v1',
      timeoutMs: 8_000,
    });
  });

  it.each([
    [{ TENNIS_SOURCE: 'live' }, /^Invalid TENNIS_SOURCE \("live"\)/],
    [{ ATP_CALENDAR_URL: 'ftp://example.com' }, /^Invalid ATP_CALENDAR_URL/],
    [{ ATP_DRAWS_URL: 'not a url' }, /^Invalid ATP_DRAWS_URL/],
    [{ ATP_TIMEOUT_MS: '5' }, /^Invalid ATP_TIMEOUT_MS \("5"\)/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
