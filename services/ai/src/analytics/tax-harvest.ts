// Tax-loss harvesting: holdings worth less than they cost, the loss, and the tax that realising it in a
// taxable account could save. Losses inside an IRA or 401(k) are listed but cannot be harvested.
import { recommendationCategory } from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import { formatAssumption, statedAssumptions, type Assumptions } from '../config/assumptions';
import type { CheckResult } from './check';
import { Dec, dollars, fixed, money, readDecimal, sum } from './figures';
import { priorityForSaving } from './priority';
import type { DataIssue, Finding, HoldingLoss, TaxHarvestAccount, TaxHarvestAnalysis } from './types';

export type TaxHarvestInput = Pick<FamilyData, 'holdings' | 'accounts'>;

const FORMULA =
  'loss = costBasis - currentValue (holdings below cost); accountLoss = Σ loss in a taxable account; ' +
  'estimatedTaxSaving = accountLoss × marginalRate / 100; ordinaryIncomeOffset = min(Σ harvestable loss, ' +
  'ordinaryIncomeOffsetDollars)';

/** Accounts the tax code shelters, recognised by name (the Account has no tax flag). */
const TAX_ADVANTAGED =
  /\b(IRA|Roth|401\s*\(?k\)?|403\s*\(?b\)?|457\s*\(?b\)?|HSA|529|SEP|SIMPLE|TSP|Keogh|pension|retirement)\b/i;

export function isTaxAdvantagedAccount(name: string | null | undefined): boolean {
  return typeof name === 'string' && TAX_ADVANTAGED.test(name);
}

/**
 * Largest loss first, each loss read once: a comparator reading two per call cost most of the analysis
 * of thousands of holdings. Stable, so equal losses keep their order.
 */
function sortByLoss(losses: HoldingLoss[]): void {
  const keyed = losses.map((loss) => ({ loss, key: new Dec(loss.loss) }));
  keyed.sort((a, b) => b.key.comparedTo(a.key));
  keyed.forEach(({ loss }, i) => (losses[i] = loss));
}

export function analyzeTaxHarvest(
  input: TaxHarvestInput,
  assumptions: Assumptions,
): CheckResult<TaxHarvestAnalysis> {
  const issues: DataIssue[] = [];
  const accountNames = new Map(input.accounts.map((a) => [a.id, a.name]));
  const rate = new Dec(assumptions.MARGINAL_TAX_RATE_PERCENT).div(100);

  const losses: HoldingLoss[] = [];
  for (const holding of input.holdings) {
    const where = { entity: 'holding' as const, id: holding.id };
    const cost = readDecimal(holding.costBasis, issues, { ...where, field: 'costBasis' });
    const value = readDecimal(holding.currentValue, issues, { ...where, field: 'currentValue' });
    if (!cost || !value || !value.lessThan(cost) || cost.lessThanOrEqualTo(0)) continue;
    const loss = cost.minus(value);
    const accountName = accountNames.get(holding.accountId) ?? null;
    const taxAdvantaged = isTaxAdvantagedAccount(accountName);
    losses.push({
      holdingId: holding.id,
      accountId: holding.accountId,
      accountName,
      symbol: holding.symbol,
      name: holding.name,
      costBasis: money(cost),
      currentValue: money(value),
      loss: money(loss),
      lossPercent: fixed(loss.div(cost).times(100), 2),
      taxAdvantaged,
      estimatedTaxSaving: taxAdvantaged ? '0.00' : money(loss.times(rate)),
    });
  }
  sortByLoss(losses);

  const perAccount = new Map<string, HoldingLoss[]>();
  for (const loss of losses.filter((l) => !l.taxAdvantaged)) {
    const list = perAccount.get(loss.accountId);
    if (list) list.push(loss);
    else perAccount.set(loss.accountId, [loss]);
  }
  const accounts: TaxHarvestAccount[] = [...perAccount.entries()]
    .map(([accountId, holdings]) => {
      const totalLoss = sum(holdings.map((h) => h.loss));
      return {
        accountId,
        accountName: accountNames.get(accountId) ?? null,
        holdings,
        totalLoss: money(totalLoss),
        estimatedTaxSaving: money(totalLoss.times(rate)),
      };
    })
    .sort((a, b) => new Dec(b.totalLoss).comparedTo(a.totalLoss));

  const harvestable = sum(accounts.map((a) => a.totalLoss));
  const analysis: TaxHarvestAnalysis = {
    losses,
    accounts,
    harvestableLoss: money(harvestable),
    shelteredLoss: money(sum(losses.filter((l) => l.taxAdvantaged).map((l) => l.loss))),
    marginalRatePercent: new Dec(assumptions.MARGINAL_TAX_RATE_PERCENT).toFixed(),
    estimatedTaxSaving: money(harvestable.times(rate)),
    ordinaryIncomeOffset: money(Dec.min(harvestable, assumptions.ORDINARY_INCOME_OFFSET_DOLLARS)),
  };

  const findings = accounts
    .filter((a) => new Dec(a.totalLoss).greaterThanOrEqualTo(assumptions.TAX_HARVEST_MIN_LOSS_DOLLARS))
    .map((account) => harvestFinding(account, assumptions));
  return { analysis, findings, issues };
}

function harvestFinding(account: TaxHarvestAccount, assumptions: Assumptions): Finding {
  const [lead] = account.holdings;
  if (!lead) throw new Error('an account with losses has holdings');
  const place = account.accountName ?? 'your taxable account';
  const named = account.holdings
    .slice(0, 3)
    .map((h) => `${h.symbol} (${dollars(h.loss)})`)
    .join(', ');
  const count = account.holdings.length;
  return {
    type: 'tax_harvest',
    category: recommendationCategory('tax_harvest'),
    // The position to act on first; the finding covers the whole account.
    relatedEntityId: lead.holdingId,
    title: `Harvest ${dollars(account.totalLoss)} of losses in ${place}`,
    description:
      `${count === 1 ? 'One position' : `${count} positions`} in ${place} ${count === 1 ? 'is' : 'are'} below cost` +
      `${count > 3 ? ', led by' : ':'} ${named}, ${dollars(account.totalLoss)} of unrealised losses in all. ` +
      'Selling them realises losses that offset capital gains; at the assumed ' +
      `${formatAssumption('MARGINAL_TAX_RATE_PERCENT', assumptions)} marginal rate that is about ` +
      `${dollars(account.estimatedTaxSaving)} of tax. Losses beyond your gains offset up to ` +
      `${formatAssumption('ORDINARY_INCOME_OFFSET_DOLLARS', assumptions)} of ordinary income a year and carry ` +
      'forward. Mind the wash-sale rule: buying the same or a substantially identical security within 30 days ' +
      'before or after the sale disallows the loss; a similar, not identical, fund keeps your market exposure.',
    potentialSavings: account.estimatedTaxSaving,
    priority: priorityForSaving(account.estimatedTaxSaving, assumptions),
    evidence: {
      inputs: {
        accountId: account.accountId,
        accountName: account.accountName,
        positionsBelowCost: count,
        totalLoss: account.totalLoss,
        ...Object.fromEntries(account.holdings.slice(0, 10).map((h) => [`loss.${h.symbol}`, h.loss])),
      },
      formula: FORMULA,
      assumptions: statedAssumptions(
        ['MARGINAL_TAX_RATE_PERCENT', 'ORDINARY_INCOME_OFFSET_DOLLARS', 'TAX_HARVEST_MIN_LOSS_DOLLARS'],
        assumptions,
      ),
    },
  };
}
