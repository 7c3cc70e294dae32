import {
  amountOwed,
  budgetTotals,
  budgetUsage,
  familyFigures,
  holdingGain,
  holdingOutcomes,
  normalizeBalance,
  type FigureInputs,
} from './figures';

const empty: FigureInputs = {
  accounts: [],
  holdings: [],
  properties: [],
  mortgages: [],
  privatePlacements: [],
  businesses: [],
  insurance: [],
};

describe('normalizeBalance: what is owed on a credit account is negative', () => {
  it.each([
    ['credit', '2000', '-2000.00'],
    ['credit', '-2000', '-2000.00'],
    ['credit', '0', '0.00'],
    ['checking', '-35.5', '-35.50'],
    ['savings', '10.005', '10.01'],
  ] as const)('%s %s -> %s', (type, balance, expected) => {
    expect(normalizeBalance(type, balance)).toBe(expected);
  });

  it('amountOwed is positive whichever sign was written', () => {
    expect(amountOwed({ accountType: 'credit', balance: '2000.00' })).toBe('2000.00');
    expect(amountOwed({ accountType: 'credit', balance: '-2000.00' })).toBe('2000.00');
    expect(amountOwed({ accountType: 'checking', balance: '500.00' })).toBe('0.00');
    expect(amountOwed({ accountType: 'checking', balance: '-20.00' })).toBe('20.00');
  });
});

describe('familyFigures', () => {
  it('is all zeros with no data, and no credit utilization', () => {
    const figures = familyFigures(empty);
    expect(figures.netWorth).toBe('0.00');
    expect(figures.totalReturnPercent).toBe('0.00');
    expect(figures.creditUtilization).toBeNull();
  });

  it('follows spec section 9 exactly, in decimal', () => {
    const figures = familyFigures({
      accounts: [
        { accountType: 'checking', balance: '0.10' },
        { accountType: 'savings', balance: '0.20' },
        { accountType: 'investment', balance: '1100.00' },
        { accountType: 'credit', balance: '250.00', creditLimit: '1000.00' },
        { accountType: 'credit', balance: '-50.00', creditLimit: null },
      ],
      holdings: [
        { costBasis: '600.00', currentValue: '700.00' },
        { costBasis: '400.00', currentValue: '380.00' },
      ],
      properties: [{ currentValue: '500000.00' }],
      mortgages: [{ currentBalance: '300000.00' }],
      privatePlacements: [{ currentValue: '1000.00' }],
      businesses: [{ currentValuation: '2000.00' }],
      insurance: [
        { policyType: 'life', coverageAmount: '1000000.00' },
        { policyType: 'umbrella', coverageAmount: '2000000.00' },
      ],
    });
    expect(figures).toEqual({
      liquidAssets: '800.30', // 0.10 + 0.20 + 1100 - 250 - 50: no float drift
      nonLiquidAssets: '3000.00',
      realEstateValue: '500000.00',
      mortgageBalance: '300000.00',
      realEstateEquity: '200000.00',
      netWorth: '203800.30',
      creditOwed: '300.00',
      totalLiabilities: '300300.00',
      creditLimit: '1000.00',
      creditUtilization: '25.00', // only cards with a limit count
      totalCoverage: '3000000.00',
      lifeCoverage: '1000000.00',
      investmentValue: '1100.00',
      holdingsCostBasis: '1000.00',
      holdingsValue: '1080.00',
      totalReturn: '100.00',
      totalReturnPercent: '10.00',
    });
  });

  it('a card entered as +2000 or -2000 lowers net worth the same', () => {
    const base = familyFigures({ ...empty, accounts: [{ accountType: 'checking', balance: '5000' }] });
    for (const balance of ['2000', '-2000']) {
      const withCard = familyFigures({
        ...empty,
        accounts: [
          { accountType: 'checking', balance: '5000' },
          { accountType: 'credit', balance },
        ],
      });
      expect(base.netWorth).toBe('5000.00');
      expect(withCard.netWorth).toBe('3000.00');
    }
  });

  it('total return is 0 at zero cost basis and rounds half away from zero', () => {
    expect(
      familyFigures({ ...empty, accounts: [{ accountType: 'investment', balance: '10' }] })
        .totalReturnPercent,
    ).toBe('0.00');
    const third = familyFigures({
      ...empty,
      accounts: [{ accountType: 'investment', balance: '4' }],
      holdings: [{ costBasis: '3', currentValue: '4' }],
    });
    expect(third.totalReturnPercent).toBe('33.33');
    const loss = familyFigures({
      ...empty,
      accounts: [{ accountType: 'investment', balance: '1.99995' }],
      holdings: [{ costBasis: '3', currentValue: '2' }],
    });
    expect(loss.totalReturnPercent).toBe('-33.34');
  });
});

describe('budgetUsage', () => {
  it('caps the bar at 100 and flags spending over the budget', () => {
    expect(budgetUsage('150', '100')).toEqual({
      spent: '150.00',
      budget: '100.00',
      remaining: '-50.00',
      percentUsed: '150.0000',
      barPercent: 100,
      over: true,
    });
  });

  it('exactly on budget is not over', () => {
    expect(budgetUsage('100.00', '100.00')).toMatchObject({
      over: false,
      barPercent: 100,
      remaining: '0.00',
    });
  });

  it('a zero budget: 0% with no spending, 100% with some', () => {
    expect(budgetUsage('0', '0')).toMatchObject({ percentUsed: '0.0000', barPercent: 0, over: false });
    expect(budgetUsage('5', '0')).toMatchObject({ percentUsed: '100.0000', over: true });
  });

  it('totals sum exactly', () => {
    expect(
      budgetTotals([
        { monthlyBudget: '0.10', currentSpent: '0.05' },
        { monthlyBudget: '0.20', currentSpent: '0.05' },
      ]),
    ).toMatchObject({ budget: '0.30', spent: '0.10', remaining: '0.20', percentUsed: '33.3333' });
  });
});

describe('holdings', () => {
  const holdings = [
    { symbol: 'UP', costBasis: '100', currentValue: '120' },
    { symbol: 'DOWN', costBasis: '100', currentValue: '80.5' },
    { symbol: 'FLAT', costBasis: '100', currentValue: '100' },
  ];
  it('gain in dollars', () => {
    expect(holdingGain(holdings[1]!)).toBe('-19.50');
  });
  it('winners and losers leave out flat positions', () => {
    const { winners, losers } = holdingOutcomes(holdings);
    expect(winners.map((h) => h.symbol)).toEqual(['UP']);
    expect(losers.map((h) => h.symbol)).toEqual(['DOWN']);
  });
});
