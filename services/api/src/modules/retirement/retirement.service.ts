// Issue 36 §3: the family's planning profile, its defaults from the family's own data, and the Monte
// Carlo run over them (libs/contracts/src/planning, the same engine the page's Web Worker runs for the
// what-ifs). Money is summed with decimal.js; the simulation's floats are rounded to whole dollars.
// The defaults share their figures with the cash-flow forecast: spending is today's twelve-month
// spending (the forecast's floor is three months of it), savings the forecast's surplus.
import {
  DEFAULT_ASSET_MIX,
  DEFAULT_RETIREMENT_ASSUMPTIONS,
  assetClasses,
  calendar,
  forecastSurplus,
  holdingAssetClass,
  projectRetirement,
  spendingWindow,
  twelveMonthSpending,
  type AssetClass,
  type AssetMix,
  type RetirementInputs,
  type RetirementPlan,
  type RetirementProjectionWire,
  type RetirementScenario,
  type RetirementSimulation,
} from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { ForecastService } from '../forecast/forecast.service';
import { HoldingEntity } from '../holdings/holding.entity';
import { TransactionReportsService } from '../transactions/transaction-reports.service';
import { RetirementPlanEntity } from './retirement-plan.entity';

type Defaults = RetirementPlan['defaults'];
type StoredInputs = RetirementPlan['inputs'];

const EMPTY_INPUTS: StoredInputs = {
  adults: [],
  annualSpending: null,
  annualSavings: null,
  startingWealth: null,
  mix: null,
  assumptions: null,
};

@Injectable()
export class RetirementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionReportsService,
    private readonly forecasts: ForecastService,
  ) {}

  async plan(userId: string, now = new Date()): Promise<RetirementPlan> {
    const [inputs, defaults] = await Promise.all([this.inputs(userId), this.defaults(userId, now)]);
    const year = yearOf(now);
    const scenario = resolve(inputs, defaults);
    return { year, inputs, defaults, scenario, projection: project(scenario, year) };
  }

  async save(userId: string, body: RetirementInputs, now = new Date()): Promise<RetirementPlan> {
    const repository = this.dataSource.getRepository(RetirementPlanEntity);
    const existing = await repository.findOneBy({ userId });
    const values = {
      adults: body.adults,
      annualSpending: body.annualSpending,
      annualSavings: body.annualSavings,
      startingWealth: body.startingWealth,
      mix: body.mix,
      assumptions: body.assumptions && Object.keys(body.assumptions).length ? body.assumptions : null,
    };
    if (existing) await repository.update({ id: existing.id, userId }, values);
    else await repository.insert({ id: randomUUID(), userId, ...values });
    return this.plan(userId, now);
  }

  /** A what-if: the body over the family's defaults, stored nowhere. */
  async simulate(userId: string, body: RetirementInputs, now = new Date()): Promise<RetirementSimulation> {
    const defaults = await this.defaults(userId, now);
    const year = yearOf(now);
    const scenario = resolve({ ...body, assumptions: body.assumptions ?? null }, defaults);
    return { scenario, projection: project(scenario, year) };
  }

  private async inputs(userId: string): Promise<StoredInputs> {
    const row = await this.dataSource.getRepository(RetirementPlanEntity).findOneBy({ userId });
    if (!row) return EMPTY_INPUTS;
    return {
      adults: row.adults ?? [],
      annualSpending: row.annualSpending,
      annualSavings: row.annualSavings,
      startingWealth: row.startingWealth,
      mix: row.mix,
      assumptions: row.assumptions,
    };
  }

  /**
   * Spending: a year of today's twelve-month spending (twelveMonthSpending, the figure the forecast's
   * default floor is three months of). Savings: the cash-flow forecast's surplus over its twelve months
   * (forecastSurplus of GET /api/forecast's months), never below zero. Invested wealth: checking, savings and investment accounts (not real estate,
   * private placements or businesses, which cannot be spent down year by year). Mix: the holdings by
   * class (holdingAssetClass) plus checking and savings as cash; 60/40 without any holdings.
   */
  private async defaults(userId: string, now: Date): Promise<Defaults> {
    const today = calendar.utcToday(now);
    const [summary, forecast, accounts, holdings] = await Promise.all([
      this.transactions.summary(userId, spendingWindow(today), now),
      this.forecasts.forecast(userId, now),
      this.dataSource.getRepository(AccountEntity).find({
        where: { userId, accountType: In(['checking', 'savings', 'investment']) },
        select: { accountType: true, balance: true },
      }),
      this.dataSource.getRepository(HoldingEntity).find({
        where: { userId },
        select: { symbol: true, name: true, currentValue: true },
      }),
    ]);
    const surplus = new Decimal(forecastSurplus(forecast).annual);
    const wealth = accounts.reduce((sum, account) => sum.plus(account.balance), new Decimal(0));
    const byClass: Record<AssetClass, Decimal> = {
      stocks: new Decimal(0),
      bonds: new Decimal(0),
      cash: new Decimal(0),
    };
    for (const holding of holdings) {
      const asset = holdingAssetClass(holding.symbol, holding.name);
      byClass[asset] = byClass[asset].plus(holding.currentValue);
    }
    for (const account of accounts)
      if (account.accountType !== 'investment') byClass.cash = byClass.cash.plus(account.balance);
    return {
      annualSpending: twelveMonthSpending(today, summary).annual,
      annualSavings: Decimal.max(surplus, 0).toFixed(2),
      startingWealth: Decimal.max(wealth, 0).toFixed(2),
      mix: holdings.length ? mixOf(byClass) : DEFAULT_ASSET_MIX,
      mixFromHoldings: holdings.length > 0,
      assumptions: DEFAULT_RETIREMENT_ASSUMPTIONS,
    };
  }
}

const yearOf = (now: Date) => Number(calendar.utcToday(now).slice(0, 4));

/** Whole percentages to one decimal that add up to exactly 100 (stocks take the rounding). */
function mixOf(byClass: Record<AssetClass, Decimal>): AssetMix {
  const total = assetClasses.reduce((sum, asset) => sum.plus(Decimal.max(byClass[asset], 0)), new Decimal(0));
  if (total.isZero()) return DEFAULT_ASSET_MIX;
  const share = (asset: AssetClass) =>
    Decimal.max(byClass[asset], 0).div(total).times(100).toDecimalPlaces(1).toNumber();
  const bonds = share('bonds');
  const cash = share('cash');
  return { stocks: new Decimal(100).minus(bonds).minus(cash).toNumber(), bonds, cash };
}

function resolve(inputs: StoredInputs, defaults: Defaults): RetirementScenario {
  return {
    adults: inputs.adults,
    startingWealth: inputs.startingWealth ?? defaults.startingWealth,
    annualSavings: inputs.annualSavings ?? defaults.annualSavings,
    annualSpending: inputs.annualSpending ?? defaults.annualSpending,
    mix: inputs.mix ?? defaults.mix,
    assumptions: { ...defaults.assumptions, ...(inputs.assumptions ?? {}) },
  };
}

function project(scenario: RetirementScenario, year: number): RetirementProjectionWire | null {
  if (!scenario.adults.length) return null;
  const result = projectRetirement(scenario, { year });
  const dollars = (values: number[]) => values.map((value) => Math.max(0, Math.round(value)).toFixed(0));
  return {
    paths: result.paths,
    seed: result.seed,
    successProbability: result.successProbability,
    ages: result.ages,
    p10: dollars(result.p10),
    p50: dollars(result.p50),
    p90: dollars(result.p90),
    medianRunsOutAge: result.medianRunsOutAge,
    p10RunsOutAge: result.p10RunsOutAge,
    meanReturn: result.meanReturn,
    volatility: result.volatility,
    retirementAge: result.retirementAge,
  };
}
