// A synthetic family at scale (`node dist/main.cjs seed-synthetic`): one user with many accounts, holdings
// and transactions, for measuring the API and the AI service on a family far larger than the demo's.
// Deterministic (a seeded generator; dates count back from the day it runs), written in one transaction
// with plain multi-row INSERTs, and refused when the user already exists.
import { calendar, registerSchema, returnPercent, type AccountType } from '@heirloom/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { insertRows } from '../database/bulk-insert';
import { isUniqueViolation } from '../database/errors';
import { mulberry32 } from './demo-family/random';
import { AccountEntity } from '../modules/accounts/account.entity';
import { hashPassword } from '../modules/auth/password';
import { startFamily } from '../modules/auth/auth.service';
import { UserEntity } from '../modules/auth/user.entity';
import { HoldingEntity } from '../modules/holdings/holding.entity';
import { addToTransactionCount } from '../modules/transactions/transaction-counts';
import { TransactionEntity } from '../modules/transactions/transaction.entity';

export interface SyntheticFamilyOptions {
  username: string;
  password: string;
  accounts: number;
  holdings: number;
  transactions: number;
  /** Transactions are spread over this many days up to today. */
  days: number;
  seed: number;
}

export const SYNTHETIC_DEFAULTS = {
  accounts: 200,
  holdings: 10_000,
  transactions: 100_000,
  days: 3 * 365,
  seed: 42,
} as const;

export class SyntheticUserExists extends Error {
  constructor(username: string) {
    super(`User "${username}" already exists: nothing written (choose another --username)`);
  }
}

const CATEGORIES = [
  'Groceries',
  'Food & Dining',
  'Shopping',
  'Transportation',
  'Utilities',
  'Entertainment',
  'Healthcare',
  'Travel',
  'Home Improvement',
  'Education',
  'Personal Care',
  'Gifts & Donations',
  'Insurance',
  'Pets',
  'Subscriptions',
  'Childcare',
  'Taxes',
  'Fees & Charges',
  'Legal',
  'Art & Collectibles',
];
const MERCHANT_STEMS = [
  'Whole Foods Market',
  'Trader Joe',
  'Blue Bottle Coffee',
  'Shell',
  'Chevron',
  'Amazon',
  'Target',
  'Costco',
  'Delta Air Lines',
  'Marriott',
  'Uber',
  'Lyft',
  'PG&E',
  'Comcast',
  'Netflix',
  'Spotify',
  'Home Depot',
  'CVS Pharmacy',
  'Walgreens',
  'Nordstrom',
  'Apple Store',
  'Sotheby',
  'Petco',
  'City Gym',
];
const CITIES = ['Oakland', 'San Francisco', 'Palo Alto', 'New York', 'Boston', 'Austin', 'Denver', 'Miami'];
const INSTITUTIONS = ['First Bank', 'Fidelity', 'Schwab', 'Vanguard', 'Chase', 'Amex', 'Wells Fargo'];
const ACCOUNT_TYPES: AccountType[] = ['checking', 'savings', 'credit', 'investment'];

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Index in [0, n) with a long tail: a few values are picked very often, most rarely (a Zipf-like
 * distribution, the way a family's merchants and categories are spread).
 */
function longTail(random: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(n * random() ** 3));
}

/** Writes the family; answers the new user's id. Throws SyntheticUserExists if the username is taken. */
export async function seedSyntheticFamily(
  dataSource: DataSource,
  options: SyntheticFamilyOptions,
  now: Date = new Date(),
): Promise<string> {
  // The rules a sign-up must follow, so the family can sign in through the API.
  const input = registerSchema.safeParse({ username: options.username, password: options.password });
  if (!input.success) throw new Error(input.error.issues.map((issue) => issue.message).join('; '));
  const { username, password } = input.data;
  const users = dataSource.getRepository(UserEntity);
  if (await users.existsBy({ username })) throw new SyntheticUserExists(username);
  const passwordHash = await hashPassword(password);
  try {
    return await dataSource.transaction((manager) =>
      writeFamily(manager, { ...options, username }, passwordHash, now),
    );
  } catch (error) {
    // Another run created the same user meanwhile.
    if (isUniqueViolation(error)) throw new SyntheticUserExists(username);
    throw error;
  }
}

async function writeFamily(
  manager: EntityManager,
  options: SyntheticFamilyOptions,
  passwordHash: string,
  now: Date,
): Promise<string> {
  const random = mulberry32(options.seed);
  const int = (n: number) => Math.floor(random() * n);
  // Ids from the generator too, so two runs with one seed write the same rows.
  const id = () =>
    [8, 4, 4, 4, 12].map((length) => Array.from({ length }, () => int(16).toString(16)).join('')).join('-');
  const userId = id();
  const stamps = { userId, createdAt: now, updatedAt: now };
  await manager.insert(UserEntity, { id: userId, username: options.username, passwordHash, ...stamps });
  // Its own family, with the account as owner, as a sign-up makes it.
  await startFamily(manager, userId, options.username, now);

  const accounts = Array.from({ length: options.accounts }, (_, i) => {
    const accountType = ACCOUNT_TYPES[i % ACCOUNT_TYPES.length]!;
    const credit = accountType === 'credit';
    return {
      ...stamps,
      id: id(),
      name: `${accountType[0]!.toUpperCase()}${accountType.slice(1)} ${String(i + 1).padStart(3, '0')}`,
      accountType,
      institution: INSTITUTIONS[int(INSTITUTIONS.length)]!,
      // What is owed on a credit account is negative, as the API stores it.
      balance: money(credit ? -int(1_500_000) : 100_000 + int(50_000_000)),
      creditLimit: credit ? money(2_000_000 + int(3_000_000)) : null,
      lastSync: null,
    };
  });
  await insertRows(manager, AccountEntity, accounts);

  const investment = accounts.filter((a) => a.accountType === 'investment');
  const spending = accounts.filter((a) => a.accountType !== 'investment');
  const holdings = Array.from({ length: options.holdings }, (_, i) => {
    const costCents = 100_000 + int(5_000_000);
    const valueCents = Math.max(1_000, costCents + int(4_000_000) - 1_800_000);
    const costBasis = money(costCents);
    const currentValue = money(valueCents);
    return {
      ...stamps,
      id: id(),
      accountId: investment[i % investment.length]!.id,
      symbol: `SYN${i}`,
      name: `Synthetic Holding ${i}`,
      shares: (1 + int(1_000_000) / 1000).toFixed(6),
      costBasis,
      currentValue,
      returnPercent: returnPercent(costBasis, currentValue),
    };
  });
  await insertRows(manager, HoldingEntity, holdings);

  // Merchants: the stems in several cities and store numbers, most of them seen only a few times.
  const merchants = Array.from(
    { length: 2_000 },
    (_, i) => `${MERCHANT_STEMS[i % MERCHANT_STEMS.length]} ${CITIES[(i >> 3) % CITIES.length]} #${100 + i}`,
  );
  const today = calendar.utcDayOf(now);
  const transactions = Array.from({ length: options.transactions }, (_, i) => {
    const income = i % 40 === 0;
    const cents = income ? 500_000 + int(1_500_000) : 100 + int(int(10) === 0 ? 500_000 : 25_000);
    return {
      ...stamps,
      id: id(),
      accountId: spending[int(spending.length)]!.id,
      merchant: income ? 'Payroll' : merchants[longTail(random, merchants.length)]!,
      amount: money(income ? cents : -cents),
      category: income ? 'Income' : CATEGORIES[longTail(random, CATEGORIES.length)]!,
      date: calendar.addDays(today, -int(options.days)),
      transactionType: income ? ('income' as const) : ('expense' as const),
      notes: null,
    };
  });
  await insertRows(manager, TransactionEntity, transactions);
  await addToTransactionCount(manager, userId, transactions.length);
  return userId;
}
