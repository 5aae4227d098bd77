import { addDays, calendarDateAt, daysBetween } from '@baseline/contract/calendar-date';
import type { LabelColour, NoteTabInput } from '@baseline/contract';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import { DRAW_MADE_DAYS_BEFORE } from '../tennis/demo/demo-draw.js';
import type { DemoPlayer } from '../tennis/demo/player-pool.js';
import { seededRandom } from '../tennis/demo/prng.js';
import {
  demoCalendar,
  isBigTitle,
  isTourEvent,
  prestigeOf,
  seasonOfDay,
  type DemoCalendar,
  type PlayedMatch,
} from './demo-calendar.js';
import { drawPreviewTab } from './draw-tabs.js';
import { matchReportTab } from './match-report.js';
import { fullName } from './mention-html.js';
import { playerNoteText } from './player-note-text.js';
import { seasonReviewTab, trainingBlockTab, videoTab } from './off-season-tabs.js';
import { practiceTab } from './practice-tab.js';
import { proseDecks, type ProseDecks } from './prose-decks.js';
import { scoutingTab } from './scouting-tab.js';
import { secondDayAndFinal, surfaceDays, type EditionDay } from './edition-days.js';

/** One day of the demo diary, as the editor would save it. */
export interface DemoDay {
  date: string;
  notes: NoteTabInput[];
}

/** A player note the demo member took at one edition of a tournament. */
export interface DemoPlayerNote {
  tournamentId: string;
  tournamentYear: number;
  playerId: string;
  note: string;
  /** The day it was written: its time stamps, so the dossier lists it in order. */
  day: string;
  /**
   * The names the search index gives the note: the seed runs before the players table knows the demo's
   * players, so it names them itself.
   */
  playerName: string;
  tournamentName: string;
}

export interface DemoLabel {
  name: string;
  colour: LabelColour;
  playerIds: string[];
}

export interface DemoStory {
  days: DemoDay[];
  playerNotes: DemoPlayerNote[];
  labels: DemoLabel[];
  /** This season's tournaments around today whose previous edition the member also wrote about. */
  featured: CalendarEntry[];
}

/** Who a day's tabs wrote about at which edition: the player notes are taken on them. */
interface Moment {
  edition: CalendarEntry;
  day: string;
  players: DemoPlayer[];
}

/** The diary's span: about four months up to today. */
const WINDOW_DAYS = 120;
/** Tournaments of the season around today whose last edition the diary revisits ('Last year here'). */
const FEATURED = 2;
/** A featured tournament may have ended this many days ago: last week's event is still news. */
const FEATURED_DAYS_AFTER = 7;

/**
 * The demo member's notebook for `now`: about one diary day in three over the four months up to today,
 * following the tournaments of the demo's own calendar with the players of its own draws (mentioned, so every
 * backlink leads somewhere), a few days at last year's edition of the tournaments playing now, player notes at
 * both editions, and labels on players of today's draws. The same `now` always gives the same notebook.
 */
export function demoStory(now: number): DemoStory {
  const today = calendarDateAt(now);
  const calendar = demoCalendar(today);
  const decks = proseDecks(seededRandom('baseline-demo-notebook'));
  const featured = featuredEditions(calendar, today);
  const writer = dayWriter(calendar, decks, featured);

  const start = addDays(today, -WINDOW_DAYS);
  const lastYear = featured.flatMap((edition) => lastYearDays(calendar, edition, start));
  const revisited = new Set(lastYear.map(({ edition }) => edition));
  const surfaces = surfaceDays(calendar, start).filter(({ edition }) => !revisited.has(edition));
  const days: DemoDay[] = [];
  for (const { edition, day } of [...lastYear, ...surfaces])
    days.push({ date: day, notes: writer.write(day, 2, edition) });
  for (let back = WINDOW_DAYS; back >= 0; back -= 2 + decks.random.int(3)) {
    const day = addDays(today, -back);
    const tabs = decks.random.chance(0.6) ? 1 : decks.random.chance(0.7) ? 2 : 3;
    days.push({ date: day, notes: writer.write(day, tabs) });
  }

  const notes = new NoteBook(calendar, decks, today);
  for (const edition of featured) notes.takeLastYear(edition, writer.moments);
  for (const edition of featured) notes.takeCurrent(edition, writer.moments, 2);
  const recent = [...new Set(writer.moments.map((moment) => moment.edition))].slice(-4);
  for (const edition of recent) notes.takeCurrent(edition, writer.moments, 1);

  return {
    days: byDate(days),
    playerNotes: notes.taken,
    labels: labelsOn(calendar, decks, today, featured, writer.moments, notes.taken),
    featured,
  };
}

/** One day per date, in date order: two editions' last-year days can fall on one date (two finals one Sunday). */
function byDate(days: readonly DemoDay[]): DemoDay[] {
  const merged = new Map<string, NoteTabInput[]>();
  for (const day of days) merged.set(day.date, [...(merged.get(day.date) ?? []), ...day.notes]);
  return [...merged].map(([date, notes]) => ({ date, notes })).toSorted((a, b) => a.date.localeCompare(b.date));
}

/**
 * This season's tournaments around today (draw out, or ended within a week) that had an edition the season
 * before, the biggest first; else the next one to come.
 */
function featuredEditions(calendar: DemoCalendar, today: string): CalendarEntry[] {
  const withPrevious = calendar.editions.filter(
    (entry) => entry.SinglesDrawSize >= 2 && calendar.edition(entry.TournamentYear - 1, entry.TournamentId),
  );
  const near = withPrevious
    .filter(
      (entry) =>
        daysBetween(today, entry.PlayStartDate) <= DRAW_MADE_DAYS_BEFORE &&
        daysBetween(entry.PlayEndDate, today) <= FEATURED_DAYS_AFTER,
    )
    .toSorted((a, b) => prestigeOf(a) - prestigeOf(b) || a.PlayStartDate.localeCompare(b.PlayStartDate));
  if (near.length > 0) return near.slice(0, FEATURED);
  return withPrevious.filter((entry) => entry.PlayStartDate > today).slice(0, 1);
}

/** Two days of last year's edition (its second day and its final), before the diary's window and in its season. */
function lastYearDays(calendar: DemoCalendar, edition: CalendarEntry, windowStart: string): EditionDay[] {
  const previous = calendar.edition(edition.TournamentYear - 1, edition.TournamentId);
  return previous ? secondDayAndFinal(previous, windowStart) : [];
}

/** Writes days' tabs, following one tournament a week as a coach would, and remembers whom they were about. */
function dayWriter(calendar: DemoCalendar, decks: ProseDecks, featured: readonly CalendarEntry[]) {
  const moments: Moment[] = [];
  /** Each match is reported once, on the first day written about after it was played; each draw previewed once. */
  const reported = new Set<string>();
  const previewed = new Set<CalendarEntry>();
  const reviewed = new Set<number>();
  let following: CalendarEntry | undefined;

  function editionOn(day: string): CalendarEntry | undefined {
    const around = calendar.around(day);
    const best = around[0];
    if (!best) return undefined;
    const chosen =
      around.find((entry) => featured.includes(entry)) ??
      (following && around.includes(following) ? following : undefined) ??
      decks.random.pick(around.filter((entry) => prestigeOf(entry) === prestigeOf(best)));
    following = chosen;
    return chosen;
  }

  function eventTabs(day: string, edition: CalendarEntry, count: number): NoteTabInput[] {
    const field = calendar.playersIn(edition, day);
    const about: DemoPlayer[] = [];
    const tabs: NoteTabInput[] = [];
    const fresh = calendar.decidedBy(edition, day).filter((match) => !reported.has(reportKey(edition, match)));
    const lastRound = fresh.at(-1)?.playOrder;
    const latest = fresh.filter((match) => match.playOrder === lastRound);
    if (latest.length > 0) {
      const match = decks.random.pick(latest);
      reported.add(reportKey(edition, match));
      tabs.push(matchReportTab(decks, edition, match));
      about.push(match.winner, match.loser);
    } else if (day < edition.PlayStartDate && !previewed.has(edition)) {
      previewed.add(edition);
      tabs.push(drawPreviewTab(decks, edition, field, decks.random.shuffle(calendar.toPlayOn(edition, day))[0]));
    }
    while (tabs.length < count) {
      const unseen = field.filter((player) => !about.includes(player));
      const [player, partner] = decks.random.shuffle(unseen.length >= 2 ? unseen : field);
      if (!player || !partner) break;
      about.push(player);
      tabs.push(
        decks.random.chance(0.55) ? scoutingTab(decks, edition, player) : practiceTab(decks, edition, player, partner),
      );
    }
    moments.push({ edition, day, players: about });
    return tabs;
  }

  /** Between events: once a season a review of its biggest finals, else the video of a recent late match. */
  function quietTabs(day: string, count: number): NoteTabInput[] {
    const season = seasonOfDay(day);
    const over = calendar.editions.filter(
      (entry) => entry.TournamentYear === season && entry.PlayEndDate < day && isTourEvent(entry),
    );
    const finals = over.filter(isBigTitle).flatMap((entry) => {
      const final = calendar.decidedBy(entry, day).find((match) => match.isFinal);
      return final ? [{ entry, final }] : [];
    });
    const videos = over
      .slice(-3)
      .flatMap((entry) =>
        calendar
          .decidedBy(entry, day)
          .slice(-3)
          .map((match) => ({ entry, match })),
      )
      .filter(({ entry, match }) => !reported.has(reportKey(entry, match)));
    const tabs: NoteTabInput[] = [];
    if (!reviewed.has(season) && finals.length >= 2) {
      reviewed.add(season);
      tabs.push(seasonReviewTab(decks, season, finals));
    } else if (videos.length > 0) {
      const { entry, match } = decks.random.pick(videos);
      reported.add(reportKey(entry, match));
      tabs.push(videoTab(decks, entry, match));
    }
    // One training tab at most: a quiet day is short.
    if (tabs.length < count) tabs.push(trainingBlockTab(decks));
    return tabs;
  }

  return {
    moments,
    write(day: string, count: number, pinned?: CalendarEntry): NoteTabInput[] {
      const edition = pinned ?? editionOn(day);
      const tabs = edition ? eventTabs(day, edition, count) : [];
      return tabs.length > 0 ? tabs : quietTabs(day, count);
    },
  };
}

function reportKey(edition: CalendarEntry, match: PlayedMatch): string {
  return `${edition.TournamentYear}:${edition.TournamentId}:${match.key}`;
}

/** The player notes, one per tournament and player (the notes' own key), each edition's at most once. */
class NoteBook {
  readonly taken: DemoPlayerNote[] = [];
  private readonly keys = new Set<string>();

  constructor(
    private readonly calendar: DemoCalendar,
    private readonly decks: ProseDecks,
    private readonly today: string,
  ) {}

  /** Notes from last year's edition on players who are back this year (else last year's finalists). */
  takeLastYear(edition: CalendarEntry, moments: readonly Moment[]): void {
    const previous = this.calendar.edition(edition.TournamentYear - 1, edition.TournamentId);
    if (!previous) return;
    const back = new Set(this.calendar.playersIn(edition, this.today).map((player) => player.PlayerId));
    const seen = moments.filter((moment) => moment.edition === previous).flatMap((moment) => moment.players);
    const field = this.calendar.playersIn(previous, this.today);
    const ordered = [...seen, ...field].filter((player, at, all) => all.indexOf(player) === at);
    const chosen = [...new Set([...ordered.filter((player) => back.has(player.PlayerId)), ...ordered])].slice(0, 3);
    for (const player of chosen) this.take(previous, player, previous.PlayEndDate);
  }

  /** Notes at this edition on the players the diary wrote about there (else the best ranked of its field). */
  takeCurrent(edition: CalendarEntry, moments: readonly Moment[], count: number): void {
    const here = moments.filter((moment) => moment.edition === edition);
    const candidates = [
      ...here.flatMap((moment) => moment.players.map((player) => ({ player, day: moment.day }))),
      ...this.calendar.playersIn(edition, this.today).map((player) => ({ player, day: this.today })),
    ];
    let taken = 0;
    for (const { player, day } of candidates) {
      if (taken === count) break;
      if (this.take(edition, player, day)) taken += 1;
    }
  }

  private take(edition: CalendarEntry, player: DemoPlayer, day: string): boolean {
    const key = `${edition.TournamentId}:${player.PlayerId}`;
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    const known = this.calendar.decidedBy(edition, day);
    this.taken.push({
      tournamentId: edition.TournamentId,
      tournamentYear: edition.TournamentYear,
      playerId: player.PlayerId,
      note: playerNoteText(this.decks, edition, player, known),
      day,
      playerName: fullName(player),
      tournamentName: edition.TournamentTitle,
    });
    return true;
  }
}

/**
 * Three labels on players of today's draws (the featured tournaments', else the last one written about): big
 * servers among the players with notes first (so the notes and the dots meet), injury watch on those who
 * retired there, and a couple who fade on clay.
 */
function labelsOn(
  calendar: DemoCalendar,
  decks: ProseDecks,
  today: string,
  featured: readonly CalendarEntry[],
  moments: readonly Moment[],
  notes: readonly DemoPlayerNote[],
): DemoLabel[] {
  const fallback = moments.at(-1)?.edition;
  const editions = featured.some((edition) => calendar.playersIn(edition, today).length > 0)
    ? featured
    : fallback
      ? [fallback]
      : [];
  const ids = [...new Set(editions.flatMap((edition) => calendar.playersIn(edition, today)).map((p) => p.PlayerId))];
  const retired = editions
    .flatMap((edition) => calendar.decidedBy(edition, today))
    .filter((match) => match.reason === 'RET')
    .map((match) => match.loser.PlayerId);
  const noted = new Set(notes.map((note) => note.playerId));
  const others = decks.random.shuffle(ids.filter((id) => !noted.has(id)));
  const bigServers = [...ids.filter((id) => noted.has(id)), ...others].slice(0, 3);
  const rest = others.filter((id) => !bigServers.includes(id) && !retired.includes(id));
  const injured = [...new Set(retired), ...rest].filter((id) => !bigServers.includes(id)).slice(0, 2);
  const fading = rest.filter((id) => !injured.includes(id)).slice(0, 2);
  return [
    { name: 'Big server', colour: 'blue', playerIds: bigServers },
    { name: 'Injury watch', colour: 'red', playerIds: injured },
    { name: 'Fade on clay', colour: 'orange', playerIds: fading },
  ];
}
