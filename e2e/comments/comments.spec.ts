import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { advanceSandboxClock, publishOnInstagramAndX, refreshUntilComments } from './commented-workspace.ts';

interface CommentsAnswer {
  data: { comments: { id: string; text: string; status: string; post: { url: string | null } }[] };
}

test.describe('commentaires : la boîte de réception', () => {
  test('publier sur Instagram et X, avancer l’horloge, voir arriver les commentaires, répondre avec le brouillon de l’IA, rejeter un spam', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await registerThroughApi(page, baseURL!);
    const { api } = await publishOnInstagramAndX(page, 'Tasses de la semaine', 'Nos tasses émaillées sont arrivées en boutique.', baseURL);

    await page.goto('/comments');
    await expect(page.getByRole('heading', { level: 1, name: 'Commentaires' })).toBeVisible();
    await advanceSandboxClock(page, 24);
    await refreshUntilComments(page);
    await expect(page.getByTestId('waiting-count')).toContainText(/\d+ en attente/);
    // TikTok and Pinterest are said to give none.
    await expect(page.getByTestId('unsupported-note')).toContainText('TikTok');

    // Answer a comment on X with the AI's draft, edited.
    await page.goto('/comments?platform=twitter&status=pending');
    const card = page.getByTestId('comment-card').first();
    // The list was still « Chargement… » after 10 s once, at a load of 30 on two cores.
    await expect(card).toBeVisible({ timeout: 30_000 });
    const commentText = (await card.getByTestId('comment-text').textContent())!;
    await card.getByTestId('comment-reply').click();
    await card.getByTestId('reply-generate').click();
    const box = card.getByTestId('reply-text');
    await expect(box).not.toHaveValue('');
    const reply = `${await box.inputValue()} À samedi !`;
    await box.fill(reply);
    await card.getByTestId('reply-send').click();
    const answered = page.getByTestId('comment-card').filter({ hasText: commentText }).first();
    await expect(answered.getByTestId('comment-status')).toHaveText('Répondu');
    await expect(answered.getByTestId('comment-replies')).toContainText('À samedi !');

    // The answer is on the network: the sandbox's public page of the post shows it.
    const { data } = await api.get<CommentsAnswer>('/api/comments?platform=twitter&status=responded');
    const postUrl = data.comments[0]!.post.url!;
    await page.goto(postUrl);
    await expect(page.locator('body')).toContainText('À samedi !');

    // Reject what the filter set aside (or, failing that, any comment still waiting).
    await page.goto('/comments?status=flagged');
    let target = page.getByTestId('comment-card').first();
    if (!(await target.isVisible({ timeout: 5_000 }).catch(() => false))) {
      await page.goto('/comments?status=pending');
      target = page.getByTestId('comment-card').first();
    }
    const rejectedText = (await target.getByTestId('comment-text').textContent())!;
    await target.getByTestId('comment-reject').click();
    await expect(page.getByTestId('comment-card').filter({ hasText: rejectedText }).first().getByTestId('comment-status')).toHaveText('Rejeté');
    const rejected = await api.get<CommentsAnswer>('/api/comments?status=rejected');
    expect(rejected.data.comments.map((comment) => comment.text)).toContain(rejectedText);
  });
});
