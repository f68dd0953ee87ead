import { describe, expect, it } from 'vitest';
import { freshEnv } from './fresh-env.ts';

describe('freshEnv', () => {
  it("keeps the shell's basics and network settings, drops the bench's npm and the caller's Foyer settings", () => {
    const base = {
      PATH: '/usr/bin',
      HOME: '/root',
      LC_ALL: 'C.UTF-8',
      HTTPS_PROXY: 'http://proxy:3128',
      no_proxy: 'localhost',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/extra.pem',
      npm_config_local_prefix: '/work/main',
      npm_lifecycle_event: 'bench:quickstart',
      INIT_CWD: '/work/main',
      DATABASE_URL: 'postgres://postgres@127.0.0.1/foyer',
      NODE_ENV: 'production',
      NODE_OPTIONS: '--import tsx',
      PORT: '3000',
    };
    expect(freshEnv(base, { PORT: '4800', npm_config_cache: '/tmp/q/npm-cache' })).toEqual({
      PATH: '/usr/bin',
      HOME: '/root',
      LC_ALL: 'C.UTF-8',
      HTTPS_PROXY: 'http://proxy:3128',
      no_proxy: 'localhost',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/extra.pem',
      PORT: '4800',
      npm_config_cache: '/tmp/q/npm-cache',
    });
  });
});
