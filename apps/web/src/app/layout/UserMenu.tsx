import type { SessionResponse } from '@publia/shared';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { Suspense, type Ref } from 'react';
import { Link } from 'react-router';
import { useLogout, useSession } from '../../features/auth/session.ts';
import { useT } from '../../lib/i18n/index.ts';
import { DropdownMenu } from '../../ui/DropdownMenu.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { LazyWorkspaceMenuGroup } from './lazy-workspace-choices.ts';
import { avatarInitials } from './nav-rules.ts';
import { WorkspaceName } from './WorkspaceName.tsx';

/** Signs out; the session guard then takes the user to /login. Failures become an error toast. */
export function useLogoutAction(): { logout: () => void; pending: boolean } {
  const mutation = useLogout();
  const toast = useToast();
  return {
    logout: () => mutation.mutate(undefined, { onError: (error) => toast.error(error.message) }),
    pending: mutation.isPending,
  };
}

/**
 * Round avatar (links to /settings) with a hover/focus menu: who is signed in and in which
 * workspace, the other workspaces when there are several, Profil, Paramètres, Déconnexion.
 */
export function UserMenu({ user }: { user: SessionResponse['user'] }) {
  const t = useT();
  const { logout } = useLogoutAction();
  const workspace = useSession()?.workspace;
  const iconClass = 'size-4 shrink-0';
  return (
    <DropdownMenu
      label={t('nav.accountMenu')}
      testId="user-menu"
      header={
        <>
          <div className="mb-1 border-b border-gray-100 px-3 pt-2 pb-3">
            {user.name && <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>}
            <p className="truncate text-sm text-gray-500">{user.email}</p>
            {workspace && <WorkspaceName workspace={workspace} className="mt-1.5 text-xs" testId="user-menu-workspace" />}
          </div>
          <Suspense fallback={null}>
            <LazyWorkspaceMenuGroup />
          </Suspense>
        </>
      }
      items={[
        { key: 'profile', to: '/profile', label: t('nav.profile'), icon: <UserRound aria-hidden="true" className={iconClass} />, testId: 'user-menu-profile' },
        { key: 'settings', to: '/settings', label: t('nav.settings'), icon: <Settings aria-hidden="true" className={iconClass} />, testId: 'user-menu-settings' },
        { key: 'logout', label: t('nav.logout'), icon: <LogOut aria-hidden="true" className={iconClass} />, onSelect: logout, tone: 'danger', testId: 'user-menu-logout' },
      ]}
      renderTrigger={({ ref, ...triggerProps }) => (
        <Link
          to="/settings"
          ref={ref as Ref<HTMLAnchorElement>}
          {...triggerProps}
          // Begins with the initials it shows (WCAG 2.5.3): "MA, mon compte (…)".
          aria-label={t('nav.account', { initials: avatarInitials(user.email), email: user.email })}
          data-testid="user-menu-trigger"
          className="flex size-9 items-center justify-center rounded-full bg-primary-600 text-sm font-semibold text-white shadow-sm ring-2 ring-primary-100 transition hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {user.avatarUrl ? (
            <img src={user.avatarUrl} alt="" className="size-full rounded-full object-cover" data-testid="user-menu-avatar" />
          ) : (
            <span aria-hidden="true">{avatarInitials(user.email)}</span>
          )}
        </Link>
      )}
    />
  );
}
