import { createHash, randomBytes } from 'node:crypto';
import type { Network } from '@publia/shared';
import { NetworkError, type NetworkErrorKind } from '../../networks/network-error.ts';
import type { NetworkRegistry } from '../../networks/registry.ts';
import type { AccountCredentials, NetworkClient, TokenSet } from '../../networks/types.ts';
import type { TestApp } from '../../test/test-app.ts';

interface FakeUser {
  externalId: string;
  username: string;
  followers: number;
}

type Operation = 'exchange' | 'refresh' | 'profile' | 'options' | 'revoke' | 'form';

/**
 * A network provider kept in the test's memory, with a NetworkClient in front of it: the accounts
 * module's rules are tested without depending on the six real clients (their own flows are tested
 * against their sandboxes, and so is the demo connection here).
 */
export class FakeProvider {
  readonly users = new Map<string, FakeUser>();
  private codes = new Map<string, { username: string; redirectUri: string; challenge: string | null }>();
  private accessTokens = new Map<string, { username: string; expiresAt: number }>();
  private refreshTokens = new Map<string, string>();
  private faults = new Map<Operation, NetworkErrorKind[]>();
  readonly calls: Record<Operation, number> = { exchange: 0, refresh: 0, profile: 0, options: 0, revoke: 0, form: 0 };
  /** The access tokens revoked at a disconnection. */
  readonly revoked: string[] = [];
  /** What each redirect form prepared, by OAuth state, and what the code exchanges were given back. */
  readonly preparedGiven: (Record<string, string> | undefined)[] = [];
  /** Lifetime of the access tokens it issues. */
  tokenLifetimeMs = 3_600_000;
  /** Whether a refresh hands out a new refresh token (X rotates them; some networks do not). */
  rotateRefreshTokens = true;
  /** Whether the code exchange hands out a refresh token at all. */
  refreshTokenOnExchange = true;
  /** Everything issued, to check that no token is stored or shown in clear. */
  readonly issued: string[] = [];
  readonly client: NetworkClient;

  /** `forms`: the client serves connect forms (the test gives the network's descriptor forms to match). */
  constructor(
    readonly network: Network = 'twitter',
    options: { forms?: boolean } = {},
  ) {
    const client = this.buildClient();
    if (!options.forms) delete client.connectForms;
    this.client = client;
  }

  /** The next `count` calls of `operation` fail with `kind`. */
  fail(operation: Operation, kind: NetworkErrorKind, count = 1) {
    this.faults.set(operation, [...(this.faults.get(operation) ?? []), ...Array<NetworkErrorKind>(count).fill(kind)]);
  }

  /** The consent step: the user approves the authorisation URL as `username`; returns the code. */
  approve(authorizationUrl: string, username = 'amelie', followers = 120): { code: string; state: string } {
    const url = new URL(authorizationUrl);
    this.users.set(username, { externalId: `ext-${username}`, username, followers });
    const code = `code-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, {
      username,
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      challenge: url.searchParams.get('code_challenge'),
    });
    return { code, state: url.searchParams.get('state') ?? '' };
  }

  /** A user the network knows (an app password connects them without a consent page). */
  addUser(username: string, followers = 120) {
    this.users.set(username, { externalId: `ext-${username}`, username, followers });
  }

  /** Ends every access token of the user now (as if the network revoked it). */
  expireTokens() {
    for (const record of this.accessTokens.values()) record.expiresAt = 0;
  }

  revokeRefreshTokens() {
    this.refreshTokens.clear();
  }

  private error(kind: NetworkErrorKind, message: string) {
    return new NetworkError(this.network, kind, message, {});
  }

  private takeFault(operation: Operation) {
    this.calls[operation]++;
    const queue = this.faults.get(operation);
    const kind = queue?.shift();
    if (kind) throw this.error(kind, `panne simulée (${kind})`);
  }

  private issue(username: string, withRefresh: boolean): TokenSet {
    const accessToken = `at-${randomBytes(16).toString('hex')}`;
    const expiresAt = Date.now() + this.tokenLifetimeMs;
    this.accessTokens.set(accessToken, { username, expiresAt });
    this.issued.push(accessToken);
    let refreshToken: string | null = null;
    if (withRefresh) {
      refreshToken = `rt-${randomBytes(16).toString('hex')}`;
      this.refreshTokens.set(refreshToken, username);
      this.issued.push(refreshToken);
    }
    return { accessToken, refreshToken, expiresAt: new Date(expiresAt), scope: 'tweet.read tweet.write' };
  }

  private userOf(credentials: AccountCredentials): FakeUser {
    const record = this.accessTokens.get(credentials.accessToken);
    if (!record || record.expiresAt <= Date.now()) throw this.error('token_expired', 'jeton refusé (401)');
    return this.users.get(record.username)!;
  }

  private buildClient(): NetworkClient {
    return {
      network: this.network,
      usesPkce: true,
      authorizationUrl: ({ state, redirectUri, codeChallenge }) => {
        const url = new URL('https://fake-network.example/authorize');
        url.searchParams.set('state', state);
        url.searchParams.set('redirect_uri', redirectUri);
        if (codeChallenge) url.searchParams.set('code_challenge', codeChallenge);
        return url.toString();
      },
      exchangeCode: async ({ code, redirectUri, codeVerifier, prepared }) => {
        this.takeFault('exchange');
        this.preparedGiven.push(prepared);
        const record = this.codes.get(code);
        this.codes.delete(code);
        if (!record || record.redirectUri !== redirectUri) throw this.error('invalid_content', 'code invalide (invalid_grant)');
        const challenge = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : null;
        if (record.challenge !== challenge) throw this.error('invalid_content', 'code_verifier incorrect');
        const user = this.users.get(record.username)!;
        return {
          tokens: this.issue(user.username, this.refreshTokenOnExchange),
          profile: { externalId: user.externalId, username: user.username, displayName: user.username.toUpperCase(), followers: user.followers },
          settings: { audience: 'public' },
        };
      },
      refresh: async (tokens) => {
        this.takeFault('refresh');
        const username = tokens.refreshToken ? this.refreshTokens.get(tokens.refreshToken) : undefined;
        if (!username) throw this.error('token_expired', 'jeton de renouvellement refusé (invalid_grant)');
        if (this.rotateRefreshTokens) this.refreshTokens.delete(tokens.refreshToken!);
        const fresh = this.issue(username, this.rotateRefreshTokens);
        return { ...fresh, scope: null };
      },
      profile: async (credentials) => {
        this.takeFault('profile');
        const user = this.userOf(credentials);
        return { externalId: user.externalId, username: user.username, displayName: user.username.toUpperCase(), followers: user.followers };
      },
      publish: async () => {
        throw this.error('invalid_content', 'non pris en charge');
      },
      postMetrics: async () => {
        throw this.error('invalid_content', 'non pris en charge');
      },
      accountMetrics: async (credentials) => ({ followers: this.userOf(credentials).followers }),
      revoke: async (credentials) => {
        this.takeFault('revoke');
        this.revoked.push(credentials.accessToken);
        this.accessTokens.delete(credentials.accessToken);
      },
      // Two forms, as a network whose people say who they are first: an app password (`direct`:
      // the handle must be a known user, the password `app-…`) and their server (`redirect`).
      connectForms: {
        connectDirect: async (_form, fields) => {
          this.takeFault('form');
          const user = this.users.get(fields.handle ?? '');
          if (!user || !fields.password?.startsWith('app-')) throw this.error('invalid_content', 'identifiant ou mot de passe d’application refusé');
          return {
            tokens: this.issue(user.username, true),
            profile: { externalId: user.externalId, username: user.username, followers: user.followers },
            settings: { auth: 'appPassword' },
          };
        },
        prepareRedirect: async (_form, fields, { state, redirectUri, codeChallenge }) => {
          this.takeFault('form');
          if (!fields.server?.endsWith('.example')) throw this.error('invalid_content', 'ce serveur ne répond pas comme un serveur de ce réseau');
          const url = new URL(`https://${fields.server}/authorize`);
          url.searchParams.set('state', state);
          url.searchParams.set('redirect_uri', redirectUri);
          if (codeChallenge) url.searchParams.set('code_challenge', codeChallenge);
          return { authorizationUrl: url.toString(), prepared: { server: fields.server } };
        },
        demo: { form: 'server', fields: { server: 'demo.example' } },
      },
      accountOptions: async (credentials) => {
        this.takeFault('options');
        this.userOf(credentials);
        return [
          {
            key: 'board',
            label: 'Tableau par défaut',
            choices: [
              { value: 'b1', label: 'Recettes' },
              { value: 'b2', label: 'Voyages' },
            ],
          },
        ];
      },
    };
  }
}

/** Puts the fake provider's client in front of the app's registry for its network (the rest is unchanged). */
const realRegistries = new WeakMap<TestApp, NetworkRegistry>();

export function useFakeNetwork(t: TestApp, provider: FakeProvider): void {
  if (!realRegistries.has(t)) realRegistries.set(t, t.ctx.networks!);
  const real = realRegistries.get(t)!;
  const registry: NetworkRegistry = {
    client: (network) => (network === provider.network ? provider.client : real.client(network)),
    isSandboxed: (network) => real.isSandboxed(network),
    sandboxedNetworks: () => real.sandboxedNetworks(),
    attachSandboxFetch: (fetch) => real.attachSandboxFetch(fetch),
    sandboxFetch: real.sandboxFetch,
  };
  t.ctx.networks = registry;
}
