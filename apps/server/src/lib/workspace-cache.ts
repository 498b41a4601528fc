interface Workspace {
  /** Bumped by every change of the workspace's items or targets made in this process. */
  generation: number;
  pages: Map<string, { body: string; cachedUntil: number }>;
}

const MAX_WORKSPACES = 1000;
const MAX_PAGES = 64;

/**
 * Answers given in the last seconds, serialised, per workspace and query: an answer that many tabs
 * and widgets ask for costs one database read (the history's pages, the inbox's statistics). The
 * owner forgets a workspace's answers at every change made in this process; a change made by
 * another instance shows within `ttlMs`, the price of stateless instances.
 */
export function createWorkspaceCache(ttlMs: number) {
  const workspaces = new Map<string, Workspace>();
  const entry = (workspaceId: string): Workspace => {
    let found = workspaces.get(workspaceId);
    if (!found) {
      if (workspaces.size >= MAX_WORKSPACES) workspaces.delete(workspaces.keys().next().value as string);
      found = { generation: 0, pages: new Map() };
      workspaces.set(workspaceId, found);
    }
    return found;
  };
  return {
    /** The cached page, or the generation to hand back to `set` once the page is read. */
    get(workspaceId: string, key: string, now: number): { body: string } | { generation: number } {
      const workspace = entry(workspaceId);
      const page = workspace.pages.get(key);
      if (page && page.cachedUntil > now) return { body: page.body };
      if (page) workspace.pages.delete(key);
      return { generation: workspace.generation };
    },
    /** Keeps the page unless the workspace changed while it was being read. */
    set(workspaceId: string, key: string, body: string, generation: number, now: number): void {
      if (ttlMs <= 0) return;
      const workspace = entry(workspaceId);
      if (workspace.generation !== generation) return;
      if (workspace.pages.size >= MAX_PAGES) workspace.pages.delete(workspace.pages.keys().next().value as string);
      workspace.pages.set(key, { body, cachedUntil: now + ttlMs });
    },
    forget(workspaceId: string): void {
      const workspace = workspaces.get(workspaceId);
      if (!workspace) return;
      workspace.generation++;
      workspace.pages.clear();
    },
  };
}

export type WorkspaceCache = ReturnType<typeof createWorkspaceCache>;
