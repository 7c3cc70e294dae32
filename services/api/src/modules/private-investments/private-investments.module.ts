import { Module } from '@nestjs/common';
import { BusinessesController } from './businesses.controller';
import { BusinessesService } from './businesses.service';
import { K1DocumentsController } from './k1-documents.controller';
import { K1DocumentsService } from './k1-documents.service';
import { PlacementLedgerController } from './placement-ledger.controller';
import { PlacementLedgerService } from './placement-ledger.service';
import { PrivatePlacementsController } from './private-placements.controller';
import { PrivatePlacementsService } from './private-placements.service';

@Module({
  // The ledger's controller first: its fixed /metrics is declared before the placements' /:id.
  controllers: [
    PlacementLedgerController,
    PrivatePlacementsController,
    BusinessesController,
    K1DocumentsController,
  ],
  providers: [PlacementLedgerService, PrivatePlacementsService, BusinessesService, K1DocumentsService],
  exports: [PlacementLedgerService, PrivatePlacementsService, BusinessesService, K1DocumentsService],
})
export class PrivateInvestmentsModule {}
