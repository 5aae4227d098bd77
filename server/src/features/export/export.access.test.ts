import { EXPORT_MESSAGES } from '@baseline/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { itRefusesAllButSubscribers } from '../access/testing/subscriber-gate.js';
import { createExportSlots } from './export-slots.js';

const routes: Record<string, InjectOptions> = {
  'GET /api/export/summary': { method: 'GET', url: '/api/export/summary' },
  'GET /api/export/json': { method: 'GET', url: '/api/export/json' },
  'GET /api/export/markdown': { method: 'GET', url: '/api/export/markdown?from=2026-01-01' },
};

describe.each(dialects)('export: refusals (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  itRefusesAllButSubscribers(() => t, routes);
});

describe('export slots', () => {
  const refusal = (take: () => unknown) => {
    try {
      take();
    } catch (error) {
      return error instanceof HttpError ? [error.statusCode, error.message, error.headers] : error;
    }
    return 'taken';
  };

  it('lets a member run one export at a time, and the server a few', () => {
    const slots = createExportSlots(2);
    const releaseAlice = slots.enter('alice');
    expect(refusal(() => slots.enter('alice'))).toEqual([429, EXPORT_MESSAGES.alreadyRunning, { 'retry-after': '60' }]);
    slots.enter('bob');
    expect(refusal(() => slots.enter('carol'))).toEqual([429, EXPORT_MESSAGES.serverBusy, { 'retry-after': '60' }]);
    releaseAlice();
    expect(refusal(() => slots.enter('carol'))).toBe('taken');
  });

  it('gives a slot back once however many ways an export ends', () => {
    const slots = createExportSlots(2);
    const first = slots.enter('alice');
    first();
    const second = slots.enter('alice');
    first();
    expect(refusal(() => slots.enter('alice'))).toEqual([429, EXPORT_MESSAGES.alreadyRunning, { 'retry-after': '60' }]);
    second();
    expect(refusal(() => slots.enter('alice'))).toBe('taken');
  });
});
