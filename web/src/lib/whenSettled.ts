/** Frames to wait for: the one that shows what was just rendered, and the next, by which it is on screen. */
const FRAMES = 2;

export interface SettleTiming {
  /** How long the page stays quiet after those frames before the task may start. */
  settleMs: number;
  /** The task starts this long after the call at the latest: a hidden tab draws no frames at all. */
  timeoutMs: number;
}

/**
 * For what a screen needs only after its main content shows (the diary's editor code, its calendar's list of
 * days): a quarter of a second after that paint is on screen. Begun within the paint's own frames, such a
 * download counted into Lighthouse's mobile LCP (the diary scored 82–97 in cold runs, 90–98 after), and
 * nobody can aim at the new content that fast. A hidden tab starts it after a second all the same.
 */
export const AFTER_MAIN_PAINT: SettleTiming = { settleMs: 250, timeoutMs: 1000 };

/**
 * Runs `task` once what was just rendered is on screen and the page has settled: two frames drawn, then
 * `settleMs`, then a moment the browser has to spare (the next task in Safari, which has no
 * requestIdleCallback). Returns a function that cancels it. This keeps what `task` starts (a large download,
 * a long evaluation) from delaying the page's main paint; Lighthouse also counts a download begun before
 * that paint into its time, which a start within the paint's own frames did.
 */
export function whenSettled(task: () => void, { settleMs, timeoutMs }: SettleTiming): () => void {
  let cancelStep: () => void = () => undefined;
  let over = false;
  const run = () => {
    if (over) return;
    over = true;
    cancelStep();
    window.clearTimeout(deadline);
    task();
  };
  const deadline = window.setTimeout(run, timeoutMs);

  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(run);
      cancelStep = () => {
        window.cancelIdleCallback(idle);
      };
    } else {
      const next = window.setTimeout(run, 0);
      cancelStep = () => {
        window.clearTimeout(next);
      };
    }
  };
  const afterFrames = (left: number) => {
    if (left === 0) {
      const settle = window.setTimeout(whenIdle, settleMs);
      cancelStep = () => {
        window.clearTimeout(settle);
      };
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      afterFrames(left - 1);
    });
    cancelStep = () => {
      window.cancelAnimationFrame(frame);
    };
  };
  afterFrames(FRAMES);

  return () => {
    over = true;
    cancelStep();
    window.clearTimeout(deadline);
  };
}
