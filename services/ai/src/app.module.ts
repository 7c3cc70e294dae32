import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, HttpAdapterHost } from '@nestjs/core';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { SchemaValidationPipe } from './common/schema-validation.pipe';
import type { AiConfig } from './config/ai.config';
import { HealthModule } from './modules/health/health.module';

@Module({})
export class AppModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [HealthModule],
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
