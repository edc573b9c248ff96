import http from 'node:http';
import { loadConfig, ConfigError } from './config';
import { createApp } from './app';
import { createLogger } from './observability/logger';

/** Boots the server: reads the config, builds the app, listens, and shuts down gracefully. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Konfigurationsfehler: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const { app, close } = await createApp(config, { logger });

  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, app);
  // Slow clients must not hold sockets: header and whole-request bounds, short keep-alive.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, dataDir: config.dataDir, cms: config.cmsUrl ?? 'eingebettet' }, `Musterstadt läuft auf http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Fahre herunter');
    // Stop accepting, let running requests finish, then close the database.
    server.close(async () => {
      await close();
      logger.info('Beendet');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('Laufende Anfragen nach 10 s abgebrochen');
      server.closeAllConnections();
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unbehandelte Promise-Ablehnung'));
}

main().catch((error) => {
  createLogger('error').fatal({ err: error }, 'Start fehlgeschlagen');
  process.exit(1);
});
