import 'fake-indexeddb/auto';
import type { ChartInput, SaveDiaryBody, StoredChart } from '@baseline/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Change } from './changes';
import { createOutbox, type Outbox, type SendResult } from './outbox';
import { openOutboxStorage } from './outboxDb';
import { EMPTY_CHART } from '../../charts/test/emptyChart';

let counter = 0;
const opened: Outbox[] = [];

function day(date: string, content: string, baseVersion = 1): Change {
  const body: SaveDiaryBody = { date, notes: [{ title: 'Tab 1', content, tags: [] }], baseVersion };
  return { kind: 'day', body };
}

const CHART_ID = '6f1c2b8e-3c1a-4a57-9a44-0d3f5e1b2a77';

function chartWith(note: string): ChartInput {
  return { ...EMPTY_CHART, note };
}

function chart(note: string, baseVersion = 0): Change {
  return { kind: 'chart', chartId: CHART_ID, body: { chart: chartWith(note), baseVersion } };
}

function stored(note: string, version: number): StoredChart {
  const meta = { id: CHART_ID, createdAt: '', updatedAt: '', score: '0-0', winner: null };
  return { ...chartWith(note), ...meta, version };
}

function outboxWith(send: (change: Change) => Promise<SendResult>, userId = `user-${++counter}`) {
  const outbox = createOutbox({ storage: openOutboxStorage(userId), send, now: () => 1_000 });
  opened.push(outbox);
  return outbox;
}

const contents = (outbox: Outbox) =>
  outbox.snapshot().entries.map(({ change }) => {
    if (change.kind === 'day') return change.body.notes[0]?.content;
    return change.kind === 'chart' ? change.body.chart.note : change.body.note;
  });

afterEach(async () => {
  await Promise.all(opened.splice(0).map((outbox) => outbox.destroy()));
});

describe('the offline queue', () => {
  it('keeps one entry per day, the latest save, in the place the day was first queued', async () => {
    const outbox = outboxWith(() => Promise.resolve({ outcome: 'unreachable' }));
    await outbox.enqueue(day('2026-11-20', 'first'));
    await outbox.enqueue({ kind: 'playerNote', tournamentId: '580', playerId: 'S0AG', body: { note: 'note' } });
    await outbox.enqueue(day('2026-11-20', 'second'));
    expect(contents(outbox)).toEqual(['second', 'note']);
    expect(outbox.snapshot().entries.map((entry) => entry.edits)).toEqual([2, 1]);
  });

  it('survives a reload: a new page reads the same stored queue', async () => {
    const userId = `user-${++counter}`;
    const before = outboxWith(() => Promise.resolve({ outcome: 'unreachable' }), userId);
    await before.enqueue(day('2026-11-20', 'kept'));
    const after = outboxWith(() => Promise.resolve({ outcome: 'sent', version: 2 }), userId);
    await after.refresh();
    expect(contents(after)).toEqual(['kept']);
  });

  it('sends in the order first queued, and tells who listens the version each day reached', async () => {
    const sent: string[] = [];
    const outbox = outboxWith((change) => {
      sent.push(change.kind === 'day' ? change.body.date : change.kind === 'chart' ? change.chartId : change.playerId);
      return Promise.resolve({ outcome: 'sent', version: 7 });
    });
    const synced: unknown[] = [];
    outbox.onSynced(({ change, version }) => synced.push([change.kind, version]));
    await outbox.enqueue(day('2026-11-21', 'a'));
    await outbox.enqueue(day('2026-11-20', 'b'));
    expect(await outbox.sync()).toBe('done');
    expect(sent).toEqual(['2026-11-21', '2026-11-20']);
    expect(synced).toEqual([
      ['day', 7],
      ['day', 7],
    ]);
    expect(outbox.snapshot().entries).toEqual([]);
  });

  it('stops at the first unreachable send and keeps everything for the next try', async () => {
    const outbox = outboxWith(() => Promise.resolve({ outcome: 'unreachable' }));
    await outbox.enqueue(day('2026-11-20', 'a'));
    await outbox.enqueue(day('2026-11-21', 'b'));
    expect(await outbox.sync()).toBe('unreachable');
    expect(contents(outbox)).toEqual(['a', 'b']);
  });

  it('marks a conflict with the stored day and goes on with the other changes', async () => {
    const current = {
      date: '2026-11-20',
      version: 4,
      notes: [{ title: 'Tab 1', content: 'theirs', tags: [], image: null }],
    };
    const outbox = outboxWith((change) =>
      Promise.resolve(
        change.kind === 'day' && change.body.date === '2026-11-20'
          ? { outcome: 'conflict', current }
          : { outcome: 'sent', version: 2 },
      ),
    );
    await outbox.enqueue(day('2026-11-20', 'mine'));
    await outbox.enqueue(day('2026-11-21', 'other'));
    expect(await outbox.sync()).toBe('done');
    expect(outbox.snapshot().entries).toMatchObject([{ key: 'day:2026-11-20', status: 'conflict', current }]);
  });

  it('treats a conflict with its own tabs as sent: the answer to an earlier send was lost on the way back', async () => {
    const current = {
      date: '2026-11-20',
      version: 2,
      notes: [{ title: 'Tab 1', content: 'mine', tags: [], image: null }],
    };
    const outbox = outboxWith(() => Promise.resolve({ outcome: 'conflict', current }));
    const synced: unknown[] = [];
    outbox.onSynced(({ version }) => synced.push(version));
    await outbox.enqueue(day('2026-11-20', 'mine'));
    await outbox.sync();
    expect(outbox.snapshot().entries).toEqual([]);
    expect(synced).toEqual([2]);
  });

  it('keeps a refusal with its sentence, and a later save of the day queues it again', async () => {
    const outbox = outboxWith(() => Promise.resolve({ outcome: 'refused', message: 'Too long.' }));
    await outbox.enqueue(day('2026-11-20', 'a'));
    await outbox.sync();
    expect(outbox.snapshot().entries).toMatchObject([{ status: 'refused', refusal: 'Too long.' }]);
    await outbox.enqueue(day('2026-11-20', 'b'));
    expect(outbox.snapshot().entries).toMatchObject([{ status: 'pending', refusal: undefined }]);
  });

  it('keeps a save made while an older one was on its way, based on the version that one reached', async () => {
    let release: (result: SendResult) => void = () => undefined;
    const outbox = outboxWith(() => new Promise((resolve) => (release = resolve)));
    await outbox.enqueue(day('2026-11-20', 'first', 1));
    const syncing = outbox.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.enqueue(day('2026-11-20', 'second', 1));
    release({ outcome: 'sent', version: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release({ outcome: 'unreachable' });
    await syncing;
    const [entry] = outbox.snapshot().entries;
    expect(entry?.change).toMatchObject({ body: { baseVersion: 2, notes: [{ content: 'second' }] } });
  });

  it('keeps a chart under its id, one entry however many points are recorded', async () => {
    const outbox = outboxWith(() => Promise.resolve({ outcome: 'unreachable' }));
    await outbox.enqueue(chart('one point'));
    await outbox.enqueue(chart('two points'));
    expect(outbox.snapshot().entries).toMatchObject([{ key: `chart:${CHART_ID}`, edits: 2 }]);
    expect(contents(outbox)).toEqual(['two points']);
  });

  it('marks a chart changed elsewhere with the stored chart, and takes its own chart coming back as sent', async () => {
    const theirs = stored('theirs', 3);
    const conflicting = outboxWith(() => Promise.resolve({ outcome: 'chartConflict', current: theirs }));
    await conflicting.enqueue(chart('mine'));
    await conflicting.sync();
    expect(conflicting.snapshot().entries).toMatchObject([{ status: 'conflict', currentChart: theirs }]);

    const arrived = outboxWith(() => Promise.resolve({ outcome: 'chartConflict', current: stored('mine', 1) }));
    const synced: unknown[] = [];
    arrived.onSynced(({ change, version }) => synced.push([change.kind, version]));
    await arrived.enqueue(chart('mine'));
    await arrived.sync();
    expect(arrived.snapshot().entries).toEqual([]);
    expect(synced).toEqual([['chart', 1]]);
  });

  it('bases a chart recorded on while its last save was on its way on the version that save reached', async () => {
    let release: (result: SendResult) => void = () => undefined;
    const outbox = outboxWith(() => new Promise((resolve) => (release = resolve)));
    await outbox.enqueue(chart('first'));
    const syncing = outbox.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.enqueue(chart('second'));
    release({ outcome: 'sent', version: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release({ outcome: 'unreachable' });
    await syncing;
    expect(outbox.snapshot().entries[0]?.change).toMatchObject({ body: { baseVersion: 1, chart: { note: 'second' } } });
  });

  it('bases a point recorded just after a save landed, before the page heard its version, on that version', async () => {
    const outbox = outboxWith(() => Promise.resolve({ outcome: 'sent', version: 1 }));
    await outbox.enqueue(chart('first'));
    await outbox.sync();
    expect(outbox.snapshot().entries).toEqual([]);
    await outbox.enqueue(chart('second'));
    expect(outbox.snapshot().entries[0]?.change).toMatchObject({ body: { baseVersion: 1, chart: { note: 'second' } } });
    await outbox.enqueue(chart('elsewhere', 3));
    expect(outbox.snapshot().entries[0]?.change).toMatchObject({ body: { baseVersion: 3 } });
  });

  it('deletes everything on destroy', async () => {
    const userId = `user-${++counter}`;
    const outbox = outboxWith(() => Promise.resolve({ outcome: 'unreachable' }), userId);
    await outbox.enqueue(day('2026-11-20', 'a'));
    await outbox.destroy();
    const reopened = outboxWith(() => Promise.resolve({ outcome: 'unreachable' }), userId);
    await reopened.refresh();
    expect(reopened.snapshot().entries).toEqual([]);
  });
});
