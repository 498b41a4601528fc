import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('a des valeurs par défaut pour tout', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.cookieSecure).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:3000');
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
