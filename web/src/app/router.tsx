import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { SplashPage } from '../features/splash/SplashPage';
import { RequireMainAccess } from './guards/RequireMainAccess';
import { RequireToken } from './guards/RequireToken';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteProgress } from './RouteProgress';

/**
 * Every screen of SPEC section 2. The splash and login are in the first bundle so the way in
 * stays light and instant; every other screen is fetched when first visited.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown on a first visit straight to a lazily loaded screen, until its code arrives.
    HydrateFallback: RouteProgress,
    children: [
      { path: '/', Component: SplashPage },
      { path: '/login', Component: LoginPage },
      {
        path: '/register',
        lazy: { Component: async () => (await import('../features/auth/RegisterPage')).RegisterPage },
      },
      {
        path: '/forgot-password',
        lazy: { Component: async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage },
      },
      {
        path: '/reset-password',
        lazy: { Component: async () => (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage },
      },
      { path: '/terms', lazy: { Component: async () => (await import('../features/legal/TermsPage')).TermsPage } },
      {
        path: '/privacy',
        lazy: { Component: async () => (await import('../features/legal/PrivacyPage')).PrivacyPage },
      },
      {
        path: '/subscribe',
        lazy: { Component: async () => (await import('../features/billing/SubscribePage')).SubscribePage },
      },
      {
        path: '/success',
        lazy: { Component: async () => (await import('../features/billing/SuccessPage')).SuccessPage },
      },
      { path: '/cancel', lazy: { Component: async () => (await import('../features/billing/CancelPage')).CancelPage } },
      {
        path: '/test-checkout',
        lazy: { Component: async () => (await import('../features/billing/TestCheckoutPage')).TestCheckoutPage },
      },
      {
        path: '/test-billing-portal',
        lazy: {
          Component: async () => (await import('../features/billing/TestBillingPortalPage')).TestBillingPortalPage,
        },
      },
      {
        Component: RequireToken,
        children: [
          {
            path: '/change-password',
            lazy: {
              Component: async () => (await import('../features/auth/ChangePasswordPage')).ChangePasswordPage,
            },
          },
          {
            path: '/two-factor',
            lazy: { Component: async () => (await import('../features/two-factor/TwoFactorPage')).TwoFactorPage },
          },
          {
            path: '/admin-dashboard',
            lazy: {
              Component: async () => (await import('../features/admin/AdminDashboardPage')).AdminDashboardPage,
            },
          },
        ],
      },
      {
        path: '/main',
        Component: RequireMainAccess,
        children: [
          {
            lazy: { Component: async () => (await import('../features/main/MainLayout')).MainLayout },
            children: [
              { index: true, lazy: { Component: async () => (await import('../features/main/MainPage')).MainPage } },
              {
                // The subscriber screens also ask the server, since the token's claim may be out of date.
                lazy: { Component: async () => (await import('./guards/RequireSubscription')).RequireSubscription },
                children: [
                  {
                    path: 'diary',
                    lazy: { Component: async () => (await import('../features/diary/DiaryPage')).DiaryPage },
                  },
                  {
                    path: 'tennis',
                    lazy: { Component: async () => (await import('../features/tennis/TennisPage')).TennisPage },
                  },
                  {
                    path: 'tennis/:year/:id',
                    lazy: { Component: async () => (await import('../features/tennis/DrawPage')).DrawPage },
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: { Component: async () => (await import('./NotFoundPage')).NotFoundPage } },
    ],
  },
]);
