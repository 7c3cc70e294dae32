// Slows down password guessing: failed sign-ins are counted per address and username, and per address
// alone; past the limit every attempt is refused for the rest of the minute. Only failures count, so a
// family signing in often (or a test suite) is never locked out. Counts live in memory: behind several
// replicas the effective limit is per replica, which still bounds guessing to a few tries a minute.
import { Injectable } from '@nestjs/common';

export const LOGIN_WINDOW_MS = 60_000;
/** Wrong passwords for one username from one address, per window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Wrong passwords from one address across all usernames, per window. */
export const MAX_FAILURES_PER_ADDRESS = 20;

interface Window {
  failures: number;
  resetAt: number;
}

@Injectable()
export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  isBlocked(address: string, username: string): boolean {
    return (
      this.count(accountKey(address, username)) >= MAX_FAILURES_PER_ACCOUNT ||
      this.count(addressKey(address)) >= MAX_FAILURES_PER_ADDRESS
    );
  }

  recordFailure(address: string, username: string): void {
    this.bump(accountKey(address, username));
    this.bump(addressKey(address));
  }

  /** A right password forgets that account's earlier mistakes (not the address's). */
  recordSuccess(address: string, username: string): void {
    this.windows.delete(accountKey(address, username));
  }

  private count(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    if (window.resetAt <= this.now()) {
      this.windows.delete(key);
      return 0;
    }
    return window.failures;
  }

  private bump(key: string): void {
    const failures = this.count(key) + 1;
    const resetAt = this.windows.get(key)?.resetAt ?? this.now() + LOGIN_WINDOW_MS;
    this.windows.set(key, { failures, resetAt });
    if (this.windows.size > 10_000) this.sweep();
  }

  /** Drops finished windows so a flood of usernames cannot grow the map without bound. */
  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const accountKey = (address: string, username: string) => `${address}|${username.toLowerCase()}`;
const addressKey = (address: string) => `${address}|*`;
