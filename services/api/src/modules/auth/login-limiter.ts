// Slows down password guessing without letting a stranger lock the owner out. Failed sign-ins are
// counted three ways; past a few free mistakes each further failure makes that counter wait longer
// (1 s, 2 s, 4 s, ... up to its cap), answered 429 with Retry-After, never a long hard lock:
// - one account from one address: the owner's own typos; capped at a few minutes;
// - one address across all accounts: one machine spraying many usernames;
// - one account from all addresses: guessing spread over many machines. This is the small budget per
//   account; it does not apply from an address the account signed in from before (the owner's usual
//   address), so a flood of guesses from elsewhere never keeps the owner out.
// The counters are made by createCounter (@heirloom/server) in the store the limiter is given: the
// API's database or Redis (COUNTER_STORE), so every replica counts the same failures.
import {
  counterKey,
  createCounter,
  MEMORY_STORE,
  retryAfterSeconds,
  type Counter,
  type CounterStore,
} from '@heirloom/server';
import { Injectable } from '@nestjs/common';

export interface BackoffPolicy {
  /** Failures answered at once before any wait. */
  free: number;
  /** The longest wait after one failure. */
  capSeconds: number;
  /** Failures are forgotten this long after the first one of a series. */
  windowSeconds: number;
}

export const LOGIN_POLICIES = {
  accountAtAddress: { free: 5, capSeconds: 5 * 60, windowSeconds: 60 * 60 },
  address: { free: 20, capSeconds: 5 * 60, windowSeconds: 60 * 60 },
  account: { free: 10, capSeconds: 15 * 60, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, BackoffPolicy>;

/** An address the account signed in from is its owner's usual one for this long (under the 24.8 days a
 * Node timer can hold, which the in-memory store expires keys with). */
export const USUAL_ADDRESS_SECONDS = 20 * 24 * 60 * 60;

/** Seconds to wait after the `failures`-th failure: none while free, then doubling up to the cap. */
export function backoffSeconds(failures: number, policy: BackoffPolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.capSeconds, 2 ** Math.min(failures - policy.free - 1, 30));
}

type PolicyName = keyof typeof LOGIN_POLICIES;

/** One policy's counters: failures in its window, and the wait the last failure imposed. */
class Backoff {
  private readonly failures: Counter;
  private readonly waits: Counter;

  constructor(
    name: string,
    private readonly policy: BackoffPolicy,
    store: CounterStore,
  ) {
    this.failures = createCounter({
      name: `login-failures:${name}`,
      points: Number.MAX_SAFE_INTEGER,
      windowSeconds: policy.windowSeconds,
      store,
    });
    this.waits = createCounter({
      name: `login-wait:${name}`,
      points: 1,
      windowSeconds: policy.capSeconds,
      store,
    });
  }

  /** Seconds before `key` may try again; 0 when it may now. */
  async waitSeconds(key: string): Promise<number> {
    const wait = await this.waits.get(key);
    return wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0
      ? retryAfterSeconds(wait.msBeforeNext)
      : 0;
  }

  async recordFailure(key: string): Promise<void> {
    const { consumedPoints } = await this.failures.penalty(key);
    const seconds = backoffSeconds(consumedPoints, this.policy);
    if (seconds > 0) await this.waits.block(key, seconds);
  }

  async forget(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}

@Injectable()
export class LoginLimiter {
  private readonly backoffs: Record<PolicyName, Backoff>;
  private readonly usualAddresses: Counter;

  constructor(
    policies: Record<PolicyName, BackoffPolicy> = LOGIN_POLICIES,
    store: CounterStore = MEMORY_STORE,
  ) {
    this.backoffs = {
      accountAtAddress: new Backoff('account-at-address', policies.accountAtAddress, store),
      address: new Backoff('address', policies.address, store),
      account: new Backoff('account', policies.account, store),
    };
    this.usualAddresses = createCounter({
      name: 'login-usual-address',
      points: Number.MAX_SAFE_INTEGER,
      windowSeconds: USUAL_ADDRESS_SECONDS,
      store,
    });
  }

  /** Seconds this sign-in must wait before its password is even checked; 0 when it may go ahead. */
  async retryAfter(address: string, username: string): Promise<number> {
    const keys = keysFor(address, username);
    const usual = (await this.usualAddresses.get(keys.accountAtAddress)) !== null;
    const waits = await Promise.all([
      this.backoffs.accountAtAddress.waitSeconds(keys.accountAtAddress),
      this.backoffs.address.waitSeconds(keys.address),
      usual ? 0 : this.backoffs.account.waitSeconds(keys.account),
    ]);
    return Math.max(...waits);
  }

  async recordFailure(address: string, username: string): Promise<void> {
    const keys = keysFor(address, username);
    await Promise.all(
      (Object.keys(this.backoffs) as PolicyName[]).map((name) =>
        this.backoffs[name].recordFailure(keys[name]),
      ),
    );
  }

  /**
   * A right password forgets this address's mistakes on this account and makes the address a usual one.
   * The account's count across addresses stays: someone else's guesses are not forgiven by the owner
   * signing in.
   */
  async recordSuccess(address: string, username: string): Promise<void> {
    const keys = keysFor(address, username);
    await Promise.all([
      this.backoffs.accountAtAddress.forget(keys.accountAtAddress),
      this.usualAddresses.set(keys.accountAtAddress, 1, USUAL_ADDRESS_SECONDS),
    ]);
  }
}

function keysFor(address: string, username: string): Record<PolicyName, string> {
  const account = counterKey(username.toLowerCase());
  const at = counterKey(address);
  return { accountAtAddress: `${account}|${at}`, address: at, account };
}

/** The 429 message, saying how long to wait. */
export function tooManyAttemptsMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}
