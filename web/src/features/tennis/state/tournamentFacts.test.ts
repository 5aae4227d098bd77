import type { Tournament } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { drawHeading, findTournament, tournamentFacts } from './tournamentFacts';

const monteCarlo: Tournament = {
  TournamentId: '410',
  TournamentYear: 2027,
  TournamentTitle: 'Rolex Monte-Carlo Masters',
  TournamentCity: 'Monte-Carlo',
  TournamentLocation: 'Monaco',
  TournamentType: '1000',
  PlayStartDate: '2027-04-11',
  PlayEndDate: '2027-04-18',
  Surface: 'Clay',
  PrizeMoneyDisplay: '',
  IsDemo: true,
  IsProjected: true,
};

describe('drawHeading', () => {
  it("is SPEC's '{Location} - Tournament Draw' from the draw, else from the calendar's city", () => {
    expect(drawHeading('Monaco', monteCarlo)).toBe('Monaco - Tournament Draw');
    expect(drawHeading(undefined, monteCarlo)).toBe('Monte-Carlo - Tournament Draw');
    expect(drawHeading(undefined, undefined)).toBe('Tournament Draw');
  });
});

describe('tournamentFacts', () => {
  it('gives the dates, place, category and surface, leaving out what is not announced', () => {
    expect(tournamentFacts(monteCarlo).map((fact) => [fact.term, fact.value.replace(/\s/g, ' ')])).toEqual([
      ['Dates', 'April 11 – 18, 2027'],
      ['Place', 'Monte-Carlo, Monaco'],
      ['Category', 'ATP Masters 1000'],
      ['Surface', 'Clay'],
    ]);
  });
});

describe('findTournament', () => {
  it('finds the edition of the season asked for', () => {
    expect(findTournament([monteCarlo], '2027', '410')).toBe(monteCarlo);
    expect(findTournament([monteCarlo], '2026', '410')).toBeUndefined();
    expect(findTournament(undefined, '2027', '410')).toBeUndefined();
  });
});
