// Limits on the public forms, per client address, shared by every replica (the counters live in the
// store COUNTER_STORE names): account sign-ups, contact requests and newsletter sign-ups, each so many
// an hour (ApiConfig.addressLimitsPerHour). Generous for a family or an office behind one address,
// tight enough that a script cannot fill the tables.
import {
  counterKey,
  createCounter,
  takePoint,
  TooManyRequestsException,
  type Counter,
  type CounterStore,
} from '@heirloom/server';
import { Inject, Injectable } from '@nestjs/common';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { COUNTER_STORE } from './counter-store';

export type AddressLimitName = keyof ApiConfig['addressLimitsPerHour'];

const WHAT: Record<AddressLimitName, string> = {
  register: 'accounts created',
  contact: 'requests sent',
  newsletter: 'sign-ups',
};

@Injectable()
export class AddressLimits {
  private readonly counters: Record<AddressLimitName, Counter>;

  constructor(@Inject(COUNTER_STORE) store: CounterStore, @Inject(API_CONFIG) config: ApiConfig) {
    const counter = (name: AddressLimitName) =>
      createCounter({
        name: `address-${name}`,
        points: config.addressLimitsPerHour[name],
        windowSeconds: 60 * 60,
        store,
      });
    this.counters = {
      register: counter('register'),
      contact: counter('contact'),
      newsletter: counter('newsletter'),
    };
  }

  /** Takes one of `address`'s points for `name`; throws 429 with Retry-After when they are spent. */
  async take(name: AddressLimitName, address: string | undefined): Promise<void> {
    const decision = await takePoint(this.counters[name], counterKey(address ?? 'unknown'));
    if (!decision.allowed) {
      throw new TooManyRequestsException(
        tooManyFromAddressMessage(name, decision.retryAfterSeconds),
        decision.retryAfterSeconds,
      );
    }
  }
}

export function tooManyFromAddressMessage(name: AddressLimitName, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many ${WHAT[name]} from this address. Please wait ${wait} and try again.`;
}
