import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { SchemaValidationPipe } from './common/schema-validation.pipe';
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
      providers: [
        { provide: APP_PIPE, useClass: SchemaValidationPipe },
        {
          provide: APP_FILTER,
          useFactory: (adapterHost: HttpAdapterHost) =>
            new HttpExceptionFilter(adapterHost, config.jsonBodyLimit),
          inject: [HttpAdapterHost],
        },
      ],
    };
  }
}
