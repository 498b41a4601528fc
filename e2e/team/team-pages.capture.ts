// Refreshes docs/screenshots/team-*.png, audit-log-*.png, invitation-*.png and workspace-switcher-*.png:
// an admin with an editor who joined from another workspace of his own, and two invitations pending.
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test team/team-pages.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { invitationToken } from '../support/invitations.ts';
import { registerThroughUi } from '../support/session.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

async function signedInPage(browser: Browser, viewport: { width: number; height: number }, email: string, name: string): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await registerThroughUi(page, email, name);
  return page;
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the team pages (${size})`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const stamp = `${size}.${Date.now()}`;
    const editorEmail = `jean.dupont.${stamp}@exemple.fr`;
    const guestEmail = `paul.martin.${stamp}@exemple.fr`;

    await page.setViewportSize(viewport);
    await registerThroughUi(page, `marie.curie.${stamp}@exemple.fr`, 'Marie Curie');
    const admin = await apiAs(page);
    await admin.post('/api/team/invitations', { email: editorEmail, role: 'editor' });
    await admin.post('/api/team/invitations', { email: `lea.bernard.${stamp}@exemple.fr`, role: 'viewer' });
    await admin.post('/api/team/invitations', { email: guestEmail, role: 'editor' });

    // Jean has his own workspace, then joins Marie's.
    const editor = await signedInPage(browser, viewport, editorEmail, 'Jean Dupont');
    await (await apiAs(editor)).post('/api/invitations/accept', { token: await invitationToken(admin, editorEmail) });

    await page.goto('/settings/team-access');
    await expect(
      page
        .getByTestId(/^member-(row|card)$/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('approval-none')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out(`team-access-${size}`), fullPage: true });

    await page.goto('/settings/audit-log');
    await expect(
      page
        .getByTestId(/^audit-(row|card)$/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out(`audit-log-${size}`), fullPage: true });

    // Jean, an editor: the team read-only, and his two workspaces in the menu.
    await editor.goto('/settings/team-access');
    await expect(editor.getByTestId('team-read-only')).toBeVisible();
    await settle(editor);
    if (size === 'desktop') {
      await editor.screenshot({ path: out('team-access-editor-desktop'), fullPage: true });
      await editor.getByTestId('user-menu-trigger').hover();
    } else {
      await editor.getByTestId('mobile-menu-button').click();
    }
    await expect(editor.getByTestId('workspace-choices')).toBeVisible();
    await editor.screenshot({ path: out(`workspace-switcher-${size}`) });

    // Paul opens his link before having an account.
    const visitor = await browser.newPage({ viewport });
    await visitor.goto(`/invitation?token=${await invitationToken(admin, guestEmail)}`);
    await expect(visitor.getByTestId('invitation-sign-up')).toBeVisible();
    await visitor.screenshot({ path: out(`invitation-${size}`) });
  });
}
