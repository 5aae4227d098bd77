import { describe, expect, it } from 'vitest';
import { tokenWith } from '../../test/tokens';
import { isExpired, readClaims } from './claims';

describe('readClaims', () => {
  it('reads the routing claims of a token', () => {
    const claims = readClaims(tokenWith({ sub: 'u7', isAdmin: true, isSubscribed: false, exp: 2000 }));
    expect(claims).toEqual({ sub: 'u7', mustChangePassword: false, isAdmin: true, isSubscribed: false, exp: 2000 });
  });

  it('gives null for something that is not a JWT', () => {
    expect(readClaims('not-a-token')).toBeNull();
  });

  it('gives null when a claim is missing or of the wrong type', () => {
    const [header, , signature] = tokenWith().split('.');
    const payload = btoa(JSON.stringify({ sub: 'u1', isAdmin: 'yes', exp: 1 })).replace(/=+$/, '');
    expect(readClaims(`${header ?? ''}.${payload}.${signature ?? ''}`)).toBeNull();
  });
});

describe('isExpired', () => {
  it('compares the expiry in seconds with a time in milliseconds', () => {
    expect(isExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(true);
  });
});
