import 'fake-indexeddb/auto';
import type { DiaryDayResponse, SaveDiaryBody } from '@baseline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Change } from './changes';
import { createOutbox, type Outbox, type SendResult } from './outbox';
import { openOutboxStorage } from './outboxDb';

const DATES = ['2026-11-20', '2026-11-21', '2026-11-22'] as const;
type Day = (typeof DATES)[number];

/** The server's diary as the real one keeps it: a version per day, and a 409 with the day when the base is not it. */
class ModelServer {
  readonly days = new Map<string, { version: number; text: string; writer: 'device' | 'elsewhere' }>();
  online = true;
  /** Every write from the device that replaced a day another device had written last, and whether it said overwrite. */
  readonly replacedElsewhere: { date: string; overwrite: boolean }[] = [];
  /** Every text the device stored, per day: a later change made elsewhere may replace it, which is no loss. */
  readonly delivered = new Map<string, string[]>();

  current(date: string): DiaryDayResponse {
    const day = this.days.get(date);
    return {
      date,
      version: day?.version ?? 0,
      notes: day ? [{ title: 'Tab 1', content: day.text, tags: [], image: null }] : [],
    };
  }

  writeElsewhere(date: string, text: string) {
    const version = (this.days.get(date)?.version ?? 0) + 1;
    this.days.set(date, { version, text, writer: 'elsewhere' });
  }

  async send(change: Change): Promise<SendResult> {
    // A request takes a while, so edits, reloads and other syncs interleave with it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!this.online) return { outcome: 'unreachable' };
    if (change.kind !== 'day') return { outcome: 'sent' };
    const { date, baseVersion = 0, overwrite = false, notes } = change.body;
    const day = this.days.get(date);
    const version = day?.version ?? 0;
    if (!overwrite && baseVersion !== version) return { outcome: 'conflict', current: this.current(date) };
    if (day?.writer === 'elsewhere') this.replacedElsewhere.push({ date, overwrite });
    const text = notes[0]?.content ?? '';
    this.days.set(date, { version: version + 1, text, writer: 'device' });
    this.delivered.set(date, [...(this.delivered.get(date) ?? []), text]);
    return { outcome: 'sent', version: version + 1 };
  }
}

/** Web Locks across the pages of one browser: one sync at a time, whichever page started it. */
function browserLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const command = fc.oneof(
  fc.record({ type: fc.constant('edit' as const), date: fc.constantFrom(...DATES), text: fc.string({ maxLength: 6 }) }),
  fc.record({
    type: fc.constant('elsewhere' as const),
    date: fc.constantFrom(...DATES),
    text: fc.string({ maxLength: 6 }),
  }),
  fc.record({ type: fc.constant('network' as const), online: fc.boolean() }),
  fc.record({ type: fc.constant('startSync' as const) }),
  fc.record({ type: fc.constant('awaitSyncs' as const) }),
  fc.record({ type: fc.constant('reload' as const) }),
  fc.record({ type: fc.constant('keepMine' as const), date: fc.constantFrom(...DATES) }),
);

let run = 0;

describe('the offline queue, under random edits, reloads, network loss and changes made elsewhere', () => {
  // 300 random runs take under a second alone; the time-out is generous beside vitest's 5 s default, which a
  // machine busy with other work could reach.
  it(
    'never loses an edit stored on the device, and never overwrites a newer server version unasked',
    { timeout: 30_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
          run += 1;
          const userId = `member-${run}`;
          const server = new ModelServer();
          const lock = browserLock();
          // What the page knows of each day: the version its edits are based on, as the diary keeps it.
          const pageVersion = new Map<Day, number>();
          // The last text the device said was saved, per day: it must end on the server or wait in the queue.
          const acknowledged = new Map<Day, string>();
          const syncs: Promise<unknown>[] = [];

          const open = (): Outbox => {
            const outbox = createOutbox({
              storage: openOutboxStorage(userId),
              send: (change) => server.send(change),
              exclusively: lock,
            });
            outbox.onSynced(({ change, version }) => {
              if (change.kind === 'day' && version !== undefined) pageVersion.set(change.body.date as Day, version);
            });
            return outbox;
          };
          let outbox = open();
          await outbox.refresh();

          const save = async (date: Day, text: string, overwrite = false) => {
            const body: SaveDiaryBody = {
              date,
              notes: [{ title: 'Tab 1', content: text, tags: [] }],
              baseVersion: pageVersion.get(date) ?? 0,
              ...(overwrite ? { overwrite } : {}),
            };
            await outbox.enqueue({ kind: 'day', body });
            acknowledged.set(date, text);
          };

          for (const step of commands) {
            switch (step.type) {
              case 'edit':
                await save(step.date, step.text);
                break;
              case 'elsewhere':
                server.writeElsewhere(step.date, step.text);
                break;
              case 'network':
                server.online = step.online;
                break;
              case 'startSync':
                syncs.push(outbox.sync());
                break;
              case 'awaitSyncs':
                await Promise.all(syncs.splice(0));
                break;
              case 'reload':
                // The old page's request in flight still reaches the server; the new page reads the stored queue.
                outbox = open();
                await outbox.refresh();
                break;
              case 'keepMine': {
                // The conflict dialog's Overwrite: the member has seen the stored day and keeps their own.
                const entry = outbox
                  .snapshot()
                  .entries.find((e) => e.key === `day:${step.date}` && e.status === 'conflict');
                const mine = acknowledged.get(step.date);
                if (entry && mine !== undefined) await save(step.date, mine, true);
                break;
              }
            }
          }

          await Promise.all(syncs);
          server.online = true;
          await outbox.sync();
          await outbox.refresh();

          const queue = outbox.snapshot().entries;
          for (const [date, text] of acknowledged) {
            const onServer = server.days.get(date)?.text === text || server.delivered.get(date)?.at(-1) === text;
            const waiting = queue.find((entry) => entry.key === `day:${date}`);
            const waitingText = waiting?.change.kind === 'day' ? waiting.change.body.notes[0]?.content : undefined;
            // Either it reached the server, or it waits on the device for the member's choice, never gone.
            expect(onServer || (waiting?.status === 'conflict' && waitingText === text)).toBe(true);
            if (waiting) expect(waiting.status).toBe('conflict');
          }
          expect(queue.filter((entry) => entry.status === 'pending')).toEqual([]);
          // A day another device wrote last is replaced only by the member's explicit Overwrite.
          for (const write of server.replacedElsewhere) expect(write.overwrite).toBe(true);
          await outbox.destroy();
        }),
        { numRuns: 300 },
      );
    },
  );
});
