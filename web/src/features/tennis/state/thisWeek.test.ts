import type { Tournament } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { thisWeek } from './thisWeek';

const t = (title: string, type: string, start: string, end: string): Tournament => ({
  TournamentId: title,
  TournamentYear: 2027,
  TournamentTitle: title,
  TournamentCity: '',
  TournamentLocation: '',
  TournamentType: type,
  PlayStartDate: start,
  PlayEndDate: end,
  Surface: '',
  PrizeMoneyDisplay: '',
  IsDemo: true,
  IsProjected: true,
});

const endedYesterday = t('Ended yesterday', 'CH', '2027-03-01', '2027-03-11');
const endsToday = t('Ends today', 'CH', '2027-03-06', '2027-03-12');
const indianWells = t('Indian Wells', '1000', '2027-03-10', '2027-03-21');
const startsTomorrow = t('Starts tomorrow', 'CH', '2027-03-13', '2027-03-19');
const inAWeek = t('In a week', '250', '2027-03-19', '2027-03-25');
const inEightDays = t('In eight days', '500', '2027-03-20', '2027-03-26');
const calendar = [inEightDays, inAWeek, startsTomorrow, indianWells, endsToday, endedYesterday];

describe('thisWeek', () => {
  it('holds the tournaments live today and those starting in the next 7 days, live first, biggest first', () => {
    expect(thisWeek(calendar, '2027-03-12').map((x) => x.TournamentTitle)).toEqual([
      'Indian Wells',
      'Ends today',
      'In a week',
      'Starts tomorrow',
    ]);
  });

  it('is empty in a season with nothing now or soon', () => {
    expect(thisWeek(calendar, '2027-06-01')).toEqual([]);
  });

  it('counts a week across the end of a month and a year', () => {
    const newYear = t('New year', '250', '2028-01-04', '2028-01-09');
    expect(thisWeek([newYear], '2027-12-28')).toEqual([newYear]);
    expect(thisWeek([newYear], '2027-12-27')).toEqual([]);
  });
});
