// What other features use of the charts: the service's save (the demo seed writes through it) and the
// made-up matches the demo charts.
export { chartedMatch, type RandomSource, type SetScore } from './charted-match.js';
export type { ChartsService } from './charts.service.js';
