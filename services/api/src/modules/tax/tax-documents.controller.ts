import { taxDocumentRowSchema, insertTaxDocumentSchema, updateTaxDocumentSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { TaxDocumentEntity } from './tax-document.entity';
import { TaxDocumentsService } from './tax-documents.service';

@ApiTags('tax-documents')
// Both readings of the spec: the dashboard lists /api/tax-documents, the Tax page /api/tax; same rows.
@Controller(['tax-documents', 'tax'])
export class TaxDocumentsController extends crudRoutes<TaxDocumentEntity>({
  insert: insertTaxDocumentSchema,
  update: updateTaxDocumentSchema,
  row: taxDocumentRowSchema,
  noun: ['tax document', 'tax documents'],
}) {
  constructor(protected readonly service: TaxDocumentsService) {
    super();
  }
}
