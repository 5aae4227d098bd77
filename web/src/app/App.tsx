import { history } from '../lib/navigation/history';
import { HistoryRouter } from './HistoryRouter';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes, preloadRoutes } from './routes';

// Registered before the router's own listener, so a screen's chunks are on their way when it renders.
preloadRoutes(history.location.pathname);
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
