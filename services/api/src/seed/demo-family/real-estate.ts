// The Whitmans' three properties and the mortgages on them. Payments and balances follow the
// amortisation schedule up to the anchor day, so the figures stay consistent whenever the data is built.
import type { InsertMortgage, InsertProperty } from '@heirloom/contracts';
import { addMonths, day, isoDay } from './calendar';
import type { DemoContext } from './context';
import { balanceAfter, money, monthlyPayment } from './decimal';
import { idsFor } from './random';

export type PropertyRow = InsertProperty & { id: string };
export type MortgageRow = InsertMortgage & { id: string };

type PropertyKey = 'primary' | 'rental' | 'vacation';

interface OwnedProperty {
  key: PropertyKey;
  property: Omit<InsertProperty, 'purchaseDate'> & { purchaseDate: Date };
  loan: {
    lender: string;
    amount: string;
    rate: string;
    firstDue: Date;
    termMonths: number;
    loanType: string;
  };
}

const portfolio: readonly OwnedProperty[] = [
  {
    key: 'primary',
    property: {
      address: '14 Cherry Hills Farm Drive, Cherry Hills Village, CO 80113',
      propertyType: 'primary_residence',
      purchasePrice: '1450000.00',
      currentValue: '1740000.00',
      purchaseDate: day(2016, 6, 15),
      squareFeet: 4850,
      notes: 'Family home. Refinanced in March 2021 at 2.875%.',
    },
    loan: {
      lender: 'Wells Fargo Home Mortgage',
      amount: '1020000.00',
      rate: '2.875',
      firstDue: day(2021, 5, 1),
      termMonths: 360,
      loanType: '30-year fixed',
    },
  },
  {
    key: 'rental',
    property: {
      address: '2215 Larimer Street, Unit 4, Denver, CO 80205',
      propertyType: 'investment',
      purchasePrice: '640000.00',
      currentValue: '668000.00',
      purchaseDate: day(2023, 10, 12),
      squareFeet: 1680,
      notes: 'Long-term rental, leased at $3,950 a month. Bought when investment-property rates peaked.',
    },
    // Above 7% against a market near 6.25%, with almost the whole term left: the refinance case.
    loan: {
      lender: 'Guild Mortgage',
      amount: '480000.00',
      rate: '7.625',
      firstDue: day(2023, 12, 1),
      termMonths: 360,
      loanType: '30-year fixed (investment property)',
    },
  },
  {
    key: 'vacation',
    property: {
      address: '88 Ski Hill Road, Unit 3B, Breckenridge, CO 80424',
      propertyType: 'vacation',
      purchasePrice: '925000.00',
      currentValue: '1060000.00',
      purchaseDate: day(2019, 7, 19),
      squareFeet: 1940,
      notes: 'Ski condo, family use only.',
    },
    loan: {
      lender: 'FirstBank',
      amount: '740000.00',
      rate: '3.625',
      firstDue: day(2019, 9, 1),
      termMonths: 360,
      loanType: '30-year fixed (second home)',
    },
  },
];

/** Payments due on or before `today`, starting with the first due date. */
function paymentsMade(firstDue: Date, termMonths: number, today: Date): number {
  let count = 0;
  while (count < termMonths && addMonths(firstDue, count) <= today) count += 1;
  return count;
}

export interface RealEstatePart {
  properties: PropertyRow[];
  mortgages: MortgageRow[];
  ids: { properties: Record<PropertyKey, string>; mortgages: Record<PropertyKey, string> };
  /** Monthly payments still to make on each mortgage after the anchor day. */
  paymentsLeft: Record<PropertyKey, number>;
}

export function buildRealEstate({ today }: DemoContext): RealEstatePart {
  const propertyId = idsFor('properties');
  const mortgageId = idsFor('mortgages');
  const ids: RealEstatePart['ids'] = {
    properties: {} as Record<PropertyKey, string>,
    mortgages: {} as Record<PropertyKey, string>,
  };
  const paymentsLeft = {} as Record<PropertyKey, number>;
  const properties: PropertyRow[] = [];
  const mortgages: MortgageRow[] = [];

  for (const { key, property, loan } of portfolio) {
    ids.properties[key] = propertyId();
    ids.mortgages[key] = mortgageId();
    properties.push({ id: ids.properties[key], ...property, purchaseDate: isoDay(property.purchaseDate) });
    const payment = monthlyPayment(loan.amount, loan.rate, loan.termMonths);
    const made = paymentsMade(loan.firstDue, loan.termMonths, today);
    paymentsLeft[key] = loan.termMonths - made;
    mortgages.push({
      id: ids.mortgages[key],
      propertyId: ids.properties[key],
      lender: loan.lender,
      originalAmount: loan.amount,
      currentBalance: money(balanceAfter(loan.amount, loan.rate, payment, made)),
      interestRate: loan.rate,
      monthlyPayment: money(payment),
      // The loan starts a month before its first payment and matures with its last one.
      startDate: isoDay(addMonths(loan.firstDue, -1)),
      maturityDate: isoDay(addMonths(loan.firstDue, loan.termMonths - 1)),
      loanType: loan.loanType,
    });
  }
  return { properties, mortgages, ids, paymentsLeft };
}
