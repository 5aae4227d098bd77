import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { Random } from '../tennis/demo/prng.js';

export type Surface = 'hard' | 'clay' | 'grass';

/** The surface as the diary's tags and prose name it; a line without one (some team ties) counts as hard. */
export function surfaceOf(entry: CalendarEntry): Surface {
  const surface = entry.Surface.toLowerCase();
  return surface === 'clay' || surface === 'grass' ? surface : 'hard';
}

/**
 * Phrases drawn like cards: each pool is shuffled and dealt out before any phrase comes back, so that months
 * of diary read varied rather than as the same few sentences over and over.
 */
export function proseDecks(random: Random) {
  const decks = new Map<readonly unknown[], unknown[]>();

  function deal<T>(pool: readonly T[]): T {
    let deck = decks.get(pool) as T[] | undefined;
    if (!deck || deck.length === 0) {
      deck = random.shuffle(pool);
      decks.set(pool, deck);
    }
    const card = deck.pop();
    if (card === undefined) throw new Error('deal from an empty pool');
    return card;
  }

  return {
    random,
    deal,
    /** `count` different phrases of one pool (it must hold at least that many). */
    dealDistinct<T>(pool: readonly T[], count: number): T[] {
      const dealt: T[] = [];
      while (dealt.length < count) {
        const card = deal(pool);
        if (!dealt.includes(card)) dealt.push(card);
      }
      return dealt;
    },
    /** An integer from `min` to `max`, both included. */
    between(min: number, max: number): number {
      return min + random.int(max - min + 1);
    },
  };
}

export type ProseDecks = ReturnType<typeof proseDecks>;
