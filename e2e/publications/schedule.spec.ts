import { expect, test } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';

/** `HH:mm` and `YYYY-MM-DD` of a moment as the browser (Europe/Paris) shows it. */
const parisInputs = (at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

test.describe('publications : brouillon, programmation, historique', () => {
  test('enregistrer un brouillon, le modifier, le programmer une minute plus tard, le voir publié', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'twitter');

    // The create screen saves the draft; then it is edited (both through the content API it uses).
    const saved = await api.post('/api/content/drafts', {
      title: 'Atelier du samedi',
      content: 'Premier jet',
      platforms: ['twitter'],
      keywords: ['atelier'],
    });
    const id = saved.data.id;
    await api.put(`/api/content/drafts/${id}`, {
      title: 'Atelier céramique du samedi',
      content: 'Venez modeler votre première tasse samedi à 10 h.',
      platforms: ['twitter'],
      keywords: ['atelier', 'ceramique'],
    });

    await page.goto('/publications');
    await expect(page).toHaveURL(/\/publications\/pending$/);
    const card = page.getByTestId(`pending-card-${id}`);
    await expect(card.getByRole('heading', { name: 'Atelier céramique du samedi' })).toBeVisible();
    await expect(card.getByTestId('pending-content')).toContainText('Venez modeler votre première tasse');
    await expect(card.getByText('En attente')).toBeVisible();

    // The first whole minute at least 30 s ahead (the field takes minutes): still in the future when
    // the form is sent on a busy machine, and as little wait as the field allows.
    const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    await card.getByRole('button', { name: 'Planifier' }).click();
    const dialog = page.getByRole('dialog');
    const inputs = parisInputs(at);
    await dialog.getByLabel('Date').fill(inputs.date);
    await dialog.getByLabel('Heure').fill(inputs.time);
    await dialog.getByRole('button', { name: 'Planifier' }).click();
    // Scheduled (the toast says so), then the calendar's page loaded lazily: more than 5 s at a load of 30.
    await expect(page).toHaveURL(/\/publications\/scheduled$/, { timeout: 20_000 });
    await expect(page.getByText('Atelier céramique du samedi').first()).toBeVisible();

    // It goes out at its time, on its own.
    await expect
      .poll(async () => (await api.get<{ data: { status: string } }>(`/api/content/${id}`)).data.status, {
        timeout: 150_000,
        intervals: [2_000],
      })
      .toBe('published');

    await page.goto('/history');
    const entry = page.getByTestId(`history-card-${id}`);
    await expect(entry.getByTestId('history-status')).toHaveText('Publié');
    await expect(entry.getByTestId('history-date')).toContainText('Publié le');
    const outcome = entry.getByTestId('target-twitter');
    await expect(outcome).toContainText('Publié');

    // The post is in the sandbox, with the text X received.
    const link = outcome.getByRole('link', { name: 'Voir la publication' });
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href!);
    await expect(page.getByText('Venez modeler votre première tasse samedi à 10 h.')).toBeVisible();
    await expect(page.getByText('#atelier #ceramique')).toBeVisible();
  });

  test('publier tout de suite sur deux réseaux dont un refuse : le résultat par réseau et la notification', async ({ page, baseURL }) => {
    test.slow();
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'twitter');
    await connectDemo(api, 'linkedin');
    const saved = await api.post('/api/content/drafts', {
      title: 'Portes ouvertes',
      content: 'Portes ouvertes de l’atelier ce week-end : entrée libre.',
      platforms: ['twitter', 'linkedin'],
    });
    const id = saved.data.id;
    // LinkedIn will refuse the next post as a duplicate.
    await api.post('/sandbox/_faults', { network: 'linkedin', operation: 'publish', fault: 'duplicate' });

    await page.goto('/publications/pending');
    await page.getByTestId(`pending-card-${id}`).getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Publié sur X')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Erreur lors de la publication sur LinkedIn: /)).toBeVisible();

    await expect(page).toHaveURL(/\/history$/, { timeout: 10_000 });
    const entry = page.getByTestId(`history-card-${id}`);
    await expect(entry.getByTestId('target-twitter')).toContainText('Publié');
    await expect(entry.getByTestId('target-linkedin')).toContainText('Échec');

    // The bell carries the failure; its item leads to the post.
    await page.reload();
    const bell = page.getByTestId('notification-bell-button');
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await bell.click();
    const item = page.getByTestId('notification-item').filter({ hasText: 'Erreur lors de la publication sur LinkedIn' });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/history\\?post=${id}$`));
    await expect(page.getByTestId(`history-card-${id}`)).toBeVisible();
  });
});

test.describe('calendrier : glisser pour reprogrammer', () => {
  test('une publication glissée sur le jour suivant de la semaine part ce jour-là à la même heure', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'twitter');
    // Two or three days ahead at 15:00 in Paris, never a Sunday: the next day is in the same week.
    const DAY = 86_400_000;
    let source = new Date(Date.now() + 2 * DAY);
    if (new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', weekday: 'short' }).format(source) === 'Sun') source = new Date(source.getTime() + DAY);
    const sourceDay = parisInputs(source).date;
    const targetDay = parisInputs(new Date(source.getTime() + DAY)).date;
    const draft = await api.post('/api/content/drafts', { title: 'Marché de Noël', content: 'Retrouvez-nous au marché de Noël.', platforms: ['twitter'], keywords: ['marché'] });
    const id: string = draft.data.id;
    const scheduled = await api.post<{ data: { scheduledFor: string } }>(`/api/content/drafts/${id}/schedule`, {
      scheduledFor: new Date(`${sourceDay}T15:00:00+01:00`).toISOString(),
    });
    const before: string = scheduled.data.scheduledFor;

    await page.goto('/publications/scheduled');
    await page.getByRole('tab', { name: 'Semaine' }).click();
    for (let i = 0; i < 2 && !(await page.getByTestId(`calendar-day-${sourceDay}`).isVisible()); i++) {
      await page.getByRole('button', { name: 'Période suivante' }).click();
    }
    const chip = page.getByTestId(`calendar-day-${sourceDay}`).getByTestId(`calendar-chip-${id}`);
    await chip.dragTo(page.getByTestId(`calendar-day-${targetDay}`));
    await expect(page.getByText(/^Publication programmée pour le/).first()).toBeVisible();
    await expect(page.getByTestId(`calendar-day-${targetDay}`).getByTestId(`calendar-chip-${id}`)).toBeVisible();

    const after: string = (await api.get<{ data: { scheduledFor: string } }>(`/api/content/${id}`)).data.scheduledFor;
    expect(parisInputs(new Date(after))).toEqual({ date: targetDay, time: parisInputs(new Date(before)).time });
  });
});
