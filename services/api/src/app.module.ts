import { globalHttpProviders } from '@heirloom/server';
import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import type { ApiConfig } from './config/api.config';
import { isTransientConnectionError } from './database/errors';
import { HealthModule } from './modules/health/health.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';

export interface AppModuleOptions {
  database: DataSourceOptions;
  config: ApiConfig;
}

@Module({})
export class AppModule {
  static forRoot({ database, config }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({
          ...database,
          // A database server may still be starting next to us: retry while it cannot be reached,
          // but not on errors waiting will not fix (bad credentials, unknown database, a failed migration).
          retryAttempts: database.type === 'better-sqlite3' ? 1 : 10,
          retryDelay: 3_000,
          toRetry: isTransientConnectionError,
        }),
        HealthModule,
        NewsletterModule,
      ],
      // The schema validation pipe and the one error shape, for every route.
      providers: globalHttpProviders(config),
    };
  }
}
