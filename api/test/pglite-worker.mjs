// Runs PGlite in a worker thread for the API tests. PGlite's CommonJS build uses dynamic import(), which Jest's
// module sandbox refuses without --experimental-vm-modules; a worker thread is plain Node, so it works there.
// The test side talks to it through PGlite's own node-postgres adapter (see helpers.ts), like production does.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const options = { extensions: { pg_trgm } };
if (workerData && workerData.dump) options.loadDataDir = new Blob([workerData.dump]);
const db = await PGlite.create(options);

/** structured clone keeps own enumerable fields only: keep the name and an error's message too */
function plain(message) {
  const out = { ...message, name: message.name };
  if (message instanceof Error) out.message = message.message;
  return out;
}

parentPort.on('message', async (msg) => {
  try {
    if (msg.type === 'exec') {
      const messages = await db.execProtocolStream(msg.data, { throwOnError: false });
      parentPort.postMessage({ id: msg.id, messages: messages.map(plain) });
    } else if (msg.type === 'dump') {
      const blob = await db.dumpDataDir('gzip');
      parentPort.postMessage({ id: msg.id, data: new Uint8Array(await blob.arrayBuffer()) });
    } else if (msg.type === 'close') {
      await db.close();
      parentPort.postMessage({ id: msg.id });
    }
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort.postMessage({ type: 'ready' });
