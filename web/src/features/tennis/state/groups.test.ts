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

describe('groupTournaments', () => {
  it('orders the groups Grand Slams, 1000, 500, 250, WC, XXI, CH and leaves out empty ones', () => {
    expect(groupTournaments(all).map((g) => g.type)).toEqual(['GS', '1000', '500', '250', 'CH']);
  });

  it('puts each group in start-date order', () => {
    const group = groupTournaments(all).find((g) => g.type === '250');
    expect(group?.tournaments).toEqual([brisbane, adelaide]);
  });

  it('has no group for team events', () => {
    expect(groupTournaments([unitedCup])).toEqual([]);
  });

  it('names each group', () => {
    expect(groupTournaments([ao, challenger]).map((g) => g.name)).toEqual(['Grand Slams', 'ATP Challenger Tour']);
  });
});
