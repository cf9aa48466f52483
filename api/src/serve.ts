import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app';
import type { Config } from './config';
import { isMemoryUrl } from './db';
import { warmSearchFacets } from './services/search';

/** How long a stopping process may take to finish what is in flight before it is forced out (exit 1). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Start the API on its port and tie it to the process (close-with-grace):
 * - SIGINT / SIGTERM: stop accepting, finish the requests in flight, close the database, exit 0.
 * - An error no request caught (`uncaughtException`, `unhandledRejection`): the process is in a state nobody
 *   planned for, so it does not go on serving. The error is logged (fatal, with its stack), the app is closed
 *   the same way and the process exits 1; its supervisor starts a fresh one (scripts/lib/processes.mjs, or
 *   systemd and nginx's other upstreams in production). An error inside a request never gets here: Fastify
 *   hands it to the app's error handler, which logs it and answers 500 with the error envelope.
 * - Past SHUTDOWN_GRACE_MS (a request that never ends): exit 1.
 */
export async function serve(config: Config): Promise<FastifyInstance> {
  const app = await buildApp({ config, logger: loggerOptions(config) });
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.fatal({ err }, 'an error escaped every request: closing, the process exits to be started afresh');
    else app.log.info({ signal }, 'shutting down');
    await app.close(); // stops accepting, finishes in-flight requests, then closes the database (onClose hook)
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: config.databaseUrl && !isMemoryUrl(config.databaseUrl) ? 'postgres' : 'pglite',
      dataDir: config.dataDir,
    },
    `API ready on ${address} (docs: /api/docs)`,
  );
  // in the background: searches work meanwhile (the first faceted one waits for it)
  warmSearchFacets(app.db).catch((err: unknown) => app.log.warn({ err }, 'search facets not preloaded'));
  return app;
}
