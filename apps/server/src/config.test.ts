import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('turns the access log off with ACCESS_LOG=off and refuses other values', () => {
    expect(loadConfig({ ACCESS_LOG: 'off' }).accessLog).toBe(false);
    expect(() => loadConfig({ ACCESS_LOG: 'maybe' })).toThrow(ConfigError);
  });

  it('points the public address at the chosen port when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '3001' }).publicUrl).toBe('http://localhost:3001');
  });

  it('gives the documented defaults, with paths under the repository root', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      mode: 'demo',
      payments: { provider: 'test' },
      rateLimitPerMinute: 20,
      maxOrderPlaces: 100,
      trustProxy: false,
      requestTimeoutSeconds: 30,
      office: { idleTimeoutMinutes: 30, signInAttemptsPerAddress: 30, demoStaff: true },
      wallet: {},
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: join(REPO_ROOT, 'data', 'foyer.sqlite') },
      publicUrl: 'http://localhost:3000',
      catalogFile: join(REPO_ROOT, 'demo', 'catalog.json'),
      staticDir: join(REPO_ROOT, 'demo', 'images'),
      webDist: join(REPO_ROOT, 'apps', 'web', 'dist'),
      officeDist: join(REPO_ROOT, 'apps', 'office', 'dist'),
      overrides: { supportEmail: undefined, timeZone: undefined, currency: undefined },
      smtpUrl: undefined,
      mailFrom: undefined,
      holdMinutes: 20,
      sessionHours: 24,
      jobIntervalSeconds: 15,
      logLevel: 'info',
      accessLog: true,
    });
  });

  it('finds the repository root by the file location, not the working directory', () => {
    expect(REPO_ROOT).toBe(join(import.meta.dirname, '..', '..', '..'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://shop@db.internal:5432/foyer',
      PUBLIC_URL: 'https://shop.museum.example/',
      CATALOG_FILE: '/etc/foyer/catalog.json',
      STATIC_DIR: 'custom/images',
      WEB_DIST: '/srv/web',
      OFFICE_DIST: '/srv/office',
      SUPPORT_EMAIL: 'help@museum.example',
      TIME_ZONE: 'Europe/Berlin',
      CURRENCY: 'EUR',
      SMTP_URL: 'smtp://mail.internal:25',
      MAIL_FROM: 'Museum <shop@museum.example>',
      HOLD_MINUTES: '30',
      SESSION_HOURS: '2',
      JOB_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
      ACCESS_LOG: 'off',
      REQUEST_TIMEOUT_SECONDS: '12',
      OFFICE_IDLE_MINUTES: '15',
      OFFICE_SIGN_IN_ATTEMPTS_PER_ADDRESS: '200',
      DATABASE_POOL_SIZE: '3',
    });
    expect(config).toEqual({
      mode: 'demo',
      payments: { provider: 'test' },
      rateLimitPerMinute: 20,
      maxOrderPlaces: 100,
      trustProxy: false,
      requestTimeoutSeconds: 12,
      office: { idleTimeoutMinutes: 15, signInAttemptsPerAddress: 200, demoStaff: true },
      wallet: {},
      port: 8080,
      host: '127.0.0.1',
      database: { kind: 'postgres', url: 'postgres://shop@db.internal:5432/foyer', poolSize: 3 },
      publicUrl: 'https://shop.museum.example',
      catalogFile: '/etc/foyer/catalog.json',
      staticDir: join(REPO_ROOT, 'custom', 'images'),
      webDist: '/srv/web',
      officeDist: '/srv/office',
      overrides: { supportEmail: 'help@museum.example', timeZone: 'Europe/Berlin', currency: 'EUR' },
      smtpUrl: 'smtp://mail.internal:25',
      mailFrom: 'Museum <shop@museum.example>',
      holdMinutes: 30,
      sessionHours: 2,
      jobIntervalSeconds: 0,
      logLevel: 'warn',
      accessLog: false,
    });
  });

  it.each([
    ['sqlite:data/other.sqlite', { kind: 'sqlite', file: join(REPO_ROOT, 'data', 'other.sqlite') }],
    ['sqlite:/var/lib/foyer.sqlite', { kind: 'sqlite', file: '/var/lib/foyer.sqlite' }],
    [':memory:', { kind: 'sqlite', file: ':memory:' }],
    ['postgresql://localhost/foyer', { kind: 'postgres', url: 'postgresql://localhost/foyer' }],
  ])('understands DATABASE_URL=%s', (url, expected) => {
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual(expected);
  });

  it('treats empty optional variables as unset', () => {
    expect(loadConfig({ SUPPORT_EMAIL: '', SMTP_URL: '', CURRENCY: ' ' }).overrides).toEqual({
      supportEmail: undefined,
      timeZone: undefined,
      currency: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/foyer' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ SUPPORT_EMAIL: 'not-an-email' }, 'SUPPORT_EMAIL'],
    [{ TIME_ZONE: 'Mars/Olympus' }, 'TIME_ZONE'],
    [{ CURRENCY: 'euro' }, 'CURRENCY'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ HOLD_MINUTES: '0' }, 'HOLD_MINUTES'],
    [{ SESSION_HOURS: 'day' }, 'SESSION_HOURS'],
    [{ JOB_INTERVAL_SECONDS: '-1' }, 'JOB_INTERVAL_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
  ])('rejects %o with an error naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}`));
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', CURRENCY: 'x' })).toThrow(/PORT[\s\S]*CURRENCY|CURRENCY[\s\S]*PORT/);
  });
});

describe('production mode (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.museum.example',
    SMTP_URL: 'smtps://mailer:secret@mail.museum.example:465',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };

  it('starts with a real provider, mail and an https address, and has no demo aids', () => {
    expect(loadConfig(production)).toMatchObject({ mode: 'production', payments: { provider: 'stripe', secretKey: 'sk_live_123', webhookSecret: 'whsec_123' } });
  });

  it('refuses to start without them, naming in one line everything that is missing', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      'Cannot start: NODE_ENV=production has no demo aids and needs PAYMENT_PROVIDER=stripe, SMTP_URL, PUBLIC_URL (https://…), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (see docs/operations.md).',
    );
  });

  it.each([
    ['the test provider', { PAYMENT_PROVIDER: 'test' }, 'PAYMENT_PROVIDER=stripe'],
    ['no mail server', { SMTP_URL: '' }, 'SMTP_URL'],
    ['a plain http address', { PUBLIC_URL: 'http://shop.museum.example' }, 'PUBLIC_URL (https://…)'],
    ['no webhook secret', { STRIPE_WEBHOOK_SECRET: '' }, 'STRIPE_WEBHOOK_SECRET'],
  ])('refuses %s', (_why, change, missing) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(`needs ${missing} (see`);
  });

  it('lets the demo use Stripe too, only with its keys', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET');
    expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('counts the rate limits in Redis only when REDIS_URL is set, under the key prefix', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).redis).toEqual({ url: 'redis://cache.internal:6379/2', keyPrefix: 'foyer:' });
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal', REDIS_KEY_PREFIX: 'museum-a:' }).redis).toEqual({ url: 'rediss://:secret@cache.internal', keyPrefix: 'museum-a:' });
  });

  it.each([
    [{ REDIS_URL: 'http://cache.internal' }, 'REDIS_URL'],
    [{ REDIS_URL: 'cache.internal:6379' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'two words' }, 'REDIS_KEY_PREFIX'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}`));
  });

  it('reads the limits on unpaid holds', () => {
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0', MAX_ORDER_PLACES: '40' })).toMatchObject({ rateLimitPerMinute: 0, maxOrderPlaces: 40 });
  });
});
