import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { User } from 'contract';
import { AdminPasswordError, setAdminPassword } from '../src/services/adminAccount';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  createUser,
  login,
  makeTempDir,
  TEST_SCRYPT,
  type TestApp,
} from './helpers';

/**
 * `npm run admin:password` over the real database: the admin's account (ADMIN_EMAIL) gets the password, its address
 * counts as proven and its sessions end; with no account of that address one is made.
 */
const NEW_PASSWORD = 'lantern-harbour-2026';
const BOSS = 'boss@example.com';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const me = (cookie: string) => t.inject({ url: '/api/v1/user/me', headers: { cookie } });
const signIn = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/v1/user/email_login', payload: { email, password } });

it('the seeded admin gets the new password: the old one no longer signs in and its sessions are signed out', async () => {
  const before = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(await setAdminPassword(t.app.db, { adminEmail: ADMIN_EMAIL, scrypt: TEST_SCRYPT }, NEW_PASSWORD)).toBe(
    'changed',
  );
  expect((await me(before.cookie)).statusCode).toBe(401);
  expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(401);
  const after = await login(t, ADMIN_EMAIL, NEW_PASSWORD);
  expect(body<User>(await me(after.cookie)).data).toMatchObject({ email: ADMIN_EMAIL, is_admin: true });
});

it.each([
  ['too short', 'short7!'],
  ['too long', 'x'.repeat(129)],
  ['too common', 'password123'],
  ['the address again', ADMIN_EMAIL],
])('a password the site refuses (%s) is refused and changes nothing', async (_why, password) => {
  const hashBefore = await adminHash(ADMIN_EMAIL);
  await expect(
    setAdminPassword(t.app.db, { adminEmail: ADMIN_EMAIL, scrypt: TEST_SCRYPT }, password),
  ).rejects.toBeInstanceOf(AdminPasswordError);
  expect(await adminHash(ADMIN_EMAIL)).toBe(hashBefore);
});

it('an ADMIN_EMAIL no account has: the account is made, verified, and signs in with the password', async () => {
  expect(await setAdminPassword(t.app.db, { adminEmail: 'Boss@Example.com', scrypt: TEST_SCRYPT }, NEW_PASSWORD)).toBe(
    'created',
  );
  const row = await t.app.db.selectFrom('users').selectAll().where('email', '=', BOSS).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ display_name: 'Admin', is_verified: true });
  expect((await signIn(BOSS, NEW_PASSWORD)).statusCode).toBe(200);
});

it('an address someone signed up with and never proved: it is the admin’s now, and their session ends', async () => {
  const holder = 'unproven-admin@example.com';
  const id = await createUser(t.app, holder, 'holder-pass-2026');
  await t.app.db.updateTable('users').set({ is_verified: false }).where('id', '=', id).execute();
  const { cookie } = await login(t, holder, 'holder-pass-2026');
  expect(await setAdminPassword(t.app.db, { adminEmail: holder, scrypt: TEST_SCRYPT }, NEW_PASSWORD)).toBe('changed');
  expect((await me(cookie)).statusCode).toBe(401);
  expect((await signIn(holder, 'holder-pass-2026')).statusCode).toBe(401);
  const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.is_verified).toBe(true);
  expect((await signIn(holder, NEW_PASSWORD)).statusCode).toBe(200);
});

async function adminHash(email: string) {
  const row = await t.app.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirst();
  return row?.password_hash;
}

describe('npm run admin:password', () => {
  // two processes of their own, each opening the embedded database
  jest.setTimeout(180_000);
  const ROOT = path.resolve(__dirname, '../..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = makeTempDir('ti-admin-password');
  });

  /** The command as an operator runs it, on the embedded database in `dataDir`, the password piped in. */
  function run(password: string) {
    // the embedded database even when this suite runs on PostgreSQL; no demo content (quicker)
    const { DATABASE_URL: _postgres, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, ADMIN_EMAIL: BOSS, SEED_DEMO: 'no' };
    return spawnSync('npm', ['run', '-s', 'admin:password'], {
      cwd: ROOT,
      env,
      input: `${password}\n`,
      encoding: 'utf8',
    });
  }

  it('refuses a common password before it opens the database', () => {
    const result = run('password123');
    expect(result.stderr).toContain('admin:password: the password is too common');
    expect(result.status).toBe(1);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('reads the password from standard input and gives it to the admin’s account', () => {
    const result = run(NEW_PASSWORD);
    expect(result.stdout).toContain(`admin: made the account ${BOSS} with this password`);
    expect(result.status).toBe(0);
    // read back in a process of its own (Jest's module loader cannot load the embedded database's files)
    const check = `(async () => {
      const { openDatabase } = require('./api/src/db');
      const { verifyPassword } = require('./api/src/auth/password');
      const handle = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      const row = await handle.db.selectFrom('users').selectAll().where('email', '=', ${JSON.stringify(BOSS)}).executeTakeFirstOrThrow();
      console.log(JSON.stringify({ verified: row.is_verified, matches: await verifyPassword(${JSON.stringify(NEW_PASSWORD)}, row.password_hash) }));
      await handle.close();
    })();`;
    const read = spawnSync(process.execPath, ['--import', 'tsx', '-e', check], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(read.stderr).toBe('');
    expect(JSON.parse(read.stdout)).toEqual({ verified: true, matches: true });
  });
});
