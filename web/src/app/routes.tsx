import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { requestDayEarly } from '../features/diary/requestDayEarly';
import { SplashPage } from '../features/splash/SplashPage';
import { RequireMainAccess } from './guards/RequireMainAccess';
import { RequireToken } from './guards/RequireToken';
import { lazyPage } from './lazyPage';
import { lazyWithQueries } from './lazyWithQueries';
import { preloadQueryLayer, RootLayout } from './RootLayout';

// The login's rare second step needs TanStack Query: it comes in its own chunk, with the QueryLayer.
const TwoFactorLoginStep = lazyWithQueries(
  async () => (await import('../features/two-factor/components/TwoFactorLoginStep')).TwoFactorLoginStep,
);

type AppRoute = RouteObject & {
  preload?: (pathname: string) => void;
  /** Asks for the screen's first data while its code loads; only on the page's first screen (see App). */
  requestData?: (search: string) => void;
  children?: AppRoute[];
};

/**
 * Every screen of SPEC section 2. The splash and login are in the first bundle so the way in
 * stays light and instant; every other screen is fetched when first visited.
 */
const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    preload: preloadQueryLayer,
    children: [
      { path: '/', element: <SplashPage /> },
      { path: '/login', element: <LoginPage SecondFactorStep={TwoFactorLoginStep} /> },
      { path: '/register', ...lazyPage(async () => (await import('../features/auth/RegisterPage')).RegisterPage) },
      {
        path: '/forgot-password',
        ...lazyPage(async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage),
      },
      {
        path: '/reset-password',
        ...lazyPage(async () => (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage),
      },
      { path: '/terms', ...lazyPage(async () => (await import('../features/legal/TermsPage')).TermsPage) },
      { path: '/privacy', ...lazyPage(async () => (await import('../features/legal/PrivacyPage')).PrivacyPage) },
      {
        path: '/subscribe',
        ...lazyPage(async () => (await import('../features/billing/SubscribePage')).SubscribePage),
      },
      { path: '/success', ...lazyPage(async () => (await import('../features/billing/SuccessPage')).SuccessPage) },
      { path: '/cancel', ...lazyPage(async () => (await import('../features/billing/CancelPage')).CancelPage) },
      {
        path: '/test-checkout',
        ...lazyPage(async () => (await import('../features/billing/OfflineCheckoutPage')).OfflineCheckoutPage),
      },
      {
        path: '/test-billing-portal',
        ...lazyPage(
          async () => (await import('../features/billing/OfflineBillingPortalPage')).OfflineBillingPortalPage,
        ),
      },
      {
        element: <RequireToken />,
        children: [
          {
            path: '/change-password',
            ...lazyPage(async () => (await import('../features/auth/ChangePasswordPage')).ChangePasswordPage),
          },
          {
            path: '/two-factor',
            ...lazyPage(async () => (await import('../features/two-factor/TwoFactorPage')).TwoFactorPage),
          },
          {
            path: '/delete-account',
            ...lazyPage(async () => (await import('../features/account/DeleteAccountPage')).DeleteAccountPage),
          },
          {
            // The members' header (brand, search, menu) as on every /main screen; the guard stays the token's.
            ...lazyPage(async () => (await import('../features/main/MainLayout')).MainLayout),
            children: [
              {
                path: '/admin-dashboard',
                ...lazyPage(async () => (await import('../features/admin/AdminDashboardPage')).AdminDashboardPage),
              },
            ],
          },
        ],
      },
      {
        path: '/main',
        element: <RequireMainAccess />,
        children: [
          {
            ...lazyPage(async () => (await import('../features/main/MainLayout')).MainLayout),
            children: [
              { index: true, ...lazyPage(async () => (await import('../features/main/MainPage')).MainPage) },
              {
                // The subscriber screens also ask the server, since the token's claim may be out of date.
                ...lazyPage(async () => (await import('./guards/RequireSubscription')).RequireSubscription),
                children: [
                  {
                    path: 'diary',
                    ...lazyPage(async () => (await import('../features/diary/DiaryPage')).DiaryPage),
                    requestData: requestDayEarly,
                  },
                  {
                    path: 'tennis',
                    ...lazyPage(async () => (await import('../features/tennis/TennisPage')).TennisPage),
                  },
                  {
                    path: 'tennis/:year/:id',
                    ...lazyPage(async () => (await import('../features/tennis/DrawPage')).DrawPage),
                  },
                  {
                    path: 'tennis/:year/:id/pack',
                    ...lazyPage(
                      async () => (await import('../features/tournament-pack/TournamentPackPage')).TournamentPackPage,
                    ),
                  },
                  {
                    path: 'tennis/players/:playerId',
                    // The charts' part of the page is given here, so tennis imports nothing of charts.
                    ...lazyPage(async () => {
                      const [{ PlayerPage }, { PlayerCharts, usePlayerChartsAnswered }] = await Promise.all([
                        import('../features/tennis/player/PlayerPage'),
                        import('../features/charts/scouting/PlayerCharts'),
                      ]);
                      const charts = { Section: PlayerCharts, useAnswered: usePlayerChartsAnswered };
                      return function PlayerPageWithCharts() {
                        return <PlayerPage charts={charts} />;
                      };
                    }),
                  },
                  {
                    path: 'charts',
                    ...lazyPage(async () => (await import('../features/charts/ChartsPage')).ChartsPage),
                  },
                  {
                    path: 'charts/new',
                    ...lazyPage(async () => (await import('../features/charts/NewChartPage')).NewChartPage),
                  },
                  {
                    path: 'charts/:chartId',
                    ...lazyPage(async () => (await import('../features/charts/ChartRecordPage')).ChartRecordPage),
                  },
                  {
                    path: 'export',
                    ...lazyPage(async () => (await import('../features/export/ExportPage')).ExportPage),
                  },
                  {
                    path: 'import',
                    ...lazyPage(async () => (await import('../features/import/ImportPage')).ImportPage),
                  },
                  {
                    path: 'charts/:chartId/report',
                    ...lazyPage(
                      async () => (await import('../features/charts/report/ChartReportPage')).ChartReportPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...lazyPage(async () => (await import('./NotFoundPage')).NotFoundPage) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts fetching the code of every route on the way to `pathname` at once; left to rendering, each nested
 * lazy screen would only start once its parent had arrived.
 */
export function preloadRoutes(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) route.preload?.(pathname);
}

/** Starts the requests of the screens on the way to `location` that ask for their data early. */
export function requestRouteData({ pathname, search }: { pathname: string; search: string }) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) route.requestData?.(search);
}
