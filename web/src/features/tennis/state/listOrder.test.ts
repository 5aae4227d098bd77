import { describe, expect, it } from 'vitest';
import { liveOn } from './listOrder';

const t = (title: string, start: string, end: string) => ({
  TournamentTitle: title,
  PlayStartDate: start,
  PlayEndDate: end,
});

const endedYesterday = t('Ended yesterday', '2027-03-01', '2027-03-11');
const endsToday = t('Ends today', '2027-03-06', '2027-03-12');
const indianWells = t('Indian Wells', '2027-03-10', '2027-03-21');
const startsTomorrow = t('Starts tomorrow', '2027-03-13', '2027-03-19');
const inAWeek = t('In a week', '2027-03-19', '2027-03-25');
const inEightDays = t('In eight days', '2027-03-20', '2027-03-26');
const calendar = [inEightDays, inAWeek, startsTomorrow, indianWells, endsToday, endedYesterday];

describe('liveOn', () => {
  it('keeps the tournaments in play today, both end days included', () => {
    expect(liveOn(calendar, '2027-03-12')).toEqual([indianWells, endsToday]);
    expect(liveOn(calendar, '2027-03-19')).toEqual([inAWeek, startsTomorrow, indianWells]);
  });
});
