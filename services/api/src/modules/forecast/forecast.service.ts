// Gathers what the forecast adds up (every row through its domain's own service, scoped to the family)
// and hands it to the pure forecastCashFlow; the recurring overview runs the detector over the
// transactions of its lookback.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_INVESTMENT_PERIOD_YEARS,
  LOOKBACK_DAYS,
  calendar,
  detectRecurring,
  forecastCashFlow,
  recurringKey,
  spendingWindow,
  twelveMonthSpending,
  type Forecast,
  type ForecastSettings,
  type RecurrenceTransaction,
  type RecurringOverview,
  type UpdateForecastSettings,
} from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { AccountsService } from '../accounts/accounts.service';
import { InsuranceService } from '../insurance/insurance.service';
import { PrivatePlacementsService } from '../private-investments/private-placements.service';
import { MortgagesService } from '../real-estate/mortgages.service';
import { TaxDocumentsService } from '../tax/tax-documents.service';
import { TransactionReportsService } from '../transactions/transaction-reports.service';
import { TransactionEntity } from '../transactions/transaction.entity';
import { ForecastSettingsEntity } from './forecast.entities';
import { PlannedEventsService, RecurringItemsService } from './recurring-items.service';

/** What a family that set nothing gets (README "Cash-flow forecast"). */
export const DEFAULT_FORECAST_SETTINGS: ForecastSettings = {
  floor: null,
  investmentPeriodYears: DEFAULT_INVESTMENT_PERIOD_YEARS,
  taxEstimateShare: '100.00',
};

const AVERAGE_MONTH_DAYS = 30.44;

/** A money column as a decimal string (SQLite answers a number, MySQL/MariaDB a string). */
const moneyText = (value: number | string): string => (typeof value === 'number' ? value.toFixed(2) : value);

@Injectable()
export class ForecastService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly mortgages: MortgagesService,
    private readonly insurance: InsuranceService,
    private readonly tax: TaxDocumentsService,
    private readonly placements: PrivatePlacementsService,
    private readonly reports: TransactionReportsService,
    private readonly recurring: RecurringItemsService,
    private readonly events: PlannedEventsService,
  ) {}

  async settings(userId: string): Promise<ForecastSettings> {
    const row = await this.dataSource.getRepository(ForecastSettingsEntity).findOneBy({ userId });
    return row
      ? {
          floor: row.floor,
          investmentPeriodYears: row.investmentPeriodYears,
          taxEstimateShare: row.taxEstimateShare,
        }
      : DEFAULT_FORECAST_SETTINGS;
  }

  async updateSettings(userId: string, patch: UpdateForecastSettings): Promise<ForecastSettings> {
    const repository = this.dataSource.getRepository(ForecastSettingsEntity);
    const next = { ...(await this.settings(userId)), ...patch };
    const existing = await repository.findOneBy({ userId });
    if (existing) await repository.update({ id: existing.id, userId }, next);
    else
      try {
        await repository.insert({ id: randomUUID(), userId, ...next });
      } catch (error) {
        // Another request made the row meanwhile: change it instead.
        if (!isUniqueViolation(error)) throw error;
        await repository.update({ userId }, next);
      }
    return this.settings(userId);
  }

  /** The first and last day of the family's transactions, read from the (userId, date, ...) index. */
  private async transactionSpan(userId: string): Promise<number> {
    const span = await this.dataSource
      .getRepository(TransactionEntity)
      .createQueryBuilder('t')
      .select('MIN(t.date)', 'first')
      .addSelect('MAX(t.date)', 'last')
      .where('t.userId = :userId', { userId })
      .getRawOne<{ first: string | Date | null; last: string | Date | null }>();
    if (!span?.first || !span.last) return 0;
    const day = (value: string | Date) =>
      typeof value === 'string' ? value.slice(0, 10) : calendar.utcDayOf(value);
    const days = calendar.daysBetween(day(span.first), day(span.last));
    return Math.floor((days / AVERAGE_MONTH_DAYS) * 10) / 10;
  }

  async forecast(userId: string, now: Date = new Date()): Promise<Forecast> {
    const today = calendar.utcToday(now);
    const [
      settings,
      accounts,
      mortgages,
      policies,
      taxDocuments,
      placements,
      spending,
      items,
      events,
      months,
    ] = await Promise.all([
      this.settings(userId),
      this.accounts.list(userId),
      this.mortgages.list(userId),
      this.insurance.list(userId),
      this.tax.list(userId),
      this.placements.list(userId),
      this.reports.summary(userId, spendingWindow(today), now),
      this.recurring.list(userId),
      this.events.list(userId),
      this.transactionSpan(userId),
    ]);
    const cash = accounts.filter((a) => a.accountType === 'checking' || a.accountType === 'savings');
    const startingBalance = cash.reduce((t, a) => t.plus(a.balance), new Decimal(0)).toFixed(2);
    // Today's twelve-month spending, the same figure retirement's default spending is a year of.
    const monthlyExpenses = twelveMonthSpending(today, spending).monthly;
    const returns = taxDocuments
      .filter((d) => /1040|return/i.test(d.documentType) && d.totalTax !== null)
      .sort((a, b) => b.taxYear - a.taxYear || String(b.uploadDate).localeCompare(String(a.uploadDate)));
    const latest = returns[0];
    let fundsWithoutCommitment = 0;
    const funds = placements
      .filter((p) => p.status !== 'exited')
      .map((p) => {
        const commitment = (p as { commitment?: string | null }).commitment;
        if (commitment == null) fundsWithoutCommitment++;
        const unfunded = Decimal.max(0, new Decimal(commitment ?? 0).minus(p.capitalCalls ?? 0));
        return {
          id: p.id,
          name: p.name,
          unfunded: unfunded.toFixed(2),
          investmentDate: p.investmentDate,
          investmentPeriodYears: p.investmentPeriodYears,
        };
      });
    const result = forecastCashFlow({
      today,
      startingBalance,
      monthlyExpenses,
      floor: settings.floor,
      investmentPeriodYears: settings.investmentPeriodYears,
      taxEstimateShare: settings.taxEstimateShare,
      recurring: items.filter((i) => i.status === 'confirmed'),
      mortgages,
      insurance: policies,
      funds,
      latestReturn: latest
        ? {
            id: latest.id,
            taxYear: latest.taxYear,
            totalTax: latest.totalTax!,
            totalIncome: latest.totalIncome,
          }
        : null,
      plannedEvents: events,
    });
    return { ...result, settings, transactionMonths: months, fundsWithoutCommitment };
  }

  /**
   * The family's recurring items and what the detector finds in the transactions of its lookback that
   * they do not already name (confirmed or stopped, by the detection's key).
   */
  async overview(userId: string, now: Date = new Date()): Promise<RecurringOverview> {
    const today = calendar.utcToday(now);
    const [items, rows, months] = await Promise.all([
      this.recurring.list(userId),
      this.dataSource
        .getRepository(TransactionEntity)
        .createQueryBuilder('t')
        .select([
          't.merchant AS merchant',
          't.amount AS amount',
          't.date AS date',
          't.transactionType AS type',
        ])
        .where('t.userId = :userId', { userId })
        .andWhere('t.date >= :since', { since: calendar.addDays(today, -LOOKBACK_DAYS) })
        .andWhere('t.date <= :today', { today })
        .getRawMany<{
          merchant: string;
          amount: number | string;
          date: string | Date;
          type: 'income' | 'expense';
        }>(),
      this.transactionSpan(userId),
    ]);
    const transactions: RecurrenceTransaction[] = rows.map((row) => ({
      merchant: row.merchant,
      amount: moneyText(row.amount),
      date: typeof row.date === 'string' ? row.date.slice(0, 10) : calendar.utcDayOf(row.date),
      transactionType: row.type,
    }));
    const known = new Set(items.map((i) => i.detectionKey).filter((k): k is string => k !== null));
    // An item added by hand under the same name and cadence also answers a detection.
    for (const item of items)
      if (item.detectionKey === null)
        known.add(recurringKey(item.name.trim().toLowerCase(), item.direction, item.cadence));
    const detected = detectRecurring(transactions, today).filter(
      (d) =>
        !known.has(d.key) && !known.has(recurringKey(d.name.trim().toLowerCase(), d.direction, d.cadence)),
    );
    return { items, detected, transactionMonths: months };
  }
}
