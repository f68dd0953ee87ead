import type { Config } from './config.js';

/** What a newcomer can do about the usual reasons a port cannot be opened, in one line. */
export const listenFailureMessage = (error: unknown, config: Pick<Config, 'port' | 'host'>): string | null => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const next = config.port === 65535 ? 3000 : config.port + 1;
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} is already in use. Stop the program using it, or start Foyer on another port: PORT=${next} npm start`;
  }
  if (code === 'EACCES') {
    return `Port ${config.port} needs administrator rights on this machine. Start Foyer on a port above 1023: PORT=3000 npm start`;
  }
  if (code === 'EADDRNOTAVAIL') return `HOST=${config.host} is not an address of this machine. Leave HOST unset to listen on all addresses.`;
  return null;
};
