import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { PASSWORD, signInThroughUi } from '../support/session.ts';

test.describe('paramètres → confidentialité', () => {
  test('télécharge ses données par le lien reçu, puis supprime son compte', async ({ page, baseURL }) => {
    const email = await registerThroughApi(page, baseURL!, { name: 'Claire Martin' });
    await page.goto('/settings?tab=privacy');
    await expect(page.getByRole('switch', { name: 'Profil public' })).toHaveAttribute('aria-checked', 'true');

    // The export: being prepared, then ready once the job has e-mailed the link.
    await page.getByTestId('privacy-export-request').click();
    const state = page.getByTestId('privacy-export-state');
    await expect(state).toContainText(`lien envoyé à ${email}`, { timeout: 30_000 });

    // The link from the mailbox (the e2e server has no SMTP: `/sandbox/_mail`) opens the tab, which offers the ZIP to the signed-in user.
    const { mails } = await (await apiAs(page)).get<{ mails: { recipient: string; body: string }[] }>('/sandbox/_mail');
    const link = mails.find((mail) => mail.recipient === email)?.body.match(/https?:\/\/\S+\/settings\?tab=privacy&export=\S+/)?.[0];
    expect(link).toBeTruthy();
    // Opened signed out (another browser, a forwarded e-mail), the link leads to the sign-in and back;
    // the file itself answers 401 without the session.
    const { pathname, search, searchParams } = new URL(link!);
    await page.context().clearCookies();
    const alone = await page.request.get(`/api/privacy/exports/${searchParams.get('export')}/download?token=${encodeURIComponent(searchParams.get('token')!)}`);
    expect(alone.status()).toBe(401);
    await page.goto(link!);
    await expect(page).toHaveURL(/\/login\?from=/);
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(`${pathname}${search}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('privacy-export-download').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^publia-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = fs.readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.includes('README.txt')).toBe(true);
    expect(zip.includes('account/user.json')).toBe(true);

    // The deletion: the word and the password in the dialog, then the sign-in page.
    await page.getByTestId('delete-account-open').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByLabel('Votre mot de passe').fill(PASSWORD);
    await dialog.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await dialog.getByTestId('delete-account-confirm').click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('toast').filter({ hasText: 'Votre compte a été supprimé. Au revoir !' })).toBeVisible();
    const signIn = await page.request.post('/api/auth/login', { headers: { origin: new URL(baseURL!).origin }, data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(401);
  });
});
