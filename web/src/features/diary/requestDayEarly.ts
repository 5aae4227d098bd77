import { createEarlyAnswers } from './earlyAnswers';
import { api, tokenStore } from '../../app/session/apiClient';
import { todayIso } from './state/calendar';
import { dateInAddress } from './state/dayAddress';

/** One day of the diary, as the server has it now. */
export const fetchDay = (date: string) => api.call('diary.day', { query: { date } });

/** Days asked for before the diary's code has loaded, by date (see createEarlyAnswers). */
export const earlyDays = createEarlyAnswers(fetchDay);

/**
 * On a first visit straight to the diary, asks for the day it opens while the diary's code is still on its
 * way; useDiaryDay takes that answer instead of asking again. In the first bundle: keep it small.
 */
export function requestDayEarly(search: string): void {
  if (tokenStore.get() === null) return;
  earlyDays.ask(dateInAddress(new URLSearchParams(search), todayIso()));
}
