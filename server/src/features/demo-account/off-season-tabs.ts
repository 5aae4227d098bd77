import type { NoteTabInput } from '@baseline/contract';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { PlayedMatch } from './demo-calendar.js';
import { roundPhrase, scoreOf } from './match-story.js';
import { playerMention, tournamentMention } from './mention-html.js';
import type { ProseDecks } from './prose-decks.js';

const VIDEO_NOTES: readonly string[] = [
  'Went through every second-serve return point: chipped in the first set, attacked almost all of them in the last.',
  'Paused on each break point: the serve went to the body or the T every time, never wide.',
  'Court position tells the story: after the first hour the winner returned a metre further inside the baseline.',
  'Slowed down the forehand frames: the racket face closes earlier than last season; more spin, less pace.',
  'Counted the drop shots: eleven, nine of them from the backhand side, all after a long cross-court exchange.',
  'The changeovers are worth watching too: towel, water, the same notes read every time. Very calm.',
  'Charted the serve +1: two thirds of the first balls after a first serve went to the forehand corner.',
  'Compared the first and the last set: the return position moved, the serve pattern never did.',
];

/** A day between events: the video of a late match of a recent tour event. */
export function videoTab(decks: ProseDecks, entry: CalendarEntry, match: PlayedMatch): NoteTabInput {
  return {
    title: `Video: ${match.winner.LastName} v ${match.loser.LastName}`,
    content:
      `<p>Video session on ${playerMention(match.winner)} against ${playerMention(match.loser)} ` +
      `in ${roundPhrase(match.roundName)} at ${tournamentMention(entry)} (${scoreOf(match)}).</p>` +
      `<p>${decks.deal(VIDEO_NOTES)}</p>`,
    tags: ['video', match.winner.LastName, match.loser.LastName],
  };
}

const REVIEW_COMMENTS: readonly string[] = [
  'Worth building next season’s scouting files around these finalists first.',
  'Next: one file per finalist, brought up to date before the first event of the new season.',
  'The players to prepare for are on this list; the surprises came earlier in the draws.',
];

/** The season so far in its biggest finals, each with its tournament and both finalists mentioned. */
export function seasonReviewTab(
  decks: ProseDecks,
  year: number,
  finals: readonly { entry: CalendarEntry; final: PlayedMatch }[],
): NoteTabInput {
  const items = finals.map(
    ({ entry, final }) =>
      `<li><p>${tournamentMention(entry)}: ${playerMention(final.winner)} d. ${playerMention(final.loser)} ` +
      `${scoreOf(final)}</p></li>`,
  );
  return {
    title: `Season review ${year}`,
    content:
      `<h2>Season review ${year}</h2><p>The biggest finals of the season:</p><ul>${items.join('')}</ul>` +
      `<p>${decks.deal(REVIEW_COMMENTS)}</p>`,
    tags: ['review', String(year)],
  };
}

const BLOCKS: readonly (readonly [title: string, text: string])[] = [
  [
    'Training block',
    'Two sessions a day: on court in the morning, gym and mobility in the afternoon. Legs heavy by Thursday, as planned.',
  ],
  [
    'Fitness',
    'Fitness testing: the 20-metre repeat sprints were better than last year, the yo-yo test about the same.',
  ],
  [
    'Serve week',
    'A week on the serve only: ball toss, rhythm, and <strong>two hundred second serves</strong> a day to targets.',
  ],
  ['Rest week', 'A short hit on Wednesday to keep the feel; otherwise pool, bike and sleep.'],
  ['Planning', 'Planning the next swing: the travel, the surfaces, and where to give the body a week off.'],
  ['Pre-season', 'Altitude camp for ten days: the ball flies, so the sessions are about control, not pace.'],
  [
    'Training block',
    'Hill sprints in the morning, then ninety minutes of baseline patterns: <em>two cross, one line</em>.',
  ],
  ['Physio', 'Full screening with the physio: hips and thoracic rotation fine, the left ankle still a little stiff.'],
  [
    'Equipment',
    'Tried two string tensions a kilo apart: the lower one gave more depth on the backhand with no loss of control.',
  ],
  ['Planning', 'Ranking maths for the first months: which points drop, and where a final would change the seeding.'],
  ['Pre-season', 'Practice sets against the academy juniors: good for the legs, less so for the patience.'],
  [
    'Nutrition',
    'Session with the nutritionist: more carbohydrate on match days, timing of the last meal before night matches.',
  ],
];

/** A day with no event to follow: training and planning, nobody named. */
export function trainingBlockTab(decks: ProseDecks): NoteTabInput {
  const [title, text] = decks.deal(BLOCKS);
  return { title, content: `<p>${text}</p>`, tags: ['training', 'off-season'] };
}
