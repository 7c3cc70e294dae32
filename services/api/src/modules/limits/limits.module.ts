// Global: the store every limit counts in (COUNTER_STORE), the public forms' per-address limits, the
// AI quota route, and each user's import quota.
import { closeCounterStore, type CounterStore } from '@heirloom/server';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { AddressLimits } from './address-limits';
import { AiQuota } from './ai-quota';
import { COUNTER_STORE, counterStoreFor } from './counter-store';
import { ImportQuota } from './import-quota';
import { LimitsController } from './limits.controller';

@Global()
@Module({
  controllers: [LimitsController],
  providers: [
    {
      provide: COUNTER_STORE,
      useFactory: (dataSource: DataSource, config: ApiConfig) => counterStoreFor(dataSource, config.redisUrl),
      inject: [DataSource, API_CONFIG],
    },
    AddressLimits,
    AiQuota,
    ImportQuota,
  ],
  exports: [COUNTER_STORE, AddressLimits, ImportQuota],
})
export class LimitsModule implements OnApplicationShutdown {
  constructor(@Inject(COUNTER_STORE) private readonly store: CounterStore) {}

  /** A Redis client would keep the process alive after the server has closed. */
  onApplicationShutdown(): Promise<void> {
    return closeCounterStore(this.store);
  }
}
