import type { DrawEvent } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { fullDraw, result, roundRobinEvent, set, teamEvent } from '../test/drawFactory';
import { NO_FRESH_RESULTS, newlyDecided } from './freshResults';

/** The event with the fixture at `path` given a result (a copy: the answers of two refetches). */
function decide(event: DrawEvent, pick: (copy: DrawEvent) => { Result: unknown }): DrawEvent {
  const copy = structuredClone(event);
  pick(copy).Result = result(1, [set(6, 4), set(6, 4)]);
  return copy;
}

describe('newlyDecided', () => {
  const live = roundRobinEvent({ unplayed: 1 });

  it('is empty on the first answer and when the answer is the same', () => {
    expect(newlyDecided(undefined, live)).toBe(NO_FRESH_RESULTS);
    expect(newlyDecided(live, live)).toBe(NO_FRESH_RESULTS);
    expect(newlyDecided(live, structuredClone(live))).toBe(NO_FRESH_RESULTS);
  });

  it('names a group match that got its result', () => {
    const next = decide(live, (copy) => copy.Groups?.[1]?.Fixtures[5] ?? { Result: null });
    expect([...newlyDecided(live, next)]).toEqual(['g1:5']);
  });

  it('names a bracket match that got its result, in RoundIdModernized order whatever the order of the rounds', () => {
    const draw = fullDraw(8);
    const unplayedFinal = structuredClone(draw);
    const final = unplayedFinal.Rounds[2]?.Fixtures[0];
    if (!final) throw new Error('no final');
    final.Result = null;
    const reversed = { ...draw, Rounds: [...draw.Rounds].reverse() };
    expect([...newlyDecided(unplayedFinal, reversed)]).toEqual(['2:0']);
  });

  it("names a team event's rubber that got its result", () => {
    const event = teamEvent();
    // The second quarter-final is at 1-0: its second rubber comes in.
    const next = decide(event, (copy) => copy.Stages?.[0]?.Ties[1]?.Rubbers[1]?.Fixture ?? { Result: null });
    expect([...newlyDecided(event, next)]).toEqual(['s0:1:1']);
  });

  it('does not count a fixture the previous answer did not have, nor a result that was already there', () => {
    const event = teamEvent();
    const grown = structuredClone(event);
    const qf = grown.Stages?.[0]?.Ties[0];
    if (!qf) throw new Error('no tie');
    grown.Stages?.push({ StageName: 'Play-offs', Ties: [structuredClone(qf)] });
    expect(newlyDecided(event, grown)).toBe(NO_FRESH_RESULTS);
  });
});
