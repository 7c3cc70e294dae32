import { taxYearFigures } from './tax-figures';

const doc = (taxYear: number, documentType: string, totalIncome: string | null, totalTax: string | null) => ({
  taxYear,
  documentType,
  totalIncome,
  totalTax,
});

describe('taxYearFigures', () => {
  it('is empty without documents', () => {
    expect(taxYearFigures([])).toEqual([]);
  });

  it('takes the 1040 income once, adds every return’s tax, newest year first', () => {
    const years = taxYearFigures([
      doc(2023, '1040', '400000.00', '96000.00'),
      doc(2024, 'CO-104', '412345.67', '18143.21'),
      doc(2024, '1040', '412345.67', '100000.10'),
      doc(2023, 'CO-104', '400000.00', '17600.00'),
    ]);
    expect(years.map((y) => y.year)).toEqual([2024, 2023]);
    expect(years[0]).toEqual({
      year: 2024,
      income: '412345.67',
      tax: '118143.31',
      // 118143.31 / 412345.67 = 28.6515...%
      effectiveRatePercent: '28.7',
      documents: 2,
    });
    expect(years[1]!.tax).toBe('113600.00');
    expect(years[1]!.effectiveRatePercent).toBe('28.4');
  });

  it('without a 1040 takes the largest income reported, exactly', () => {
    const [year] = taxYearFigures([doc(2022, 'W-2', '0.10', null), doc(2022, '1099-DIV', '0.2', '0.03')], 2);
    expect(year).toMatchObject({ income: '0.20', tax: '0.03', effectiveRatePercent: '15.00' });
  });

  it('has no rate without a positive income', () => {
    expect(taxYearFigures([doc(2021, '1040', null, '10.00')])[0]).toMatchObject({
      income: null,
      tax: '10.00',
      effectiveRatePercent: null,
    });
    expect(taxYearFigures([doc(2021, '1040', '-5000.00', '0')])[0]!.effectiveRatePercent).toBeNull();
    expect(taxYearFigures([doc(2021, '1040', '0.00', null)])[0]).toMatchObject({
      tax: '0.00',
      effectiveRatePercent: null,
    });
  });
});
