import { defaultAssumptions, resolveAssumptions } from '../config/assumptions';
import { analyzeTaxHarvest, isTaxAdvantagedAccount } from './tax-harvest';
import { account, family, holding } from './test-family';

describe('isTaxAdvantagedAccount', () => {
  it.each([
    ['Rollover IRA (Daniel)', true],
    ['Studio Terra 401(k) (Claire)', true],
    ['Roth IRA', true],
    ['Family HSA', true],
    ['529 College Savings', true],
    ['SEP-IRA', true],
    ['Joint Brokerage', false],
    ['Miracle Growth Account', false],
    ['Individual', false],
    [null, false],
  ])('%s: %s', (name, sheltered) => {
    expect(isTaxAdvantagedAccount(name)).toBe(sheltered);
  });
});

describe('analyzeTaxHarvest', () => {
  const accounts = [
    account('acc-b', 'investment', '0', 'Joint Brokerage'),
    account('acc-i', 'investment', '0', 'Roth IRA'),
    account('acc-s', 'investment', '0', 'Kids Brokerage'),
  ];
  const holdings = [
    holding('h1', 'acc-b', 'AAA', '10000.00', '6000.00'), // loss 4000.00, 40.00%
    holding('h2', 'acc-b', 'BBB', '5000.00', '4750.00'), // loss 250.00, 5.00%
    holding('h3', 'acc-b', 'CCC', '1000.00', '1500.00'), // a gain: not listed
    holding('h4', 'acc-i', 'DDD', '8000.00', '2000.00'), // loss 6000.00 inside a Roth IRA: sheltered
    holding('h5', 'acc-s', 'EEE', '300.00', '100.00'), // loss 200.00, below the $500 worth harvesting
    holding('h6', 'acc-b', 'FFF', '10.00', '10.00'), // at cost: no loss
  ];

  it('lists every loss, totals the taxable ones per account and estimates the tax saved', () => {
    const { analysis, findings, issues } = analyzeTaxHarvest(
      family('2026-01-15', { accounts, holdings }),
      defaultAssumptions,
    );
    expect(issues).toEqual([]);
    expect(
      analysis.losses.map((l) => [l.symbol, l.loss, l.lossPercent, l.taxAdvantaged, l.estimatedTaxSaving]),
    ).toEqual([
      ['DDD', '6000.00', '75.00', true, '0.00'],
      ['AAA', '4000.00', '40.00', false, '960.00'], // 4000 × 24%
      ['BBB', '250.00', '5.00', false, '60.00'], // 250 × 24%
      ['EEE', '200.00', '66.67', false, '48.00'], // 200 / 300 = 66.67%
    ]);
    expect(analysis.accounts.map((a) => [a.accountName, a.totalLoss, a.estimatedTaxSaving])).toEqual([
      ['Joint Brokerage', '4250.00', '1020.00'], // (4000 + 250) × 24%
      ['Kids Brokerage', '200.00', '48.00'],
    ]);
    expect(analysis).toMatchObject({
      harvestableLoss: '4450.00', // 4250 + 200
      shelteredLoss: '6000.00',
      marginalRatePercent: '24',
      estimatedTaxSaving: '1068.00', // 4450 × 24%
      ordinaryIncomeOffset: '3000.00', // min(4450, 3000)
    });

    // One finding per taxable account worth harvesting, about its largest loss.
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({
      type: 'tax_harvest',
      category: 'tax',
      relatedEntityId: 'h1',
      title: 'Harvest $4,250 of losses in Joint Brokerage',
      potentialSavings: '1020.00',
      priority: 'medium',
    });
    for (const text of ['AAA ($4,000)', 'BBB ($250)', '24%', '$1,020', '$3,000', 'wash-sale', '30 days']) {
      expect(finding?.description).toContain(text);
    }
    expect(finding?.evidence.inputs).toMatchObject({
      totalLoss: '4250.00',
      positionsBelowCost: 2,
      'loss.AAA': '4000.00',
    });
  });

  it('states the marginal rate it was given', () => {
    const rate = resolveAssumptions({ AI_ASSUME_MARGINAL_TAX_RATE_PERCENT: '37' });
    const { analysis, findings } = analyzeTaxHarvest(family('2026-01-15', { accounts, holdings }), rate);
    // 4250 × 37% = 1572.50
    expect(analysis.accounts[0]?.estimatedTaxSaving).toBe('1572.50');
    expect(findings[0]?.description).toContain('37% marginal rate');
  });

  it('treats a holding whose account is unknown as taxable, and skips malformed values', () => {
    const { analysis, issues } = analyzeTaxHarvest(
      family('2026-01-15', {
        accounts: [],
        holdings: [
          holding('h7', 'gone', 'GGG', '2000.00', '1000.00'),
          holding('h8', 'gone', 'HHH', '1,000', '10.00'),
        ],
      }),
      defaultAssumptions,
    );
    expect(analysis.accounts).toEqual([
      expect.objectContaining({ accountId: 'gone', accountName: null, totalLoss: '1000.00' }),
    ]);
    expect(issues).toEqual([
      { entity: 'holding', id: 'h8', field: 'costBasis', message: 'not a number: "1,000"' },
    ]);
  });

  it('answers zeros without holdings', () => {
    expect(analyzeTaxHarvest(family('2026-01-15'), defaultAssumptions)).toEqual({
      analysis: {
        losses: [],
        accounts: [],
        harvestableLoss: '0.00',
        shelteredLoss: '0.00',
        marginalRatePercent: '24',
        estimatedTaxSaving: '0.00',
        ordinaryIncomeOffset: '0.00',
      },
      findings: [],
      issues: [],
    });
  });
});
