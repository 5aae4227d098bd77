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
  /**
   * `writer`: whose tabs the day holds, for the overwrite check below. The device's once it stored them, and also
   * once a 409 answered it with the day holding the very tabs it sent: the queue then takes that version as the base
   * of the member's later edits (an "already sent" answer, outbox.ts), so a later save from it replaces only the
   * member's own tabs, never a version the member has not seen.
   */
  readonly days = new Map<string, { version: number; text: string; writer: 'device' | 'elsewhere' }>();
  online = true;
  /** The request reaches the server and is stored, but its answer never comes back (the connection dropped). */
  answersLost = false;
  /** Every write from the device that replaced a day another device had written last, and whether it said overwrite. */
  readonly replacedElsewhere: { date: string; overwrite: boolean }[] = [];
  /**
   * Every text of the device's the server held when it answered, per day: stored by this send, or already there when
   * a 409 came back with the very tabs sent (another device wrote the same, or an earlier send's answer was lost).
   * Either way the member's edit reached the server; a later change made elsewhere may replace it, which is no loss.
   */
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
    const text = notes[0]?.content ?? '';
    if (!overwrite && baseVersion !== version) {
      // A 409 whose day holds the very tabs sent means the member's edit is on the server at that version, whoever
      // stored it, and the queue rightly takes it as sent (a conflict dialog would offer two equal copies, and its
      // Overwrite could replace a later change made elsewhere). The model counted only its own stores as delivered,
      // so such an edit, replaced later elsewhere, looked lost (CI seed -821227730). The member's edits here are one
      // tab, 'Tab 1', no tags or image, as the stored day's: the same text is the same tabs.
      if (day && notes.length === 1 && day.text === text) {
        day.writer = 'device';
        this.delivered.set(date, [...(this.delivered.get(date) ?? []), text]);
      }
      return { outcome: 'conflict', current: this.current(date) };
    }
    if (day?.writer === 'elsewhere') this.replacedElsewhere.push({ date, overwrite });
    this.days.set(date, { version: version + 1, text, writer: 'device' });
    this.delivered.set(date, [...(this.delivered.get(date) ?? []), text]);
    if (this.answersLost) return { outcome: 'unreachable' };
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
  fc.record({ type: fc.constant('answersLost' as const), lost: fc.boolean() }),
  fc.record({ type: fc.constant('startSync' as const) }),
  fc.record({ type: fc.constant('awaitSyncs' as const) }),
  fc.record({ type: fc.constant('reload' as const) }),
  fc.record({ type: fc.constant('keepMine' as const), date: fc.constantFrom(...DATES) }),
);

type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

let run = 0;

/** Never loses an edit stored on the device, and never overwrites a newer server version unasked. */
const queueKeepsEveryEdit = fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
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
      case 'answersLost':
        server.answersLost = step.lost;
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
        const entry = outbox.snapshot().entries.find((e) => e.key === `day:${step.date}` && e.status === 'conflict');
        const mine = acknowledged.get(step.date);
        if (entry && mine !== undefined) await save(step.date, mine, true);
        break;
      }
    }
  }

  await Promise.all(syncs);
  server.online = true;
  server.answersLost = false;
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
});

/** Runs the property on these command lists only, in this order. */
const runExamples = (...examples: Command[][]) =>
  fc.assert(queueKeepsEveryEdit, { examples: examples.map((commands) => [commands]), numRuns: examples.length });

describe('the offline queue, under random edits, reloads, network loss and changes made elsewhere', () => {
  // A failure prints fast-check's seed and path; `fc.assert(queueKeepsEveryEdit, { seed, path })` replays it.
  it('never loses an edit stored on the device, and never overwrites a newer server version unasked', async () => {
    await fc.assert(queueKeepsEveryEdit, { numRuns: 300 });
  });

  // Found by the random runs in CI (seed -821227730, path 292:2:0:3:4:7:9:11:11:11), written out here because a
  // change to the commands makes that seed and path replay another case. The sync's 409 shows the day
  // holding the member's very tabs (another device wrote the same), so the queue takes the edit as sent; the later
  // write elsewhere replaces it, which is no loss.
  it('counts an edit as on the server when a 409 shows the day already holding it, though another device then changes the day', async () => {
    await runExamples([
      { type: 'elsewhere', date: '2026-11-20', text: '' },
      { type: 'edit', date: '2026-11-20', text: '' },
      { type: 'startSync' },
      { type: 'awaitSyncs' },
      { type: 'elsewhere', date: '2026-11-20', text: ' ' },
    ]);
  });

  // The same 409 gives the page the stored version as the base of its next edits: the next save replaces the
  // member's own tabs at that version, not another device's newer ones, so it needs no Overwrite.
  it("sends the next edit without Overwrite after a 409 showed the day already holding the member's tabs", async () => {
    await runExamples([
      { type: 'elsewhere', date: '2026-11-20', text: '' },
      { type: 'edit', date: '2026-11-20', text: '' },
      { type: 'startSync' },
      { type: 'awaitSyncs' },
      { type: 'edit', date: '2026-11-20', text: 'x' },
    ]);
  });
});
