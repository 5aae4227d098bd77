import type { TwoFactorChallenge } from '@baseline/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../test/build-app.js';
import { testClock, type TestClock } from '../../test/clock.js';
import { eventually } from '../../test/eventually.js';
import { createRegistrationRequest, outbox, signIn } from '../../test/factories.js';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../features/billing/testing/fake-stripe.js';
import { useSmtpServer } from '../features/mail/testing/smtp.js';
import { signedWebhook } from '../features/billing/testing/stripe-webhook.js';
import { enableTwoFactor, totpCode } from '../features/two-factor/testing/two-factor.js';
import { SESSION_EXPIRED } from '../features/access/guards.js';

interface LogLine {
  msg: string;
  level: number;
  reqId?: string;
  event?: string;
  [field: string]: unknown;
}

const WARN = 40;
const INFO = 30;

describe.each(dialects)('security events in the log (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let fake: FakeStripe;
  let t: TestApp;
  let clock: TestClock;
  let lines: string[];
  /** Every value that must never reach the log. */
  let secrets: string[];

  beforeEach(async () => {
    clock = testClock(Date.UTC(2026, 10, 21, 12, 0, 5));
    fake = await startFakeStripe(clock.now);
    lines = [];
    secrets = [];
    const logger = { level: 'info', stream: { write: (line: string) => lines.push(line) } };
    t = await buildTestApp(dialect, { ...stripeEnv(fake), SMTP_URL: smtp.url }, { now: clock.now, logger });
  });
  afterEach(async () => {
    const text = lines.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    await t.close();
    await fake.close();
  });

  const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
  const events = () => parsed().filter((line) => line.event !== undefined);
  /** Sends the request and answers it with the security events it logged. */
  async function send(options: InjectOptions): Promise<{ res: LightMyRequestResponse; logged: LogLine[] }> {
    const res = await t.app.inject(options);
    const logged = events().filter((line) => line.reqId === res.headers['x-request-id']);
    return { res, logged };
  }
  const login = (username: string, password: string) =>
    send({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('logs logins that succeed and fail, with the username and request id but never the password', async () => {
    const { user, token } = await signIn(t, { password: 'a password nobody should read' });
    secrets.push(user.password, token, 'not the password either');

    const ok = await login(user.username, user.password);
    secrets.push(ok.res.json<{ token: string }>().token);
    expect(ok.logged).toEqual([
      expect.objectContaining({
        level: INFO,
        event: 'auth.login.succeeded',
        userId: user.id,
        username: user.username,
        ip: '127.0.0.1',
        reqId: ok.res.headers['x-request-id'],
        msg: 'security event',
      }),
    ]);

    const wrong = await login(user.username, 'not the password either');
    expect(wrong.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'auth.login.failed', userId: user.id, status: 401 }),
    ]);
    const unknown = await login('nobody-here', 'not the password either');
    expect(unknown.logged).toEqual([
      expect.objectContaining({ event: 'auth.login.failed', username: 'nobody-here', status: 401 }),
    ]);
    expect(unknown.logged[0]).not.toHaveProperty('userId');

    for (let i = 0; i < 9; i++) await login(user.username, 'not the password either');
    const throttled = await login(user.username, user.password);
    expect(throttled.res.statusCode).toBe(429);
    expect(throttled.logged).toEqual([expect.objectContaining({ level: WARN, event: 'auth.login.throttled' })]);
  });

  it('logs each step of two-factor authentication, never its secret, codes or challenge', async () => {
    const { user, headers, token } = await signIn(t);
    const setup = await send({
      method: 'POST',
      url: '/api/two-factor/setup',
      headers,
      payload: { password: user.password },
    });
    const { secret } = setup.res.json<{ secret: string }>();
    const failedConfirm = await send({
      method: 'POST',
      url: '/api/two-factor/confirm',
      headers,
      payload: { password: user.password, code: '000000' },
    });
    expect(failedConfirm.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'auth.two-factor.failed', userId: user.id, status: 400 }),
    ]);
    const enabled = await enableTwoFactor(t, headers, clock.now());
    expect(events().map((line) => line.event)).toContain('auth.two-factor.enabled');
    secrets.push(user.password, token, secret, enabled.secret, ...enabled.recoveryCodes);

    clock.advance(30_000);
    const password = await login(user.username, user.password);
    const { challenge } = password.res.json<TwoFactorChallenge>();
    secrets.push(challenge);
    expect(password.logged).toEqual([
      expect.objectContaining({ event: 'auth.login.two-factor-required', userId: user.id }),
    ]);

    const second = (code: string) =>
      send({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code } });
    const wrong = await second('000000');
    expect(wrong.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'auth.two-factor.failed', userId: user.id, status: 401 }),
    ]);
    const code = totpCode(enabled.secret, clock.now());
    const ok = await second(code);
    secrets.push(ok.res.json<{ token: string }>().token);
    expect(ok.logged).toEqual([
      expect.objectContaining({ event: 'auth.login.succeeded', userId: user.id, method: 'totp' }),
    ]);
    const recovery = await second(enabled.recoveryCodes[0] ?? '');
    secrets.push(recovery.res.json<{ token: string }>().token);
    expect(recovery.logged).toEqual([
      expect.objectContaining({ event: 'auth.login.succeeded', method: 'recovery-code' }),
    ]);

    clock.advance(30_000);
    const regenerated = await send({
      method: 'POST',
      url: '/api/two-factor/recovery-codes',
      headers,
      payload: { password: user.password, code: totpCode(enabled.secret, clock.now()) },
    });
    secrets.push(...regenerated.res.json<{ recoveryCodes: string[] }>().recoveryCodes);
    expect(regenerated.logged).toEqual([
      expect.objectContaining({ event: 'auth.two-factor.recovery-codes-regenerated' }),
    ]);

    clock.advance(30_000);
    const disabled = await send({
      method: 'POST',
      url: '/api/two-factor/disable',
      headers,
      payload: { password: user.password, code: totpCode(enabled.secret, clock.now()) },
    });
    expect(disabled.logged).toEqual([expect.objectContaining({ event: 'auth.two-factor.disabled', userId: user.id })]);
  });

  it('logs password changes and resets, never the passwords or the reset token', async () => {
    const { user, headers, token } = await signIn(t);
    const change = (currentPassword: string, newPassword: string) =>
      send({ method: 'PUT', url: '/api/users/change-password', headers, payload: { currentPassword, newPassword } });
    const refused = await change('wrong current password', 'a fresh password 1');
    expect(refused.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'auth.password.change-failed', userId: user.id, status: 400 }),
    ]);
    const changed = await change(user.password, 'a fresh password 1');
    expect(changed.logged).toEqual([expect.objectContaining({ event: 'auth.password.changed', userId: user.id })]);
    secrets.push(user.password, token, 'wrong current password', 'a fresh password 1');
    secrets.push(changed.res.json<{ token: string }>().token);

    const forgot = await send({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(forgot.logged).toEqual([expect.objectContaining({ event: 'auth.password.reset-requested' })]);
    // The link is made once the answer has gone (so its timing tells nothing): wait for its mail.
    const mail = await eventually(async () => {
      const text = (await outbox(t)).at(-1)?.textBody ?? '';
      expect(text).toContain('reset-password?token=');
      return text;
    });
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail)?.[1] ?? '';
    secrets.push(resetToken, 'another new password 2');
    const reset = (tokenTyped: string) =>
      send({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: tokenTyped, password: 'another new password 2', confirm: 'another new password 2' },
      });
    const bad = await reset(`${resetToken}x`);
    expect(bad.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'auth.password.reset-failed', status: 400 }),
    ]);
    const good = await reset(resetToken);
    expect(good.res.statusCode).toBe(200);
    expect(good.logged).toEqual([expect.objectContaining({ event: 'auth.password.reset' })]);
  });

  it("logs admins' decisions and refusals with who acted on what", async () => {
    const { user: admin, headers } = await signIn(t, { isAdmin: true });
    const approved = await createRegistrationRequest(t);
    const rejected = await createRegistrationRequest(t);
    const approve = await send({
      method: 'POST',
      url: `/api/admin/approve/${approved.id}`,
      headers,
      payload: { password: 'a first password 3', mustChangePassword: true },
    });
    secrets.push('a first password 3');
    expect(approve.logged).toEqual([
      expect.objectContaining({ event: 'admin.registration.approved', userId: admin.id, targetId: approved.id }),
    ]);
    const reject = await send({ method: 'DELETE', url: `/api/admin/reject/${rejected.id}`, headers });
    expect(reject.logged).toEqual([
      expect.objectContaining({ event: 'admin.registration.rejected', userId: admin.id, targetId: rejected.id }),
    ]);
    const again = await send({ method: 'DELETE', url: `/api/admin/reject/${rejected.id}`, headers });
    expect(again.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'admin.action.failed', targetId: rejected.id, status: 409 }),
    ]);
  });

  it('logs webhook calls whose signature is missing or wrong', async () => {
    const event = { id: 'evt_1', type: 'customer.created', data: { object: {} } };
    const unsigned = signedWebhook(event, { secret: 'whsec_not_ours' });
    const wrong = await send(unsigned);
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'webhook.signature.failed', status: 400 }),
    ]);
    const missing = await send({ ...unsigned, headers: { 'content-type': 'application/json' } });
    expect(missing.logged).toEqual([
      expect.objectContaining({ event: 'webhook.signature.failed', reason: 'Missing Stripe-Signature header.' }),
    ]);
  });
  it('logs every refusal by a guard, with the user when one was recognised, idle sessions and rate-limit refusals', async () => {
    const anonymous = await send({ method: 'GET', url: '/api/diary/list' });
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'access.denied', status: 401, reason: 'Authentication required.' }),
    ]);

    const { user, headers, token } = await signIn(t);
    secrets.push(token);
    const unsubscribed = await send({ method: 'GET', url: '/api/diary/list', headers });
    expect(unsubscribed.res.statusCode).toBe(402);
    expect(unsubscribed.logged).toEqual([
      expect.objectContaining({ event: 'access.denied', userId: user.id, status: 402 }),
    ]);
    const notAdmin = await send({ method: 'GET', url: '/api/admin/requests', headers });
    expect(notAdmin.res.statusCode).toBe(403);
    expect(notAdmin.logged).toEqual([
      expect.objectContaining({ event: 'access.denied', userId: user.id, status: 403 }),
    ]);

    // Idle for the whole inactivity timeout (60 minutes by default): the session ends, naming its user.
    clock.advance(t.config.sessionIdleMs);
    const idle = await send({ method: 'GET', url: '/api/auth/me', headers });
    expect(idle.res.statusCode).toBe(401);
    expect(idle.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'auth.session.idle-timeout', userId: user.id, status: 401 }),
      expect.objectContaining({ level: WARN, event: 'access.denied', status: 401, reason: SESSION_EXPIRED }),
    ]);

    let limited: Awaited<ReturnType<typeof send>> | undefined;
    for (let attempt = 0; attempt < 40 && limited?.res.statusCode !== 429; attempt++) {
      limited = await send({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@example.com' } });
    }
    expect(limited?.res.statusCode).toBe(429);
    expect(limited?.logged).toEqual([
      expect.objectContaining({ level: WARN, event: 'rate-limit.refused', status: 429 }),
    ]);
  });
});
