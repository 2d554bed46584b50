import { SIGN_IN_THROTTLE } from "#contracts/auth/session.ts";
import type { Counted, SharedCounters } from "#server/platform/limits/shared-limits.ts";
import { accountKey, type SignInAttempt, type SignInLimiter, type ThrottleLimits } from "./throttle.ts";

/**
 * The sign-in throttle of contracts/auth/session.ts SIGN_IN_THROTTLE, shared: failures per account
 * key (the username for new browsers, or one known browser: server/auth/throttle.ts
 * accountKey) and per client, counted in fixed windows that start with the first failure.
 */
export class SharedSignInThrottle implements SignInLimiter {
  constructor(
    private readonly counters: SharedCounters,
    private readonly now: () => Date,
    private readonly limits: ThrottleLimits = SIGN_IN_THROTTLE,
  ) {}

  private keys(who: SignInAttempt) {
    return { account: `sign-in:${accountKey(who)}`, address: `sign-in:address:${who.address}` };
  }

  /** Seconds until the later window of the ones over their limit ends; 0 when none is. */
  private wait(
    account: Counted | undefined,
    address: Counted | undefined,
    over: (count: number, max: number) => boolean,
    now: number,
  ): number {
    const until = Math.max(
      account && over(account.count, this.limits.maxFailuresPerUsername) ? account.expiresAt : 0,
      address && over(address.count, this.limits.maxFailuresPerAddress) ? address.expiresAt : 0,
    );
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - now) / 1000));
  }

  async attempt(who: SignInAttempt): Promise<number> {
    const now = this.now().getTime();
    const keys = this.keys(who);
    const counted = await this.counters.read([keys.account, keys.address], now);
    const refused = this.wait(counted.get(keys.account), counted.get(keys.address), (count, max) => count >= max, now);
    if (refused > 0) return refused;
    // Parallel attempts (on any instance) may all pass the read: the counts they get decide.
    const [account, addr] = await Promise.all([
      this.counters.increment(keys.account, this.limits.windowMs, now),
      this.counters.increment(keys.address, this.limits.windowMs, now),
    ]);
    return this.wait(account, addr, (count, max) => count > max, now);
  }

  async succeeded(who: SignInAttempt): Promise<void> {
    const keys = this.keys(who);
    const username = `sign-in:${accountKey({ ...who, device: null })}`;
    await Promise.all([
      this.counters.remove(keys.account),
      this.counters.remove(username),
      this.counters.takeBack(keys.address),
    ]);
  }

  async forgive(who: SignInAttempt): Promise<void> {
    const keys = this.keys(who);
    await Promise.all([this.counters.takeBack(keys.account), this.counters.takeBack(keys.address)]);
  }

  async locked(who: SignInAttempt): Promise<boolean> {
    const now = this.now().getTime();
    const key = this.keys(who).account;
    const count = (await this.counters.read([key], now)).get(key)?.count ?? 0;
    return count >= this.limits.maxFailuresPerUsername;
  }
}
