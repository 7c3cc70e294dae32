import {
  estateDocumentRowSchema,
  insertEstateDocumentSchema,
  updateEstateDocumentSchema,
} from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { EstateDocumentEntity } from './estate-document.entity';
import { EstateDocumentsService } from './estate-documents.service';

@ApiTags('estate')
// Both readings of the spec: the dashboard lists /api/estate-documents, the Estate page /api/estate.
@Controller(['estate-documents', 'estate'])
export class EstateDocumentsController extends crudRoutes<EstateDocumentEntity>({
  insert: insertEstateDocumentSchema,
  update: updateEstateDocumentSchema,
  row: estateDocumentRowSchema,
  noun: ['estate document', 'estate documents'],
}) {
  constructor(protected readonly service: EstateDocumentsService) {
    super();
  }
}
