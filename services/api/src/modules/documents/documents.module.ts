import { Module } from '@nestjs/common';
import type { ApiConfig } from '../../config/api.config';
import { API_CONFIG } from '../../config/api-config.token';
import { DOCUMENT_STORAGE, LocalDiskStorage } from './document-storage';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

@Module({
  controllers: [DocumentsController],
  providers: [
    DocumentsService,
    // The one place to plug another store (an S3-compatible bucket in production: docs/architecture.md#documents).
    {
      provide: DOCUMENT_STORAGE,
      useFactory: (config: ApiConfig) => new LocalDiskStorage(config.documentsDir),
      inject: [API_CONFIG],
    },
  ],
})
export class DocumentsModule {}
