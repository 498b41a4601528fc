import { ChartColumn, ClipboardList, FileClock, House, MessageSquare, ScanLine, Settings, Share2, SquarePlus, Telescope, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '../../lib/i18n/index.ts';

export interface NavItem {
  to: string;
  labelKey: MessageKey;
  icon: LucideIcon;
  /** Which layout count to show on it, if any. */
  count?: 'pending' | 'unreadNotifications';
}

/** Top navigation on desktop, in the order of the work (create, publications, history, scanner, analytics, inspiration, comments); the logo stands for "/". */
export const MAIN_NAV: NavItem[] = [
  { to: '/create', labelKey: 'nav.create', icon: SquarePlus },
  { to: '/publications', labelKey: 'nav.publications', icon: ClipboardList, count: 'pending' },
  { to: '/history', labelKey: 'nav.history', icon: FileClock },
  { to: '/scanner', labelKey: 'nav.scanner', icon: ScanLine },
  { to: '/analytics', labelKey: 'nav.analytics', icon: ChartColumn },
  { to: '/inspiration', labelKey: 'nav.inspiration', icon: Telescope },
  { to: '/comments', labelKey: 'nav.comments', icon: MessageSquare },
];

/** What the mobile drop-down menu adds to MAIN_NAV (logout comes after). */
export const MOBILE_MENU_EXTRA: NavItem[] = [
  { to: '/networks', labelKey: 'nav.networks', icon: Share2 },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
];

/** The mobile bottom tab bar, with short labels. */
export const TAB_BAR: NavItem[] = [
  { to: '/', labelKey: 'tabs.home', icon: House },
  { to: '/create', labelKey: 'tabs.create', icon: SquarePlus },
  { to: '/publications', labelKey: 'tabs.publications', icon: ClipboardList, count: 'pending' },
  { to: '/history', labelKey: 'tabs.history', icon: FileClock },
  { to: '/scanner', labelKey: 'tabs.scanner', icon: ScanLine },
  { to: '/analytics', labelKey: 'tabs.analytics', icon: ChartColumn },
  { to: '/inspiration', labelKey: 'tabs.inspiration', icon: Telescope },
  { to: '/comments', labelKey: 'tabs.comments', icon: MessageSquare, count: 'unreadNotifications' },
  { to: '/networks', labelKey: 'tabs.networks', icon: Share2 },
  { to: '/settings', labelKey: 'tabs.settings', icon: Settings },
];
