import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Banner } from '../components/Banner';
import { RouteProgress } from './RouteProgress';

const QueryLayer = lazy(() => import('./QueryLayer'));
/** The screens of the first bundle, which read no server state through TanStack Query. */
const WITHOUT_QUERIES = new Set(['/', '/login']);

/** Wraps every route: the testing banner (not on the splash) and a bar while a screen's code loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { state } = useNavigation();
  return (
    <>
      {state === 'loading' && <RouteProgress />}
      {pathname !== '/' && <Banner />}
      {WITHOUT_QUERIES.has(pathname) ? (
        <Outlet />
      ) : (
        <Suspense fallback={<RouteProgress />}>
          <QueryLayer>
            <Outlet />
          </QueryLayer>
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
