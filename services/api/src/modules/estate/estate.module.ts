import { Module } from '@nestjs/common';
import { BeneficiariesController } from './beneficiaries.controller';
import { BeneficiariesService } from './beneficiaries.service';
import { EstateDocumentsController } from './estate-documents.controller';
import { EstateDocumentsService } from './estate-documents.service';

@Module({
  controllers: [EstateDocumentsController, BeneficiariesController],
  providers: [EstateDocumentsService, BeneficiariesService],
  exports: [EstateDocumentsService, BeneficiariesService],
})
export class EstateModule {}
