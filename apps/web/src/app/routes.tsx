import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { CreatePage } from '../features/create/CreatePage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { HistoryPage } from '../features/history/HistoryPage.tsx';
import { NetworksPage } from '../features/networks/NetworksPage.tsx';
import { OAuthCallbackPage } from '../features/oauth/OAuthCallbackPage.tsx';
import { OAuthMockPage } from '../features/oauth/OAuthMockPage.tsx';
import { PendingPage } from '../features/publications/PendingPage.tsx';
import { PublicationsLayout } from '../features/publications/PublicationsLayout.tsx';
import { ScheduledPage } from '../features/publications/ScheduledPage.tsx';
import { SettingsPage } from '../features/settings/SettingsPage.tsx';
import { RouteErrorScreen } from './ErrorScreen.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ProtectedLayout } from './ProtectedLayout.tsx';
import { SessionExpiryBridge } from './providers.tsx';

function Root() {
  return (
    <>
      <SessionExpiryBridge />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Public pages, then everything else behind the session guard. Pages of later issues (/create,
 * /publications…) are not declared yet: they fall to the 404 page inside the layout.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorScreen fullPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      // The OAuth return pages sit outside the layout (document 2); they wait for the session themselves.
      { path: 'oauth/callback/:platform?', element: <OAuthCallbackPage /> },
      { path: 'oauth/mock/:platform?', element: <OAuthMockPage /> },
      {
        element: <ProtectedLayout />,
        children: [
          {
            // Errors of a page show inside the layout, which stays usable.
            errorElement: <RouteErrorScreen />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'create', element: <CreatePage /> },
              {
                path: 'publications',
                element: <PublicationsLayout />,
                children: [
                  { index: true, element: <Navigate to="/publications/pending" replace /> },
                  { path: 'pending', element: <PendingPage /> },
                  { path: 'scheduled', element: <ScheduledPage /> },
                  { path: 'history', element: <HistoryPage embedded /> },
                ],
              },
              { path: 'history', element: <HistoryPage /> },
              { path: 'networks', element: <NetworksPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
