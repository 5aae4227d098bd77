import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/baseline-config-test' };

describe('tennis configuration', () => {
  it("serves the offline demo season unless told otherwise, on the clock's day", () => {
    expect(loadConfig(base).tennis).toEqual({ source: 'demo', today: undefined });
  });

  it('shows the demo on a fixed day when TENNIS_DEMO_TODAY names one', () => {
    expect(loadConfig({ ...base, TENNIS_DEMO_TODAY: '2027-03-12' }).tennis).toEqual({
      source: 'demo',
      today: '2027-03-12',
    });
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
    [{ TENNIS_SOURCE: 'live' }, 'TENNIS_SOURCE="live" is not allowed: use demo or upstream (default: demo).'],
    [
      { ATP_CALENDAR_URL: 'ftp://example.com' },
      'ATP_CALENDAR_URL="ftp://example.com" is not allowed: use an http:// or https:// URL ' +
        '(default: https://www.atptour.com/en/-/tournaments/calendar).',
    ],
    [
      { ATP_DRAWS_URL: 'not a url' },
      'ATP_DRAWS_URL="not a url" is not allowed: use an http:// or https:// URL ' +
        '(default: https://api.tennistv.com/tennis/v1).',
    ],
    [
      { ATP_TIMEOUT_MS: '5' },
      'ATP_TIMEOUT_MS="5" is not allowed: use a whole number from 100 to 60000 (default: 8000).',
    ],
    [
      { TENNIS_DEMO_TODAY: '12/03/2027' },
      'TENNIS_DEMO_TODAY="12/03/2027" is not allowed: use a day as YYYY-MM-DD ' +
        "(default: unset, the real clock's day).",
    ],
    [
      { TENNIS_DEMO_TODAY: '2027-02-30' },
      'TENNIS_DEMO_TODAY="2027-02-30" is not a day of the calendar: use a day as YYYY-MM-DD, such as 2027-03-12.',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(new ConfigError(message));
  });
});
