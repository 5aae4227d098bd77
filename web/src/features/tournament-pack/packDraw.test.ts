import type { DrawEvent, DrawResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import {
  fullDraw,
  line,
  player,
  result,
  roundRobinEvent,
  set,
  teamEvent,
  teamGroupStage,
} from '../tennis/test/drawFactory';
import { drawPlayers, MATCHES_PER_SECTION, packEvents } from './packDraw';

function drawOf(...events: DrawEvent[]): DrawResponse {
  return {
    TournamentId: '580',
    TournamentYear: 2027,
    Location: 'Melbourne',
    IsDemo: true,
    IsStale: false,
    Associations: [{ AssociationName: 'ATP', Events: events }],
  };
}

describe('packEvents', () => {
  it('names each event by association, description and code', () => {
    const events = packEvents(drawOf(fullDraw(8), fullDraw(4, 'QS')));
    expect(events.map((event) => event.title)).toEqual(['ATP · Singles (MS)', 'ATP · Singles (QS)']);
  });

  it('lists a small draw one round a part, first round first, with players, seeds and scores', () => {
    const [event] = packEvents(drawOf(fullDraw(8)));
    expect(event?.parts.map((part) => [part.title, part.matches.length])).toEqual([
      ['Quarter-Finals', 4],
      ['Semi-Finals', 2],
      ['Final', 1],
    ]);
    expect(event?.parts[0]?.matches[0]).toEqual({
      key: '0:0:r0:0',
      top: { kind: 'players', players: [{ id: 'P1', name: 'First1 Last1' }], tags: '1' },
      bottom: { kind: 'players', players: [{ id: 'P2', name: 'First2 Last2' }], tags: '' },
      score: '6-4 7-6(5)',
      winner: 1,
    });
  });

  it("cuts a 128 draw's big rounds into sections of 16 matches, in draw order", () => {
    const [event] = packEvents(drawOf(fullDraw(128)));
    const titles = event?.parts.map((part) => part.title);
    expect(titles?.slice(0, 6)).toEqual([
      'Round of 128 · section 1 of 4',
      'Round of 128 · section 2 of 4',
      'Round of 128 · section 3 of 4',
      'Round of 128 · section 4 of 4',
      'Round of 64 · section 1 of 2',
      'Round of 64 · section 2 of 2',
    ]);
    expect(titles?.slice(6)).toEqual(['Round of 32', 'Round of 16', 'Quarter-Finals', 'Semi-Finals', 'Final']);
    expect(event?.parts.every((part) => part.matches.length <= MATCHES_PER_SECTION)).toBe(true);
    const second = event?.parts[1]?.matches[0]?.top;
    expect(second?.kind === 'players' && second.players[0]?.id).toBe('P33');
  });

  it('prints an empty first-round line as a bye and an empty later line as to be decided', () => {
    const event: DrawEvent = {
      EventTypeCode: 'MS',
      Description: 'Singles',
      Rounds: [
        {
          RoundIdModernized: 1,
          RoundName: 'Round of 16',
          Fixtures: [{ DrawLineTop: line([player(1)], 1), DrawLineBottom: null, Result: null }],
        },
        {
          RoundIdModernized: 2,
          RoundName: 'Quarter-Finals',
          Fixtures: [{ DrawLineTop: line([]), DrawLineBottom: line([player(3)], null, 'Q'), Result: null }],
        },
      ],
    };
    const [packed] = packEvents(drawOf(event));
    expect(packed?.parts[0]?.matches[0]?.bottom).toEqual({ kind: 'bye' });
    expect(packed?.parts[1]?.matches[0]).toMatchObject({
      top: { kind: 'to-be-decided' },
      bottom: { kind: 'players', tags: 'Q' },
      score: '',
      winner: null,
    });
  });

  it("writes a score from the winner's side when the bottom line won, as results sites do", () => {
    const event: DrawEvent = {
      EventTypeCode: 'MS',
      Description: 'Singles',
      Rounds: [
        {
          RoundIdModernized: 1,
          RoundName: 'Final',
          Fixtures: [
            {
              DrawLineTop: line([player(1)]),
              DrawLineBottom: line([player(2, true)]),
              Result: result(2, [set(5, 7), set(7, 6, 12, 10), set(6, 7, 8, 10)]),
            },
          ],
        },
      ],
    };
    const [packed] = packEvents(drawOf(event));
    expect(packed?.parts[0]?.matches[0]).toMatchObject({ score: '7-5 6-7(10) 7-6(8)', winner: 2 });
  });

  it("lists a round robin's groups with their tables before the knockout stage, and doubles as pairs", () => {
    const [event] = packEvents(drawOf(roundRobinEvent({ doubles: true })));
    expect(event?.parts.map((part) => part.title)).toEqual([
      'Group Jimmy Connors',
      'Group Björn Borg',
      'Semi-Finals',
      'Final',
    ]);
    const group = event?.parts[0];
    expect(group?.matches).toHaveLength(6);
    expect(group?.standings[0]).toEqual({
      position: 1,
      entrant: 'First101 Last101 / First102 Last102 (1)',
      players: [
        { id: 'P101', name: 'First101 Last101' },
        { id: 'P102', name: 'First102 Last102' },
      ],
      record: '3-0',
      qualified: true,
    });
    // The knockout's first round follows groups: an empty line there is a match to come, not a bye.
    expect(packEvents(drawOf(roundRobinEvent({ unplayed: 1 })))[0]?.parts[2]?.matches[0]?.top).toEqual({
      kind: 'to-be-decided',
    });
  });

  it("lists a team event's ties under their stage, each rubber captioned", () => {
    const [event] = packEvents(drawOf(teamEvent()));
    expect(event?.parts.map((part) => part.title)).toEqual([
      'Quarter-finals · Italy ITA (1) 2–0 Argentina ARG',
      'Quarter-finals · Spain ESP (2) 1–0 Czechia CZE',
      'Final · Italy ITA (1) 0–0 To be decided',
    ]);
    expect(event?.parts[0]?.matches.map((match) => [match.caption, match.score])).toEqual([
      ['Singles 1', '6-3 7-6(4)'],
      ['Singles 2', '6-3 7-6(4)'],
      ['Doubles', ''],
    ]);
  });

  it("gives a team group stage's table a part of its own", () => {
    const event: DrawEvent = { EventTypeCode: 'TE', Description: 'Team Event', Rounds: [], Stages: [teamGroupStage()] };
    const [table] = packEvents(drawOf(event))[0]?.parts ?? [];
    expect(table?.title).toBe('Group A · standings');
    expect(table?.standings.map((standing) => standing.entrant)).toEqual([
      'United States USA (1)',
      'Great Britain GBR',
      'China CHN',
    ]);
  });
});

describe('drawPlayers', () => {
  it('names every player once, in the order the printed draw first shows them', () => {
    const players = drawPlayers(packEvents(drawOf(fullDraw(4), roundRobinEvent())));
    expect([...players.keys()].slice(0, 5)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(players.get('P2')).toBe('First2 Last2');
    expect(players.size).toBe(8);
  });
});
