import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isLapsedSubscription } from '../lib/api/paymentRequired';
import { retryFailures } from '../lib/api/retry';

/** Every query's policy unless it sets its own: a failure (a 5xx or a lost connection) is retried once. */
export const shouldRetry = retryFailures(1);

export interface QueryClientOptions {
  /** Called when any query or mutation is refused with 402, to send the member to /subscribe. */
  onPaymentRequired: () => void;
}

export function createQueryClient({ onPaymentRequired }: QueryClientOptions): QueryClient {
  // Every API call of the app runs as a query or a mutation, so these two caches see every 402.
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isLapsedSubscription(error, meta)) onPaymentRequired();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        onError(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onError(error, mutation.meta);
      },
    }),
    defaultOptions: {
      // Offline, a query still asks once: the service worker may answer from its copy (see features/offline).
      queries: { retry: shouldRetry, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
