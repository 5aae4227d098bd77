import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './whenSettled';

const TIMING = { settleMs: 250, timeoutMs: 1000 };

/** A browser whose frames and idle moments come only when the test says so; timers are vitest's. */
function scriptedBrowser({ hasIdleCallback = true } = {}) {
  const frames = new Map<number, () => void>();
  const idles = new Map<number, () => void>();
  let nextId = 1;
  const queue = (callbacks: Map<number, () => void>, callback: () => void) => {
    const id = nextId++;
    callbacks.set(id, callback);
    return id;
  };
  vi.stubGlobal('window', {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => {
      clearTimeout(id);
    },
    requestAnimationFrame: (callback: () => void) => queue(frames, callback),
    cancelAnimationFrame: (id: number) => frames.delete(id),
    ...(hasIdleCallback
      ? {
          requestIdleCallback: (callback: () => void) => queue(idles, callback),
          cancelIdleCallback: (id: number) => {
            idles.delete(id);
          },
        }
      : {}),
  });
  const runAll = (callbacks: Map<number, () => void>) => {
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) callback();
  };
  return {
    drawFrame: () => {
      runAll(frames);
    },
    beIdle: () => {
      runAll(idles);
    },
  };
}

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task after two frames, the settling time and an idle moment, in that order, and only once', () => {
    const browser = scriptedBrowser();
    const task = vi.fn();
    whenSettled(task, TIMING);
    browser.beIdle();
    browser.drawFrame();
    browser.beIdle();
    vi.advanceTimersByTime(300);
    expect(task).not.toHaveBeenCalled();
    browser.drawFrame();
    browser.beIdle();
    vi.advanceTimersByTime(249);
    browser.beIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    browser.beIdle();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at the time limit where no frame is drawn (a hidden tab), and only once', () => {
    const browser = scriptedBrowser();
    const task = vi.fn();
    whenSettled(task, TIMING);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    browser.drawFrame();
    browser.drawFrame();
    browser.beIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task in the next task after settling where the browser has no idle callback', () => {
    const browser = scriptedBrowser({ hasIdleCallback: false });
    const task = vi.fn();
    whenSettled(task, TIMING);
    browser.drawFrame();
    browser.drawFrame();
    vi.advanceTimersByTime(250);
    expect(task).not.toHaveBeenCalled();
    // A zero delay is a millisecond for Node's timers, which vitest's fake ones follow.
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task, whether it waited for a frame, to settle or for an idle moment', () => {
    const browser = scriptedBrowser();
    const waitingForFrame = vi.fn();
    whenSettled(waitingForFrame, TIMING)();
    const settling = vi.fn();
    const cancelSettling = whenSettled(settling, TIMING);
    const waitingForIdle = vi.fn();
    const cancelWaitingForIdle = whenSettled(waitingForIdle, TIMING);
    browser.drawFrame();
    browser.drawFrame();
    cancelSettling();
    vi.advanceTimersByTime(250);
    cancelWaitingForIdle();
    browser.drawFrame();
    browser.beIdle();
    vi.advanceTimersByTime(2000);
    expect(waitingForFrame).not.toHaveBeenCalled();
    expect(settling).not.toHaveBeenCalled();
    expect(waitingForIdle).not.toHaveBeenCalled();
  });
});
