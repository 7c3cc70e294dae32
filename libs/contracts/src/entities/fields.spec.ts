import { z } from 'zod';
import {
  dateInput,
  dateTimeInput,
  decimalInput,
  emailAddress,
  integerInput,
  money,
  optionalDateInput,
  optionalMoney,
  optionalText,
  signedMoney,
} from './fields';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('money inputs', () => {
  it('normalises numbers and numeric strings to two-place strings', () => {
    expect(money().parse(1234.5)).toBe('1234.50');
    expect(money().parse('1234.56')).toBe('1234.56');
    expect(money().parse(' 7 ')).toBe('7.00');
    expect(money().parse(0)).toBe('0.00');
  });

  it('uses the given message when the value is missing or blank', () => {
    expect(messages(money('Price is required'), undefined)).toEqual(['Price is required']);
    expect(messages(money('Price is required'), '')).toEqual(['Price is required']);
    expect(messages(money('Price is required'), '   ')).toEqual(['Price is required']);
  });

  it('rejects text, extra decimals, negatives and overflow', () => {
    expect(messages(money(), 'abc')).toEqual(['Must be a number']);
    expect(messages(money(), '1e5')).toEqual(['Must be a number']);
    expect(messages(money(), true)).toEqual(['Must be a number']);
    expect(messages(money(), '1.234')).toEqual(['At most 2 decimal places']);
    expect(messages(money(), '-1')).toEqual(['Must not be negative']);
    expect(messages(money(), '10000000000000')).toHaveLength(1);
  });

  it('allows negative amounts where they make sense', () => {
    expect(signedMoney().parse('-250.5')).toBe('-250.50');
    expect(signedMoney().parse(-0)).toBe('0.00');
  });

  it('treats missing, null and blank optional money as null', () => {
    expect(optionalMoney().parse(undefined)).toBeNull();
    expect(optionalMoney().parse(null)).toBeNull();
    expect(optionalMoney().parse('')).toBeNull();
    expect(optionalMoney().parse('3')).toBe('3.00');
  });

  it('supports other scales and ranges', () => {
    const rate = decimalInput({ places: 3, max: 100 });
    expect(rate.parse('6.875')).toBe('6.875');
    expect(messages(rate, '100.001')).toEqual(['Must be at most 100']);
  });
});

describe('integer inputs', () => {
  it('accepts integers as numbers or strings within bounds', () => {
    expect(integerInput(1, 12).parse('7')).toBe(7);
    expect(integerInput(1, 12).parse(12)).toBe(12);
    expect(messages(integerInput(1, 12), '7.5')).toEqual(['Must be a whole number']);
    expect(messages(integerInput(1, 12), 13)).toEqual(['Must be between 1 and 12']);
    expect(messages(integerInput(1, 12, 'Month is required'), '')).toEqual(['Month is required']);
  });
});

describe('date inputs', () => {
  it('coerces days, timestamps and Dates to YYYY-MM-DD', () => {
    expect(dateInput().parse('2024-03-01')).toBe('2024-03-01');
    expect(dateInput().parse('2024-03-01T00:00:00.000Z')).toBe('2024-03-01');
    expect(dateInput().parse(new Date('2024-03-01T12:00:00Z'))).toBe('2024-03-01');
  });

  it('rejects impossible and malformed dates', () => {
    expect(messages(dateInput(), '2024-02-30')).toEqual(['Must be a date']);
    expect(messages(dateInput(), 'March 1st')).toEqual(['Must be a date']);
    expect(messages(dateInput(), new Date('nope'))).toEqual(['Must be a date']);
    expect(messages(dateInput('Start date is required'), '')).toEqual(['Start date is required']);
  });

  it('coerces timestamps to Dates', () => {
    expect(dateTimeInput().parse('2024-03-01T10:20:30.123Z')).toEqual(new Date('2024-03-01T10:20:30.123Z'));
    expect(dateTimeInput().parse('2024-03-01')).toEqual(new Date('2024-03-01T00:00:00.000Z'));
  });

  it('treats blank optional dates as null', () => {
    expect(optionalDateInput().parse('')).toBeNull();
    expect(optionalDateInput().parse(null)).toBeNull();
  });
});

describe('text inputs', () => {
  it('trims optional text and turns blanks into null', () => {
    expect(optionalText(10).parse('  hi ')).toBe('hi');
    expect(optionalText(10).parse('   ')).toBeNull();
    expect(messages(optionalText(3), 'long')).toEqual(['Must be at most 3 characters']);
  });

  it('lower-cases and validates e-mail addresses', () => {
    expect(emailAddress().parse(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(messages(emailAddress(), 'not-an-email')).toEqual(['Enter a valid email address']);
    expect(messages(emailAddress(), undefined)).toEqual(['Email is required']);
  });
});

describe('significant decimals', () => {
  it('accepts trailing zeros beyond the scale', () => {
    expect(money().parse('1.230')).toBe('1.23');
  });
});
