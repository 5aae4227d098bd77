import { ApiError } from './ApiError';

/** A retry policy for TanStack Query: a refusal (4xx) gets the same answer when asked again, so only failures are retried. */
export function retryFailures(times: number): (failureCount: number, error: Error) => boolean {
  return (failureCount, error) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failureCount < times;
  };
}
