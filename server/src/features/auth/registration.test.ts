import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { eventually } from '../../../test/eventually.js';
import { createRegistrationRequest, createUser, outbox } from '../../../test/factories.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { useSmtpServer } from '../mail/testing/smtp.js';

const SUBMITTED = { message: 'Your request has been submitted.' };

describe.each(dialects)('POST /api/auth/register-request (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://baseline.example' });
  });
  afterEach(async () => {
    await t.close();
  });

  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register-request', payload: payload as object });
  const requests = () => t.database.db.selectFrom('registrationRequests').selectAll().execute();

  it('refuses malformed and oversized bodies', async () => {
    await expectMalformedBodiesRefused(t, { method: 'POST', url: '/api/auth/register-request' });
  });

  it.each([
    [{ email: 'a@example.test' }, 'Username is required.'],
    [{ username: 'ana' }, 'Email is required.'],
    [{ username: 7, email: 'a@example.test' }, 'Username must be text.'],
    [{ username: 'ana', email: 'not-an-address' }, 'Email must be a valid email address.'],
    [{ username: 'ana', email: 'a@example.test', message: 5 }, 'Message must be text.'],
    [{ username: 'x'.repeat(65), email: 'a@example.test' }, 'Username must be at most 64 characters.'],
    [{ username: 'x'.repeat(200), email: 'a@example.test' }, 'Username must be at most 64 characters.'],
    [{ username: 'ana', email: `${'x'.repeat(250)}@example.test` }, 'Email must be at most 254 characters.'],
    [
      { username: 'ana', email: 'a@example.test', message: 'x'.repeat(2001) },
      'Message must be at most 2000 characters.',
    ],
    [['ana'], 'The request body must be a JSON object.'],
    [{ username: '   ', email: 'a@example.test' }, 'Username is required.'],
    ...['ana maria', 'ana@home', 'zero\u200bwidth', '\u{1f3be}ace', '\u0301ana'].map((username): [object, string] => [
      { username, email: 'a@example.test' },
      'Username may only contain letters, digits, dots, underscores and hyphens.',
    ]),
  ])('refuses %j with 400', async (payload, error) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await requests()).toEqual([]);
  });

  it('files a pending request, trimmed and with the address in lower case', async () => {
    const res = await register({ username: ' Ana.Ivanovic ', email: 'Ana@Example.TEST', message: ' Hi! ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your request has been submitted.' });
    expect(await requests()).toEqual([
      expect.objectContaining({
        username: 'Ana.Ivanovic',
        usernameKey: 'ana.ivanovic',
        email: 'ana@example.test',
        message: 'Hi!',
        status: 'pending',
        decidedAt: null,
        decidedBy: null,
      }),
    ]);
  });

  it('takes letters and digits of any script, stored composed (NFC) however they were typed', async () => {
    const typed = ['Zoe\u0308', 'Łukasz', 'Ιωάννης', 'Дмитрий', '李娜', 'José_2', 'अर्जुन', 'Ahmed٣'];
    for (const [index, username] of typed.entries()) {
      const res = await register({ username, email: `visitor${index}@example.test` });
      expect(res.statusCode).toBe(201);
    }
    const stored = (await requests()).map((row) => row.username);
    expect(stored.sort()).toEqual(typed.map((name) => name.normalize('NFC')).sort());
    expect(stored).toContain('Zo\u00eb');
  });

  it('files no look-alike of a taken name: another script, case or compatibility form, and mails no one', async () => {
    await createUser(t, { username: 'admin', email: 'admin@example.test' });
    await createRegistrationRequest(t, { username: 'Paul', email: 'paul@example.test' });

    // Cyrillic 'а', a full-width 'ａ', capitals; '1' for 'l', Cyrillic 'Р' and 'а'.
    for (const username of ['\u0430dmin', '\uff41dmin', 'ADMIN', 'Pau1', 'PAUL', '\u0420\u0430ul']) {
      const res = await register({ username, email: 'someone@elsewhere.test' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(SUBMITTED);
    }
    expect(await requests()).toHaveLength(1);
    expect(await outbox(t)).toEqual([]);

    // Names that merely share letters with a taken one are other names.
    for (const [username, email] of [
      ['Zoë', 'zoe1@example.test'],
      ['Zoe', 'zoe2@example.test'],
      ['Pauline', 'pauline@example.test'],
    ]) {
      expect((await register({ username, email })).statusCode).toBe(201);
    }
    expect(await requests()).toHaveLength(4);
  });

  it('takes a request without a message', async () => {
    expect((await register({ username: 'ana', email: 'ana@example.test' })).statusCode).toBe(201);
    expect(await requests()).toEqual([expect.objectContaining({ message: '' })]);
  });

  it('e-mails every administrator that a request is waiting', async () => {
    await createUser(t, { isAdmin: true, email: 'first-admin@example.test' });
    await createUser(t, { isAdmin: true, email: 'second-admin@example.test' });
    await createUser(t, { email: 'not-an-admin@example.test' });

    expect(
      (await register({ username: 'ana', email: 'ana@example.test', message: 'I follow the WTA.' })).statusCode,
    ).toBe(201);

    // Queued in the outbox by the time the request answers; the worker delivers them afterwards.
    expect((await outbox(t)).map((mail) => mail.recipient).sort()).toEqual([
      'first-admin@example.test',
      'second-admin@example.test',
    ]);
    await eventually(() => {
      expect(smtp.received).toHaveLength(2);
    });
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      'first-admin@example.test',
      'second-admin@example.test',
    ]);
    for (const mail of smtp.received) {
      expect(mail.from).toBe('no-reply@localhost.localdomain');
      expect(mail.subject).toBe('Registration request waiting: ana');
      expect(mail.text).toContain('ana (ana@example.test) has asked for a Baseline account.');
      expect(mail.text).toContain('I follow the WTA.');
      expect(mail.text).toContain('https://baseline.example/admin-dashboard');
    }
  });

  it('answers a name or address already in use as a new one, and tells only the owner of a registered address', async () => {
    await createRegistrationRequest(t, { username: 'Pending', email: 'pending@example.test' });
    await createUser(t, { username: 'Member', email: 'member@example.test' });

    for (const payload of [
      { username: 'pending', email: 'other1@example.test' },
      { username: 'other2', email: 'PENDING@example.test' },
      { username: 'MEMBER', email: 'other3@example.test' },
      { username: 'other4', email: 'member@example.test' },
    ]) {
      const res = await register(payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(SUBMITTED);
    }
    expect(await requests()).toHaveLength(1);
    const mails = await outbox(t);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(['member@example.test', 'pending@example.test']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Your Baseline account request');
      expect(mail.textBody).toContain(
        'This address already has an account or a request awaiting approval, so no new request was filed.',
      );
    }
  });

  it('mails no stranger: a taken name with any other address files nothing and sends nothing', async () => {
    await createUser(t, { username: 'Sinner', email: 'jannik@example.test' });
    await createRegistrationRequest(t, { username: 'Alcaraz', email: 'carlos@example.test' });

    for (const username of ['sinner', 'SINNER', 'alcaraz']) {
      const res = await register({ username, email: 'victim@elsewhere.test' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(SUBMITTED);
    }
    expect(await requests()).toHaveLength(1);
    expect(await outbox(t)).toEqual([]);
  });

  it('lets someone ask again once an earlier request was rejected', async () => {
    const earlier = await createRegistrationRequest(t, { username: 'ana', email: 'ana@example.test' });
    await t.database.db
      .updateTable('registrationRequests')
      .set({ status: 'rejected' })
      .where('id', '=', earlier.id)
      .execute();
    expect((await register({ username: 'ana', email: 'ana@example.test' })).statusCode).toBe(201);
  });

  it('lets only one of two identical requests in at the same moment', async () => {
    const payload = { username: 'twin', email: 'twin@example.test' };
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(await requests()).toHaveLength(1);
  });
});
