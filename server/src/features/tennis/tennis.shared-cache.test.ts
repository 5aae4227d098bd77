import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestApp, type TestDatabase } from '../../../test/build-app.js';
import { signInSubscriber } from '../diary/testing/diary.js';
import {
  answerRecordedCalendars,
  upstreamEnv,
  type FakeAtp,
  hasAtpFixtures,
  recordedPayload,
  startFakeAtp,
} from './testing/fake-atp.js';
import { buildApp } from '../../app.js';
import type { AppInstance } from '../../lib/app-instance.js';
import { redisUrl } from '../../../test/services.js';

const DRAW = '/tennis/v1/tournaments/422/2024/draws';

/** Two server instances over one database and one Redis, as a deployment with REDIS_URL runs them. */
describe.runIf(redisUrl && hasAtpFixtures)('tennis answers shared through Redis by several instances', () => {
  let fake: FakeAtp;
  let database: TestDatabase;
  let instances: AppInstance[];
  beforeAll(async () => {
    fake = await startFakeAtp();
    answerRecordedCalendars(fake);
    fake.answer(DRAW, { json: recordedPayload('tennistv_draws_422_2024_cincinnati_EXCERPT.json') });
    database = await createTestDatabase('sqlite', {
      ...upstreamEnv(fake),
      REDIS_URL: redisUrl ?? '',
    });
    instances = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          config: database.config,
          database: database.database,
          logger: false,
          redisKeyPrefix: `${database.name}:`,
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.close();
    await fake.close();
  });

  it('asks the upstream once for what both instances serve', async () => {
    const asTestApp = (app: AppInstance): TestApp => ({
      app,
      config: database.config,
      database: database.database,
      redisKeyPrefix: `${database.name}:`,
      close: () => app.close(),
    });
    const { headers } = await signInSubscriber(asTestApp(instances[0] as AppInstance));
    const answers = [];
    for (const app of instances)
      answers.push(await app.inject({ method: 'GET', url: '/api/atp/draws/2024/422', headers }));
    expect(answers.map((res) => [res.statusCode, res.headers['x-data-source']])).toEqual([
      [200, 'upstream'],
      [200, 'upstream'],
    ]);
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(fake.calls(DRAW)).toBe(1);
  });
});
