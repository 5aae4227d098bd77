/**
 * A message carried to the next screen in router state, so a redirect (after a registration or a password
 * reset, or when a session has ended) does not take the message away before it is read.
 */
export interface NoticeState {
  notice: string;
  tone: 'success' | 'error';
}

export function noticeState(notice: string, tone: NoticeState['tone'] = 'success'): NoticeState {
  return { notice, tone };
}

export function readNotice(state: unknown): NoticeState | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  if (typeof state.notice !== 'string') return null;
  return { notice: state.notice, tone: 'tone' in state && state.tone === 'error' ? 'error' : 'success' };
}

/** The notice as the screen's Alert shows it, or null when the state carries none. */
export function readNoticeFeedback(state: unknown): { tone: NoticeState['tone']; message: string } | null {
  const notice = readNotice(state);
  return notice && { tone: notice.tone, message: notice.notice };
}

/** Why a user who was signed in lands on /login: the server ended the session, or the token ran out. */
export const SESSION_ENDED_NOTICE = noticeState('Your session has expired. Please log in again.', 'error');
