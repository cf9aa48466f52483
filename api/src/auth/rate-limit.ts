import { ApiError } from '../http/errors';

/**
 * A small in-memory limiter for the account endpoints (ASVS V2.2.1): per client IP and per account, a fixed
 * window of attempts. Past `soft` attempts each one is slowed down a little more (a soft delay); past `hard`
 * the caller gets 429 with Retry-After until the window ends. One API process keeps its own counts, which is
 * what a single-node deployment needs (several nodes would move this to the database or Redis).
 */
export interface LimitRule {
  /** window length (ms) */
  windowMs: number;
  /** attempts allowed before soft delays start */
  soft: number;
  /** attempts allowed in the window; the next one is refused */
  hard: number;
}

export type LimitAction = 'login' | 'signup' | 'user_exists' | 'forgot' | 'reset' | 'resend' | 'verify' | 'social';

export interface RateLimitSettings {
  /** added per attempt past `soft`, capped at maxDelayMs */
  delayStepMs: number;
  maxDelayMs: number;
  rules: Record<LimitAction, { ip: LimitRule; account?: LimitRule }>;
}

const MIN = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  delayStepMs: 400,
  maxDelayMs: 3000,
  rules: {
    // login counts failed attempts only (a success clears the account's count)
    login: { ip: { windowMs: 15 * MIN, soft: 10, hard: 50 }, account: { windowMs: 15 * MIN, soft: 3, hard: 10 } },
    signup: { ip: { windowMs: 60 * MIN, soft: 10, hard: 30 } },
    user_exists: { ip: { windowMs: 15 * MIN, soft: 20, hard: 60 } },
    forgot: { ip: { windowMs: 60 * MIN, soft: 5, hard: 20 }, account: { windowMs: 60 * MIN, soft: 2, hard: 5 } },
    reset: { ip: { windowMs: 15 * MIN, soft: 5, hard: 20 } },
    resend: { ip: { windowMs: 60 * MIN, soft: 5, hard: 20 }, account: { windowMs: 60 * MIN, soft: 2, hard: 5 } },
    verify: { ip: { windowMs: 15 * MIN, soft: 10, hard: 40 } },
    social: { ip: { windowMs: 15 * MIN, soft: 20, hard: 60 } },
  },
};

/** where Retry-After goes (a fastify reply) */
export interface HeaderSink {
  header(name: string, value: string): unknown;
}

interface Bucket {
  count: number;
  resetAt: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(
    private readonly settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private bucket(key: string, windowMs: number): Bucket {
    const now = this.now();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
    }
    let b = this.buckets.get(key);
    if (!b || b.resetAt <= now) {
      b = { count: 0, resetAt: now + windowMs };
      this.buckets.set(key, b);
    }
    return b;
  }

  private keys(action: LimitAction, ip: string, account?: string): Array<[string, LimitRule]> {
    const rule = this.settings.rules[action];
    const out: Array<[string, LimitRule]> = [[`${action}|ip|${ip}`, rule.ip]];
    if (account && rule.account) out.push([`${action}|acct|${account.trim().toLowerCase()}`, rule.account]);
    return out;
  }

  /** Refuse (429) when a limit is used up; otherwise wait the soft delay. Does not count the attempt. */
  async check(action: LimitAction, ip: string, account?: string, reply?: HeaderSink): Promise<void> {
    let delay = 0;
    for (const [key, rule] of this.keys(action, ip, account)) {
      const b = this.bucket(key, rule.windowMs);
      if (b.count >= rule.hard) {
        const seconds = Math.max(1, Math.ceil((b.resetAt - this.now()) / 1000));
        reply?.header('retry-after', String(seconds));
        throw new ApiError(429, 'rate_limited', { minutes: Math.ceil(seconds / 60) });
      }
      if (b.count >= rule.soft) delay = Math.max(delay, (b.count - rule.soft + 1) * this.settings.delayStepMs);
    }
    if (delay > 0) await sleep(Math.min(delay, this.settings.maxDelayMs));
  }

  /** Count one attempt (for login: one failure). */
  hit(action: LimitAction, ip: string, account?: string): void {
    for (const [key, rule] of this.keys(action, ip, account)) this.bucket(key, rule.windowMs).count += 1;
  }

  /** check + hit: for actions where every attempt counts. */
  async consume(action: LimitAction, ip: string, account?: string, reply?: HeaderSink): Promise<void> {
    await this.check(action, ip, account, reply);
    this.hit(action, ip, account);
  }

  /** Forget an account's count (a successful sign-in). */
  clearAccount(action: LimitAction, account: string): void {
    this.buckets.delete(`${action}|acct|${account.trim().toLowerCase()}`);
  }
}
