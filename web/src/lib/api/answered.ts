import type { QueryObserverBaseResult } from '@tanstack/react-query';

type Part = Pick<QueryObserverBaseResult, 'isPending' | 'fetchStatus'>;

/**
 * Whether each of a page's parts has answered, failed, or waits for a connection it does not have: a page laid
 * out once its parts are in does not move as each arrives, and offline it shows what the device holds.
 */
export function allAnswered(...parts: Part[]): boolean {
  return parts.every((part) => !part.isPending || part.fetchStatus === 'paused');
}
