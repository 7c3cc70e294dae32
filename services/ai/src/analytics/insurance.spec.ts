import { defaultAssumptions, resolveAssumptions } from '../config/assumptions';
import { analyzeInsurance, latestIncome, netWorth } from './insurance';
import {
  account,
  business,
  family,
  holding,
  mortgage,
  placement,
  policy,
  property,
  taxDocument,
} from './test-family';

const today = '2026-01-01';

// Liquid 100000 - 5000 + 400000 = 495000; non-liquid 200000 + 300000 = 500000; real estate
// 900000 - 400000 = 500000; net worth 1,495,000. The 400000 of holdings sit inside the investment
// account's balance and are not added again.
const wealth = {
  accounts: [
    account('chk', 'checking', '100000.00'),
    account('card', 'credit', '-5000.00'),
    account('inv', 'investment', '400000.00'),
  ],
  holdings: [holding('h1', 'inv', 'VTI', '300000.00', '400000.00')],
  privatePlacements: [placement('pp', '200000.00')],
  businesses: [business('biz', '300000.00')],
  properties: [property('home', '900000.00')],
  mortgages: [
    mortgage('m1', {
      propertyId: 'home',
      currentBalance: '400000.00',
      interestRate: '3',
      monthlyPayment: '2000.00',
      maturityDate: '2050-01-01',
    }),
  ],
};

const taxDocuments = [
  taxDocument('t2024', 2024, '1040', '200000.00'),
  taxDocument('t2025-w2', 2025, 'W-2', '150000.00', '2026-02-01T00:00:00.000Z'),
  taxDocument('t2025', 2025, '1040', '250000.00', '2026-01-01T00:00:00.000Z'),
  taxDocument('t2025-state', 2025, 'CO-104', '250000.00', '2026-03-01T00:00:00.000Z'),
  taxDocument('t2026', 2026, '1040-ES', null),
];

const policies = [
  policy('p1', 'life', '1000000.00'), // in force, no end
  policy('p2', 'life', '500000.00', '2026-02-15', 'Northwestern'), // expires in 45 days
  policy('p3', 'life', '2000000.00', '2025-06-01'), // lapsed 214 days ago: history, not counted
  policy('p4', 'property', '800000.00', '2026-03-31', 'Chubb'), // 31 + 28 + 30 = 89 days
  policy('p5', 'liability', 'lots'), // malformed
  policy('p8', 'property', '300000.00', '2025-12-20', 'Allstate'), // lapsed 12 days ago
];

describe('latestIncome', () => {
  it("takes the latest year's federal return, never adding documents together", () => {
    // 2026 has no income figure; in 2025 the 1040 wins over the W-2 and the later state return.
    expect(latestIncome(taxDocuments)).toEqual({
      taxDocumentId: 't2025',
      taxYear: 2025,
      documentType: '1040',
      totalIncome: '250000.00',
    });
  });

  it('falls back to the latest upload without a 1040, and to null without income', () => {
    expect(latestIncome([taxDocuments[1]!, taxDocuments[3]!])?.taxDocumentId).toBe('t2025-state');
    expect(latestIncome([taxDocument('x', 2025, '1040', null)])).toBeNull();
    expect(latestIncome([])).toBeNull();
  });
});

describe('netWorth', () => {
  it("follows the spec's definition without counting holdings twice", () => {
    expect(netWorth(family(today, wealth))).toEqual({
      liquid: '495000.00',
      nonLiquid: '500000.00',
      realEstateEquity: '500000.00',
      netWorth: '1495000.00',
    });
  });

  it('counts a card as owed whichever sign its balance was stored with, as the dashboard does', () => {
    const typedPositive = {
      ...wealth,
      accounts: [...wealth.accounts.slice(0, 1), account('card', 'credit', '5000.00'), wealth.accounts[2]!],
    };
    expect(netWorth(family(today, typedPositive))).toEqual(netWorth(family(today, wealth)));
  });

  it('reports a row it cannot read and leaves it out', () => {
    const issues: Parameters<typeof netWorth>[1] = [];
    const broken = { ...wealth, accounts: [...wealth.accounts, account('bad', 'savings', 'lots')] };
    expect(netWorth(family(today, broken), issues).liquid).toBe('495000.00');
    expect(issues).toEqual([
      { entity: 'account', id: 'bad', field: 'balance', message: 'not a number: "lots"' },
    ]);
  });
});

describe('analyzeInsurance', () => {
  it('finds the life cover gap, the missing umbrella and the policies about to expire or just lapsed', () => {
    const { analysis, findings, issues } = analyzeInsurance(
      family(today, { ...wealth, taxDocuments, insurance: policies }),
      defaultAssumptions,
    );
    expect(issues).toEqual([
      { entity: 'insurance_policy', id: 'p5', field: 'coverageAmount', message: 'not a number: "lots"' },
    ]);
    expect(analysis).toEqual({
      // p1 + p2 (p3 has lapsed): 1,500,000 against 10 × 250,000 = 2,500,000 -> a 1,000,000 gap.
      lifeCoverage: '1500000.00',
      lifePolicyIds: ['p1', 'p2'],
      income: { taxDocumentId: 't2025', taxYear: 2025, documentType: '1040', totalIncome: '250000.00' },
      lifeCoverageNeeded: '2500000.00',
      lifeCoverageGap: '1000000.00',
      netWorth: {
        liquid: '495000.00',
        nonLiquid: '500000.00',
        realEstateEquity: '500000.00',
        netWorth: '1495000.00',
      },
      umbrellaCoverage: '0.00',
      hasUmbrella: false,
      // 1,495,000 > 1,000,000 with no umbrella in force.
      umbrellaAdvisable: true,
      expiring: [
        expect.objectContaining({ policyId: 'p8', daysLeft: -12 }),
        expect.objectContaining({ policyId: 'p2', daysLeft: 45, provider: 'Northwestern' }),
        expect.objectContaining({ policyId: 'p4', daysLeft: 89, expirationDate: '2026-03-31' }),
      ],
      // In force: p1 + p2 + p4 = 2,300,000; premiums 3 × 1200.
      totalCoverage: '2300000.00',
      totalAnnualPremium: '3600.00',
    });

    expect(findings.map((f) => [f.relatedEntityId, f.priority, f.title])).toEqual([
      ['p1', 'high', 'Close the life insurance gap'],
      [null, 'medium', 'Add an umbrella liability policy'],
      ['p8', 'high', 'Renew the lapsed Allstate property policy'],
      ['p2', 'medium', 'Review the Northwestern life policy before it expires'],
      ['p4', 'medium', 'Review the Chubb property policy before it expires'],
    ]);
    expect(findings.every((f) => f.type === 'insurance_review' && f.category === 'insurance')).toBe(true);
    const [life, umbrella, lapsed, , chubb] = findings;
    for (const text of ['$1,500,000', '10x', '$2,500,000', '$250,000', '2025 1040', '$1,000,000']) {
      expect(life?.description).toContain(text);
    }
    for (const text of ['$1,495,000', '$495,000', '$500,000', '$1,000,000']) {
      expect(umbrella?.description).toContain(text);
    }
    expect(lapsed?.description).toContain('expired on 2025-12-20, 12 days ago');
    expect(chubb?.description).toContain('expires on 2026-03-31, in 89 days');
    expect(chubb?.description).toContain('90 days ahead');
  });

  it('needs no umbrella with one in force or below the threshold, and none without income', () => {
    const covered = analyzeInsurance(
      family(today, { ...wealth, insurance: [policy('u', 'umbrella', '2000000.00')] }),
      defaultAssumptions,
    );
    expect(covered.analysis).toMatchObject({
      hasUmbrella: true,
      umbrellaAdvisable: false,
      umbrellaCoverage: '2000000.00',
    });
    expect(covered.analysis.income).toBeNull();
    expect(covered.analysis.lifeCoverageNeeded).toBeNull();
    expect(covered.findings).toEqual([]);

    const threshold = resolveAssumptions({ UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS: '2000000' });
    expect(analyzeInsurance(family(today, wealth), threshold).analysis.umbrellaAdvisable).toBe(false);
  });

  it('finds no gap when cover meets the multiple', () => {
    const { analysis, findings } = analyzeInsurance(
      family(today, {
        taxDocuments: [taxDocument('t', 2025, '1040', '100000.00')],
        insurance: [policy('big', 'life', '1000000.00')],
      }),
      defaultAssumptions,
    );
    expect(analysis.lifeCoverageGap).toBe('0.00');
    expect(findings).toEqual([]);
  });

  it('flags a life gap even without any life policy, household-wide', () => {
    const { findings } = analyzeInsurance(
      family(today, { taxDocuments: [taxDocument('t', 2025, '1040', '100000.00')] }),
      defaultAssumptions,
    );
    expect(findings.map((f) => [f.relatedEntityId, f.title])).toEqual([
      [null, 'Close the life insurance gap'],
    ]);
    expect(findings[0]?.evidence.inputs).toMatchObject({ gap: '1000000.00', lifeCoverage: '0.00' });
  });

  it('answers zeros for an empty family', () => {
    const { analysis, findings, issues } = analyzeInsurance(family(today), defaultAssumptions);
    expect(analysis).toMatchObject({
      lifeCoverage: '0.00',
      netWorth: { netWorth: '0.00' },
      umbrellaAdvisable: false,
      expiring: [],
      totalCoverage: '0.00',
    });
    expect(findings).toEqual([]);
    expect(issues).toEqual([]);
  });
});
