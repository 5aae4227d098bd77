import { SEARCH_FILTERS, type SearchFilterName } from '@baseline/contract/limits';

export interface SearchHelpEntry {
  /** What to type, as the search reads it. */
  example: string;
  meaning: string;
}

/** What each filter of the contract finds: a filter added there must be explained here (the type says so). */
const FILTER_MEANINGS: Record<SearchFilterName, string> = {
  tag: 'tabs with this tag',
  player: 'mentions of and notes on a player',
  event: 'mentions of and notes at a tournament',
  in: 'diary tabs only (in:players: player notes only; in:charts: charted matches only)',
  from: 'on or after a day',
  to: 'on or before a day',
};

/** The query language in a few lines, shown beside the box: plain words first, then every filter. */
export const SEARCH_HELP: readonly SearchHelpEntry[] = [
  { example: 'serve clay', meaning: 'every word, in any order' },
  { example: '"second serve"', meaning: 'these words together' },
  { example: '-indoor', meaning: 'leave out a word' },
  { example: 'serve OR return', meaning: 'either one' },
  ...Object.entries(SEARCH_FILTERS).flatMap(([name, example]) => {
    const entry = { example, meaning: FILTER_MEANINGS[name as SearchFilterName] };
    return name === 'tag' ? [entry, { example: `-${example}`, meaning: 'tabs without this tag' }] : [entry];
  }),
];
