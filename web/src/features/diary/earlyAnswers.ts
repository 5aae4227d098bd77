/** How long an early answer may be used: it is for the screen opening now, never for a later visit. */
const FRESH_MS = 10_000;

interface EarlyAnswer<Answer> {
  answer: Promise<Answer>;
  askedAt: number;
}

/**
 * Answers asked for before the screen that reads them has its code: a first visit straight to a screen
 * otherwise waits for several chunks before its first request even starts. Each answer is handed out once.
 */
export function createEarlyAnswers<Answer>(request: (key: string) => Promise<Answer>, now: () => number = Date.now) {
  const answers = new Map<string, EarlyAnswer<Answer>>();
  return {
    ask(key: string): void {
      if (answers.has(key)) return;
      const answer = request(key);
      // A failure is its reader's to report.
      answer.catch(() => undefined);
      answers.set(key, { answer, askedAt: now() });
    },
    /** The early answer to `key` if one was asked for and is still fresh; the caller asks itself otherwise. */
    take(key: string): Promise<Answer> | undefined {
      const early = answers.get(key);
      answers.delete(key);
      return early && now() - early.askedAt <= FRESH_MS ? early.answer : undefined;
    },
  };
}
