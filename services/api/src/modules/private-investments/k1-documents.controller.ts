import { k1DocumentRowSchema, insertK1DocumentSchema, updateK1DocumentSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { K1DocumentEntity } from './k1-document.entity';
import { K1DocumentsService } from './k1-documents.service';

@ApiTags('private investments')
@Controller('k1-documents')
export class K1DocumentsController extends crudRoutes<K1DocumentEntity>({
  insert: insertK1DocumentSchema,
  update: updateK1DocumentSchema,
  row: k1DocumentRowSchema,
  noun: ['K-1 document', 'K-1 documents'],
}) {
  constructor(protected readonly service: K1DocumentsService) {
    super();
  }
}
