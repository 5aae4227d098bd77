import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { dataUrl, expectOk, saveDay, signInSubscriber, solidPng, tab, type Headers } from './testing/diary.js';

const BUSY = 'Please wait for your other save to finish, then try again.';

describe.each(dialects)('diary: image saves at once (%s)', (dialect) => {
  let t: TestApp;
  let ann: Headers;
  let bob: Headers;
  /** A day of four tabs, each with a new 24-megapixel photo to decode and shrink: a save that takes a while. */
  let heavyTabs: ReturnType<typeof tab>[];
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers: ann } = await signInSubscriber(t));
    ({ headers: bob } = await signInSubscriber(t));
    const colours = ['#c35a2b', '#2b5ac3', '#5ac32b', '#c32b5a'];
    heavyTabs = await Promise.all(
      colours.map(async (colour) =>
        tab({ image: dataUrl('image/png', await solidPng(6000, 4000, colour)), acceptedImageTerms: true }),
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes one image save per member at a time, refuses that member’s others with 429, and not another member’s', async () => {
    const save = (headers: Headers, date: string) => saveDay(t, headers, { date, notes: heavyTabs });
    const [annFirst, annSecond, annThird, annText, bobOnly] = await Promise.all([
      save(ann, '2026-03-01'),
      save(ann, '2026-03-02'),
      save(ann, '2026-03-03'),
      saveDay(t, ann, { date: '2026-03-04', notes: [tab()] }),
      save(bob, '2026-03-01'),
    ]);
    const annAnswers = [annFirst, annSecond, annThird].map((res) => ({
      status: res.statusCode,
      body: res.json<unknown>(),
    }));
    expect(annAnswers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(annAnswers.filter((answer) => answer.status !== 200)).toEqual([
      { status: 429, body: { error: BUSY } },
      { status: 429, body: { error: BUSY } },
    ]);
    // A save without new images has nothing to bound.
    expectOk(annText);
    expectOk(bobOnly);

    // Once the first is done, the member saves images again.
    expectOk(await save(ann, '2026-03-05'));
  });

  it('reads one large save per member at a time and refuses the member’s others with 429, not another member’s', async () => {
    // Six tabs of long text before the photos: over the 1 MiB beyond which a save counts as large.
    const longText = tab({ content: `<p>${'Rally. '.repeat(27_000)}</p>` });
    const notes = [...Array.from({ length: 6 }, () => longText), ...heavyTabs];
    expect(JSON.stringify(notes).length).toBeGreaterThan(1024 * 1024);
    const save = (headers: Headers, date: string) => saveDay(t, headers, { date, notes });
    const answers = await Promise.all([save(ann, '2026-04-01'), save(ann, '2026-04-02'), save(bob, '2026-04-01')]);
    expect(answers.map((res) => ({ status: res.statusCode, body: res.json<unknown>() })).slice(0, 2)).toContainEqual({
      status: 429,
      body: { error: BUSY },
    });
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 429]);
    expectOk(await save(ann, '2026-04-03'));
  });
});
