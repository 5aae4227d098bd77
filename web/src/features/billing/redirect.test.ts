import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

const origin = 'https://baseline.test';

describe('redirectTarget', () => {
  it('follows an https address elsewhere, as Stripe Checkout answers', () => {
    expect(redirectTarget('https://checkout.stripe.com/c/pay/cs_test_a1', origin)).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_a1',
    );
  });

  it('resolves a same-origin path, as the test checkout may answer', () => {
    expect(redirectTarget('/test-checkout?session_id=cs_test_abc12345', origin)).toBe(
      'https://baseline.test/test-checkout?session_id=cs_test_abc12345',
    );
  });

  it('refuses script and data addresses', () => {
    expect(redirectTarget('javascript:alert(1)', origin)).toBeNull();
    expect(redirectTarget('data:text/html,hi', origin)).toBeNull();
  });

  it('refuses what is not a URL at all', () => {
    expect(redirectTarget('http://', origin)).toBeNull();
  });
});
