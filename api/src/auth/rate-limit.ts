import { sql } from 'kysely';
import type { Database } from '../db';
import { ApiError } from '../http/errors';

/**
 * Limits of the account endpoints (ASVS V2.2.1): fixed windows of attempts per client IP, per account, or per IP
 * and account together. Past `soft` attempts each one is slowed down a little more (a soft delay); past `hard`
 * the caller gets 429 with Retry-After until the window ends.
 *
 * The counts live in the database (table rate_limit_counts), so every API process behind the load balancer sees
 * the same ones: each attempt is counted by one atomic upsert, which also decides whether it is allowed.
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
  'login' | 'signup' | 'user_exists' | 'forgot' | 'reset' | 'resend' | 'verify' | 'social' | 'mail';

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
    forgot: { ip: { windowMs: 60 * MIN, soft: 5, hard: 20 }, account: { windowMs: 60 * MIN, soft: 2, hard: 5 } },
    reset: { ip: { windowMs: 15 * MIN, soft: 5, hard: 20 } },
    resend: { ip: { windowMs: 60 * MIN, soft: 5, hard: 20 }, account: { windowMs: 60 * MIN, soft: 2, hard: 5 } },
    verify: { ip: { windowMs: 15 * MIN, soft: 10, hard: 40 } },
    social: { ip: { windowMs: 15 * MIN, soft: 20, hard: 60 } },
    // every request that sends mail (sign-up, resend, forgot password, e-mail change) also counts here: whatever
    // the path, one IP or one account can only make the site send so many mails an hour
    mail: { ip: { windowMs: 60 * MIN, soft: 20, hard: 40 }, account: { windowMs: 60 * MIN, soft: 5, hard: 10 } },
  },
  loginCaptcha: { windowMs: 15 * MIN, failures: 5 },
};

/** where Retry-After goes (a fastify reply) */
export interface HeaderSink {
  header(name: string, value: string): unknown;
}

interface Count {
  count: number;
  resetAt: number;
}

export interface RateLimiterOptions {
  /** the clock (ms); the windows of every process follow it */
  now?: () => number;
  /** how a soft delay is waited */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** expired rows are deleted at most this often by one process */
const SWEEP_EVERY_MS = 60_000;
const CAPTCHA_KEY = (account: string) => `login|captcha|${account}`;

export class RateLimiter {
  private lastSweep = 0;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
    options: RateLimiterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? sleepFor;
  }

  private keys(action: LimitAction, ip: string, account?: string): Array<[string, LimitRule]> {
    const rules = this.settings.rules[action];
    const out: Array<[string, LimitRule]> = [[`${action}|ip|${ip}`, rules.ip]];
    const who = account?.trim().toLowerCase();
    if (who && rules.account) out.push([`${action}|acct|${who}`, rules.account]);
    if (who && rules.ipAccount) out.push([`${action}|ipacct|${ip}|${who}`, rules.ipAccount]);
    return out;
  }

  private async sweep(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await sql`DELETE FROM rate_limit_counts WHERE reset_at <= ${new Date(now)}`.execute(this.db);
  }

  /** The live counts of these keys (a key whose window ended counts 0). */
  private async read(keys: string[]): Promise<Map<string, Count>> {
    const { rows } = await sql<{ key: string; count: number; reset_at: Date }>`
      SELECT key, count, reset_at FROM rate_limit_counts
       WHERE key = ANY(${keys}::text[]) AND reset_at > ${new Date(this.now())}`.execute(this.db);
    return new Map(rows.map((r) => [r.key, { count: r.count, resetAt: new Date(r.reset_at).getTime() }]));
  }

  /** One more attempt on a key, in one statement (a window that ended starts again at 1). */
  private async increment(key: string, windowMs: number): Promise<Count> {
    const now = new Date(this.now());
    const resetAt = new Date(now.getTime() + windowMs);
    const { rows } = await sql<{ count: number; reset_at: Date }>`
      INSERT INTO rate_limit_counts AS c (key, count, reset_at) VALUES (${key}, 1, ${resetAt})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.reset_at <= ${now} THEN 1 ELSE c.count + 1 END,
        reset_at = CASE WHEN c.reset_at <= ${now} THEN EXCLUDED.reset_at ELSE c.reset_at END
      RETURNING count, reset_at`.execute(this.db);
    return { count: rows[0].count, resetAt: new Date(rows[0].reset_at).getTime() };
  }

  private refuse(resetAt: number, reply?: HeaderSink): never {
    const seconds = Math.max(1, Math.ceil((resetAt - this.now()) / 1000));
    reply?.header('retry-after', String(seconds));
    throw new ApiError(429, 'rate_limited', { minutes: Math.ceil(seconds / 60) });
  }

  private delayFor(attempts: number, rule: LimitRule): number {
    return attempts >= rule.soft ? (attempts - rule.soft + 1) * this.settings.delayStepMs : 0;
  }

  private async wait(delayMs: number): Promise<void> {
    if (delayMs > 0) await this.sleep(Math.min(delayMs, this.settings.maxDelayMs));
  }

  /** Refuse (429) when a limit is used up; otherwise wait the soft delay. Does not count the attempt. */
  async check(action: LimitAction, ip: string, account?: string, reply?: HeaderSink): Promise<void> {
    await this.sweep();
    const keys = this.keys(action, ip, account);
    const counts = await this.read(keys.map(([key]) => key));
    let delayMs = 0;
    for (const [key, rule] of keys) {
      const c = counts.get(key);
      if (!c) continue;
      if (c.count >= rule.hard) this.refuse(c.resetAt, reply);
      delayMs = Math.max(delayMs, this.delayFor(c.count, rule));
    }
    await this.wait(delayMs);
  }

  /** Count one attempt (for login: one failure, which also counts towards the account's captcha). */
  async hit(action: LimitAction, ip: string, account?: string): Promise<void> {
    for (const [key, rule] of this.keys(action, ip, account)) await this.increment(key, rule.windowMs);
    const who = account?.trim().toLowerCase();
    if (action === 'login' && who) await this.increment(CAPTCHA_KEY(who), this.settings.loginCaptcha.windowMs);
  }

  /**
   * Count the attempt and allow it, in one step per key (two processes cannot both take the last attempt):
   * 429 when it goes past a limit, else the soft delay. For actions where every attempt counts.
   */
  async consume(action: LimitAction, ip: string, account?: string, reply?: HeaderSink): Promise<void> {
    await this.sweep();
    let delayMs = 0;
    for (const [key, rule] of this.keys(action, ip, account)) {
      const c = await this.increment(key, rule.windowMs);
      if (c.count > rule.hard) this.refuse(c.resetAt, reply);
      delayMs = Math.max(delayMs, this.delayFor(c.count - 1, rule));
    }
    await this.wait(delayMs);
  }

  /** Whether signing in to this account needs a captcha now (too many wrong passwords on it lately). */
  async captchaNeeded(account: string): Promise<boolean> {
    const key = CAPTCHA_KEY(account.trim().toLowerCase());
    const c = (await this.read([key])).get(key);
    return !!c && c.count >= this.settings.loginCaptcha.failures;
  }

  /** A successful sign-in from this IP: its own slow-down on the account ends (the account's captcha count stays). */
  async clearIpAccount(action: LimitAction, ip: string, account: string): Promise<void> {
    const key = `${action}|ipacct|${ip}|${account.trim().toLowerCase()}`;
    await sql`DELETE FROM rate_limit_counts WHERE key = ${key}`.execute(this.db);
  }
}
