import { Module } from '@nestjs/common';
import { ForecastModule } from '../forecast/forecast.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { RetirementController } from './retirement.controller';
import { RetirementService } from './retirement.service';

/** Issue 36 §3: GET and PUT /api/retirement, POST /api/retirement/simulate. */
@Module({
  imports: [TransactionsModule, ForecastModule],
  controllers: [RetirementController],
  providers: [RetirementService],
})
export class RetirementModule {}
