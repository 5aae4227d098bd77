import { RALLY_LENGTHS, type PlayerReport } from '@baseline/contract/charting';
import { useCallback, useMemo } from 'react';
import uPlot from 'uplot';
import { RALLY_HEIGHT } from './heights';
import { themedAxis, UPlotChart, type PlotColours } from './UPlotChart';

const LENGTH_INDEXES = RALLY_LENGTHS.map((_, index) => index);
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** Points by rally length, a bar each side for the points it won there, side by side. */
export function RallyPlot({ sides }: { sides: readonly [PlayerReport, PlayerReport] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [
      LENGTH_INDEXES,
      RALLY_LENGTHS.map((length) => sides[0].rally[length].won),
      RALLY_LENGTHS.map((length) => sides[1].rally[length].won),
    ],
    [sides],
  );
  const options = useCallback((colours: PlotColours): Omit<uPlot.Options, 'width' | 'height'> => {
    const bars = (side: 0 | 1): uPlot.Series => ({
      stroke: colours.sides[side],
      fill: colours.sides[side],
      width: 0,
      points: { show: false },
      // Two bars to a length: the first side's left of the tick, the second's right of it.
      paths: uPlot.paths.bars?.({ size: [0.35, 48], align: side === 0 ? -1 : 1 }),
    });
    return {
      scales: {
        x: { time: false, range: [-0.5, RALLY_LENGTHS.length - 0.5] },
        y: { range: (_plot, _min, max) => [0, Math.max(2, max)] },
      },
      axes: [
        themedAxis(colours, {
          splits: () => LENGTH_INDEXES,
          values: (_plot, splits) => splits.map((index) => `${RALLY_LENGTHS[index] ?? ''} shots`),
          grid: { show: false },
        }),
        themedAxis(colours, { incrs: WHOLE_STEPS }),
      ],
      series: [{}, bars(0), bars(1)],
      cursor: { show: false },
    };
  }, []);
  return <UPlotChart options={options} data={data} height={RALLY_HEIGHT} />;
}
