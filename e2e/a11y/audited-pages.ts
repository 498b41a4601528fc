import { expect, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';

/**
 * Every screen the accessibility audit visits, in one place: a new page is one more entry here, a
 * new state of a page worth auditing (an open dialog, a toast, a menu) one more state of its entry.
 */
export interface AuditedState {
  name: string;
  /**
   * From the page as the state before left it (as loaded, for the first one): reaches this state
   * and waits until the page shows it.
   */
  ready: (page: Page) => Promise<void>;
}

export interface AuditedScreen {
  path: string;
  /** Signed in, in a workspace filled by `fillAuditedWorkspace`; otherwise signed out. */
  signedIn: boolean;
  /** Signed in as a viewer of that workspace (what a member who may only look sees), not as its owner. */
  viewer?: true;
  /** Audited in this order in one load of `path`. */
  states: AuditedState[];
}

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};

/** A screen of one state: what it shows once loaded. */
const shown = (name: string, path: string, signedIn: boolean, testId: string): AuditedScreen => ({
  path,
  signedIn,
  states: [{ name, ready: visible(testId) }],
});

/** Escape closes the dialog `testId` (as a keyboard user leaves it), and the page behind is back. */
async function closeDialog(page: Page, testId: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(testId)).toBeHidden();
}

/** The team's members: a table from tablet width on, cards on a phone. */
async function membersShown(page: Page): Promise<void> {
  await expect(
    page
      .getByTestId(/^member-(row|card)$/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
}

/**
 * « En attente » with a post waiting, its preview, then its discussion: the owner gets the field to
 * write in it (validation is optional), a viewer reads the thread without it.
 */
function pendingScreen(viewer: boolean): AuditedScreen {
  const role = viewer ? ', lecteur' : '';
  return {
    path: '/publications/pending',
    signedIn: true,
    ...(viewer ? { viewer: true } : {}),
    states: [
      { name: `publications en attente${role}`, ready: visible('pending-content') },
      {
        name: `aperçu d’une publication${role}`,
        ready: async (page) => {
          await page.getByRole('button', { name: 'Aperçu' }).first().click();
          await expect(page.getByTestId('preview-text')).toBeVisible();
        },
      },
      {
        name: `discussion d’une publication${viewer ? role : ' (validation facultative)'}`,
        ready: async (page) => {
          await closeDialog(page, 'preview-dialog');
          await page.getByRole('button', { name: 'Discussion' }).first().click();
          const panel = page.getByTestId('discussion-panel');
          await expect(viewer ? panel : panel.getByLabel('Votre message')).toBeVisible();
        },
      },
    ],
  };
}

export const AUDITED_SCREENS: AuditedScreen[] = [
  shown('connexion', '/login', false, 'login-form'),
  shown('inscription', '/register', false, 'register-form'),
  shown('mot de passe oublié', '/forgot-password', false, 'forgot-form'),
  shown('nouveau mot de passe', '/reset-password?token=jeton-de-test', false, 'reset-form'),
  shown('invitation, lien invalide', '/invitation?token=jeton-de-test', false, 'invitation-error'),
  {
    path: '/',
    signedIn: true,
    states: [
      { name: 'accueil', ready: visible('home-latest-post') },
      {
        name: 'menu des notifications ouvert',
        ready: async (page) => {
          await expect(page.getByTestId('notification-badge')).toBeVisible();
          await page.getByTestId('notification-bell-button').click();
          await expect(page.getByTestId('notification-item').first()).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/create',
    signedIn: true,
    states: [
      {
        name: 'créer, un réseau choisi',
        ready: async (page) => {
          const instagram = page.getByTestId('network-toggle-instagram');
          await expect(instagram).toContainText('Connecté');
          if ((await instagram.getAttribute('aria-checked')) !== 'true') await instagram.click();
          await expect(instagram).toHaveAttribute('aria-checked', 'true');
        },
      },
    ],
  },
  {
    path: '/publications/approvals',
    signedIn: true,
    states: [
      {
        name: 'à valider, une publication en attente',
        ready: async (page) => {
          await expect(page.getByTestId(/^approval-card-/).first()).toBeVisible();
          await expect(page.getByTestId('approvals-count')).toBeVisible();
        },
      },
      {
        name: 'à valider, refuser une publication',
        ready: async (page) => {
          await page
            .getByTestId(/^approval-card-/)
            .first()
            .getByRole('button', { name: 'Refuser' })
            .click();
          await expect(page.getByTestId('reject-dialog').getByRole('textbox')).toBeVisible();
        },
      },
    ],
  },
  pendingScreen(false),
  {
    path: '/publications/scheduled',
    signedIn: true,
    states: [
      { name: 'publications planifiées, calendrier du mois', ready: visible('calendar-month') },
      {
        name: 'file d’attente : ses créneaux',
        ready: async (page) => {
          await expect(page.getByTestId('queued-badge').first()).toBeVisible();
          await page.getByTestId('queue-configure').click();
          await expect(page.getByTestId('queue-network-twitter')).toBeVisible();
        },
      },
      {
        name: 'calendrier de la semaine',
        ready: async (page) => {
          await closeDialog(page, 'queue-dialog');
          await page.getByRole('tab', { name: 'Semaine' }).click();
          await expect(page.getByTestId('calendar-week')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/inspiration',
    signedIn: true,
    states: [
      {
        name: 'veille & inspiration',
        ready: async (page) => {
          // Seven answers, two of them counting the week's topics: more than the usual wait on a busy machine.
          await expect(page.getByTestId('news-item').first()).toBeVisible({ timeout: 30_000 });
          await expect(page.getByTestId('competitor-post').first()).toBeVisible({ timeout: 30_000 });
          await expect(page.getByTestId('saved-idea').first()).toBeVisible({ timeout: 30_000 });
        },
      },
      {
        name: 'veille : gérer les sources',
        ready: async (page) => {
          await page.getByTestId('manage-sources').click();
          await expect(page.getByTestId('sources-dialog')).toBeVisible();
        },
      },
      {
        name: 'veille : mots-clés',
        ready: async (page) => {
          await closeDialog(page, 'sources-dialog');
          await page.getByRole('button', { name: 'Modifier les mots-clés' }).click();
          await expect(page.getByTestId('keywords-dialog')).toBeVisible();
        },
      },
    ],
  },
  shown('conseils', '/publications/advice', true, 'advice-card-instagram'),
  shown('historique des publications', '/publications/history', true, 'history-status'),
  {
    path: '/history',
    signedIn: true,
    states: [
      { name: 'historique', ready: visible('history-status') },
      {
        name: 'historique, onglet d’un réseau vide',
        ready: async (page) => {
          await page.getByRole('tab', { name: 'Pinterest' }).click();
          await expect(page.getByTestId('empty-state')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/analytics',
    signedIn: true,
    states: [
      { name: 'statistiques', ready: visible('card-value') },
      {
        name: 'statistiques, détail d’une publication mesurée',
        ready: async (page) => {
          // The sample post is published by a job (queued when the workspace was filled, maybe moments
          // ago): synchronise until its figures are there.
          const best = page.getByTestId(/^best-post-(row|card)$/).filter({ visible: true });
          await expect(async () => {
            await page.getByTestId('sync-button').click({ timeout: 10_000 });
            await expect(best.first()).toBeVisible({ timeout: 5_000 });
          }).toPass({ timeout: 120_000 });
          await best
            .first()
            .getByRole('link', { name: /Détails/ })
            .click();
          await expect(page.getByTestId('post-detail')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/comments',
    signedIn: true,
    states: [
      {
        name: 'commentaires',
        ready: async (page) => {
          // A day of the sandbox audience, then « Actualiser » until the round (a job) has brought them.
          const origin = new URL(page.url()).origin;
          expect((await page.request.post('/sandbox/_clock', { headers: { origin }, data: { advanceHours: 24 } })).ok()).toBe(true);
          await expect(async () => {
            await page.getByTestId('sync-button').click({ timeout: 10_000 });
            await expect(page.getByTestId('comment-card').first()).toBeVisible({ timeout: 5_000 });
          }).toPass({ timeout: 120_000 });
        },
      },
      {
        name: 'commentaires, détails ouverts',
        ready: async (page) => {
          await page.getByTestId('comment-card').first().getByTestId('comment-details').click();
          await expect(page.getByTestId('detail-thread')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/networks',
    signedIn: true,
    states: [
      { name: 'réseaux et comptes', ready: visible('account-card-instagram') },
      {
        // A network that asks who one is before any consent page: Bluesky's two forms, over the chooser.
        name: 'réseaux et comptes, formulaire de connexion Bluesky',
        ready: async (page) => {
          await page.getByTestId('open-connect-dialog').click();
          await page.getByTestId('connect-dialog').getByRole('button', { name: 'Connecter un compte Bluesky' }).click();
          await expect(page.getByTestId('connect-form-bluesky-appPassword')).toBeVisible();
        },
      },
    ],
  },
  shown('paramètres, profil', '/settings', true, 'profile-form'),
  shown('paramètres, intégrations', '/settings?tab=integrations', true, 'integration-account'),
  shown('profil', '/profile', true, 'profile-summary'),
  shown('paramètres, aide', '/settings?tab=help', true, 'support-form'),
  shown('paramètres, confidentialité', '/settings?tab=privacy', true, 'privacy-export-request'),
  shown('paramètres, notifications', '/settings?tab=notifications', true, 'notification-essential'),
  {
    path: '/settings?tab=preferences',
    signedIn: true,
    states: [
      {
        name: 'préférences, avec un message',
        ready: async (page) => {
          // Each choice is saved at once, with a toast.
          await page.getByTestId('time-zone-select').selectOption('Europe/Paris');
          await expect(page.getByTestId('toast').first()).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/settings/team-access',
    signedIn: true,
    states: [
      {
        name: 'gestion des accès',
        ready: async (page) => {
          await membersShown(page);
          await expect(page.getByTestId('approval-none')).toBeVisible();
        },
      },
      {
        name: 'gestion des accès, quitter l’espace',
        ready: async (page) => {
          await page.getByTestId('member-leave').filter({ visible: true }).first().click();
          await expect(page.getByTestId('leave-dialog')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/settings/subscription',
    signedIn: true,
    states: [
      {
        name: 'abonnement',
        ready: async (page) => {
          await expect(page.getByTestId('current-plan')).toBeVisible();
          await expect(page.getByTestId('plan-business')).toBeVisible();
          await expect(page.getByTestId('billing-profile-form')).toBeVisible();
        },
      },
      {
        name: 'abonnement en cours, confirmation d’annulation',
        ready: async (page) => {
          // A card typed on the payment sandbox's page, then the Professional plan: cards, invoices, the
          // subscription's actions (read again on a reload, as they changed on the server).
          const api = await apiAs(page);
          const { redirectUrl } = await api.post<{ redirectUrl: string }>('/api/subscription/payment-methods');
          const card = await page.request.post(redirectUrl, { form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Camille Durand' } });
          expect(card.ok()).toBe(true);
          await api.post('/api/subscription/subscribe', { planId: 'pro' });
          await page.reload();
          await expect(
            page
              .getByTestId(/^invoice-(row|card)$/)
              .filter({ visible: true })
              .first(),
          ).toBeVisible();
          await page.getByTestId('cancel-subscription').click();
          await expect(page.getByTestId('cancel-dialog')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/settings/audit-log',
    signedIn: true,
    states: [
      {
        name: 'journal d’activité',
        ready: async (page) => {
          await expect(
            page
              .getByTestId(/^audit-(row|card|empty)$/)
              .filter({ visible: true })
              .first(),
          ).toBeVisible();
        },
      },
    ],
  },
  shown('page introuvable', '/une-page-inconnue', true, 'not-found-page'),
];

/** The screens whose content or actions depend on the role, as a viewer sees them. */
export const VIEWER_SCREENS: AuditedScreen[] = [
  { ...shown('accueil, lecteur', '/', true, 'home-notifications'), viewer: true },
  { ...shown('créer, lecteur', '/create', true, 'create-read-only'), viewer: true },
  pendingScreen(true),
  { ...shown('publications planifiées, lecteur', '/publications/scheduled', true, 'calendar-month'), viewer: true },
  {
    path: '/settings/team-access',
    signedIn: true,
    viewer: true,
    states: [
      {
        name: 'gestion des accès, lecteur',
        ready: async (page) => {
          await membersShown(page);
        },
      },
    ],
  },
];
