import { Module } from '@nestjs/common';
import { TransactionReportsService } from './transaction-reports.service';
import { TransactionsController } from './transactions.controller';
import { TransactionsService } from './transactions.service';

@Module({
  controllers: [TransactionsController],
  providers: [TransactionsService, TransactionReportsService],
  exports: [TransactionsService, TransactionReportsService],
})
export class TransactionsModule {}
