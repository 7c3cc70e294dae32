import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { InsuranceModule } from '../insurance/insurance.module';
import { PrivateInvestmentsModule } from '../private-investments/private-investments.module';
import { RealEstateModule } from '../real-estate/real-estate.module';
import { TaxModule } from '../tax/tax.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { ForecastController, PlannedEventsController, RecurringItemsController } from './forecast.controller';
import { ForecastService } from './forecast.service';
import { PlannedEventsService, RecurringItemsService } from './recurring-items.service';

/** Issue 36 §2: GET /api/forecast, its settings, the recurring items and the planned events. */
@Module({
  imports: [
    AccountsModule,
    InsuranceModule,
    PrivateInvestmentsModule,
    RealEstateModule,
    TaxModule,
    TransactionsModule,
  ],
  controllers: [ForecastController, RecurringItemsController, PlannedEventsController],
  providers: [ForecastService, RecurringItemsService, PlannedEventsService],
  exports: [ForecastService],
})
export class ForecastModule {}
