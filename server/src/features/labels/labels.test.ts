import { LABEL_MESSAGES, PLAYER_LABELS, type LabelsResponse, type PlayerLabel } from '@baseline/contract';
import { sql } from 'kysely';
import { injectInsertFault } from '../../../test/insert-fault.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';

const LABELS = '/api/labels';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function makeLabel(t: TestApp, headers: Headers, payload: object): Promise<PlayerLabel> {
  const res = await t.app.inject({ method: 'POST', url: LABELS, headers, payload });
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
  return res.json<PlayerLabel>();
}

function list(t: TestApp, headers: Headers) {
  return t.app.inject({ method: 'GET', url: LABELS, headers });
}

function setForPlayer(t: TestApp, headers: Headers, playerId: string, labelIds: unknown) {
  return t.app.inject({ method: 'PUT', url: `${LABELS}/players/${playerId}`, headers, payload: { labelIds } });
}

describe.each(dialects)('player labels (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists nothing before the first label', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    const res = await list(t, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ labels: [], players: [] });
  });

  it('makes labels, puts them on players, and lists both, labels by name', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    const watch = await makeLabel(t, fresh, { name: '  injury   watch ', colour: 'red' });
    expect(watch.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(watch).toEqual({ id: watch.id, name: 'injury watch', colour: 'red' });
    const clay = await makeLabel(t, fresh, { name: 'Fade on clay', colour: 'teal' });

    const set = await setForPlayer(t, fresh, 'S0AG', [watch.id, clay.id, watch.id]);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ playerId: 'S0AG', labelIds: [clay.id, watch.id] });
    expectOk(await setForPlayer(t, fresh, 'DP0001', [watch.id]));

    expect((await list(t, fresh)).json<LabelsResponse>()).toEqual({
      labels: [
        { id: clay.id, name: 'Fade on clay', colour: 'teal' },
        { id: watch.id, name: 'injury watch', colour: 'red' },
      ],
      players: [
        { playerId: 'DP0001', labelIds: [watch.id] },
        { playerId: 'S0AG', labelIds: [clay.id, watch.id] },
      ],
    });

    // Exactly these: the one left out comes off, and none takes them all off.
    expectOk(await setForPlayer(t, fresh, 'S0AG', [watch.id]));
    expectOk(await setForPlayer(t, fresh, 'DP0001', []));
    expect((await list(t, fresh)).json<LabelsResponse>().players).toEqual([{ playerId: 'S0AG', labelIds: [watch.id] }]);
  });

  it('renames and recolours a label, each alone or together', async () => {
    const label = await makeLabel(t, headers, { name: 'Serve', colour: 'blue' });
    const update = (payload: object) => t.app.inject({ method: 'PUT', url: `${LABELS}/${label.id}`, headers, payload });
    expect(expectOk(await update({ name: 'Big serve' })).json()).toEqual({ ...label, name: 'Big serve' });
    expect(expectOk(await update({ colour: 'green' })).json()).toEqual({
      ...label,
      name: 'Big serve',
      colour: 'green',
    });
    // Its own name in another case is not a duplicate of itself.
    expect(expectOk(await update({ name: 'BIG SERVE', colour: 'pink' })).json()).toEqual({
      ...label,
      name: 'BIG SERVE',
      colour: 'pink',
    });
    expect(expectOk(await update({})).json()).toEqual({ ...label, name: 'BIG SERVE', colour: 'pink' });
  });

  it('deletes a label and takes it off every player', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    const gone = await makeLabel(t, fresh, { name: 'Gone', colour: 'orange' });
    const kept = await makeLabel(t, fresh, { name: 'Kept', colour: 'yellow' });
    expectOk(await setForPlayer(t, fresh, 'S0AG', [gone.id, kept.id]));
    expectOk(await setForPlayer(t, fresh, 'DP0002', [gone.id]));

    const res = await t.app.inject({ method: 'DELETE', url: `${LABELS}/${gone.id}`, headers: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Label deleted.' });
    expect((await list(t, fresh)).json()).toEqual({
      labels: [kept],
      players: [{ playerId: 'S0AG', labelIds: [kept.id] }],
    });
    const left = await t.database.db
      .selectFrom('playerLabelAssignments')
      .select('playerId')
      .where('labelId', '=', gone.id)
      .execute();
    expect(left).toEqual([]);

    const again = await t.app.inject({ method: 'DELETE', url: `${LABELS}/${gone.id}`, headers: fresh });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Label not found.' });
  });

  it.each([
    [{ name: '', colour: 'red' }, 'Label name is required.'],
    [{ name: ' \t\n ', colour: 'red' }, 'Label name is required.'],
    [{ name: '\u0000\u0007', colour: 'red' }, 'Label name is required.'],
    [{ name: 'x'.repeat(200), colour: 'red' }, 'Label name must be at most 40 characters.'],
    [{ name: 'x'.repeat(41), colour: 'red' }, 'Label name must be at most 40 characters.'],
    [
      { name: 'Ninth', colour: 'brown' },
      'Colour must be one of: red, orange, yellow, green, teal, blue, purple, pink.',
    ],
    [{ name: 'Ninth', colour: 'RED' }, 'Colour must be one of: red, orange, yellow, green, teal, blue, purple, pink.'],
    [{ name: 'Ninth', colour: '' }, 'Colour is required.'],
    [{ name: 'No colour' }, 'Colour is required.'],
    [{ colour: 'red' }, 'Label name is required.'],
    [{ name: 5, colour: 'red' }, 'Label name must be text.'],
  ])('refuses to make the label %j, saving nothing', async (payload, error) => {
    const { headers: fresh } = await signInSubscriber(t);
    const res = await t.app.inject({ method: 'POST', url: LABELS, headers: fresh, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect((await list(t, fresh)).json()).toEqual({ labels: [], players: [] });
  });

  it('takes a name of 40 characters, accents and all', async () => {
    const name = 'é'.repeat(PLAYER_LABELS.nameMaxLength);
    expect(await makeLabel(t, headers, { name, colour: 'purple' })).toMatchObject({ name });
  });

  it.each([
    ['the same name', 'Fade on clay'],
    ['another case', 'FADE ON CLAY'],
    ['other accents', 'Fadé ôn cläy'],
    ['other spacing', ' fade  on clay '],
  ])('answers 409 to a second label of %s, on making and on renaming', async (_case, name) => {
    const { headers: fresh } = await signInSubscriber(t);
    await makeLabel(t, fresh, { name: 'Fade on clay', colour: 'teal' });
    const made = await t.app.inject({ method: 'POST', url: LABELS, headers: fresh, payload: { name, colour: 'red' } });
    expect(made.statusCode).toBe(409);
    expect(made.json()).toEqual({ error: 'You already have a label with this name.' });

    const other = await makeLabel(t, fresh, { name: 'Other', colour: 'red' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${LABELS}/${other.id}`,
      headers: fresh,
      payload: { name },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ error: 'You already have a label with this name.' });
    expect((await list(t, fresh)).json<LabelsResponse>().labels.map((label) => label.name)).toEqual([
      'Fade on clay',
      'Other',
    ]);
  });

  it(`refuses a label beyond ${PLAYER_LABELS.perMember}`, async () => {
    const { headers: fresh } = await signInSubscriber(t);
    for (let index = 0; index < PLAYER_LABELS.perMember; index++) {
      await makeLabel(t, fresh, { name: `Label ${index}`, colour: 'blue' });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: LABELS,
      headers: fresh,
      payload: { name: 'One more', colour: 'red' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: LABEL_MESSAGES.tooMany });
    expect((await list(t, fresh)).json<LabelsResponse>().labels).toHaveLength(PLAYER_LABELS.perMember);
  });

  it.each([
    [{ name: '  ' }, 'Label name is required.'],
    [{ name: 'x'.repeat(200) }, 'Label name must be at most 40 characters.'],
    [{ colour: 'gold' }, 'Colour must be one of: red, orange, yellow, green, teal, blue, purple, pink.'],
    [{ name: 'Fine', colour: 'gold' }, 'Colour must be one of: red, orange, yellow, green, teal, blue, purple, pink.'],
  ])('refuses the change %j and keeps the label as it was', async (payload, error) => {
    const label = await makeLabel(t, headers, { name: `Unchanged ${crypto.randomUUID().slice(0, 8)}`, colour: 'red' });
    const res = await t.app.inject({ method: 'PUT', url: `${LABELS}/${label.id}`, headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect((await list(t, headers)).json<LabelsResponse>().labels).toContainEqual(label);
  });

  it("answers 404 'Label not found.' to an unknown id on every route", async () => {
    const update = await t.app.inject({
      method: 'PUT',
      url: `${LABELS}/${UNKNOWN_ID}`,
      headers,
      payload: { name: 'x' },
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ error: 'Label not found.' });
    const remove = await t.app.inject({ method: 'DELETE', url: `${LABELS}/${UNKNOWN_ID}`, headers });
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ error: 'Label not found.' });
  });

  it('sets nothing when one id of several is unknown: the player keeps their labels', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    const first = await makeLabel(t, fresh, { name: 'First', colour: 'red' });
    const second = await makeLabel(t, fresh, { name: 'Second', colour: 'green' });
    expectOk(await setForPlayer(t, fresh, 'S0AG', [first.id]));

    const res = await setForPlayer(t, fresh, 'S0AG', [second.id, UNKNOWN_ID]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Label not found.' });
    expect((await list(t, fresh)).json<LabelsResponse>().players).toEqual([{ playerId: 'S0AG', labelIds: [first.id] }]);
  });

  it.each([
    ['PUT', `${LABELS}/not-a-uuid`, { name: 'x' }, 'labelId must match format "uuid".'],
    ['DELETE', `${LABELS}/42`, undefined, 'labelId must match format "uuid".'],
    ['PUT', `${LABELS}/players/S0_AG`, { labelIds: [] }, 'playerId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
    ['PUT', `${LABELS}/players/S0AG`, { labelIds: ['x'] }, 'labelIds.0 must match format "uuid".'],
    ['PUT', `${LABELS}/players/S0AG`, { labelIds: 'x' }, 'labelIds must be array.'],
    ['PUT', `${LABELS}/players/S0AG`, {}, 'labelIds is required.'],
    [
      'PUT',
      `${LABELS}/players/S0AG`,
      { labelIds: Array.from({ length: 101 }, () => UNKNOWN_ID) },
      'labelIds must NOT have more than 100 items.',
    ],
  ] as const)('%s %s answers 400', async (method, url, payload, error) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses a body that is not JSON or too large', async () => {
    await expectMalformedBodiesRefused(t, { method: 'POST', url: LABELS, headers });
    await expectMalformedBodiesRefused(t, { method: 'PUT', url: `${LABELS}/${UNKNOWN_ID}`, headers });
    await expectMalformedBodiesRefused(t, { method: 'PUT', url: `${LABELS}/players/S0AG`, headers });
  });

  it('keeps a name with markup as the text it is, answered as JSON, never as HTML', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    // The payloads a name can hold: the web app shows names as text, so each must come back exactly as sent.
    const names = XSS_PAYLOADS.filter(
      (payload) => payload.trim() === payload && payload.length <= 40 && !/\s{2}|[\n\t\r]/.test(payload),
    );
    expect(names.length).toBeGreaterThan(10);
    for (const [index, name] of names.entries()) {
      const res = await t.app.inject({ method: 'POST', url: LABELS, headers: fresh, payload: { name, colour: 'red' } });
      if (res.statusCode === 409) continue; // two payloads that fold to one name
      expect(res.statusCode, `payload ${index}`).toBe(201);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json<PlayerLabel>().name).toBe(name.normalize('NFC'));
    }
    const listed = (await list(t, fresh)).json<LabelsResponse>().labels.map((label) => label.name);
    expect(listed).toContain('<script>alert(1)</script>');
  });

  it("keeps the player's labels when a write fails halfway through the set: the transaction undoes the delete", async () => {
    const { headers: fresh } = await signInSubscriber(t);
    const kept = await makeLabel(t, fresh, { name: 'Kept', colour: 'green' });
    const next = await makeLabel(t, fresh, { name: 'Next', colour: 'pink' });
    expectOk(await setForPlayer(t, fresh, 'FAILS1', [kept.id]));
    // A fault injected where the old labels are already deleted: the insert of the new ones fails.
    const removeFault = await injectInsertFault(t.database, 'player_label_assignments', sql`NEW.player_id = 'FAILS1'`);
    try {
      const res = await setForPlayer(t, fresh, 'FAILS1', [next.id]);
      expect(res.statusCode).toBe(500);
    } finally {
      await removeFault();
    }
    expect((await list(t, fresh)).json<LabelsResponse>().players).toEqual([
      { playerId: 'FAILS1', labelIds: [kept.id] },
    ]);
  });
});
