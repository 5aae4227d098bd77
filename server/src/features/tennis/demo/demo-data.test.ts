import type { DrawResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.js';
import { createDemoData } from './demo-data.js';

/** The demo source on a fixed day, as the server's clock would give it. */
async function drawOn(isoTime: string, year: number, id: string): Promise<DrawResponse> {
  const data = createDemoData(testClock(Date.parse(isoTime)).now);
  const { body } = await data.draw(year, id);
  return JSON.parse(body.toString()) as DrawResponse;
}

describe('the demo source on fixed days', () => {
  it('serves the ATP Finals mid-event: some group matches played, the semi-finals and final empty', async () => {
    const draw = await drawOn('2025-11-12T15:00:00Z', 2025, '605');
    const singles = draw.Associations[0]?.Events[0];
    const results = singles?.Groups?.flatMap((group) => group.Fixtures.map((fixture) => fixture.Result !== null));
    expect(results).toContain(true);
    expect(results).toContain(false);
    const knockout = singles?.Rounds.flatMap((round) => round.Fixtures) ?? [];
    expect(knockout.every((fixture) => fixture.Result === null && fixture.DrawLineTop?.Players.length === 0)).toBe(
      true,
    );
  });

  it('serves the Davis Cup Finals live: later ties not played, the same bytes all day', async () => {
    const morning = await drawOn('2026-11-26T08:00:00Z', 2026, '8099');
    const evening = await drawOn('2026-11-26T22:00:00Z', 2026, '8099');
    expect(evening).toEqual(morning);
    const stages = morning.Associations[0]?.Events[0]?.Stages ?? [];
    const ties = stages.flatMap((stage) => stage.Ties);
    expect(ties.some((tie) => tie.Winner !== null)).toBe(true);
    expect(stages.find((stage) => stage.StageName === 'Final')?.Ties).toEqual([]);
  });
});
