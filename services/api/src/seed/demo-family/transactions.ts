// Twelve months of the Whitmans' banking and card activity, and this month's budgets.
// Each day draws from its own random stream, so a day's transactions (ids included) are the same
// whichever anchor day the year is generated for. Expenses are negative, as banks report them.
import {
  sampleBudgetCategories,
  sampleTransactionCategories,
  type InsertBudget,
  type InsertTransaction,
  type TransactionType,
} from '@heirloom/contracts';
import type { AccountsPart } from './accounts';
import { addDays, day, daysBetween, isoDay } from './calendar';
import type { DemoContext } from './context';
import { Dec, fromCents } from './decimal';
import { idsFor, pick, randomInt, randomStream, uuidFrom, type Random } from './random';

export type TransactionRow = InsertTransaction & { id: string };
export type BudgetRow = InsertBudget & { id: string };

type AccountKey = keyof AccountsPart['ids'];
type BudgetCategory = (typeof sampleBudgetCategories)[number];
/** The spec's transaction categories plus the two budget-only ones (Utilities, Healthcare). */
type Category = (typeof sampleTransactionCategories)[number] | BudgetCategory;

/** The days covered, ending with the anchor day: one year. */
export const TRANSACTION_DAYS = 365;

interface Recurring {
  merchant: string;
  category: Category;
  account: AccountKey;
  type: TransactionType;
  on: (date: Date) => boolean;
  /** Amount in cents, always positive; the sign comes from the type. */
  cents: (random: Random, date: Date) => number;
  notes?: string;
}

const dayOfMonth =
  (...days: number[]) =>
  (date: Date) =>
    days.includes(date.getUTCDate());
const fixed = (dollars: string) => () => new Dec(dollars).times(100).toNumber();
const ranged = (min: number, max: number) => (random: Random) => randomInt(random, min * 100, max * 100);
const month = (date: Date) => date.getUTCMonth() + 1;
/** Claire is paid every other Friday. */
const CLAIRE_FIRST_PAYDAY = day(2024, 1, 5);

const recurring: readonly Recurring[] = [
  {
    merchant: 'Whitman Family Dentistry Payroll',
    category: 'Income',
    account: 'jointChecking',
    type: 'income',
    on: dayOfMonth(1, 15),
    cents: fixed('6148.27'),
  },
  {
    merchant: 'Whitman Family Dentistry Distribution',
    category: 'Income',
    account: 'jointChecking',
    type: 'income',
    on: (date) => date.getUTCDate() === 20 && [1, 4, 7, 10].includes(month(date)),
    cents: fixed('38000.00'),
    notes: 'Quarterly S corporation distribution',
  },
  {
    merchant: 'Studio Terra Payroll',
    category: 'Income',
    account: 'jointChecking',
    type: 'income',
    on: (date) => daysBetween(CLAIRE_FIRST_PAYDAY, date) % 14 === 0,
    cents: fixed('4310.55'),
  },
  {
    merchant: 'Larimer Street Tenant Rent',
    category: 'Income',
    account: 'rentalChecking',
    type: 'income',
    on: dayOfMonth(3),
    cents: fixed('3950.00'),
  },
  {
    merchant: 'Marcus Interest Payment',
    category: 'Income',
    account: 'highYieldSavings',
    type: 'income',
    on: dayOfMonth(28),
    cents: ranged(380, 460),
  },
  {
    merchant: 'Xcel Energy',
    category: 'Utilities',
    account: 'jointChecking',
    type: 'expense',
    on: dayOfMonth(8),
    // Heating season costs more.
    cents: (random, date) =>
      ([11, 12, 1, 2, 3].includes(month(date)) ? ranged(260, 340) : ranged(150, 230))(random),
  },
  {
    merchant: 'Denver Water',
    category: 'Utilities',
    account: 'jointChecking',
    type: 'expense',
    on: dayOfMonth(12),
    // Summer irrigation.
    cents: (random, date) =>
      ([5, 6, 7, 8, 9].includes(month(date)) ? ranged(140, 220) : ranged(60, 95))(random),
  },
  {
    merchant: 'Comcast Xfinity',
    category: 'Utilities',
    account: 'jointChecking',
    type: 'expense',
    on: dayOfMonth(15),
    cents: fixed('129.99'),
  },
  {
    merchant: 'Verizon Wireless',
    category: 'Utilities',
    account: 'jointChecking',
    type: 'expense',
    on: dayOfMonth(21),
    cents: fixed('246.18'),
  },
  {
    merchant: 'Republic Services',
    category: 'Utilities',
    account: 'jointChecking',
    type: 'expense',
    on: dayOfMonth(25),
    cents: fixed('42.50'),
  },
  {
    merchant: 'Netflix',
    category: 'Entertainment',
    account: 'amex',
    type: 'expense',
    on: dayOfMonth(5),
    cents: fixed('24.99'),
  },
  {
    merchant: 'Spotify Family',
    category: 'Entertainment',
    account: 'amex',
    type: 'expense',
    on: dayOfMonth(12),
    cents: fixed('19.99'),
  },
  {
    merchant: 'Rocky Mountain Orthodontics',
    category: 'Healthcare',
    account: 'jointChecking',
    type: 'expense',
    on: dayOfMonth(10),
    cents: fixed('285.00'),
    notes: 'Lily’s braces, monthly plan',
  },
];

interface Occasional {
  category: Category;
  account: AccountKey;
  /** Chance of a purchase on any given day. */
  chance: number;
  merchants: readonly string[];
  dollars: readonly [min: number, max: number];
}

const occasional: readonly Occasional[] = [
  {
    category: 'Groceries',
    account: 'amex',
    chance: 0.33,
    merchants: ['Whole Foods Market', 'King Soopers', "Trader Joe's", 'Costco Wholesale', 'Natural Grocers'],
    dollars: [45, 320],
  },
  {
    category: 'Food & Dining',
    account: 'sapphire',
    chance: 0.4,
    merchants: [
      'Snooze an A.M. Eatery',
      'Starbucks',
      'Chipotle',
      'Sweetgreen',
      'Tavernetta',
      'Denver Biscuit Co.',
      'DoorDash',
      "Illegal Pete's",
    ],
    dollars: [9, 185],
  },
  {
    category: 'Shopping',
    account: 'amex',
    chance: 0.2,
    merchants: ['Amazon', 'REI Co-op', 'Target', 'Nordstrom', 'Apple Store', 'The Home Depot'],
    dollars: [18, 420],
  },
  {
    category: 'Transportation',
    account: 'sapphire',
    chance: 0.15,
    merchants: ['Shell', 'Conoco', 'Chevron', 'Uber', 'Denver Airport Parking', 'E-470 Express Toll'],
    dollars: [12, 95],
  },
  {
    category: 'Entertainment',
    account: 'sapphire',
    chance: 0.05,
    merchants: [
      'AMC Theatres',
      'Ball Arena',
      'Red Rocks Amphitheatre',
      'Topgolf Centennial',
      'Denver Museum of Nature & Science',
    ],
    dollars: [28, 240],
  },
  {
    category: 'Healthcare',
    account: 'jointChecking',
    chance: 0.03,
    merchants: ['CVS Pharmacy', 'Walgreens', "Children's Hospital Colorado", 'Cherry Creek Eye Care'],
    dollars: [15, 180],
  },
];

/** Makes the rows of one day, ids drawn from that day's random stream. */
function rowMaker(random: Random, date: Date, accountIds: AccountsPart['ids']) {
  return (
    merchant: string,
    category: Category,
    account: AccountKey,
    type: TransactionType,
    cents: number,
    notes: string | null,
  ): TransactionRow => ({
    id: uuidFrom(random),
    accountId: accountIds[account],
    merchant,
    amount: fromCents(type === 'expense' ? -cents : cents),
    category,
    date: isoDay(date),
    transactionType: type,
    notes,
  });
}

function transactionsOn(date: Date, accountIds: AccountsPart['ids']): TransactionRow[] {
  const random = randomStream(`transactions:${isoDay(date)}`);
  const row = rowMaker(random, date, accountIds);
  const rows = recurring
    .filter((bill) => bill.on(date))
    .map((bill) =>
      row(
        bill.merchant,
        bill.category,
        bill.account,
        bill.type,
        bill.cents(random, date),
        bill.notes ?? null,
      ),
    );
  for (const spend of occasional) {
    if (random() < spend.chance) {
      const merchant = pick(random, spend.merchants);
      rows.push(
        row(merchant, spend.category, spend.account, 'expense', ranged(...spend.dollars)(random), null),
      );
    }
  }
  return rows;
}

/** Where a budget category's first purchase of a month is made when the month has none yet. */
const firstPurchase: Readonly<Record<BudgetCategory, Omit<Occasional, 'category' | 'chance'>>> = {
  ...(Object.fromEntries(occasional.map(({ category, chance: _, ...where }) => [category, where])) as Record<
    BudgetCategory,
    Omit<Occasional, 'category' | 'chance'>
  >),
  Utilities: { account: 'jointChecking', merchants: ['Xcel Energy'], dollars: [150, 230] },
};

/**
 * Early in a month (the 1st, say) some budget categories have no expense yet, and the demo's budgets
 * would show nothing spent. Each such category gets one purchase on the anchor day, drawn from the
 * anchor day's own stream, so one anchor always gives the same rows.
 */
function monthToDate(
  today: Date,
  accountIds: AccountsPart['ids'],
  year: readonly TransactionRow[],
): TransactionRow[] {
  const month = isoDay(today).slice(0, 7);
  const spent = new Set(
    year.filter((t) => t.transactionType === 'expense' && t.date.startsWith(month)).map((t) => t.category),
  );
  const random = randomStream(`month-to-date:${isoDay(today)}`);
  const row = rowMaker(random, today, accountIds);
  return sampleBudgetCategories
    .filter((category) => !spent.has(category))
    .map((category) => {
      const where = firstPurchase[category];
      const merchant = pick(random, where.merchants);
      return row(merchant, category, where.account, 'expense', ranged(...where.dollars)(random), null);
    });
}

export function buildTransactions({ today }: DemoContext, accountIds: AccountsPart['ids']): TransactionRow[] {
  const first = addDays(today, 1 - TRANSACTION_DAYS);
  const year = Array.from({ length: TRANSACTION_DAYS }, (_, offset) =>
    transactionsOn(addDays(first, offset), accountIds),
  ).flat();
  return [...year, ...monthToDate(today, accountIds, year)];
}

/** Monthly limits for the spec's six budget categories. */
const monthlyLimits: Readonly<Record<BudgetCategory, string>> = {
  'Food & Dining': '1200.00',
  Transportation: '450.00',
  Entertainment: '350.00',
  Shopping: '1400.00',
  Utilities: '850.00',
  Healthcare: '450.00',
};

/** The anchor month's budgets; what they have spent the API computes from the month's transactions. */
export function buildBudgets({ today }: DemoContext): BudgetRow[] {
  const budgetId = idsFor('budgets');
  return sampleBudgetCategories.map((category) => ({
    id: budgetId(),
    category,
    monthlyBudget: monthlyLimits[category],
    month: today.getUTCMonth() + 1,
    year: today.getUTCFullYear(),
  }));
}
