import type { Tournament } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { groupTournaments, searchTournaments } from './groups';

function tournament(overrides: Partial<Tournament>): Tournament {
  return {
    TournamentId: '1',
    TournamentYear: 2026,
    TournamentTitle: 'Open',
    TournamentCity: 'City',
    TournamentLocation: 'Country',
    TournamentType: '250',
    PlayStartDate: '2026-01-05',
    PlayEndDate: '2026-01-11',
    Surface: 'Hard',
    PrizeMoneyDisplay: '$1',
    IsDemo: false,
    IsProjected: false,
    ...overrides,
  };
}

const montreal = tournament({
  TournamentId: '421',
  TournamentTitle: 'National Bank Open',
  TournamentCity: 'Montréal',
  TournamentLocation: 'Canada',
  TournamentType: '1000',
  PlayStartDate: '2026-08-02',
});
const doha = tournament({
  TournamentId: '451',
  TournamentTitle: 'Qatar ExxonMobil Open',
  TournamentCity: 'Doha',
  TournamentLocation: 'Qatar',
  TournamentType: '500',
  PlayStartDate: '2026-02-16',
});
const brisbane = tournament({
  TournamentId: '339',
  TournamentTitle: 'Brisbane International',
  TournamentCity: 'Brisbane',
  TournamentLocation: 'Australia',
  PlayStartDate: '2026-01-04',
});
const adelaide = tournament({
  TournamentId: '8998',
  TournamentTitle: 'Adelaide International',
  TournamentCity: 'Adelaide',
  TournamentLocation: 'Australia',
  PlayStartDate: '2026-01-11',
});
const ao = tournament({
  TournamentId: '580',
  TournamentTitle: 'Australian Open',
  TournamentCity: 'Melbourne',
  TournamentLocation: 'Australia',
  TournamentType: 'GS',
  PlayStartDate: '2026-01-18',
});
const unitedCup = tournament({ TournamentId: '9900', TournamentTitle: 'United Cup', TournamentType: 'UC' });
const challenger = tournament({
  TournamentId: '2001',
  TournamentTitle: 'Canberra',
  TournamentType: 'CH',
  PlayStartDate: '2026-01-01',
});
const all = [montreal, doha, adelaide, brisbane, ao, unitedCup, challenger];

describe('searchTournaments', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchTournaments(all, '   ')).toHaveLength(all.length);
  });

  it('matches the title, the city and the location, ignoring case', () => {
    expect(searchTournaments(all, 'exxonmobil')).toEqual([doha]);
    expect(searchTournaments(all, 'DOHA')).toEqual([doha]);
    expect(searchTournaments(all, 'canada')).toEqual([montreal]);
  });

  it('ignores accents on either side', () => {
    expect(searchTournaments(all, 'montreal')).toEqual([montreal]);
    expect(searchTournaments(all, 'Montréal')).toEqual([montreal]);
  });

  it('needs every word, in any field', () => {
    expect(searchTournaments(all, 'australia adelaide')).toEqual([adelaide]);
    expect(searchTournaments(all, 'australia paris')).toEqual([]);
  });
});

const laverCup = tournament({ TournamentId: '9210', TournamentTitle: 'Laver Cup', TournamentType: 'LVR' });
const davisCup = tournament({
  TournamentId: '8099',
  TournamentTitle: 'Davis Cup Finals',
  TournamentCity: 'Bologna',
  TournamentType: 'DCR',
  PlayStartDate: '2026-11-23',
  PlayEndDate: '2026-11-29',
});
const exhibition = tournament({ TournamentId: '7', TournamentTitle: 'Six Kings Slam', TournamentType: 'EXH' });
/** Before every tournament above: all upcoming, so each group is in start-date order. */
const NEW_YEAR = '2025-12-31';

describe('groupTournaments', () => {
  it('orders the groups Grand Slams, 1000, 500, 250, WC, XXI, team events, CH and leaves out empty ones', () => {
    expect(groupTournaments(all, NEW_YEAR).map((g) => g.type)).toEqual(['GS', '1000', '500', '250', 'TEAM', 'CH']);
  });

  it('puts each group of upcoming tournaments in start-date order', () => {
    const group = groupTournaments(all, NEW_YEAR).find((g) => g.type === '250');
    expect(group?.tournaments).toEqual([brisbane, adelaide]);
  });

  it('puts the live ones first, then the upcoming by date, then the past with the most recent first', () => {
    const early = tournament({ TournamentTitle: 'Early', PlayStartDate: '2026-01-01', PlayEndDate: '2026-01-04' });
    const recent = tournament({ TournamentTitle: 'Recent', PlayStartDate: '2026-01-05', PlayEndDate: '2026-01-08' });
    const live = tournament({ TournamentTitle: 'Live', PlayStartDate: '2026-01-08', PlayEndDate: '2026-01-12' });
    const soon = tournament({ TournamentTitle: 'Soon', PlayStartDate: '2026-01-12', PlayEndDate: '2026-01-17' });
    const later = tournament({ TournamentTitle: 'Later', PlayStartDate: '2026-02-02', PlayEndDate: '2026-02-08' });
    const [group] = groupTournaments([early, later, recent, soon, live], '2026-01-10');
    expect(group?.tournaments.map((t) => t.TournamentTitle)).toEqual(['Live', 'Soon', 'Later', 'Recent', 'Early']);
  });

  it('lists the United Cup, the Davis Cup and the Laver Cup together as team events, found by a search', () => {
    const groups = groupTournaments(searchTournaments([unitedCup, laverCup, davisCup, ao], 'davis'), NEW_YEAR);
    expect(groups).toEqual([{ type: 'TEAM', code: null, name: 'Team events', tournaments: [davisCup] }]);
    expect(groupTournaments([unitedCup, laverCup, davisCup], NEW_YEAR)[0]?.tournaments).toHaveLength(3);
  });

  it('lists a category it does not know last, so that every tournament can be found', () => {
    expect(groupTournaments([exhibition, challenger], NEW_YEAR).map((g) => [g.type, g.code, g.name])).toEqual([
      ['CH', 'CH', 'ATP Challenger Tour'],
      ['OTHER', null, 'Other tournaments'],
    ]);
  });

  it('names each group', () => {
    expect(groupTournaments([ao, challenger], NEW_YEAR).map((g) => g.name)).toEqual([
      'Grand Slams',
      'ATP Challenger Tour',
    ]);
  });
});
