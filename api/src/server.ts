import { loadConfig } from './config';
import { buildApp, loggerOptions } from './app';
import { isMemoryUrl } from './db';
import { warmSearchFacets } from './services/search';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: loggerOptions(config) });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app
      .close() // stops accepting, finishes in-flight requests, then closes the database (onClose hook)
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: config.databaseUrl && !isMemoryUrl(config.databaseUrl) ? 'postgres' : 'pglite',
      dataDir: config.dataDir,
    },
    `API ready on http://${config.host}:${config.port} (docs: /api/docs)`,
  );
  // in the background: searches work meanwhile (the first faceted one waits for it)
  warmSearchFacets(app.db).catch((err: unknown) => app.log.warn({ err }, 'search facets not preloaded'));
}

main().catch((err: unknown) => {
  console.error('API failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
