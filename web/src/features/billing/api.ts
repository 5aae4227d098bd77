import type { RedirectResponse } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_REQUIRED_IS_AN_ANSWER } from '../../lib/api/paymentRequired';
import { leaveFor } from './redirect';
import { api } from '../../app/session/apiClient';

export const billingKeys = {
  all: ['billing'] as const,
  status: () => [...billingKeys.all, 'status'] as const,
  testCheckout: (sessionId: string) => [...billingKeys.all, 'test-checkout', sessionId] as const,
};

/** The member's subscription as the server records it; fresher than the token's isSubscribed claim. */
export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.status(),
    queryFn: () => api.call('billing.status'),
    enabled,
  });
}

/**
 * Asks the server for a page and goes there. The redirect happens inside the call, so an address
 * that cannot be followed fails the mutation like a refused call does.
 */
async function followRedirect(answer: Promise<RedirectResponse>) {
  leaveFor((await answer).url);
}

/** Creates a checkout session and sends the browser to it: Stripe Checkout, or the offline test checkout. */
export function useStartCheckout() {
  return useMutation({ mutationFn: () => followRedirect(api.call('billing.startCheckout')) });
}

/** Any call that changes the subscription leaves the cached status stale. */
function useSubscriptionChange<TVariables, TAnswer>(
  send: (variables: TVariables) => Promise<TAnswer>,
  meta?: Record<string, unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.status() }),
  });
}

/** A 402 here means this checkout is unpaid, which /success reports, not a subscription that lapsed. */
export function useVerifySession() {
  return useSubscriptionChange(
    (sessionId: string) => api.call('billing.verifySession', { body: { sessionId } }),
    PAYMENT_REQUIRED_IS_AN_ANSWER,
  );
}

export function useCancelSubscription() {
  return useSubscriptionChange(() => api.call('billing.cancel'));
}

export function useResumeSubscription() {
  return useSubscriptionChange(() => api.call('billing.resume'));
}

/** Sends the browser to the billing portal: Stripe's, or the test provider's own page. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: () => followRedirect(api.call('billing.portal')) });
}

/** The offline test checkout's session. No token: as on Stripe, knowing the session id is the permission. */
export function useTestCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: billingKeys.testCheckout(sessionId),
    queryFn: () => api.call('testCheckout.view', { params: { sessionId } }),
    enabled: sessionId !== '',
  });
}

/** "Pays" a test checkout session and continues to the /success address the server answers. */
export function useCompleteTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: () => followRedirect(api.call('testCheckout.complete', { params: { sessionId } })),
  });
}
