import type { FastifyReply } from "fastify";
import { SIGN_IN_THROTTLE } from "#contracts/auth/session.ts";
import { waitInWords } from "#server/platform/limits/limit-message.ts";

/** The 429 message of the sign-in throttle, with the wait. */
export function throttledMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${waitInWords(seconds)}.`;
}

/** Answers the JSON API's throttled attempt: 429, Retry-After in seconds and the message. */
export function sendThrottled(reply: FastifyReply, seconds: number) {
  return reply
    .code(429)
    .header("retry-after", String(seconds))
    .send({ error: throttledMessage(seconds) });
}

/**
 * Who is trying: the username typed, the client's key (server/platform/limits/client-key.ts), and
 * the known-device id when the browser holds a cookie from an earlier sign-in to that very
 * account (server/auth/known-devices.ts), or null.
 */
export interface SignInAttempt {
  username: string;
  address: string;
  device: string | null;
}

/** What the sign-in routes need of a throttle, in memory or shared through the database. */
export interface SignInLimiter {
  /** Counts an attempt as a failure (until `succeeded`) and answers 0, or the seconds to wait when it is refused. */
  attempt(who: SignInAttempt): Promise<number>;
  succeeded(who: SignInAttempt): Promise<void>;
  /** Takes this attempt back without clearing the count: a right password that a code must follow. */
  forgive(who: SignInAttempt): Promise<void>;
  /** True when the account (for new browsers) or this known browser is now refused: a lockout to record. */
  locked(who: SignInAttempt): Promise<boolean>;
}

export interface ThrottleLimits {
  windowMs: number;
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
}

/**
 * The counter an attempt counts under besides its address. Failures for a username from
 * browsers never seen signing in to it share one count; a known browser has a count of its
 * own, so strangers guessing (or locking) the owner's name never keep the owner's browser
 * out (OWASP's device cookies). Known browsers still count per address too.
 */
export function accountKey({ username, device }: SignInAttempt): string {
  return device === null ? `user:${normalise(username)}` : `device:${device}`;
}

/**
 * Counts sign-in attempts per account key (above) and per client over a sliding window
 * (numbers in contracts/auth/session.ts SIGN_IN_THROTTLE: 5 per account key and 20 per client in
 * 15 minutes). An attempt is counted when it starts, so a burst of parallel
 * guesses cannot slip past the limit; a successful sign-in takes its own attempt back and
 * clears the username's count. Usernames are counted whether or not they exist, so a 429
 * says nothing about which accounts exist.
 *
 * Memory is bounded: each key keeps at most `max + 1` timestamps and at most `maxKeys`
 * keys are kept (the oldest are dropped first). Counted per instance, for SQLite (one
 * process); on PostgreSQL all instances share SharedSignInThrottle (shared-sign-in-throttle.ts).
 */
export class SignInThrottle implements SignInLimiter {
  private readonly byAccount = new Map<string, number[]>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    private readonly now: () => Date,
    private readonly limits: ThrottleLimits = SIGN_IN_THROTTLE,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(map: Map<string, number[]>, key: string): number[] {
    const since = this.now().getTime() - this.limits.windowMs;
    const list = (map.get(key) ?? []).filter((time) => time > since);
    if (list.length === 0) map.delete(key);
    else map.set(key, list);
    return list;
  }

  private add(map: Map<string, number[]>, key: string, max: number): void {
    const list = this.recent(map, key);
    list.push(this.now().getTime());
    if (list.length > max + 1) list.splice(0, list.length - (max + 1));
    map.delete(key);
    map.set(key, list); // re-insert: Map order is then least recently used first
    while (map.size > this.maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }

  private blockedUntil(list: number[], max: number): number {
    if (list.length < max) return 0;
    const oldestCounted = list[list.length - max] ?? 0;
    return oldestCounted + this.limits.windowMs;
  }

  private seconds(until: number): number {
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - this.now().getTime()) / 1000));
  }

  /** Seconds to wait when this attempt is refused, or 0 when it may go ahead. */
  retryAfterSeconds(who: SignInAttempt): number {
    const account = this.recent(this.byAccount, accountKey(who));
    const addr = this.recent(this.byAddress, who.address);
    return this.seconds(
      Math.max(
        this.blockedUntil(account, this.limits.maxFailuresPerUsername),
        this.blockedUntil(addr, this.limits.maxFailuresPerAddress),
      ),
    );
  }

  /** Counts an attempt as a failure until `succeeded` says otherwise. */
  begin(who: SignInAttempt): void {
    this.add(this.byAccount, accountKey(who), this.limits.maxFailuresPerUsername);
    this.add(this.byAddress, who.address, this.limits.maxFailuresPerAddress);
  }

  async attempt(who: SignInAttempt): Promise<number> {
    const wait = this.retryAfterSeconds(who);
    if (wait === 0) this.begin(who);
    return wait;
  }

  async succeeded(who: SignInAttempt): Promise<void> {
    this.byAccount.delete(accountKey(who));
    this.byAccount.delete(accountKey({ ...who, device: null }));
    const list = this.byAddress.get(who.address);
    if (list && list.length > 0) list.pop();
  }

  async forgive(who: SignInAttempt): Promise<void> {
    this.byAccount.get(accountKey(who))?.pop();
    this.byAddress.get(who.address)?.pop();
  }

  async locked(who: SignInAttempt): Promise<boolean> {
    const account = this.recent(this.byAccount, accountKey(who));
    return this.blockedUntil(account, this.limits.maxFailuresPerUsername) > 0;
  }
}

function normalise(username: string): string {
  return username.trim().toLowerCase();
}
