import { ApiAnswer } from '@heirloom/server';
import {
  insertTransactionSchema,
  transactionPageSchema,
  transactionRowSchema,
  transactionSummarySchema,
  transactionQuerySchema,
  transactionSummaryQuerySchema,
  updateTransactionSchema,
  type InsertTransaction,
  type TransactionPage,
  type TransactionQuery,
  type TransactionSummary,
  type TransactionSummaryQuery,
  type UpdateTransaction,
  type User,
} from '@heirloom/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OwnedWire } from '../../common/owned-crud.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { TransactionReportsService } from './transaction-reports.service';
import type { TransactionEntity } from './transaction.entity';
import { TransactionsService } from './transactions.service';

type TransactionWire = OwnedWire<TransactionEntity>;

@ApiTags('transactions')
@Controller('transactions')
export class TransactionsController {
  constructor(
    private readonly service: TransactionsService,
    private readonly reports: TransactionReportsService,
  ) {}

  /** Paged, unlike the other lists: a family has thousands of transactions. */
  @Get()
  @ApiAnswer('A page of transactions, newest first', transactionPageSchema)
  list(
    @CurrentUser() user: User,
    @Query({ schema: transactionQuerySchema }) query: TransactionQuery,
  ): Promise<TransactionPage> {
    return this.service.page(user.id, query);
  }

  /** Income and expenses over a date range (default: the last 365 days); declared before :id. */
  @Get('summary')
  @ApiAnswer('Income and expenses by month and category over a date range', transactionSummarySchema)
  summary(
    @CurrentUser() user: User,
    @Query({ schema: transactionSummaryQuerySchema }) query: TransactionSummaryQuery,
  ): Promise<TransactionSummary> {
    return this.reports.summary(user.id, query);
  }

  @Get(':id')
  @ApiAnswer('Read one transaction', transactionRowSchema)
  get(@CurrentUser() user: User, @Param('id') id: string): Promise<TransactionWire> {
    return this.service.get(user.id, id);
  }

  @Post()
  @ApiAnswer('Record a transaction', transactionRowSchema, { status: HttpStatus.CREATED })
  create(
    @CurrentUser() user: User,
    @Body({ schema: insertTransactionSchema }) body: InsertTransaction,
  ): Promise<TransactionWire> {
    return this.service.create(user.id, body);
  }

  @Patch(':id')
  @ApiAnswer('Change some fields of a transaction', transactionRowSchema)
  update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body({ schema: updateTransactionSchema }) body: UpdateTransaction,
  ): Promise<TransactionWire> {
    return this.service.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Delete a transaction', null, { status: HttpStatus.NO_CONTENT })
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.service.remove(user.id, id);
  }
}
