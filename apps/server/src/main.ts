import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { startPublia, startWorker, type PubliaWorker } from './app/start.ts';

async function main(): Promise<void> {
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
  const logger = createLogger(config.logLevel);
  const started = Date.now();
  let publia: PubliaWorker;
  if (config.role === 'worker') {
    // A worker serves no HTTP: it works on jobs only.
    publia = await startWorker(config, logger);
    logger.info({ database: publia.database.driver, role: config.role, ms: Date.now() - started }, 'Publia (tâches) est prêt');
  } else {
    const served = await startPublia(config, logger);
    publia = served;
    try {
      await served.app.listen({ host: config.host, port: config.port });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      logger.fatal(code === 'EADDRINUSE' ? `le port ${config.port} est déjà utilisé : choisissez-en un autre avec PORT=…` : { err: error }, 'démarrage impossible');
      await served.close();
      process.exit(1);
    }
    const address = served.app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ database: served.database.driver, role: config.role, ms: Date.now() - started }, `Publia est prêt : http://localhost:${port}`);
    // The JSON log is for machines; a person running `npm start` reads this line.
    if (process.stdout.isTTY) process.stdout.write(`\n  Publia est prêt : http://localhost:${port}\n\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} reçu : arrêt en cours`);
    const timer = setTimeout(() => {
      logger.error('arrêt trop long : sortie forcée');
      process.exit(1);
    }, 20_000);
    timer.unref();
    await publia.close();
    logger.info('arrêt terminé');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Publia n’a pas pu démarrer :', error instanceof Error ? error.message : error);
  process.exit(1);
});
