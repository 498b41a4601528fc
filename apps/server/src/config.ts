import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_KEY_LIMITS, BILLING_MODES, byNetwork, GENERATION_PROVIDERS, NETWORKS, PLAN_IDS, TIMEOUTS, type Network } from '@publia/shared';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

/** Prefix of each network's variables (its descriptor's): X_CLIENT_ID, INSTAGRAM_CLIENT_SECRET, LINKEDIN_API_BASE_URL… */
export const NETWORK_ENV_PREFIX: Record<Network, string> = byNetwork((d) => d.envPrefix);

const networkEnv = Object.fromEntries(
  Object.values(NETWORK_ENV_PREFIX).flatMap((prefix) => [
    [`${prefix}_CLIENT_ID`, z.string().min(1).optional()],
    [`${prefix}_CLIENT_SECRET`, z.string().min(1).optional()],
    [`${prefix}_AUTH_BASE_URL`, z.url().optional()],
    [`${prefix}_API_BASE_URL`, z.url().optional()],
    [`${prefix}_LIVE`, bool.optional()],
  ]),
) as Record<string, z.ZodOptional<z.ZodString>>;

/** Every variable Publia reads, with its default. `.env.example` lists the same ones. */
const envSchema = z.object({
  ...networkEnv,
  NETWORK_TIMEOUT_MS: positiveInt.default(20_000),
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SANDBOX_CONTROLS: bool.default(false),
  SANDBOX_FEEDS: bool.default(true),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,88}$/, 'doit être une clé de 32 octets en base64 (openssl rand -base64 32)')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  /** A short domain of its own for Publia's short links (https://pbl.example); PUBLIC_URL's /l/ without it. */
  SHORT_LINK_DOMAIN: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    .optional(),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(serverRoot, '../web/dist')),
  SESSION_TTL_HOURS: positiveInt.default(24),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  AUTH_RATE_LIMIT_MAX: positiveInt.default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  AUTH_RATE_LIMIT_MAX_PER_IP: positiveInt.default(50),
  API_KEY_RATE_LIMIT_PER_MINUTE: positiveInt.default(API_KEY_LIMITS.requestsPerMinute),
  PASSWORD_RESET_TTL_MINUTES: positiveInt.default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Publia <no-reply@publia.local>'),
  PUBLISH_JOB_EXPIRY_SECONDS: positiveInt.default(900),
  PUBLISH_RETRY_DELAY_SECONDS: positiveInt.default(30),
  PUBLISH_CHECK_DELAY_SECONDS: positiveInt.default(120),
  PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(64),
  HISTORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  GENERATION_PROVIDER: z.enum(GENERATION_PROVIDERS).optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_VISION: z.enum(['auto', 'true', 'false']).default('auto'),
  GENERATION_WEBHOOK_URL: z.url().optional(),
  GENERATION_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Below the browser's 60 s, so that the local fallback still reaches it when a model hangs.
  GENERATION_TIMEOUT_MS: positiveInt.default(TIMEOUTS.generationMs - 10_000),
  GENERATION_WEBHOOK_TIMEOUT_MS: positiveInt.default(TIMEOUTS.webhookMs),
  GENERATION_MONTHLY_LIMIT: z.coerce.number().int().min(0).optional(),
  GENERATION_CACHE_MAX_ENTRIES: positiveInt.optional(),
  // Business: a self-hosted install has a team (basic allows one member) and a large generation quota.
  DEFAULT_PLAN: z.enum([...PLAN_IDS, 'unlimited']).default('business'),
  BILLING: z.enum(BILLING_MODES).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'doit être une clé secrète Stripe (sk_test_… ou sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'doit être le secret de signature du webhook Stripe (whsec_…)')
    .optional(),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  BILLING_VAT_RATE: z.coerce.number().min(0).max(100).default(20),
  BILLING_SELLER_NAME: z.string().min(1).default('Publia'),
  BILLING_SELLER_ADDRESS: z.string().min(1).default('1 rue de la Paix, 75002 Paris, France'),
  BILLING_SELLER_SIREN: z
    .string()
    .regex(/^\d{9}$/, 'doit compter 9 chiffres')
    .optional(),
  BILLING_SELLER_VAT: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'doit être un numéro de TVA intracommunautaire (FR…)')
    .optional(),
  ALLOW_PRIVATE_URLS: bool.default(false),
  SUPPORT_EMAIL: z.email('doit être une adresse e-mail').optional(),
  OPERATOR_EMAILS: z.string().optional(),
});

export interface NetworkSettings {
  clientId?: string;
  clientSecret?: string;
  authBaseUrl?: string;
  apiBaseUrl?: string;
  /** `<PREFIX>_LIVE=true`: a network anyone may connect to without a developer app talks to the real network, not its sandbox. */
  live?: boolean;
}

export type Config = ReturnType<typeof toConfig>;

/** Where the embedded database lives (without DATABASE_URL): the server and `npm run outbox` open the same. */
export const embeddedDatabaseDir = (config: Config): string => path.join(config.dataDir, 'db');

/** HOST values that mean "every address of the machine": no single one to give as Publia's. */
export const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Publia's address without PUBLIC_URL: http://localhost:PORT when it listens on every address
 * (HOST's default), else the one address it listens at (`HOST=127.0.0.1` → http://127.0.0.1:PORT).
 * Every link, media URL, OAuth return and card page uses it, and a browser that opens Publia at
 * another loopback name on that port is sent there first (http/loopback-redirect.ts): the session
 * cookie, the pages' policy ('self') and the networks' returns all meet on this one origin.
 */
export function defaultPublicUrl(host: string, port: number): string {
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

function toConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    /** PUBLIC_URL was given; without it, other loopback names are redirected to `publicUrl` (see `defaultPublicUrl`). */
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    /** Where short links are served: `{shortLinkBase}/l/{code}`. */
    shortLinkBase: (env.SHORT_LINK_DOMAIN ?? publicUrl).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    role: env.ROLE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    cookieSecure: env.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : env.COOKIE_SECURE === 'true',
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    sessionTtlHours: env.SESSION_TTL_HOURS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    authRateLimit: {
      max: env.AUTH_RATE_LIMIT_MAX,
      maxPerIp: env.AUTH_RATE_LIMIT_MAX_PER_IP,
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    /** Requests per API key and minute under /api/v1. */
    apiKeyRateLimitPerMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE,
    passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
    networkTimeoutMs: env.NETWORK_TIMEOUT_MS,
    sandboxLatencyMs: env.SANDBOX_LATENCY_MS,
    /** The sandboxes' test controls (faults, latency, posts) are served: tests, benchmarks, demos. */
    sandboxControls: env.SANDBOX_CONTROLS,
    /** The server serves sample French news feeds under /sandbox/feeds and offers them as sources (a watch that works offline). */
    sandboxFeeds: env.SANDBOX_FEEDS,
    encryptionKey: env.ENCRYPTION_KEY,
    networks: Object.fromEntries(
      NETWORKS.map((network) => {
        const prefix = NETWORK_ENV_PREFIX[network];
        const values = env as unknown as Record<string, string | boolean | undefined>;
        const read = (name: string) => values[`${prefix}_${name}`] as string | undefined;
        const settings: NetworkSettings = {
          clientId: read('CLIENT_ID'),
          clientSecret: read('CLIENT_SECRET'),
          authBaseUrl: read('AUTH_BASE_URL'),
          apiBaseUrl: read('API_BASE_URL'),
          live: values[`${prefix}_LIVE`] === true,
        };
        return [network, settings];
      }),
    ) as Record<Network, NetworkSettings>,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publishing: {
      /** A publish job still active after this is taken for dead (its worker crashed) and delivered again. */
      jobExpirySeconds: env.PUBLISH_JOB_EXPIRY_SECONDS,
      /** First back-off step of a retry the network surely did not receive; doubles each attempt. */
      retryDelaySeconds: env.PUBLISH_RETRY_DELAY_SECONDS,
      /** When to look in the account's recent posts for a publish whose outcome is unknown. */
      checkDelaySeconds: env.PUBLISH_CHECK_DELAY_SECONDS,
      /** Targets published at once by this instance. */
      concurrency: env.PUBLISH_CONCURRENCY,
    },
    /** How long another instance's change may take to show in a history page cached here (0: no cache). */
    historyCacheSeconds: env.HISTORY_CACHE_SECONDS,
    s3: toS3Settings(env),
    generation: toGenerationSettings(env),
    /**
     * The plan of a workspace without a paid subscription: every workspace with billing off, the
     * others until they subscribe; 'unlimited' sets no limit at all.
     */
    defaultPlan: env.DEFAULT_PLAN,
    billing: toBillingSettings(env),
    /** Outgoing requests to private and loopback addresses (a local Ollama, a test's fake server) are refused unless true. */
    allowPrivateUrls: env.ALLOW_PRIVATE_URLS,
    /** Where Aide → Contacter le support sends (through the outbox); unset, requests are only stored. */
    supportEmail: env.SUPPORT_EMAIL ?? null,
    /** The instance's operators (lowercase addresses): they read the users' feedback. */
    operatorEmails: (env.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}

export interface GenerationSettings {
  provider: (typeof GENERATION_PROVIDERS)[number];
  llm: { baseUrl: string; apiKey?: string; model: string; vision: 'auto' | 'true' | 'false' } | null;
  webhook: { url: string; secret?: string } | null;
  timeoutMs: number;
  webhookTimeoutMs: number;
  /** Overrides of the plan's monthly generations and cache size (unset: the plan's). */
  monthlyLimit?: number;
  cacheMaxEntries?: number;
}

/** The provider named, else openai when LLM_BASE_URL is set, webhook when GENERATION_WEBHOOK_URL is, else local. */
function toGenerationSettings(env: z.infer<typeof envSchema>): GenerationSettings {
  const provider = env.GENERATION_PROVIDER ?? (env.LLM_BASE_URL ? 'openai' : env.GENERATION_WEBHOOK_URL ? 'webhook' : 'local');
  if (provider === 'openai' && !env.LLM_BASE_URL) {
    throw new ConfigError(['LLM_BASE_URL : obligatoire quand GENERATION_PROVIDER=openai']);
  }
  if (provider === 'webhook' && !env.GENERATION_WEBHOOK_URL) {
    throw new ConfigError(['GENERATION_WEBHOOK_URL : obligatoire quand GENERATION_PROVIDER=webhook']);
  }
  return {
    provider,
    llm: env.LLM_BASE_URL ? { baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, vision: env.LLM_VISION } : null,
    webhook: env.GENERATION_WEBHOOK_URL ? { url: env.GENERATION_WEBHOOK_URL, secret: env.GENERATION_WEBHOOK_SECRET } : null,
    timeoutMs: env.GENERATION_TIMEOUT_MS,
    webhookTimeoutMs: env.GENERATION_WEBHOOK_TIMEOUT_MS,
    monthlyLimit: env.GENERATION_MONTHLY_LIMIT,
    cacheMaxEntries: env.GENERATION_CACHE_MAX_ENTRIES,
  };
}

export interface BillingSettings {
  mode: (typeof BILLING_MODES)[number];
  /** Stripe's secret key (stripe mode), null otherwise. */
  stripeSecretKey: string | null;
  /** Stripe's endpoint secret its webhook events are signed with (stripe mode), null otherwise: the sandbox's is this installation's own. */
  stripeWebhookSecret: string | null;
  /** Days a past-due workspace keeps its plan's limits before falling back to the lowest plan's. */
  graceDays: number;
  /** VAT included in the plans' prices, in percent. */
  vatRatePercent: number;
  seller: { name: string; address: string; siren: string | null; vatNumber: string | null };
}

/** BILLING, else stripe when STRIPE_SECRET_KEY is set, else the payment sandbox (demos, tests). */
function toBillingSettings(env: z.infer<typeof envSchema>): BillingSettings {
  const mode = env.BILLING ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (mode === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(missing.map((name) => `${name} : obligatoire quand BILLING=stripe`));
  }
  return {
    mode,
    stripeSecretKey: mode === 'stripe' ? (env.STRIPE_SECRET_KEY as string) : null,
    stripeWebhookSecret: mode === 'stripe' ? (env.STRIPE_WEBHOOK_SECRET as string) : null,
    graceDays: env.BILLING_GRACE_DAYS,
    vatRatePercent: env.BILLING_VAT_RATE,
    seller: {
      name: env.BILLING_SELLER_NAME,
      address: env.BILLING_SELLER_ADDRESS,
      siren: env.BILLING_SELLER_SIREN ?? null,
      vatNumber: env.BILLING_SELLER_VAT ?? null,
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  publicUrl?: string;
}

/** Media go to an S3-compatible store when S3_BUCKET is set; its keys are then required. */
function toS3Settings(env: z.infer<typeof envSchema>): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length) throw new ConfigError(missing.map((name) => `${name} : obligatoire quand S3_BUCKET est défini`));
  return {
    bucket: env.S3_BUCKET,
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment; throws one ConfigError listing every bad variable. Empty values count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, source[key]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name])} : ${issue.message}`;
      }),
    );
  }
  return toConfig(parsed.data);
}
