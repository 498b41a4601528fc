// Refreshes docs/screenshots/approvals-*.png: the « À valider » tab of an admin and the pending list
// of an editor, in a workspace that requires approval, with a post waiting (discussed), one refused
// and one approved:
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test team/approvals.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { joinByInvitation } from '../support/invitations.ts';
import { registerThroughUi } from '../support/session.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the approval queue (${size})`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const stamp = `${size}.${Date.now()}`;
    await registerThroughUi(page, `claire.martin.${stamp}@exemple.fr`, 'Claire Martin');
    const admin = await apiAs(page);
    for (const network of ['twitter', 'linkedin']) await connectDemo(admin, network);
    await admin.put('/api/workspace/approval', { mode: 'required' });
    const editor = await joinByInvitation(browser, admin, { email: `hugo.bernard.${stamp}@exemple.fr`, name: 'Hugo Bernard', role: 'editor' }, viewport);

    const draft = (title: string, content: string) => editor.api.post('/api/content/drafts', { title, content, platforms: ['twitter', 'linkedin'], keywords: ['atelier'] });
    const waiting = await draft('Atelier céramique du samedi', 'Venez modeler votre première tasse samedi à 10 h. Il reste quatre places !');
    await editor.api.post(`/api/content/${waiting.data.id}/approval/request`, { intent: 'publish', note: 'Peux-tu relire le ton ?' });
    await admin.post(`/api/content/${waiting.data.id}/notes`, { text: 'Très bien ; j’ajouterais l’heure de fin.' });
    const later = await draft('Soldes d’hiver', 'Jusqu’à -30 % sur les tasses de la collection ce week-end.');
    await editor.api.post(`/api/content/${later.data.id}/approval/request`, { intent: 'schedule', scheduledFor: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    const refused = await draft('Promo flash', 'Tout à -50 % pendant une heure !!!');
    await editor.api.post(`/api/content/${refused.data.id}/approval/request`, {});
    await admin.post(`/api/content/${refused.data.id}/approval/reject`, { comment: 'Trop agressif : gardons -30 % et un ton plus doux.' });

    await page.goto('/publications/approvals');
    await expect(page.getByText('Atelier céramique du samedi').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out(`approvals-queue-${size}`), fullPage: true });

    await editor.page.goto('/publications/pending');
    await expect(editor.page.getByText('Promo flash').first()).toBeVisible();
    await settle(editor.page);
    await editor.page.screenshot({ path: out(`approvals-editor-pending-${size}`), fullPage: true });
  });
}
