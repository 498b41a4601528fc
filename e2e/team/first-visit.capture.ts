// Refreshes docs/screenshots/viewer-create-*.png and analytics-unpublished-*.png:
// CAPTURE_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts first-visit.capture (after `npm run build`);
// not part of npm test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { joinByInvitation } from '../support/invitations.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { uniqueEmail } from '../support/session.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures a viewer's /create and a scheduled post's statistics (${size})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await registerThroughApi(page, baseURL!, { email: uniqueEmail('admin'), name: 'Claire Martin' });
    const admin = await apiAs(page, baseURL);
    await connectDemo(admin, 'twitter');
    await connectDemo(admin, 'linkedin');
    const draft = await admin.post('/api/content/drafts', {
      title: 'Atelier du samedi',
      content: 'Venez modeler votre première tasse samedi à 10 h.',
      platforms: ['twitter', 'linkedin'],
    });
    await admin.post(`/api/content/drafts/${draft.data.id}/schedule`, { scheduledFor: new Date(Date.now() + 3 * 86_400_000).toISOString() });

    await page.goto(`/analytics?post=${draft.data.id}`);
    await expect(page.getByText('Atelier du samedi').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: out(`analytics-unpublished-${size}`), fullPage: size === 'desktop' });

    const { page: viewer } = await joinByInvitation(browser, admin, { email: uniqueEmail('viewer'), name: 'Inès Petit', role: 'viewer' }, viewport);
    await viewer.goto('/create');
    await expect(viewer.getByTestId('create-read-only')).toBeVisible();
    await viewer.mouse.move(0, 0);
    await viewer.screenshot({ path: out(`viewer-create-${size}`), fullPage: size === 'desktop' });
  });
}
