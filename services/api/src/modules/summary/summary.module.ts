import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthModule } from '../auth/auth.module';
import { BudgetsModule } from '../budgets/budgets.module';
import { EstateModule } from '../estate/estate.module';
import { HoldingsModule } from '../holdings/holdings.module';
import { InsuranceModule } from '../insurance/insurance.module';
import { PrivateInvestmentsModule } from '../private-investments/private-investments.module';
import { ProfessionalsModule } from '../professionals/professionals.module';
import { RealEstateModule } from '../real-estate/real-estate.module';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { TaxModule } from '../tax/tax.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { FamilyLoader } from './family-loader';
import { FirstPaintController } from './first-paint.controller';
import { FirstPaintService } from './first-paint.service';
import { SummaryController } from './summary.controller';
import { SummaryService } from './summary.service';

/**
 * GET /api/summary and GET /api/family, read through every domain's own service, and the dashboard's
 * server-rendered first paint of each registered page (GET /api/first-paint/:page).
 */
@Module({
  imports: [
    AccountsModule,
    AuthModule,
    HoldingsModule,
    BudgetsModule,
    TransactionsModule,
    RealEstateModule,
    InsuranceModule,
    EstateModule,
    TaxModule,
    PrivateInvestmentsModule,
    ProfessionalsModule,
    RecommendationsModule,
  ],
  controllers: [SummaryController, FirstPaintController],
  providers: [FamilyLoader, SummaryService, FirstPaintService],
})
export class SummaryModule {}
