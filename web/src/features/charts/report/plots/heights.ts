// Each plot's height, known before uPlot loads, so the place kept for a plot is the plot's own size.
export const MOMENTUM_HEIGHT = 220;
export const RALLY_HEIGHT = 220;
const SHOT_ROW_HEIGHT = 30;
const AXIS_HEIGHT = 40;

export const shotsPlotHeight = (shots: number) => shots * SHOT_ROW_HEIGHT + AXIS_HEIGHT;
