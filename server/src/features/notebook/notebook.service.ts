import {
  NOTEBOOK,
  type DiaryBacklink,
  type EventPlayerNote,
  type KnownEntrant,
  type LastYearResponse,
  type NotebookChartResponse,
  type NotebookPlayerResponse,
  type NotebookTournamentResponse,
  type TennisDataSource,
} from '@baseline/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import { editionCharts } from '../charts/charts.public.js';
import { findPlayers } from '../tennis/players/players.public.js';
import { type MentionTarget } from '../diary/note-reading.js';
import { excerptOf } from './excerpt.js';
import {
  countTabsMentioning,
  notesAtTournament,
  playersMentionedAround,
  seasonDays,
  tabContents,
  tabsMentioning,
  tabsWithin,
  tournamentsWrittenBefore,
  writingsOnPlayers,
  type TabRow,
} from './notebook.repo.js';
import type { TennisFacts } from './tennis-facts.js';

export interface NotebookDeps {
  db: Database;
  source: TennisDataSource;
  tennis: TennisFacts;
}

const { daysPerPage } = NOTEBOOK;
/** Excerpts kept: a player page's pages of backlinks are read again without parsing their tabs again. */
const KEPT_EXCERPTS = 5_000;

function cursorOf(row: TabRow): string {
  return `${row.date}:${row.position}`;
}

function parseCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const [date = '', position = '0'] = cursor.split(':');
  return { date, position: Number(position) };
}

/** What a member's diary and notes say about players and tournaments: only ever their own rows. */
export function createNotebookService({ db, source, tennis }: NotebookDeps) {
  // By tab row and target: a save writes every tab as a new row, so a kept excerpt never goes out of date.
  const excerpts = new LRUCache<string, string>({ max: KEPT_EXCERPTS });

  /** The tabs as backlinks, each with its excerpt about the target: only the tabs with none kept are read. */
  async function backlinksOf(userId: string, rows: TabRow[], target: MentionTarget): Promise<DiaryBacklink[]> {
    const keyOf = (row: TabRow) => `${row.noteId}:${target.kind}:${target.id}`;
    const unread = rows.filter((row) => !excerpts.has(keyOf(row))).map((row) => row.noteId);
    const contents = await tabContents(db, userId, unread);
    return rows.map((row) => {
      const key = keyOf(row);
      let excerpt = excerpts.get(key);
      const content = contents.get(row.noteId);
      // A tab gone between the two reads (its day deleted meanwhile) has no excerpt, and none is kept for it.
      if (excerpt === undefined) {
        excerpt = content === undefined ? '' : excerptOf(content, target);
        if (content !== undefined) excerpts.set(key, excerpt);
      }
      return { date: row.date, tabIndex: row.position, tabTitle: row.title, excerpt };
    });
  }

  /** A page of the tabs that mention the target, newest day first, from the one after the cursor. */
  async function pageOfBacklinks(
    userId: string,
    target: MentionTarget,
    before: string | undefined,
  ): Promise<NotebookPlayerResponse> {
    const query = { userId, kind: target.kind, targetId: target.id };
    const after = parseCursor(before);
    const [rows, total] = await Promise.all([
      tabsMentioning(db, query, { limit: daysPerPage + 1, ...(after ? { after } : {}) }),
      countTabsMentioning(db, query),
    ]);
    const shown = rows.slice(0, daysPerPage);
    const last = shown.at(-1);
    return {
      days: await backlinksOf(userId, shown, target),
      total,
      ...(rows.length > daysPerPage && last ? { next: cursorOf(last) } : {}),
    };
  }

  async function namesOf(ids: string[]): Promise<Map<string, string>> {
    const rows = await findPlayers(db, source, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.playerId, `${row.firstName} ${row.lastName}`]));
  }

  async function withNames(notes: Awaited<ReturnType<typeof notesAtTournament>>): Promise<EventPlayerNote[]> {
    const names = await namesOf(notes.map((note) => note.playerId));
    return notes.map((note) => {
      const playerName = names.get(note.playerId);
      return {
        playerId: note.playerId,
        ...(playerName === undefined ? {} : { playerName }),
        tournamentYear: note.tournamentYear,
        note: note.note,
        updatedAt: note.updatedAt,
      };
    });
  }

  return {
    player(userId: string, playerId: string, before?: string): Promise<NotebookPlayerResponse> {
      return pageOfBacklinks(userId, { kind: 'player', id: playerId }, before);
    },

    /** The report's 'In your diary': the member's own mentions of the chart (none for another member's). */
    chart(userId: string, chartId: string, before?: string): Promise<NotebookChartResponse> {
      return pageOfBacklinks(userId, { kind: 'chart', id: chartId }, before);
    },

    async tournament(userId: string, year: number, tournamentId: string): Promise<NotebookTournamentResponse> {
      const edition = await tennis.edition(year, tournamentId);
      const query = { userId, kind: 'tournament' as const, targetId: tournamentId, within: seasonDays(year) };
      const [rows, total, notes, mentionedPlayerIds] = await Promise.all([
        tabsMentioning(db, query, { limit: daysPerPage }),
        countTabsMentioning(db, query),
        notesAtTournament(db, userId, tournamentId, year),
        playersMentionedAround(db, userId, {
          id: tournamentId,
          season: seasonDays(year),
          dates: { from: edition.PlayStartDate, to: edition.PlayEndDate },
        }),
      ]);
      return {
        days: await backlinksOf(userId, rows, { kind: 'tournament', id: tournamentId }),
        total,
        playerNotes: await withNames(notes),
        mentionedPlayerIds,
      };
    },

    async lastYear(userId: string, year: number, tournamentId: string): Promise<LastYearResponse> {
      await tennis.edition(year, tournamentId);
      const previousYear = year - 1;
      const previous = await tennis.editionIfAny(previousYear, tournamentId);
      const dates = previous && { from: previous.PlayStartDate, to: previous.PlayEndDate };
      const query = { userId, kind: 'tournament' as const, targetId: tournamentId, within: seasonDays(previousYear) };
      const [mentioning, during, notes, entrants, charts] = await Promise.all([
        tabsMentioning(db, query, { limit: daysPerPage }),
        dates ? tabsWithin(db, userId, dates, daysPerPage) : [],
        notesAtTournament(db, userId, tournamentId, previousYear),
        tennis.entrants(year, tournamentId),
        editionCharts(db, userId, tournamentId, previousYear),
      ]);
      return {
        year: previousYear,
        ...(dates ? { dates: { start: dates.from, end: dates.to } } : {}),
        playerNotes: await withNames(notes),
        days: await backlinksOf(userId, newestFirst([...mentioning, ...during]).slice(0, daysPerPage), {
          kind: 'tournament',
          id: tournamentId,
        }),
        entrants: await knownEntrants(userId, entrants),
        charts,
      };
    },

    async earlierEditions(userId: string, season: number): Promise<{ tournamentIds: string[] }> {
      return { tournamentIds: await tournamentsWrittenBefore(db, userId, season) };
    },
  };

  async function knownEntrants(
    userId: string,
    players: { PlayerId: string; FirstName: string; LastName: string }[],
  ): Promise<KnownEntrant[]> {
    const { notes, tabs, labels } = await writingsOnPlayers(
      db,
      userId,
      players.map((player) => player.PlayerId),
    );
    return players
      .map((player) => ({
        playerId: player.PlayerId,
        playerName: `${player.FirstName} ${player.LastName}`,
        notes: notes.get(player.PlayerId) ?? 0,
        diaryTabs: tabs.get(player.PlayerId) ?? 0,
        labels: labels.get(player.PlayerId) ?? 0,
      }))
      .filter((entrant) => entrant.notes + entrant.diaryTabs + entrant.labels > 0)
      .toSorted((a, b) => a.playerName.localeCompare(b.playerName) || a.playerId.localeCompare(b.playerId));
  }
}

/** Tabs newest day first and in order within a day, each once. */
function newestFirst(rows: TabRow[]): TabRow[] {
  const unique = new Map(rows.map((row) => [cursorOf(row), row]));
  return [...unique.values()].toSorted((a, b) => b.date.localeCompare(a.date) || a.position - b.position);
}

export type NotebookService = ReturnType<typeof createNotebookService>;
