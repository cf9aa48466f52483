import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** scrypt parameters; production uses the OWASP/ASVS strength below, tests may lower N. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
export const STRONG_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** absolute folder for local data (PGlite files, outbox, media) */
  dataDir: string;
  /** undefined → embedded PGlite in dataDir/pglite; 'memory://' → in-memory PGlite; else a PostgreSQL URL */
  databaseUrl: string | undefined;
  adminEmail: string;
  /** password given to the seeded admin account (null: the admin cannot sign in with a password) */
  adminPassword: string | null;
  /** fixed front-end build id (APP_JS); when null it is read from appJsFile */
  appJs: string | null;
  appJsFile: string;
  cookieSecure: boolean;
  /** seed demo content into an empty database */
  seed: boolean;
  scrypt: ScryptParams;
  logLevel: string;
  /** trust X-Forwarded-* headers (behind the shell's proxy / a load balancer) */
  trustProxy: boolean;
  /** public keys handed to the browser by GET /app (a provider is enabled only when configured) */
  publicKeys: {
    googleMapsKey?: string;
    recaptchaSiteKey?: string;
    googleClientId?: string;
    facebookAppId?: string;
    twitterEnabled: boolean;
  };
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be an integer between 0 and 65535`);
  return n;
}

/** Read the configuration from environment variables, with safe defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || (production ? null : 'travel-admin-2026'),
    appJs: env.APP_JS || null,
    appJsFile: path.resolve(cwd, env.APP_JS_FILE || 'shell/dist/app-info.json'),
    cookieSecure: bool(env.COOKIE_SECURE, production),
    seed: bool(env.SEED_DEMO, true),
    scrypt: STRONG_SCRYPT,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    publicKeys: {
      googleMapsKey: env.GOOGLE_MAPS_BROWSER_KEY || undefined,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
      googleClientId: env.GOOGLE_CLIENT_ID || undefined,
      facebookAppId: env.FACEBOOK_APP_ID || undefined,
      twitterEnabled: Boolean(env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET),
    },
  };
}

/**
 * The current front-end build id. APP_JS wins; otherwise the `app_js` of the shell's app-info.json,
 * re-read at most every 5 seconds (so a shell redeploy is noticed without restarting the API); "dev" if absent.
 */
export function appJsProvider(config: Pick<Config, 'appJs' | 'appJsFile'>, ttlMs = 5000): () => string {
  if (config.appJs) {
    const fixed = config.appJs;
    return () => fixed;
  }
  let cached = 'dev';
  let checkedAt = -Infinity;
  let mtime = -1;
  return () => {
    const now = Date.now();
    if (now - checkedAt < ttlMs) return cached;
    checkedAt = now;
    try {
      const stat = statSync(config.appJsFile);
      if (stat.mtimeMs !== mtime) {
        const parsed = JSON.parse(readFileSync(config.appJsFile, 'utf8')) as { app_js?: unknown };
        mtime = stat.mtimeMs;
        cached = typeof parsed.app_js === 'string' && parsed.app_js ? parsed.app_js : 'dev';
      }
    } catch {
      mtime = -1;
      cached = 'dev';
    }
    return cached;
  };
}
