// The Whitmans' bank, card and investment accounts and the positions held in the investment ones.
// An investment account's balance is the exact sum of its holdings' current values.
import type { InsertAccount, InsertHolding } from '@heirloom/contracts';
import { addDays, atTime } from './calendar';
import type { DemoContext } from './context';
import { Dec, money, returnPercent, sum } from './decimal';
import { idsFor } from './random';

export type AccountRow = InsertAccount & { id: string };
export type HoldingRow = InsertHolding & { id: string };

/** A position: shares, average cost per share and the latest price per share. */
type Position = readonly [symbol: string, name: string, shares: number, averageCost: string, price: string];

interface InvestmentAccount {
  key: InvestmentKey;
  name: string;
  institution: string;
  positions: readonly Position[];
}

type InvestmentKey = 'brokerage' | 'rolloverIra' | 'claire401k';
type CashKey = 'jointChecking' | 'rentalChecking' | 'highYieldSavings' | 'reserveSavings';
type CreditKey = 'sapphire' | 'amex';

const cashAccounts: readonly {
  key: CashKey;
  name: string;
  type: 'checking' | 'savings';
  institution: string;
  balance: string;
}[] = [
  {
    key: 'jointChecking',
    name: 'Whitman Joint Checking',
    type: 'checking',
    institution: 'Chase',
    balance: '84612.37',
  },
  {
    key: 'rentalChecking',
    name: 'Larimer Street Rental Checking',
    type: 'checking',
    institution: 'Alpine Bank',
    balance: '23408.91',
  },
  {
    key: 'highYieldSavings',
    name: 'High-Yield Savings',
    type: 'savings',
    institution: 'Marcus by Goldman Sachs',
    balance: '148750.00',
  },
  {
    key: 'reserveSavings',
    name: 'Family Reserve Savings',
    type: 'savings',
    institution: 'Ally Bank',
    balance: '68420.15',
  },
];

// Card balances are money owed, so they are negative (the API stores them so whatever sign is sent).
// Their limits give the Accounts page's credit utilization: 11,201.81 owed of 60,000.00, about 18.7%.
const creditAccounts: readonly {
  key: CreditKey;
  name: string;
  institution: string;
  balance: string;
  creditLimit: string;
}[] = [
  {
    key: 'sapphire',
    name: 'Chase Sapphire Reserve',
    institution: 'Chase',
    balance: '-6284.19',
    creditLimit: '35000.00',
  },
  {
    key: 'amex',
    name: 'American Express Platinum',
    institution: 'American Express',
    balance: '-4917.62',
    creditLimit: '25000.00',
  },
];

const investmentAccounts: readonly InvestmentAccount[] = [
  {
    key: 'brokerage',
    name: 'Joint Brokerage',
    institution: 'Charles Schwab',
    positions: [
      // Bought in 2019 and never trimmed: the concentration the investment review flags.
      ['NVDA', 'NVIDIA Corporation', 3600, '18.40', '178.50'],
      ['AAPL', 'Apple Inc.', 300, '131.20', '228.40'],
      ['MSFT', 'Microsoft Corporation', 150, '289.50', '472.10'],
      ['VTI', 'Vanguard Total Stock Market ETF', 210, '205.30', '301.75'],
      ['JPM', 'JPMorgan Chase & Co.', 180, '121.30', '246.80'],
      ['BRK.B', 'Berkshire Hathaway Inc. Class B', 90, '297.40', '486.20'],
      ['SCHD', 'Schwab U.S. Dividend Equity ETF', 900, '24.10', '27.35'],
      ['INTC', 'Intel Corporation', 1800, '44.10', '21.85'],
      ['PYPL', 'PayPal Holdings, Inc.', 600, '112.40', '68.30'],
      ['DIS', 'The Walt Disney Company', 250, '142.60', '110.20'],
      ['NKE', 'NIKE, Inc. Class B', 300, '118.75', '74.10'],
      ['CVS', 'CVS Health Corporation', 400, '82.10', '64.40'],
      ['TSLA', 'Tesla, Inc.', 120, '265.00', '242.30'],
      ['VNQ', 'Vanguard Real Estate ETF', 350, '101.80', '89.60'],
      ['BND', 'Vanguard Total Bond Market ETF', 500, '79.90', '73.40'],
    ],
  },
  {
    key: 'rolloverIra',
    name: 'Rollover IRA (Daniel)',
    institution: 'Fidelity Investments',
    positions: [
      ['FXAIX', 'Fidelity 500 Index Fund', 520, '142.30', '218.60'],
      ['FTIHX', 'Fidelity Total International Index Fund', 4200, '13.10', '15.20'],
      ['FXNAX', 'Fidelity U.S. Bond Index Fund', 6500, '11.40', '10.62'],
      ['AMZN', 'Amazon.com, Inc.', 220, '168.50', '219.40'],
      ['GOOGL', 'Alphabet Inc. Class A', 260, '139.80', '181.30'],
      ['ARKK', 'ARK Innovation ETF', 900, '78.40', '62.10'],
    ],
  },
  {
    key: 'claire401k',
    name: 'Studio Terra 401(k) (Claire)',
    institution: 'Vanguard',
    positions: [
      ['VFIAX', 'Vanguard 500 Index Fund Admiral Shares', 420, '371.20', '592.40'],
      ['VTIAX', 'Vanguard Total International Stock Index Fund Admiral Shares', 2100, '29.80', '36.40'],
      ['VBTLX', 'Vanguard Total Bond Market Index Fund Admiral Shares', 4800, '10.45', '9.78'],
      ['VFIFX', 'Vanguard Target Retirement 2050 Fund', 2300, '41.10', '54.20'],
      ['VSMAX', 'Vanguard Small-Cap Index Fund Admiral Shares', 600, '98.40', '112.80'],
    ],
  },
];

export interface AccountsPart {
  accounts: AccountRow[];
  holdings: HoldingRow[];
  /** Account ids by role, for the transactions and recommendations that refer to them. */
  ids: Record<CashKey | CreditKey | InvestmentKey, string>;
}

export function buildAccounts({ today }: DemoContext): AccountsPart {
  const accountId = idsFor('accounts');
  const holdingId = idsFor('holdings');
  // Aggregators sync overnight: the last sync is the evening before the anchor day.
  const lastSync = atTime(addDays(today, -1), 23, 40);
  const accounts: AccountRow[] = [];
  const holdings: HoldingRow[] = [];
  const ids = {} as AccountsPart['ids'];

  for (const cash of cashAccounts) {
    ids[cash.key] = accountId();
    accounts.push({
      id: ids[cash.key],
      name: cash.name,
      accountType: cash.type,
      institution: cash.institution,
      balance: cash.balance,
      lastSync,
      creditLimit: null,
    });
  }
  for (const card of creditAccounts) {
    ids[card.key] = accountId();
    accounts.push({
      id: ids[card.key],
      name: card.name,
      accountType: 'credit',
      institution: card.institution,
      balance: card.balance,
      lastSync,
      creditLimit: card.creditLimit,
    });
  }
  for (const account of investmentAccounts) {
    const id = accountId();
    ids[account.key] = id;
    const rows = account.positions.map(([symbol, name, shares, averageCost, price]): HoldingRow => {
      const costBasis = money(new Dec(shares).times(averageCost));
      const currentValue = money(new Dec(shares).times(price));
      return {
        id: holdingId(),
        accountId: id,
        symbol,
        name,
        shares: new Dec(shares).toFixed(6),
        costBasis,
        currentValue,
        returnPercent: returnPercent(costBasis, currentValue),
      };
    });
    holdings.push(...rows);
    accounts.push({
      id,
      name: account.name,
      accountType: 'investment',
      institution: account.institution,
      balance: money(sum(rows.map((row) => row.currentValue))),
      lastSync,
      creditLimit: null,
    });
  }
  return { accounts, holdings, ids };
}
