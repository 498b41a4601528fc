import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { prefetchHomeData } from '../features/home/home-queries.ts';
import { FullPageSpinner } from '../ui/Spinner.tsx';
import { RouteErrorScreen } from './ErrorScreen.tsx';
import { lazyPage } from './lazy-page.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { prefetchLayoutData } from './layout/prefetch-layout.ts';
import { prefetchLoader } from './prefetch-loader.ts';
import { ProtectedLayout } from './ProtectedLayout.tsx';
import { QuotaBridge } from './QuotaBridge.tsx';
import { SessionExpiryBridge } from './providers.tsx';

/** Each page's code, its own chunk, fetched the first time its address is visited. */
export const PAGES = {
  login: () => import('../features/auth/LoginPage.tsx'),
  register: () => import('../features/auth/RegisterPage.tsx'),
  forgotPassword: () => import('../features/auth/ForgotPasswordPage.tsx'),
  resetPassword: () => import('../features/auth/ResetPasswordPage.tsx'),
  oauthCallback: () => import('../features/oauth/OAuthCallbackPage.tsx'),
  oauthMock: () => import('../features/oauth/OAuthMockPage.tsx'),
  create: () => import('../features/create/CreatePage.tsx'),
  publications: () => import('../features/publications/PublicationsLayout.tsx'),
  pending: () => import('../features/publications/PendingPage.tsx'),
  scheduled: () => import('../features/publications/ScheduledPage.tsx'),
  approvals: () => import('../features/publications/ApprovalsPage.tsx'),
  advice: () => import('../features/advice/AdvicePage.tsx'),
  history: () => import('../features/history/HistoryPage.tsx'),
  scanner: () => import('../features/scanner/ScannerPage.tsx'),
  analytics: () => import('../features/analytics/AnalyticsPage.tsx'),
  inspiration: () => import('../features/inspiration/InspirationPage.tsx'),
  comments: () => import('../features/comments/CommentsPage.tsx'),
  networks: () => import('../features/networks/NetworksPage.tsx'),
  settings: () => import('../features/settings/SettingsPage.tsx'),
  subscription: () => import('../features/billing/SubscriptionPage.tsx'),
  teamAccess: () => import('../features/team/TeamAccessPage.tsx'),
  auditLog: () => import('../features/team/AuditLogPage.tsx'),
  invitation: () => import('../features/team/InvitationPage.tsx'),
  profile: () => import('../features/profile/ProfilePage.tsx'),
  confirmEmail: () => import('../features/profile/ConfirmEmailPage.tsx'),
};

function Root() {
  return (
    <>
      <SessionExpiryBridge />
      <QuotaBridge />
      <ScrollRestoration />
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/**
 * Public pages, then everything else behind the session guard. Each page is its own chunk, fetched
 * when its address is first visited (`lazyPage`); the shell — this file, the guard, the layout, and
 * the home, where a signed-in visit starts — is in the entry chunk. On the first load the whole window shows the spinner until the page's code
 * is there (the layout then appears with its page, nothing moves under the reader); afterwards the
 * router keeps the current page on screen, under a progress bar, until the next one's code arrives.
 * The layout's and the home's data are asked for while that code arrives (`prefetchLoader`), in
 * `queryClient`, the app's cache.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorScreen fullPage />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { path: 'login', lazy: lazyPage(PAGES.login, (m) => <m.LoginPage />) },
        { path: 'register', lazy: lazyPage(PAGES.register, (m) => <m.RegisterPage />) },
        { path: 'forgot-password', lazy: lazyPage(PAGES.forgotPassword, (m) => <m.ForgotPasswordPage />) },
        { path: 'reset-password', lazy: lazyPage(PAGES.resetPassword, (m) => <m.ResetPasswordPage />) },
        // Read by a visitor as well as by a signed-in user: it asks for the session itself.
        { path: 'invitation', lazy: lazyPage(PAGES.invitation, (m) => <m.InvitationPage />) },
        // The e-mail change link: opened signed in or not (the token is the proof).
        { path: 'confirm-email', lazy: lazyPage(PAGES.confirmEmail, (m) => <m.ConfirmEmailPage />) },
        // The OAuth return pages sit outside the layout (a popup's or a full-page return, no navigation); they wait for the session themselves.
        { path: 'oauth/callback/:platform?', lazy: lazyPage(PAGES.oauthCallback, (m) => <m.OAuthCallbackPage />) },
        { path: 'oauth/mock/:platform?', lazy: lazyPage(PAGES.oauthMock, (m) => <m.OAuthMockPage />) },
        {
          element: <ProtectedLayout />,
          loader: prefetchLoader(queryClient, () => Promise.resolve(prefetchLayoutData)),
          children: [
            {
              // Errors of a page show inside the layout, which stays usable.
              errorElement: <RouteErrorScreen />,
              children: [
                // The home is where a signed-in visit starts: its code comes with the shell's, so that
                // it shows as soon as the session is known, instead of after a second wave of files.
                { index: true, loader: prefetchLoader(queryClient, () => Promise.resolve(prefetchHomeData)), element: <HomePage /> },
                { path: 'create', lazy: lazyPage(PAGES.create, (m) => <m.CreatePage />) },
                {
                  path: 'publications',
                  lazy: lazyPage(PAGES.publications, (m) => <m.PublicationsLayout />),
                  children: [
                    { index: true, element: <Navigate to="/publications/pending" replace /> },
                    { path: 'pending', lazy: lazyPage(PAGES.pending, (m) => <m.PendingPage />) },
                    { path: 'scheduled', lazy: lazyPage(PAGES.scheduled, (m) => <m.ScheduledPage />) },
                    { path: 'approvals', lazy: lazyPage(PAGES.approvals, (m) => <m.ApprovalsPage />) },
                    { path: 'advice', lazy: lazyPage(PAGES.advice, (m) => <m.AdvicePage />) },
                    { path: 'history', lazy: lazyPage(PAGES.history, (m) => <m.HistoryPage embedded />) },
                  ],
                },
                { path: 'history', lazy: lazyPage(PAGES.history, (m) => <m.HistoryPage />) },
                { path: 'scanner', lazy: lazyPage(PAGES.scanner, (m) => <m.ScannerPage />) },
                { path: 'analytics', lazy: lazyPage(PAGES.analytics, (m) => <m.AnalyticsPage />) },
                { path: 'inspiration', lazy: lazyPage(PAGES.inspiration, (m) => <m.InspirationPage />) },
                { path: 'comments', lazy: lazyPage(PAGES.comments, (m) => <m.CommentsPage />) },
                { path: 'networks', lazy: lazyPage(PAGES.networks, (m) => <m.NetworksPage />) },
                { path: 'settings', lazy: lazyPage(PAGES.settings, (m) => <m.SettingsPage />) },
                { path: 'settings/subscription', lazy: lazyPage(PAGES.subscription, (m) => <m.SubscriptionPage />) },
                { path: 'settings/team-access', lazy: lazyPage(PAGES.teamAccess, (m) => <m.TeamAccessPage />) },
                { path: 'settings/audit-log', lazy: lazyPage(PAGES.auditLog, (m) => <m.AuditLogPage />) },
                { path: 'profile', lazy: lazyPage(PAGES.profile, (m) => <m.ProfilePage />) },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
