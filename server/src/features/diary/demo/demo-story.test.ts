import { LABEL_COLOURS } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { demoTennisAt, mentionProblems, mentionsIn } from '../../../../test/demo-notebook.js';
import { sanitizeNoteHtml } from '../note-html.js';
import { demoStory, type DemoStory } from './demo-story.js';

const CLOCKS = [
  '2026-11-26T10:00:00Z', // the Davis Cup Finals live, the ATP Finals just over; 2027 projected
  '2026-06-01T08:00:00Z', // Roland Garros: clay
  '2026-07-04T12:00:00Z', // Wimbledon: grass
  '2026-12-15T09:00:00Z', // the off-season: the next season's United Cup to come
  '2027-03-12T12:00:00Z', // a projected season (the end-to-end tests' day)
].map((at) => [at, Date.parse(at)] as const);

const stories = new Map<number, DemoStory>();
function storyAt(now: number): DemoStory {
  let story = stories.get(now);
  if (!story) {
    story = demoStory(now);
    stories.set(now, story);
  }
  return story;
}

describe.each(CLOCKS)('the demo notebook on %s', (_, now) => {
  const story = storyAt(now);
  const tabs = story.days.flatMap((day) => day.notes.map((note) => ({ date: day.date, note })));

  it('mentions only tournaments of the season of its day, and players of their draws', async () => {
    const tennis = demoTennisAt(now);
    const problems = await Promise.all(tabs.map(({ date, note }) => mentionProblems(tennis, date, note.content)));
    expect(problems.flat()).toEqual([]);
    const mentions = tabs.flatMap(({ note }) => mentionsIn(note.content));
    expect(mentions.filter((mention) => mention.kind === 'player').length).toBeGreaterThan(30);
    expect(new Set(mentions.map((mention) => mention.id)).size).toBeGreaterThan(20);
  });

  it('keeps last year’s edition of the tournaments playing now: its days and its player notes', () => {
    expect(story.featured.length).toBeGreaterThan(0);
    for (const edition of story.featured) {
      const previous = story.playerNotes.filter(
        (note) => note.tournamentId === edition.TournamentId && note.tournamentYear === edition.TournamentYear - 1,
      );
      expect(previous.length).toBeGreaterThanOrEqual(2);
      const lastYearDays = story.days.filter(
        (day) =>
          day.date.startsWith(`${edition.TournamentYear - 1}-`) &&
          day.notes.some((note) => mentionsIn(note.content).some((m) => m.id === edition.TournamentId)),
      );
      expect(lastYearDays.length).toBeGreaterThanOrEqual(1);
    }
    const keys = story.playerNotes.map((note) => `${note.tournamentId}:${note.playerId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('labels players of the draws around today in the palette', async () => {
    const tennis = demoTennisAt(now);
    const drawn = await Promise.all(
      story.featured.map((edition) => tennis.playersOf(edition.TournamentYear, edition.TournamentId)),
    );
    const inDraws = drawn.some((draw) => draw.size > 0);
    expect(story.labels.map((label) => label.name)).toEqual(['Big server', 'Injury watch', 'Fade on clay']);
    for (const label of story.labels) {
      expect(LABEL_COLOURS).toContain(label.colour);
      expect(label.playerIds.length).toBeGreaterThan(0);
      if (inDraws)
        for (const id of label.playerIds)
          expect(
            drawn.some((draw) => draw.has(id)),
            id,
          ).toBe(true);
    }
  });

  it('reads varied: no tab twice, every kind of tab, tags, and days of up to three tabs', () => {
    expect(story.days.length).toBeGreaterThan(30);
    expect(new Set(tabs.map(({ note }) => note.content)).size).toBe(tabs.length);
    const tags = new Set(tabs.flatMap(({ note }) => note.tags));
    for (const tag of ['match', 'scouting', 'training']) expect(tags).toContain(tag);
    expect(Math.max(...story.days.map((day) => day.notes.length))).toBeGreaterThanOrEqual(3);
    const dates = story.days.map((day) => day.date);
    expect(dates).toEqual([...new Set(dates)].toSorted());
  });

  it('is the same notebook for the same clock', () => {
    expect(demoStory(now)).toEqual(story);
  });
});

// The diary's sanitiser learns the mention element with the mentions feature; until it does, this is skipped
// and the ids are checked against the demo's data above.
const sanitiserKeepsMentions =
  mentionsIn(sanitizeNoteHtml('<p><span data-kind="player" data-id="DP0001" data-label="A B">@A B</span></p>'))
    .length === 1;

describe.skipIf(!sanitiserKeepsMentions)('the demo notebook through the diary sanitiser', () => {
  it.each(CLOCKS)('keeps every mention on %s', (_, now) => {
    for (const day of storyAt(now).days) {
      for (const note of day.notes)
        expect(mentionsIn(sanitizeNoteHtml(note.content))).toEqual(mentionsIn(note.content));
    }
  });
});
