import { expect, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';

/**
 * Every screen the accessibility audit visits, in one place: a new page (or a new state worth
 * auditing: an open dialog, a toast, a menu) is one more entry here.
 */
export interface AuditedPage {
  name: string;
  path: string;
  /** Signed in, in a workspace filled by `fillSampleWorkspace`; otherwise signed out. */
  signedIn: boolean;
  /** Waits until the page shows its content, and opens what must be audited open. */
  ready: (page: Page) => Promise<void>;
}

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};

export const AUDITED_PAGES: AuditedPage[] = [
  { name: 'connexion', path: '/login', signedIn: false, ready: visible('login-form') },
  { name: 'inscription', path: '/register', signedIn: false, ready: visible('register-form') },
  { name: 'mot de passe oublié', path: '/forgot-password', signedIn: false, ready: visible('forgot-form') },
  { name: 'nouveau mot de passe', path: '/reset-password?token=jeton-de-test', signedIn: false, ready: visible('reset-form') },
  { name: 'invitation, lien invalide', path: '/invitation?token=jeton-de-test', signedIn: false, ready: visible('invitation-error') },
  { name: 'accueil', path: '/', signedIn: true, ready: visible('home-latest-post') },
  {
    name: 'menu des notifications ouvert',
    path: '/',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByTestId('notification-badge')).toBeVisible();
      await page.getByTestId('notification-bell-button').click();
      await expect(page.getByTestId('notification-item').first()).toBeVisible();
    },
  },
  {
    name: 'créer, un réseau choisi',
    path: '/create',
    signedIn: true,
    ready: async (page) => {
      const instagram = page.getByTestId('network-toggle-instagram');
      await expect(instagram).toContainText('Connecté');
      if ((await instagram.getAttribute('aria-checked')) !== 'true') await instagram.click();
      await expect(instagram).toHaveAttribute('aria-checked', 'true');
    },
  },
  { name: 'publications en attente', path: '/publications/pending', signedIn: true, ready: visible('pending-content') },
  {
    name: 'aperçu d’une publication',
    path: '/publications/pending',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Aperçu' }).first().click();
      await expect(page.getByTestId('preview-text')).toBeVisible();
    },
  },
  { name: 'à valider, rien en attente', path: '/publications/approvals', signedIn: true, ready: visible('empty-state') },
  {
    name: 'discussion d’une publication (validation facultative)',
    path: '/publications/pending',
    signedIn: true,
    ready: async (page) => {
      await (await apiAs(page)).put('/api/workspace/approval', { mode: 'optional' });
      await page.reload();
      await page.getByRole('button', { name: 'Discussion' }).first().click();
      await expect(page.getByTestId('discussion-panel').getByLabel('Votre message')).toBeVisible();
    },
  },
  { name: 'publications planifiées, calendrier du mois', path: '/publications/scheduled', signedIn: true, ready: visible('calendar-month') },
  {
    name: 'calendrier de la semaine',
    path: '/publications/scheduled',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Semaine' }).click();
      await expect(page.getByTestId('calendar-week')).toBeVisible();
    },
  },
  {
    name: 'file d’attente : ses créneaux',
    path: '/publications/scheduled',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByTestId('queued-badge').first()).toBeVisible();
      await page.getByTestId('queue-configure').click();
      await expect(page.getByTestId('queue-network-twitter')).toBeVisible();
    },
  },
  {
    name: 'veille & inspiration',
    path: '/inspiration',
    signedIn: true,
    ready: async (page) => {
      // Seven answers, two of them counting the week's topics: more than the usual wait on a busy machine.
      await expect(page.getByTestId('news-item').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('competitor-post').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('saved-idea').first()).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'veille : gérer les sources',
    path: '/inspiration',
    signedIn: true,
    ready: async (page) => {
      await page.getByTestId('manage-sources').click();
      await expect(page.getByTestId('sources-dialog')).toBeVisible();
    },
  },
  {
    name: 'veille : mots-clés',
    path: '/inspiration',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Modifier les mots-clés' }).click();
      await expect(page.getByTestId('keywords-dialog')).toBeVisible();
    },
  },
  { name: 'conseils', path: '/publications/advice', signedIn: true, ready: visible('advice-card-instagram') },
  { name: 'historique des publications', path: '/publications/history', signedIn: true, ready: visible('history-status') },
  { name: 'historique', path: '/history', signedIn: true, ready: visible('history-status') },
  {
    name: 'historique, onglet d’un réseau vide',
    path: '/history',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Pinterest' }).click();
      await expect(page.getByTestId('empty-state')).toBeVisible();
    },
  },
  { name: 'statistiques', path: '/analytics', signedIn: true, ready: visible('card-value') },
  {
    name: 'statistiques, détail d’une publication mesurée',
    path: '/analytics',
    signedIn: true,
    ready: async (page) => {
      // The sample post is published by a job: synchronise until its figures are there.
      const best = page.getByTestId(/^best-post-(row|card)$/).filter({ visible: true });
      await expect(async () => {
        await page.getByTestId('sync-button').click({ timeout: 10_000 });
        await expect(best.first()).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await best.first().getByRole('link', { name: /Détails/ }).click();
      await expect(page.getByTestId('post-detail')).toBeVisible();
    },
  },
  {
    name: 'commentaires',
    path: '/comments',
    signedIn: true,
    ready: async (page) => {
      // A day of the sandbox audience, then « Actualiser » until the round (a job) has brought them.
      const origin = new URL(page.url()).origin;
      expect((await page.request.post('/sandbox/_clock', { headers: { origin }, data: { advanceHours: 24 } })).ok()).toBe(true);
      await expect(async () => {
        await page.getByTestId('sync-button').click({ timeout: 10_000 });
        await expect(page.getByTestId('comment-card').first()).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    },
  },
  {
    name: 'commentaires, détails ouverts',
    path: '/comments',
    signedIn: true,
    ready: async (page) => {
      await page.getByTestId('comment-card').first().getByTestId('comment-details').click();
      await expect(page.getByTestId('detail-thread')).toBeVisible();
    },
  },
  { name: 'réseaux et comptes', path: '/networks', signedIn: true, ready: visible('account-card-instagram') },
  { name: 'paramètres, profil', path: '/settings', signedIn: true, ready: visible('profile-form') },
  { name: 'paramètres, intégrations', path: '/settings?tab=integrations', signedIn: true, ready: visible('integration-account') },
  { name: 'profil', path: '/profile', signedIn: true, ready: visible('profile-summary') },
  { name: 'paramètres, aide', path: '/settings?tab=help', signedIn: true, ready: visible('support-form') },
  { name: 'paramètres, confidentialité', path: '/settings?tab=privacy', signedIn: true, ready: visible('privacy-export-request') },
  { name: 'paramètres, notifications', path: '/settings?tab=notifications', signedIn: true, ready: visible('notification-essential') },
  {
    name: 'préférences, avec un message',
    path: '/settings?tab=preferences',
    signedIn: true,
    ready: async (page) => {
      // Each choice is saved at once, with a toast.
      await page.getByTestId('time-zone-select').selectOption('Europe/Paris');
      await expect(page.getByTestId('toast').first()).toBeVisible();
    },
  },
  {
    name: 'gestion des accès',
    path: '/settings/team-access',
    signedIn: true,
    ready: async (page) => {
      // The table from tablet width on, cards on a phone.
      await expect(page.getByTestId(/^member-(row|card)$/).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByTestId('approval-none')).toBeVisible();
    },
  },
  {
    name: 'gestion des accès, quitter l’espace',
    path: '/settings/team-access',
    signedIn: true,
    ready: async (page) => {
      await page.getByTestId('member-leave').filter({ visible: true }).first().click();
      await expect(page.getByTestId('leave-dialog')).toBeVisible();
    },
  },
  {
    name: 'abonnement',
    path: '/settings/subscription',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByTestId('current-plan')).toBeVisible();
      await expect(page.getByTestId('plan-business')).toBeVisible();
      await expect(page.getByTestId('billing-profile-form')).toBeVisible();
    },
  },
  {
    name: 'abonnement en cours, confirmation d’annulation',
    path: '/settings/subscription',
    signedIn: true,
    ready: async (page) => {
      // A card typed on the payment sandbox's page, then the Professional plan: cards, invoices, the subscription's actions.
      const api = await apiAs(page);
      const { redirectUrl } = await api.post<{ redirectUrl: string }>('/api/subscription/payment-methods');
      const card = await page.request.post(redirectUrl, { form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Camille Durand' } });
      expect(card.ok()).toBe(true);
      await api.post('/api/subscription/subscribe', { planId: 'pro' });
      await page.reload();
      await expect(page.getByTestId(/^invoice-(row|card)$/).filter({ visible: true }).first()).toBeVisible();
      await page.getByTestId('cancel-subscription').click();
      await expect(page.getByTestId('cancel-dialog')).toBeVisible();
    },
  },
  {
    name: 'journal d’activité',
    path: '/settings/audit-log',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByTestId(/^audit-(row|card|empty)$/).filter({ visible: true }).first()).toBeVisible();
    },
  },
  { name: 'page introuvable', path: '/une-page-inconnue', signedIn: true, ready: visible('not-found-page') },
];
