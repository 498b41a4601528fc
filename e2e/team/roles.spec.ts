import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { joinByInvitation } from '../support/invitations.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { uniqueEmail } from '../support/session.ts';

type Role = 'editor' | 'viewer';

/**
 * An admin's workspace with a demo X account, a post pending and one published, and a member of
 * `role` who joined it by invitation: the member's browser is returned, signed in.
 */
async function memberOfATeam(page: Page, browser: Browser, baseURL: string, role: Role): Promise<{ member: Page; pendingId: string; publishedId: string }> {
  await registerThroughApi(page, baseURL, { email: uniqueEmail('admin'), name: 'Claire Martin' });
  const admin = await apiAs(page, baseURL);
  await connectDemo(admin, 'twitter');
  const pending = await admin.post('/api/content/drafts', { title: 'Atelier du samedi', content: 'Venez modeler votre première tasse samedi à 10 h.', platforms: ['twitter'] });
  const published = await admin.post('/api/content/drafts', { title: 'Nouvelle collection', content: 'Nos bols émaillés arrivent en boutique.', platforms: ['twitter'] });
  await admin.post(`/api/content/drafts/${published.data.id}/publish`);
  const { page: member } = await joinByInvitation(browser, admin, { email: uniqueEmail(role), name: role === 'viewer' ? 'Inès Petit' : 'Hugo Bernard', role });
  return { member, pendingId: pending.data.id, publishedId: published.data.id };
}

/** What both an editor and a viewer are told is the admins': connecting, the workspace's settings, the team, the integrations. */
async function adminsOnlyPages(member: Page): Promise<void> {
  await member.goto('/networks');
  await member.getByTestId('open-connect-dialog').click();
  await expect(member.getByRole('dialog').getByTestId('connect-admin-only-twitter')).toHaveText('Seul un administrateur de l’espace peut connecter un réseau.');
  await expect(member.getByTestId('connect-twitter')).toHaveCount(0);
  await member.keyboard.press('Escape');
  await expect(member.getByRole('dialog')).toHaveCount(0);
  await expect(member.getByTestId('publication-settings-admin-only')).toHaveText('Seul un administrateur de l’espace peut changer ces paramètres.');
  await expect(member.getByRole('switch', { name: 'Filigrane automatique' })).toBeDisabled();

  await member.goto('/settings/team-access');
  await expect(member.getByTestId('team-read-only')).toBeVisible();
  await expect(member.getByTestId('team-table').getByText('Claire Martin')).toBeVisible();
  await expect(member.getByTestId('invite-form')).toHaveCount(0);

  await member.goto('/settings?tab=integrations');
  await expect(member.getByTestId('integrations-admins-only')).toBeVisible();
}

test.describe('rôles : chaque page montre ce que le rôle permet, et le dit avant qu’on agisse', () => {
  test('un lecteur lit tout, est prévenu sur l’écran de création et ne voit aucune action que le serveur refuserait', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const { member, pendingId, publishedId } = await memberOfATeam(page, browser, baseURL!, 'viewer');

    await member.goto('/');
    await expect(member.getByTestId('home-welcome')).toBeVisible();
    await expect(member.getByTestId('home-cta')).toHaveCount(0);

    // Told before anything is chosen, rather than refused at the upload.
    await member.goto('/create');
    await expect(member.getByTestId('create-read-only')).toContainText('Votre rôle de lecteur permet de consulter le contenu de l');
    await expect(member.getByTestId('media-input')).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Générer du contenu' })).toHaveCount(0);
    await member.getByTestId('create-read-only').getByRole('link', { name: 'Voir les publications' }).click();
    await expect(member).toHaveURL(/\/publications\/pending$/);

    const card = member.getByTestId(`pending-card-${pendingId}`);
    await expect(card.getByRole('heading', { name: 'Atelier du samedi' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Aperçu' })).toBeVisible();
    for (const name of ['Publier', 'Planifier', 'Ajouter à la file', 'Supprimer']) await expect(card.getByRole('button', { name })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Modifier' })).toHaveCount(0);

    await member.goto('/history');
    const done = member.getByTestId(`history-card-${publishedId}`);
    await expect(done.getByRole('link', { name: 'Statistiques' })).toBeVisible();
    await expect(done.getByRole('link', { name: 'Reposter' })).toHaveCount(0);

    await member.goto('/comments');
    await expect(member.getByText("Votre rôle permet de lire les commentaires, pas d'y répondre.")).toBeVisible();

    await member.goto('/inspiration');
    await expect(member.getByText("La génération d'idées est réservée aux membres qui créent du contenu.")).toBeVisible();
    await expect(member.getByTestId('idea-generator-form')).toHaveCount(0);

    await member.goto('/scanner');
    await expect(member.getByText("Votre rôle permet de consulter les analyses de l'espace, pas d'en lancer de nouvelles.")).toBeVisible();
    await expect(member.getByTestId('scanner-upload')).toHaveCount(0);

    await adminsOnlyPages(member);
    await member.context().close();
  });

  test('un éditeur crée et publie, mais connecter, régler l’espace et gérer l’équipe restent à l’admin', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const { member, pendingId, publishedId } = await memberOfATeam(page, browser, baseURL!, 'editor');

    await member.goto('/');
    await expect(member.getByTestId('home-cta')).toBeVisible();

    await member.goto('/create');
    await expect(member.getByRole('button', { name: 'Générer du contenu' })).toBeVisible();
    await expect(member.getByRole('tab', { name: 'Importer photo' })).toBeVisible();
    await expect(member.getByTestId('create-read-only')).toHaveCount(0);

    await member.goto('/publications/pending');
    const card = member.getByTestId(`pending-card-${pendingId}`);
    await expect(card.getByRole('button', { name: 'Publier' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Planifier' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Modifier' })).toBeVisible();

    await member.goto('/history');
    await expect(member.getByTestId(`history-card-${publishedId}`).getByRole('link', { name: 'Reposter' })).toBeVisible();

    await member.goto('/comments');
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(member.getByText("Votre rôle permet de lire les commentaires, pas d'y répondre.")).toHaveCount(0);

    await member.goto('/inspiration');
    await expect(member.getByTestId('idea-generator-form')).toBeVisible();

    await member.goto('/scanner');
    await expect(member.getByTestId('scanner-upload')).toBeVisible();

    await adminsOnlyPages(member);
    await member.context().close();
  });
});
