import {
  insertRecommendationSchema,
  recommendationCategory,
  recommendationEvidenceSchema,
} from '@heirloom/contracts';
import { recommendationKey } from '@heirloom/contracts';
import { analyzeFamily } from './analyze';
import { resolveAssumptions } from '../config/assumptions';
import {
  account,
  beneficiary,
  estateDocument,
  family,
  holding,
  mortgage,
  policy,
  professional,
  property,
  taxDocument,
} from './test-family';

const today = '2026-01-15';

/** A family with something to say in every check. */
const busy = family(today, {
  accounts: [
    account('chk', 'checking', '200000.00'),
    account('brk', 'investment', '500000.00', 'Joint Brokerage'),
  ],
  // Portfolio 500,000: ACME 30% (over 20%, under twice it), LOSS 8%, the fund 62% (a fund: fine).
  holdings: [
    holding('h-big', 'brk', 'ACME', '10000.00', '150000.00', 'Acme Corporation'),
    holding('h-loss', 'brk', 'LOSS', '50000.00', '40000.00', 'Loss Co'),
    holding('h-fund', 'brk', 'VTI', '200000.00', '310000.00', 'Vanguard Total Stock Market ETF'),
  ],
  properties: [property('p', '900000.00', `${'Very Long Road '.repeat(20)}Denver`)],
  mortgages: [
    mortgage('m', {
      propertyId: 'p',
      currentBalance: '200000.00',
      interestRate: '7.5',
      monthlyPayment: '1398.43',
      maturityDate: '2056-01-01',
    }),
  ],
  insurance: [policy('life', 'life', '1000000.00', '2026-01-25', 'MetLife')],
  taxDocuments: [taxDocument('t', 2025, '1040', '250000.00')],
  estateDocuments: [estateDocument('will', 'last_will', '2015-01-01', 'outdated', 'Old Will')],
  beneficiaries: [beneficiary('b', '90')],
  professionals: [professional('cpa', 'cpa')],
  spending: {
    from: '2025-01-16',
    to: today,
    income: '0.00',
    expenses: '60000.00',
    count: 12,
    byMonth: [{ month: '2025-01', income: '0.00', expenses: '5000.00', count: 1 }],
    byCategory: [],
  },
});

describe('analyzeFamily', () => {
  const analysis = analyzeFamily(busy);

  it('runs every check and ranks the findings, most pressing and largest saving first', () => {
    expect(analysis.findings.map((f) => [f.type, f.relatedEntityId, f.priority, f.potentialSavings])).toEqual(
      [
        // No money figure: most pressing first, in the order the checks run.
        ['estate_update', 'will', 'high', null], // marked outdated, a will
        ['estate_update', null, 'high', null], // no trust, POA or healthcare directive; shares sum to 90%
        ['insurance_review', 'life', 'high', null], // the 10x gap and the expiry of the same policy
        // 10000 × 24% = 2400 a year: below the $2,500 of high priority.
        ['tax_harvest', 'h-loss', 'medium', '2400.00'],
        // 1398.43 - 1231.43 = 167.00 a month, 2004.00 a year.
        ['refinance', 'm', 'medium', '2004.00'],
        // Net worth 200000 + 500000 + 900000 - 200000 = 1,400,000 and no umbrella.
        ['insurance_review', null, 'medium', null],
        ['investment_concentration', 'h-big', 'medium', null],
        ['excess_cash', null, 'medium', null],
        // Referrals: medium when a need is high, else low; there is a CPA for the tax need.
        ['professional_referral', 'will', 'medium', null],
        ['professional_referral', 'life', 'medium', null],
        ['professional_referral', 'm', 'low', null],
        ['professional_referral', 'h-big', 'low', null],
      ],
    );
  });

  it('merges two findings about the same entity into one that says both', () => {
    // The life policy to raise for the 10x gap also expires in 10 days: one recommendation.
    const life = analysis.findings.filter(
      (f) => f.type === 'insurance_review' && f.relatedEntityId === 'life',
    );
    expect(life).toHaveLength(1);
    expect(life[0]?.title).toBe(
      'Close the life insurance gap, and review the MetLife life policy before it expires',
    );
    expect(life[0]?.description).toContain('$1,500,000');
    expect(life[0]?.description).toContain('expires on 2026-01-25, in 10 days');
    expect(life[0]?.evidence.inputs).toMatchObject({ gap: '1500000.00', daysLeft: 10 });
    const keys = analysis.findings.map(recommendationKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers findings the API accepts as they are, in their dashboard category', () => {
    for (const f of analysis.findings) {
      const body = {
        type: f.type,
        title: f.title,
        description: f.description,
        potentialSavings: f.potentialSavings,
        priority: f.priority,
        status: 'new',
        relatedEntityId: f.relatedEntityId,
        evidence: f.evidence,
      };
      const parsed = insertRecommendationSchema.safeParse(body);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(recommendationEvidenceSchema.safeParse(f.evidence).success).toBe(true);
      expect(f.category).toBe(recommendationCategory(f.type, f.evidence));
    }
    // The refinance title names the property, cut to the 200 characters a title may have.
    const refinance = analysis.findings.find((f) => f.type === 'refinance');
    expect(refinance?.title).toHaveLength(200);
    expect(refinance?.title.endsWith('...')).toBe(true);
  });

  it('keeps the per-entity figures of every check', () => {
    expect(analysis.today).toBe(today);
    // closing costs 4000 / 167.00 = 23.95 -> 24 months.
    expect(analysis.refinance.mortgages[0]).toMatchObject({ monthlySaving: '167.00', breakEvenMonths: 24 });
    expect(analysis.taxHarvest.harvestableLoss).toBe('10000.00');
    expect(analysis.estate.missingCoreDocuments).toEqual([
      'trust',
      'power_of_attorney',
      'healthcare_directive',
    ]);
    expect(analysis.insurance.lifeCoverageGap).toBe('1500000.00');
    // 365 days = 365 / 30.4375 = 11.99 months: 60000 / 11.99 = 5003.42 a month; 6 × 5003.42 = 30020.52;
    // 200000 - 30020.52 = 169979.48.
    expect(analysis.investment).toMatchObject({
      averageMonthlySpending: '5003.42',
      emergencyFund: '30020.52',
      excessCash: '169979.48',
    });
    expect(analysis.referrals.needs.map((n) => [n.category, n.referralNeeded])).toEqual([
      ['mortgage', true],
      ['tax', false],
      ['estate', true],
      ['insurance', true],
      ['investment', true],
    ]);
    expect(analysis.assumptions.MARKET_MORTGAGE_RATE_PERCENT).toBe('6.25');
    expect(analysis.dataIssues).toEqual([]);
  });

  it('states the assumptions it was given', () => {
    const at5 = analyzeFamily(busy, resolveAssumptions({ MARKET_MORTGAGE_RATE_PERCENT: '5' }));
    const refinance = at5.findings.find((f) => f.type === 'refinance');
    expect(refinance?.description).toContain('assumed market rate of 5%');
    expect(refinance?.evidence.assumptions.MARKET_MORTGAGE_RATE_PERCENT).toContain('5%');
  });

  it('answers an empty family with zeros and no findings', () => {
    const empty = analyzeFamily(family(today));
    expect(empty.findings).toEqual([]);
    expect(empty.dataIssues).toEqual([]);
    expect(empty.investment.portfolioValue).toBe('0.00');
    expect(empty.insurance.netWorth.netWorth).toBe('0.00');
  });

  it('collects malformed values instead of failing', () => {
    const broken = analyzeFamily(
      family(today, {
        accounts: [account('a', 'checking', 'n/a')],
        holdings: [holding('h', 'a', 'X', 'abc', 'oops')],
        mortgages: [
          mortgage('m', {
            currentBalance: '',
            interestRate: '5',
            monthlyPayment: '1',
            maturityDate: '2030-01-01',
          }),
        ],
      }),
    );
    expect(broken.findings).toEqual([]);
    expect(broken.dataIssues.map((i) => `${i.entity}:${i.id}:${i.field}`)).toEqual(
      expect.arrayContaining([
        'account:a:balance',
        'holding:h:costBasis',
        'holding:h:currentValue',
        'mortgage:m:currentBalance',
      ]),
    );
  });
});
