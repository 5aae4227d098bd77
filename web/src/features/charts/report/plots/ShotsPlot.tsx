import { useCallback, useMemo } from 'react';
import uPlot from 'uplot';
import type { ShotCounts } from '../figures';
import { shotsPlotHeight } from './heights';
import { themedAxis, UPlotChart, type PlotColours } from './UPlotChart';

const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500];
/*
 * uPlot's axis sides are an ambient const enum, which isolated modules cannot read, so its values are written
 * here as uPlot numbers them.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- Axis.Side.Left, see above
const LEFT = 3 as uPlot.Axis.Side;
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- Axis.Side.Bottom, see above
const BOTTOM = 2 as uPlot.Axis.Side;

/**
 * The shots that ended points as horizontal bars, winners, forced and unforced errors end to end: each series
 * is the running total up to it, drawn longest first, so the shorter ones cover the start of it.
 */
export function ShotsPlot({ shots }: { shots: readonly ShotCounts[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [
      shots.map((_, index) => index),
      shots.map((shot) => shot.winners + shot.forcedErrors + shot.unforcedErrors),
      shots.map((shot) => shot.winners + shot.forcedErrors),
      shots.map((shot) => shot.winners),
    ],
    [shots],
  );
  const options = useCallback(
    (colours: PlotColours): Omit<uPlot.Options, 'width' | 'height'> => {
      const bar = (colour: string): uPlot.Series => ({
        stroke: colour,
        fill: colour,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.7, 22] }),
      });
      return {
        scales: {
          // Vertical, top down: the shots in the table's order.
          x: { time: false, ori: 1, dir: -1, range: [-0.5, shots.length - 0.5] },
          y: { ori: 0, dir: 1, range: (_plot, _min, max) => [0, Math.max(2, max)] },
        },
        axes: [
          themedAxis(colours, {
            side: LEFT,
            size: 150,
            splits: () => shots.map((_, index) => index),
            values: (_plot, splits) => splits.map((index) => shots[index]?.name ?? ''),
            grid: { show: false },
          }),
          themedAxis(colours, { side: BOTTOM, incrs: WHOLE_STEPS }),
        ],
        series: [{}, bar(colours.unforcedErrors), bar(colours.forcedErrors), bar(colours.winners)],
        cursor: { show: false },
      };
    },
    [shots],
  );
  return <UPlotChart options={options} data={data} height={shotsPlotHeight(shots.length)} />;
}
