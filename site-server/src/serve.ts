import type { FastifyInstance } from 'fastify';

export interface ListenOptions {
  port: number;
  /** interface to listen on (HOST); `localhost` by default: a public deployment puts nginx in front */
  host?: string;
}

/**
 * Listen, and close cleanly on SIGINT/SIGTERM (in-flight responses end, connections drop, exit 0), so the
 * supervisor of `npm start` can tell a stop from a crash.
 */
export async function listenUntilStopped(app: FastifyInstance, { port, host = 'localhost' }: ListenOptions) {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port, host });
}
