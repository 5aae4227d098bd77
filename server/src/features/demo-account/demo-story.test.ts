import { LABEL_COLOURS } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { demoTennisAt, mentionProblems, mentionsIn } from './testing/demo-notebook.js';
import { DEMO_PLAYERS } from '../tennis/demo/player-pool.js';
import { sanitizeNoteHtml } from '../diary/note-html.js';
import { demoStory, type DemoStory } from './demo-story.js';

const CLOCKS = [
  '2026-11-26T10:00:00Z', // the Davis Cup Finals live, the ATP Finals just over; 2027 projected
  '2026-06-01T08:00:00Z', // Roland Garros: clay
  '2026-07-04T12:00:00Z', // Wimbledon: grass
  '2026-12-15T09:00:00Z', // the off-season: the next season's United Cup to come
  '2027-03-12T12:00:00Z', // a projected season (the end-to-end tests' day)
].map((at) => [at, Date.parse(at)] as const);

/** A player's mention followed by a ranking: '@Name (No. 12)'. */
const RANKED_MENTION = /<span data-kind="player" data-id="([^"]*)"[^>]*>[^<]*<\/span> \(No\. (\d+)\)/g;
const HIGHEST_RANKED = /Highest ranked in the field: (.*?)\.<\/p>/;
const RANK_OF = new Map(DEMO_PLAYERS.map((player) => [player.PlayerId, player.rank]));
const rankOf = (id: string) => RANK_OF.get(id) ?? Infinity;

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

  it('states every ranking as the player has it, and as highest ranked the draw’s best two, its top seeds', async () => {
    const tennis = demoTennisAt(now);
    const problems: string[] = [];
    let stated = 0;
    for (const { date, note } of tabs) {
      for (const [, id = '', rank] of note.content.matchAll(RANKED_MENTION)) {
        stated += 1;
        if (rankOf(id) !== Number(rank)) problems.push(`${date}: ${id} is No. ${rankOf(id)}, said No. ${rank}`);
      }
      const heads = HIGHEST_RANKED.exec(note.content)?.[1];
      if (heads === undefined) continue;
      const tournament = mentionsIn(note.content).find((mention) => mention.kind === 'tournament');
      const seeds = await tennis.singlesSeeds(Number(date.slice(0, 4)), tournament?.id ?? '');
      const best = [...seeds.keys()].toSorted((a, b) => rankOf(a) - rankOf(b)).slice(0, 2);
      const named = mentionsIn(heads).map((mention) => mention.id);
      if (named.join() !== best.join())
        problems.push(`${date}: highest ranked ${named.join()}, the draw's ${best.join()}`);
      const seeded = best.map((id) => seeds.get(id));
      if ([...seeds.values()].includes(1) && seeded.join() !== '1,2')
        problems.push(`${date}: the highest ranked are seeded ${seeded.join()}`);
    }
    expect(problems).toEqual([]);
    expect(stated).toBeGreaterThan(0);
  });

  it('has days on clay and on grass, tagged so, whatever the season around today', () => {
    const tags = new Set(tabs.flatMap(({ note }) => note.tags));
    for (const surface of ['hard', 'clay', 'grass']) expect(tags).toContain(surface);
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
