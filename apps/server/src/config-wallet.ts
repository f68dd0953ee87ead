import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** Apple Wallet: the museum's pass type, signed with its pass certificate (docs/operations.md "Wallet passes"). */
export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  /** PEM texts: the pass certificate, its private key and Apple's WWDR intermediate certificate. */
  certificate: string;
  key: string;
  keyPassphrase?: string;
  wwdrCertificate: string;
}

/** Google Wallet: the issuer account and the service account whose key signs the save links. */
export interface GoogleWalletConfig {
  issuerId: string;
  clientEmail: string;
  /** PEM (PKCS #8) as the service account's JSON key file holds it. */
  privateKey: string;
}

/** Each wallet only when the museum configured it; an empty object shows no wallet button anywhere. */
export interface WalletConfig {
  apple?: AppleWalletConfig;
  google?: GoogleWalletConfig;
}

const APPLE = ['APPLE_WALLET_PASS_TYPE_ID', 'APPLE_WALLET_TEAM_ID', 'APPLE_WALLET_CERT', 'APPLE_WALLET_KEY', 'APPLE_WALLET_WWDR_CERT'] as const;
const GOOGLE = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_JSON'] as const;

/** Bounds a pasted value or a path: a certificate chain or a key file is a few kilobytes. */
const text = z.string().trim().max(64 * 1024).transform((value) => (value === '' ? undefined : value)).optional();

export const walletEnvSchema = z.object({
  APPLE_WALLET_PASS_TYPE_ID: text.pipe(z.string().regex(/^pass\.[A-Za-z0-9.-]{1,200}$/, 'must be a pass type identifier such as pass.org.museum.tickets').optional()),
  APPLE_WALLET_TEAM_ID: text.pipe(z.string().regex(/^[A-Z0-9]{10}$/, 'must be the ten-character Apple team identifier').optional()),
  APPLE_WALLET_CERT: text,
  APPLE_WALLET_KEY: text,
  APPLE_WALLET_KEY_PASSPHRASE: z.string().max(1000).optional(),
  APPLE_WALLET_WWDR_CERT: text,
  GOOGLE_WALLET_ISSUER_ID: text.pipe(z.string().regex(/^\d{1,30}$/, 'must be the issuer ID, digits only').optional()),
  GOOGLE_WALLET_SERVICE_ACCOUNT_JSON: text,
});

type WalletEnv = z.infer<typeof walletEnvSchema>;

/** A PEM given in the variable itself, or the path of a file that holds it. */
const pemOf = (name: string, value: string, problems: string[]): string => {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  if (existsSync(value)) return readFileSync(value, 'utf8');
  problems.push(`${name}: is neither a PEM text nor the path of a readable file`);
  return '';
};

const checkCertificate = (name: string, pem: string, problems: string[]): void => {
  try {
    new X509Certificate(pem);
  } catch {
    problems.push(`${name}: does not hold a PEM certificate`);
  }
};

const checkKey = (name: string, pem: string, passphrase: string | undefined, problems: string[]): void => {
  try {
    createPrivateKey({ key: pem, ...(passphrase === undefined ? {} : { passphrase }) });
  } catch {
    problems.push(`${name}: does not hold a private key that opens${passphrase === undefined ? '' : ' with APPLE_WALLET_KEY_PASSPHRASE'}`);
  }
};

/** Half a configuration is refused: every variable the other half names is listed as missing. */
const missingOf = (e: WalletEnv, names: readonly (keyof WalletEnv)[]): string[] | undefined => {
  const given = names.filter((name) => e[name] !== undefined);
  if (given.length === 0) return undefined;
  return names.filter((name) => e[name] === undefined);
};

const appleConfig = (e: WalletEnv, problems: string[]): AppleWalletConfig | undefined => {
  const missing = missingOf(e, APPLE);
  if (missing === undefined) return undefined;
  if (missing.length > 0) {
    problems.push(`Apple Wallet is half configured: ${missing.join(', ')} missing`);
    return undefined;
  }
  const certificate = pemOf('APPLE_WALLET_CERT', e.APPLE_WALLET_CERT ?? '', problems);
  const key = pemOf('APPLE_WALLET_KEY', e.APPLE_WALLET_KEY ?? '', problems);
  const wwdrCertificate = pemOf('APPLE_WALLET_WWDR_CERT', e.APPLE_WALLET_WWDR_CERT ?? '', problems);
  const passphrase = e.APPLE_WALLET_KEY_PASSPHRASE === '' ? undefined : e.APPLE_WALLET_KEY_PASSPHRASE;
  if (certificate !== '') checkCertificate('APPLE_WALLET_CERT', certificate, problems);
  if (wwdrCertificate !== '') checkCertificate('APPLE_WALLET_WWDR_CERT', wwdrCertificate, problems);
  if (key !== '') checkKey('APPLE_WALLET_KEY', key, passphrase, problems);
  return {
    passTypeId: e.APPLE_WALLET_PASS_TYPE_ID ?? '',
    teamId: e.APPLE_WALLET_TEAM_ID ?? '',
    certificate,
    key,
    ...(passphrase === undefined ? {} : { keyPassphrase: passphrase }),
    wwdrCertificate,
  };
};

const serviceAccountSchema = z.object({ client_email: z.email(), private_key: z.string().min(1) });

const googleConfig = (e: WalletEnv, problems: string[]): GoogleWalletConfig | undefined => {
  const missing = missingOf(e, GOOGLE);
  if (missing === undefined) return undefined;
  if (missing.length > 0) {
    problems.push(`Google Wallet is half configured: ${missing.join(', ')} missing`);
    return undefined;
  }
  const value = e.GOOGLE_WALLET_SERVICE_ACCOUNT_JSON ?? '';
  let json: unknown;
  try {
    json = JSON.parse(value.startsWith('{') ? value : readFileSync(value, 'utf8'));
  } catch {
    problems.push('GOOGLE_WALLET_SERVICE_ACCOUNT_JSON: is neither the JSON key of a service account nor the path of a readable one');
    return undefined;
  }
  const account = serviceAccountSchema.safeParse(json);
  if (!account.success) {
    problems.push('GOOGLE_WALLET_SERVICE_ACCOUNT_JSON: lacks client_email or private_key');
    return undefined;
  }
  checkKey('GOOGLE_WALLET_SERVICE_ACCOUNT_JSON private_key', account.data.private_key, undefined, problems);
  return { issuerId: e.GOOGLE_WALLET_ISSUER_ID ?? '', clientEmail: account.data.client_email, privateKey: account.data.private_key };
};

/** The wallets as configured, or every problem by variable name (the start-up error lists them). */
export const walletConfig = (e: WalletEnv): { wallet: WalletConfig } | { problems: string[] } => {
  const problems: string[] = [];
  const apple = appleConfig(e, problems);
  const google = googleConfig(e, problems);
  if (problems.length > 0) return { problems };
  return { wallet: { ...(apple === undefined ? {} : { apple }), ...(google === undefined ? {} : { google }) } };
};
