import { accountSettingsBodyOf, NETWORKS, type AccountOptionView, type SocialAccount } from '@publia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { credentialsForPublishing } from './service.ts';
import { newVisitor } from './test-helpers.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('réglages d’un compte qui changent qui publie', () => {
  it('choisir une autre Page Facebook prend son jeton et son profil : la publication part de cette Page', async () => {
    const { api, visitor } = await newVisitor(t);
    const connected = (await api.post('/api/social-accounts/demo-connect', { platform: 'facebook' })).json().data as SocialAccount;
    const [option] = (await api.get(`/api/social-accounts/${connected.id}/options`)).json().data;
    const other = option.choices.find((choice: { value: string }) => choice.value !== connected.settings.pageId);

    const response = await api.put(`/api/social-accounts/${connected.id}/settings`, { settings: { pageId: other.value } });
    expect(response.statusCode).toBe(200);
    const switched = response.json().data as SocialAccount;
    expect(switched.settings.pageId).toBe(other.value);
    expect(switched.displayName).toBe(other.label);
    expect(JSON.stringify(switched)).not.toMatch(/at_/);

    const credentials = await credentialsForPublishing(t.ctx, visitor.workspaceId, connected.id);
    const post = await t.ctx.networks!.client('facebook').publish(credentials, { text: 'Depuis la Boutique' });
    expect(post.externalId.startsWith(`${other.value}_`)).toBe(true);
  });

  it.each(NETWORKS)('%s : les réglages enregistrés tels que la fenêtre de réglages les envoie', async (platform) => {
    const { api } = await newVisitor(t);
    const connected = (await api.post('/api/social-accounts/demo-connect', { platform })).json().data as SocialAccount;
    const options = (await api.get(`/api/social-accounts/${connected.id}/options`)).json().data as AccountOptionView[];
    // The dialog's state starts from the account's whole settings, then the user picks another choice.
    const values: Record<string, string> = { ...connected.settings };
    for (const option of options) {
      const other = option.choices.find((choice) => choice.value !== connected.settings[option.key]) ?? option.choices[0];
      if (other) values[option.key] = other.value;
    }
    const body = accountSettingsBodyOf(options, values);

    const response = await api.put(`/api/social-accounts/${connected.id}/settings`, body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data as SocialAccount;
    for (const [key, value] of Object.entries(body.settings)) expect(saved.settings[key]).toBe(value);
    // What the account kept from its connection (the Pages granted…) is still there.
    for (const key of Object.keys(connected.settings)) expect(saved.settings).toHaveProperty(key);
  });

  it('une Page déjà publiée par un autre compte de l’espace : 409 en français, rien de changé', async () => {
    const { api } = await newVisitor(t);
    const first = (await api.post('/api/social-accounts/demo-connect', { platform: 'facebook' })).json().data as SocialAccount;
    const [option] = (await api.get(`/api/social-accounts/${first.id}/options`)).json().data as AccountOptionView[];
    const other = option!.choices.find((choice) => choice.value !== first.settings.pageId)!;
    expect((await api.put(`/api/social-accounts/${first.id}/settings`, { settings: { pageId: other.value } })).statusCode).toBe(200);
    // The demo account connected again publishes as its first Page: a second account of the workspace.
    const second = (await api.post('/api/social-accounts/demo-connect', { platform: 'facebook' })).json().data as SocialAccount;
    expect(second.id).not.toBe(first.id);

    const response = await api.put(`/api/social-accounts/${second.id}/settings`, { settings: { pageId: other.value } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ce compte Facebook est déjà connecté dans cet espace de travail.');
    const accounts = (await api.get('/api/social-accounts')).json().data as SocialAccount[];
    expect(accounts.find((account) => account.id === second.id)?.settings.pageId).toBe(first.settings.pageId);
  });

  it('les réglages gardés à la connexion ne sont pas des champs modifiables', async () => {
    const { api } = await newVisitor(t);
    const connected = (await api.post('/api/social-accounts/demo-connect', { platform: 'facebook' })).json().data as SocialAccount;
    expect(connected.settings.pages).toBeTruthy();
    const response = await api.put(`/api/social-accounts/${connected.id}/settings`, { settings: { pages: connected.settings.pages! } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'settings.pages', message: 'Champ inconnu : « settings.pages ».' });
  });
});
