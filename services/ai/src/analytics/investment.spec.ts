import type { TransactionSummary } from '@heirloom/contracts';
import { defaultAssumptions, resolveAssumptions } from '../config/assumptions';
import { analyzeInvestment } from './investment';
import { account, family, holding } from './test-family';

const today = '2025-01-10';

// 2021-01-01 to 2024-12-31 is 1461 days, exactly 48 average months (1461 / 30.4375): 144,000 of
// expenses is 3,000.00 a month.
const fourYears: TransactionSummary = {
  from: '2021-01-01',
  to: '2024-12-31',
  income: '500000.00',
  expenses: '144000.00',
  count: 480,
  byMonth: [{ month: '2021-01', income: '10000.00', expenses: '3000.00', count: 10 }],
  byCategory: [],
};

const holdings = [
  holding('a', 'inv', 'ACME', '10000.00', '40000.00', 'Acme Corporation'), // 40% of 100,000
  holding('b', 'inv', 'BETA', '30000.00', '25000.00', 'Beta Industries'), // 25%
  holding('c', 'inv', 'VTI', '20000.00', '35000.00', 'Vanguard Total Stock Market ETF'), // 35%, but a fund
];
const accounts = [
  account('chk', 'checking', '30000.00'),
  account('sav', 'savings', '20000.00'),
  account('card', 'credit', '-1000.00'), // not cash
  account('inv', 'investment', '100000.00'), // not cash
];

describe('analyzeInvestment', () => {
  it('measures each holding’s share and the cash beyond the reserve', () => {
    const { analysis, findings, issues } = analyzeInvestment(
      family(today, { holdings, accounts, spending: fourYears }),
      defaultAssumptions,
    );
    expect(issues).toEqual([]);
    expect(analysis).toEqual({
      portfolioValue: '100000.00',
      holdingCount: 3,
      maxSharePercent: '20',
      // ACME: 40000 - 20% × 100000 = 20000 over; BETA: 25000 - 20000 = 5000 over. VTI is a broad fund.
      concentrated: [
        {
          holdingId: 'a',
          symbol: 'ACME',
          name: 'Acme Corporation',
          currentValue: '40000.00',
          sharePercent: '40.00',
          excessValue: '20000.00',
        },
        {
          holdingId: 'b',
          symbol: 'BETA',
          name: 'Beta Industries',
          currentValue: '25000.00',
          sharePercent: '25.00',
          excessValue: '5000.00',
        },
      ],
      topHoldings: [
        expect.objectContaining({ symbol: 'ACME', sharePercent: '40.00' }),
        expect.objectContaining({ symbol: 'VTI', sharePercent: '35.00', excessValue: '15000.00' }),
        expect.objectContaining({ symbol: 'BETA', sharePercent: '25.00' }),
      ],
      // 30000 + 20000; reserve 6 × 3000 = 18000; excess 32000; 50000 / 3000 = 16.7 months held.
      cash: '50000.00',
      averageMonthlySpending: '3000.00',
      spendingMonths: 48,
      emergencyFundMonths: 6,
      emergencyFund: '18000.00',
      excessCash: '32000.00',
      monthsOfSpendingHeld: '16.7',
    });

    expect(findings.map((f) => [f.type, f.category, f.relatedEntityId, f.priority, f.title])).toEqual([
      // 40% is twice the 20% limit: high.
      ['investment_concentration', 'investment', 'a', 'high', 'Reduce your concentration in ACME'],
      ['investment_concentration', 'investment', 'b', 'medium', 'Reduce your concentration in BETA'],
      ['excess_cash', 'investment', null, 'medium', 'Put $32,000 of idle cash to work'],
    ]);
    for (const text of ['$40,000', '40%', '$100,000', '20%', '$20,000'])
      expect(findings[0]?.description).toContain(text);
    for (const text of [
      '$50,000',
      '16.7 months',
      '$3,000 a month',
      '6 months of spending',
      '$18,000',
      '$32,000',
    ]) {
      expect(findings[2]?.description).toContain(text);
    }
    expect(findings[2]?.evidence.assumptions).toHaveProperty('EMERGENCY_FUND_MONTHS');
  });

  it('averages over the months since the first transaction, not the whole range', () => {
    const recent: TransactionSummary = {
      ...fourYears,
      expenses: '18000.00',
      byMonth: [
        { month: '2024-09', income: '0.00', expenses: '9000.00', count: 3 },
        { month: '2024-07', income: '0.00', expenses: '9000.00', count: 3 },
      ],
    };
    const { analysis } = analyzeInvestment(family(today, { accounts, spending: recent }), defaultAssumptions);
    // 2024-07-01 to 2024-12-31 is 184 days = 6.045 months; 18000 / 6.045 = 2977.58 a month;
    // reserve 6 × 2977.58 = 17865.48; excess 50000 - 17865.48 = 32134.52; 50000 / 2977.58 = 16.8.
    expect(analysis).toMatchObject({
      averageMonthlySpending: '2977.58',
      spendingMonths: 6,
      emergencyFund: '17865.48',
      excessCash: '32134.52',
      monthsOfSpendingHeld: '16.8',
    });
  });

  it('uses the reserve and the limit it is given', () => {
    const { analysis, findings } = analyzeInvestment(
      family(today, { holdings, accounts, spending: fourYears }),
      resolveAssumptions({ EMERGENCY_FUND_MONTHS: '24', CONCENTRATION_MAX_PERCENT: '50' }),
    );
    // 24 × 3000 = 72000 > 50000 of cash: no excess; nothing above 50%.
    expect(analysis.excessCash).toBe('0.00');
    expect(analysis.concentrated).toEqual([]);
    expect(findings).toEqual([]);
  });

  it('says nothing about cash without spending to measure it by', () => {
    const { analysis, findings } = analyzeInvestment(family(today, { accounts }), defaultAssumptions);
    expect(analysis).toMatchObject({
      cash: '50000.00',
      averageMonthlySpending: '0.00',
      excessCash: '0.00',
      monthsOfSpendingHeld: null,
    });
    expect(findings).toEqual([]);
  });

  it('answers zeros for an empty family and skips malformed values', () => {
    expect(analyzeInvestment(family(today), defaultAssumptions).analysis).toMatchObject({
      portfolioValue: '0.00',
      holdingCount: 0,
      concentrated: [],
      topHoldings: [],
      cash: '0.00',
    });
    const { analysis, issues } = analyzeInvestment(
      family(today, {
        holdings: [holding('x', 'inv', 'XX', '1', 'NaN'), holding('y', 'inv', 'YY', '1', '10.00', 'Why Co')],
        accounts: [account('chk', 'checking', '1e5')],
      }),
      defaultAssumptions,
    );
    // The one readable holding is the whole portfolio: 100%.
    expect(analysis.concentrated.map((h) => [h.symbol, h.sharePercent])).toEqual([['YY', '100.00']]);
    expect(analysis.cash).toBe('0.00');
    expect(issues).toEqual([
      { entity: 'holding', id: 'x', field: 'currentValue', message: 'not a number: "NaN"' },
      { entity: 'account', id: 'chk', field: 'balance', message: 'not a number: "1e5"' },
    ]);
  });
});
