import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { history } from '../lib/navigation/history';
import { createQueryClient } from './queryClient';

/** A 402 means the subscription ended since the token was issued: back to checkout (SPEC section 4). */
const queryClient = createQueryClient({
  onPaymentRequired: () => {
    history.replace('/subscribe');
  },
});

/**
 * TanStack Query for every screen but the splash and the login: it arrives with the first of those
 * screens, so the first bundle (what `/` and `/login` load) stays within its budget.
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
