import { describe, expect, it } from 'vitest';
import { noticeState, readNotice, readNoticeFeedback, SESSION_ENDED_NOTICE } from './notice';

describe('notices carried to the next screen', () => {
  it('reads back a success by default, and an error when it says so', () => {
    expect(readNotice(noticeState('Password reset!'))).toEqual({ notice: 'Password reset!', tone: 'success' });
    expect(readNotice(SESSION_ENDED_NOTICE)).toEqual({
      notice: 'Your session has expired. Please log in again.',
      tone: 'error',
    });
  });

  it('reads nothing from state that holds no notice, and no tone but the two it knows', () => {
    expect(readNotice(null)).toBeNull();
    expect(readNotice({ from: '/main' })).toBeNull();
    expect(readNotice({ notice: 42 })).toBeNull();
    expect(readNotice({ notice: 'Hi', tone: 'shout' })).toEqual({ notice: 'Hi', tone: 'success' });
  });

  it('hands the notice over as the screen shows it', () => {
    expect(readNoticeFeedback(noticeState('You are already subscribed.'))).toEqual({
      tone: 'success',
      message: 'You are already subscribed.',
    });
    expect(readNoticeFeedback(null)).toBeNull();
  });
});
