/** How long an early answer may be used: it is for the screen opening now, never for a later visit. */
const FRESH_MS = 10_000;

interface EarlyAnswer {
  answer: Promise<unknown>;
  askedAt: number;
}

/**
 * Answers asked for before the screen that reads them has its code: a first visit straight to a screen
 * otherwise waits for several chunks before its first request even starts. Each answer is handed out once.
 */
export function createEarlyAnswers(request: (path: string) => Promise<unknown>, now: () => number = Date.now) {
  const answers = new Map<string, EarlyAnswer>();
  return {
    ask(path: string): void {
      if (answers.has(path)) return;
      const answer = request(path);
      // A failure is its reader's to report.
      answer.catch(() => undefined);
      answers.set(path, { answer, askedAt: now() });
    },
    /** The early answer to `path` if one was asked for and is still fresh; the caller asks itself otherwise. */
    take<T>(path: string): Promise<T> | undefined {
      const early = answers.get(path);
      answers.delete(path);
      return early && now() - early.askedAt <= FRESH_MS ? (early.answer as Promise<T>) : undefined;
    },
  };
}
