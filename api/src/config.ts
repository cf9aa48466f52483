import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RateLimitSettings } from './auth/rate-limit';
import type { S3Settings } from './media/storage';

/** scrypt parameters; production uses the OWASP/ASVS strength below, tests may lower N. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
export const STRONG_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * How long the API waits on a client, in ms. A stalled or slow-dripping client is cut off instead of holding a
 * connection open for ever (Fastify's defaults: no request limit, no idle limit).
 */
export interface HttpTimeouts {
  /** the request line and headers must have arrived (slow-header attacks) */
  headersMs: number;
  /** the whole request, body included: the largest upload (MEDIA_MAX_MB) on a slow mobile line */
  requestMs: number;
  /** a connection with nothing sent either way is closed */
  idleMs: number;
  /** a kept-alive connection waiting for its next request is closed; longer than nginx's upstream keep-alive
   * (60 s), so the proxy always closes first and never sends on a connection the API is closing */
  keepAliveMs: number;
  /** how often the headers and request limits are checked */
  checkEveryMs: number;
}
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

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
  /** how long a client may take (default HTTP_TIMEOUTS; tests shorten them) */
  httpTimeouts: HttpTimeouts;
  /** post media uploads: where files go (default dataDir/media) and the size and pixel limits */
  media: {
    dir: string;
    maxBytes: number;
    maxPixels: number;
    /** an S3-compatible bucket instead of the folder (S3_BUCKET and keys set) */
    s3?: S3Settings;
  };
  /** public keys handed to the browser by GET /app (a provider is enabled only when configured) */
  publicKeys: {
    googleMapsKey?: string;
    /** where the browser loads the Maps JavaScript API from (GOOGLE_MAPS_SCRIPT_URL; default Google's) */
    googleMapsScriptUrl?: string;
    recaptchaSiteKey?: string;
    googleClientId?: string;
    facebookAppId?: string;
    twitterEnabled: boolean;
  };
  /** the site's own origin (links in mails, CSRF origin check); SITE_URL */
  siteUrl: string;
  /** further origins accepted on state-changing requests (ALLOWED_ORIGINS, comma-separated) */
  allowedOrigins: string[];
  mail: MailConfig;
  recaptcha: { secret?: string; verifyUrl: string };
  google: { clientId?: string; jwksUrl: string; issuers: string[] };
  facebook: { appId?: string; appSecret?: string; graphUrl: string };
  twitter: { consumerKey?: string; consumerSecret?: string; apiUrl: string; callbackUrl: string };
  /** limits of the account endpoints (default DEFAULT_RATE_LIMITS; tests lower them) */
  rateLimits?: RateLimitSettings;
  /** Google Places (Place Details) for POST /place?google_place_id=; off without a server key */
  googlePlaces: { apiKey?: string; apiUrl: string };
  /** YouTube Data API v3 (chapters of a video's description → suggested places); off without a key */
  youtube?: { apiKey?: string; apiUrl: string };
}

export interface MailConfig {
  /** SMTP server; without a host every mail is written as an .eml file to outboxDir */
  smtpHost?: string;
  smtpPort: number;
  /** TLS from the start (port 465); otherwise STARTTLS is used when the server offers it */
  smtpSecure: boolean;
  smtpUser?: string;
  smtpPassword?: string;
  from: string;
  outboxDir: string;
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

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

/** The S3_* settings of post media, or undefined (local folder) when S3_BUCKET is not set. */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const region = env.S3_REGION || 'us-east-1';
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const endpoint = (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/i.test(endpoint)) throw new Error('S3_ENDPOINT must be an http(s) URL');
  const prefix = (env.S3_PREFIX ?? 'post-media/').replace(/^\/+/, '');
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

/** Read the configuration from environment variables, with safe defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const siteUrl = (env.SITE_URL || `http://localhost:${env.SHELL_PORT || 8080}`).replace(/\/+$/, '');
  const facebookReady = Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET);
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
    httpTimeouts: HTTP_TIMEOUTS,
    media: {
      dir: path.resolve(dataDir, env.MEDIA_DIR || 'media'),
      maxBytes: positive(env.MEDIA_MAX_MB, 10, 'MEDIA_MAX_MB') * 1024 * 1024,
      maxPixels: positive(env.MEDIA_MAX_MEGAPIXELS, 40, 'MEDIA_MAX_MEGAPIXELS') * 1_000_000,
      s3: s3Settings(env),
    },
    publicKeys: {
      googleMapsKey: env.GOOGLE_MAPS_BROWSER_KEY || undefined,
      googleMapsScriptUrl: env.GOOGLE_MAPS_SCRIPT_URL || undefined,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
      googleClientId: env.GOOGLE_CLIENT_ID || undefined,
      // the button shows only when the server can check the token too (app secret set)
      facebookAppId: facebookReady ? env.FACEBOOK_APP_ID : undefined,
      twitterEnabled: Boolean(env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET),
    },
    siteUrl,
    allowedOrigins: (env.ALLOWED_ORIGINS || '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    mail: {
      smtpHost: env.SMTP_HOST || undefined,
      smtpPort: int(env.SMTP_PORT, 587, 'SMTP_PORT'),
      smtpSecure: bool(env.SMTP_SECURE, false),
      smtpUser: env.SMTP_USER || undefined,
      smtpPassword: env.SMTP_PASSWORD || undefined,
      from: env.MAIL_FROM || 'Travel Inspiration <no-reply@localhost>',
      outboxDir: path.join(dataDir, 'outbox'),
    },
    recaptcha: {
      secret: env.RECAPTCHA_SECRET || undefined,
      verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: (env.GOOGLE_ISSUERS || 'https://accounts.google.com,accounts.google.com')
        .split(',')
        .map((s) => s.trim()),
    },
    facebook: {
      appId: facebookReady ? env.FACEBOOK_APP_ID : undefined,
      appSecret: facebookReady ? env.FACEBOOK_APP_SECRET : undefined,
      graphUrl: (env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com/v19.0').replace(/\/+$/, ''),
    },
    twitter: {
      consumerKey: env.TWITTER_CONSUMER_KEY || undefined,
      consumerSecret: env.TWITTER_CONSUMER_SECRET || undefined,
      apiUrl: (env.TWITTER_API_URL || 'https://api.twitter.com').replace(/\/+$/, ''),
      callbackUrl: env.TWITTER_CALLBACK_URL || `${siteUrl}/login?provider=twitter`,
    },
    googlePlaces: {
      apiKey: env.GOOGLE_PLACES_API_KEY || undefined,
      apiUrl: (env.GOOGLE_PLACES_API_URL || 'https://maps.googleapis.com/maps/api/place').replace(/\/+$/, ''),
    },
    youtube: {
      apiKey: env.YOUTUBE_API_KEY || undefined,
      apiUrl: (env.YOUTUBE_API_URL || 'https://www.googleapis.com/youtube/v3').replace(/\/+$/, ''),
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
