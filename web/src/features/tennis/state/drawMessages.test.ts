import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import { drawFailureText } from './drawMessages';

describe('drawFailureText', () => {
  it("says 'No draw available' for a tournament whose draw is not made", () => {
    expect(drawFailureText(new ApiError(404, 'No draw available'))).toBe('No draw available');
  });

  it('names an unknown tournament', () => {
    expect(drawFailureText(new ApiError(404, 'Tournament not found.'))).toBe('Tournament not found.');
  });

  it('gives the general text for an upstream failure, a bad address or no answer at all', () => {
    const general = 'Unable to load draw. Please try again later.';
    expect(drawFailureText(new ApiError(502, 'The tournament data service is unavailable.'))).toBe(general);
    expect(drawFailureText(new ApiError(400, 'params/year must match pattern'))).toBe(general);
    expect(drawFailureText(new ApiError(0, undefined))).toBe(general);
    expect(drawFailureText(new Error('boom'))).toBe(general);
  });

  it('says that an offline device did not keep the draw, and keeps the server sentences offline too', () => {
    expect(drawFailureText(new ApiError(0, undefined), false)).toBe(
      'You are offline and this draw is not kept on this device: a draw is kept for offline use once it has been opened online.',
    );
    expect(drawFailureText(new ApiError(404, 'No draw available'), false)).toBe('No draw available');
  });
});
