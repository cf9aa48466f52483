import { DEFAULT_RATE_LIMITS } from '../src/config';
import { STRONG_SCRYPT, loadConfig } from '../src/config';
import { hashPassword, needsRehash, verifyPassword } from '../src/auth/password';
import { languageFromHeader, t } from '../src/i18n';
import { TEST_SCRYPT } from './helpers';

describe('passwords', () => {
  it('hash with a per-password salt and stored parameters; verify in constant time', async () => {
    const a = await hashPassword('correct horse', TEST_SCRYPT);
    const b = await hashPassword('correct horse', TEST_SCRYPT);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 10), '8', '1']);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$AAAA$AAAA')).toBe(false);
  });

  it('production strength is N=2^17, r=8, p=1 and weaker hashes are flagged for re-hashing', async () => {
    expect(STRONG_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({}).scrypt).toEqual(STRONG_SCRYPT);
    const weak = await hashPassword('pw', TEST_SCRYPT);
    expect(needsRehash(weak, STRONG_SCRYPT)).toBe(true);
    expect(needsRehash(weak, TEST_SCRYPT)).toBe(false);
  });
});

describe('config', () => {
  it('has safe defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      adminEmail: 'admin@example.com',
      appJs: null,
      appJsFile: '/srv/app/shell/dist/app-info.json',
      cookieSecure: false,
    });
  });

  it('reads the environment', () => {
    const c = loadConfig(
      {
        PORT: '8081',
        NODE_ENV: 'production',
        DATA_DIR: 'var/x',
        ADMIN_EMAIL: 'Boss@Example.com',
        APP_JS: 'abc',
        DATABASE_URL: 'postgres://h/db',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      port: 8081,
      dataDir: '/srv/app/var/x',
      adminEmail: 'boss@example.com',
      appJs: 'abc',
      databaseUrl: 'postgres://h/db',
    });
    expect(c.cookieSecure).toBe(true);
    expect(c.adminPassword).toBeNull(); // no default admin password in production
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it("RATE_LIMIT_IP_FACTOR multiplies the per-address limits only, never an account's", () => {
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    const { rules } = loadConfig({ RATE_LIMIT_IP_FACTOR: '10' }).rateLimits!;
    expect(rules.signup.ip).toEqual({ ...DEFAULT_RATE_LIMITS.rules.signup.ip, soft: 100, hard: 300 });
    expect(rules.mail.ip.hard).toBe(DEFAULT_RATE_LIMITS.rules.mail.ip.hard * 10);
    expect(rules.mail.account).toEqual(DEFAULT_RATE_LIMITS.rules.mail.account);
    expect(rules.login.ipAccount).toEqual(DEFAULT_RATE_LIMITS.rules.login.ipAccount);
    expect(() => loadConfig({ RATE_LIMIT_IP_FACTOR: '0' })).toThrow(/RATE_LIMIT_IP_FACTOR/);
  });
});

describe('languages', () => {
  it.each([
    [undefined, 'zh-Hant-TW'],
    ['en', 'en'],
    ['en-GB,en;q=0.8', 'en'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-Hant-TW'],
    ['fr-FR,en;q=0.5', 'en'],
    ['en;q=0.3,zh-TW;q=0.9', 'zh-Hant-TW'],
    ['de', 'zh-Hant-TW'],
    ['en;q=0', 'zh-Hant-TW'],
  ])('Accept-Language %s → %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });

  it('fills placeholders', () => {
    expect(t('en', 'v_max_length', { field: 'x', limit: 3 })).toBe('x must be at most 3 characters long.');
    expect(t('zh-Hant-TW', 'v_required', { field: 'y' })).toBe('缺少必填欄位 y。');
  });
});
