import {
  assumptionDefinitions,
  assumptionNames,
  defaultAssumptions,
  formatAssumption,
  resolveAssumptions,
  statedAssumptions,
} from './assumptions';

describe('assumptions', () => {
  it('default to sensible values, the market rate matching the demo family', () => {
    expect(defaultAssumptions).toMatchObject({
      MARKET_MORTGAGE_RATE_PERCENT: '6.25',
      REFINANCE_CLOSING_COST_PERCENT: '2',
      MARGINAL_TAX_RATE_PERCENT: '24',
      ESTATE_DOCUMENT_MAX_AGE_YEARS: '5',
      LIFE_COVER_INCOME_MULTIPLE: '10',
      UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS: '1000000',
      POLICY_EXPIRY_WARNING_DAYS: '90',
      CONCENTRATION_MAX_PERCENT: '20',
      EMERGENCY_FUND_MONTHS: '6',
    });
    expect(Object.isFrozen(defaultAssumptions)).toBe(true);
    for (const name of assumptionNames) {
      const { value, min, max } = assumptionDefinitions[name];
      expect(Number(value)).toBeGreaterThanOrEqual(min);
      expect(Number(value)).toBeLessThanOrEqual(max);
    }
  });

  it('take overrides by environment variable or by name, normalised', () => {
    const resolved = resolveAssumptions({
      AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: ' 5.750 ',
      EMERGENCY_FUND_MONTHS: '3',
      NOT_SET: undefined,
    });
    expect(resolved.MARKET_MORTGAGE_RATE_PERCENT).toBe('5.75');
    expect(resolved.EMERGENCY_FUND_MONTHS).toBe('3');
    expect(resolved.MARGINAL_TAX_RATE_PERCENT).toBe('24');
  });

  it.each([
    [
      { AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: 'six' },
      'MARKET_MORTGAGE_RATE_PERCENT must be a number from 0 to 30, got "six"',
    ],
    [{ AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: '31' }, 'from 0 to 30, got "31"'],
    [{ AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: '-1' }, 'got "-1"'],
    [{ AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: '1e1' }, 'got "1e1"'],
    [{ AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: '' }, 'got ""'],
    [
      { AI_ASSUME_EMERGENCY_FUND_MONTHS: '6.5' },
      'EMERGENCY_FUND_MONTHS must be a whole number from 1 to 120',
    ],
    [{ AI_ASSUME_MORTGAGE_RATE: '6' }, 'AI_ASSUME_MORTGAGE_RATE is not a known assumption'],
    [
      { AI_ASSUME_MEDIUM_PRIORITY_SAVINGS_DOLLARS: '9000' },
      'MEDIUM_PRIORITY_SAVINGS_DOLLARS cannot be above AI_ASSUME_HIGH_PRIORITY_SAVINGS_DOLLARS',
    ],
  ])('refuse %j', (overrides, message) => {
    expect(() => resolveAssumptions(overrides)).toThrow(message);
  });

  it('list every problem at once', () => {
    expect(() => resolveAssumptions({ AI_ASSUME_A: '1', AI_ASSUME_CONCENTRATION_MAX_PERCENT: '0' })).toThrow(
      /AI_ASSUME_A is not a known assumption.*; AI_ASSUME_CONCENTRATION_MAX_PERCENT must be a number from 1 to 100/,
    );
  });

  it('read as the user reads them', () => {
    const a = resolveAssumptions({ POLICY_EXPIRY_WARNING_DAYS: '1' });
    expect(formatAssumption('MARKET_MORTGAGE_RATE_PERCENT', a)).toBe('6.25%');
    expect(formatAssumption('UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS', a)).toBe('$1,000,000');
    expect(formatAssumption('ESTATE_DOCUMENT_MAX_AGE_YEARS', a)).toBe('5 years');
    expect(formatAssumption('EMERGENCY_FUND_MONTHS', a)).toBe('6 months');
    expect(formatAssumption('LIFE_COVER_INCOME_MULTIPLE', a)).toBe('10x');
    expect(formatAssumption('POLICY_EXPIRY_WARNING_DAYS', a)).toBe('1 day');
    expect(statedAssumptions(['MARGINAL_TAX_RATE_PERCENT'], a)).toEqual({
      MARGINAL_TAX_RATE_PERCENT: '24% (the marginal tax rate a harvested loss saves)',
    });
  });
});
