import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('generation settings', () => {
  it('picks the provider from what is configured, local by default', () => {
    expect(loadConfig({}).generation).toMatchObject({ provider: 'local', llm: null, webhook: null, timeoutMs: 50_000, webhookTimeoutMs: 10_000 });
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1/' }).generation).toMatchObject({
      provider: 'openai',
      llm: { baseUrl: 'http://localhost:11434/v1', model: 'gpt-4o-mini', vision: 'auto' },
    });
    expect(loadConfig({ GENERATION_WEBHOOK_URL: 'https://n8n.exemple.fr/webhook/x' }).generation.provider).toBe('webhook');
    expect(loadConfig({ LLM_BASE_URL: 'https://api.mistral.ai/v1', GENERATION_PROVIDER: 'local' }).generation.provider).toBe('local');
    expect(loadConfig({}).defaultPlan).toBe('business');
    expect(loadConfig({}).allowPrivateUrls).toBe(false);
  });

  it('names what a chosen provider lacks and a bad plan', () => {
    expect(() => loadConfig({ GENERATION_PROVIDER: 'openai' })).toThrow(/LLM_BASE_URL : obligatoire/);
    expect(() => loadConfig({ GENERATION_PROVIDER: 'webhook' })).toThrow(/GENERATION_WEBHOOK_URL : obligatoire/);
    expect(() => loadConfig({ DEFAULT_PLAN: 'gold' })).toThrow(ConfigError);
  });
});
