import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../../../lib/theme/useTheme';

/** The colours a plot draws with, read from the report's CSS custom properties of the theme on show. */
export interface PlotColours {
  text: string;
  grid: string;
  sides: [string, string];
  winners: string;
  forcedErrors: string;
  unforcedErrors: string;
}

function coloursOf(element: HTMLElement): PlotColours {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read('--text-muted'),
    grid: read('--border'),
    sides: [read('--plot-side-a'), read('--plot-side-b')],
    winners: read('--plot-winners'),
    forcedErrors: read('--plot-forced'),
    unforcedErrors: read('--plot-unforced'),
  };
}

/** An axis in the theme's colours; `values` names the ticks of a category axis. */
export function themedAxis(colours: PlotColours, axis: uPlot.Axis = {}): uPlot.Axis {
  return {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
    font: '12px system-ui, sans-serif',
    ...axis,
  };
}

interface UPlotChartProps {
  /** The plot's options but its size; made again when the theme changes. */
  options: (colours: PlotColours) => Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
}

/**
 * A uPlot canvas as wide as its box, drawn again on a theme change and resized with the box. The canvas is
 * decoration for screen readers: every plot has its numbers in a table beside it.
 */
export function UPlotChart({ options, data, height }: UPlotChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const plot = new uPlot(
      { ...options(coloursOf(element)), width: element.clientWidth, height, legend: { show: false } },
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [theme, options, data, height]);
  // The plot's height from the first frame: the canvas comes in the effect, after a paint, and an empty box
  // there would move everything below it up and back down (a layout shift Lighthouse counted).
  return <div ref={holder} className="plot" style={{ minHeight: height }} aria-hidden="true" />;
}
