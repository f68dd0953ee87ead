import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults, with paths under the repository root', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: join(REPO_ROOT, 'data', 'foyer.sqlite') },
      publicUrl: 'http://localhost:3000',
      catalogFile: join(REPO_ROOT, 'demo', 'catalog.json'),
      staticDir: join(REPO_ROOT, 'demo', 'images'),
      webDist: join(REPO_ROOT, 'apps', 'web', 'dist'),
      overrides: { supportEmail: undefined, timeZone: undefined, currency: undefined },
      smtpUrl: undefined,
      mailFrom: undefined,
      holdMinutes: 20,
      sessionHours: 24,
      jobIntervalSeconds: 15,
      logLevel: 'info',
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
      SUPPORT_EMAIL: 'help@museum.example',
      TIME_ZONE: 'Europe/Berlin',
      CURRENCY: 'EUR',
      SMTP_URL: 'smtp://mail.internal:25',
      MAIL_FROM: 'Museum <shop@museum.example>',
      HOLD_MINUTES: '30',
      SESSION_HOURS: '2',
      JOB_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      database: { kind: 'postgres', url: 'postgres://shop@db.internal:5432/foyer' },
      publicUrl: 'https://shop.museum.example',
      catalogFile: '/etc/foyer/catalog.json',
      staticDir: join(REPO_ROOT, 'custom', 'images'),
      webDist: '/srv/web',
      overrides: { supportEmail: 'help@museum.example', timeZone: 'Europe/Berlin', currency: 'EUR' },
      smtpUrl: 'smtp://mail.internal:25',
      mailFrom: 'Museum <shop@museum.example>',
      holdMinutes: 30,
      sessionHours: 2,
      jobIntervalSeconds: 0,
      logLevel: 'warn',
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
  ])('rejects %o with an error naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}`));
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', CURRENCY: 'x' })).toThrow(/PORT[\s\S]*CURRENCY|CURRENCY[\s\S]*PORT/);
  });
});
