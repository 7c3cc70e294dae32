import Decimal from 'decimal.js';
import { forecastCashFlow, withKind, type ForecastInputs } from './forecast';

/** A family with one of everything; the figures below are worked out by hand from these rows. */
const family: ForecastInputs = {
  today: '2026-12-06',
  startingBalance: '20000.00',
  monthlyExpenses: '4000.00',
  floor: null,
  recurring: [
    {
      id: 'r1',
      name: 'Acme Payroll',
      direction: 'income',
      amount: '6000.00',
      cadence: 'monthly',
      nextDate: '2026-12-15',
    },
    // Behind: its next day is the 20th of each month from December.
    {
      id: 'r2',
      name: 'Netflix',
      direction: 'expense',
      amount: '17.99',
      cadence: 'monthly',
      nextDate: '2026-11-20',
    },
  ],
  mortgages: [
    {
      id: 'm1',
      lender: 'Wells Fargo',
      monthlyPayment: '2500.00',
      startDate: '2020-03-01',
      maturityDate: '2027-05-01',
    },
  ],
  insurance: [
    {
      id: 'p1',
      provider: 'Acme',
      policyType: 'umbrella',
      annualPremium: '1200.00',
      startDate: '2019-02-10',
      expirationDate: null,
    },
  ],
  funds: [{ id: 'f1', name: 'Summit IV', unfunded: '30000.00', investmentDate: '2023-06-30' }],
  latestReturn: { id: 't1', taxYear: 2025, totalTax: '40000.00', totalIncome: '200000.00' },
  plannedEvents: [
    { id: 'e1', name: 'Tuition', direction: 'expense', amount: '30000.00', date: '2027-08-20' },
    // Before today: already in the balance.
    { id: 'e0', name: 'Old trip', direction: 'expense', amount: '999.00', date: '2026-12-01' },
  ],
};

describe('forecastCashFlow', () => {
  const result = forecastCashFlow(family);

  it('gives twelve month-end balances from the current month', () => {
    // Each month: payroll +6000.00, Netflix -17.99, the call -1578.94 (30000 over 19 months, in cents),
    // the mortgage -2500.00 January to May, the premium -1200.00 in February, estimated tax -11000.00
    // (40000 x 110% / 4) on 15 Jan, Apr, Jun and Sep, tuition -30000.00 in August.
    expect(result.months.map((m) => [m.month, m.net, m.closing])).toEqual([
      ['2026-12', '4403.07', '24403.07'],
      ['2027-01', '-9096.93', '15306.14'],
      ['2027-02', '703.07', '16009.21'],
      ['2027-03', '1903.07', '17912.28'],
      ['2027-04', '-9096.93', '8815.35'],
      ['2027-05', '1903.07', '10718.42'],
      ['2027-06', '-6596.93', '4121.49'],
      ['2027-07', '4403.07', '8524.56'],
      ['2027-08', '-25596.93', '-17072.37'],
      ['2027-09', '-6596.93', '-23669.30'],
      ['2027-10', '4403.07', '-19266.23'],
      ['2027-11', '4403.07', '-14863.16'],
    ]);
  });

  it('names the lowest point and warns at the first month under the default floor', () => {
    expect(result.floor).toBe('12000.00');
    expect(result.floorIsDefault).toBe(true);
    expect(result.lowest).toEqual({ month: '2027-09', balance: '-23669.30' });
    expect(result.warning).toEqual({
      month: '2027-04',
      balance: '8815.35',
      floor: '12000.00',
      shortfall: '3184.65',
    });
    expect(result.months.filter((m) => m.belowFloor).map((m) => m.month)[0]).toBe('2027-04');
  });

  it('traces every figure to its items', () => {
    for (const month of result.months) {
      const sum = month.items.reduce((t, item) => t.plus(item.amount), new Decimal(0));
      expect(sum.toFixed(2)).toBe(month.net);
      expect(new Decimal(month.opening).plus(month.net).toFixed(2)).toBe(month.closing);
      expect(month.items.every((item) => item.date.startsWith(month.month))).toBe(true);
    }
    expect(result.months[1]!.items).toEqual([
      {
        source: 'mortgage',
        sourceId: 'm1',
        label: 'Wells Fargo mortgage',
        date: '2027-01-01',
        amount: '-2500.00',
      },
      { source: 'recurring', sourceId: 'r1', label: 'Acme Payroll', date: '2027-01-15', amount: '6000.00' },
      {
        source: 'tax',
        sourceId: 't1',
        label: 'Estimated tax 4 of 4 (2026)',
        date: '2027-01-15',
        amount: '-11000.00',
      },
      { source: 'recurring', sourceId: 'r2', label: 'Netflix', date: '2027-01-20', amount: '-17.99' },
      {
        source: 'capital_call',
        sourceId: 'f1',
        label: 'Summit IV capital call',
        date: '2027-01-31',
        amount: '-1578.94',
      },
    ]);
    expect(result.months.flatMap((m) => m.items).some((i) => i.sourceId === 'e0')).toBe(false);
    expect(result.assumptions).toEqual({
      investmentPeriodYears: 5,
      capitalCalls: [
        {
          fundId: 'f1',
          name: 'Summit IV',
          unfunded: '30000.00',
          investmentPeriodYears: 5,
          ownPeriod: false,
          periodEnds: '2028-06-30',
        },
      ],
      taxEstimateShare: '100.00',
      estimatedTax: { taxYear: 2025, annual: '44000.00', safeHarbourRate: '1.10' },
    });
  });

  it('spreads a commitment so the calls sum to it exactly, and none after the period', () => {
    const calls = forecastCashFlow({
      ...family,
      funds: [
        { id: 'f2', name: 'Short', unfunded: '1000.01', investmentDate: '2022-03-15' },
        { id: 'f3', name: 'Done', unfunded: '5000.00', investmentDate: '2020-01-01' },
      ],
    })
      .months.flatMap((m) => m.items)
      .filter((i) => i.source === 'capital_call');
    expect(calls.map((c) => [c.date, c.amount])).toEqual([
      ['2026-12-31', '-250.00'],
      ['2027-01-31', '-250.00'],
      ['2027-02-28', '-250.00'],
      ['2027-03-31', '-250.01'],
    ]);
  });

  it('spreads each fund over its own investment period when it has one', () => {
    const own = forecastCashFlow({
      ...family,
      funds: [
        { ...family.funds[0]!, investmentPeriodYears: 4 },
        { id: 'f4', name: 'Harbor Fund', unfunded: '12000.00', investmentDate: '2024-01-15' },
      ],
    });
    // Summit IV: 4 years from 30 June 2023 leave December to June, 7 months; Harbor: the family's 5.
    expect(
      own.assumptions.capitalCalls.map((c) => [c.fundId, c.investmentPeriodYears, c.ownPeriod, c.periodEnds]),
    ).toEqual([
      ['f1', 4, true, '2027-06-30'],
      ['f4', 5, false, '2029-01-15'],
    ]);
    const calls = own.months.flatMap((m) => m.items).filter((i) => i.sourceId === 'f1');
    expect(calls).toHaveLength(7);
    expect(calls.reduce((t, c) => t.plus(c.amount), new Decimal(0)).toFixed(2)).toBe('-30000.00');
    expect(calls.at(-1)?.date).toBe('2027-06-30');
    // Harbor: 12,000 over the 26 months from December 2026 to January 2029.
    expect(own.months[0]!.items.find((i) => i.sourceId === 'f4')?.amount).toBe('-461.53');
  });

  it('projects twice-a-month pay on both its days', () => {
    const semimonthly = forecastCashFlow({
      ...family,
      recurring: [
        {
          id: 's',
          name: 'Whitman Family Dentistry Payroll',
          direction: 'income',
          amount: '6148.27',
          cadence: 'semimonthly',
          nextDate: '2026-12-15',
          otherDay: 1,
        },
      ],
    });
    const pay = semimonthly.months.flatMap((m) => m.items).filter((i) => i.sourceId === 's');
    expect(pay.slice(0, 5).map((i) => i.date)).toEqual([
      '2026-12-15',
      '2027-01-01',
      '2027-01-15',
      '2027-02-01',
      '2027-02-15',
    ]);
    // Twice in every month but the first (the 1st of December is before today): 23 pays, $12,296.54 a month.
    expect(pay).toHaveLength(23);
    expect(
      semimonthly.months[1]!.items.filter((i) => i.sourceId === 's')
        .reduce((t, i) => t.plus(i.amount), new Decimal(0))
        .toFixed(2),
    ).toBe('12296.54');
  });

  it('names an item without saying its kind twice', () => {
    expect(withKind('Wells Fargo', 'mortgage')).toBe('Wells Fargo mortgage');
    expect(withKind('Wells Fargo Home Mortgage', 'mortgage')).toBe('Wells Fargo Home Mortgage');
    expect(withKind('Guild mortgage ', 'mortgage')).toBe('Guild mortgage');
    expect(withKind('Mortgage Co', 'mortgage')).toBe('Mortgage Co mortgage');
    expect(withKind('Summit Capital Call', 'capital call')).toBe('Summit Capital Call');
    expect(withKind('Call', 'capital call')).toBe('Call capital call');
    const labels = forecastCashFlow({
      ...family,
      mortgages: [{ ...family.mortgages[0]!, lender: 'Guild Mortgage' }],
      insurance: [{ ...family.insurance[0]!, provider: 'Protective Life', policyType: 'life' }],
    })
      .months.flatMap((m) => m.items)
      .map((i) => i.label);
    expect(labels).toContain('Guild Mortgage');
    expect(labels).toContain('Protective Life premium');
    expect(labels.some((label) => /\b(\w+) \1\b/i.test(label))).toBe(false);
  });

  it('uses a set floor, a share of the estimated tax, the investment period and a policy end', () => {
    const other = forecastCashFlow({
      ...family,
      floor: '-20000',
      taxEstimateShare: '50',
      investmentPeriodYears: 3,
      insurance: [{ ...family.insurance[0]!, expirationDate: '2027-02-10' }],
      latestReturn: { id: 't1', taxYear: 2025, totalTax: '40000.00', totalIncome: '150000.00' },
    });
    expect(other.floor).toBe('-20000.00');
    expect(other.floorIsDefault).toBe(false);
    const items = other.months.flatMap((m) => m.items);
    expect(items.filter((i) => i.source === 'insurance')).toEqual([]);
    // 3 years from mid-2023 ended before today: no calls.
    expect(items.filter((i) => i.source === 'capital_call')).toEqual([]);
    // At $150,000 exactly, 100% of last year's tax; half of it paid by estimates.
    expect(items.filter((i) => i.source === 'tax').map((i) => i.amount)).toEqual([
      '-5000.00',
      '-5000.00',
      '-5000.00',
      '-5000.00',
    ]);
    expect(other.warning).toBeNull();
  });

  it('steps weekly items and answers a family with nothing but cash', () => {
    const weekly = forecastCashFlow({
      ...family,
      mortgages: [],
      insurance: [],
      funds: [],
      latestReturn: null,
      plannedEvents: [],
      recurring: [
        {
          id: 'w',
          name: 'Nanny',
          direction: 'expense',
          amount: '500',
          cadence: 'weekly',
          nextDate: '2026-12-07',
        },
      ],
    });
    expect(weekly.months[0]!.items.map((i) => i.date)).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    expect(weekly.months[0]!.outflow).toBe('2000.00');
    const empty = forecastCashFlow({
      ...family,
      recurring: [],
      mortgages: [],
      insurance: [],
      funds: [],
      latestReturn: null,
      plannedEvents: [],
    });
    expect(empty.months.every((m) => m.closing === '20000.00' && m.items.length === 0)).toBe(true);
    expect(empty.lowest).toEqual({ month: '2026-12', balance: '20000.00' });
    expect(empty.warning).toBeNull();
  });
});
