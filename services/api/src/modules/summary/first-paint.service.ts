// Each registered page's first paint (libs/contracts first-paint-pages.ts) from what is cheap to have:
// the family's summary (kept per family version by SummaryService) for the dashboard's net worth and
// the portfolio's sums, and, kept the same way here, the few numbers the other tiles need (the year's
// income and expenses from the day sums the database keeps; the investment accounts and the winners and
// losers among the holdings). A family unchanged since is one indexed row read (its version) per page.
// What a person is shown is cut to the areas granted, as GET /api/summary cuts it; the guard has
// already refused anyone not granted the page's own area (apiRouteScopes).
import {
  calendar,
  decideAccess,
  grantedFigures,
  grants,
  holdingOutcomes,
  type FirstPaintPage,
} from '@heirloom/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { FamilyCache } from '../../database/family-version';
import type { RequestAccess } from '../access/current-access.decorator';
import { TransactionReportsService } from '../transactions/transaction-reports.service';
import { FamilyLoader } from './family-loader';
import { dashboardFirstPaint, investmentsFirstPaint, transactionsFirstPaint } from './first-paint';
import { summaryFor } from './granted';
import { SummaryService } from './summary.service';

/** The Transactions page's tiles sum the 365 calendar days up to today (its lastDays(365)). */
const YEAR_DAYS = 365;

interface YearTotals {
  from: string;
  to: string;
  income: string;
  expenses: string;
}
interface PortfolioCounts {
  /** The investment accounts (the Total Value tile's "Across N account(s)"). */
  accounts: number;
  winners: number;
  losers: number;
}

@Injectable()
export class FirstPaintService {
  private readonly years: FamilyCache<YearTotals>;
  private readonly portfolios: FamilyCache<PortfolioCounts>;

  constructor(
    private readonly summary: SummaryService,
    private readonly loader: FamilyLoader,
    private readonly transactions: TransactionReportsService,
    @InjectDataSource() dataSource: DataSource,
    @Inject(API_CONFIG) config: Pick<ApiConfig, 'summaryCacheFamilies'>,
  ) {
    this.years = new FamilyCache(dataSource, config.summaryCacheFamilies);
    this.portfolios = new FamilyCache(dataSource, config.summaryCacheFamilies);
  }

  /**
   * The page's fragment for this session (the family it acts for, `familyId`: @CurrentUser()), or null
   * when there is nothing it may be shown.
   */
  async render(
    page: FirstPaintPage,
    familyId: string,
    access: RequestAccess,
    now: Date = new Date(),
  ): Promise<string | null> {
    switch (page) {
      case 'dashboard':
        return this.dashboard(familyId, access, now);
      case 'transactions':
        return this.transactionsPage(familyId, access, now);
      case 'investments':
        return this.investmentsPage(familyId, access, now);
    }
  }

  private async dashboard(familyId: string, access: RequestAccess, now: Date): Promise<string | null> {
    const { figures } = summaryFor(await this.summary.summary(familyId, now), access.areas);
    const { netWorth, liquidAssets, nonLiquidAssets, realEstateEquity } = figures;
    if (netWorth === null || liquidAssets === null || nonLiquidAssets === null || realEstateEquity === null)
      return null;
    return dashboardFirstPaint({ netWorth, liquidAssets, nonLiquidAssets, realEstateEquity });
  }

  private async transactionsPage(familyId: string, access: RequestAccess, now: Date): Promise<string | null> {
    if (!grants(access.areas, 'accounts')) return null;
    const to = calendar.utcToday(now);
    const year = await this.years.get(familyId, to, async () => {
      const from = calendar.addDays(to, 1 - YEAR_DAYS);
      const { income, expenses } = await this.transactions.summary(familyId, { from, to }, now);
      return { from, to, income, expenses };
    });
    return transactionsFirstPaint({
      ...year,
      mayAdd: decideAccess(access, 'POST', '/api/transactions').allowed,
    });
  }

  private async investmentsPage(familyId: string, access: RequestAccess, now: Date): Promise<string | null> {
    if (!grants(access.areas, 'investments')) return null;
    const day = calendar.utcToday(now);
    const [summary, counts] = await Promise.all([
      this.summary.summary(familyId, now),
      this.portfolios.get(familyId, day, async () => {
        const { accounts, holdings } = await this.loader.load(familyId, ['accounts', 'holdings']);
        const { winners, losers } = holdingOutcomes(holdings);
        return {
          accounts: accounts.filter((a) => a.accountType === 'investment').length,
          winners: winners.length,
          losers: losers.length,
        };
      }),
    ]);
    const figures = grantedFigures(summary.figures, access.areas);
    const { investmentValue, totalReturn, totalReturnPercent } = figures;
    // The balances are the Accounts area's too (figureAreas): without it the page shows none of them.
    const balances =
      grants(access.areas, 'accounts') &&
      investmentValue !== null &&
      totalReturn !== null &&
      totalReturnPercent !== null
        ? { totalValue: investmentValue, totalReturn, totalReturnPercent, accounts: counts.accounts }
        : null;
    return investmentsFirstPaint({
      balances,
      winners: counts.winners,
      losers: counts.losers,
      // Held in place while the page loads, and kept when there is an investment account to add to.
      mayAdd:
        balances !== null && counts.accounts > 0 && decideAccess(access, 'POST', '/api/holdings').allowed,
    });
  }
}
