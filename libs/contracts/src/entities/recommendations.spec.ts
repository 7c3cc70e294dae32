import {
  insertRecommendationSchema,
  recommendationCategories,
  recommendationCategory,
  recommendationEvidenceSchema,
  recommendationOpenKey,
  recommendationSchema,
  recommendationTypes,
  type RecommendationCategory,
  type RecommendationType,
} from './recommendations';

describe('recommendationCategory', () => {
  it.each<[RecommendationType, RecommendationCategory]>([
    ['refinance', 'mortgage'],
    ['tax_harvest', 'tax'],
    ['estate_update', 'estate'],
    ['insurance_review', 'insurance'],
    ['investment_concentration', 'investment'],
    ['excess_cash', 'investment'],
    // A referral's category is the need it serves, which its type alone does not tell.
    ['professional_referral', 'investment'],
  ])('%s -> %s', (type, category) => {
    expect(recommendationCategory(type)).toBe(category);
  });

  it('files a referral under the category its evidence states', () => {
    for (const category of recommendationCategories) {
      expect(recommendationCategory('professional_referral', { category })).toBe(category);
    }
    expect(recommendationCategory('professional_referral', null)).toBe('investment');
    expect(recommendationCategory('professional_referral', {})).toBe('investment');
    // Only referrals take the category from evidence.
    expect(recommendationCategory('refinance', { category: 'estate' })).toBe('mortgage');
  });

  it('maps every stored type to a dashboard category', () => {
    for (const type of recommendationTypes)
      expect(recommendationCategories).toContain(recommendationCategory(type));
  });
});

describe('recommendationEvidenceSchema', () => {
  const evidence = {
    inputs: { balance: '412000.00', remainingMonths: 326, propertyAddress: null },
    formula: 'breakEven = closingCosts / monthlySaving',
    assumptions: { MARKET_MORTGAGE_RATE_PERCENT: '6.25%' },
  };

  it('accepts inputs, a formula and assumptions, with an optional category', () => {
    expect(recommendationEvidenceSchema.parse(evidence)).toEqual(evidence);
    expect(recommendationEvidenceSchema.parse({ ...evidence, category: 'estate' }).category).toBe('estate');
  });

  it.each([
    ['a missing formula', { inputs: {}, assumptions: {} }],
    ['a nested input', { ...evidence, inputs: { a: { b: 1 } } }],
    ['a non-finite input', { ...evidence, inputs: { a: Infinity } }],
    ['a numeric assumption', { ...evidence, assumptions: { a: 1 } }],
    ['an unknown field', { ...evidence, note: 'x' }],
    ['an unknown category', { ...evidence, category: 'network' }],
    ['a long formula', { ...evidence, formula: 'x'.repeat(1001) }],
    ['a long value', { ...evidence, inputs: { a: 'x'.repeat(501) } }],
    ['a long key', { ...evidence, inputs: { ['k'.repeat(65)]: 1 } }],
    [
      'too many inputs',
      { ...evidence, inputs: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i])) },
    ],
    [
      'too many assumptions',
      { ...evidence, assumptions: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, 'v'])) },
    ],
  ])('refuses %s', (_, value) => {
    expect(recommendationEvidenceSchema.safeParse(value).success).toBe(false);
  });

  it('is optional on insert and nullable on the wire', () => {
    const body = { type: 'excess_cash', title: 'Invest idle cash', description: 'Too much cash.' };
    expect(insertRecommendationSchema.parse(body)).not.toHaveProperty('evidence');
    expect(insertRecommendationSchema.parse({ ...body, evidence: null }).evidence).toBeNull();
    expect(insertRecommendationSchema.parse({ ...body, evidence }).evidence).toEqual(evidence);
    const row = {
      id: 'r1',
      userId: 'u1',
      ...body,
      potentialSavings: null,
      priority: 'medium',
      status: 'new',
      createdAt: '2026-01-01T00:00:00.000Z',
      relatedEntityId: null,
    };
    expect(recommendationSchema.parse({ ...row, evidence: null }).evidence).toBeNull();
    expect(recommendationSchema.safeParse(row).success).toBe(false);
  });
});

describe('recommendationOpenKey', () => {
  it('is the type and the related entity while new or reviewed, and null once completed', () => {
    const rental = { type: 'refinance' as const, relatedEntityId: 'mortgage-1' };
    expect(recommendationOpenKey({ ...rental, status: 'new' })).toBe('refinance:mortgage-1');
    expect(recommendationOpenKey({ ...rental, status: 'reviewed' })).toBe('refinance:mortgage-1');
    expect(recommendationOpenKey({ ...rental, status: 'completed' })).toBeNull();
    // A finding not yet stored (no status) is about to be new.
    expect(recommendationOpenKey(rental)).toBe('refinance:mortgage-1');
  });

  it('keys a recommendation about no entity by its type alone', () => {
    expect(recommendationOpenKey({ type: 'estate_update', relatedEntityId: null, status: 'new' })).toBe(
      'estate_update:',
    );
    expect(recommendationOpenKey({ type: 'excess_cash' })).toBe('excess_cash:');
  });
});
