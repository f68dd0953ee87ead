import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listenFailureMessage } from './listen-failure.js';

const errno = (code: string) => Object.assign(new Error(code), { code });

describe('listenFailureMessage', () => {
  it.each([
    ['EADDRINUSE', 3000, 'Port 3000 is already in use. Stop the program using it, or start Foyer on another port: PORT=3001 npm start'],
    ['EACCES', 80, 'Port 80 needs administrator rights on this machine. Start Foyer on a port above 1023: PORT=3000 npm start'],
    ['EADDRNOTAVAIL', 3000, 'HOST=10.9.9.9 is not an address of this machine. Leave HOST unset to listen on all addresses.'],
  ])('explains %s on port %i in one line with the fix', (code, port, message) => {
    expect(listenFailureMessage(errno(code), { port, host: '10.9.9.9' })).toBe(message);
  });

  it('leaves other failures to the stack trace', () => {
    expect(listenFailureMessage(errno('EMFILE'), { port: 3000, host: '0.0.0.0' })).toBeNull();
    expect(listenFailureMessage(new Error('boom'), { port: 3000, host: '0.0.0.0' })).toBeNull();
  });
});

describe('starting on a taken port', () => {
  it('prints the one-line message, no stack trace, and exits with 1', async () => {
    const holder = createServer();
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const address = holder.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
        env: { ...process.env, PORT: String(address.port), HOST: '127.0.0.1', DATABASE_URL: ':memory:', JOB_INTERVAL_SECONDS: '0', LOG_LEVEL: 'warn' },
      });
      let stderr = '';
      server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [exitCode] = (await once(server, 'exit')) as [number];
      expect(exitCode).toBe(1);
      expect(stderr.trim()).toBe(`Port ${address.port} is already in use. Stop the program using it, or start Foyer on another port: PORT=${address.port + 1} npm start`);
    } finally {
      holder.close();
    }
  });
});
