import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../ai/fake-server.test-support.ts';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let workflow: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  [t, workflow] = await Promise.all([createTestApp({ ALLOW_PRIVATE_URLS: 'true' }), startFakeServer()]);
});
afterAll(async () => Promise.all([t?.close(), workflow?.close()]));

const generationRequest = {
  reseauxSelectionnes: ['twitter'],
  informations: { motsCles: ['boulangerie'], description: 'Le pain au levain du samedi.', objectif: 'sell' },
  modePublication: 'manuelle',
  accounts: [],
  publication: [],
};

describe('the « Génération de contenu » automation endpoint', () => {
  it('writes the posts once it is active: the generation request, signed per Standard Webhooks; not before', async () => {
    const visitor = await registerVisitor(t.app);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: withSession(visitor), ...(payload ? { payload } : {}) });
    workflow.answerWith((request) =>
      request.body?.type === 'ping'
        ? { json: { ok: true } }
        : { json: { success: true, message: 'ok', data: { text: 'Écrit par le workflow n8n de la boulangerie.', hashtags: '#levain', platform: 'twitter' } } },
    );
    const saved = await call('PUT', '/api/integrations/automations', { baseUrl: `${workflow.url}/webhook/publia` });
    const secret = saved.json().data.secret as string;

    // Not checked yet: the instance's own provider (the local generator) writes, the workflow is only told.
    const before = await call('POST', '/api/generate-content', generationRequest);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.text).not.toContain('workflow n8n');

    // « Actualiser » finds it active: from then on it writes the posts.
    expect((await call('POST', '/api/integrations/automations/check')).json().data.endpoints.every((endpoint: { status: string }) => endpoint.status === 'active')).toBe(true);
    workflow.received.length = 0;
    const after = await call('POST', '/api/generate-content', { ...generationRequest, informations: { ...generationRequest.informations, description: 'Une autre fournée.' } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.text).toBe('Écrit par le workflow n8n de la boulangerie.');
    const asked = workflow.received.find((request) => request.url === '/webhook/publia/generate-content');
    expect(asked?.body).toMatchObject({ reseauxSelectionnes: ['twitter'], informations: { description: 'Une autre fournée.' } });
    const headers = asked!.headers as Record<string, string>;
    expect(() => new Webhook(secret).verify(JSON.stringify(asked!.body), headers)).not.toThrow();
  });
});
