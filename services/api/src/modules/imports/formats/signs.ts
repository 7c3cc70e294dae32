// Which way money goes in a bank file. Three conventions: one signed amount column, separate debit and
// credit columns, or a positive amount with a column saying debit or credit. A bank's own "Type" column
// (Chase's `Sale`, `ACH_DEBIT`; Schwab's `ATM`) is an indicator only when its values say debit/credit,
// DR/CR or income/expense; otherwise it is kept as a note and the sign says income or expense. A card
// export that writes charges as positive amounts (Amex) is read with `chargesPositive`.
import Decimal from 'decimal.js';
import { parseAmount, type NumberFormat } from './numbers';

export type SignConvention = 'signed' | 'debitCredit' | 'indicator';

export interface SignSettings {
  convention: SignConvention;
  /** Charges are written as positive amounts: every amount is turned around. */
  chargesPositive: boolean;
}

export type Direction = 'income' | 'expense';

const DIRECTION_WORDS: Readonly<Record<string, Direction>> = {
  credit: 'income',
  cr: 'income',
  income: 'income',
  deposit: 'income',
  inflow: 'income',
  debit: 'expense',
  dr: 'expense',
  expense: 'expense',
  withdrawal: 'expense',
  outflow: 'expense',
};

/** The direction a type cell names, or null when it names none. */
export function directionWord(cell: string): Direction | null {
  return DIRECTION_WORDS[cell.trim().toLowerCase()] ?? null;
}

/** A type column says income or expense only when every one of its values does (blank cells aside, not all). */
export function isDirectionColumn(values: Iterable<string>): boolean {
  let named = 0;
  for (const value of values) {
    if (value.trim() === '') continue;
    if (!directionWord(value)) return false;
    named++;
  }
  return named > 0;
}

export interface SignColumns {
  amount?: boolean;
  debit?: boolean;
  credit?: boolean;
}

/** The convention of a file from its mapped columns and its type column's values. */
export function detectSignConvention(
  columns: SignColumns,
  typeValues: Iterable<string> = [],
): SignConvention {
  if (!columns.amount && (columns.debit || columns.credit)) return 'debitCredit';
  if (columns.amount && isDirectionColumn(typeValues)) return 'indicator';
  return 'signed';
}

/** Suggests "charges are positive": a credit-card account whose file's amounts are mostly positive. */
export function suggestChargesPositive(
  accountType: string | null | undefined,
  amounts: Iterable<string>,
): boolean {
  if (accountType !== 'credit') return false;
  let positive = 0;
  let negative = 0;
  for (const amount of amounts) {
    const value = new Decimal(amount);
    if (value.isPositive() && !value.isZero()) positive++;
    else if (value.isNegative() && !value.isZero()) negative++;
  }
  return positive > negative;
}

export interface SignCells {
  amount?: string;
  debit?: string;
  credit?: string;
  type?: string;
}

export type SignedRow =
  | {
      ok: true;
      amount: string;
      transactionType: Direction;
      /** The type cell, when it is not a direction. */ typeNote: string | null;
    }
  | { ok: false; field: 'amount' | 'debit' | 'credit' | 'transactionType'; message: string };

const blank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/**
 * One row's signed amount (negative: money out) and its income/expense, by the file's convention and
 * number format. A type cell that names no direction is handed back as a note.
 */
export function signRow(cells: SignCells, settings: SignSettings, format: NumberFormat): SignedRow {
  const read = (field: 'amount' | 'debit' | 'credit'): Decimal | SignedRow => {
    const value = parseAmount(cells[field] ?? '', format);
    return value === null ? { ok: false, field, message: 'Must be a number' } : new Decimal(value);
  };
  let amount: Decimal;
  let typeNote = blank(cells.type) ? null : (cells.type ?? '').trim();
  if (settings.convention === 'debitCredit') {
    if (blank(cells.debit) && blank(cells.credit))
      return { ok: false, field: 'amount', message: 'Amount is required' };
    const debit = blank(cells.debit) ? new Decimal(0) : read('debit');
    const credit = blank(cells.credit) ? new Decimal(0) : read('credit');
    if (!(debit instanceof Decimal)) return debit;
    if (!(credit instanceof Decimal)) return credit;
    // "Debits(-)" columns may write their values negative: the column says the direction.
    amount = credit.abs().minus(debit.abs());
  } else {
    if (blank(cells.amount)) return { ok: false, field: 'amount', message: 'Amount is required' };
    const value = read('amount');
    if (!(value instanceof Decimal)) return value;
    amount = value;
    if (settings.convention === 'indicator') {
      const direction = directionWord(cells.type ?? '');
      if (!direction) return { ok: false, field: 'transactionType', message: 'Choose income or expense' };
      amount = direction === 'expense' ? amount.abs().negated() : amount.abs();
      typeNote = null;
    }
  }
  if (settings.chargesPositive) amount = amount.negated();
  if (amount.isZero()) amount = new Decimal(0);
  return {
    ok: true,
    amount: amount.toFixed(),
    transactionType: amount.isNegative() ? 'expense' : 'income',
    typeNote,
  };
}
