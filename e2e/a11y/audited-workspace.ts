import { expect, type Browser, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { registerInvitee } from '../support/invitations.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { uniqueEmail } from '../support/session.ts';

/**
 * The workspace as a team that uses it shows it, each part reached by the action that makes it: the
 * sample (a post pending, which notifies its author: an unread notification and a pending count),
 * validation turned on (optional), and a draft whose validation is asked, waiting in « À valider ».
 * Called signed in as the owner; `baseURL` as for `apiAs`.
 */
export async function fillAuditedWorkspace(page: Page, baseURL: string): Promise<void> {
  await fillSampleWorkspace(page, baseURL);
  const api = await apiAs(page, baseURL);
  await api.put('/api/workspace/approval', { mode: 'optional' });
  const draft = await api.post('/api/content/drafts', {
    title: 'Stage de tournage',
    content: 'Trois soirs pour apprendre à centrer la terre sur le tour.',
    platforms: ['twitter'],
    keywords: ['atelier'],
  });
  await api.post(`/api/content/${draft.data.id}/approval/request`, { intent: 'none', note: 'Le texte vous convient-il ?' });
}

/**
 * `page` signed in as a viewer of an owner's workspace so filled: the owner signs up and invites
 * them from a browser of their own, closed once the viewer has joined. The viewer's bell counts a
 * comment on the published post — what a viewer is told of: a day of the sandbox audience, then
 * synchronisations (each a job round) until it has arrived.
 */
export async function joinAuditedWorkspaceAsViewer(browser: Browser, page: Page, baseURL: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  await registerThroughApi(owner, baseURL, { email: uniqueEmail('proprietaire') });
  await fillAuditedWorkspace(owner, baseURL);
  const ownerApi = await apiAs(owner, baseURL);
  await registerInvitee(page, baseURL, ownerApi, { email: uniqueEmail('lecteur'), name: 'Léa Petit', role: 'viewer' });
  const viewer = await apiAs(page, baseURL);
  await ownerApi.post('/sandbox/_clock', { advanceHours: 24 });
  await expect
    .poll(
      async () => {
        await ownerApi.post('/api/comments/sync');
        return (await viewer.get<{ unreadCount: number }>('/api/notifications')).unreadCount;
      },
      // The published post goes out through a job queued moments ago, and each round is one more.
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  await context.close();
}
