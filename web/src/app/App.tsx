import { history } from '../lib/navigation/history';
import { HistoryRouter } from './HistoryRouter';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes, preloadRoutes, requestRouteData } from './routes';

// Registered before the router's own listener, so a screen's chunks are on their way when it renders.
preloadRoutes(history.location.pathname);
// The first screen only: later screens find their data in the query cache or ask when they render, and an
// answer asked for early must never stand in for fresher data.
requestRouteData(history.location);
history.listen(({ location }) => {
  preloadRoutes(location.pathname);
});

export function App() {
  return (
    <HistoryRouter history={history}>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </HistoryRouter>
  );
}
