import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { MOMENTUM_HEIGHT } from './heights';
import { themedAxis, UPlotChart, type PlotColours } from './UPlotChart';

interface MomentumPlotProps {
  /** The first player's points won minus the second's, after each point. */
  momentum: readonly number[];
  /** The points after which a set ended. */
  setEnds: readonly number[];
}

const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500];
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The lead point by point, from 0 before the first; a dashed line where each set ended. */
export function MomentumPlot({ momentum, setEnds }: MomentumPlotProps) {
  const data = useMemo<uPlot.AlignedData>(
    () => [Array.from({ length: momentum.length + 1 }, (_, point) => point), [0, ...momentum]],
    [momentum],
  );
  const options = useCallback(
    (colours: PlotColours): Omit<uPlot.Options, 'width' | 'height'> => ({
      scales: {
        x: { time: false },
        y: {
          range: (_plot, min, max) => {
            const reach = Math.max(2, Math.abs(min), Math.abs(max)) + 1;
            return [-reach, reach];
          },
        },
      },
      axes: [
        themedAxis(colours, { incrs: WHOLE_STEPS }),
        themedAxis(colours, { incrs: WHOLE_STEPS, values: (_plot, splits) => splits.map(signed) }),
      ],
      series: [{}, { stroke: colours.sides[0], width: 2, points: { show: false } }],
      cursor: { show: false },
      hooks: {
        draw: [
          (plot) => {
            const { ctx, bbox } = plot;
            ctx.save();
            ctx.strokeStyle = colours.text;
            ctx.setLineDash([4, 4]);
            for (const end of setEnds) {
              const x = Math.round(plot.valToPos(end, 'x', true));
              ctx.beginPath();
              ctx.moveTo(x, bbox.top);
              ctx.lineTo(x, bbox.top + bbox.height);
              ctx.stroke();
            }
            ctx.restore();
          },
        ],
      },
    }),
    [setEnds],
  );
  return <UPlotChart options={options} data={data} height={MOMENTUM_HEIGHT} />;
}
