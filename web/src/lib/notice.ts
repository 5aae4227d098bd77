/**
 * A success message carried to the next screen in router state, so a redirect after success
 * (registration, password reset) does not take the message away before it is read.
 */
export interface NoticeState {
  notice: string;
}

export function noticeState(notice: string): NoticeState {
  return { notice };
}

export function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
