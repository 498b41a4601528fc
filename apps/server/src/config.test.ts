import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { NETWORKS } from '@publia/shared';
import { isSandboxed } from './networks/network-context.ts';

const publicUrl = (env: Record<string, string>) => loadConfig(env).publicUrl;

describe('configuration', () => {
  it('a des valeurs par défaut pour tout', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.cookieSecure).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('sans PUBLIC_URL, l’adresse est celle où le serveur écoute : localhost sur toutes les adresses, sinon HOST', () => {
    expect(publicUrl({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(publicUrl({ HOST: '::', PORT: '8080' })).toBe('http://localhost:8080');
    expect(publicUrl({ HOST: '127.0.0.1', PORT: '8080' })).toBe('http://127.0.0.1:8080');
    expect(publicUrl({ HOST: '::1', PORT: '8080' })).toBe('http://[::1]:8080');
    expect(publicUrl({ HOST: 'LocalHost', PORT: '80' })).toBe('http://localhost');
    expect(publicUrl({ HOST: '127.0.0.1', PUBLIC_URL: 'https://publia.example' })).toBe('https://publia.example');
  });

  it('passe les cookies en Secure derrière HTTPS', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://publia.example/' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://publia.example/' }).publicUrl).toBe('https://publia.example');
  });

  it('nomme chaque variable invalide dans une seule erreur', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'quatre-vingt', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'bavard', HOST: '' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT="quatre-vingt"/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x" : doit commencer par postgres/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });
});

/** The networks a configuration leaves on their sandbox. */
const sandboxed = (env: Record<string, string>) => NETWORKS.filter((network) => isSandboxed(loadConfig(env), network));

describe('networks that need no developer app', () => {
  it('stay on their sandbox until <PREFIX>_LIVE=true; the others follow their client id', () => {
    expect(sandboxed({})).toEqual([...NETWORKS]);
    expect(sandboxed({ MASTODON_LIVE: 'true', X_CLIENT_ID: 'x' })).toEqual(NETWORKS.filter((network) => network !== 'mastodon' && network !== 'twitter'));
    expect(sandboxed({ BLUESKY_LIVE: '1', BLUESKY_CLIENT_ID: 'ignored' }).includes('bluesky')).toBe(false);
    expect(sandboxed({ BLUESKY_LIVE: 'false', BLUESKY_CLIENT_ID: 'ignored' }).includes('bluesky')).toBe(true);
  });
});
