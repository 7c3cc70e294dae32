import { Module } from '@nestjs/common';
import { BusinessesController } from './businesses.controller';
import { BusinessesService } from './businesses.service';
import { K1DocumentsController } from './k1-documents.controller';
import { K1DocumentsService } from './k1-documents.service';
import { PrivatePlacementsController } from './private-placements.controller';
import { PrivatePlacementsService } from './private-placements.service';

@Module({
  controllers: [PrivatePlacementsController, BusinessesController, K1DocumentsController],
  providers: [PrivatePlacementsService, BusinessesService, K1DocumentsService],
  exports: [PrivatePlacementsService, BusinessesService, K1DocumentsService],
})
export class PrivateInvestmentsModule {}
