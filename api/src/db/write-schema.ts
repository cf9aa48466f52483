// `npm run schema:write -w api`: migrate a fresh in-memory database and write its schema to schema.sql.
import { writeFileSync } from 'node:fs';
import { openDatabase } from './index';
import { migrate } from './migrate';
import { SCHEMA_FILE, schemaSnapshot } from './schemaSnapshot';

async function main(): Promise<void> {
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  try {
    await migrate(handle.db);
    writeFileSync(SCHEMA_FILE, await schemaSnapshot(handle.db));
    console.log(`wrote ${SCHEMA_FILE}`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
