import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Banner } from '../components/Banner';
import { useSessionKeepAlive } from './session/useSessionKeepAlive';
import { loadOnce } from '../lib/loadOnce';
import { OfflineBanner } from '../features/offline/status/OfflineBanner';
import { RouteProgress } from './RouteProgress';
import { ScrollToTop } from './ScrollToTop';

const loadQueryLayer = loadOnce(() => import('./QueryLayer'));
const QueryLayer = lazy(loadQueryLayer);
/** The screens of the first bundle, which read no server state through TanStack Query. */
const WITHOUT_QUERIES = new Set(['/', '/login']);

/** Starts fetching the query layer along with the code of a screen that needs it (see preloadRoutes). */
export function preloadQueryLayer(pathname: string) {
  if (!WITHOUT_QUERIES.has(pathname)) loadQueryLayer().catch(() => undefined);
}

/**
 * Wraps every route: the testing banner (not on the splash), the progress bar on a first visit straight to a
 * lazily loaded screen, and, while someone is signed in, the keep-alive of their session as they work. The
 * Suspense stays in place across screens, so a later move (a transition) keeps the old screen up, under
 * HistoryRouter's bar, until the new one's code has arrived.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useSessionKeepAlive();
  return (
    <>
      {pathname !== '/' && <Banner />}
      <OfflineBanner />
      <Suspense fallback={<RouteProgress />}>
        {WITHOUT_QUERIES.has(pathname) ? (
          <Outlet />
        ) : (
          <QueryLayer>
            <Outlet />
          </QueryLayer>
        )}
      </Suspense>
      <ScrollToTop />
    </>
  );
}
