// The report's plots, one lazily loaded chunk with uPlot: the tables beside them show first.
export { MomentumPlot } from './MomentumPlot';
export { RallyPlot } from './RallyPlot';
export { ShotsPlot } from './ShotsPlot';
