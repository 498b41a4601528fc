import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './session.ts';

/** The sign-in scripts/demo-history.ts creates (DEMO_EMAIL / DEMO_PASSWORD if it was given others). */
const EMAIL = process.env.DEMO_EMAIL ?? 'camille.durand@atelier-camille.fr';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Atelier-Camille-2026';

/**
 * A capture on the demo workspace's history: skipped without CAPTURE_DATABASE_URL (a fresh
 * database has no history to show), else signed in as the demo user at `viewport`.
 */
export async function signInToDemoHistory(page: Page, viewport: { width: number; height: number }): Promise<void> {
  test.skip(!process.env.CAPTURE_DATABASE_URL, 'needs CAPTURE_DATABASE_URL: the database scripts/demo-history.ts filled');
  test.setTimeout(120_000);
  await page.setViewportSize(viewport);
  await page.goto('/login');
  await signInThroughUi(page, EMAIL, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}
