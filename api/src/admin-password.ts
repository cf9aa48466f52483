// Set the admin's password from the machine the site runs on: `npm run admin:password` (the same environment as
// the API: DATABASE_URL or DATA_DIR, ADMIN_EMAIL). The password is read from standard input — typed (not shown)
// at a terminal, or piped — never from the command line, where other users' `ps` and the shell's history see it.
// On the embedded database (no DATABASE_URL) stop the site first: only one process may open it.
import { prepareDatabase } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { AdminPasswordError, refuseAdminPassword, setAdminPassword } from './services/adminAccount';

/** One line typed at the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          return resolve(typed);
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          return reject(new AdminPasswordError('cancelled'));
        }
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    input.on('data', onData);
  });
}

/** The password: typed twice at a terminal, else the first line of standard input. */
async function readPassword(adminEmail: string): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await readHidden(`New password for ${adminEmail}: `);
    if ((await readHidden('Again: ')) !== password) throw new AdminPasswordError('the two passwords differ');
    return password;
  }
  let piped = '';
  for await (const chunk of process.stdin) piped += String(chunk);
  return piped.split(/\r?\n/)[0];
}

async function main(): Promise<void> {
  const config = loadConfig();
  const password = await readPassword(config.adminEmail);
  // refused before the database is opened (and, when empty, filled)
  refuseAdminPassword(password, config.adminEmail);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(handle.db, config);
    const outcome = await setAdminPassword(handle.db, config, password);
    console.log(
      outcome === 'created'
        ? `admin: made the account ${config.adminEmail} with this password`
        : `admin: ${config.adminEmail} has the new password (its sessions are signed out)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`admin:password: ${err instanceof AdminPasswordError ? err.message : String(err)}`);
  process.exit(1);
});
