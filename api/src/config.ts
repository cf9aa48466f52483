import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import ajvErrors from 'ajv-errors';
import envSchema from 'env-schema';
import { HTTP_TIMEOUTS, type HttpTimeouts } from 'site-server/timeouts';

/** scrypt parameters; production uses the OWASP/ASVS strength below, tests may lower N. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
export const STRONG_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

// how long a client may take: the limits every server of the site applies (the shell's and the remotes' too)
export { HTTP_TIMEOUTS, type HttpTimeouts } from 'site-server/timeouts';

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
    /** how many uploads not yet in a post one user may hold at once (default MAX_LOOSE_UPLOADS) */
    maxLooseUploads?: number;
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
    /** the open map's tiles (MAP_TILE_URL; null: none, the map draws on a plain ground) and their credit */
    mapTileUrl?: string | null;
    mapTileAttribution?: string;
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
  /** Google's Directions API for the legs of an itinerary (POST /plan/directions); estimates without a server key */
  googleDirections?: { apiKey?: string; apiUrl: string };
  /**
   * An OSRM routing service (ROUTING_URL) for the walk and drive legs Google does not answer; a leg it has not
   * answered within timeoutMs (ROUTING_TIMEOUT_MS) is estimated instead
   */
  routing?: { url?: string; timeoutMs: number };
  /** YouTube Data API v3 (chapters of a video's description → suggested places); off without a key */
  youtube?: { apiKey?: string; apiUrl: string };
}

/**
 * Limits of the account endpoints (ASVS V2.2.1): fixed windows of attempts per client IP, per account, or per IP
 * and account together, counted by @fastify/rate-limit. Past `soft` attempts each one is slowed down a little
 * more (a soft delay); past `hard` the caller gets 429 with Retry-After until the window ends.
 */
export interface LimitRule {
  /** window length (ms) */
  windowMs: number;
  /** attempts allowed before soft delays start */
  soft: number;
  /** attempts allowed in the window; the next one is refused */
  hard: number;
}

export type LimitAction =
  | 'login'
  | 'signup'
  | 'user_exists'
  | 'forgot'
  | 'reset'
  | 'resend'
  | 'verify'
  | 'social'
  | 'mail'
  | 'moderate'
  | 'upload'
  | 'passkey';

/** Who a rule counts: every attempt from one IP, every attempt on one account, or one IP's attempts on one account. */
export interface ActionRules {
  ip: LimitRule;
  account?: LimitRule;
  ipAccount?: LimitRule;
}

export interface RateLimitSettings {
  /** added per attempt past `soft`, capped at maxDelayMs */
  delayStepMs: number;
  maxDelayMs: number;
  rules: Record<LimitAction, ActionRules>;
  /**
   * Sign-in never locks an account: after `failures` wrong passwords on one account (from anywhere) within the
   * window, every sign-in to it needs a solved captcha, which the owner can give and a password-guessing script
   * cannot.
   */
  loginCaptcha: { windowMs: number; failures: number };
  /**
   * Forgot-password mails to one account, capped quietly (the answer never changes, so nobody learns which
   * addresses have an account): one IP may have `perAddress` mails sent to an account in the window, and an
   * account gets at most `perAccount` from everywhere while a link it was sent still works. A stranger asking
   * for someone's reset can therefore flood neither their mailbox nor their allowance: the owner asking from
   * their own address still gets a mail, and in any case holds a working link.
   */
  resetMails: { windowMs: number; perAddress: number; perAccount: number };
}

const MIN = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  delayStepMs: 400,
  maxDelayMs: 3000,
  rules: {
    // login counts failed attempts only; the owner signing in from elsewhere is never refused for them
    login: { ip: { windowMs: 15 * MIN, soft: 10, hard: 100 }, ipAccount: { windowMs: 15 * MIN, soft: 3, hard: 30 } },
    signup: { ip: { windowMs: 60 * MIN, soft: 10, hard: 30 } },
    user_exists: { ip: { windowMs: 15 * MIN, soft: 20, hard: 60 } },
    // per IP only: a count per account would let anyone spend its owner's allowance (its mails are capped
    // quietly instead, see resetMails)
    forgot: { ip: { windowMs: 60 * MIN, soft: 5, hard: 20 } },
    reset: { ip: { windowMs: 15 * MIN, soft: 5, hard: 20 } },
    resend: { ip: { windowMs: 60 * MIN, soft: 5, hard: 20 }, account: { windowMs: 60 * MIN, soft: 2, hard: 5 } },
    verify: { ip: { windowMs: 15 * MIN, soft: 10, hard: 40 } },
    social: { ip: { windowMs: 15 * MIN, soft: 20, hard: 60 } },
    // every request that sends mail (sign-up, resend, forgot password, e-mail change) also counts here: whatever
    // the path, one IP or one account can only make the site send so many mails an hour
    mail: { ip: { windowMs: 60 * MIN, soft: 20, hard: 40 }, account: { windowMs: 60 * MIN, soft: 5, hard: 10 } },
    // every call of the admin's moderation: a person reading a queue and acting on it never comes near this; a
    // stolen admin session or a runaway script is slowed, then stopped
    moderate: {
      ip: { windowMs: 15 * MIN, soft: 300, hard: 600 },
      account: { windowMs: 15 * MIN, soft: 150, hard: 300 },
    },
    // every post photo or video upload: a post takes at most 20, so one person filling a post is never refused;
    // each photo costs the server a decode and a re-encode, so a script is stopped after as many
    upload: {
      ip: { windowMs: 10 * MIN, soft: 100, hard: 100 },
      account: { windowMs: 10 * MIN, soft: 20, hard: 20 },
    },
    // every passkey ceremony started (its challenge is stored until it is used or expires): a person signing in,
    // signing up or adding a passkey starts a few; a script filling the table is stopped
    passkey: { ip: { windowMs: 15 * MIN, soft: 30, hard: 100 } },
  },
  loginCaptcha: { windowMs: 15 * MIN, failures: 5 },
  resetMails: { windowMs: 60 * MIN, perAddress: 3, perAccount: 10 },
};

/**
 * The limits with every per-address count (`ip`) multiplied by `factor` (RATE_LIMIT_IP_FACTOR): many people
 * behind one address (a campus, an office's NAT, a test suite) share its counts. Per-account counts stay as they
 * are, so one account is never given more.
 */
export function withIpLimitsScaled(settings: RateLimitSettings, factor: number): RateLimitSettings {
  const rules = Object.fromEntries(
    Object.entries(settings.rules).map(([action, rules]) => [
      action,
      {
        ...rules,
        ip: { ...rules.ip, soft: Math.ceil(rules.ip.soft * factor), hard: Math.ceil(rules.ip.hard * factor) },
      },
    ]),
  ) as RateLimitSettings['rules'];
  return { ...settings, rules };
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), from the S3_* settings. */
export interface S3Settings {
  bucket: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (default: AWS for the region) */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (MinIO and most compatibles) instead of https://bucket.endpoint/key */
  forcePathStyle: boolean;
  /** prepended to every object key, e.g. "post-media/" */
  prefix: string;
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

/** The words a yes/no variable may be, in any case: `1`, `true`, `yes`, `on` mean yes. */
const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];
const yesNo = Type.Optional(
  Type.String({
    enum: [...new Set([...YES, ...NO].flatMap((w) => [w, w.toUpperCase(), w[0].toUpperCase() + w.slice(1)]))],
    errorMessage: 'must be true or false (or 1/0, yes/no, on/off)',
  }),
);
const port = (fallback: number) =>
  Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: fallback,
    errorMessage: 'must be an integer between 0 and 65535',
  });
const positive = (fallback: number) =>
  Type.Number({ exclusiveMinimum: 0, default: fallback, errorMessage: 'must be a positive number' });
/**
 * OpenStreetMap's own tiles (https://operations.osmfoundation.org/policies/tiles/: for light use, with its credit
 * shown); a busy site sets MAP_TILE_URL to a tile service of its own or a provider's.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const text = (fallback: string) => Type.String({ default: fallback });
const optional = Type.Optional(Type.String());

/**
 * Every environment variable the API reads, with its type and default. A variable set to the empty string
 * counts as unset (its default applies), except S3_PREFIX, where empty means "no prefix".
 */
export const EnvSchema = Type.Object({
  NODE_ENV: text('development'),
  PORT: port(3000),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('data'),
  DATABASE_URL: optional,
  ADMIN_EMAIL: text('admin@example.com'),
  ADMIN_PASSWORD: optional,
  APP_JS: optional,
  APP_JS_FILE: text('shell/dist/app-info.json'),
  COOKIE_SECURE: yesNo,
  SEED_DEMO: yesNo,
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info', errorMessage: 'must be one of fatal, error, warn, info, debug, trace, silent' },
  ),
  TRUST_PROXY: yesNo,
  RATE_LIMIT_IP_FACTOR: positive(1),
  MEDIA_DIR: text('media'),
  MEDIA_MAX_MB: positive(10),
  MEDIA_MAX_MEGAPIXELS: positive(40),
  S3_BUCKET: optional,
  S3_REGION: text('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_ENDPOINT: Type.Optional(
    Type.String({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/]+', errorMessage: 'must be an http(s) URL' }),
  ),
  S3_FORCE_PATH_STYLE: yesNo,
  S3_PREFIX: text('post-media/'),
  GOOGLE_MAPS_BROWSER_KEY: optional,
  GOOGLE_MAPS_SCRIPT_URL: optional,
  /** the open map's tiles: an http(s) URL with {z}, {x} and {y}, or `none` (no tiles: pins and lines only) */
  MAP_TILE_URL: Type.String({
    default: DEFAULT_MAP_TILE_URL,
    pattern: '^(none|[Hh][Tt][Tt][Pp][Ss]?://[^/]+/.*\\{z\\}.*\\{x\\}.*\\{y\\}.*)$',
    errorMessage: 'must be an http(s) URL with {z}, {x} and {y}, or none',
  }),
  /** the credit the tiles' licence asks for, shown on every map (default: OpenStreetMap's, in the page's language) */
  MAP_TILE_ATTRIBUTION: optional,
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_VERIFY_URL: text('https://www.google.com/recaptcha/api/siteverify'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: text('https://www.googleapis.com/oauth2/v3/certs'),
  /** comma-separated */
  GOOGLE_ISSUERS: text('https://accounts.google.com,accounts.google.com'),
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  FACEBOOK_GRAPH_URL: text('https://graph.facebook.com/v19.0'),
  TWITTER_CONSUMER_KEY: optional,
  TWITTER_CONSUMER_SECRET: optional,
  TWITTER_API_URL: text('https://api.twitter.com'),
  TWITTER_CALLBACK_URL: optional,
  /** the site's origin; default http://localhost:SHELL_PORT */
  SITE_URL: optional,
  SHELL_PORT: port(8080),
  /** comma-separated */
  ALLOWED_ORIGINS: text(''),
  SMTP_HOST: optional,
  SMTP_PORT: port(587),
  SMTP_SECURE: yesNo,
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  MAIL_FROM: text('Travel Inspiration <no-reply@localhost>'),
  GOOGLE_PLACES_API_KEY: optional,
  GOOGLE_PLACES_API_URL: text('https://maps.googleapis.com/maps/api/place'),
  GOOGLE_DIRECTIONS_API_KEY: optional,
  GOOGLE_DIRECTIONS_API_URL: text('https://maps.googleapis.com/maps/api/directions'),
  ROUTING_URL: Type.Optional(
    Type.String({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/]+', errorMessage: 'must be an http(s) URL' }),
  ),
  ROUTING_TIMEOUT_MS: positive(5000),
  YOUTUBE_API_KEY: optional,
  YOUTUBE_API_URL: text('https://www.googleapis.com/youtube/v3'),
});
export type Env = Static<typeof EnvSchema>;

/** A setting that is not valid: thrown at start, naming each variable and what it must be (never its value). */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`invalid environment: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** The environment checked against EnvSchema, its defaults filled in. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const given = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== undefined && (value !== '' || name === 'S3_PREFIX')),
  );
  try {
    return envSchema<Env>({
      schema: structuredClone(EnvSchema),
      data: given,
      env: false,
      ajv: { customOptions: (ajv) => ajvErrors(ajv) },
    });
  } catch (err) {
    const errors = (err as { errors?: { instancePath: string; message?: string }[] }).errors;
    if (!errors) throw err;
    throw new ConfigError(errors.map((e) => `${e.instancePath.replace(/^\//, '')} ${e.message ?? 'is not valid'}`));
  }
}

const isYes = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : YES.includes(value.toLowerCase());
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The S3_* settings of post media, or undefined (local folder) when S3_BUCKET is not set. */
function s3Settings(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(['S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY']);
  const prefix = env.S3_PREFIX.replace(/^\/+/, '');
  return {
    bucket: env.S3_BUCKET,
    endpoint: withoutTrailingSlash(env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`),
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: isYes(env.S3_FORCE_PATH_STYLE, false),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

/**
 * Passkeys (WebAuthn) from the site's address (SITE_URL): the relying party's id is its host name (a passkey made
 * for it works on that host and its subdomains), and the one origin a ceremony may come from is its origin, which
 * the browser writes into what the authenticator signs (behind nginx: the site's address, never the API's own).
 */
export function passkeyRelyingParty(siteUrl: string): { rpId: string; origin: string } {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new ConfigError(['SITE_URL must be an http(s) URL']);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(['SITE_URL must be an http(s) URL']);
  return { rpId: url.hostname, origin: url.origin };
}

/** Read the configuration from environment variables (EnvSchema); an invalid one is a ConfigError. */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const env = readEnv(processEnv);
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  const siteUrl = withoutTrailingSlash(env.SITE_URL ?? `http://localhost:${env.SHELL_PORT}`);
  passkeyRelyingParty(siteUrl); // refused at start when SITE_URL is not an http(s) URL
  const facebookReady = Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET);
  return {
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    adminEmail: env.ADMIN_EMAIL.trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? (production ? null : 'travel-admin-2026'),
    appJs: env.APP_JS ?? null,
    appJsFile: path.resolve(cwd, env.APP_JS_FILE),
    cookieSecure: isYes(env.COOKIE_SECURE, production),
    seed: isYes(env.SEED_DEMO, true),
    scrypt: STRONG_SCRYPT,
    logLevel: env.LOG_LEVEL,
    trustProxy: isYes(env.TRUST_PROXY, false),
    httpTimeouts: HTTP_TIMEOUTS,
    rateLimits: withIpLimitsScaled(DEFAULT_RATE_LIMITS, env.RATE_LIMIT_IP_FACTOR),
    media: {
      dir: path.resolve(dataDir, env.MEDIA_DIR),
      maxBytes: env.MEDIA_MAX_MB * 1024 * 1024,
      maxPixels: env.MEDIA_MAX_MEGAPIXELS * 1_000_000,
      s3: s3Settings(env),
    },
    publicKeys: {
      googleMapsKey: env.GOOGLE_MAPS_BROWSER_KEY,
      googleMapsScriptUrl: env.GOOGLE_MAPS_SCRIPT_URL,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      googleClientId: env.GOOGLE_CLIENT_ID,
      // the button shows only when the server can check the token too (app secret set)
      facebookAppId: facebookReady ? env.FACEBOOK_APP_ID : undefined,
      twitterEnabled: Boolean(env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET),
      mapTileUrl: env.MAP_TILE_URL === 'none' ? null : env.MAP_TILE_URL,
      mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    },
    siteUrl,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    mail: {
      smtpHost: env.SMTP_HOST,
      smtpPort: env.SMTP_PORT,
      smtpSecure: isYes(env.SMTP_SECURE, false),
      smtpUser: env.SMTP_USER,
      smtpPassword: env.SMTP_PASSWORD,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    recaptcha: { secret: env.RECAPTCHA_SECRET, verifyUrl: env.RECAPTCHA_VERIFY_URL },
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL, issuers: list(env.GOOGLE_ISSUERS) },
    facebook: {
      appId: facebookReady ? env.FACEBOOK_APP_ID : undefined,
      appSecret: facebookReady ? env.FACEBOOK_APP_SECRET : undefined,
      graphUrl: withoutTrailingSlash(env.FACEBOOK_GRAPH_URL),
    },
    twitter: {
      consumerKey: env.TWITTER_CONSUMER_KEY,
      consumerSecret: env.TWITTER_CONSUMER_SECRET,
      apiUrl: withoutTrailingSlash(env.TWITTER_API_URL),
      callbackUrl: env.TWITTER_CALLBACK_URL ?? `${siteUrl}/login?provider=twitter`,
    },
    googlePlaces: {
      apiKey: env.GOOGLE_PLACES_API_KEY,
      apiUrl: withoutTrailingSlash(env.GOOGLE_PLACES_API_URL),
    },
    googleDirections: {
      apiKey: env.GOOGLE_DIRECTIONS_API_KEY,
      apiUrl: withoutTrailingSlash(env.GOOGLE_DIRECTIONS_API_URL),
    },
    routing: {
      url: env.ROUTING_URL === undefined ? undefined : withoutTrailingSlash(env.ROUTING_URL),
      timeoutMs: env.ROUTING_TIMEOUT_MS,
    },
    youtube: { apiKey: env.YOUTUBE_API_KEY, apiUrl: withoutTrailingSlash(env.YOUTUBE_API_URL) },
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
