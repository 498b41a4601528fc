import { lazy } from 'react';

/**
 * The workspace switcher's code and calls, fetched when a menu first opens: the layout is in the
 * first download, and most users belong to one workspace. A failed fetch shows no switcher.
 */
const load = () => import('./WorkspaceChoices.tsx').catch(() => null);
const nothing = () => null;

export const LazyWorkspaceMenuGroup = lazy(async () => ({ default: (await load())?.WorkspaceMenuGroup ?? nothing }));
export const LazyWorkspaceList = lazy(async () => ({ default: (await load())?.WorkspaceList ?? nothing }));
