import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db';
import { DEFAULT_RATE_LIMITS, type LimitAction, type LimitRule, type RateLimitSettings } from '../config';
import { ApiError } from '../http/errors';

/*
 * The limits themselves (what is counted, how many, how long) are settings: config.ts (DEFAULT_RATE_LIMITS).
 * Their counts live in the database (table rate_limit_counts, the plugin's store), so every API process behind
 * the load balancer sees the same ones: each attempt is counted by one atomic upsert.
 */

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

/** expired rows are deleted at most this often by one process */
const SWEEP_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store on the table rate_limit_counts: one row per key, `count` attempts in a fixed
 * window that ends at `reset_at` (an attempt after it starts a new window at 1).
 */
class DatabaseStore implements FastifyRateLimitStore {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  /** One more attempt on a key, in one statement: two processes can never both take the last attempt. */
  incr(key: string, done: StoreCallback, timeWindow: number): void {
    this.increment(key, timeWindow).then((result) => done(null, result), done);
  }

  /** The live count of a key (0 when its window has ended), not counting an attempt. */
  read(key: string, done: StoreCallback): void {
    this.count(key).then((result) => done(null, result), done);
  }

  /** Every rule shares the one table; the key names the rule. */
  child(): FastifyRateLimitStore {
    return this;
  }

  private async increment(key: string, windowMs: number): Promise<StoreResult> {
    await this.sweep();
    const now = new Date(Date.now());
    const resetAt = new Date(now.getTime() + windowMs);
    const { rows } = await sql<{ count: number; reset_at: Date }>`
      INSERT INTO rate_limit_counts AS c (key, count, reset_at) VALUES (${key}, 1, ${resetAt})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.reset_at <= ${now} THEN 1 ELSE c.count + 1 END,
        reset_at = CASE WHEN c.reset_at <= ${now} THEN EXCLUDED.reset_at ELSE c.reset_at END
      RETURNING count, reset_at`.execute(this.db);
    return { current: rows[0].count, ttl: new Date(rows[0].reset_at).getTime() - now.getTime() };
  }

  private async count(key: string): Promise<StoreResult> {
    const now = Date.now();
    const { rows } = await sql<{ count: number; reset_at: Date }>`
      SELECT count, reset_at FROM rate_limit_counts WHERE key = ${key} AND reset_at > ${new Date(now)}`.execute(
      this.db,
    );
    return rows[0]
      ? { current: rows[0].count, ttl: new Date(rows[0].reset_at).getTime() - now }
      : { current: 0, ttl: 0 };
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await sql`DELETE FROM rate_limit_counts WHERE reset_at <= ${new Date(now)}`.execute(this.db);
  }
}

/** A key's count ends before its window does. */
async function forget(db: Database, key: string): Promise<void> {
  await sql`DELETE FROM rate_limit_counts WHERE key = ${key}`.execute(db);
}

/** @fastify/rate-limit on the database store; no route is limited until it asks (RateLimiter). */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await app.register(rateLimit, {
    global: false,
    store: class extends DatabaseStore {
      constructor() {
        super(db);
      }
    },
  });
}

/** where Retry-After goes (a fastify reply) */
type HeaderSink = Pick<FastifyReply, 'header'>;

export interface RateLimiterOptions {
  /** how a soft delay is waited */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const CAPTCHA_KEY = (account: string) => `login|captcha|${account}`;
const accountKey = (account: string | undefined) => account?.trim().toLowerCase() || undefined;

interface Attempt {
  /** attempts in the window, this one included when it was counted */
  current: number;
  /** the window's end, in seconds from now */
  resetInSeconds: number;
}

/** A limiter's rules for one request: counted against its IP, with Retry-After on its answer when refused. */
export interface RequestLimits {
  check(action: LimitAction, account?: string): Promise<void>;
  hit(action: LimitAction, account?: string): Promise<void>;
  consume(action: LimitAction, account?: string): Promise<void>;
  captchaNeeded(account: string): Promise<boolean>;
  clearIpAccount(action: LimitAction, account: string): Promise<void>;
  resetMailAllowed(account: string, hasWorkingLink: () => Promise<boolean>): Promise<boolean>;
}

/**
 * The account endpoints' rules on @fastify/rate-limit. Kept on top of it, as the plugin has no way to say them:
 * one request counts against several keys (its IP, the account its body or session names, both together), an
 * attempt may be checked before it is counted (sign-in counts failures only) and slowed down before the limit,
 * and too many failures on an account ask for a captcha instead of locking its owner out.
 */
export class RateLimiter {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
    options: RateLimiterOptions = {},
  ) {
    this.sleep = options.sleep ?? sleepFor;
  }

  private keys(action: LimitAction, ip: string, account?: string): Array<[string, LimitRule]> {
    const rules = this.settings.rules[action];
    const out: Array<[string, LimitRule]> = [[`${action}|ip|${ip}`, rules.ip]];
    const who = accountKey(account);
    if (who && rules.account) out.push([`${action}|acct|${who}`, rules.account]);
    if (who && rules.ipAccount) out.push([`${action}|ipacct|${ip}|${who}`, rules.ipAccount]);
    return out;
  }

  /** One key's attempt through the plugin: counted, or only read when `increment` is false. */
  private async attempt(
    req: FastifyRequest,
    key: string,
    max: number,
    windowMs: number,
    increment = true,
  ): Promise<Attempt> {
    // the key is the rule's and the account's, known only at the call: a limit made for this call carries it
    const limit = this.app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: () => key });
    const result = await limit(req, { increment });
    if (result.isAllowed) return { current: 0, resetInSeconds: 0 };
    const current = result.isExceeded ? max + 1 : max - result.remaining;
    return { current, resetInSeconds: Math.max(1, result.ttlInSeconds) };
  }

  private refuse(attempt: Attempt, reply?: HeaderSink): never {
    reply?.header('retry-after', String(attempt.resetInSeconds));
    throw new ApiError(429, 'rate_limited', { minutes: Math.ceil(attempt.resetInSeconds / 60) });
  }

  private delayFor(attempts: number, rule: LimitRule): number {
    return attempts >= rule.soft ? (attempts - rule.soft + 1) * this.settings.delayStepMs : 0;
  }

  private async wait(delayMs: number): Promise<void> {
    if (delayMs > 0) await this.sleep(Math.min(delayMs, this.settings.maxDelayMs));
  }

  /** These rules for one request (what the services take, so they need no request of their own). */
  forRequest(req: FastifyRequest, reply?: HeaderSink): RequestLimits {
    return {
      check: (action, account) => this.check(action, req, account, reply),
      hit: (action, account) => this.hit(action, req, account),
      consume: (action, account) => this.consume(action, req, account, reply),
      captchaNeeded: (account) => this.captchaNeeded(req, account),
      clearIpAccount: (action, account) => this.clearIpAccount(action, req, account),
      resetMailAllowed: (account, hasWorkingLink) => this.resetMailAllowed(req, account, hasWorkingLink),
    };
  }

  /** Refuse (429) when a limit is used up; otherwise wait the soft delay. Does not count the attempt. */
  async check(action: LimitAction, req: FastifyRequest, account?: string, reply?: HeaderSink): Promise<void> {
    let delayMs = 0;
    for (const [key, rule] of this.keys(action, req.ip, account)) {
      const seen = await this.attempt(req, key, rule.hard, rule.windowMs, false);
      if (seen.current >= rule.hard) this.refuse(seen, reply);
      delayMs = Math.max(delayMs, this.delayFor(seen.current, rule));
    }
    await this.wait(delayMs);
  }

  /** Count one attempt (for login: one failure, which also counts towards the account's captcha). */
  async hit(action: LimitAction, req: FastifyRequest, account?: string): Promise<void> {
    for (const [key, rule] of this.keys(action, req.ip, account))
      await this.attempt(req, key, rule.hard, rule.windowMs);
    const who = accountKey(account);
    if (action === 'login' && who) {
      const { failures, windowMs } = this.settings.loginCaptcha;
      await this.attempt(req, CAPTCHA_KEY(who), failures, windowMs);
    }
  }

  /**
   * Count the attempt and allow it, in one step per key (two processes cannot both take the last attempt):
   * 429 when it goes past a limit, else the soft delay. For actions where every attempt counts.
   */
  async consume(action: LimitAction, req: FastifyRequest, account?: string, reply?: HeaderSink): Promise<void> {
    let delayMs = 0;
    for (const [key, rule] of this.keys(action, req.ip, account)) {
      const counted = await this.attempt(req, key, rule.hard, rule.windowMs);
      if (counted.current > rule.hard) this.refuse(counted, reply);
      delayMs = Math.max(delayMs, this.delayFor(counted.current - 1, rule));
    }
    await this.wait(delayMs);
  }

  /**
   * Count one forgot-password mail to `account` asked from this IP and say whether it may go (the resetMails
   * rule). Never refuses the request itself: a mail held back is answered like one sent. `hasWorkingLink` says
   * whether the account holds an unused, unexpired reset link (asked only when its cap is reached).
   */
  async resetMailAllowed(
    req: FastifyRequest,
    account: string,
    hasWorkingLink: () => Promise<boolean>,
  ): Promise<boolean> {
    const { windowMs, perAddress, perAccount } = this.settings.resetMails;
    const who = accountKey(account) ?? '';
    const fromHere = await this.attempt(req, `reset_mail|ipacct|${req.ip}|${who}`, perAddress, windowMs);
    if (fromHere.current > perAddress) return false;
    const toAccount = await this.attempt(req, `reset_mail|acct|${who}`, perAccount, windowMs);
    return toAccount.current <= perAccount || !(await hasWorkingLink());
  }

  /** Whether signing in to this account needs a captcha now (too many wrong passwords on it lately). */
  async captchaNeeded(req: FastifyRequest, account: string): Promise<boolean> {
    const { failures, windowMs } = this.settings.loginCaptcha;
    const seen = await this.attempt(req, CAPTCHA_KEY(accountKey(account) ?? ''), failures, windowMs, false);
    return seen.current >= failures;
  }

  /** A successful sign-in from this IP: its own slow-down on the account ends (the account's captcha count stays). */
  async clearIpAccount(action: LimitAction, req: FastifyRequest, account: string): Promise<void> {
    await forget(this.app.db, `${action}|ipacct|${req.ip}|${accountKey(account)}`);
  }
}
