import { expect, test } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';

type Advice = { data: { networks: { network: string; source: string }[] } };

const untilNextHour = () => 3_600_000 - (Date.now() % 3_600_000);

test.describe('conseils : quand publier, selon ses propres chiffres', () => {
  test('trois publications mesurées au même créneau sur X deviennent son meilleur créneau ; LinkedIn sans données garde les chiffres généraux', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'twitter');
    await connectDemo(api, 'linkedin');

    // Three posts on X within a minute: one weekday × hour slot, three posts behind it — not
    // astride an hour's turn, which would split them over two slots.
    if (untilNextHour() < 90_000) await expect.poll(untilNextHour, { timeout: 100_000, intervals: [1_000] }).toBeGreaterThan(90_000);
    const ids: string[] = [];
    for (const title of ['Bols émaillés', 'Tasses du matin', 'Atelier du samedi']) {
      const draft = await api.post('/api/content/drafts', { title, content: `${title} : nouvelle fournée à l’atelier.`, platforms: ['twitter'], keywords: ['atelier'] });
      await api.post(`/api/content/drafts/${draft.data.id}/publish`);
      ids.push(draft.data.id);
    }
    for (const id of ids) {
      await expect.poll(async () => (await api.get<{ data: { status: string } }>(`/api/content/${id}`)).data.status, { timeout: 60_000, intervals: [1_000] }).toBe('published');
    }
    // « Synchroniser », then the figures are there once the round has run.
    await page.goto('/analytics');
    await page.getByTestId('sync-button').click();
    await expect
      .poll(async () => (await api.get<Advice>('/api/planning/advice')).data.networks.find((n) => n.network === 'twitter')?.source, { timeout: 60_000, intervals: [1_000] })
      .toBe('own');

    await page.goto('/publications');
    await page.getByTestId('tab-advice').click();
    await expect(page).toHaveURL(/\/publications\/advice$/);
    await expect(page.getByTestId('advice-page')).toBeVisible();

    const x = page.getByTestId('advice-card-twitter');
    const best = x.getByTestId('advice-best-slot');
    await expect(best).toHaveCount(1);
    await expect(best).toContainText('3 publications');
    await expect(best.getByTestId('advice-confidence')).toContainText('faible');
    await expect(x.getByTestId('advice-general-figures')).toHaveCount(0);
    // The heatmap holds the three posts in one cell.
    const cells = x.getByTestId('advice-heatmap').getByTestId('advice-heatmap-cell');
    await expect(cells).toHaveCount(1);
    await expect(cells.first()).toHaveAttribute('aria-label', /3 publications/);

    const linkedin = page.getByTestId('advice-card-linkedin');
    await expect(linkedin.getByTestId('advice-general-figures')).toBeVisible();
    await expect(linkedin.getByTestId('advice-general-window').first()).toContainText(/mardi|mercredi/);
    // A network without an account: its general advice and a way to connect one.
    await expect(page.getByTestId('advice-card-tiktok').getByTestId('advice-connect')).toBeVisible();
  });
});
