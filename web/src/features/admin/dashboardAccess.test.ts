import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import { isRefusedAsNonAdmin } from './dashboardAccess';

const forbidden = new ApiError(403, 'Administrator access required.');

describe('isRefusedAsNonAdmin', () => {
  it('reads a 403 to a member as the page not being theirs, whichever list was refused', () => {
    expect(isRefusedAsNonAdmin([forbidden, null], false)).toBe(true);
    expect(isRefusedAsNonAdmin([null, forbidden], false)).toBe(true);
  });

  it('leaves an administrator’s 403 to show as a failure to load', () => {
    expect(isRefusedAsNonAdmin([new ApiError(403, 'Please change your password first.'), null], true)).toBe(false);
  });

  it('is not decided before a list is refused, nor by other failures', () => {
    expect(isRefusedAsNonAdmin([null, null], false)).toBe(false);
    expect(isRefusedAsNonAdmin([new ApiError(500, undefined), new ApiError(0, undefined)], false)).toBe(false);
  });
});
