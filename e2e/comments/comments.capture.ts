// Refreshes docs/screenshots/comments-*.png on a fresh workspace whose Instagram and X posts the
// sandbox audience has commented for a day, one comment answered:
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test comments/comments.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerThroughUi } from '../support/session.ts';
import { settle } from '../support/settle.ts';
import { advanceSandboxClock, publishOnInstagramAndX, publishPhotoPost, refreshUntilComments } from './commented-workspace.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

interface CommentsAnswer {
  data: { comments: { id: string }[] };
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures /comments (${size})`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `camille.commentaires.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    const { api } = await publishOnInstagramAndX(page, 'Tasses de la semaine', 'Nos tasses émaillées à la main sont arrivées en boutique : venez les voir !');
    await publishPhotoPost(api, 'Atelier du samedi', 'Il reste trois places pour l’atelier tournage de samedi matin.');
    await advanceSandboxClock(page, 20);
    await page.goto('/comments');
    await refreshUntilComments(page);
    const { data } = await api.get<CommentsAnswer>('/api/comments?platform=instagram&status=pending');
    const first = data.comments[0];
    if (first) {
      const { data: draft } = await api.post<{ data: { text: string } }>(`/api/comments/${first.id}/suggested-reply`);
      await api.post(`/api/comments/${first.id}/reply`, { text: draft.text });
    }
    await page.reload();
    await expect(page.getByTestId('comment-card').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out(`comments-${size}`), fullPage: true });

    // The details of a comment, and a reply being written.
    await page.getByTestId('comment-card').first().getByTestId('comment-details').click();
    await expect(page.getByTestId('detail-thread')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out(`comments-detail-${size}`) });
  });
}
