import { describe, expect, it } from 'vitest';
import { tokenWith } from '../../test/tokens';
import { decideMainAccess } from './mainAccess';

const now = Date.now();

describe('decideMainAccess', () => {
  it('sends a visitor without a token to /login', () => {
    expect(decideMainAccess(null, now)).toEqual({ kind: 'redirect', to: '/login', clearToken: false });
  });

  it('removes an unreadable token and sends to /login', () => {
    expect(decideMainAccess('garbage', now)).toEqual({ kind: 'redirect', to: '/login', clearToken: true });
  });

  it('removes an expired token and sends to /login', () => {
    const token = tokenWith({ exp: Math.floor(now / 1000) - 1 });
    expect(decideMainAccess(token, now)).toEqual({ kind: 'redirect', to: '/login', clearToken: true });
  });

  it('sends a member who must change the password to /change-password', () => {
    const token = tokenWith({ mustChangePassword: true, isSubscribed: true });
    expect(decideMainAccess(token, now)).toEqual({ kind: 'redirect', to: '/change-password', clearToken: false });
  });

  it('sends a member without a subscription to /subscribe', () => {
    const token = tokenWith({ isSubscribed: false, isAdmin: true });
    expect(decideMainAccess(token, now)).toEqual({ kind: 'redirect', to: '/subscribe', clearToken: false });
  });

  it('lets a subscriber in', () => {
    expect(decideMainAccess(tokenWith({ isSubscribed: true }), now)).toEqual({ kind: 'allow' });
  });
});
