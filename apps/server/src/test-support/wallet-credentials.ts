import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WalletConfig } from '../config-wallet.js';

export const PASS_TYPE_ID = 'pass.org.example.museum.tickets';
export const TEAM_ID = 'ABCDE12345';
export const ISSUER_ID = '3388000000012345678';
export const CLIENT_EMAIL = 'wallet@museum-test.iam.gserviceaccount.com';
export const WALLET_KEY_PASSPHRASE = 'museum secret';

/** The environment of a shop that offers both wallets with the credentials in `dir` (the journeys' wallet shop). */
export const walletEnv = (dir: string): Record<string, string> => ({
  APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
  APPLE_WALLET_TEAM_ID: TEAM_ID,
  APPLE_WALLET_CERT: join(dir, 'pass.pem'),
  APPLE_WALLET_KEY: join(dir, 'pass.key'),
  APPLE_WALLET_KEY_PASSPHRASE: WALLET_KEY_PASSPHRASE,
  APPLE_WALLET_WWDR_CERT: join(dir, 'ca.pem'),
  GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
  GOOGLE_WALLET_SERVICE_ACCOUNT_JSON: join(dir, 'service-account.json'),
});

/** Throw-away wallet credentials: where their files lie, the config that names them, and what verifies their signatures. */
export interface WalletCredentials {
  dir: string;
  /** The stand-in of Apple's WWDR certificate, which signed the pass certificate: openssl verifies against it. */
  caFile: string;
  certFile: string;
  keyFile: string;
  passphrase: string;
  /** The service account's JSON key file, as Google hands it out. */
  serviceAccountFile: string;
  wallet: Required<WalletConfig>;
  /** The service account's public key (PEM), as Google holds it. */
  googlePublicKey: string;
  remove(): void;
}

const openssl = (dir: string, args: string[]): void => {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
};

/**
 * A certificate authority standing in for Apple's WWDR and a pass certificate it signed, made with
 * the openssl command as a museum's are, the key under a passphrase; and an RSA key pair standing in
 * for a Google service account's.
 */
export const makeWalletCredentials = (into?: string): WalletCredentials => {
  const dir = into ?? mkdtempSync(join(tmpdir(), 'foyer-wallet-'));
  mkdirSync(dir, { recursive: true });
  const passphrase = WALLET_KEY_PASSPHRASE;
  openssl(dir, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Test Worldwide Developer Relations']);
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-keyout', 'pass.key', '-passout', `pass:${passphrase}`, '-out', 'pass.csr', '-subj', `/UID=${PASS_TYPE_ID}/CN=Pass Type ID: ${PASS_TYPE_ID}/OU=${TEAM_ID}/O=Test Museum`]);
  openssl(dir, ['x509', '-req', '-in', 'pass.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', '1', '-days', '2', '-out', 'pass.pem']);
  const google = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const file = (name: string) => join(dir, name);
  writeFileSync(file('service-account.json'), JSON.stringify({ type: 'service_account', client_email: CLIENT_EMAIL, private_key: google.privateKey }));
  return {
    dir,
    caFile: file('ca.pem'),
    certFile: file('pass.pem'),
    keyFile: file('pass.key'),
    passphrase,
    serviceAccountFile: file('service-account.json'),
    wallet: {
      apple: {
        passTypeId: PASS_TYPE_ID,
        teamId: TEAM_ID,
        certificate: readFileSync(file('pass.pem'), 'utf8'),
        key: readFileSync(file('pass.key'), 'utf8'),
        keyPassphrase: passphrase,
        wwdrCertificate: readFileSync(file('ca.pem'), 'utf8'),
      },
      google: { issuerId: ISSUER_ID, clientEmail: CLIENT_EMAIL, privateKey: google.privateKey },
    },
    googlePublicKey: google.publicKey,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
};
