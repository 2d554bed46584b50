import { SIGN_IN_THROTTLE } from "#contracts/admin.ts";
import { waitInWords } from "#server/limits/limit-message.ts";

/** The 429 message of the sign-in throttle, with the wait. */
export function throttledMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${waitInWords(seconds)}.`;
}

/** What the sign-in routes need of a throttle, in memory or shared through the database. */
export interface SignInLimiter {
  /** Counts an attempt as a failure (until `succeeded`) and answers 0, or the seconds to wait when it is refused. */
  attempt(username: string, address: string): Promise<number>;
  succeeded(username: string, address: string): Promise<void>;
}

export interface ThrottleLimits {
  windowMs: number;
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
}

/**
 * Counts sign-in attempts per username and per client address over a sliding window
 * (numbers in contracts/admin.ts SIGN_IN_THROTTLE: 5 per username and 20 per address in
 * 15 minutes). An attempt is counted when it starts, so a burst of parallel
 * guesses cannot slip past the limit; a successful sign-in takes its own attempt back and
 * clears the username's count. Usernames are counted whether or not they exist, so a 429
 * says nothing about which accounts exist.
 *
 * Memory is bounded: each key keeps at most `max + 1` timestamps and at most `maxKeys`
 * keys are kept (the oldest are dropped first). Counted per instance, for SQLite (one
 * process); on PostgreSQL all instances share SharedSignInThrottle (server/limits).
 */
export class SignInThrottle implements SignInLimiter {
  private readonly byUsername = new Map<string, number[]>();
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

  /** Seconds to wait when this attempt is refused, or 0 when it may go ahead. */
  retryAfterSeconds(username: string, address: string): number {
    const user = this.recent(this.byUsername, normalise(username));
    const addr = this.recent(this.byAddress, address);
    const blockedUntil = (list: number[], max: number) => {
      if (list.length < max) return 0;
      const oldestCounted = list[list.length - max] ?? 0;
      return oldestCounted + this.limits.windowMs;
    };
    const until = Math.max(
      blockedUntil(user, this.limits.maxFailuresPerUsername),
      blockedUntil(addr, this.limits.maxFailuresPerAddress),
    );
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - this.now().getTime()) / 1000));
  }

  /** Counts an attempt as a failure until `succeeded` says otherwise. */
  begin(username: string, address: string): void {
    this.add(this.byUsername, normalise(username), this.limits.maxFailuresPerUsername);
    this.add(this.byAddress, address, this.limits.maxFailuresPerAddress);
  }

  async attempt(username: string, address: string): Promise<number> {
    const wait = this.retryAfterSeconds(username, address);
    if (wait === 0) this.begin(username, address);
    return wait;
  }

  async succeeded(username: string, address: string): Promise<void> {
    this.byUsername.delete(normalise(username));
    const list = this.byAddress.get(address);
    if (list && list.length > 0) list.pop();
  }
}

export function normalise(username: string): string {
  return username.trim().toLowerCase();
}
