import { defaultAssumptions, resolveAssumptions } from '../config/assumptions';
import { amortizedPayment, analyzeRefinance, remainingMonths } from './refinance';
import { family, mortgage, property } from './test-family';

describe('amortizedPayment', () => {
  it.each([
    // The textbook figures: $200,000 over 30 years at 6% is $1,199.10, at 7.5% $1,398.43.
    ['200000', '6', 360, '1199.10'],
    ['200000', '7.5', 360, '1398.43'],
    ['100000', '6', 360, '599.55'],
    // No interest: the balance in equal parts, 120000 / 120.
    ['120000', '0', 120, '1000.00'],
    // One payment left: the balance plus one month of interest, 1000 × (1 + 0.06/12) = 1005.
    ['1000', '6', 1, '1005.00'],
  ])('%s at %s%% over %i months is %s', (principal, rate, months, payment) => {
    expect(amortizedPayment(principal, rate, months).toFixed(2)).toBe(payment);
  });

  it('refuses a term of no months', () => {
    expect(() => amortizedPayment('1000', '6', 0)).toThrow(RangeError);
  });
});

describe('remainingMonths', () => {
  it.each([
    // Payments fall on the maturity's day of the month; one due today counts as made.
    ['2026-11-22', '2053-11-01', 324], // (2053 - 2026) × 12 + (11 - 11) = 324: the demo's rental
    ['2026-11-22', '2026-12-25', 2], // Nov 25 and Dec 25
    ['2026-11-01', '2026-12-01', 1], // Dec 1 (Nov 1 is paid today)
    ['2026-11-01', '2026-11-01', 0],
    ['2026-11-22', '2020-01-01', 0], // matured long ago
  ])('from %s to %s: %i', (today, maturity, months) => {
    expect(remainingMonths(today, maturity)).toBe(months);
  });
});

describe('analyzeRefinance', () => {
  const today = '2026-01-15';
  // 2056-01-01 from 2026-01-15: (2056 - 2026) × 12 + (1 - 1) = 360 payments left.
  const standard = mortgage('m-high', {
    currentBalance: '200000.00',
    interestRate: '7.5',
    monthlyPayment: '1398.43',
    maturityDate: '2056-01-01',
    lender: 'Guild Mortgage',
    propertyId: 'p-1',
  });
  const at6 = resolveAssumptions({ MARKET_MORTGAGE_RATE_PERCENT: '6' });

  it('computes the new payment, the saving and the break-even, and recommends a quick payback', () => {
    const { analysis, findings, issues } = analyzeRefinance(
      family(today, { mortgages: [standard], properties: [property('p-1', '400000', '12 Elm Street')] }),
      at6,
    );
    expect(issues).toEqual([]);
    // new payment 1199.10 (6%, 360 months); saving 1398.43 - 1199.10 = 199.33 a month, × 12 = 2391.96 a year;
    // closing costs 2% × 200000 = 4000.00; break-even ceil(4000 / 199.33 = 20.07) = 21 months;
    // limit floor(360 × 25%) = 90 months; over the term 199.33 × 360 - 4000 = 67758.80.
    expect(analysis.mortgages).toEqual([
      {
        mortgageId: 'm-high',
        propertyId: 'p-1',
        propertyAddress: '12 Elm Street',
        lender: 'Guild Mortgage',
        loanType: '30-year fixed',
        balance: '200000.00',
        currentRate: '7.5',
        currentPayment: '1398.43',
        maturityDate: '2056-01-01',
        remainingMonths: 360,
        marketRate: '6',
        newPayment: '1199.10',
        monthlySaving: '199.33',
        annualSaving: '2391.96',
        closingCosts: '4000.00',
        breakEvenMonths: 21,
        maxBreakEvenMonths: 90,
        netSavingOverTerm: '67758.80',
        recommended: true,
        verdict: expect.stringContaining('pay back in 21 months'),
      },
    ]);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({
      type: 'refinance',
      category: 'mortgage',
      relatedEntityId: 'm-high',
      title: 'Refinance the 12 Elm Street mortgage',
      potentialSavings: '2391.96',
      // 2391.96 a year: at least $500 (medium), below $2,500 (high).
      priority: 'medium',
    });
    // The figures and the assumptions behind them, in the text the user reads.
    for (const text of [
      '7.5%',
      'assumed market rate of 6%',
      '$1,398.43',
      '$1,199.10',
      '$199.33',
      '2%',
      '21 months',
      '25%',
    ]) {
      expect(finding?.description).toContain(text);
    }
    expect(finding?.evidence.inputs).toMatchObject({
      breakEvenMonths: 21,
      closingCosts: '4000.00',
      remainingMonths: 360,
    });
    expect(Object.keys(finding?.evidence.assumptions ?? {})).toEqual([
      'MARKET_MORTGAGE_RATE_PERCENT',
      'REFINANCE_CLOSING_COST_PERCENT',
      'REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM',
    ]);
  });

  it('uses the default market rate of 6.25% unless told otherwise', () => {
    const { analysis } = analyzeRefinance(family(today, { mortgages: [standard] }), defaultAssumptions);
    // 200000 at 6.25% over 360 months: 1231.43.
    expect(analysis.mortgages[0]).toMatchObject({
      marketRate: '6.25',
      newPayment: '1231.43',
      propertyAddress: null,
    });
  });

  it('handles a zero market rate: the balance in equal parts', () => {
    const loan = mortgage('m-zero', {
      currentBalance: '120000.00',
      interestRate: '3',
      monthlyPayment: '1500.00',
      maturityDate: '2036-01-01', // 120 payments left
    });
    const { analysis, findings } = analyzeRefinance(
      family(today, { mortgages: [loan] }),
      resolveAssumptions({ MARKET_MORTGAGE_RATE_PERCENT: '0' }),
    );
    // 120000 / 120 = 1000.00; saving 500.00; closing 2400.00 pays back in 5 months (limit 30);
    // 6000.00 a year is high priority.
    expect(analysis.mortgages[0]).toMatchObject({
      newPayment: '1000.00',
      monthlySaving: '500.00',
      closingCosts: '2400.00',
      breakEvenMonths: 5,
      maxBreakEvenMonths: 30,
      netSavingOverTerm: '57600.00',
      recommended: true,
    });
    expect(findings[0]?.priority).toBe('high');
  });

  it('does not recommend when the costs take too long to pay back', () => {
    const loan = mortgage('m-slow', {
      currentBalance: '100000.00',
      interestRate: '6.125',
      monthlyPayment: '610.00',
      maturityDate: '2056-01-01',
    });
    const { analysis, findings } = analyzeRefinance(family(today, { mortgages: [loan] }), at6);
    // 610.00 - 599.55 = 10.45 a month; 2000.00 / 10.45 = 191.4 -> 192 months, beyond the 90-month limit.
    expect(analysis.mortgages[0]).toMatchObject({
      monthlySaving: '10.45',
      breakEvenMonths: 192,
      recommended: false,
      verdict: expect.stringContaining('192 months'),
    });
    expect(findings).toEqual([]);
  });

  it('does not recommend when the market rate is higher than the loan’s', () => {
    const loan = mortgage('m-low', {
      currentBalance: '200000.00',
      interestRate: '3',
      monthlyPayment: '843.21',
      maturityDate: '2056-01-01',
    });
    const { analysis, findings } = analyzeRefinance(family(today, { mortgages: [loan] }), at6);
    // 843.21 - 1199.10 = -355.89: refinancing would cost more.
    expect(analysis.mortgages[0]).toMatchObject({
      monthlySaving: '-355.89',
      breakEvenMonths: null,
      recommended: false,
      verdict: expect.stringContaining('would not fall'),
    });
    expect(findings).toEqual([]);
  });

  it('reports paid-off and matured loans without a payment', () => {
    const paid = mortgage('m-paid', {
      currentBalance: '0.00',
      interestRate: '5',
      monthlyPayment: '900.00',
      maturityDate: '2040-01-01',
    });
    const matured = mortgage('m-matured', {
      currentBalance: '1000.00',
      interestRate: '8',
      monthlyPayment: '900.00',
      maturityDate: '2025-12-01',
    });
    const { analysis, findings } = analyzeRefinance(family(today, { mortgages: [paid, matured] }), at6);
    expect(
      analysis.mortgages.map((m) => [m.mortgageId, m.remainingMonths, m.newPayment, m.recommended]),
    ).toEqual([
      ['m-paid', 168, null, false],
      ['m-matured', 0, null, false],
    ]);
    expect(analysis.mortgages[0]?.verdict).toContain('paid off');
    expect(findings).toEqual([]);
  });

  it('leaves out a mortgage with malformed figures and says which', () => {
    const broken = mortgage('m-broken', {
      currentBalance: '200000.00',
      interestRate: 'seven',
      monthlyPayment: '1398.43',
      maturityDate: '2056-02-30',
    });
    const { analysis, issues } = analyzeRefinance(family(today, { mortgages: [broken, standard] }), at6);
    expect(analysis.mortgages.map((m) => m.mortgageId)).toEqual(['m-high']);
    expect(issues).toEqual([
      { entity: 'mortgage', id: 'm-broken', field: 'interestRate', message: 'not a number: "seven"' },
      { entity: 'mortgage', id: 'm-broken', field: 'maturityDate', message: 'not a date: "2056-02-30"' },
    ]);
  });

  it('answers nothing for a family without mortgages', () => {
    expect(analyzeRefinance(family(today), defaultAssumptions)).toEqual({
      analysis: { mortgages: [] },
      findings: [],
      issues: [],
    });
  });
});
