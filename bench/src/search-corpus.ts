/**
 * The search bench's diary: tennis notes as a coach writes them, deterministic (one seed, one corpus), about
 * 450 words a tab. Words follow a Zipf law over a vocabulary of tennis terms and filler, so a few are on every
 * tab and most on few, as in real text; the searched words are among the common ones.
 */

const TENNIS = (
  'serve return forehand backhand volley smash lob slice drop shot rally net baseline court clay grass hard ' +
  'indoor second first double fault ace break point game set match tiebreak deuce advantage love hold ' +
  'kick flat topspin wide body tee ad deuce-court crosscourt line inside-out approach passing footwork ' +
  'split step recovery lefty righty heavy short deep angle pace spin rhythm timing toss grip racket strings ' +
  'tension shoes wind sun heat rain roof night session practice drill warmup cooldown fitness coach player ' +
  'opponent draw seed qualifier wildcard lucky loser round quarterfinal semifinal final title ranking points ' +
  'defence attack pressure nerves confidence focus routine towel ball kid umpire challenge hawkeye review'
).split(' ');
const FILLER = (
  'the a and to of in on at with for from was were is be been had has have he she they we it this that ' +
  'then when after before again still very more less much few good bad better worse best well early late ' +
  'today yesterday tomorrow always never often sometimes looked felt seemed kept made took gave showed tried'
).split(' ');

/** A vocabulary of `size` words: the tennis terms and filler, then made-up words (rare names, places, slang). */
function vocabulary(size: number): string[] {
  const words = [...FILLER, ...TENNIS];
  const syllables = ['ka', 'ro', 'mi', 'tes', 'vo', 'lan', 'dri', 'qu', 'zen', 'pa', 'li', 'nor', 'sta', 'ge'];
  for (let n = 0; words.length < size; n += 1) {
    const [a, b, c] = [n % 14, Math.floor(n / 14) % 14, Math.floor(n / 196) % 14];
    words.push(`${syllables[a]}${syllables[b]}${syllables[c]}${n > 2744 ? String(n % 97) : ''}`);
  }
  return words;
}

const WORDS = vocabulary(6_000);
/** Cumulative Zipf weights (s = 1) over WORDS, for drawing a word by a uniform number. */
const CUMULATIVE = (() => {
  let sum = 0;
  return WORDS.map((_, rank) => (sum += 1 / (rank + 1)));
})();

/** mulberry32: a small, fast, seedable generator; the corpus is the same on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A word of the corpus, drawn by its Zipf weight. */
export function word(next: () => number): string {
  const target = next() * (CUMULATIVE[CUMULATIVE.length - 1] ?? 1);
  let [low, high] = [0, CUMULATIVE.length - 1];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((CUMULATIVE[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return WORDS[low] ?? 'serve';
}

export const WORDS_PER_TAB = 450;
const TAGS = ['practice', 'match', 'scouting', 'clay', 'grass', 'hard', 'serve', 'return', 'fitness', 'video'];

/** One tab of editor HTML: paragraphs of about 45 words, with now and then a bold phrase. */
export function corpusTab(seed: number): { title: string; content: string; tags: string[] } {
  const next = random(seed);
  const paragraphs: string[] = [];
  for (let written = 0; written < WORDS_PER_TAB; written += 45) {
    const words = Array.from({ length: 45 }, () => word(next));
    if (next() < 0.3) words[3] = `<strong>${words[3] ?? ''}</strong>`;
    paragraphs.push(`<p>${words.join(' ')}.</p>`);
  }
  const tags = [TAGS[seed % TAGS.length] ?? 'practice', TAGS[(seed >> 3) % TAGS.length] ?? 'match'];
  return { title: `${word(next)} ${word(next)}`, content: paragraphs.join(''), tags: [...new Set(tags)] };
}
