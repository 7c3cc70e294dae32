import { familySummary, type SummaryLists } from './family-summary';

const empty: SummaryLists = {
  accounts: [],
  holdings: { count: 0, costBasis: '0.00', currentValue: '0.00' },
  properties: [],
  mortgages: [],
  insurance: [],
  estateDocuments: [],
  taxDocuments: [],
  professionals: [],
  privatePlacements: [],
  businesses: [],
  recommendations: [],
};

const recommendation = (id: string, priority: string, status: string, createdAt: string) =>
  ({ id, priority, status, createdAt }) as unknown as SummaryLists['recommendations'][number];

describe('familySummary', () => {
  it('lists every new recommendation, highest priority first, then newest, then by id', () => {
    const summary = familySummary(
      {
        ...empty,
        recommendations: [
          recommendation('low-new', 'low', 'new', '2026-03-01T00:00:00.000Z'),
          recommendation('high-old', 'high', 'new', '2026-01-01T00:00:00.000Z'),
          recommendation('high-reviewed', 'high', 'reviewed', '2026-04-01T00:00:00.000Z'),
          recommendation('high-b', 'high', 'new', '2026-02-01T00:00:00.000Z'),
          recommendation('high-a', 'high', 'new', '2026-02-01T00:00:00.000Z'),
          recommendation('medium', 'medium', 'new', '2026-05-01T00:00:00.000Z'),
          recommendation('done', 'high', 'completed', '2026-06-01T00:00:00.000Z'),
        ],
      },
      '2026-06-02',
    );
    expect(summary.newRecommendations.map((r) => r.id)).toEqual([
      'high-a',
      'high-b',
      'high-old',
      'medium',
      'low-new',
    ]);
    expect(summary.counts.newRecommendations).toBe(5);
    expect(summary.asOf).toBe('2026-06-02');
  });

  it('sums every account into the figures while the card shows five', () => {
    const accounts = Array.from(
      { length: 7 },
      (_, i) =>
        ({
          id: `a${i}`,
          name: `Account ${7 - i}`,
          accountType: 'checking',
          balance: '0.10',
          creditLimit: null,
        }) as unknown as SummaryLists['accounts'][number],
    );
    const summary = familySummary({ ...empty, accounts }, '2026-06-02');
    expect(summary.accounts.map((a) => a.name)).toEqual([
      'Account 1',
      'Account 2',
      'Account 3',
      'Account 4',
      'Account 5',
    ]);
    expect(summary.counts.accounts).toBe(7);
    expect(summary.figures.liquidAssets).toBe('0.70');
  });
});
