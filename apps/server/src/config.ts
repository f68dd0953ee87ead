import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { walletConfig, walletEnvSchema, type WalletConfig } from './config-wallet.js';

/** npm runs workspace scripts with cwd apps/server, so relative paths resolve against the repository root instead. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export const resolveFromRoot = (path: string): string => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string; /** Connections of this instance's pool; `defaultPoolSize()` when absent. */ poolSize?: number };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const parseDatabaseUrl = (value: string | undefined): DatabaseConfig => {
  if (value === undefined || value.trim() === '') return { kind: 'sqlite', file: resolveFromRoot('data/foyer.sqlite') };
  const url = value.trim();
  if (url === ':memory:' || url === 'sqlite::memory:') return { kind: 'sqlite', file: ':memory:' };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (file !== '') return { kind: 'sqlite', file: resolveFromRoot(file) };
  }
  throw new Error(`DATABASE_URL must be postgres://..., sqlite:<path> or :memory:, got "${url}"`);
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  CATALOG_FILE: z.string().min(1).default('demo/catalog.json'),
  STATIC_DIR: z.string().min(1).default('demo/images'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  OFFICE_DIST: z.string().min(1).default('apps/office/dist'),
  SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
  TIME_ZONE: optionalText.pipe(z.string().refine(isTimeZone, 'is not an IANA time zone such as Europe/Zurich').optional()),
  CURRENCY: optionalText.pipe(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as CHF').optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  HOLD_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(20),
  SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  ACCESS_LOG: z.enum(['on', 'off']).default('on'),
  NODE_ENV: optionalText,
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(20),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : -').default('foyer:'),
  MAX_ORDER_PLACES: z.coerce.number().int().min(1).max(10_000).default(100),
  TRUST_PROXY: optionalText,
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  OFFICE_IDLE_MINUTES: z.coerce.number().int().min(1).max(12 * 60).default(30),
  OFFICE_SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(5).max(100_000).default(30),
}).extend(walletEnvSchema.shape);

export type PaymentsConfig =
  | { provider: 'test' }
  /** `apiUrl` points the official client at another Stripe API address (the tests' local stand-in). */
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string };

export interface Config {
  /** `production` (NODE_ENV=production): no demo aids, a real provider and mail are required. */
  mode: 'demo' | 'production';
  port: number;
  host: string;
  database: DatabaseConfig;
  publicUrl: string;
  catalogFile: string;
  staticDir: string;
  webDist: string;
  /** The built back office (apps/office), served under /office. */
  officeDist: string;
  /** Overrides of the catalog's shop settings; undefined keeps the catalog's value. */
  overrides: { supportEmail?: string; timeZone?: string; currency?: string };
  smtpUrl?: string;
  /** Sender of the outbox mails; unset uses the museum's e-mail address from the catalog. */
  mailFrom?: string;
  /** How long checkout holds places for an unpaid order (DESIGN.md: 20 minutes). */
  holdMinutes: number;
  sessionHours: number;
  /** Period of the hold sweeper and the mail worker; 0 starts neither (tests drive them by hand). */
  jobIntervalSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** One concise log line per answered request (ACCESS_LOG=off turns it off). */
  accessLog: boolean;
  payments: PaymentsConfig;
  /** initPayment and guest registrations per client and minute; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /**
   * Where the rate limits count when set (REDIS_URL); otherwise they count in the database. Every
   * key starts with `keyPrefix`, so several shops may share one Redis.
   */
  redis?: RedisConfig;
  /** Places one order may hold at most (docs/pricing-and-capacity.md "Limits on unpaid orders"). */
  maxOrderPlaces: number;
  /**
   * Which proxies may name the client (X-Forwarded-For): none (the default), all, or the listed
   * addresses and CIDR ranges. Behind a load balancer the per-client limits need it.
   */
  trustProxy: boolean | string[];
  /** How long a request, its body included, may take to arrive before it is answered 408. */
  requestTimeoutSeconds: number;
  office: OfficeConfig;
  /** Apple and Google Wallet passes of tickets and pass cards, each only when configured. */
  wallet: WalletConfig;
}

/** The back office (docs/office.md). */
export interface OfficeConfig {
  /** A staff session ends after this long without a call (OFFICE_IDLE_MINUTES, default 30). */
  idleTimeoutMinutes: number;
  /**
   * Sign-in steps one client address may take in 15 minutes, whichever accounts they name
   * (OFFICE_SIGN_IN_ATTEMPTS_PER_ADDRESS, default 30): an office whose staff share one address raises it.
   */
  signInAttemptsPerAddress: number;
  /** Whether the start seeds the demo's staff, one per role (the demo only; production refuses to start while they exist). */
  demoStaff: boolean;
}

export interface RedisConfig {
  url: string;
  keyPrefix: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = z.infer<typeof envSchema>;

/**
 * The demo uses the built-in test provider unless told otherwise. Production refuses to start
 * without a real provider, its keys, an SMTP server and an https address, naming what is missing.
 */
const paymentsConfig = (e: Env, mode: Config['mode']): PaymentsConfig => {
  const provider = e.PAYMENT_PROVIDER ?? (mode === 'production' ? undefined : 'test');
  const missing: string[] = [];
  if (mode === 'production') {
    if (provider !== 'stripe') missing.push('PAYMENT_PROVIDER=stripe');
    if (e.SMTP_URL === undefined) missing.push('SMTP_URL');
    if (e.PUBLIC_URL?.startsWith('https://') !== true) missing.push('PUBLIC_URL (https://…)');
  }
  if (provider === 'stripe' || mode === 'production') {
    if (e.STRIPE_SECRET_KEY === undefined) missing.push('STRIPE_SECRET_KEY');
    if (e.STRIPE_WEBHOOK_SECRET === undefined) missing.push('STRIPE_WEBHOOK_SECRET');
  }
  if (missing.length > 0) {
    const why = mode === 'production' ? 'NODE_ENV=production has no demo aids and needs' : 'PAYMENT_PROVIDER=stripe needs';
    throw new ConfigError(`Cannot start: ${why} ${missing.join(', ')} (see docs/operations.md).`);
  }
  if (provider === 'stripe' && e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET !== undefined) {
    return { provider: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, ...(e.STRIPE_API_URL === undefined ? {} : { apiUrl: e.STRIPE_API_URL }) };
  }
  return { provider: 'test' };
};

/** Reads the environment into a typed config; every problem is listed by variable name in one error. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode = e.NODE_ENV === 'production' ? 'production' : 'demo';
  const payments = paymentsConfig(e, mode);
  const wallet = walletConfig(e);
  if ('problems' in wallet) throw new ConfigError(`Cannot start: ${wallet.problems.join('; ')} (see docs/operations.md "Wallet passes").`);
  let database: DatabaseConfig;
  try {
    database = parseDatabaseUrl(e.DATABASE_URL);
    if (database.kind === 'postgres' && e.DATABASE_POOL_SIZE !== undefined) database = { ...database, poolSize: e.DATABASE_POOL_SIZE };
  } catch (error) {
    throw new ConfigError(`Invalid environment:\n  ${(error as Error).message}`);
  }
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    database,
    // Without PUBLIC_URL the shop is reached on this machine at its own port.
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    catalogFile: resolveFromRoot(e.CATALOG_FILE),
    staticDir: resolveFromRoot(e.STATIC_DIR),
    webDist: resolveFromRoot(e.WEB_DIST),
    officeDist: resolveFromRoot(e.OFFICE_DIST),
    overrides: { supportEmail: e.SUPPORT_EMAIL, timeZone: e.TIME_ZONE, currency: e.CURRENCY },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    holdMinutes: e.HOLD_MINUTES,
    sessionHours: e.SESSION_HOURS,
    jobIntervalSeconds: e.JOB_INTERVAL_SECONDS,
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG === 'on',
    payments,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    ...(e.REDIS_URL === undefined ? {} : { redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } }),
    maxOrderPlaces: e.MAX_ORDER_PLACES,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    office: { idleTimeoutMinutes: e.OFFICE_IDLE_MINUTES, signInAttemptsPerAddress: e.OFFICE_SIGN_IN_ATTEMPTS_PER_ADDRESS, demoStaff: mode === 'demo' },
    wallet: wallet.wallet,
  };
};

/** `true`, `false`, or a comma-separated list of proxy addresses and CIDR ranges. */
const trustProxyOf = (value: string | undefined): Config['trustProxy'] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
};
