// What the Investments page derives from the user's accounts and holdings. The money maths is
// libs/contracts' (familyFigures for the spec's total return, holdingGain, holdingOutcomes); this file
// only picks the page's inputs out of the lists and shapes them for the cards.
import {
  compareMoney,
  familyFigures,
  holdingGain,
  holdingOutcomes,
  sumMoney,
  type AccountType,
} from '@heirloom/contracts';
import { formatMoney, type AllocationItem } from '@heirloom/ui';

interface AccountLike {
  id: string;
  name: string;
  accountType: AccountType;
  balance: string;
}

interface HoldingLike {
  id: string;
  accountId: string;
  symbol: string;
  costBasis: string;
  currentValue: string;
}

export function investmentAccounts<A extends AccountLike>(accounts: readonly A[]): A[] {
  return accounts.filter((account) => account.accountType === 'investment');
}

export interface PortfolioFigures<H> {
  /** Balances of the investment accounts. */
  totalValue: string;
  /** Investment balances minus holdings cost basis (spec section 9). */
  totalReturn: string;
  /** totalReturn / cost basis in percent, 2 places; "0.00" at zero cost basis. */
  totalReturnPercent: string;
  winners: H[];
  /** Largest loss first: the Tax-Loss Harvesting card's order. */
  losers: H[];
}

export function portfolioFigures<H extends HoldingLike>(
  accounts: readonly AccountLike[],
  holdings: readonly H[],
): PortfolioFigures<H> {
  const figures = familyFigures({
    accounts,
    holdings,
    properties: [],
    mortgages: [],
    privatePlacements: [],
    businesses: [],
    insurance: [],
  });
  const { winners, losers } = holdingOutcomes(holdings);
  return {
    totalValue: figures.investmentValue,
    totalReturn: figures.totalReturn,
    totalReturnPercent: figures.totalReturnPercent,
    winners,
    losers: [...losers].sort((a, b) => compareMoney(holdingGain(a), holdingGain(b))),
  };
}

/** How many holdings each account has, by account id. */
export function holdingCounts(holdings: readonly Pick<HoldingLike, 'accountId'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { accountId } of holdings) counts.set(accountId, (counts.get(accountId) ?? 0) + 1);
  return counts;
}

/** The allocation chart by account: each investment account's balance. */
export function accountAllocation(accounts: readonly AccountLike[]): AllocationItem[] {
  return investmentAccounts(accounts).map((account) => ({
    key: account.id,
    label: account.name,
    value: account.balance,
  }));
}

/** The allocation chart by holding: current values, one row per symbol across accounts. */
export function holdingAllocation(holdings: readonly HoldingLike[]): AllocationItem[] {
  const bySymbol = new Map<string, string[]>();
  for (const holding of holdings) {
    const values = bySymbol.get(holding.symbol) ?? [];
    values.push(holding.currentValue);
    bySymbol.set(holding.symbol, values);
  }
  return [...bySymbol].map(([symbol, values]) => ({ key: symbol, label: symbol, value: sumMoney(values) }));
}

/** A gain or loss in dollars: '+$1,234.56', '-$78.90', '$0.00'. */
export function formatGain(value: string): string {
  return compareMoney(value, 0) > 0 ? `+${formatMoney(value)}` : formatMoney(value);
}

/** 'Across 3 account(s)', the Total Value tile's text as the spec writes it. */
export const acrossAccounts = (count: number) => `Across ${count} account(s)`;
