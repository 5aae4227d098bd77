import 'fake-indexeddb/auto';
import type { ChartInput, DiaryDayResponse, NoteTab, SaveDiaryBody, StoredChart } from '@baseline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepBothTabs } from '../../diary/state/keepBoth';
import type { Change, ChartChange } from './changes';
import { createOutbox, type Outbox, type SendResult } from './outbox';
import { openOutboxStorage } from './outboxDb';
import { EMPTY_CHART } from '../../charts/test/emptyChart';

const DATES = ['2026-11-20', '2026-11-21', '2026-11-22'] as const;
type Day = (typeof DATES)[number];
const CHART_IDS = ['chart-a', 'chart-b'] as const;

/** A chart as the model writes it: everything fixed but the match's note, which stands for all the member wrote. */
const chartWith = (note: string): ChartInput => ({ ...EMPTY_CHART, note });

/** A day's tabs as the model keeps them: titles and text (no tags or images), compared as one string. */
type Tabs = readonly Pick<NoteTab, 'title' | 'content'>[];
const oneTab = (text: string): Tabs => [{ title: 'Tab 1', content: text }];
const tabsKey = (tabs: Tabs): string => JSON.stringify(tabs.map(({ title, content }) => [title, content]));
const asNotes = (tabs: Tabs): NoteTab[] =>
  tabs.map(({ title, content }) => ({ title, content, tags: [], image: null }));

/** The server's diary as the real one keeps it: a version per day, and a 409 with the day when the base is not it. */
class ModelServer {
  /**
   * `writer`: whose tabs the day holds, for the overwrite check below. The device's once it stored them, and also
   * once a 409 answered it with the day holding the very tabs it sent: the queue then takes that version as the base
   * of the member's later edits (an "already sent" answer, outbox.ts), so a later save from it replaces only the
   * member's own tabs, never a version the member has not seen.
   */
  readonly days = new Map<string, { version: number; tabs: Tabs; writer: 'device' | 'elsewhere' }>();
  online = true;
  /** The request reaches the server and is stored, but its answer never comes back (the connection dropped). */
  answersLost = false;
  /**
   * Every write from the device that replaced a day another device had written last: whether it said overwrite, and
   * whether it kept every tab of that day (Keep both).
   */
  readonly replacedElsewhere: { date: string; overwrite: boolean; keptTheirs: boolean }[] = [];
  /**
   * Every text of the device's the server held when it answered, per day: stored by this send, or already there when
   * a 409 came back with the very tabs sent (another device wrote the same, or an earlier send's answer was lost).
   * Either way the member's edit reached the server; a later change made elsewhere may replace it, which is no loss.
   */
  readonly delivered = new Map<string, string[]>();

  /** The charts, kept like the days: a version each, and a 409 with the stored chart when the base is not it. */
  readonly charts = new Map<string, { version: number; note: string; writer: 'device' | 'elsewhere' }>();
  readonly chartsReplacedElsewhere: { chartId: string; overwrite: boolean }[] = [];
  readonly chartsDelivered = new Map<string, string[]>();

  storedChart(chartId: string): StoredChart {
    const chart = this.charts.get(chartId);
    const meta = { id: chartId, createdAt: '', updatedAt: '', score: '0-0', winner: null };
    return { ...chartWith(chart?.note ?? ''), ...meta, version: chart?.version ?? 0 };
  }

  writeChartElsewhere(chartId: string, note: string) {
    const version = (this.charts.get(chartId)?.version ?? 0) + 1;
    this.charts.set(chartId, { version, note, writer: 'elsewhere' });
  }

  private deliverChart(chartId: string, note: string) {
    this.chartsDelivered.set(chartId, [...(this.chartsDelivered.get(chartId) ?? []), note]);
  }

  sendChart({ chartId, body }: ChartChange): SendResult {
    const { baseVersion, overwrite = false, chart } = body;
    const stored = this.charts.get(chartId);
    const version = stored?.version ?? 0;
    if (!overwrite && baseVersion !== version) {
      // The stored chart is the very one sent: the member's points are on the server, as with a day's tabs.
      if (stored?.note === chart.note) {
        stored.writer = 'device';
        this.deliverChart(chartId, chart.note);
      }
      return { outcome: 'chartConflict', current: this.storedChart(chartId) };
    }
    if (stored?.writer === 'elsewhere') this.chartsReplacedElsewhere.push({ chartId, overwrite });
    this.charts.set(chartId, { version: version + 1, note: chart.note, writer: 'device' });
    this.deliverChart(chartId, chart.note);
    if (this.answersLost) return { outcome: 'unreachable' };
    return { outcome: 'sent', version: version + 1 };
  }

  current(date: string): DiaryDayResponse {
    const day = this.days.get(date);
    return {
      date,
      version: day?.version ?? 0,
      notes: day ? asNotes(day.tabs) : [],
    };
  }

  writeElsewhere(date: string, text: string) {
    const version = (this.days.get(date)?.version ?? 0) + 1;
    this.days.set(date, { version, tabs: oneTab(text), writer: 'elsewhere' });
  }

  async send(change: Change): Promise<SendResult> {
    // A request takes a while, so edits, reloads and other syncs interleave with it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!this.online) return { outcome: 'unreachable' };
    if (change.kind === 'chart') return this.sendChart(change);
    if (change.kind !== 'day') return { outcome: 'sent' };
    const { date, baseVersion = 0, overwrite = false, notes } = change.body;
    const day = this.days.get(date);
    const version = day?.version ?? 0;
    const text = tabsKey(notes.map(({ title = '', content }) => ({ title, content })));
    if (!overwrite && baseVersion !== version) {
      // A 409 whose day holds the very tabs sent means the member's edit is on the server at that version, whoever
      // stored it, and the queue rightly takes it as sent (a conflict dialog would offer two equal copies, and its
      // Overwrite could replace a later change made elsewhere). The model counted only its own stores as delivered,
      // so such an edit, replaced later elsewhere, looked lost (CI seed -821227730). The model's tabs have no tags
      // or images: the same titles and text are the same tabs.
      if (day && tabsKey(day.tabs) === text) {
        day.writer = 'device';
        this.delivered.set(date, [...(this.delivered.get(date) ?? []), text]);
      }
      return { outcome: 'conflict', current: this.current(date) };
    }
    if (day?.writer === 'elsewhere') {
      const keptTheirs = day.tabs.every((theirs) => notes.some((tab) => tab.content === theirs.content));
      this.replacedElsewhere.push({ date, overwrite, keptTheirs });
    }
    this.days.set(date, {
      version: version + 1,
      tabs: notes.map(({ title = '', content }) => ({ title, content })),
      writer: 'device',
    });
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
  fc.record({ type: fc.constant('keepBoth' as const), date: fc.constantFrom(...DATES) }),
  fc.record({
    type: fc.constant('chartEdit' as const),
    chart: fc.constantFrom(...CHART_IDS),
    text: fc.string({ maxLength: 6 }),
  }),
  fc.record({
    type: fc.constant('chartElsewhere' as const),
    chart: fc.constantFrom(...CHART_IDS),
    text: fc.string({ maxLength: 6 }),
  }),
  fc.record({ type: fc.constant('chartKeepMine' as const), chart: fc.constantFrom(...CHART_IDS) }),
  fc.record({ type: fc.constant('chartKeepBoth' as const), chart: fc.constantFrom(...CHART_IDS) }),
);

type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

let run = 0;

/**
 * Never loses an edit stored on the device, and never overwrites a newer server version unasked: days and charts
 * alike (a chart's Keep both saves the device's chart under a new id, leaving the stored one as it is).
 */
const queueKeepsEveryEdit = fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
  run += 1;
  const userId = `member-${run}`;
  const server = new ModelServer();
  const lock = browserLock();
  // What the page knows of each day: the version its edits are based on, as the diary keeps it.
  const pageVersion = new Map<Day, number>();
  // The last tabs the device said were saved, per day: they must end on the server or wait in the queue.
  const acknowledged = new Map<Day, Tabs>();
  // The same for charts, by id: the version the recording page holds, and the last chart it said was kept.
  const chartVersion = new Map<string, number>();
  const acknowledgedCharts = new Map<string, string>();
  let keptBoth = 0;
  const syncs: Promise<unknown>[] = [];

  const open = (): Outbox => {
    const outbox = createOutbox({
      storage: openOutboxStorage(userId),
      send: (change) => server.send(change),
      exclusively: lock,
    });
    outbox.onSynced(({ change, version }) => {
      if (change.kind === 'day' && version !== undefined) pageVersion.set(change.body.date as Day, version);
      if (change.kind === 'chart' && version !== undefined) chartVersion.set(change.chartId, version);
    });
    return outbox;
  };
  let outbox = open();
  await outbox.refresh();

  const save = async (date: Day, tabs: Tabs, overwrite = false) => {
    const body: SaveDiaryBody = {
      date,
      notes: tabs.map(({ title, content }) => ({ title, content, tags: [] })),
      baseVersion: pageVersion.get(date) ?? 0,
      ...(overwrite ? { overwrite } : {}),
    };
    await outbox.enqueue({ kind: 'day', body });
    acknowledged.set(date, tabs);
  };
  const conflictOn = (date: Day) =>
    outbox.snapshot().entries.find((e) => e.key === `day:${date}` && e.status === 'conflict');
  const saveChart = async (chartId: string, note: string, overwrite = false) => {
    const baseVersion = chartVersion.get(chartId) ?? 0;
    const body = { chart: chartWith(note), baseVersion, ...(overwrite ? { overwrite } : {}) };
    await outbox.enqueue({ kind: 'chart', chartId, body });
    acknowledgedCharts.set(chartId, note);
  };
  const chartConflictOn = (chartId: string) =>
    outbox.snapshot().entries.find((e) => e.key === `chart:${chartId}` && e.status === 'conflict');

  for (const step of commands) {
    switch (step.type) {
      case 'edit':
        await save(step.date, oneTab(step.text));
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
        const mine = acknowledged.get(step.date);
        if (conflictOn(step.date) && mine !== undefined) await save(step.date, mine, true);
        break;
      }
      case 'keepBoth': {
        // The conflict dialog's Keep both: the stored tabs, then the member's, saved over the version the 409 showed.
        const stored = conflictOn(step.date)?.current;
        const mine = acknowledged.get(step.date);
        if (!stored || mine === undefined) break;
        const both = keepBothTabs(stored.notes, asNotes(mine));
        for (const tab of [...stored.notes, ...mine]) {
          expect(both.some((kept) => kept.content === tab.content)).toBe(true);
        }
        pageVersion.set(step.date, stored.version);
        await save(step.date, both);
        break;
      }
      case 'chartEdit':
        await saveChart(step.chart, step.text);
        break;
      case 'chartElsewhere':
        server.writeChartElsewhere(step.chart, step.text);
        break;
      case 'chartKeepMine': {
        const mine = acknowledgedCharts.get(step.chart);
        if (chartConflictOn(step.chart) && mine !== undefined) await saveChart(step.chart, mine, true);
        break;
      }
      case 'chartKeepBoth': {
        // The chart's Keep both: the device's chart saved under a new id, the stored one opened under the old.
        const conflict = chartConflictOn(step.chart);
        const mine = acknowledgedCharts.get(step.chart);
        if (!conflict?.currentChart || mine === undefined) break;
        keptBoth += 1;
        await saveChart(`${step.chart}-kept-${String(keptBoth)}`, mine);
        await outbox.discard(conflict.seq);
        acknowledgedCharts.delete(step.chart);
        chartVersion.set(step.chart, conflict.currentChart.version);
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
  for (const [date, tabs] of acknowledged) {
    const text = tabsKey(tabs);
    const stored = server.days.get(date);
    const onServer = (stored && tabsKey(stored.tabs) === text) || server.delivered.get(date)?.at(-1) === text;
    const waiting = queue.find((entry) => entry.key === `day:${date}`);
    const waitingText =
      waiting?.change.kind === 'day'
        ? tabsKey(waiting.change.body.notes.map(({ title = '', content }) => ({ title, content })))
        : undefined;
    // Either it reached the server, or it waits on the device for the member's choice, never gone.
    expect(onServer || (waiting?.status === 'conflict' && waitingText === text)).toBe(true);
    if (waiting) expect(waiting.status).toBe('conflict');
  }
  for (const [chartId, note] of acknowledgedCharts) {
    const onServer = server.charts.get(chartId)?.note === note || server.chartsDelivered.get(chartId)?.at(-1) === note;
    const waiting = queue.find((entry) => entry.key === `chart:${chartId}`);
    const waitingNote = waiting?.change.kind === 'chart' ? waiting.change.body.chart.note : undefined;
    expect(onServer || (waiting?.status === 'conflict' && waitingNote === note)).toBe(true);
    if (waiting) expect(waiting.status).toBe('conflict');
  }
  // A chart another device wrote last is replaced only by the member's Overwrite.
  for (const write of server.chartsReplacedElsewhere) expect(write.overwrite).toBe(true);
  expect(queue.filter((entry) => entry.status === 'pending')).toEqual([]);
  // A day another device wrote last is replaced only by the member's explicit Overwrite, or kept whole in Keep both.
  for (const write of server.replacedElsewhere) expect(write.overwrite || write.keptTheirs).toBe(true);
  await outbox.destroy();
});

/** Runs the property on these command lists only, in this order. */
const runExamples = (...examples: Command[][]) =>
  fc.assert(queueKeepsEveryEdit, { examples: examples.map((commands) => [commands]), numRuns: examples.length });

describe('the offline queue, under random edits, reloads, network loss and changes made elsewhere', () => {
  // Issue 31: device A saves a day offline, device B saves it online, A comes back and keeps both.
  it("keeps both devices' text when the member answers a conflict with Keep both", async () => {
    await runExamples([
      { type: 'network', online: false },
      { type: 'edit', date: '2026-11-20', text: 'A' },
      { type: 'elsewhere', date: '2026-11-20', text: 'B' },
      { type: 'network', online: true },
      { type: 'startSync' },
      { type: 'awaitSyncs' },
      { type: 'keepBoth', date: '2026-11-20' },
    ]);
  });

  // A chart recorded offline while another device saved the same chart: the member keeps both, under two ids.
  it('keeps both charts when the member answers a chart changed elsewhere with Keep both', async () => {
    await runExamples([
      { type: 'network', online: false },
      { type: 'chartEdit', chart: 'chart-a', text: 'A' },
      { type: 'chartElsewhere', chart: 'chart-a', text: 'B' },
      { type: 'network', online: true },
      { type: 'startSync' },
      { type: 'awaitSyncs' },
      { type: 'chartKeepBoth', chart: 'chart-a' },
    ]);
  });

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
