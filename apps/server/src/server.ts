import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { listenFailureMessage } from './listen-failure.js';

const start = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A service the config names (Redis) that cannot be reached is said in one line, not a stack.
  const app = await buildApp(config).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify stops accepting connections, lets running requests finish, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = listenFailureMessage(error, config);
    if (message === null) throw error;
    console.error(message);
    await app.close();
    process.exit(1);
  }
  console.log(`Foyer is ready at ${config.publicUrl}/`);
};

await start();
