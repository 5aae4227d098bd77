import { describe, expect, it } from 'vitest';
import { seedingOf, seedingText } from './seeding.js';

describe('seedingOf and seedingText', () => {
  it('orders a seed by its category first: any Grand Slam seed before a Challenger No. 1', () => {
    const slam = seedingOf('GS', 32);
    const masters = seedingOf('1000', 1);
    const challenger = seedingOf('CH', 1);
    if (slam === null || masters === null || challenger === null) throw new Error('a seed was not read');
    expect([slam < masters, masters < challenger]).toEqual([true, true]);
    expect([seedingText(slam), seedingText(masters), seedingText(challenger)]).toEqual([
      'seed 32 (Grand Slams)',
      'seed 1 (ATP Masters 1000)',
      'seed 1 (ATP Challenger Tour)',
    ]);
  });

  it('counts no seed of a team event, of an unknown category, or of an unseeded player', () => {
    expect([seedingOf('UC', 1), seedingOf('', 1), seedingOf('nope', 3), seedingOf('GS', null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
