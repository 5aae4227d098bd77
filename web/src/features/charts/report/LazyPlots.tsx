import { lazy, Suspense, type ComponentProps } from 'react';
import { loadOnce } from '../../../lib/loadOnce';
import type { MomentumPlot, RallyPlot, ShotsPlot } from './plots';
import { MOMENTUM_HEIGHT, RALLY_HEIGHT, shotsPlotHeight } from './plots/heights';

// uPlot comes in its own chunk when the first plot shows; until then each plot's place is kept at its size.
const loadPlots = loadOnce(() => import('./plots'));
const Momentum = lazy(async () => ({ default: (await loadPlots()).MomentumPlot }));
const Rally = lazy(async () => ({ default: (await loadPlots()).RallyPlot }));
const Shots = lazy(async () => ({ default: (await loadPlots()).ShotsPlot }));

const waiting = (height: number) => <div className="plot" style={{ height }} aria-hidden="true" />;

export function LazyMomentumPlot(props: ComponentProps<typeof MomentumPlot>) {
  return (
    <Suspense fallback={waiting(MOMENTUM_HEIGHT)}>
      <Momentum {...props} />
    </Suspense>
  );
}

export function LazyRallyPlot(props: ComponentProps<typeof RallyPlot>) {
  return (
    <Suspense fallback={waiting(RALLY_HEIGHT)}>
      <Rally {...props} />
    </Suspense>
  );
}

export function LazyShotsPlot(props: ComponentProps<typeof ShotsPlot>) {
  return (
    <Suspense fallback={waiting(shotsPlotHeight(props.shots.length))}>
      <Shots {...props} />
    </Suspense>
  );
}
