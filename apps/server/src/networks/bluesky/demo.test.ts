import type { SocialAccount } from '@publia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount } from '../../modules/social-accounts/repository.ts';
import { credentialsOf } from '../../modules/social-accounts/tokens.ts';
import { newVisitor } from '../../modules/social-accounts/test-helpers.test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Bluesky : « mode démo »', () => {
  it('chaque espace de travail a son propre compte de démonstration : ses posts ne se voient pas ailleurs', async () => {
    const visitors = [await newVisitor(t), await newVisitor(t)];
    const texts = ['Le post du premier espace', 'Le post du second espace'];
    for (const [index, { api, visitor }] of visitors.entries()) {
      const answer = await api.post('/api/social-accounts/demo-connect', { platform: 'bluesky' });
      expect(answer.statusCode, answer.body).toBe(200);
      const account = answer.json().data as SocialAccount;
      expect(account).toMatchObject({ platform: 'bluesky', username: 'publia-demo.bsky.social', isConnected: true });
      const row = await findAccount(t.ctx.db, visitor.workspaceId, account.id);
      expect(row!.settings).toMatchObject({ auth: 'oauth' });
      await t.ctx.networks.client('bluesky').publish(credentialsOf(t.ctx, row!), { text: texts[index]! });
    }
    for (const [index, { api }] of visitors.entries()) {
      const posts = (await api.get('/sandbox/_posts?network=bluesky')).json().posts as { text: string }[];
      expect(posts.map((post) => post.text)).toEqual([texts[index]]);
    }
  });
});
