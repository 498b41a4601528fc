import { expect, test } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';

/** `YYYY-MM-DD` of an instant in Paris (the browser's zone): the calendar's day test ids. */
const parisDay = (at: string | Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(at));

interface QueueAnswer {
  data: { networks: { network: string; nextFree: string[] }[] };
}

test.describe('Publication automatique : la file d’attente', () => {
  test('deux publications ajoutées à la file prennent les premiers créneaux libres ; glissée, l’une en sort', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page, baseURL!);
    const api = await apiAs(page, baseURL);
    await connectDemo(api, 'twitter');
    // One slot a day at 11:00: the first free ones are two different days.
    await page.goto('/publications/scheduled');
    await page.getByTestId('queue-configure').click();
    const dialog = page.getByTestId('queue-dialog');
    const x = dialog.getByTestId('queue-network-twitter');
    await expect(x.getByTestId('queue-source-twitter')).toBeVisible();
    while ((await x.getByTestId('queue-slot').count()) > 0) await x.getByRole('button', { name: /^Retirer le créneau 1/ }).click();
    for (let day = 1; day <= 7; day++) {
      await x.getByTestId('queue-add-slot-twitter').click();
      await x.getByLabel(`Jour du créneau ${day} (X)`).selectOption(String(day));
      await x.getByLabel(`Heure du créneau ${day} (X)`).fill('11:00');
    }
    await dialog.getByTestId('queue-save').click();
    await expect(page.getByText("Créneaux de la file d'attente enregistrés")).toBeVisible();
    await expect(dialog).toBeHidden();
    const free = (await api.get<QueueAnswer>('/api/planning/queue')).data.networks.find((n) => n.network === 'twitter')!.nextFree;

    const ids: string[] = [];
    for (const title of ['Atelier du mardi', 'Portes ouvertes']) {
      ids.push((await api.post('/api/content/drafts', { title, content: `${title} : venez nous voir.`, platforms: ['twitter'], keywords: ['atelier'] })).data.id);
    }
    await page.goto('/publications/pending');
    for (const id of ids) {
      await page.getByTestId(`pending-card-${id}`).getByTestId('add-to-queue').click();
      await expect(page.getByText(/^Ajoutée à la file d'attente : X le/).first()).toBeVisible();
      await expect(page.getByTestId(`pending-card-${id}`)).toBeHidden();
    }

    await page.goto('/publications/scheduled');
    await expect(page.getByTestId('queue-state')).toContainText('2');
    await page.getByRole('tab', { name: 'Semaine' }).click();
    const chipOf = (id: string) => page.locator(`[data-testid="calendar-chip-queued"][data-item-id="${id}"]`);
    const dayOf = (day: string) => page.getByTestId(`calendar-day-${day}`);
    // The second item's slot may fall in the next week.
    for (const [index, id] of ids.entries()) {
      const day = parisDay(free[index]!);
      for (let i = 0; i < 2 && !(await dayOf(day).isVisible()); i++) await page.getByRole('button', { name: 'Période suivante' }).click();
      await expect(dayOf(day).locator(`[data-testid="calendar-chip-queued"][data-item-id="${id}"]`)).toBeVisible();
    }

    // Dragged one day later, the second leaves the queue: scheduled by hand at the same hour.
    const secondDay = parisDay(free[1]!);
    const nextDay = parisDay(new Date(Date.parse(free[1]!) + 86_400_000));
    if (!(await dayOf(nextDay).isVisible())) {
      // Sunday's slot: the next day is in the next week, where the month view shows both.
      await page.getByRole('tab', { name: 'Mois' }).click();
    }
    await chipOf(ids[1]!).filter({ visible: true }).first().dragTo(dayOf(nextDay));
    await expect(page.getByText(/^Publication programmée pour le/).first()).toBeVisible();
    await expect(dayOf(nextDay).getByTestId(`calendar-chip-${ids[1]}`)).toBeVisible();
    await expect(dayOf(secondDay).locator(`[data-item-id="${ids[1]}"]`)).toHaveCount(0);
    const moved = (await api.get<{ data: { queuedAt: string | null; scheduledFor: string } }>(`/api/content/${ids[1]}`)).data;
    expect(moved.queuedAt).toBeNull();
    expect(parisDay(moved.scheduledFor)).toBe(nextDay);
    await expect(page.getByTestId('queue-state')).toContainText('1');
  });
});
