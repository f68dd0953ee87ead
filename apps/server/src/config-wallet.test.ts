import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { CLIENT_EMAIL, ISSUER_ID, makeWalletCredentials, walletEnv, type WalletCredentials } from './test-support/wallet-credentials.js';

let credentials: WalletCredentials;
beforeAll(() => {
  credentials = makeWalletCredentials();
});
afterAll(() => credentials.remove());

const appleEnv = () => {
  const { GOOGLE_WALLET_ISSUER_ID: _issuer, GOOGLE_WALLET_SERVICE_ACCOUNT_JSON: _key, ...apple } = walletEnv(credentials.dir);
  return apple;
};
const serviceAccount = () => JSON.stringify({ type: 'service_account', client_email: CLIENT_EMAIL, private_key: credentials.wallet.google.privateKey });

describe('wallet configuration at start', () => {
  it('offers no wallet without configuration', () => {
    expect(loadConfig({}).wallet).toEqual({});
  });

  it('reads Apple Wallet from file paths and Google Wallet from the JSON key, pasted or as a path', () => {
    const fromPaths = loadConfig(walletEnv(credentials.dir)).wallet;
    expect(fromPaths).toEqual(credentials.wallet);
    const pasted = loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_JSON: serviceAccount(), APPLE_WALLET_CERT: '' }).wallet;
    expect(pasted).toEqual({ google: credentials.wallet.google });
  });

  it('takes PEM texts pasted into the variables, with their line breaks written as \\n', () => {
    const { apple } = credentials.wallet;
    const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
    const env = { ...appleEnv(), APPLE_WALLET_CERT: oneLine(apple.certificate), APPLE_WALLET_KEY: oneLine(apple.key), APPLE_WALLET_WWDR_CERT: oneLine(apple.wwdrCertificate) };
    expect(loadConfig(env).wallet.apple?.certificate.trim()).toBe(apple.certificate.trim());
  });

  it('refuses to start half configured, naming what is missing', () => {
    const { APPLE_WALLET_WWDR_CERT: _wwdr, ...withoutWwdr } = appleEnv();
    expect(() => loadConfig(withoutWwdr)).toThrow(new ConfigError('Cannot start: Apple Wallet is half configured: APPLE_WALLET_WWDR_CERT missing (see docs/operations.md "Wallet passes").'));
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER_ID })).toThrow(/Google Wallet is half configured: GOOGLE_WALLET_SERVICE_ACCOUNT_JSON missing/);
  });

  it('refuses a key its passphrase does not open, a file that is no certificate, and a service account key without its fields', () => {
    expect(() => loadConfig({ ...appleEnv(), APPLE_WALLET_KEY_PASSPHRASE: 'wrong' })).toThrow(/APPLE_WALLET_KEY: does not hold a private key that opens with APPLE_WALLET_KEY_PASSPHRASE/);
    expect(() => loadConfig({ ...appleEnv(), APPLE_WALLET_WWDR_CERT: credentials.keyFile })).toThrow(/APPLE_WALLET_WWDR_CERT: does not hold a PEM certificate/);
    expect(() => loadConfig({ ...appleEnv(), APPLE_WALLET_CERT: join(credentials.dir, 'missing.pem') })).toThrow(/APPLE_WALLET_CERT: is neither a PEM text nor the path of a readable file/);
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_JSON: '{"client_email":"a@b.example"}' })).toThrow(/lacks client_email or private_key/);
    expect(() => loadConfig({ ...appleEnv(), APPLE_WALLET_TEAM_ID: 'abc' })).toThrow(/APPLE_WALLET_TEAM_ID: must be the ten-character Apple team identifier/);
  });
});
