import { earlyAnswers, tokenStore } from '../../lib/session';
import { todayIso } from './state/calendar';
import { dateInAddress, dayApiPath } from './state/dayAddress';

/**
 * On a first visit straight to the diary, asks for the day it opens while the diary's code is still on its
 * way; useDiaryDay takes that answer instead of asking again. In the first bundle: keep it small.
 */
export function requestDayEarly(search: string): void {
  if (tokenStore.get() === null) return;
  earlyAnswers.ask(dayApiPath(dateInAddress(new URLSearchParams(search), todayIso())));
}
