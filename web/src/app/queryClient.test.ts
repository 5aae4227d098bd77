import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/ApiError';
import { PAYMENT_REQUIRED_IS_AN_ANSWER } from '../lib/api/paymentRequired';
import { retryFailures } from '../lib/api/retry';
import { createQueryClient, shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('never retries a refusal', () => {
    expect(shouldRetry(0, new ApiError(401, 'Expired'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, undefined))).toBe(false);
  });

  it('retries a server or network failure once', () => {
    expect(shouldRetry(0, new ApiError(503, undefined))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, undefined))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, undefined))).toBe(false);
  });
});

describe('retryFailures', () => {
  it('retries failures as many times as asked, and a refusal never', () => {
    const twice = retryFailures(2);
    expect(twice(1, new ApiError(502, undefined))).toBe(true);
    expect(twice(2, new ApiError(502, undefined))).toBe(false);
    expect(twice(0, new ApiError(400, 'Invalid tournament year.'))).toBe(false);
  });
});

describe('payment required', () => {
  function setup() {
    const onPaymentRequired = vi.fn<() => void>();
    return { client: createQueryClient({ onPaymentRequired }), onPaymentRequired };
  }

  const failWith = (status: number) => () => Promise.reject(new ApiError(status, 'Refused'));

  it('is reported when a query is refused with 402', async () => {
    const { client, onPaymentRequired } = setup();

    await expect(client.query({ queryKey: ['diary'], queryFn: failWith(402) })).rejects.toThrow();

    expect(onPaymentRequired).toHaveBeenCalledOnce();
  });

  it('is reported when a mutation is refused with 402', async () => {
    const { client, onPaymentRequired } = setup();

    await expect(new MutationObserver(client, { mutationFn: failWith(402) }).mutate()).rejects.toThrow();

    expect(onPaymentRequired).toHaveBeenCalledOnce();
  });

  it('is not reported for a call whose screen answers the 402 itself', async () => {
    const { client, onPaymentRequired } = setup();
    const mutation = new MutationObserver(client, { mutationFn: failWith(402), meta: PAYMENT_REQUIRED_IS_AN_ANSWER });

    await expect(mutation.mutate()).rejects.toThrow();

    expect(onPaymentRequired).not.toHaveBeenCalled();
  });

  it('is not reported for other refusals', async () => {
    const { client, onPaymentRequired } = setup();

    await expect(client.query({ queryKey: ['admin'], queryFn: failWith(403) })).rejects.toThrow();
    await expect(new MutationObserver(client, { mutationFn: failWith(401) }).mutate()).rejects.toThrow();

    expect(onPaymentRequired).not.toHaveBeenCalled();
  });
});
