import type { NoteTabInput } from '@baseline/contract';

/** One day of the demo diary, as the editor would save it. */
export interface DemoDay {
  date: string;
  notes: NoteTabInput[];
}

interface Event {
  name: string;
  surface: 'hard' | 'clay' | 'grass' | 'indoor';
}

/** The tour's calendar, two events a month (first half, second half); December is the off-season. */
const SEASON: readonly (readonly [Event, Event] | undefined)[] = [
  [
    { name: 'Brisbane International', surface: 'hard' },
    { name: 'Australian Open', surface: 'hard' },
  ],
  [
    { name: 'Rotterdam Open', surface: 'indoor' },
    { name: 'Dubai Championships', surface: 'hard' },
  ],
  [
    { name: 'Indian Wells', surface: 'hard' },
    { name: 'Miami Open', surface: 'hard' },
  ],
  [
    { name: 'Monte-Carlo Masters', surface: 'clay' },
    { name: 'Barcelona Open', surface: 'clay' },
  ],
  [
    { name: 'Madrid Open', surface: 'clay' },
    { name: 'Internazionali d’Italia', surface: 'clay' },
  ],
  [
    { name: 'Roland Garros', surface: 'clay' },
    { name: 'Queen’s Club', surface: 'grass' },
  ],
  [
    { name: 'Wimbledon', surface: 'grass' },
    { name: 'Hamburg Open', surface: 'clay' },
  ],
  [
    { name: 'Canadian Open', surface: 'hard' },
    { name: 'Cincinnati Open', surface: 'hard' },
  ],
  [
    { name: 'US Open', surface: 'hard' },
    { name: 'Laver Cup', surface: 'indoor' },
  ],
  [
    { name: 'Shanghai Masters', surface: 'hard' },
    { name: 'Swiss Indoors Basel', surface: 'indoor' },
  ],
  [
    { name: 'Paris Masters', surface: 'indoor' },
    { name: 'ATP Finals', surface: 'indoor' },
  ],
  undefined,
];

const PLAYERS = ['Sinner', 'Alcaraz', 'Djokovic', 'Zverev', 'Fritz', 'Draper', 'de Minaur', 'Shelton', 'Fonseca'];
const ROUNDS = ['R32', 'R16', 'quarter-final', 'semi-final', 'final'];

const MATCH_NOTES = [
  'Won the longest rallies by going <strong>through the middle</strong>, not for the lines.',
  'Second-serve returns from well behind the baseline: bought time, gave away court position.',
  'The drop shot came out at <em>deuce</em> every time. Predictable by the third set.',
  'Held serve with the body serve on big points; barely hit the T after 4-4.',
  'Forehand inside-in was the pattern of the match: <strong>12 winners</strong> from that side.',
  'Stopped moving forward after the first set. Net points dropped from 14 to 3.',
  'Wind from the south end made the high kick on the deuce side almost unreturnable.',
  'Backhand down the line only when pulled wide; otherwise it was cross-court all day.',
];
const STRENGTHS = [
  'First-strike forehand after a wide serve on the deuce side',
  'Backhand return takes the ball early and <em>very</em> flat',
  'Covers the drop shot better than anyone on tour',
  'Serve +1 is almost always to the open court',
  'Slice backhand stays low on grass and quick hard courts',
  'Plays the big points with more margin, not less',
];
const TO_TEST = [
  'High balls to the backhand on clay: he chips them back short',
  'Serve into the body on the ad side',
  'Long rallies early in the match: the fitness looks fine, the patience does not',
  'Second serve under pressure: double faults cluster at 30-40',
  'Net rushes behind the slice approach',
];
const QUOTES = [
  'If you give him a rhythm, you give him the match.',
  'Make him hit one more ball, and then another.',
  'The scoreboard is not the opponent.',
  'Serve big on the big points, and live with it.',
];
const DRILLS: readonly [topic: string, drill: string][] = [
  ['serve', 'second serves to the backhand corner'],
  ['serve', 'kick serve on the ad side, then serve +1 forehand'],
  ['return', 'block returns against a coach serving from the service line'],
  ['footwork', 'recovery steps after the wide forehand'],
  ['forehand', 'inside-out forehands to a target towel'],
  ['backhand', 'backhand down the line from a neutral ball'],
];
const TRAINING_NOTES = [
  'The toss drifted to the right whenever he was tired: worth watching in long matches.',
  'Coach kept calling for <em>earlier contact</em>; the difference was visible after ten minutes.',
  'Finished with <strong>twenty minutes of points</strong> starting from second serves only.',
  'Lots of laughing on court. Looked relaxed for someone playing tomorrow.',
  'Hit with a left-hander to prepare for the next round.',
];

/** A small, fixed pseudo-random sequence (mulberry32), so every seeded demo reads the same. */
function randomFrom(seed: number) {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const pickTwo = <T>(items: readonly T[]): [T, T] => {
    const first = pick(items);
    return [first, pick(items.filter((item) => item !== first))];
  };
  return { next, pick, pickTwo };
}

type Random = ReturnType<typeof randomFrom>;

function eventOn(date: Date): Event | undefined {
  return SEASON[date.getUTCMonth()]?.[date.getUTCDate() <= 15 ? 0 : 1];
}

/** An event's rounds follow each other over its half month: R32 first, the final last. */
function roundOn(date: Date): string {
  const dayOfEvent = (date.getUTCDate() - 1) % 15;
  return ROUNDS[Math.min(ROUNDS.length - 1, Math.floor(dayOfEvent / 3))] ?? 'final';
}

function matchTab(random: Random, event: Event, round: string): NoteTabInput {
  const [winner, loser] = random.pickTwo(PLAYERS);
  const score = random.pick(['6-4 7-6(5)', '7-5 3-6 6-3', '6-2 6-4', '4-6 7-6(3) 6-4', '6-3 6-7(4) 7-6(8)']);
  const [first, second] = random.pickTwo(MATCH_NOTES);
  return {
    title: `${winner} v ${loser}, ${round}`,
    content:
      `<h2>${winner} v ${loser}</h2><p><strong>${winner}</strong> won ${score} in the ${round} at the ${event.name}.</p>` +
      `<ul><li><p>First serves in: <strong>${55 + Math.floor(random.next() * 20)}%</strong></p></li>` +
      `<li><p>${first}</p></li><li><p>${second}</p></li></ul>`,
    tags: [event.surface, 'match', winner, loser],
  };
}

function scoutingTab(random: Random, event: Event | undefined): NoteTabInput {
  const player = random.pick(PLAYERS);
  const [strength, other] = random.pickTwo(STRENGTHS);
  return {
    title: `Scouting: ${player}`,
    content:
      `<h2>Scouting: ${player}</h2><h3>Strengths</h3><ul><li><p>${strength}</p></li><li><p>${other}</p></li></ul>` +
      `<h3>To test</h3><ul><li><p>${random.pick(TO_TEST)}</p></li></ul>` +
      `<blockquote><p>${random.pick(QUOTES)}</p></blockquote>`,
    tags: ['scouting', player, ...(event ? [event.surface] : [])],
  };
}

function trainingTab(random: Random, event: Event | undefined): NoteTabInput {
  const player = random.pick(PLAYERS);
  const [topic, drill] = random.pick(DRILLS);
  const [first, second] = random.pickTwo(TRAINING_NOTES);
  return {
    title: event ? `Practice court, ${event.name}` : 'Off-season block',
    content:
      `<p>${player} spent ${30 + Math.floor(random.next() * 60)} minutes on <strong>${drill}</strong>.</p>` +
      `<p>${first}<br>${second}</p>`,
    tags: ['training', topic, player],
  };
}

/**
 * A season's diary for the demo user: about one day in three over the `days` before `today`, with match
 * notes during events, scouting before them and training throughout; some days hold two or three tabs.
 */
export function demoDiary(today: Date, days = 120): DemoDay[] {
  const random = randomFrom(20_260_705);
  const diary: DemoDay[] = [];
  for (let back = days; back >= 0; back -= 2 + Math.floor(random.next() * 3)) {
    const date = new Date(today.getTime() - back * 86_400_000);
    const event = eventOn(date);
    const tabs = random.next() < 0.6 ? 1 : random.next() < 0.7 ? 2 : 3;
    const notes = Array.from({ length: tabs }, (_, index) => {
      if (index === 0 && event) return matchTab(random, event, roundOn(date));
      return random.next() < 0.5 ? scoutingTab(random, event) : trainingTab(random, event);
    });
    diary.push({ date: date.toISOString().slice(0, 10), notes });
  }
  return diary;
}
