import { Bell, CircleHelp, CreditCard, Lock, LogOut, Plug, ScrollText, ShieldCheck, SlidersHorizontal, UserRound, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addPageMessages, useT, type MessageKey } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../ui/cn.ts';
import { useToast } from '../../ui/toast/index.ts';
import { useLogout } from '../auth/session.ts';
import { useCan } from '../auth/use-can.ts';
import { PlanBanner } from './PlanBanner.tsx';
import { HelpSection } from './help/HelpSection.tsx';
import { IntegrationsTab } from './integrations/IntegrationsTab.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { NotificationSettingsSection } from './notifications/NotificationSettingsSection.tsx';
import { PrivacySection } from './privacy/PrivacySection.tsx';
import { ProfileSection } from './profile/ProfileSection.tsx';
import settingsMessages from '../../locales/fr-pages/settings.json';

// Not in the shell's French: `settings` joins the catalogue when this module loads, before anything renders.
addPageMessages('settings', settingsMessages);

/** The tabs, in the order the menu shows them (Profil first). `?tab=` opens one; without it, the first. */
const TABS = [
  { id: 'profile', labelKey: 'settings.tabs.profile', icon: UserRound },
  { id: 'preferences', labelKey: 'settings.tabs.preferences', icon: SlidersHorizontal },
  { id: 'privacy', labelKey: 'settings.tabs.privacy', icon: Lock },
  { id: 'notifications', labelKey: 'settings.tabs.notifications', icon: Bell },
  { id: 'integrations', labelKey: 'settings.tabs.integrations', icon: Plug },
  { id: 'help', labelKey: 'settings.tabs.help', icon: CircleHelp },
] as const satisfies ReadonlyArray<{
  id: string;
  labelKey: MessageKey;
  icon: LucideIcon;
}>;
type TabId = (typeof TABS)[number]['id'];

/** Pages of their own, reached from the same menu; the audit log only for whoever manages the team. */
const LINKS = {
  subscription: { to: '/settings/subscription', labelKey: 'settings.links.subscription', icon: CreditCard },
  teamAccess: { to: '/settings/team-access', labelKey: 'settings.links.teamAccess', icon: ShieldCheck },
  auditLog: { to: '/settings/audit-log', labelKey: 'settings.links.auditLog', icon: ScrollText, adminsOnly: true },
} satisfies Record<string, { to: string; labelKey: MessageKey; icon: LucideIcon; adminsOnly?: boolean }>;

/** The side menu, Profil to Déconnexion: tabs and pages of their own mixed (Aide comes after the access management). */
const MENU: Array<{ tab: TabId } | { link: keyof typeof LINKS }> = [
  { tab: 'profile' },
  { tab: 'preferences' },
  { tab: 'privacy' },
  { tab: 'notifications' },
  { tab: 'integrations' },
  { link: 'subscription' },
  { link: 'teamAccess' },
  { link: 'auditLog' },
  { tab: 'help' },
];

export function tabFromQuery(value: string | null): TabId {
  return TABS.find((tab) => tab.id === value)?.id ?? TABS[0].id;
}

const itemClass = (state: 'active' | 'idle' | 'danger') =>
  cn(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
    state === 'active' && 'bg-primary-50 text-primary-700',
    state === 'idle' && 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
    state === 'danger' && 'text-red-600 hover:bg-red-50 hover:text-red-700',
  );

function SettingsMenu({ active }: { active: TabId }) {
  const t = useT();
  // On a phone the menu is a row that scrolls sideways: the open tab is brought into it (Aide is the
  // last). 'nearest' moves nothing when it is already in view, as on a desktop's column.
  const menu = useRef<HTMLElement>(null);
  useEffect(() => {
    menu.current?.querySelector(`[data-testid="settings-tab-${active}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const toast = useToast();
  const logout = useLogout();
  const canManageMembers = useCan('manage_members');
  return (
    <nav ref={menu} aria-label={t('settings.menuLabel')} data-testid="settings-menu">
      <ul className="scrollbar-none -mx-4 flex gap-1 overflow-x-auto px-4 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {MENU.map((entry) => {
          if ('tab' in entry) {
            const tab = TABS.find((item) => item.id === entry.tab) ?? TABS[0];
            return (
              <li key={tab.id} className="shrink-0">
                <Link
                  to={`/settings?tab=${tab.id}`}
                  aria-current={tab.id === active ? 'page' : undefined}
                  data-testid={`settings-tab-${tab.id}`}
                  className={itemClass(tab.id === active ? 'active' : 'idle')}
                >
                  <tab.icon aria-hidden="true" className="size-4.5 shrink-0" />
                  {t(tab.labelKey)}
                </Link>
              </li>
            );
          }
          const link: { to: string; labelKey: MessageKey; icon: LucideIcon; adminsOnly?: boolean } = LINKS[entry.link];
          if (link.adminsOnly && !canManageMembers) return null;
          return (
            <li key={link.to} className="shrink-0">
              <Link to={link.to} className={itemClass('idle')}>
                <link.icon aria-hidden="true" className="size-4.5 shrink-0" />
                {t(link.labelKey)}
              </Link>
            </li>
          );
        })}
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-gray-200 lg:pt-2">
          <button
            type="button"
            data-testid="settings-logout"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onError: (error) => toast.error(error.message) })}
            className={itemClass('danger')}
          >
            <LogOut aria-hidden="true" className="size-4.5 shrink-0" />
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Paramètres: the plan banner, the side menu (a scrolling row on small screens) and the selected tab. */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('nav.settings'));
  const [search] = useSearchParams();
  const active = tabFromQuery(search.get('tab'));
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('nav.settings')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('settings.intro')}</p>
      </header>
      <PlanBanner />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-8">
        <aside className="lg:sticky lg:top-20 lg:w-60 lg:shrink-0">
          <SettingsMenu active={active} />
        </aside>
        <div data-testid={`settings-panel-${active}`} className="min-w-0 flex-1">
          {active === 'profile' && <ProfileSection />}
          {active === 'preferences' && <PreferencesSection />}
          {active === 'privacy' && <PrivacySection />}
          {active === 'notifications' && <NotificationSettingsSection />}
          {active === 'integrations' && <IntegrationsTab />}
          {active === 'help' && <HelpSection />}
        </div>
      </div>
    </div>
  );
}
