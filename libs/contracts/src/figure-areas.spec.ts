// figureAreas is complete: a figure that does not list an area never moves when only that area's rows
// change, so hiding the figures of an area not granted hides everything computed from it (issue 31).
import { accessAreas, type AccessArea, type AreaLevels } from './access-rules';
import {
  familyFigures,
  figureAreas,
  figureGranted,
  grantedFigures,
  type FamilyFigures,
  type FigureInputs,
} from './figures';

const base: FigureInputs = {
  accounts: [
    { accountType: 'checking', balance: '1000.00' },
    { accountType: 'credit', balance: '-200.00', creditLimit: '1000.00' },
    { accountType: 'investment', balance: '5000.00' },
  ],
  holdings: [{ costBasis: '4000.00', currentValue: '5000.00' }],
  properties: [{ currentValue: '300000.00' }],
  mortgages: [{ currentBalance: '200000.00' }],
  privatePlacements: [{ currentValue: '25000.00' }],
  businesses: [{ currentValuation: '70000.00' }],
  insurance: [
    { policyType: 'life', coverageAmount: '500000.00' },
    { policyType: 'home', coverageAmount: '300000.00' },
  ],
};

/** Each area's rows changed, every other row as in `base`. */
const changes: ReadonlyArray<[AccessArea, FigureInputs]> = [
  [
    'accounts',
    {
      ...base,
      accounts: [
        { accountType: 'checking', balance: '1777.00' },
        { accountType: 'credit', balance: '-333.00', creditLimit: '1500.00' },
        base.accounts[2]!,
      ],
    },
  ],
  // An investment account is the Investments area's too.
  [
    'investments',
    {
      ...base,
      accounts: [base.accounts[0]!, base.accounts[1]!, { accountType: 'investment', balance: '9100.00' }],
      holdings: [{ costBasis: '4400.00', currentValue: '6100.00' }],
    },
  ],
  ['real_estate', { ...base, properties: [{ currentValue: '350000.00' }], mortgages: [] }],
  [
    'private_investments',
    { ...base, privatePlacements: [{ currentValue: '1.00' }], businesses: [{ currentValuation: '2.00' }] },
  ],
  ['insurance', { ...base, insurance: [{ policyType: 'life', coverageAmount: '1.00' }] }],
];

const names = Object.keys(figureAreas) as (keyof FamilyFigures)[];

describe('figureAreas: the areas each figure is computed from', () => {
  it('names every figure familyFigures computes', () => {
    expect(names.sort()).toEqual(Object.keys(familyFigures(base)).sort());
  });

  it.each(changes)('lists %s for every figure its rows move', (area, changed) => {
    const before = familyFigures(base);
    const after = familyFigures(changed);
    const moved = names.filter((name) => before[name] !== after[name]);
    // The change does move figures (the test can fail), and each moved one lists the area.
    expect(moved.length).toBeGreaterThan(0);
    for (const name of moved)
      expect([name, figureAreas[name]]).toEqual([name, expect.arrayContaining([area])]);
  });

  it('hides net worth unless accounts, investments, private investments and real estate are all granted', () => {
    const all: AreaLevels = {
      accounts: 'read',
      investments: 'read',
      private_investments: 'read',
      real_estate: 'read',
    };
    expect(figureGranted(all, 'netWorth')).toBe(true);
    for (const missing of Object.keys(all) as AccessArea[]) {
      const fewer = { ...all };
      delete fewer[missing];
      expect(figureGranted(fewer, 'netWorth')).toBe(false);
    }
  });
});

describe('grantedFigures', () => {
  const figures = familyFigures(base);

  it('gives the household the very same figures', () => {
    expect(grantedFigures(figures, null)).toBe(figures);
  });

  it('gives every figure to a professional granted every area', () => {
    const every = Object.fromEntries(accessAreas.map((a) => [a, 'read'])) as AreaLevels;
    expect(grantedFigures(figures, every)).toEqual(figures);
  });

  it('gives a professional with Tax and Private Investments only the non-liquid assets', () => {
    const shown = grantedFigures(figures, { tax: 'notes', private_investments: 'notes' });
    expect(shown.nonLiquidAssets).toBe('95000.00');
    expect(Object.entries(shown).filter(([, v]) => v !== null)).toEqual([['nonLiquidAssets', '95000.00']]);
  });

  it('gives a professional with Insurance only the coverage', () => {
    const shown = grantedFigures(figures, { insurance: 'read' });
    expect(Object.keys(shown).filter((k) => shown[k as keyof FamilyFigures] !== null)).toEqual([
      'totalCoverage',
      'lifeCoverage',
    ]);
  });
});
