import { loadedTown } from './town/boot';
import { loadConfig, ConfigError } from './config';
import { createApp } from './app';
import { serve, SHUTDOWN_GRACE_MS } from './http/serve';
import { createLogger } from './observability/logger';

/** Runs the server (after server/index.ts installed the town): reads the config, builds the app, listens, and shuts down gracefully. */
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
  const { listener, close } = await createApp(config, { logger });
  const { server, shutdown } = serve(listener, { logger });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      { port, dataDir: config.dataDir, cms: config.cmsUrl ?? 'eingebettet', stadtdatei: loadedTown().file, demo: config.demo },
      `${loadedTown().facts.officialName} läuft auf http://localhost:${port}`,
    );
  });

  const stop = async (signal: string) => {
    // The process ends whatever happens below (a database that does not answer its close, ADR 29).
    setTimeout(() => {
      logger.warn('Beendet ohne vollständiges Herunterfahren');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 5_000).unref();
    // Requests in flight and on open keep-alive sockets are answered (server/http/serve.ts), then the database closes.
    await shutdown(signal);
    await close();
    logger.info('Beendet');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unbehandelte Promise-Ablehnung'));
}

main().catch((error) => {
  createLogger('error').fatal({ err: error }, 'Start fehlgeschlagen');
  process.exit(1);
});
