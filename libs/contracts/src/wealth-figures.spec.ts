import {
  isHighMortgageRate,
  k1ByTaxYear,
  k1Income,
  privateInvestmentFigures,
  propertyFigures,
  realEstateFigures,
} from './wealth-figures';

describe('privateInvestmentFigures', () => {
  const placements = [
    { initialInvestment: '250000.00', currentValue: '310000.10' },
    { initialInvestment: '100000.00', currentValue: '90000.20' },
  ];
  const businesses = [{ currentValuation: '1200000.00' }, { currentValuation: '0.10' }];
  const k1s = [
    { taxYear: 2024, ordinaryIncome: '1000.10', capitalGains: '-200.00', qualifiedDividends: null },
    { taxYear: 2024, ordinaryIncome: null, capitalGains: '0.20', qualifiedDividends: '50.00' },
    { taxYear: 2023, ordinaryIncome: '999999.00', capitalGains: null, qualifiedDividends: null },
  ];

  it('totals placements and businesses exactly, and the 2024 K-1 income with its count', () => {
    expect(privateInvestmentFigures(placements, businesses, k1s)).toEqual({
      totalValue: '1600000.40',
      placementCount: 2,
      placementInvested: '350000.00',
      placementValue: '400000.30',
      businessCount: 2,
      businessValuation: '1200000.10',
      k1Year: 2024,
      k1Income: '850.30',
      k1Count: 2,
    });
  });

  it('is all zeros for a family with nothing private', () => {
    const figures = privateInvestmentFigures([], [], []);
    expect(figures.totalValue).toBe('0.00');
    expect(figures.k1Income).toBe('0.00');
    expect(figures.k1Count).toBe(0);
  });

  it('k1Income: ordinary income + capital gains + qualified dividends, other lines left out', () => {
    expect(k1Income({ ordinaryIncome: '0.1', capitalGains: '0.2', qualifiedDividends: null })).toBe('0.30');
  });

  it('k1ByTaxYear: newest tax year first, then the latest upload', () => {
    const sorted = k1ByTaxYear([
      { id: 'a', taxYear: 2023, uploadDate: '2024-03-01T00:00:00.000Z' },
      { id: 'b', taxYear: 2024, uploadDate: '2025-03-01T00:00:00.000Z' },
      { id: 'c', taxYear: 2024, uploadDate: '2025-04-01T00:00:00.000Z' },
    ]);
    expect(sorted.map((k) => k.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('real estate', () => {
  const properties = [
    { id: 'p1', purchasePrice: '400000.00', currentValue: '500000.00' },
    { id: 'p2', purchasePrice: '300000.00', currentValue: '270000.00' },
  ];
  const mortgages = [
    { propertyId: 'p1', currentBalance: '200000.10' },
    { propertyId: 'p1', currentBalance: '50000.00' },
    { propertyId: 'gone', currentBalance: '10000.00' },
  ];

  it('totals value, equity with its percent, and mortgage debt', () => {
    expect(realEstateFigures(properties, mortgages)).toEqual({
      totalValue: '770000.00',
      totalEquity: '509999.90',
      equityPercent: '66.23',
      mortgageDebt: '260000.10',
    });
    expect(realEstateFigures([], []).equityPercent).toBeNull();
  });

  it('per property: change since purchase, its own mortgages as debt', () => {
    expect(propertyFigures(properties[0]!, mortgages)).toEqual({
      changePercent: '25.00',
      debt: '250000.10',
      equity: '249999.90',
    });
    expect(propertyFigures(properties[1]!, mortgages)).toEqual({
      changePercent: '-10.00',
      debt: '0.00',
      equity: '270000.00',
    });
    expect(propertyFigures({ id: 'x', purchasePrice: '0', currentValue: '1' }, []).changePercent).toBeNull();
  });

  it('a rate is high above 7%, not at it', () => {
    expect(isHighMortgageRate('7.000')).toBe(false);
    expect(isHighMortgageRate('7.001')).toBe(true);
    expect(isHighMortgageRate('6.5')).toBe(false);
  });
});
