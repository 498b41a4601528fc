import type { SocialAccount } from '@publia/shared';
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
});
