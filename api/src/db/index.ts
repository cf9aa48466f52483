import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Client, Pool, type PoolConfig } from 'pg';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a gzipped tar of the data directory (loadable with `loadDataDir`) */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: listen to a NOTIFY channel on a connection of its own (see `listenTo`) */
  listen?: (channel: string, handlers: ListenHandlers) => Listening;
}

export interface ListenHandlers {
  /** a notification's payload */
  message: (payload: string) => void;
  /** the connection is LISTENing (again): notifications sent while it was not were missed */
  listening?: () => void;
  /** the connection was lost (it is opened again a second later) */
  lost?: () => void;
}

export interface Listening {
  close: () => Promise<void>;
}

/**
 * LISTEN on `channel` over one connection of its own (a pooled one would go back to the pool and stop listening).
 * A lost connection is opened again a second later until `close`; notifications sent meanwhile are lost, so the
 * caller hears `lost` and `listening` to make up for them.
 */
export function listenTo(config: PoolConfig, channel: string, handlers: ListenHandlers): Listening {
  let closed = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const c = new Client(config);
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (closed) return;
      handlers.lost?.();
      retry = setTimeout(() => void connect(), 1000);
      retry.unref();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.message(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (closed) return void (await c.end());
      handlers.listening?.();
    } catch {
      onLost();
    }
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

export interface DatabaseOptions {
  /** a PostgreSQL URL, 'memory://' for an in-memory PGlite, or undefined for PGlite files in `dataDir/pglite` */
  databaseUrl?: string;
  dataDir: string;
  /** extra pg pool settings (e.g. `options: '-c search_path=…'`) */
  pool?: PoolConfig;
  /** a PGlite data-dir dump (tar) to start an in-memory database from */
  loadDataDir?: Blob;
}

export interface PgliteModules {
  PGlite: typeof import('@electric-sql/pglite').PGlite;
  pg_trgm: typeof import('@electric-sql/pglite/contrib/pg_trgm').pg_trgm;
  createPgConfig: typeof import('@electric-sql/pglite/node-postgres').createPgConfig;
}

async function importPglite(): Promise<PgliteModules> {
  const [{ PGlite }, { pg_trgm }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/node-postgres'),
  ]);
  return { PGlite, pg_trgm, createPgConfig };
}

export function isMemoryUrl(url: string | undefined): boolean {
  return url === 'memory://' || url === 'memory';
}

/**
 * One code path for queries: Kysely's PostgresDialect over a `pg` Pool. For PGlite the pool talks to the
 * in-process database through PGlite's own node-postgres adapter (pool size 1: PGlite is single-connection).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url && !isMemoryUrl(url)) {
    const pool = new Pool({ connectionString: url, max: 10, ...options.pool });
    pool.on('error', () => {
      /* an idle client died (server restart); the pool replaces it on the next query */
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      listen: (channel, handlers) => listenTo({ connectionString: url, ...options.pool }, channel, handlers),
    };
  }

  const { PGlite, pg_trgm } = await importPglite();
  let dataDir: string | undefined;
  if (!isMemoryUrl(url)) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return pgliteHandle(
    pglite as unknown as PgliteLike,
    () => pglite.close(),
    () => pglite.dumpDataDir('gzip'),
  );
}

/** What PGlite's node-postgres adapter needs from a PGlite instance. */
export interface PgliteLike {
  waitReady: Promise<void>;
  execProtocolStream: (...args: never[]) => Promise<unknown[]>;
}

/** Kysely over a PGlite instance (or anything with its protocol methods) through PGlite's node-postgres adapter. */
export async function pgliteHandle(
  pglite: PgliteLike,
  closePglite: () => Promise<void>,
  dump?: () => Promise<Blob>,
): Promise<DatabaseHandle> {
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const pool = new Pool({ ...(createPgConfig(pglite as never) as unknown as PoolConfig), max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    dump,
    close: async () => {
      await db.destroy();
      await closePglite();
    },
  };
}
