import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { invitationLink } from '../support/invitations.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { PASSWORD, uniqueEmail } from '../support/session.ts';

/** The admin invites `email` with `role` from the team page, and sees the toast « Invitation envoyée à … avec le rôle … ». */
async function invite(page: Page, email: string, role: 'Éditeur' | 'Lecteur'): Promise<void> {
  await page.goto('/settings/team-access');
  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-role').selectOption({ label: role });
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText(`Invitation envoyée à ${email} avec le rôle ${role}`)).toBeVisible();
  await expect(page.getByTestId('invite-email')).toHaveValue('');
  const row = page.getByTestId('member-row').filter({ hasText: email });
  await expect(row.getByTestId('member-status')).toHaveText('En attente');
}

/** A new person opens the link in their own browser, creates their account there and lands in the team's workspace. */
async function joinAsNewcomer(browser: Browser, link: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByTestId('invitation-summary')).toContainText('Claire Martin');
  await page.getByTestId('invitation-sign-up').click();
  await page.getByTestId('register-name').fill(name);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  return page;
}

test.describe('équipe : invitation, rôles et validation avant publication', () => {
  test('un éditeur invité rejoint l’équipe, demande une validation, l’admin valide depuis la notification et le post part', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await registerThroughApi(page, baseURL!, { email: uniqueEmail('admin'), name: 'Claire Martin' });
    const admin = await apiAs(page, baseURL);
    await admin.put('/api/workspace/approval', { mode: 'required' });
    await connectDemo(admin, 'twitter');
    // The workspace's name, shown on the invitation.
    await page.goto('/settings/team-access');
    await expect(page.getByTestId('team-count')).toContainText('1 membre');

    const editorEmail = uniqueEmail('editeur');
    await invite(page, editorEmail, 'Éditeur');
    const editorPage = await joinAsNewcomer(browser, await invitationLink(admin, editorEmail), 'Hugo Bernard');
    const editor = await apiAs(editorPage);
    const me = await editor.get<{ workspace: { role: string } }>('/api/auth/me');
    expect(me.workspace.role).toBe('editor');

    // The editor's post must be approved: no "Publier", a request instead.
    const saved = await editor.post('/api/content/drafts', {
      title: 'Atelier céramique du samedi',
      content: 'Venez modeler votre première tasse samedi à 10 h.',
      platforms: ['twitter'],
      keywords: ['atelier'],
    });
    const id = saved.data.id;
    await editorPage.goto('/publications/pending');
    const card = editorPage.getByTestId(`pending-card-${id}`);
    await expect(card.getByRole('button', { name: 'Publier' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Demander une validation' }).click();
    const dialog = editorPage.getByRole('dialog');
    await dialog.getByLabel('Publier dès la validation').check();
    await dialog.getByRole('button', { name: 'Demander une validation' }).click();
    await expect(card.getByTestId('approval-badge')).toHaveText('En attente de validation');
    // The server refuses the editor's publish anyway.
    const refused = await editorPage.request.post(`/api/content/drafts/${id}/publish`, {
      headers: { origin: new URL(editorPage.url()).origin, 'x-csrf-token': (await editor.get<{ csrfToken: string }>('/api/auth/me')).csrfToken },
    });
    expect(refused.status()).toBe(409);

    // The admin hears of it, opens the notification and approves: the post goes out.
    await page.goto('/');
    await page.getByTestId('notification-bell-button').click();
    await page
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: 'Hugo Bernard demande la validation de « Atelier céramique du samedi »' })
      .click();
    await expect(page).toHaveURL(/\/publications\//);
    const toApprove = page
      .getByTestId(`pending-card-${id}`)
      .or(page.getByTestId(`approval-card-${id}`))
      .first();
    await toApprove.getByRole('button', { name: 'Approuver' }).click();
    await expect.poll(async () => (await admin.get<{ data: { status: string } }>(`/api/content/${id}`)).data.status, { timeout: 60_000, intervals: [1_000] }).toBe('published');

    // The audit log says who did what.
    await page.goto('/settings/audit-log');
    const actions = page.getByTestId('audit-action');
    await expect(actions.filter({ hasText: 'Publication validée' })).toHaveCount(1);
    await expect(actions.filter({ hasText: 'Validation demandée' })).toHaveCount(1);
    await expect(actions.filter({ hasText: 'Membre arrivé' })).toHaveCount(1);
    await editorPage.context().close();
  });

  test('un lecteur ne voit aucun bouton de publication et l’API lui répond 403', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page, baseURL!, { email: uniqueEmail('admin'), name: 'Claire Martin' });
    const admin = await apiAs(page, baseURL);
    await connectDemo(admin, 'twitter');
    const saved = await admin.post('/api/content/drafts', { title: 'Soldes d’hiver', content: 'Jusqu’à -30 % ce week-end.', platforms: ['twitter'] });
    const viewerEmail = uniqueEmail('lecteur');
    await invite(page, viewerEmail, 'Lecteur');
    const viewerPage = await joinAsNewcomer(browser, await invitationLink(admin, viewerEmail), 'Inès Petit');

    await viewerPage.goto('/publications/pending');
    const card = viewerPage.getByTestId(`pending-card-${saved.data.id}`);
    await expect(card.getByRole('heading', { name: 'Soldes d’hiver' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Publier' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Planifier' })).toHaveCount(0);
    const { csrfToken } = (await (await viewerPage.request.get('/api/auth/me')).json()) as { csrfToken: string };
    const refused = await viewerPage.request.post(`/api/content/drafts/${saved.data.id}/publish`, {
      headers: { origin: new URL(viewerPage.url()).origin, 'x-csrf-token': csrfToken },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()) as { message: string }).toMatchObject({ message: "Vous n'avez pas les permissions nécessaires" });
    // The team page: read only, the matrix visible.
    await viewerPage.goto('/settings/team-access');
    await expect(viewerPage.getByTestId('invite-form')).toHaveCount(0);
    await expect(viewerPage.getByTestId('team-table').getByText('Claire Martin')).toBeVisible();
    await viewerPage.context().close();
  });
});
